import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errorHandler, notFoundRoute } from './errors.js';

export interface AppDeps {
  logger: Logger;
  /** Readiness of the dependencies (store, object storage, rate limiter); the app itself is ready once it listens. */
  readiness?: () => Promise<{ ready: boolean; details: Record<string, string> }>;
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
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );

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

  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
