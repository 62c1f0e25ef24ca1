import { useState } from 'preact/hooks';
import type { ApiError } from './api';

/**
 * A user action that calls the API: `busy` while it runs (so its button can be disabled against double submits),
 * and the API's error, with its code and hint, when it fails. A new attempt clears the previous error.
 */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const act = async (...args: A) => {
    setBusy(true);
    setError(undefined);
    try {
      await run(...args);
    } catch (err) {
      setError(err as ApiError);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, act };
}
