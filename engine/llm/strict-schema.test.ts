import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { answerJsonSchema, LlmAnswer, responseJsonSchema } from './answer.js';
import { strictJsonSchema, withoutNulls } from './strict-schema.js';

type Json = Record<string, unknown>;

/** Every schema node of a JSON Schema, with its path. */
function nodes(schema: unknown, path = '#'): [string, Json][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Json;
  const out: [string, Json][] = [[path, node]];
  for (const [name, child] of Object.entries((node.properties ?? {}) as Json)) out.push(...nodes(child, `${path}/properties/${name}`));
  for (const [name, child] of Object.entries((node.$defs ?? {}) as Json)) out.push(...nodes(child, `${path}/$defs/${name}`));
  ((node.anyOf ?? []) as unknown[]).forEach((child, i) => out.push(...nodes(child, `${path}/anyOf/${i}`)));
  if (node.items) out.push(...nodes(node.items, `${path}/items`));
  return out;
}

const STRICT_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', 'enum', 'const', 'description', '$ref', '$defs', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems']);

describe('the strict-mode form of the answer schema', () => {
  const strict = responseJsonSchema(true);
  const all = nodes(strict);

  it('closes every object and requires all its properties', () => {
    const objects = all.filter(([, n]) => n.type === 'object');
    expect(objects.length).toBeGreaterThan(20);
    for (const [path, node] of objects) {
      expect([path, node.additionalProperties]).toEqual([path, false]);
      expect([path, node.required]).toEqual([path, Object.keys(node.properties as Json)]);
    }
  });

  it('uses only the keywords strict mode understands, with the root an object', () => {
    expect(strict.type).toBe('object');
    for (const [path, node] of all) for (const key of Object.keys(node)) expect([path, key, STRICT_KEYWORDS.has(key)]).toEqual([path, key, true]);
  });

  it('writes an optional field as a nullable one, and keeps the limits it can say', () => {
    const text = all.find(([, n]) => ((n.properties as Json | undefined)?.type as Json | undefined)?.const === 'text')![1] as { properties: Record<string, Json> };
    expect(text.properties.colour).toEqual({ anyOf: [{ type: 'string', pattern: '^#[0-9a-f]{6}$' }, { type: 'null' }] });
    expect(text.properties.role).toMatchObject({ type: 'string', enum: expect.arrayContaining(['heading', 'quote']) });
    const scenes = (((strict.properties as Json).document as Json).properties as Json).scenes as Json;
    expect(scenes).toMatchObject({ type: 'array', minItems: 1, maxItems: 50 });
  });

  it('stays within strict mode\'s size limits (5000 properties, 10 levels of nesting)', () => {
    const properties = all.reduce((sum, [, n]) => sum + Object.keys((n.properties ?? {}) as Json).length, 0);
    expect(properties).toBeLessThan(5000);
    const depth = Math.max(...all.map(([path]) => path.split('/properties/').length - 1));
    expect(depth).toBeLessThanOrEqual(10);
  });

  it('is the full schema (optional fields, defaults, string lengths) when not strict', () => {
    const full = responseJsonSchema(false);
    expect(full).toEqual(answerJsonSchema());
    expect(full.required).toEqual(['document', 'summary']);
    expect(JSON.stringify(full)).toContain('"default"');
  });

  it('rewrites a discriminated union as anyOf and leaves a nullable field as it is', () => {
    const schema = z.toJSONSchema(z.object({ u: z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b'), n: z.number().optional() })]), s: z.string().min(2).default('xx') }), { io: 'input' }) as Json;
    const strictU = strictJsonSchema(schema) as { properties: { u: Json; s: Json }; required: string[] };
    expect(strictU.required).toEqual(['u', 's']);
    expect(strictU.properties.u.oneOf).toBeUndefined();
    expect((strictU.properties.u.anyOf as Json[])[1]).toEqual({ type: 'object', properties: { k: { type: 'string', const: 'b' }, n: { anyOf: [{ type: 'number' }, { type: 'null' }] } }, required: ['k', 'n'], additionalProperties: false });
    expect(strictU.properties.s).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(strictJsonSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
  });
});

describe('withoutNulls', () => {
  it('drops null properties at any depth, so zod reads them as absent and fills the defaults', () => {
    expect(withoutNulls({ a: null, b: [{ c: null, d: 1 }], e: { f: null } })).toEqual({ b: [{ d: 1 }], e: {} });
    const parsed = LlmAnswer.parse(withoutNulls({ document: { version: 2, theme: null, background: { type: 'solid', colour: '#000000' }, scenes: [{ duration: 2, layers: null, fadeIn: null }] }, summary: 'x', format: null }));
    expect(parsed.document.theme).toBe('classic');
    expect(parsed.document.scenes[0]).toMatchObject({ layers: [], fadeIn: false });
    expect(parsed.format).toBeUndefined();
  });
});
