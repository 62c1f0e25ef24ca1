import { chmodSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { signedFilesRouter } from '../api/files.js';
import type { ApiDeps } from '../api/deps.js';
import { EmbeddedApiKeys } from '../auth/embedded-keys.js';
import { StaticApiKeys, parseKeyPairs, type ApiKeys } from '../auth/api-keys.js';
import { systemClock } from '../lib/clock.js';
import { LogEventRecorder } from '../controller/events.js';
import { controllerSettingsFrom, startControllers } from '../controller/manager.js';
import type { Config } from '../lib/config.js';
import { MemoryRateLimiter } from '../ratelimit/memory.js';
import { createIdempotency } from '../idempotency/create.js';
import { webhookApiSettings } from '../core/webhooks/settings.js';
import { dispatcherSettingsFrom } from '../controller/webhooks/settings.js';
import { sealerFrom } from '../lib/crypto/secret-key.js';
import { engineCommand } from '../runner/local/engine-command.js';
import { engineIdentities } from '../runner/local/engine-users.js';
import { LocalJobRunner } from '../runner/local/local-runner.js';
import { GrantingJobRunner } from '../runner/storage-grants.js';
import { JobObjectServer } from '../storage/job-object-server.js';
import { LocalDiskStorage } from '../storage/local-disk.js';
import { localObjectsDir, urlSigningSecret } from '../storage/create.js';
import { signUrlPath } from '../storage/signed-url.js';
import { EmbeddedStore } from '../store/embedded/embedded-store.js';
import { callerResolver } from '../mcp/auth/callers.js';
import { mcpRouter } from '../mcp/router.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { readiness } from './readiness.js';
import type { Runtime } from './runtime.js';
import { engineEnvironment } from './engine-env.js';

/** How long a stop waits for the reconciles in flight. */
const STOP_DRAIN_MS = 5_000;

/**
 * Everything in one process on one machine: the embedded store, objects on local disk, an in-memory rate limiter,
 * jobs as child processes, and the controllers. This is what `npm start` runs.
 */
export async function startEmbedded(
  configIn: Config,
  logger: Logger,
  options: { controllers?: Parameters<typeof startControllers>[0]['only'] } = {},
): Promise<Runtime> {
  const config = { ...configIn, MONTAGE_DATA_DIR: resolve(configIn.MONTAGE_DATA_DIR) };
  const lock = lockDataDir(config.MONTAGE_DATA_DIR);
  try {
    return await compose(config, logger, options, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function compose(
  config: Config,
  logger: Logger,
  options: { controllers?: Parameters<typeof startControllers>[0]['only'] },
  lock: DataDirLock,
): Promise<Runtime> {
  const store = new EmbeddedStore(resolve(config.MONTAGE_DATA_DIR, 'store'));
  await store.start();
  const secret = urlSigningSecret(config);
  const storage = new LocalDiskStorage({ root: localObjectsDir(config), secret, publicBaseUrl: config.MONTAGE_PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}` });
  await storage.check();
  const swept = await storage.sweepAbandonedTemps();
  if (swept.length > 0) logger.info({ files: swept.length }, 'removed the temp files of uploads a previous run left unfinished');

  let keys: ApiKeys;
  let createdKey: string | undefined;
  if (config.MONTAGE_API_KEYS) {
    keys = new StaticApiKeys(parseKeyPairs(config.MONTAGE_API_KEYS));
  } else {
    const embedded = new EmbeddedApiKeys(config.MONTAGE_DATA_DIR);
    createdKey = embedded.load().createdKey;
    keys = embedded;
  }

  const rateLimiter = new MemoryRateLimiter({ limit: config.MONTAGE_RATE_LIMIT, windowSeconds: config.MONTAGE_RATE_LIMIT_WINDOW_SECONDS });
  // One process serves the embedded API: records in memory (a REDIS_URL is not read here).
  const sealer = sealerFrom(config, logger);
  const idempotency = createIdempotency({ ...config, REDIS_URL: undefined }, { logger, sealer });
  const engine = await engineCommand({ logger });
  logger.debug({ engine: engine.kind }, 'engine processes ready to start');
  // Engine processes reach their objects only through the URLs of their grant, served on a loopback port.
  const jobObjects = new JobObjectServer(storage, { logger: logger.child({ component: 'job-objects' }) });
  await jobObjects.start();
  const env = engineEnvironment();
  const identities = await engineIdentities({ mode: config.MONTAGE_ENGINE_ISOLATION, uidBase: config.MONTAGE_ENGINE_UID_BASE, command: engine, env, logger });
  if (identities.kind === 'separate') {
    // The engine users must not read the data dir (store, key hashes, the signing secret, every tenant's objects).
    chmodSync(config.MONTAGE_DATA_DIR, 0o700);
    logger.debug({ uids: `${config.MONTAGE_ENGINE_UID_BASE}+` }, 'engine processes run as users of their own');
  }
  const processes = new LocalJobRunner({
    concurrency: config.MONTAGE_JOB_CONCURRENCY,
    env,
    logger: logger.child({ component: 'jobs' }),
    command: engine,
    ...(identities.kind === 'separate' ? { userFor: identities.userFor } : {}),
  });
  const runner = new GrantingJobRunner(processes, jobObjects, config.MONTAGE_START_DEADLINE_SECONDS);
  const publicBase = config.MONTAGE_PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
  const signedUrl = async (key: string, filename: string, baseUrl: string) =>
    `${baseUrl}${signUrlPath({ key, expiresAt: Math.floor(Date.now() / 1000) + config.MONTAGE_URL_TTL_SECONDS, name: filename }, secret)}`;
  const webhooks = dispatcherSettingsFrom(config, { publicUrl: publicBase, downloadUrl: (key, filename) => signedUrl(key, filename, publicBase) }, sealer);
  const controllers = startControllers({ store, storage, runner, clock: systemClock, events: new LogEventRecorder(logger), logger, settings: controllerSettingsFrom(config), webhooks, only: options.controllers });

  // REST and /mcp accept the same bearer tokens: API keys, and OAuth access tokens when an issuer is configured.
  const callers = callerResolver(keys, config);
  const deps: ApiDeps = {
    logger,
    store,
    clock: systemClock,
    keys: callers,
    rateLimiter,
    idempotency,
    storage,
    publicUrl: config.MONTAGE_PUBLIC_URL,
    downloadUrl: signedUrl,
    webhooks: webhookApiSettings(config, sealer),
    readiness: readiness(storage, rateLimiter),
  };
  return {
    deps,
    routers: [signedFilesRouter(storage, secret), mcpRouter({ keys: callers, config, rateLimiter })],
    controllers,
    createdKey,
    async stop() {
      controllers.stop();
      // The reconciles in flight finish their pass (a cleanup between deleting its files and removing its finalizer
      // would otherwise leave the record for the next start); the bound keeps a stuck one from holding the exit.
      await Promise.race([controllers.idle(), new Promise((resolve) => setTimeout(resolve, STOP_DRAIN_MS).unref())]);
      await runner.stop();
      await jobObjects.stop();
      await rateLimiter.close();
      await idempotency.store.close();
      await store.stop();
      lock.release();
    },
  };
}
