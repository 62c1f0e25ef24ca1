import { z } from 'zod';

/*
 * The MCP tool server's settings (mcp/), as part of the service's one configuration (lib/config.ts spreads
 * `mcpConfigShape` into its object and adds `.superRefine(requireOAuthAudience)`). They live here, below both, so the
 * configuration does not import the MCP server.
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
