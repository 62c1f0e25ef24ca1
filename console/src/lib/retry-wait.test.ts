import { describe, expect, it } from '@jest/globals';
import { ATTEMPTS, retryWait } from './retry-wait';

describe('retrying a picture that failed to load', () => {
  it('retries a passing failure with a doubling wait, a few times', () => {
    expect(retryWait('network', 0)).toBe(1000);
    expect(retryWait(503, 1)).toBe(2000);
    expect(retryWait(500, 2)).toBe(4000);
    expect(retryWait(502, ATTEMPTS - 1)).toBeUndefined();
  });

  it("waits as long as a 429's Retry-After says, within a minute", () => {
    expect(retryWait(429, 0, '7')).toBe(7000);
    expect(retryWait(429, 0, '3600')).toBe(60_000);
    expect(retryWait(429, 1, 'soon')).toBe(2000);
  });

  it('never retries an answer that will not change', () => {
    for (const status of [400, 401, 403, 404, 413]) expect(retryWait(status, 0)).toBeUndefined();
  });
});
