import { z } from 'zod';
import { idPatternSource, type IdKind } from '../../model/ids.js';

/**
 * A tool argument that *advertises* a model field's limits (read from the model's own JSON Schema, so they are
 * stated once, in model/fields.ts) without enforcing them. The SDK would refuse a violating call with a bare
 * "Input validation error"; left to the REST API, it comes back as VALIDATION_ERROR with the API's hint, like every
 * other REST error. Only the JSON type is checked here.
 */
export function advertised<T extends z.ZodString | z.ZodNumber | z.ZodBoolean>(lenient: T, field: z.ZodType, description: string): T {
  const { $schema: _ignored, ...constraints } = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return lenient.meta({ ...constraints, description }) as T;
}

/** An id argument: its pattern is advertised; a wrong id is the API's NOT_FOUND. */
export function idArgument(kind: IdKind, description: string): z.ZodString {
  return z.string().meta({ pattern: idPatternSource(kind), description });
}

/**
 * An output schema from a model schema: the same fields in a fresh object. (A model schema with an `id` would be
 * emitted as a bare `$ref`, and MCP requires an output schema's root to be `type: object`.)
 */
export function outputObject<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<S> {
  return z.object(schema.shape);
}
