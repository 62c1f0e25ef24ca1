/**
 * The polling schedule: quick while something changes, slower while nothing does, reset by any change.
 * Pure, so the hook stays small and the schedule is easy to read.
 */
export interface Backoff {
  initialMs: number;
  maxMs: number;
  factor: number;
}

// One second at first keeps a project of a few chapters well under the default rate limit (600 requests a minute).
export const DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 8_000, factor: 1.5 };

export function nextDelay(previousMs: number | undefined, changed: boolean, b: Backoff = DEFAULT_BACKOFF): number {
  if (previousMs === undefined || changed) return b.initialMs;
  return Math.min(b.maxMs, Math.round(previousMs * b.factor));
}
