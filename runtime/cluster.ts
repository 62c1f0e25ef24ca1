import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { KubeConfig, type V1Toleration } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import type { ApiDeps } from '../api/deps.js';
import { StaticApiKeys, parseKeyPairs } from '../auth/api-keys.js';
import { SecretApiKeys } from '../auth/secret-keys.js';
import { callerResolver } from '../mcp/auth/callers.js';
import { mcpRouter } from '../mcp/router.js';
import { systemClock } from '../lib/clock.js';
import { KubernetesEventRecorder } from '../controller/kubernetes-events.js';
import { LeaderElector } from '../controller/leader-election.js';
import { controllerSettingsFrom, startControllers } from '../controller/manager.js';
import type { RunningController } from '../controller/assets/asset-controller.js';
import type { Config } from '../lib/config.js';
import { RedisRateLimiter } from '../ratelimit/redis.js';
import { createIdempotency } from '../idempotency/create.js';
import { webhookApiSettings } from '../core/webhooks/settings.js';
import { dispatcherSettingsFrom } from '../controller/webhooks/settings.js';
import { sealerFrom } from '../lib/crypto/secret-key.js';
import { withKeepAlive } from '../lib/kube/keep-alive.js';
import { KubernetesJobRunner } from '../runner/kubernetes/kubernetes-runner.js';
import { GrantingJobRunner } from '../runner/storage-grants.js';
import { createStorage } from '../storage/create.js';
import { canSignJobUrls } from '../storage/job-urls.js';
import { KubernetesStore } from '../store/kubernetes/kubernetes-store.js';
import { clusterJobEnvironment } from './engine-env.js';
import { readiness } from './readiness.js';
import type { Runtime } from './runtime.js';

/**
 * In a Pod: the mounted service account; elsewhere KUBECONFIG or ~/.kube/config. With none of them client-node
 * quietly falls back to http://localhost:8080 (which may be this very service): refuse with a clear message.
 */
export function kubeConfigFromEnvironment(env: NodeJS.ProcessEnv = process.env): KubeConfig {
  const inPod = Boolean(env.KUBERNETES_SERVICE_HOST) && existsSync('/var/run/secrets/kubernetes.io/serviceaccount/token');
  const file = join(env.HOME ?? homedir(), '.kube', 'config');
  if (!inPod && !env.KUBECONFIG?.split(delimiter).some((f) => f && existsSync(f)) && !existsSync(file)) {
    throw new Error(
      `No Kubernetes API to talk to: outside a Pod set KUBECONFIG to a kubeconfig file (${env.KUBECONFIG ? `KUBECONFIG=${env.KUBECONFIG} names no existing file` : `none at ${file}`}); inside a Pod the service account's token is used (automountServiceAccountToken must not be false for the API and controller)`,
    );
  }
  const kc = new KubeConfig();
  kc.loadFromDefault();
  // Every client of the process (store, runner, leader election, keys) shares keep-alive connections.
  return withKeepAlive(kc);
}

/** The API Deployment: the store's informers, S3, Redis rate limiting, keys from the keys Secret. No controllers. */
export async function startClusterApi(config: Config, logger: Logger, kubeConfig = kubeConfigFromEnvironment()): Promise<Runtime> {
  if (!config.REDIS_URL) throw new Error('Invalid configuration: REDIS_URL is required by the cluster API (per-key rate limits)');
  const store = new KubernetesStore(kubeConfig, config.MONTAGE_NAMESPACE, { logger: logger.child({ component: 'store' }) });
  await store.start();
  const storage = await createStorage(config, { logger, setUpBucket: true });
  const keys = config.MONTAGE_API_KEYS
    ? new StaticApiKeys(parseKeyPairs(config.MONTAGE_API_KEYS))
    : new SecretApiKeys(kubeConfig, config.MONTAGE_NAMESPACE, config.MONTAGE_KEYS_SECRET, logger.child({ component: 'keys' }));
  if (keys instanceof SecretApiKeys) await keys.start();
  const rateLimiter = new RedisRateLimiter({ url: config.REDIS_URL!, limit: config.MONTAGE_RATE_LIMIT, windowSeconds: config.MONTAGE_RATE_LIMIT_WINDOW_SECONDS, logger });
  const sealer = sealerFrom(config, logger);
  const idempotency = createIdempotency(config, { logger, sealer });
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
    downloadUrl: (key, filename) => storage.signedUrl(key, { expiresInSeconds: config.MONTAGE_URL_TTL_SECONDS, filename }),
    webhooks: webhookApiSettings(config, sealer),
    readiness: readiness(storage, rateLimiter),
  };
  return {
    deps,
    routers: [mcpRouter({ keys: callers, config, rateLimiter })],
    async stop() {
      if (keys instanceof SecretApiKeys) keys.stop();
      await rateLimiter.close();
      await idempotency.store.close();
      await store.stop();
    },
  };
}

/** The controller Deployment: reconcilers that run only while this replica holds the Lease. */
export async function startClusterController(config: Config, logger: Logger, kubeConfig = kubeConfigFromEnvironment()): Promise<{ stop(): Promise<void>; elector: LeaderElector }> {
  const store = new KubernetesStore(kubeConfig, config.MONTAGE_NAMESPACE, { logger: logger.child({ component: 'store' }) });
  await store.start();
  const storage = await createStorage(config, { logger, setUpBucket: true });
  if (!canSignJobUrls(storage)) throw new Error('the controller needs S3 storage: render Jobs get presigned URLs, not keys');
  const jobs = new KubernetesJobRunner(
    kubeConfig,
    {
      namespace: config.MONTAGE_NAMESPACE,
      image: config.MONTAGE_JOB_IMAGE,
      command: config.MONTAGE_JOB_COMMAND.split(/\s+/).filter(Boolean),
      imagePullPolicy: config.MONTAGE_JOB_IMAGE_PULL_POLICY,
      env: clusterJobEnvironment(config),
      envFromSecrets: config.MONTAGE_JOB_ENV_SECRET,
      serviceAccountName: config.MONTAGE_JOB_SERVICE_ACCOUNT,
      maxActive: config.MONTAGE_JOB_CONCURRENCY,
      resources: config.MONTAGE_JOB_RESOURCES,
      nodeSelector: config.MONTAGE_JOB_NODE_SELECTOR,
      tolerations: config.MONTAGE_JOB_TOLERATIONS as V1Toleration[] | undefined,
      backoffLimit: config.MONTAGE_JOB_BACKOFF_LIMIT,
      ttlSecondsAfterFinished: config.MONTAGE_JOB_TTL_SECONDS,
      scratchSize: config.MONTAGE_JOB_SCRATCH_SIZE,
    },
    logger.child({ component: 'jobs' }),
  );
  jobs.start();
  // Render Pods hold no S3 keys: each Job gets presigned URLs for exactly its own objects.
  const runner = new GrantingJobRunner(jobs, storage, config.MONTAGE_START_DEADLINE_SECONDS);
  const events = new KubernetesEventRecorder(kubeConfig, config.MONTAGE_NAMESPACE, logger);
  const webhooks = dispatcherSettingsFrom(config, {
    publicUrl: config.MONTAGE_PUBLIC_URL,
    downloadUrl: (key, filename) => storage.signedUrl(key, { expiresInSeconds: config.MONTAGE_URL_TTL_SECONDS, filename }),
  }, sealerFrom(config, logger));
  let running: RunningController | undefined;
  const elector = new LeaderElector({
    kubeConfig,
    namespace: config.MONTAGE_NAMESPACE,
    leaseName: 'montage-controller',
    identity: config.POD_NAME ?? `montage-controller-${process.pid}`,
    leaseDurationSeconds: config.MONTAGE_LEASE_DURATION_SECONDS,
    renewIntervalMs: Math.max(500, (config.MONTAGE_LEASE_DURATION_SECONDS * 1000) / 5),
    logger,
    onStartedLeading: () => {
      running = startControllers({
        store,
        storage,
        runner,
        clock: systemClock,
        events,
        logger,
        // Reconciles here wait on the apiserver and S3, not on a CPU (the renders run in Pods): more at once keeps
        // completions from queueing behind progress checks when hundreds of prompts are in flight.
        settings: { ...controllerSettingsFrom(config), concurrency: 16 },
        webhooks,
      });
    },
    onStoppedLeading: () => {
      running?.stop();
      running = undefined;
    },
  });
  elector.start();
  return {
    elector,
    async stop() {
      await elector.stop();
      running?.stop();
      await runner.stop();
      await store.stop();
    },
  };
}
