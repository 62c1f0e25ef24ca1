/*
 * Child process of the API scenario: the embedded service (all of `npm start`'s composition) on one loopback port
 * and, in the same process, a bare Express app on another: the baseline. Both answer from the same event loop, so
 * the difference is what Montage's stack adds (auth, rate limit, validation, store, presentation, metrics, logs).
 * Request logs are on (info, as `npm start`) but go to /dev/null. Prints {"base", "bare"} as one JSON line once both listen.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../lib/config.js';
import { REDACT_PATHS } from '../../lib/logger.js';
import { startEmbedded } from '../../runtime/embedded.js';
import { bareProject } from './bare-sample.js';

const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
// Request logs at the production level (info), serialized as in production but written to /dev/null.
const logger = pino({ name: 'montage', level: config.LOG_LEVEL, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, pino.destination('/dev/null'));
const runtime = await startEmbedded(config, logger);
const app = createApp({ ...runtime.deps, routers: runtime.routers });

// The baseline: what a bare Express route costs for the same shapes of answer.
const sample = bareProject;
const bare = express();
bare.get('/bare', (_req, res) => {
  res.json(sample);
});
bare.post('/bare', express.json(), (req, res) => {
  res.status(201).json({ ...sample, name: (req.body as { name?: string }).name ?? sample.name });
});

const listen = (handler: express.Express) =>
  new Promise<Server>((resolve) => {
    const s = handler.listen(0, '127.0.0.1', () => resolve(s));
  });
const [main, baseline] = await Promise.all([listen(app), listen(bare)]);
const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
process.stdout.write(JSON.stringify({ base: url(main), bare: url(baseline) }) + '\n');

const stop = async () => {
  main.closeAllConnections();
  baseline.closeAllConnections();
  main.close();
  baseline.close();
  await runtime.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
