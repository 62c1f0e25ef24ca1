import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchV1Api, CoreV1Api, type V1Job } from '@kubernetes/client-node';
import { pino } from 'pino';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../lib/config.js';
import { LABELS } from '../../model/kinds.js';
import { startClusterApi } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { client } from '../api/http.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { KubeletStandIn } from '../kubelet/kubelet-stand-in.js';
import { pollUntil } from '../support/proc.js';
import { startControllerProcess } from '../support/server-process.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KEY = `crash-key-${randomBytes(12).toString('hex')}`;

describe('kill -9 of the leading controller in the middle of a prompt and of an export (cluster path)', () => {
  const logger = pino({ level: 'silent' });
  const batch = kubeConfig().makeApiClient(BatchV1Api);
  let namespace: { name: string; remove(): Promise<void> };
  let api: Runtime;
  let server: Server;
  let kubelet: KubeletStandIn;
  let env: Record<string, string>;
  const controllers: ReturnType<typeof startControllerProcess>[] = [];

  beforeAll(async () => {
    const { s3, redisUrl, kubeconfigPath } = testEnv();
    namespace = await createTestNamespace('crash');
    const bucket = `crash-${randomBytes(6).toString('hex')}`;
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    const s3Env = { S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
    await kubeConfig().makeApiClient(CoreV1Api).createNamespacedSecret({
      namespace: namespace.name,
      body: { metadata: { name: 'montage-engine' }, stringData: { MONTAGE_MODE: 'cluster', LOG_LEVEL: 'warn', ...s3Env } },
    });
    env = {
      ...s3Env,
      KUBECONFIG: kubeconfigPath,
      MONTAGE_NAMESPACE: namespace.name,
      MONTAGE_LEASE_DURATION_SECONDS: '3',
      MONTAGE_JOB_COMMAND: `${process.execPath} --import tsx ${join(root, 'engine', 'main.ts')}`,
      MONTAGE_JOB_ENV_SECRET: 'montage-engine',
    };
    kubelet = new KubeletStandIn({ kubeConfig: kubeConfig(), namespace: namespace.name, logger, labelSelector: 'app.kubernetes.io/component=render-job' });
    kubelet.start();
    api = await startClusterApi(loadConfig({ ...env, MONTAGE_MODE: 'cluster', MONTAGE_API_KEYS: `${KEY}=crash`, REDIS_URL: redisUrl, LOG_LEVEL: 'silent' }), logger, kubeConfig());
    const app = createApp({ ...api.deps, routers: api.routers });
    server = await new Promise((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
  }, 60_000);

  afterAll(async () => {
    for (const c of controllers) await c.kill();
    await new Promise((r) => server?.close(r));
    await api?.stop();
    kubelet?.stop();
    await namespace?.remove();
  }, 30_000);

  const controller = (name: string) => {
    const c = startControllerProcess({ ...env, POD_NAME: name });
    controllers.push(c);
    return c;
  };
  const jobsFor = async (id: string): Promise<V1Job[]> =>
    (await batch.listNamespacedJob({ namespace: namespace.name, labelSelector: `${LABELS.id}=${id}` })).items;

  it('lets the next replica adopt the running Jobs: each finishes exactly once', async () => {
    const rest = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const project = (await rest.post('/api/v1/projects', KEY, { name: 'Crash' })).body;
    const chapter = (await rest.post(`/api/v1/projects/${project.id}/chapters`, KEY, { name: 'One', duration: 8 })).body;
    const chapterPath = `/api/v1/projects/${project.id}/chapters/${chapter.id}`;

    const first = controller('controller-a');
    const prompt = (await rest.post(`${chapterPath}/prompt`, KEY, { content: 'Title "ADOPTED"' })).body;
    await pollUntil('the prompt Job', async () => ((await jobsFor(prompt.prompt_id)).length ? true : undefined));
    await first.kill();
    controller('controller-b');
    const done = await pollUntil('the chapter', async () => {
      const got = (await rest.get(`${chapterPath}?wait=30`, KEY)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000);
    expect(done.prompts).toEqual([expect.objectContaining({ id: prompt.prompt_id, status: 'completed' })]);
    expect(await jobsFor(prompt.prompt_id)).toHaveLength(1);

    const started = await rest.raw('POST', `/api/v1/projects/${project.id}/export`, KEY);
    expect(started.status).toBe(202);
    await pollUntil('the export Job', async () => ((await jobsFor(started.body.id)).length ? true : undefined));
    await controllers[1]!.kill();
    controller('controller-c');
    const exported = await pollUntil('the export', async () => {
      const got = (await rest.get(`/api/v1/projects/${project.id}/export?wait=30`, KEY)).body;
      return ['queued', 'processing'].includes(got.status) ? undefined : got;
    }, 120_000);
    expect(exported).toMatchObject({ id: started.body.id, status: 'completed', duration_seconds: 8 });
    expect(await jobsFor(started.body.id)).toHaveLength(1);
    expect(kubelet.started).toBe(2);
  }, 300_000);
});
