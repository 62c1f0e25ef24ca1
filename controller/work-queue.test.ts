import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { WorkQueue } from './work-queue.js';

const logger = pino({ level: 'silent' });

describe('WorkQueue', () => {
  it('coalesces a key queued many times while it waits', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = new WorkQueue({
      name: 't',
      concurrency: 1,
      logger,
      reconcile: async (k) => {
        seen.push(k);
        if (k === 'busy') await gate;
      },
    });
    queue.add('busy');
    queue.add('a');
    queue.add('b');
    queue.add('a');
    release();
    await queue.idle();
    expect(seen).toEqual(['busy', 'a', 'b']);
  });

  it('never runs one key twice at once, and reruns a key that changed while running', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = new WorkQueue({
      name: 't',
      concurrency: 4,
      logger,
      reconcile: async () => {
        running++;
        runs++;
        maxRunning = Math.max(maxRunning, running);
        if (runs === 1) await gate;
        running--;
      },
    });
    queue.add('a');
    queue.add('a'); // while running: marks it dirty
    release();
    await queue.idle();
    expect(maxRunning).toBe(1);
    expect(runs).toBe(2);
  });

  it('retries failures with backoff until they succeed', async () => {
    let attempts = 0;
    const queue = new WorkQueue({
      name: 't',
      concurrency: 1,
      logger,
      baseDelayMs: 1,
      reconcile: async () => {
        attempts++;
        if (attempts < 3) throw new Error('not yet');
      },
    });
    queue.add('a');
    const deadline = Date.now() + 5_000;
    while (attempts < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await queue.idle();
    expect(attempts).toBe(3);
    queue.stop();
  });
});
