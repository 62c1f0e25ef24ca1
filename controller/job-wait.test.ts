import { describe, expect, it } from '@jest/globals';
import { notStartedInTime, pendingRecheckMs } from './job-wait.js';

describe('notStartedInTime', () => {
  const since = Date.parse('2026-11-23T10:00:00Z');
  it('lets pending work wait up to the limit', () => {
    expect(notStartedInTime({ state: 'pending', queued: true }, 'j', since, since + 60_000, 60)).toBeUndefined();
  });
  it('names the queue when the concurrency limit held the job back', () => {
    expect(notStartedInTime({ state: 'pending', queued: true }, 'j', since, since + 60_001, 60)).toMatch(/^Waited more than 60 s in the render queue/);
  });
  it('tells an admin where to look when the job was free to start but did not', () => {
    expect(notStartedInTime({ state: 'pending' }, 'montage-prompt-x', since, since + 61_000, 60)).toMatch(/did not start within 60 s.*kubectl describe job montage-prompt-x/);
  });
  it('never gives up on started or finished jobs', () => {
    for (const state of ['running', 'succeeded', 'failed', 'absent'] as const) {
      expect(notStartedInTime({ state }, 'j', since, since + 10 * 3600_000, 60)).toBeUndefined();
    }
  });
});

describe('pendingRecheckMs', () => {
  it('polls work that waits for a Pod at the progress interval', () => {
    expect(pendingRecheckMs({ state: 'pending' }, 1_000)).toBe(1_000);
  });
  it('looks at queued work less often (the runner wakes it when a slot frees), never more often than the interval', () => {
    expect(pendingRecheckMs({ state: 'pending', queued: true }, 1_000)).toBe(5_000);
    expect(pendingRecheckMs({ state: 'pending', queued: true }, 8_000)).toBe(8_000);
  });
});
