import { describe, expect, it } from '@jest/globals';
import { afterAttempt } from './deliver.js';
import { retryDelayMs } from './settings.js';

const settings = { retryBaseMs: 5_000, retryCapMs: 3_600_000, retryForMs: 25 * 3_600_000 };
const t0 = new Date('2026-01-01T00:00:00.000Z');

describe('webhook retries', () => {
  it('doubles the delay from the base up to the cap, with up to half of it random', () => {
    const low = { ...settings, random: () => 0 };
    const high = { ...settings, random: () => 1 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(high, n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(low, n))).toEqual([2_500, 5_000, 10_000, 20_000]);
    expect(retryDelayMs(high, 40)).toBe(3_600_000);
  });

  it('retries for the whole period (more than a day), then fails', () => {
    let status = {};
    let now = t0;
    let attempts = 0;
    for (;;) {
      status = afterAttempt(status, { statusCode: 500, error: 'HTTP 500', durationMs: 3 }, now, { ...settings, random: () => 1 });
      attempts++;
      const s = status as { phase: string; nextAttemptAt?: string };
      if (s.phase !== 'pending') break;
      now = new Date(s.nextAttemptAt!);
    }
    expect(status).toMatchObject({ phase: 'failed', attempts, lastStatusCode: 500, lastError: 'HTTP 500', firstAttemptAt: t0.toISOString() });
    expect(now.getTime() - t0.getTime()).toBeGreaterThanOrEqual(25 * 3_600_000);
    expect(attempts).toBeGreaterThan(20);
  });

  it('marks a 2xx delivered and forgets the last error', () => {
    const failed = afterAttempt({}, { error: 'ECONNREFUSED: connect', durationMs: 1 }, t0, settings);
    expect(failed).toMatchObject({ phase: 'pending', attempts: 1, lastError: 'ECONNREFUSED: connect' });
    const delivered = afterAttempt(failed, { statusCode: 204, durationMs: 2 }, new Date(t0.getTime() + 5_000), settings);
    expect(delivered).toMatchObject({ phase: 'delivered', attempts: 2, lastStatusCode: 204, deliveredAt: '2026-01-01T00:00:05.000Z' });
    expect(delivered.lastError).toBeUndefined();
    expect(delivered.nextAttemptAt).toBeUndefined();
  });
});
