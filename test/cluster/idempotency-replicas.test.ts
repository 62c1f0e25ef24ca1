import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { client } from '../api/http.js';
import { kubeConfig, testEnv } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { listenRuntime, type Listening } from '../support/listen.js';

/*
 * Two replicas of the cluster API (each with its own informers and Redis connection, as two Pods of the API
 * Deployment) over one apiserver and one Redis: identical POSTs with one Idempotency-Key, spread over both, do the
 * work once.
 */
describe('Idempotency-Key across two cluster API replicas', () => {
  let cluster: ClusterFixture;
  let second: Runtime;
  let secondHttp: Listening;
  beforeAll(async () => {
    cluster = await startClusterFixture('idem');
    const config = loadConfig({ ...cluster.env, MONTAGE_API_KEYS: `${cluster.key}=idem`, REDIS_URL: testEnv().redisUrl });
    second = await startClusterApi(config, pino({ level: 'silent' }), kubeConfig());
    secondHttp = await listenRuntime(second);
  }, 60_000);
  afterAll(async () => {
    await secondHttp?.close();
    await second?.stop();
    await cluster?.close();
  }, 30_000);

  it('creates one project for 20 concurrent identical POSTs over both replicas', async () => {
    const replicas = [client(cluster.http.base), client(secondHttp.base)];
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => replicas[i % 2]!.post('/api/v1/projects', cluster.key, { name: 'Across replicas' }, { 'idempotency-key': key })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const listed = await replicas[1]!.get('/api/v1/projects?limit=100', cluster.key);
    expect(listed.body.projects.filter((p: { name: string }) => p.name === 'Across replicas')).toHaveLength(1);
    // Another body with the same key, on the other replica: 422.
    const other = await replicas[1]!.post('/api/v1/projects', cluster.key, { name: 'Something else' }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
