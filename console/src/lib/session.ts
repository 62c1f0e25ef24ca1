/*
 * The API key lives in sessionStorage only: gone when the tab closes, never put in a URL, never logged.
 * Listeners learn when it changes (sign in, sign out, or a 401 that ends the session).
 */
const STORAGE_KEY = 'montage.apiKey';
const listeners = new Set<() => void>();
let endedBecause: { message: string; hint?: string } | undefined;

export function readKey(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeKey(key: string | undefined): void {
  if (key) sessionStorage.setItem(STORAGE_KEY, key);
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function onKeyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ends the session because the API refused its key; the sign-in page says why. */
export function endSession(reason: { message: string; hint?: string }): void {
  endedBecause = { message: reason.message, hint: reason.hint };
  writeKey(undefined);
}

/** Why the last session ended, once. */
export function takeEndReason(): { message: string; hint?: string } | undefined {
  const reason = endedBecause;
  endedBecause = undefined;
  return reason;
}
