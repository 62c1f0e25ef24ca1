import { Router, type Request, type RequestHandler } from 'express';
import { authenticate } from '../../api/auth.js';
import type { ApiKeys } from '../../auth/api-keys.js';
import { UnauthorizedError } from '../../model/errors.js';
import { COMPACT_JWS } from './jwt-access-tokens.js';

/*
 * /mcp as an OAuth 2.1 resource server, as the MCP authorization spec describes it: Protected Resource Metadata
 * (RFC 9728) naming the authorization server, and 401 answers whose WWW-Authenticate points at that metadata, so a
 * client can discover where to get a token.
 */

export const METADATA_PATH = '/.well-known/oauth-protected-resource';
export const MCP_PATH = '/mcp';

export interface OAuthResource {
  issuer: string;
  /** The MCP endpoint's URL when MONTAGE_PUBLIC_URL is set; otherwise it is taken from each request. */
  resourceUrl?: string;
}

function resourceUrl(req: Request, oauth: OAuthResource): string {
  return oauth.resourceUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}${MCP_PATH}`;
}

/** RFC 9728 section 3.1: the well-known segment goes between the host and the resource's path. */
export function metadataUrl(resource: string): string {
  const url = new URL(resource);
  return `${url.origin}${METADATA_PATH}${url.pathname.replace(/\/$/, '')}`;
}

/**
 * Served at the RFC's path-inserted location (`/.well-known/oauth-protected-resource/mcp`, which WWW-Authenticate
 * names) and at the bare one, which MCP clients try when a 401 names none.
 */
export function protectedResourceMetadata(oauth: OAuthResource): Router {
  const router = Router({ caseSensitive: true });
  router.get([METADATA_PATH, `${METADATA_PATH}${MCP_PATH}`], (req, res) => {
    // Public metadata, readable from browser-based clients too.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.json({
      resource: resourceUrl(req, oauth),
      authorization_servers: [oauth.issuer],
      bearer_methods_supported: ['header'],
      resource_name: 'Montage',
    });
  });
  return router;
}

/**
 * The REST API's own authentication (same resolver, same 401 body), plus the challenge: `resource_metadata` when
 * OAuth is configured, and `error="invalid_token"` when a token was sent but refused (RFC 6750 section 3.1).
 */
export function requireBearer(keys: ApiKeys, oauth: OAuthResource | undefined): RequestHandler {
  const inner = authenticate(keys);
  return (req, res, next) => {
    void inner(req, res, (err?: unknown) => {
      if (!(err instanceof UnauthorizedError)) return next(err);
      const refused = oauth && req.headers.authorization ? refusedAccessToken(req, oauth) : undefined;
      res.setHeader('WWW-Authenticate', challenge(req, oauth, refused?.message));
      next(refused ?? err);
    });
  };
}

/**
 * A refused token that is a JWT was meant as an OAuth access token: it gets an OAuth answer (what a token must be,
 * and where to get one) rather than the API-key one ("keys are shown once..."). Undefined for anything else.
 */
function refusedAccessToken(req: Request, oauth: OAuthResource): UnauthorizedError | undefined {
  const token = /^Bearer[ ]+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !COMPACT_JWS.test(token)) return undefined;
  return new UnauthorizedError(
    'Invalid access token: it is expired, not signed by the authorization server, or not issued for this resource',
    `Get a new access token from ${oauth.issuer} for the resource ${resourceUrl(req, oauth)} (its "aud"), and send it as "Authorization: Bearer <token>".`,
  );
}

/** RFC 6750 section 3: `error="invalid_token"` when a token was sent but refused, with a description when known. */
function challenge(req: Request, oauth: OAuthResource | undefined, description?: string): string {
  const params = [];
  if (req.headers.authorization) params.push('error="invalid_token"');
  if (description) params.push(`error_description="${description.replace(/["\\]/g, '')}"`);
  if (oauth) {
    try {
      params.push(`resource_metadata="${metadataUrl(resourceUrl(req, oauth))}"`);
    } catch {
      // A Host header that makes no URL: no metadata to point at.
    }
  }
  return params.length ? `Bearer ${params.join(', ')}` : 'Bearer';
}
