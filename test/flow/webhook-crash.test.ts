import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { client, type Client } from '../api/http.js';
import { sampleFiles } from '../api/harness.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { pollUntil } from '../support/proc.js';
import { controllerReplicas, startServeProcess, type ServerUnderTest } from '../support/server-process.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { verifyStandardWebhook } from '../webhooks/standard-webhooks-verifier.js';

/*
 * kill -9 of the process sending webhooks while deliveries are in flight (the receiver holds every request open):
 * after a restart every event arrives, and after deduplication by webhook-id each exactly once. Embedded: `montage
 * serve` (deliveries in its journal). Cluster: the leading `montage controller` (WebhookDelivery custom resources),
 * replaced by another replica.
 */
const WEBHOOK_ENV = { MONTAGE_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', MONTAGE_WEBHOOK_RETRY_BASE_MS: '100' };
const ASSETS = 3;

async function subscribeAndUpload(api: Client, key: string, receiver: Receiver): Promise<{ secret: string; assetIds: string[] }> {
  const hook = await api.post('/api/v1/webhooks', key, { url: receiver.url, events: ['asset.ready'] });
  expect(hook.status).toBe(201);
  const { png } = await sampleFiles();
  const assetIds: string[] = [];
  for (let i = 0; i < ASSETS; i++) {
    const res = await api.raw('POST', `/api/v1/assets?name=a${i}.png`, key, { body: png, headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(201);
    assetIds.push(res.body.id);
  }
  return { secret: hook.body.secret, assetIds };
}

/** Every event arrived, signed, and a receiver deduplicating by webhook-id sees each once. */
function expectEachOnce(receiver: Receiver, secret: string, assetIds: string[], inFlightAtKill: Set<string>): void {
  const accepted = [...receiver.accepted().values()];
  expect(accepted.map((m) => JSON.parse(m.body).data.asset.id).sort()).toEqual([...assetIds].sort());
  for (const m of accepted) expect(verifyStandardWebhook(secret, m.headers, m.body)).toEqual({ valid: true });
  // The deliveries cut off by the kill were sent again under the same webhook-id.
  expect(inFlightAtKill.size).toBeGreaterThan(0);
  for (const id of inFlightAtKill) expect(receiver.accepted().has(id)).toBe(true);
}

describe('kill -9 of the webhook sender mid-delivery loses no event', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver(() => 'hang');
  });
  afterAll(async () => {
    await receiver.close();
  });

  describe('embedded (`montage serve`)', () => {
    const KEY = `hook-crash-${randomBytes(12).toString('hex')}`;
    let dataDir: string;
    let server: ServerUnderTest | undefined;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'hook-crash-'));
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const start = async () => (server = await startServeProcess({ ...WEBHOOK_ENV, MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=hooks` }));

    it('delivers every event after a restart, each once after deduplication', async () => {
      receiver.behave(() => 'hang');
      receiver.received.length = 0;
      const s = await start();
      const { secret, assetIds } = await subscribeAndUpload(client(s.base), KEY, receiver);
      await pollUntil('deliveries in flight', () => (receiver.received.length >= ASSETS ? true : undefined), 30_000);
      const inFlight = new Set(receiver.received.map((m) => m.headers['webhook-id']!));
      await s.stop('SIGKILL');

      receiver.behave(() => ({ status: 200 }));
      await start();
      await pollUntil('every event delivered', () => (receiver.accepted().size === ASSETS ? true : undefined), 60_000);
      expectEachOnce(receiver, secret, assetIds, inFlight);
    }, 120_000);
  });

  describe('cluster (the leading `montage controller`)', () => {
    let cluster: ClusterFixture;
    const replicas = controllerReplicas(() => cluster.env);
    const controller = replicas.start;
    beforeAll(async () => {
      cluster = await startClusterFixture('hookcrash', WEBHOOK_ENV);
    }, 60_000);
    afterAll(async () => {
      await replicas.killAll();
      await cluster?.close();
    }, 30_000);

    it('lets the next replica deliver every event, each once after deduplication', async () => {
      receiver.behave(() => 'hang');
      receiver.received.length = 0;
      const first = controller('controller-a');
      const { secret, assetIds } = await subscribeAndUpload(client(cluster.http.base), cluster.key, receiver);
      await pollUntil('deliveries in flight', () => (receiver.received.length >= ASSETS ? true : undefined), 60_000);
      const inFlight = new Set(receiver.received.map((m) => m.headers['webhook-id']!));
      await first.kill();

      receiver.behave(() => ({ status: 200 }));
      controller('controller-b');
      await pollUntil('every event delivered', () => (receiver.accepted().size === ASSETS ? true : undefined), 60_000);
      expectEachOnce(receiver, secret, assetIds, inFlight);
    }, 120_000);
  });
});
