import { request as httpRequest, type IncomingMessage } from 'node:http';
import { parseBody, requestSignal, type Send } from './send.js';

/**
 * The /mcp endpoint's way to the REST API of the same process: a request to the very socket address the MCP request
 * arrived on, carrying the caller's `Host` (and request id).
 *
 * Why not `fetch(<scheme>://<Host>/api/v1/...)`: the Host header is the caller's to choose, so the service would
 * send requests wherever a caller points it (SSRF). Connecting to the local socket always reaches this service,
 * and the forwarded Host makes every URL in the answers (download and preview links) exactly what a REST caller at
 * the same address gets; MONTAGE_PUBLIC_URL, when set, still wins inside the API. node:http rather than fetch,
 * because fetch does not let a request carry a Host other than its URL's. The service listens on plain HTTP (TLS
 * ends at the ingress), so does this.
 */
export function loopbackSend(incoming: IncomingMessage, token: string): Send {
  const { localAddress, localPort } = incoming.socket;
  const host = incoming.headers.host;
  const requestId = (incoming as { id?: unknown }).id;
  return (request) =>
    new Promise((resolve, reject) => {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (host) headers.host = host;
      if (typeof requestId === 'string') headers['x-request-id'] = requestId;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const req = httpRequest(
        { host: localAddress, port: localPort, method: request.method, path: `/api/v1${request.path}`, headers, signal: requestSignal(request) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: parseBody(Buffer.concat(chunks).toString('utf8')) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
