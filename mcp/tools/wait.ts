import { MAX_WAIT_SECONDS } from '../../api/wait.js';
import { RestError } from '../rest/client.js';

export interface ToolOptions {
  /** How long AddPrompt and ExportProject wait for the work to finish (the spec's AddPrompt: up to 30 s). */
  waitSeconds: number;
}

/**
 * Waits by long-polling, not by sleeping: `poll(wait)` asks the API to hold its answer for up to `wait` seconds (the
 * API answers as soon as the work leaves `processing`). Repeats until `done` or until `budgetSeconds` after
 * `startedAt` are spent, and returns the last value read. Usually one call: the API only answers early when done.
 */
export async function waitLoop<T>(
  startedAt: number,
  budgetSeconds: number,
  poll: (waitSeconds: number) => Promise<{ value: T; done: boolean }>,
): Promise<T> {
  for (;;) {
    const remaining = Math.max(0, Math.floor(budgetSeconds - (Date.now() - startedAt) / 1000));
    const asked = Date.now();
    // One long poll holds at most the API's maximum; a longer budget is spent in several.
    const { value, done } = await poll(Math.min(remaining, MAX_WAIT_SECONDS));
    if (done || remaining === 0) return value;
    // An early answer that is not the one awaited (a state this tool does not wait on): never spin on it.
    if (Date.now() - asked < 1000) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Work the API accepted is running whatever happens next, so a failure while waiting for it (a rate limit, a
 * dropped connection) must not read as "nothing happened", which would invite a duplicate submission.
 */
export async function afterAccepting<T>(accepted: string, follow: string, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (err) {
    if (!(err instanceof RestError)) throw err;
    throw new RestError(err.status, err.code, `${accepted}, but waiting for it failed: ${err.message}`, `${follow}${err.hint ? ` (${err.hint})` : ''}`);
  }
}
