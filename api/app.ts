import { randomUUID } from 'node:crypto';
import compression from 'compression';
import express, { type Express, type Request, type Response, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { consoleRouter } from './console.js';
import { apiReferenceRouter } from './reference.js';
import type { ApiDeps } from './deps.js';
import { errorHandler, notFoundRoute } from './errors.js';
import { createMetrics } from './metrics.js';
import { apiV1Router } from './v1.js';

export type AppDeps = Pick<ApiDeps, 'logger' | 'readiness'> &
  Partial<ApiDeps> & {
    /** Routers mounted at the root before the 404 handler (the embedded mode's signed /files route). */
    routers?: Router[];
  };

/**
 * gzip or br, as the client's Accept-Encoding asks, for text answers of 1 KB or more (JSON, the OpenAPI document, the
 * console's scripts). Never for a file served by byte ranges (asset content, signed downloads: their bytes, lengths
 * and ranges must be the file's own, and media is compressed already) nor for event streams (each event must go out
 * at once).
 */
function shouldCompress(req: Request, res: Response): boolean {
  if (res.getHeader('Accept-Ranges') !== undefined || res.getHeader('Content-Range') !== undefined) return false;
  if (/^text\/event-stream/i.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  return compression.filter(req, res);
}

function hasApi(deps: AppDeps): deps is ApiDeps {
  return Boolean(deps.store && deps.keys && deps.rateLimiter && deps.clock && deps.downloadUrl);
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  // Before the first route: the app's router is made with this setting. Routers of our own say it too.
  app.set('case sensitive routing', true);
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(
    pinoHttp({
      logger: deps.logger,
      // Honour an upstream request id (ingress, mesh) so one id follows a request across hops.
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
    }),
  );

  app.use(compression({ filter: shouldCompress }));

  const metrics = createMetrics();
  app.use(metrics.middleware);
  app.use(metrics.router);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res, next) => {
    try {
      const result = (await deps.readiness?.()) ?? { ready: true, details: {} };
      res.status(result.ready ? 200 : 503).json({ status: result.ready ? 'ok' : 'unavailable', ...result.details });
    } catch (err) {
      next(err);
    }
  });

  if (hasApi(deps)) app.use('/api/v1', apiV1Router(deps));
  for (const router of deps.routers ?? []) app.use(router);
  app.use(apiReferenceRouter());
  app.use(consoleRouter());

  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
