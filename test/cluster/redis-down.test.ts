import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { freePort } from '../env/ports.js';
import { listenRuntime, type Listening } from '../support/listen.js';

const KEY = `redis-down-${randomBytes(12).toString('hex')}`;

describe('the cluster API with Redis unreachable', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let runtime: Runtime;
  let http: Listening;
  let base: string;
  beforeAll(async () => {
    const { s3 } = testEnv();
    namespace = await createTestNamespace('redis-down');
    runtime = await startClusterApi(
      loadConfig({
        MONTAGE_MODE: 'cluster',
        MONTAGE_NAMESPACE: namespace.name,
        MONTAGE_API_KEYS: `${KEY}=t`,
        // Nothing listens here.
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      }),
      pino({ level: 'silent' }),
      kubeConfig(),
    );
    http = await listenRuntime(runtime);
    base = http.base;
  });
  afterAll(async () => {
    await http.close();
    await runtime.stop();
    await namespace.remove();
  });

  it('still serves requests (rate limits fail open) and says so in /readyz', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/v1/projects`, { headers: { authorization: `Bearer ${KEY}` } });
      expect(res.status).toBe(200);
    }
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', rateLimiter: 'degraded', storage: 'ok' });
  });
});
