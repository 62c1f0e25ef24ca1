/**
 * Whether, and after how long, a fetch of a picture is tried again: a failure that passes (the network, a busy
 * server's 5xx, 429 with its Retry-After) is retried with a doubling wait, a few times; any other answer is final.
 * Pure, so the hook stays small and the schedule is easy to test.
 */
export const ATTEMPTS = 6;
const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 60_000;

/** `failure`: the HTTP status, or 'network'; `attempt`: 0 for the first try; `retryAfter`: the header, if any. */
export function retryWait(failure: number | 'network', attempt: number, retryAfter?: string | null): number | undefined {
  if (attempt + 1 >= ATTEMPTS) return undefined;
  if (failure !== 'network' && failure !== 429 && failure < 500) return undefined;
  const said = Number(retryAfter);
  if (retryAfter && Number.isFinite(said) && said > 0) return Math.min(said * 1000, LONGEST_WAIT_MS);
  return Math.min(FIRST_WAIT_MS * 2 ** attempt, LONGEST_WAIT_MS);
}
