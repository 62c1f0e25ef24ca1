import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { rateLimit } from '../api/rate-limit.js';
import type { ApiKeys } from '../auth/api-keys.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import { mcpResourceUrl, type McpConfig } from './config.js';
import { MCP_PATH, protectedResourceMetadata, requireBearer, type OAuthResource } from './auth/resource-server.js';
import { mcpCors } from './cors.js';
import { acceptProtocolVersionHeader } from './protocol.js';
import { loopbackSend } from './rest/loopback.js';
import { RestClient } from './rest/client.js';
import { createMcpServer } from './server.js';

export interface McpRouterOptions {
  /** What /mcp accepts: the same resolver the REST API uses (`callerResolver`), so a token good for one is good for both. */
  keys: ApiKeys;
  config: McpConfig;
  /**
   * The REST API's limiter (per bearer token). Each MCP request then counts once, besides the REST calls its tools
   * make: a flood of cheap-looking requests (tools/list converts six schemas) is limited too.
   */
  rateLimiter?: RateLimiter;
}

/**
 * The MCP Streamable HTTP endpoint, mounted at the service's root: `POST /mcp`, plus the OAuth protected resource
 * metadata when MONTAGE_OAUTH_ISSUER is set. Stateless: every POST gets a fresh server and transport (nothing to
 * share between replicas or to lose on restart); the tools call this service's REST API with the caller's token.
 */
export function mcpRouter({ keys, config, rateLimiter }: McpRouterOptions): Router {
  const oauth: OAuthResource | undefined = config.MONTAGE_OAUTH_ISSUER
    ? { issuer: config.MONTAGE_OAUTH_ISSUER, resourceUrl: config.MONTAGE_PUBLIC_URL && mcpResourceUrl(config.MONTAGE_PUBLIC_URL) }
    : undefined;
  const origins = [...config.MONTAGE_MCP_ALLOWED_ORIGINS, ...(config.MONTAGE_PUBLIC_URL ? [new URL(config.MONTAGE_PUBLIC_URL).origin] : [])];
  const router = Router({ caseSensitive: true });
  if (oauth) router.use(protectedResourceMetadata(oauth));
  // Origin (and a browser's preflight, answered here), then authentication, then the body: nothing is parsed for a
  // caller who is not let in.
  const guard = [requireBearer(keys, oauth), ...(rateLimiter ? [rateLimit(rateLimiter)] : [])];
  router.use(MCP_PATH, mcpCors(origins));
  router.post(MCP_PATH, ...guard, express.json({ limit: BODY_LIMIT }), jsonRpcBodyErrors, handle);
  // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
  router.all(MCP_PATH, ...guard, (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this server is stateless; use POST.' }, id: null });
  });
  return router;
}

const BODY_LIMIT = '1mb';

/**
 * A body that cannot be read as JSON is a JSON-RPC error (the spec's -32700 Parse error, id null, since no id could
 * be read), not the REST error body: an MCP client reads JSON-RPC. Other refusals of the body (too large, a charset
 * it cannot decode) are -32600 Invalid Request with the body parser's status.
 */
const jsonRpcBodyErrors: ErrorRequestHandler = (err: { type?: unknown; status?: unknown }, _req, res, next) => {
  if (typeof err?.type !== 'string' || typeof err.status !== 'number' || err.status >= 500) return next(err);
  const parse = err.type === 'entity.parse.failed';
  const message = parse
    ? 'Parse error: the body is not valid JSON'
    : err.type === 'entity.too.large'
      ? `Invalid Request: the body is larger than ${BODY_LIMIT}`
      : `Invalid Request: the body cannot be read (${err.type})`;
  res.status(err.status).json({ jsonrpc: '2.0', error: { code: parse ? -32700 : -32600, message }, id: null });
};

const handle: RequestHandler = async (req, res, next) => {
  try {
    acceptProtocolVersionHeader(req);
    const api = new RestClient(loopbackSend(req, res.locals.apiKey as string));
    const server = createMcpServer(api);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    next(err);
  }
};
