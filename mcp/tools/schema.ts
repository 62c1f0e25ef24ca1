import { z } from 'zod';
import { idPatternSource, type IdKind } from '../../model/ids.js';
import { RestError } from '../rest/client.js';

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

/**
 * An object advertised as closed (`additionalProperties: false`): unknown arguments are refused, as REST refuses
 * unknown fields. The object itself stays loose, so that the refusal is a VALIDATION_ERROR with a hint like every
 * other (the SDK would answer a bare "Input validation error"): for a tool's own arguments `knownArguments` refuses
 * them inside the tool, naming the arguments it takes; a nested object (CreateProject's `format`) goes on to the API,
 * which refuses unknown fields itself.
 */
export function closedObject<S extends z.ZodRawShape>(shape: S) {
  return z.looseObject(shape).meta({ additionalProperties: false });
}

/** The arguments, once none is unknown; otherwise a VALIDATION_ERROR naming the unknown ones and the known ones. */
export function knownArguments<A extends Record<string, unknown>>(tool: string, shape: z.ZodRawShape, args: A): A {
  const unknown = Object.keys(args).filter((name) => !Object.hasOwn(shape, name));
  if (unknown.length > 0) {
    const s = unknown.length === 1 ? '' : 's';
    throw new RestError(
      400,
      'VALIDATION_ERROR',
      `Unknown argument${s} ${unknown.map((name) => JSON.stringify(name)).join(', ')}`,
      `${tool} takes ${Object.keys(shape).join(', ')}; remove ${unknown.length === 1 ? 'it' : 'them'} and call it again.`,
    );
  }
  return args;
}
