#!/usr/bin/env node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from '../api/app.js';
import { loadConfig, type Config } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';
import { resolve } from 'node:path';
import { EmbeddedApiKeys } from '../auth/embedded-keys.js';
import { SecretKeyAdmin } from '../auth/secret-key-admin.js';
import { kubeConfigFromEnvironment, startClusterApi, startClusterController } from '../runtime/cluster.js';
import { startEmbedded } from '../runtime/embedded.js';
import { startHealthServer } from '../runtime/health-server.js';
import type { Runtime } from '../runtime/runtime.js';

const USAGE = `usage: montage <command>

commands:
  serve        everything on this machine, with embedded defaults (local disk, child-process jobs)
  api          the REST API of a cluster installation (MONTAGE_MODE=cluster)
  controller   the controller of a cluster installation (MONTAGE_MODE=cluster)
  keys create --tenant <tenant> [--name <name>]
               make an API key: printed once; only its hash is stored (the data dir, or the keys Secret in cluster mode)
  keys list    the keys' names and tenants
  keys revoke <name>
  mcp          the MCP tool server on stdio, calling the REST API at MONTAGE_API_URL with MONTAGE_API_KEY`;

function listen(runtime: Runtime, config: Config, logger: Logger): Promise<Server> {
  const app = createApp({ ...runtime.deps, routers: runtime.routers });
  return new Promise((resolve) => {
    const server = app.listen(config.PORT, config.HOST, () => {
      const { port } = server.address() as AddressInfo;
      logger.info({ url: `http://${config.HOST}:${port}`, mode: config.MONTAGE_MODE }, 'montage is listening');
      resolve(server);
    });
  });
}

function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A stuck dependency must not keep a terminating Pod alive past its grace period.
    setTimeout(() => process.exit(1), 10_000).unref();
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

async function serveEmbedded(config: Config, logger: Logger): Promise<void> {
  const runtime = await startEmbedded(config, logger);
  const server = await listen(runtime, config, logger);
  if (runtime.createdKey) {
    // Shown once, on the terminal only: the data dir keeps just its hash.
    process.stderr.write(
      `\nMontage created an API key for the tenant "local". It is shown only this once:\n\n    ${runtime.createdKey}\n\n` +
        `Open the web console at http://${config.HOST}:${(server.address() as AddressInfo).port}/ and sign in with it, or\n` +
        `try it:  curl -H "Authorization: Bearer ${runtime.createdKey}" http://${config.HOST}:${(server.address() as AddressInfo).port}/api/v1/projects\n\n`,
    );
  }
  onShutdown(logger, async () => {
    await new Promise((resolve) => server.close(resolve));
    await runtime.stop();
  });
}

async function serveClusterApi(config: Config, logger: Logger): Promise<void> {
  const runtime = await startClusterApi(config, logger);
  const server = await listen(runtime, config, logger);
  onShutdown(logger, async () => {
    await new Promise((resolve) => server.close(resolve));
    await runtime.stop();
  });
}

async function runClusterController(config: Config, logger: Logger): Promise<void> {
  const controller = await startClusterController(config, logger);
  // Probes only (/healthz, /readyz), when MONTAGE_HEALTH_PORT is set (the chart does). Listening after the start
  // means the caches are synced.
  const port = config.MONTAGE_HEALTH_PORT;
  const health = port === undefined ? undefined : await startHealthServer({ host: config.HOST, port, isLeader: () => controller.elector.isLeader });
  if (health) logger.info({ url: `http://${config.HOST}:${port}/healthz` }, 'controller health endpoints are listening');
  onShutdown(logger, async () => {
    health?.close();
    await controller.stop();
  });
}

async function keys(config: Config): Promise<void> {
  const [action, ...rest] = process.argv.slice(3);
  const option = (flag: string) => {
    const i = rest.indexOf(flag);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const admin = config.MONTAGE_MODE === 'cluster'
    ? new SecretKeyAdmin(kubeConfigFromEnvironment(), config.MONTAGE_NAMESPACE, config.MONTAGE_KEYS_SECRET)
    : new EmbeddedApiKeys(resolve(config.MONTAGE_DATA_DIR));
  if (action === 'create') {
    const tenant = option('--tenant');
    if (!tenant) throw new Error('keys create needs --tenant <tenant>');
    const { key, info } = await admin.create(tenant, option('--name'));
    // The key alone on stdout, so scripts can capture it; the rest for people on stderr.
    process.stderr.write(`created key ${info.name} for tenant ${info.tenant}; it is shown only this once:\n`);
    process.stdout.write(`${key}\n`);
  } else if (action === 'list') {
    for (const k of await admin.list()) process.stdout.write(`${k.name}\t${k.tenant}\t${k.createdAt ?? ''}\n`);
  } else if (action === 'revoke' && rest[0]) {
    if (!(await admin.revoke(rest[0]))) throw new Error(`no key named ${rest[0]}`);
    process.stderr.write(`revoked ${rest[0]}\n`);
  } else {
    throw new Error('usage: montage keys create --tenant <tenant> [--name <name>] | keys list | keys revoke <name>');
  }
}

const command = process.argv[2];
const commands: Record<string, (config: Config, logger: Logger) => Promise<void>> = {
  serve: serveEmbedded,
  api: serveClusterApi,
  controller: runClusterController,
  keys: (config) => keys(config),
};
const run = command ? commands[command] : undefined;
if (command === 'mcp') {
  // stdio carries the protocol and has its own settings (the API's URL and a key), not the service's.
  await import('../mcp/stdio.js');
} else if (!run) {
  console.error(USAGE);
  process.exit(command ? 2 : 0);
} else {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  await run(config, logger).catch((err: unknown) => {
    if (command === 'keys') {
      process.stderr.write(`montage keys: ${(err as Error).message}\n`);
    } else {
      logger.fatal({ err }, 'montage could not start');
    }
    process.exit(1);
  });
}
