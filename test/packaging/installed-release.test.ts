import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchV1Api, CoreV1Api, KubeConfig, type V1Container, type V1Deployment } from '@kubernetes/client-node';
import { pino } from 'pino';
import { SecretKeyAdmin } from '../../auth/secret-key-admin.js';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi, startClusterController } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { sampleFiles } from '../api/harness.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { DRAFT_FORMAT, runIntendedFlow } from '../flow/intended-flow.js';
import { KubeletStandIn } from '../kubelet/kubelet-stand-in.js';
import { engineJobCommand } from '../support/engine-job-command.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { chartDir, helm, parseManifests, valuesFile } from './chart-tools.js';

/*
 * The chart, installed, runs the product with nothing but its own RBAC: `helm install` into a namespace that
 * enforces the restricted Pod Security Standard; then the API and the controller run (in this process, as the
 * Deployments' containers would) with exactly the environment the chart renders for them and with tokens of the
 * chart's ServiceAccounts (TokenRequest), never the admin's. The API key is made as NOTES.txt says (`montage keys
 * create` = SecretKeyAdmin, with the API's token). Render Jobs run through the real Job controller and the kubelet
 * stand-in, under the render-job ServiceAccount. The intended flow must end with a downloadable MP4.
 *
 * What this cannot show: images, scheduling, probes and NetworkPolicies on real nodes (no kubelet, no CNI here);
 * test/e2e/kind-e2e.sh covers those on a machine with Docker.
 */

const RELEASE = 'rel';
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** A kubeconfig for the test API server that authenticates with a ServiceAccount's token. */
async function serviceAccountKubeConfig(namespace: string, account: string): Promise<KubeConfig> {
  const admin = kubeConfig();
  const token = await admin.makeApiClient(CoreV1Api).createNamespacedServiceAccountToken({
    name: account,
    namespace,
    body: { spec: { audiences: [], expirationSeconds: 3600 } },
  });
  const cluster = admin.getCurrentCluster()!;
  const kc = new KubeConfig();
  kc.loadFromOptions({
    clusters: [{ ...cluster, name: 'test' }],
    users: [{ name: account, token: token.status!.token }],
    contexts: [{ name: 'sa', cluster: 'test', user: account, namespace }],
    currentContext: 'sa',
  });
  return kc;
}

/** A container's environment as the kubelet would give it: values, field references, Secret references. */
async function containerEnv(container: V1Container, pod: { name: string; namespace: string }): Promise<Record<string, string>> {
  const core = kubeConfig().makeApiClient(CoreV1Api);
  const secret = async (name: string) => (await core.readNamespacedSecret({ name, namespace: pod.namespace })).data ?? {};
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    for (const [k, v] of Object.entries(await secret(from.secretRef!.name!))) env[k] = Buffer.from(v, 'base64').toString();
  }
  for (const e of container.env ?? []) {
    if (e.value !== undefined) env[e.name] = e.value;
    else if (e.valueFrom?.fieldRef) env[e.name] = e.valueFrom.fieldRef.fieldPath === 'metadata.namespace' ? pod.namespace : pod.name;
    else if (e.valueFrom?.secretKeyRef) env[e.name] = Buffer.from((await secret(e.valueFrom.secretKeyRef.name!))[e.valueFrom.secretKeyRef.key]!, 'base64').toString();
  }
  return env;
}

describe('an installed release runs the intended flow with only the chart\'s RBAC and environment', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let api: Runtime;
  let http: Listening;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let kubelet: KubeletStandIn;
  let workDir: string;
  let key: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'installed-release-'));
    const { s3, redisUrl } = testEnv();
    namespace = await createTestNamespace('chart-install');
    const core = kubeConfig().makeApiClient(CoreV1Api);
    const labels = Object.fromEntries(['enforce', 'warn'].map((mode) => [`pod-security.kubernetes.io/${mode}`, 'restricted']));
    await core.patchNamespace({ name: namespace.name, body: [{ op: 'add', path: '/metadata/labels', value: labels }] });

    // What the admin does before installing: a bucket and the S3 Secret.
    const bucket = `install-${randomBytes(6).toString('hex')}`;
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    await core.createNamespacedSecret({
      namespace: namespace.name,
      body: { metadata: { name: 'object-store' }, stringData: { S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey } },
    });
    const values = {
      s3: { existingSecret: 'object-store', endpoint: s3.endpoint, region: s3.region, bucket, forcePathStyle: true },
      redis: { url: redisUrl, trial: { enabled: false } },
      controller: { replicas: 2, leaseDurationSeconds: 3 },
      // One render at a time: the flow's Jobs queue (suspended) behind each other.
      jobs: { concurrency: 1 },
      logLevel: 'warn',
    };
    const install = await helm(['install', RELEASE, chartDir, '--namespace', namespace.name, '--skip-crds', '-f', valuesFile(values)]);
    expect(install.stderr).toBe('');
    expect(install.code).toBe(0);
    const manifest = await helm(['get', 'manifest', RELEASE, '--namespace', namespace.name]);
    const deployments = parseManifests(manifest.stdout).filter((o) => o.kind === 'Deployment') as unknown as V1Deployment[];
    const containerOf = (name: string) => deployments.find((d) => d.metadata!.name === `${RELEASE}-${name}`)!.spec!.template.spec!.containers[0]!;

    // The API, as its container runs it, with its ServiceAccount's token.
    const apiEnv = await containerEnv(containerOf('api'), { name: `${RELEASE}-api-0`, namespace: namespace.name });
    api = await startClusterApi(loadConfig(apiEnv), logger, await serviceAccountKubeConfig(namespace.name, `${RELEASE}-api`));
    http = await listenRuntime(api);
    // `kubectl exec deploy/rel-api -- montage keys create` (NOTES.txt), i.e. with the API's token and environment.
    key = (await new SecretKeyAdmin(await serviceAccountKubeConfig(namespace.name, `${RELEASE}-api`), apiEnv.MONTAGE_NAMESPACE!, apiEnv.MONTAGE_KEYS_SECRET!).create('installed', 'first')).key;

    const controllerEnv = await containerEnv(containerOf('controller'), { name: `${RELEASE}-controller-0`, namespace: namespace.name });
    controller = await startClusterController(
      loadConfig({
        ...controllerEnv,
        // The image runs `node dist/engine/main.js`; the stand-in runs this checkout's source, bundled.
        MONTAGE_JOB_COMMAND: await engineJobCommand(),
      }),
      logger,
      await serviceAccountKubeConfig(namespace.name, `${RELEASE}-controller`),
    );
    kubelet = new KubeletStandIn({ kubeConfig: kubeConfig(), namespace: namespace.name, logger, labelSelector: 'app.kubernetes.io/component=render-job' });
    kubelet.start();
  }, 90_000);

  afterAll(async () => {
    await controller?.stop();
    kubelet?.stop();
    await http?.close();
    await api?.stop();
    await helm(['uninstall', RELEASE, '--namespace', namespace.name]);
    await namespace?.remove();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('renders every prompt and the export in Jobs under the render-job account and ends with a downloadable MP4', async () => {
    const result = await runIntendedFlow(http.base, key, await sampleFiles(), workDir, DRAFT_FORMAT);
    console.log(`installed release flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    // Three prompts and two exports (the MP4, then a WebM): five Jobs, each Complete (below), their Pods at least five
    // (on a loaded machine a Pod has failed once and its Job's backoff ran it again: the cause is not known yet).
    expect(kubelet.started).toBeGreaterThanOrEqual(5);
    const jobs = await kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: namespace.name });
    expect(jobs.items).toHaveLength(5);
    for (const job of jobs.items) {
      const pod = job.spec!.template.spec!;
      expect(pod.serviceAccountName).toBe(`${RELEASE}-render-job`);
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.containers[0]!.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      // The chart gives render Pods no S3 Secret and no S3 setting: they rendered with their presigned URLs alone.
      expect(pod.containers[0]!.envFrom).toBeUndefined();
      expect(pod.containers[0]!.env!.filter((e) => e.name.startsWith('S3_'))).toEqual([]);
      expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
    }
    expect(controller.elector.isLeader).toBe(true);
  }, 300_000);
});

