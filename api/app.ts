import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { consoleRouter } from './console.js';
import type { ApiDeps } from './deps.js';
import { errorHandler, notFoundRoute } from './errors.js';
import { createMetrics } from './metrics.js';
import { apiV1Router } from './v1.js';

export type AppDeps = Pick<ApiDeps, 'logger' | 'readiness'> &
  Partial<ApiDeps> & {
    /** Routers mounted at the root before the 404 handler (the embedded mode's signed /files route). */
    routers?: Router[];
  };

function hasApi(deps: AppDeps): deps is ApiDeps {
  return Boolean(deps.store && deps.keys && deps.rateLimiter && deps.clock && deps.downloadUrl);
}

export function createApp(deps: AppDeps): Express {
  const app = express();
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
  app.use(consoleRouter());

  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
