import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { closeLingeringly, trackRequest, type LingerBudget } from './lingering-close.js';

export interface HttpServer {
  server: Server;
  port: number;
  /** True from `beginDrain()` on: /readyz reports it, and every response closes its connection. */
  readonly draining: boolean;
  beginDrain(): void;
  /**
   * Stops accepting connections, closes idle ones, lets requests in flight finish, and after `graceMs` cuts the
   * connections that are still open. Resolves when every connection is closed.
   */
  close(graceMs: number): Promise<void>;
}

export interface HttpServerOptions {
  host: string;
  port: number;
  logger: Logger;
  linger?: LingerBudget;
}

/** The one HTTP server of the API (bin/montage.ts), with the upload and shutdown behaviour described below. */
export async function startHttpServer(app: RequestListener, options: HttpServerOptions): Promise<HttpServer> {
  const { logger } = options;
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    trackRequest(req);
    // Keep-alive clients reconnect, and so reach a replica that is staying, instead of reusing this connection.
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    app(req, res);
  };
  const server = createServer(handle);

  /*
   * `Expect: 100-continue`: Node would answer `100 Continue` at once, inviting the body of an upload we are about to
   * refuse. Instead the request goes to the app as it is, and `100 Continue` is sent only when the app starts to read
   * the body. A request refused before that (401 without a valid key, 429, 400 for a bad Content-Type, 413 for a
   * Content-Length over the limit) gets its final answer instead, in the app's usual order of checks and error
   * shape, and the client never sends the body. Reading means a 'data' or 'readable' listener (pipe, body parsers,
   * async iteration all add one).
   */
  server.on('checkContinue', (req, res) => {
    const continueOnRead = (event: string | symbol) => {
      if (event !== 'data' && event !== 'readable') return;
      req.off('newListener', continueOnRead);
      if (!res.headersSent) res.writeContinue();
    };
    req.on('newListener', continueOnRead);
    handle(req, res);
  });
  server.on('connection', (socket) => closeLingeringly(socket, logger, options.linger));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const beginDrain = () => {
    if (draining) return;
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  return {
    server,
    port: (server.address() as AddressInfo).port,
    get draining() {
      return draining;
    },
    beginDrain,
    async close(graceMs) {
      beginDrain();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const cut = setTimeout(() => {
        logger.warn({ graceMs, requestsInFlight: inFlight.size }, 'cutting connections that outlasted the shutdown grace period');
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(cut);
    },
  };
}
