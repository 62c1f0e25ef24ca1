import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { IdempotencyStore } from '../../idempotency/idempotency-store.js';
import { MemoryIdempotencyStore } from '../../idempotency/memory.js';
import { IDEMPOTENCY_KEY_PREFIX, RedisIdempotencyStore } from '../../idempotency/redis.js';
import { testEnv } from '../env/test-env.js';

/*
 * Both idempotency adapters against one contract; the Redis one against the real redis-server, with two store
 * instances standing for two API replicas.
 */
const opened: IdempotencyStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

async function redisStore(): Promise<IdempotencyStore> {
  const store = new RedisIdempotencyStore({ url: testEnv().redisUrl });
  opened.push(store);
  // The client connects in the background: wait until a command goes through.
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await store.get('probe');
      return store;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const adapters: [string, () => Promise<[IdempotencyStore, IdempotencyStore]>][] = [
  ['memory', async () => {
    const store = new MemoryIdempotencyStore();
    return [store, store];
  }],
  ['redis (two replicas)', async () => [await redisStore(), await redisStore()]],
];

const key = () => `t:${randomBytes(8).toString('hex')}`;
const response = { status: 201, body: { id: 'prj_x', nested: { a: [1, 2] } } };

describe.each(adapters)('idempotency store contract [%s]', (_name, open) => {
  it('lets exactly one of 20 concurrent claims through, across replicas', async () => {
    const [a, b] = await open();
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim(k, { fingerprint: 'f', owner: `o${i}` }, 10_000)));
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    for (const r of results) if (!r.claimed) expect(r.record).toMatchObject({ fingerprint: 'f', state: 'in-flight' });
  });

  it('keeps the owner\'s response, and only the owner\'s', async () => {
    const [a, b] = await open();
    const k = key();
    expect((await a.claim(k, { fingerprint: 'f', owner: 'first' }, 10_000)).claimed).toBe(true);
    expect(await b.complete(k, 'someone-else', { response: { status: 500, body: null } }, 60_000)).toBe(false);
    expect(await b.complete(k, 'first', { response, bodyHash: 'abc' }, 60_000)).toBe(true);
    const again = await b.claim(k, { fingerprint: 'f', owner: 'second' }, 10_000);
    expect(again).toEqual({ claimed: false, record: { fingerprint: 'f', owner: 'first', state: 'completed', response, bodyHash: 'abc' } });
    // A completed record is not released by anyone.
    await a.release(k, 'first');
    expect((await a.get(k))?.state).toBe('completed');
  });

  it('frees a released key and an expired lease for the next claim', async () => {
    const [a, b] = await open();
    const k = key();
    await a.claim(k, { fingerprint: 'f', owner: 'first' }, 10_000);
    await b.release(k, 'not-the-owner');
    expect((await b.claim(k, { fingerprint: 'f', owner: 'second' }, 10_000)).claimed).toBe(false);
    await b.release(k, 'first');
    expect((await b.claim(k, { fingerprint: 'f', owner: 'second' }, 10_000)).claimed).toBe(true);

    const short = key();
    await a.claim(short, { fingerprint: 'f', owner: 'dies' }, 50);
    const deadline = Date.now() + 5_000;
    let taken = false;
    while (!taken && Date.now() < deadline) {
      taken = (await b.claim(short, { fingerprint: 'f', owner: 'next' }, 10_000)).claimed;
      if (!taken) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(taken).toBe(true);
    // The request that lost its lease can no longer complete or renew it.
    expect(await a.renew(short, 'dies', 10_000)).toBe(false);
    expect(await a.complete(short, 'dies', { response }, 60_000)).toBe(false);
  });
});

describe('Redis idempotency records', () => {
  it('expire after the TTL and keep neither the tenant nor the key in clear', async () => {
    const store = await redisStore();
    const redis = createClient({ url: testEnv().redisUrl });
    await redis.connect();
    try {
      const k = `${randomBytes(32).toString('hex')}:${randomBytes(32).toString('hex')}`;
      await store.claim(k, { fingerprint: 'f', owner: 'o' }, 10_000);
      await store.complete(k, 'o', { response }, 86_400_000);
      const ttl = await redis.pTTL(IDEMPOTENCY_KEY_PREFIX + k);
      expect(ttl).toBeGreaterThan(86_000_000);
      expect(ttl).toBeLessThanOrEqual(86_400_000);
    } finally {
      redis.destroy();
    }
  });
});
