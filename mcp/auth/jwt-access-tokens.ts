import { createRemoteJWKSet, jwtVerify, errors, type JWTVerifyGetKey } from 'jose';
import type { ApiKeys } from '../../auth/api-keys.js';
import type { Caller } from '../../core/caller.js';
import { ServiceUnavailableError } from '../../model/errors.js';

export interface JwtAccessTokenOptions {
  /** `iss` must equal it exactly (MONTAGE_OAUTH_ISSUER). */
  issuer: string;
  /** `aud` must contain it (MONTAGE_OAUTH_AUDIENCE, default the MCP endpoint's URL): tokens minted for other resources are refused. */
  audience: string;
  /** The issuer's JWKS; without it, discovered from `<issuer>/.well-known/openid-configuration`. */
  jwksUrl?: string;
  /** The claim that names the tenant (MONTAGE_OAUTH_TENANT_CLAIM, default `sub`). */
  tenantClaim: string;
}

/**
 * Asymmetric algorithms only: `none` is never accepted, and an HMAC algorithm would let anyone holding the
 * (public) key material forge tokens.
 */
export const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** jose's codes for "this token is not valid" (→ 401). Anything else (the JWKS is unreachable...) is not the token's fault (→ 503). */
const INVALID_TOKEN = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

/** The longest tenant name a resource can carry (model/common.ts). */
const MAX_TENANT_LENGTH = 256;
/** A JWS in compact form (three base64url parts): what a JWT access token looks like, and an API key does not. */
export const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/**
 * OAuth 2.1 access tokens that are JWTs (RFC 9068), validated as a resource server does: signature by a key of the
 * issuer's JWKS, `iss`, `aud`, `exp` (required) and `nbf`. Same port as API keys: a token → the caller's tenant.
 */
export class JwtAccessTokens implements ApiKeys {
  private keySet: Promise<JWTVerifyGetKey> | undefined;

  constructor(private readonly options: JwtAccessTokenOptions) {}

  async resolve(token: string): Promise<Caller | undefined> {
    if (!COMPACT_JWS.test(token)) return undefined;
    try {
      const { payload } = await jwtVerify(token, await this.keys(), {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['exp'],
        clockTolerance: 5,
      });
      const tenant = payload[this.options.tenantClaim];
      if (typeof tenant !== 'string' || tenant.length === 0 || tenant.length > MAX_TENANT_LENGTH) return undefined;
      return { tenant };
    } catch (err) {
      if (err instanceof errors.JOSEError && INVALID_TOKEN.has(err.code)) return undefined;
      // The token may be fine: the issuer's discovery document or JWKS could not be fetched. The client should
      // retry, not sign in again; the cause goes to the log with the request id.
      throw new ServiceUnavailableError(
        'The OAuth issuer could not be reached to verify the access token',
        `Retry in a few seconds. If it persists, the operator should check that ${this.options.issuer} is reachable from the service.`,
        5,
        { cause: err },
      );
    }
  }

  /** jose caches the JWKS and refetches it (at most every 30 s) when a token names an unknown key: rotation works. */
  private keys(): Promise<JWTVerifyGetKey> {
    this.keySet ??= this.jwksUrl().then((url) => createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 }));
    // A failed discovery is retried by the next request rather than remembered.
    this.keySet.catch(() => (this.keySet = undefined));
    return this.keySet;
  }

  private async jwksUrl(): Promise<string> {
    if (this.options.jwksUrl) return this.options.jwksUrl;
    const discovery = `${this.options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const res = await fetch(discovery, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`OAuth discovery: ${discovery} answered HTTP ${res.status}`);
    const metadata = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
    // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer it was fetched for.
    if (metadata.issuer !== this.options.issuer) throw new Error(`OAuth discovery: ${discovery} names issuer ${String(metadata.issuer)}`);
    if (typeof metadata.jwks_uri !== 'string') throw new Error(`OAuth discovery: ${discovery} has no jwks_uri`);
    return metadata.jwks_uri;
  }
}
