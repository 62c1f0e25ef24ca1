import { z } from 'zod';
import { mcpConfigShape, requireOAuthAudience } from '../lib/mcp-settings.js';

/* Settings of the MCP tool server: its part of the service's configuration (lib/mcp-settings.ts), and the stdio server's own. */

export const McpConfig = z.object(mcpConfigShape).superRefine(requireOAuthAudience);
export type McpConfig = z.infer<typeof McpConfig>;

/** `montage mcp` / `tsx mcp/stdio.ts`: a local MCP server that calls a (possibly remote) Montage REST API. */
export const StdioConfig = z.object({
  /** The service's base URL, e.g. http://127.0.0.1:8080 (without /api/v1). */
  MONTAGE_API_URL: z.url().transform((url) => url.replace(/\/+$/, '').replace(/\/api\/v1$/, '')),
  /** The API key (or OAuth access token) the tools call the REST API with. */
  MONTAGE_API_KEY: z.string().min(1),
  /** The least severe log lines written, as JSON on stderr (stdout carries the protocol). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});
export type StdioConfig = z.infer<typeof StdioConfig>;

export function parseConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The MCP endpoint's URL on a configured public URL: the OAuth resource identifier. */
export function mcpResourceUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/mcp`;
}
