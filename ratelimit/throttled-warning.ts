import type { Logger } from 'pino';

/**
 * A warning logged at most once per interval, with the count of those it swallowed: an outage of the backend
 * happens on every request and would otherwise flood the log. Only the error's name, code and message are logged.
 */
export function throttledWarning(logger: Logger | undefined, intervalMs: number): (err: unknown, message: string) => void {
  let last = -Infinity;
  let suppressed = 0;
  return (err, message) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      suppressed += 1;
      return;
    }
    const e = err as { name?: string; code?: string; message?: string } | undefined;
    logger?.warn({ error: { name: e?.name, code: e?.code, message: e?.message }, suppressed }, message);
    last = now;
    suppressed = 0;
  };
}
