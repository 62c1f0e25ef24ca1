/*
 * OpenAI's structured outputs in strict mode accept a subset of JSON Schema: every object lists all its properties
 * in `required` and sets `additionalProperties: false`, an optional property is written as required and nullable
 * (`anyOf: [..., {type: "null"}]`), and only some keywords are understood (no `default`, no string lengths, no
 * `oneOf`/`allOf`/`not`). zod writes the scene document's schema in full JSON Schema; this rewrites it into that
 * subset. What the subset cannot say (string lengths, a trim's `to` after its `from`, the caller's assets) is still
 * checked by zod on the answer, and the answer's nulls are dropped first (`withoutNulls`), so "null" reads as
 * "absent" and zod fills the defaults.
 */

type Json = Record<string, unknown>;

/** Keywords strict mode understands (anything else is left out of the schema sent). */
const KEPT = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', 'enum', 'const', 'description',
  '$ref', '$defs', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems',
]);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function nullable(schema: Json): Json {
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as Json[];
    return options.some((o) => o.type === 'null') ? schema : { ...schema, anyOf: [...options, { type: 'null' }] };
  }
  const { description, ...rest } = schema;
  return { anyOf: [rest, { type: 'null' }], ...(description !== undefined ? { description } : {}) };
}

/** The strict-mode form of a JSON Schema (as zod's `toJSONSchema` writes it). */
export function strictJsonSchema(schema: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'oneOf') {
      // A discriminated union: its options never overlap, so "any of" says the same.
      out.anyOf = (value as Json[]).map(strictJsonSchema);
    } else if (!KEPT.has(key)) {
      continue;
    } else if (key === 'properties') {
      continue; // below, with `required`
    } else if (key === 'anyOf') {
      out.anyOf = (value as Json[]).map(strictJsonSchema);
    } else if (key === 'items' && isObject(value)) {
      out.items = strictJsonSchema(value);
    } else if (key === '$defs' && isObject(value)) {
      out.$defs = Object.fromEntries(Object.entries(value).map(([name, def]) => [name, strictJsonSchema(def as Json)]));
    } else if (key === 'additionalProperties' || key === 'required') {
      continue; // restated below for every object
    } else {
      out[key] = value;
    }
  }
  if (isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, child]) => {
        const strict = strictJsonSchema(child as Json);
        return [name, required.has(name) ? strict : nullable(strict)];
      }),
    );
    out.required = Object.keys(schema.properties);
  }
  if (out.type === 'object' || isObject(schema.properties)) {
    out.additionalProperties = false;
    out.properties ??= {};
    out.required ??= [];
  }
  return out;
}

/** The value with every `null` object property removed, at any depth: strict mode's "absent". */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
  return value;
}
