import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { RestError } from '../rest/client.js';
import { mcpHint } from './hints.js';

/**
 * A tool's answer: one short text for the assistant to read, and the same facts as structured content, cut to the
 * declared output schema (clients check `additionalProperties: false`, and an API newer than this tool server may
 * add fields).
 */
export function ok<S extends z.ZodObject>(text: string, schema: S, structured: z.input<S>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: schema.parse(structured) as Record<string, unknown> };
}

/** Where a tool error's fields are, for clients that read them rather than the text. */
export const ERROR_META_KEY = 'montage.dev/error';

/**
 * A REST error as a tool error (isError), so the assistant sees it and can correct the call: the API's code and
 * message, and its hint in terms of tools (hints.ts), in the text and in `_meta`. No structuredContent: it would
 * have to match the output schema.
 */
export function toolError(tool: string, err: unknown): CallToolResult {
  const failure = err instanceof RestError
    ? err
    : new RestError(0, 'INTERNAL_ERROR', `Unexpected failure: ${(err as Error)?.message ?? String(err)}`, 'Retry later.');
  const error = new RestError(failure.status, failure.code, failure.message, mcpHint(tool, failure));
  const text = `${error.code}: ${error.message}${error.hint ? `\nHint: ${error.hint}` : ''}`;
  return {
    content: [{ type: 'text', text }],
    isError: true,
    _meta: { [ERROR_META_KEY]: { code: error.code, message: error.message, ...(error.hint ? { hint: error.hint } : {}), http_status: error.status } },
  };
}

/** Runs the body of the tool `tool`; any failure becomes a tool error rather than a protocol error. */
export async function guarded(tool: string, body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (err) {
    return toolError(tool, err);
  }
}
