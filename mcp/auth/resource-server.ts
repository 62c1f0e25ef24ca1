import { Router, type Request, type RequestHandler } from 'express';
import { authenticate } from '../../api/auth.js';
import type { ApiKeys } from '../../auth/api-keys.js';
import { UnauthorizedError } from '../../model/errors.js';

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
  const router = Router();
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
      if (err instanceof UnauthorizedError) res.setHeader('WWW-Authenticate', challenge(req, oauth));
      next(err);
    });
  };
}

function challenge(req: Request, oauth: OAuthResource | undefined): string {
  const params = [];
  if (req.headers.authorization) params.push('error="invalid_token"');
  if (oauth) {
    try {
      params.push(`resource_metadata="${metadataUrl(resourceUrl(req, oauth))}"`);
    } catch {
      // A Host header that makes no URL: no metadata to point at.
    }
  }
  return params.length ? `Bearer ${params.join(', ')}` : 'Bearer';
}

/**
 * The MCP transport spec requires refusing a request whose Origin is not allowed (DNS rebinding): native clients
 * send none; browser origins must be listed (MONTAGE_MCP_ALLOWED_ORIGINS), or be MONTAGE_PUBLIC_URL's own.
 */
export function checkOrigin(allowed: readonly string[]): RequestHandler {
  const origins = new Set(allowed.map((o) => o.replace(/\/+$/, '')));
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || origins.has(origin)) return next();
    res.status(403).json({ jsonrpc: '2.0', error: { code: -32000, message: `Origin ${origin} is not allowed` }, id: null });
  };
}
