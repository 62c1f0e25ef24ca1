import { describe, expect, it } from '@jest/globals';
import { MemoryRateLimiter } from './memory.js';

function manualClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('MemoryRateLimiter', () => {
  it('allows `limit` requests per window, counting down what remains', async () => {
    const limiter = new MemoryRateLimiter({ limit: 3, windowSeconds: 60, clock: manualClock() });
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter.hit('key-a'));
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(decisions.every((d) => d.limit === 3)).toBe(true);
  });

  it('reports the seconds until the window resets', async () => {
    const clock = manualClock();
    const limiter = new MemoryRateLimiter({ limit: 10, windowSeconds: 60, clock });
    expect((await limiter.hit('k')).resetSeconds).toBe(60);
    clock.advance(20_500);
    expect((await limiter.hit('k')).resetSeconds).toBe(40); // 39.5 s, rounded up
    clock.advance(39_400);
    expect((await limiter.hit('k')).resetSeconds).toBe(1);
  });

  it('starts a fresh window once the old one has passed', async () => {
    const clock = manualClock();
    const limiter = new MemoryRateLimiter({ limit: 2, windowSeconds: 10, clock });
    await limiter.hit('k');
    await limiter.hit('k');
    expect((await limiter.hit('k')).allowed).toBe(false);
    clock.advance(9_999);
    expect((await limiter.hit('k')).allowed).toBe(false);
    clock.advance(1);
    const fresh = await limiter.hit('k');
    expect(fresh).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 10 });
  });

  it('keeps keys apart', async () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowSeconds: 60, clock: manualClock() });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    expect((await limiter.hit('b')).allowed).toBe(true);
  });

  it('forgets windows that have expired', async () => {
    const clock = manualClock();
    const limiter = new MemoryRateLimiter({ limit: 5, windowSeconds: 1, clock });
    for (let i = 0; i < 1000; i++) await limiter.hit(`key-${i}`);
    expect(limiter.size).toBe(1000);
    clock.advance(1_000);
    await limiter.hit('another');
    expect(limiter.size).toBe(1);
  });

  it('bounds the keys it tracks under a flood of distinct keys', async () => {
    const limiter = new MemoryRateLimiter({ limit: 5, windowSeconds: 3600, clock: manualClock(), maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await limiter.hit(`key-${i}`);
    expect(limiter.size).toBe(100);
    // The newest keys are the ones kept.
    await limiter.hit('key-999');
    expect((await limiter.hit('key-999')).remaining).toBe(2);
  });

  it('is always healthy', async () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowSeconds: 1 });
    expect(await limiter.health()).toBe('ok');
    await limiter.close();
  });
});
