import { describe, expect, it } from '@jest/globals';
import { RestError } from '../rest/client.js';
import { afterAccepting, waitLoop } from './wait.js';

describe('waiting in the slow tools', () => {
  it('asks the API for the whole remaining budget and stops when done', async () => {
    const asked: number[] = [];
    // Whole seconds, rounded down so the tool never overruns its budget: 30.5 s leave 30 s to ask for even if a
    // few milliseconds pass before the first call (with exactly 30 s, one millisecond would make it 29).
    const value = await waitLoop(Date.now(), 30.5, async (wait) => {
      asked.push(wait);
      return { value: 'done', done: true };
    });
    expect(value).toBe('done');
    expect(asked).toEqual([30]);
  });

  it('returns the last value once the budget is spent, without spinning on early answers', async () => {
    let calls = 0;
    const started = Date.now();
    const value = await waitLoop(started, 2, async () => ({ value: ++calls, done: false }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(calls).toBeLessThanOrEqual(3);
    expect(value).toBe(calls);
  });

  it('says the work was accepted when waiting for it fails, so it is not resubmitted', async () => {
    const failing = afterAccepting('Prompt int_x was accepted', 'Follow it with ListChapters.', async () => {
      throw new RestError(429, 'RATE_LIMITED', 'Rate limit exceeded for this API key', 'Retry after 3 s.');
    });
    await expect(failing).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Prompt int_x was accepted, but waiting for it failed: Rate limit exceeded for this API key',
      hint: 'Follow it with ListChapters. (Retry after 3 s.)',
    });
  });
});
