import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { KubeletStandIn } from '../kubelet/kubelet-stand-in.js';
import { engineJobCommand } from './engine-job-command.js';
import { listenRuntime, type Listening } from './listen.js';

/**
 * A cluster installation on the test control plane, as the Helm chart would make it: a namespace, a bucket of its
 * own, the kubelet stand-in running Job Pods (which get no S3 settings or keys, only their presigned URLs), and the
 * cluster API serving on loopback. `env` is what a controller (in process or as `montage controller`) needs.
 */
export interface ClusterFixture {
  namespace: string;
  env: Record<string, string>;
  key: string;
  kubelet: KubeletStandIn;
  api: Runtime;
  http: Listening;
  close(): Promise<void>;
}

/** `settings`: further environment for the API and controllers (e.g. MONTAGE_WEBHOOK_ALLOWED_HOSTS). */
export async function startClusterFixture(prefix: string, settings: Record<string, string> = {}): Promise<ClusterFixture> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { s3, redisUrl, kubeconfigPath } = testEnv();
  const namespace = await createTestNamespace(prefix);
  const bucket = `${prefix}-${randomBytes(6).toString('hex')}`;
  const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const s3Env = { S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
  const key = `${prefix}-key-${randomBytes(12).toString('hex')}`;
  const env = {
    ...s3Env,
    KUBECONFIG: kubeconfigPath,
    MONTAGE_MODE: 'cluster',
    MONTAGE_NAMESPACE: namespace.name,
    MONTAGE_LEASE_DURATION_SECONDS: '3',
    // The image runs the compiled engine; the stand-in runs this checkout's source, bundled (engine-job-command.ts).
    MONTAGE_JOB_COMMAND: await engineJobCommand(),
    LOG_LEVEL: 'silent',
    ...settings,
  };
  const kubelet = new KubeletStandIn({ kubeConfig: kubeConfig(), namespace: namespace.name, logger, labelSelector: 'app.kubernetes.io/component=render-job' });
  kubelet.start();
  const api = await startClusterApi(loadConfig({ ...env, MONTAGE_API_KEYS: `${key}=${prefix}`, REDIS_URL: redisUrl }), logger, kubeConfig());
  const http = await listenRuntime(api);
  return {
    namespace: namespace.name,
    env,
    key,
    kubelet,
    api,
    http,
    close: async () => {
      await http.close();
      await api.stop();
      kubelet.stop();
      await namespace.remove();
    },
  };
}
