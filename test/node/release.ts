import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { AppsV1Api, CoreV1Api } from '@kubernetes/client-node';
import { client } from '../api/http.js';
import { chartDir, valuesFile } from '../packaging/chart-tools.js';
import type { RealNode, Run } from './cluster.js';
import { rolledOut, withCluster } from './observe.js';
import { untilDone } from './progress.js';

/**
 * The chart's release on the real node, as each test of the suite needs it: installed, its Deployments rolled out
 * with the release's own settings, the API answering through its Service with a key. The install test makes it;
 * every later test calls `ensureRelease` first, so a test that failed before it (an install that timed out, a
 * controller left with a test's environment) does not fail the ones after it.
 */

export const RELEASE = 'rel';
export const NAMESPACE = 'montage';
export const DEPLOYMENTS = [`${RELEASE}-api`, `${RELEASE}-controller`];
/** What a test may set on the controller for itself (kubectl set env) and must take off again. */
const TEST_ONLY_ENV = ['MONTAGE_START_DEADLINE_SECONDS'];
/** The chart's default `controller.chunkThreshold` (values.yaml): what every test but the chunked ones runs with. */
export const DEFAULT_CHUNK_THRESHOLD = 60;

export interface Release {
  apiBase: string;
  key: string;
}

export const expectOk = (result: Run, what: string) => {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}): ${result.stderr || result.stdout}`);
  return result.stdout;
};

const alreadyExists = (err: unknown) => /409|AlreadyExists|BucketAlreadyOwnedByYou/.test(String((err as Error).message ?? err) + String((err as { name?: string }).name));

/** What the admin does first (NOTES.txt): the namespace, a bucket and the S3 Secret; each kept if already there. */
async function prerequisites(node: RealNode): Promise<void> {
  const core = node.kubeConfig().makeApiClient(CoreV1Api);
  const labels = Object.fromEntries(['enforce', 'warn', 'audit'].map((mode) => [`pod-security.kubernetes.io/${mode}`, 'restricted']));
  await core.createNamespace({ body: { metadata: { name: NAMESPACE, labels } } }).catch((err) => {
    if (!alreadyExists(err)) throw err;
  });
  const { s3 } = node;
  const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  await admin.send(new CreateBucketCommand({ Bucket: 'montage' })).catch((err) => {
    if (!alreadyExists(err)) throw err;
  });
  admin.destroy();
  const secret = await node.kubectl(['-n', NAMESPACE, 'get', 'secret', 'object-store', '-o', 'name']);
  if (secret.code !== 0) {
    expectOk(
      await node.kubectl(['-n', NAMESPACE, 'create', 'secret', 'generic', 'object-store', `--from-literal=S3_ACCESS_KEY_ID=${s3.accessKeyId}`, `--from-literal=S3_SECRET_ACCESS_KEY=${s3.secretAccessKey}`]),
      'create secret',
    );
  }
}

/**
 * `helm install` with the chart's defaults but for what an admin must set; render Jobs keep the default requests
 * and concurrency. Helm is not asked to `--wait`: `rolledOut` waits for the same thing with a deadline that follows
 * the Pods' progress instead of a fixed `--timeout`.
 */
export async function installRelease(node: RealNode, log: (line: string) => void): Promise<Release> {
  await prerequisites(node);
  const { s3 } = node;
  const [repository, tag] = node.images.montage.tag.split(':') as [string, string];
  const values = {
    image: { repository, tag, pullPolicy: 'Never' },
    s3: { existingSecret: 'object-store', endpoint: s3.endpoint, region: s3.region, bucket: 'montage', forcePathStyle: true },
    redis: { url: node.redisUrl, trial: { enabled: false } },
    controller: { leaseDurationSeconds: 5 },
    logLevel: 'warn',
  };
  const started = Date.now();
  expectOk(await node.helm(['install', RELEASE, chartDir, '--namespace', NAMESPACE, '-f', valuesFile(values)]), 'helm install');
  await rolledOut(node, NAMESPACE, DEPLOYMENTS);
  log(`helm install, Deployments rolled out: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return connect(node);
}

/** The API's Service address and a key made as NOTES.txt says: exec in the API's container (through the kubelet). */
export async function connect(node: RealNode): Promise<Release> {
  const service = await node.kubeConfig().makeApiClient(CoreV1Api).readNamespacedService({ name: `${RELEASE}-api`, namespace: NAMESPACE });
  const apiBase = `http://${service.spec!.clusterIP}:${service.spec!.ports![0]!.port}`;
  const key = expectOk(
    await node.kubectl(['-n', NAMESPACE, 'exec', `deploy/${RELEASE}-api`, '--', 'node', 'dist/bin/montage.js', 'keys', 'create', '--tenant', 'acme', '--name', 'first']),
    'keys create',
  ).trim();
  return { apiBase, key };
}

/** Takes a test's settings off the controller (a test that failed before its own `finally` could). */
async function restoreControllerEnv(node: RealNode): Promise<boolean> {
  const controller = await node.kubeConfig().makeApiClient(AppsV1Api).readNamespacedDeployment({ name: `${RELEASE}-controller`, namespace: NAMESPACE });
  const env = controller.spec?.template.spec?.containers[0]?.env ?? [];
  const image = env.find((e) => e.name === 'MONTAGE_JOB_IMAGE')?.value;
  const extra = env.filter((e) => TEST_ONLY_ENV.includes(e.name)).map((e) => `${e.name}-`);
  if (image === node.images.montage.tag && extra.length === 0) return false;
  expectOk(await node.kubectl(['-n', NAMESPACE, 'set', 'env', `deployment/${RELEASE}-controller`, ...extra, `MONTAGE_JOB_IMAGE=${node.images.montage.tag}`]), 'restore env');
  return true;
}

/**
 * The controller's chunk threshold (seconds × megapixels from which a chapter renders as an Indexed Job) set as an
 * admin sets it, `helm upgrade --reuse-values`; nothing is done when it already is. Returns whether it changed.
 */
async function ensureChunkThreshold(node: RealNode, threshold: number, log: (line: string) => void): Promise<boolean> {
  const controller = await node.kubeConfig().makeApiClient(AppsV1Api).readNamespacedDeployment({ name: `${RELEASE}-controller`, namespace: NAMESPACE });
  const now = controller.spec?.template.spec?.containers[0]?.env?.find((e) => e.name === 'MONTAGE_CHUNK_THRESHOLD')?.value;
  if (now === String(threshold)) return false;
  const started = Date.now();
  expectOk(await node.helm(['upgrade', RELEASE, chartDir, '--namespace', NAMESPACE, '--reuse-values', '--set', `controller.chunkThreshold=${threshold}`]), 'helm upgrade (chunk threshold)');
  await rolledOut(node, NAMESPACE, [`${RELEASE}-controller`]);
  log(`precondition: controller.chunkThreshold ${now} -> ${threshold} (helm upgrade, rolled out in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return true;
}

/**
 * The precondition of every test after the install: the release deployed (installed again if an earlier test left
 * it missing or failed), the controller without a test's settings and with the chunk threshold the test wants (the
 * chart's default unless it says otherwise), both Deployments rolled out, and the API answering a key through its
 * Service. Returns the release, with `current` reused when it still works.
 */
export async function ensureRelease(node: RealNode, current: Release | undefined, log: (line: string) => void, options: { chunkThreshold?: number } = {}): Promise<Release> {
  const status = await node.helm(['status', RELEASE, '--namespace', NAMESPACE, '-o', 'json']);
  const state = status.code === 0 ? (JSON.parse(status.stdout) as { info?: { status?: string } }).info?.status : 'not installed';
  let release = current;
  if (state !== 'deployed') {
    log(`precondition: release ${RELEASE} was ${state}: installing it again`);
    if (status.code === 0) expectOk(await node.helm(['uninstall', RELEASE, '--namespace', NAMESPACE]), 'helm uninstall');
    release = await installRelease(node, log);
  }
  await ensureChunkThreshold(node, options.chunkThreshold ?? DEFAULT_CHUNK_THRESHOLD, log);
  if (await restoreControllerEnv(node)) log('precondition: the controller had a test\'s settings: restored');
  await rolledOut(node, NAMESPACE, DEPLOYMENTS);
  release ??= await connect(node);
  const { apiBase, key } = release;
  await untilDone('the API to answer through its Service', async () => {
    const status = await client(apiBase).get('/api/v1/projects?limit=1', key).then((r) => r.status, (err: Error) => err.message);
    return withCluster(node, NAMESPACE, status === 200 ? true : undefined, `GET /api/v1/projects: ${status}`);
  });
  return release;
}
