import { z } from 'zod';

/*
 * Settings of the MCP tool server, validated like lib/config.ts (which they are meant to be merged into: spread
 * `mcpConfigShape` into its object and add `.superRefine(requireOAuthAudience)`).
 */

const list = z
  .string()
  .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean));

export const mcpConfigShape = {
  /** Already in lib/config.ts: the URL clients reach the service at. The MCP endpoint is `<it>/mcp`. */
  MONTAGE_PUBLIC_URL: z.url().optional(),
  /** An OAuth 2.1 authorization server whose JWT access tokens /mcp (and REST) accept besides API keys. */
  MONTAGE_OAUTH_ISSUER: z.url().optional(),
  /** The `aud` a token must carry: this resource's identifier. Default `<MONTAGE_PUBLIC_URL>/mcp`. */
  MONTAGE_OAUTH_AUDIENCE: z.string().min(1).optional(),
  /** The issuer's JWKS; default: `jwks_uri` of `<issuer>/.well-known/openid-configuration`. */
  MONTAGE_OAUTH_JWKS_URL: z.url().optional(),
  /** The claim naming the caller's tenant. It must be one the issuer assigns, never one users can pick. */
  MONTAGE_OAUTH_TENANT_CLAIM: z.string().min(1).default('sub'),
  /**
   * Browser origins allowed to call /mcp (comma-separated). A request with any other `Origin` is refused (403), as
   * the MCP transport spec requires against DNS rebinding; native clients send no Origin.
   */
  MONTAGE_MCP_ALLOWED_ORIGINS: list.default([]),
};

/**
 * The audience must be fixed by configuration: taking it from the request's Host would let a caller choose which
 * resource's tokens are accepted (a token minted for another service could then be replayed here).
 */
export function requireOAuthAudience(
  config: { MONTAGE_OAUTH_ISSUER?: string; MONTAGE_OAUTH_AUDIENCE?: string; MONTAGE_PUBLIC_URL?: string },
  ctx: z.RefinementCtx,
): void {
  if (config.MONTAGE_OAUTH_ISSUER && !config.MONTAGE_OAUTH_AUDIENCE && !config.MONTAGE_PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['MONTAGE_OAUTH_AUDIENCE'],
      message: 'with MONTAGE_OAUTH_ISSUER set, MONTAGE_OAUTH_AUDIENCE or MONTAGE_PUBLIC_URL is required',
    });
  }
}

export const McpConfig = z.object(mcpConfigShape).superRefine(requireOAuthAudience);
export type McpConfig = z.infer<typeof McpConfig>;

/** `montage mcp` / `tsx mcp/stdio.ts`: a local MCP server that calls a (possibly remote) Montage REST API. */
export const StdioConfig = z.object({
  /** The service's base URL, e.g. http://127.0.0.1:8080 (without /api/v1). */
  MONTAGE_API_URL: z.url().transform((url) => url.replace(/\/+$/, '').replace(/\/api\/v1$/, '')),
  MONTAGE_API_KEY: z.string().min(1),
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
