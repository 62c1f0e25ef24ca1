import type { KindName } from '../model/kinds.js';
import type { Store } from '../store/store.js';

/**
 * Resolves once `done()` is true, re-checking on every change the store's watch reports for the given kinds (no
 * polling), or when the timeout passes or the signal aborts. Returns whether `done()` became true.
 */
export async function waitUntil(
  store: Store,
  kinds: KindName[],
  done: () => Promise<boolean>,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<boolean> {
  if (await done()) return true;
  return new Promise<boolean>((resolve) => {
    let finished = false;
    let checking = false;
    let again = false;
    const unsubscribe: (() => void)[] = [];
    const finish = (value: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      for (const off of unsubscribe) off();
      resolve(value);
    };
    const check = async () => {
      // One check at a time; changes that arrive meanwhile trigger one more.
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        do {
          again = false;
          if (await done()) return finish(true);
        } while (again && !finished);
      } catch {
        finish(false);
      } finally {
        checking = false;
      }
    };
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(false), options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort);
    // The watch replays existing objects first; those events simply re-run the check.
    for (const kind of kinds) unsubscribe.push(store.watch(kind, () => void check()));
  });
}
