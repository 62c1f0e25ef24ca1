import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import type { ObjectStorage } from '../storage/object-storage.js';

/**
 * /readyz: ready while object storage answers. A degraded rate limiter (Redis down) is reported but does not make
 * the service unready: requests are still served, with limits failing open.
 */
export function readiness(storage: ObjectStorage, rateLimiter: RateLimiter) {
  return async (): Promise<{ ready: boolean; details: Record<string, string> }> => {
    const details: Record<string, string> = { store: 'ok', storage: 'ok', rateLimiter: await rateLimiter.health() };
    try {
      await storage.check();
    } catch {
      details.storage = 'unavailable';
    }
    return { ready: details.storage === 'ok', details };
  };
}
