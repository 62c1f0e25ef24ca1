import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createClient } from 'redis';
import { RATE_LIMIT_KEY_PREFIX, RedisRateLimiter, type RedisRateLimitOptions } from '../../ratelimit/redis.js';
import { freePort } from '../env/ports.js';
import type { ServerProcess } from '../env/processes.js';
import { startRedis } from '../env/redis.js';
import { testEnv } from '../env/test-env.js';

const limiters: RedisRateLimiter[] = [];

function limiter(options: Partial<RedisRateLimitOptions> = {}): RedisRateLimiter {
  const l = new RedisRateLimiter({ url: testEnv().redisUrl, limit: 10, windowSeconds: 60, maxReconnectDelayMs: 200, ...options });
  limiters.push(l);
  return l;
}

/**
 * For the tests of counting: a command timeout far above any wait a busy machine makes (the default, 100 ms, is the
 * service's: past it a hit fails open, which at a load average of 30 let all 50 concurrent hits through). The tests of
 * failing open set their own.
 */
const PATIENT = { commandTimeoutMs: 10_000 };

function apiKey(): string {
  return `mtg_${randomBytes(16).toString('hex')}`;
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms (last value ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A pino logger whose lines land in an array. */
function memoryLogger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) };
}

afterAll(async () => {
  await Promise.all(limiters.map((l) => l.close()));
});

describe('RedisRateLimiter against Redis', () => {
  const redis = createClient({ url: testEnv().redisUrl });
  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    redis.destroy();
  });

  it('waits for its connection, then is healthy', async () => {
    const l = limiter(PATIENT);
    expect(await eventually(() => l.health(), (h) => h === 'ok')).toBe('ok');
  });

  it('allows exactly `limit` of 50 concurrent hits', async () => {
    const l = limiter({ limit: 10, ...PATIENT });
    await eventually(() => l.health(), (h) => h === 'ok');
    const key = apiKey();
    const decisions = await Promise.all(Array.from({ length: 50 }, () => l.hit(key)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.filter((d) => d.allowed).map((d) => d.remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const d of decisions) {
      expect(d.limit).toBe(10);
      expect(d.resetSeconds).toBeGreaterThan(0);
      expect(d.resetSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('shares one budget between API replicas: two limiters on one Redis allow `limit` in total', async () => {
    const [a, b] = [limiter({ limit: 10, ...PATIENT }), limiter({ limit: 10, ...PATIENT })];
    await eventually(() => a.health(), (h) => h === 'ok');
    await eventually(() => b.health(), (h) => h === 'ok');
    const key = apiKey();
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit(key)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('keeps API keys apart', async () => {
    const l = limiter({ limit: 2, ...PATIENT });
    await eventually(() => l.health(), (h) => h === 'ok');
    const [a, b] = [apiKey(), apiKey()];
    await l.hit(a);
    await l.hit(a);
    expect((await l.hit(a)).allowed).toBe(false);
    expect(await l.hit(b)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('keys Redis by a hash of the API key, never the key itself', async () => {
    const l = limiter(PATIENT);
    await eventually(() => l.health(), (h) => h === 'ok');
    const key = apiKey();
    await l.hit(key);
    const digest = createHash('sha256').update(key).digest('hex');
    expect(await redis.get(`${RATE_LIMIT_KEY_PREFIX}${digest}`)).toBe('1');
    const ttl = await redis.pTTL(`${RATE_LIMIT_KEY_PREFIX}${digest}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.keys(`*${key}*`)).toEqual([]);
  });

  it('opens a new window once the old one expires', async () => {
    const l = limiter({ limit: 2, windowSeconds: 1, ...PATIENT });
    await eventually(() => l.health(), (h) => h === 'ok');
    const key = apiKey();
    await l.hit(key);
    await l.hit(key);
    const refused = await l.hit(key);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 1 });
    const next = await eventually(() => l.hit(key), (d) => d.allowed, 3_000);
    expect(next).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('costs one short round trip per hit', async () => {
    const l = limiter({ limit: 1_000_000, ...PATIENT });
    await eventually(() => l.health(), (h) => h === 'ok');
    const key = apiKey();
    for (let i = 0; i < 50; i++) await l.hit(key); // warm up (script cached, code compiled)
    const samples: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const started = performance.now();
      await l.hit(key);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    const p99 = samples[Math.floor(samples.length * 0.99)]!;
    console.log(`RedisRateLimiter: ${mean.toFixed(3)} ms per hit on average, p99 ${p99.toFixed(3)} ms (loopback)`);
    expect(mean).toBeLessThan(10);
  });
});

describe('RedisRateLimiter when Redis fails', () => {
  let dir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'montage-rl-'));
  });
  afterEach(async () => {
    if (server) process.kill(server.pid, 'SIGCONT'); // in case a test stopped it midway
    await server?.stop();
    server = undefined;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets requests through while Redis is down, and recovers when it comes up', async () => {
    const port = await freePort();
    const { lines, logger } = memoryLogger();
    const l = limiter({ url: `redis://127.0.0.1:${port}`, limit: 1, logger, warnIntervalMs: 60_000 });
    const key = apiKey();

    const started = performance.now();
    const decisions = await Promise.all(Array.from({ length: 200 }, () => l.hit(key)));
    expect(performance.now() - started).toBeLessThan(500);
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(await l.health()).toBe('degraded');
    const warnings = lines.filter((line) => JSON.parse(line).level === 40);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
    expect(lines.join('\n')).not.toContain(key);

    server = (await startRedis(dir, port)).process;
    expect(await eventually(() => l.health(), (h) => h === 'ok')).toBe('ok');
    expect(await l.hit(key)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await l.hit(key)).allowed).toBe(false); // limiting again
    expect(lines.some((line) => line.includes('reachable again'))).toBe(true);

    await server.stop();
    server = undefined;
    const whileDown = await eventually(() => l.hit(key), (d) => d.allowed, 5_000);
    expect(whileDown.allowed).toBe(true);
    expect(await l.health()).toBe('degraded');
  }, 30_000);

  it('lets requests through when Redis stops answering, and recovers when it answers again', async () => {
    const port = await freePort();
    server = (await startRedis(dir, port)).process;
    const l = limiter({ url: `redis://127.0.0.1:${port}`, limit: 100, commandTimeoutMs: 100 });
    await eventually(() => l.health(), (h) => h === 'ok');
    const key = apiKey();
    expect((await l.hit(key)).remaining).toBe(99);

    process.kill(server.pid, 'SIGSTOP'); // frozen: the connection stays open, nothing answers
    const started = performance.now();
    const frozen = await Promise.all(Array.from({ length: 20 }, () => l.hit(key)));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(frozen.every((d) => d.allowed)).toBe(true);
    // Sequential hits each wait for the timeout until the limiter gives up on the connection.
    for (let i = 0; i < 10; i++) expect((await l.hit(key)).allowed).toBe(true);
    expect(await l.health()).toBe('degraded');

    process.kill(server.pid, 'SIGCONT');
    expect(await eventually(() => l.health(), (h) => h === 'ok')).toBe('ok');
    expect((await l.hit(key)).allowed).toBe(true);
  }, 30_000);
});
