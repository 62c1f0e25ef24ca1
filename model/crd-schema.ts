import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * A Kubernetes CRD `openAPIV3Schema` from a zod schema. The apiserver accepts only structural schemas, so zod's
 * OpenAPI 3.0 output is rewritten: no `additionalProperties` beside `properties` (unknown fields are pruned anyway),
 * free-form records become `x-kubernetes-preserve-unknown-fields`, no `$schema`/`$ref`/`id`, and no bounds or
 * patterns that only restate what `type`/`format` already say.
 */
export function crdSchemaOf(schema: z.ZodType): JsonSchema {
  const raw = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'throw' }) as JsonSchema;
  return structural(raw);
}

function structural(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    switch (key) {
      case '$schema':
      case 'id':
      case '$id':
        continue;
      case '$ref':
      case '$defs':
      case 'definitions':
      case 'allOf':
      case 'oneOf':
      case 'not':
        throw new Error(`CRD schemas cannot use ${key}; restate the schema without it`);
      case 'anyOf':
        throw new Error('CRD schemas cannot use anyOf here (is a union or an unsupported nullable in the model?)');
      case 'additionalProperties':
        continue;
      case 'properties':
        out.properties = Object.fromEntries(
          Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, structural(child)]),
        );
        continue;
      case 'items':
        out.items = structural(value as JsonSchema);
        continue;
      default:
        out[key] = value;
    }
  }
  if (out.type === 'object' && !out.properties) {
    // A free-form object (project settings): keep what the user stored.
    out['x-kubernetes-preserve-unknown-fields'] = true;
  }
  if (out.format === 'date-time') delete out.pattern;
  if (out.maximum === MAX_SAFE) delete out.maximum;
  if (out.minimum === -MAX_SAFE) delete out.minimum;
  return out;
}
