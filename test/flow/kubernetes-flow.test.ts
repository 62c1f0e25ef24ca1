import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchV1Api, CoreV1Api } from '@kubernetes/client-node';
import { pino } from 'pino';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi, startClusterController } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { sampleFiles } from '../api/harness.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { KubeletStandIn } from '../kubelet/kubelet-stand-in.js';
import { runIntendedFlow } from './intended-flow.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KEY = `flow-key-${randomBytes(12).toString('hex')}`;

describe('the intended flow on the cluster path (kube-apiserver, Job controller, kubelet stand-in, MinIO, Redis)', () => {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  let namespace: { name: string; remove(): Promise<void> };
  let api: Runtime;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let server: Server;
  let kubelet: KubeletStandIn;
  let workDir: string;

  beforeAll(async () => {
    const { s3, redisUrl } = testEnv();
    workDir = mkdtempSync(join(tmpdir(), 'flow-k8s-'));
    namespace = await createTestNamespace('flow');
    const bucket = `flow-${randomBytes(6).toString('hex')}`;
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    const s3Env = { S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
    // What the Helm chart's engine Secret holds: the Jobs' storage settings, handed over with envFrom.
    await kubeConfig().makeApiClient(CoreV1Api).createNamespacedSecret({
      namespace: namespace.name,
      body: { metadata: { name: 'montage-engine' }, stringData: { MONTAGE_MODE: 'cluster', LOG_LEVEL: 'warn', ...s3Env } },
    });
    const config = loadConfig({
      MONTAGE_MODE: 'cluster',
      MONTAGE_NAMESPACE: namespace.name,
      MONTAGE_API_KEYS: `${KEY}=flow`,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
      POD_NAME: 'controller-0',
      // The image's command runs the compiled engine; the stand-in runs the source, from this checkout.
      MONTAGE_JOB_COMMAND: `${process.execPath} --import tsx ${join(root, 'engine', 'main.ts')}`,
      MONTAGE_JOB_ENV_SECRET: 'montage-engine',
      ...s3Env,
    });
    kubelet = new KubeletStandIn({ kubeConfig: kubeConfig(), namespace: namespace.name, logger, labelSelector: 'app.kubernetes.io/component=render-job' });
    kubelet.start();
    api = await startClusterApi(config, logger, kubeConfig());
    controller = await startClusterController(config, logger, kubeConfig());
    const app = createApp({ ...api.deps, routers: api.routers });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
  }, 60_000);

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await controller?.stop();
    await api?.stop();
    kubelet?.stop();
    await namespace?.remove();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('renders every prompt and the export in Kubernetes Jobs and ends with a downloadable MP4', async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const result = await runIntendedFlow(base, KEY, await sampleFiles(), workDir);
    console.log(`cluster flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    // Three prompts and one export, each a Job whose Pod the Job controller made and the stand-in ran.
    expect(kubelet.started).toBe(4);
    const jobs = await kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: namespace.name });
    expect(jobs.items).toHaveLength(4);
    for (const job of jobs.items) {
      expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
      expect(job.metadata?.ownerReferences?.[0]).toMatchObject({ controller: true });
      expect(job.spec?.template.spec?.automountServiceAccountToken).toBe(false);
    }
  }, 300_000);
});
