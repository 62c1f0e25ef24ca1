import type { RequestHandler } from 'express';

/*
 * Browsers at /mcp. The MCP transport spec requires refusing a request whose Origin is not allowed (DNS rebinding):
 * native clients send none; browser origins must be listed (MONTAGE_MCP_ALLOWED_ORIGINS) or be MONTAGE_PUBLIC_URL's
 * own. An allowed origin gets CORS: its preflight is answered (204) before authentication (a browser never sends
 * credentials on a preflight), and every answer, 401s included, names the origin and exposes the headers an MCP
 * client reads.
 */

/** What a browser MCP client sends: its token, JSON, and the transport's own headers. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'Mcp-Session-Id', 'Mcp-Protocol-Version', 'Last-Event-ID'];
/** What it must be able to read: the transport's headers, and the OAuth challenge that points at the metadata. */
export const CORS_EXPOSED_HEADERS = ['Mcp-Session-Id', 'Mcp-Protocol-Version', 'WWW-Authenticate'];
/** Stateless: POST only (GET and DELETE answer 405). */
const METHODS = 'POST, OPTIONS';
const PREFLIGHT_CACHE_SECONDS = 600;

export function mcpCors(allowed: readonly string[]): RequestHandler {
  const origins = new Set(allowed.map((o) => o.replace(/\/+$/, '')));
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (origin !== undefined && !origins.has(origin)) {
      res.status(403).json({ jsonrpc: '2.0', error: { code: -32000, message: `Origin ${origin} is not allowed` }, id: null });
      return;
    }
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
    }
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Allow', METHODS);
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Methods', METHODS);
      res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_CACHE_SECONDS));
    }
    res.status(204).end();
  };
}
