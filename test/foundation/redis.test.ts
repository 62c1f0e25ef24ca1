import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'redis';
import { testEnv } from '../env/test-env.js';

describe('Redis', () => {
  const client = createClient({ url: testEnv().redisUrl });
  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    await client.quit();
  });

  it('round-trips a value with an expiry', async () => {
    await client.set('foundation:key', 'value', { PX: 60_000 });
    expect(await client.get('foundation:key')).toBe('value');
    const ttl = await client.pTTL('foundation:key');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('runs a Lua script atomically', async () => {
    const script = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";
    const results = await Promise.all(Array.from({ length: 25 }, () => client.eval(script, { keys: ['foundation:counter'], arguments: ['60000'] })));
    expect([...results].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
