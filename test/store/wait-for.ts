/** Polls `check` until it passes (returns without throwing) or the time is up, then rethrows its last failure. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
