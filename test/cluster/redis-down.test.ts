import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { freePort } from '../env/ports.js';

const KEY = `redis-down-${randomBytes(12).toString('hex')}`;

describe('the cluster API with Redis unreachable', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let runtime: Runtime;
  let server: Server;
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
    server = createApp({ ...runtime.deps, routers: runtime.routers }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
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
