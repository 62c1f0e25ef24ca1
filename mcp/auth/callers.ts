import type { ApiKeys } from '../../auth/api-keys.js';
import type { Caller } from '../../core/caller.js';
import { mcpResourceUrl, type McpConfig } from '../config.js';
import { JwtAccessTokens } from './jwt-access-tokens.js';

/**
 * The bearer resolver for REST and /mcp alike: an API key first (a hash lookup, no network), then an OAuth access
 * token. Same `ApiKeys` port, so `authenticate()` and the rate limiter (per bearer token) work unchanged.
 */
export class ApiKeysOrOAuth implements ApiKeys {
  constructor(
    private readonly keys: ApiKeys,
    private readonly tokens: ApiKeys | undefined,
  ) {}

  async resolve(token: string): Promise<Caller | undefined> {
    return (await this.keys.resolve(token)) ?? (await this.tokens?.resolve(token));
  }
}

/** The OAuth side from the settings; undefined when MONTAGE_OAUTH_ISSUER is not set (API keys only). */
export function oauthTokensFromConfig(config: McpConfig): JwtAccessTokens | undefined {
  if (!config.MONTAGE_OAUTH_ISSUER) return undefined;
  return new JwtAccessTokens({
    issuer: config.MONTAGE_OAUTH_ISSUER,
    audience: oauthAudience(config),
    jwksUrl: config.MONTAGE_OAUTH_JWKS_URL,
    tenantClaim: config.MONTAGE_OAUTH_TENANT_CLAIM,
  });
}

/** McpConfig's refinement guarantees one of the two when an issuer is set. */
export function oauthAudience(config: McpConfig): string {
  const audience = config.MONTAGE_OAUTH_AUDIENCE ?? (config.MONTAGE_PUBLIC_URL && mcpResourceUrl(config.MONTAGE_PUBLIC_URL));
  if (!audience) throw new Error('MONTAGE_OAUTH_AUDIENCE or MONTAGE_PUBLIC_URL is required with MONTAGE_OAUTH_ISSUER');
  return audience;
}

/** What REST and /mcp accept: the service's API keys, and OAuth access tokens when configured. */
export function callerResolver(keys: ApiKeys, config: McpConfig): ApiKeys {
  const tokens = oauthTokensFromConfig(config);
  return tokens ? new ApiKeysOrOAuth(keys, tokens) : keys;
}
