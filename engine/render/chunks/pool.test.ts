import { describe, expect, it } from '@jest/globals';
import { runPool } from './pool.js';

describe('runPool', () => {
  it('runs at most `concurrency` tasks at once, each in a slot no other running task holds', async () => {
    const holding = new Set<number>();
    const seen: number[] = [];
    let peak = 0;
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, () => async (_signal: AbortSignal, slot: number) => {
      expect(holding.has(slot)).toBe(false);
      holding.add(slot);
      seen.push(slot);
      peak = Math.max(peak, holding.size);
      await new Promise<void>((resolve) => release.push(resolve));
      holding.delete(slot);
      return slot;
    });
    const all = runPool(tasks, 2);
    // Let the tasks start one by one: each waits until released.
    while (seen.length < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      release.shift()?.();
    }
    release.forEach((r) => r());
    const slots = await all;
    expect(peak).toBe(2);
    expect(new Set(slots)).toEqual(new Set([0, 1]));
  });

  it('rejects with the first failure and aborts the tasks still running', async () => {
    let abortedReason: unknown;
    const failure = new Error('piece 1 failed');
    const tasks = [
      (signal: AbortSignal) => new Promise<void>((_, reject) => signal.addEventListener('abort', () => { abortedReason = signal.reason; reject(signal.reason); })),
      async () => { throw failure; },
    ];
    await expect(runPool(tasks, 2)).rejects.toBe(failure);
    expect(abortedReason).toBe(failure);
  });
});
