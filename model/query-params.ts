import { z } from 'zod';

/*
 * Query parameters arrive as strings, but they mean numbers and booleans: the published document says what they
 * mean (`integer` with its range, `boolean`), so a generated client passes `limit: 2`, not `limit: '2'`, while the
 * server keeps checking the wire form strictly (whole decimal numbers only; `true`/`false` only). Each schema made
 * here is registered with the JSON Schema it is documented as; the OpenAPI generator (api/openapi.ts) uses it in
 * place of the string schema zod would derive.
 */
export const DOCUMENTED_AS = new WeakMap<object, Record<string, unknown>>();

function documented<T extends z.ZodType>(schema: T, jsonSchema: Record<string, unknown>): T {
  DOCUMENTED_AS.set(schema, jsonSchema);
  return schema;
}

/**
 * A whole number from `min` to `max`, `fallback` when absent. Anything else on the wire ("abc", "1.5", "", "-1",
 * a repeated parameter) is refused with a message naming the range, never clamped.
 */
export function queryInteger(name: string, min: number, max: number, fallback: number, description: string) {
  const schema = z
    .string()
    .regex(/^\d{1,10}$/, { message: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(z.number().min(min, { message: `${name} must be at least ${min}` }).max(max, { message: `${name} must be at most ${max}` }))
    .optional()
    .transform((v) => v ?? fallback);
  return documented(schema, { type: 'integer', minimum: min, maximum: max, default: fallback, description });
}

/** `true` or `false` (as the strings a query carries), `false` when absent. */
export function queryBoolean(description: string) {
  const schema = z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true');
  return documented(schema, { type: 'boolean', default: false, description });
}

/**
 * A decimal number from `min` to `max` (`2`, `2.5`, `0.033`), `fallback` when absent; other forms ("1e3", "abc",
 * "", "-1") are refused with a message naming the range, never clamped.
 */
export function queryDecimal(name: string, min: number, max: number, fallback: number, description: string) {
  const schema = z
    .string()
    .regex(/^\d{1,6}(?:\.\d{1,6})?$/, { message: `${name} must be a number of seconds from ${min}, like 2.5` })
    .transform(Number)
    .pipe(z.number().min(min, { message: `${name} must be at least ${min}` }).max(max, { message: `${name} must be at most ${max}` }))
    .optional()
    .transform((v) => v ?? fallback);
  return documented(schema, { type: 'number', minimum: min, maximum: max, default: fallback, description });
}
