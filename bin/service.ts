/* The service's commands (`montage serve|api|controller|keys`), loaded by bin/montage.ts for everything but `mcp`. */
import { installProcessWarnings } from '../lib/process-warnings.js';
import type { Logger } from 'pino';
import { startHttpServer, type HttpServer } from '../api/http-server.js';
import { loadConfig, shutdownDelaySeconds, type Config } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';
import { resolve } from 'node:path';
import { EmbeddedApiKeys } from '../auth/embedded-keys.js';
import type { KeyAdmin } from '../auth/key-admin.js';
import { startHealthServer } from '../runtime/health-server.js';
import { unlessShuttingDown } from '../runtime/readiness.js';
import type { Runtime } from '../runtime/runtime.js';

/*
 * The heavy modules (Express and the routes, the Kubernetes and AWS clients, the runtimes) are imported by the
 * commands that use them, not up front: `montage keys` needs none of them in the embedded mode, and loading them all
 * made each `keys` call take about 4 s instead of under 1 s (through tsx), and `serve` about 2 s longer. A command
 * that serves loads the app with its runtime, before starting that runtime: once the controllers run, the listener
 * follows at once, as it did when everything was imported up front.
 */
const cluster = () => import('../runtime/cluster.js');
const app = () => import('../api/app.js');

// Before anything can emit one: Node's multi-line warning text would break the JSON log stream.
installProcessWarnings();

const USAGE = `usage: montage <command>

commands:
  serve        everything on this machine, with embedded defaults (local disk, child-process jobs)
  api          the REST API of a cluster installation (MONTAGE_MODE=cluster)
  controller   the controller of a cluster installation (MONTAGE_MODE=cluster)
  keys create --tenant <tenant> [--name <name>]
               make an API key: printed once; only its hash is stored (the data dir, or the keys Secret in cluster mode)
  keys list    the keys: name, tenant and creation time, one a line
  keys revoke <name> [--tenant <tenant>]
               a key is its tenant and its name: --tenant is needed when keys of several tenants have that name
  mcp          the MCP tool server on stdio, calling the REST API at MONTAGE_API_URL with MONTAGE_API_KEY`;

/** Once the listener is closed, how long requests in flight may take to finish; then how long stopping may take. */
const CLOSE_GRACE_MS = 10_000;
const STOP_BUDGET_MS = 10_000;

async function listen(runtime: Runtime, config: Config, logger: Logger): Promise<HttpServer> {
  let http: HttpServer | undefined;
  const readiness = unlessShuttingDown(runtime.deps.readiness, () => http?.draining ?? false);
  const { createApp } = await app(); // loaded already, with the runtime
  http = await startHttpServer(createApp({ ...runtime.deps, readiness, routers: runtime.routers }), { host: config.HOST, port: config.PORT, logger });
  logger.info({ url: `http://${config.HOST}:${http.port}`, mode: config.MONTAGE_MODE }, 'montage is listening');
  return http;
}

/*
 * SIGTERM of a process that serves the API (a rolling restart, a scale-down): Endpoints and kube-proxy take a few
 * seconds to stop routing here, and keep-alive connections stay on this Pod until closed. So first drain: /readyz
 * fails and every response closes its connection, while requests are served as usual for the shutdown delay. Then
 * the listener closes, idle connections are closed, requests in flight finish (cut after CLOSE_GRACE_MS), and the
 * runtime stops. The chart's preStop sleep and terminationGracePeriodSeconds (cdk8s/workloads.ts) leave room for it.
 */
function onApiShutdown(http: HttpServer, runtime: Runtime, config: Config, logger: Logger): void {
  const delayMs = shutdownDelaySeconds(config) * 1000;
  onShutdown(
    logger,
    async () => {
      http.beginDrain();
      logger.info({ delaySeconds: delayMs / 1000 }, 'draining: /readyz answers 503 and responses close their connections');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await http.close(CLOSE_GRACE_MS);
      logger.info('listener closed and every connection ended');
      await runtime.stop();
    },
    delayMs + CLOSE_GRACE_MS + STOP_BUDGET_MS,
  );
}

function onShutdown(logger: Logger, stop: () => Promise<void>, hardExitMs = STOP_BUDGET_MS): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A stuck dependency must not keep a terminating Pod alive past its grace period.
    setTimeout(() => {
      logger.error({ hardExitMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, hardExitMs).unref();
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
  const [{ startEmbedded }] = await Promise.all([import('../runtime/embedded.js'), app()]);
  const runtime = await startEmbedded(config, logger);
  const http = await listen(runtime, config, logger);
  if (runtime.createdKey) {
    // Shown once, on the terminal only: the data dir keeps just its hash.
    process.stderr.write(
      `\nMontage created an API key for the tenant "local". It is shown only this once:\n\n    ${runtime.createdKey}\n\n` +
        `Open the web console at http://${config.HOST}:${http.port}/ and sign in with it, or\n` +
        `try it:  curl -H "Authorization: Bearer ${runtime.createdKey}" http://${config.HOST}:${http.port}/api/v1/projects\n\n`,
    );
  }
  onApiShutdown(http, runtime, config, logger);
}

async function serveClusterApi(config: Config, logger: Logger): Promise<void> {
  const [{ startClusterApi }] = await Promise.all([cluster(), app()]);
  const runtime = await startClusterApi(config, logger);
  const http = await listen(runtime, config, logger);
  onApiShutdown(http, runtime, config, logger);
}

async function runClusterController(config: Config, logger: Logger): Promise<void> {
  const controller = await (await cluster()).startClusterController(config, logger);
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
  // What is neither a flag nor a flag's value, so `revoke ci --tenant acme` and `revoke --tenant acme ci` agree.
  const positional = rest.filter((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--'));
  let admin: KeyAdmin;
  if (config.MONTAGE_MODE === 'cluster') {
    const [{ SecretKeyAdmin }, { kubeConfigFromEnvironment }] = await Promise.all([import('../auth/secret-key-admin.js'), cluster()]);
    admin = new SecretKeyAdmin(kubeConfigFromEnvironment(), config.MONTAGE_NAMESPACE, config.MONTAGE_KEYS_SECRET);
  } else {
    admin = new EmbeddedApiKeys(resolve(config.MONTAGE_DATA_DIR));
  }
  if (action === 'create') {
    const tenant = option('--tenant');
    if (!tenant) throw new Error('keys create needs --tenant <tenant>');
    const { key, info } = await admin.create(tenant, option('--name'));
    // The key alone on stdout, so scripts can capture it; the rest for people on stderr.
    process.stderr.write(`created key ${info.name} for tenant ${info.tenant}; it is shown only this once:\n`);
    process.stdout.write(`${key}\n`);
  } else if (action === 'list') {
    for (const k of await admin.list()) process.stdout.write(`${k.name}\t${k.tenant}\t${k.createdAt ?? ''}\n`);
  } else if (action === 'revoke' && positional[0]) {
    const [name] = positional, tenant = option('--tenant');
    const revoked = await admin.revoke(name!, tenant);
    if (!revoked) throw new Error(tenant === undefined ? `no key named ${name}` : `tenant ${tenant} has no key named ${name}`);
    process.stderr.write(`revoked key ${revoked.name} of tenant ${revoked.tenant}\n`);
  } else {
    throw new Error('usage: montage keys create --tenant <tenant> [--name <name>] | keys list | keys revoke <name> [--tenant <tenant>]');
  }
}

/**
 * `api` and `controller` are the two halves of a cluster installation. Without MONTAGE_MODE=cluster their
 * resources would go to the cluster and their objects to a local disk nobody else reads: refuse instead.
 */
function clusterOnly(name: string, run: (config: Config, logger: Logger) => Promise<void>) {
  return async (config: Config, logger: Logger) => {
    if (config.MONTAGE_MODE !== 'cluster') {
      throw new Error(`\`montage ${name}\` is part of a cluster installation: set MONTAGE_MODE=cluster (docs/installing.md, "A cluster installation without Helm"), or run \`montage serve\` for everything on one machine`);
    }
    return run(config, logger);
  };
}

const command = process.argv[2];
const commands: Record<string, (config: Config, logger: Logger) => Promise<void>> = {
  serve: serveEmbedded,
  api: clusterOnly('api', serveClusterApi),
  controller: clusterOnly('controller', runClusterController),
  keys: (config) => keys(config),
};
const run = command ? commands[command] : undefined;
if (!run) {
  // Asked for (no command, --help): usage and success; an unknown command: usage and failure.
  const asked = !command || ['--help', '-h', 'help'].includes(command);
  (asked ? console.log : console.error)(USAGE);
  process.exit(asked ? 0 : 2);
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
