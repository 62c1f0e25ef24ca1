import { describe, expect, it } from '@jest/globals';
import { DEFAULT_BACKOFF, nextDelay } from './backoff';

describe('the polling schedule', () => {
  it('starts at the initial delay and grows while nothing changes, up to the maximum', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let i = 0; i < 8; i++) delays.push((delay = nextDelay(delay, false)));
    expect(delays[0]).toBe(DEFAULT_BACKOFF.initialMs);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays.at(-1)).toBe(DEFAULT_BACKOFF.maxMs);
  });

  it('goes back to the initial delay when something changed', () => {
    expect(nextDelay(DEFAULT_BACKOFF.maxMs, true)).toBe(DEFAULT_BACKOFF.initialMs);
  });
});
