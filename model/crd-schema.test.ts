import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { crdSchemaOf } from './crd-schema.js';
import { KINDS } from './kinds.js';

/** The rules the apiserver enforces on structural schemas that our generator is responsible for. */
function violations(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const n = node as Record<string, unknown>;
  const found: string[] = [];
  for (const key of ['$ref', '$schema', 'anyOf', 'oneOf', 'allOf', 'definitions', '$defs']) {
    if (key in n) found.push(`${path}: ${key}`);
  }
  if ('additionalProperties' in n && 'properties' in n) found.push(`${path}: additionalProperties with properties`);
  if ('properties' in n || 'items' in n || 'nullable' in n) {
    if (typeof n.type !== 'string') found.push(`${path}: no type`);
  }
  if (Array.isArray(n.type)) found.push(`${path}: type array`);
  for (const [name, child] of Object.entries((n.properties as object) ?? {})) {
    found.push(...violations(child, `${path}.${name}`));
  }
  if (n.items) found.push(...violations(n.items, `${path}[]`));
  return found;
}

describe('crdSchemaOf', () => {
  it.each(Object.values(KINDS).map((k) => [k.kind, k] as const))('%s spec and status are structural', (_kind, info) => {
    expect(violations(crdSchemaOf(info.spec))).toEqual([]);
    expect(violations(crdSchemaOf(info.status))).toEqual([]);
  });

  it('keeps the limits of the model', () => {
    const spec = crdSchemaOf(KINDS.project.spec) as { properties: Record<string, Record<string, unknown>> };
    expect(spec.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 30 });
    expect(spec.properties.description).toMatchObject({ maxLength: 1000, nullable: true });
    expect(spec.properties.id!.pattern).toBe('^prj_[A-Za-z0-9]{21}$');
  });

  it('preserves free-form objects and drops restated bounds', () => {
    const schema = crdSchemaOf(
      z.object({ settings: z.record(z.string(), z.unknown()).nullable(), when: z.iso.datetime(), n: z.number().int() }),
    ) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.settings).toEqual({
      type: 'object',
      nullable: true,
      'x-kubernetes-preserve-unknown-fields': true,
    });
    expect(schema.properties.when).toEqual({ type: 'string', format: 'date-time' });
    expect(schema.properties.n).toEqual({ type: 'integer' });
  });

  it('refuses unions, which structural schemas cannot express', () => {
    expect(() => crdSchemaOf(z.object({ v: z.union([z.string(), z.number()]) }))).toThrow(/anyOf/);
  });
});
