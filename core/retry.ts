import { StoreConflictError } from '../store/store.js';

/**
 * Runs a read-decide-write step until it commits without a resourceVersion conflict. Each attempt re-reads, so a
 * decision is always made on the state it writes over; a losing writer sees the winner's write on its next attempt.
 * Caches of other writers may lag by a few milliseconds, hence a short, growing pause between attempts.
 */
export async function retryOnConflict<T>(step: () => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!(err instanceof StoreConflictError) || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.min(5 * attempt, 50)));
    }
  }
}
