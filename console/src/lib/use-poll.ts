import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from './api';
import { nextDelay } from './backoff';

export interface Polled<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** Reload now and, if the new data is in progress, poll again from the shortest delay. */
  refresh: () => void;
}

interface Options<T> {
  /** Keep polling while this holds: something is still in progress. */
  active: (data: T) => boolean;
  /** What counts as a change (resets the backoff). Signed URLs differ on every read, so callers may leave them out. */
  fingerprint?: (data: T) => string;
}

const retryable = (err: ApiError) => err.code === 'NETWORK_ERROR' || err.code === 'RATE_LIMITED' || err.status >= 500;

/**
 * Loads `load()` now, then again with backoff while `active(data)` holds; stops when nothing is in progress,
 * when `key` changes (then starts over) and on unmount. Transient failures (network, 429, 5xx) are retried.
 */
export function usePoll<T>(key: string, load: () => Promise<T>, options: Options<T>): Polled<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ load, options });
  latest.current = { load, options };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number | undefined;
    let last: string | undefined;
    const schedule = (changed: boolean) => {
      delay = nextDelay(delay, changed);
      timer = setTimeout(tick, delay);
    };
    const tick = async () => {
      const { load: read, options: opts } = latest.current;
      try {
        const value = await read();
        if (stopped) return;
        const print = (opts.fingerprint ?? JSON.stringify)(value);
        const changed = print !== last;
        last = print;
        setData(value);
        setError(undefined);
        if (opts.active(value)) schedule(changed);
      } catch (err) {
        if (stopped) return;
        const apiError = err instanceof ApiError ? err : new ApiError(String(err), 'INTERNAL_ERROR', 0);
        setError(apiError);
        if (retryable(apiError)) schedule(false);
      }
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, generation]);

  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, refresh };
}
