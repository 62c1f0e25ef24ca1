#!/usr/bin/env node
import { createApp } from '../api/app.js';
import { loadConfig } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';

const USAGE = `usage: montage <command>

commands:
  serve    run the API with embedded defaults (local disk, in-process jobs)`;

async function serve(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const app = createApp({ logger });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ url: `http://${config.HOST}:${port}` }, 'montage is listening');
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; drop them after a grace period.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

const command = process.argv[2];
switch (command) {
  case 'serve':
    await serve();
    break;
  default:
    console.error(USAGE);
    process.exit(command ? 2 : 0);
}
