import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import { describeStorageFailure, type ObjectStorage } from '../storage/object-storage.js';

/**
 * /readyz: ready while object storage answers; when it does not, `storage` names the problem (a missing bucket,
 * refused credentials, an unreachable endpoint), which the storage logs once per change. A degraded rate limiter
 * (Redis down) is reported but does not make the service unready: requests are still served, with limits failing open.
 */
export function readiness(storage: ObjectStorage, rateLimiter: RateLimiter) {
  return async (): Promise<{ ready: boolean; details: Record<string, string> }> => {
    const details: Record<string, string> = { store: 'ok', storage: 'ok', rateLimiter: await rateLimiter.health() };
    try {
      await storage.check();
    } catch (err) {
      details.storage = describeStorageFailure(err);
    }
    return { ready: details.storage === 'ok', details };
  };
}

/**
 * While the process shuts down, /readyz fails at once (whatever the dependencies say), so Services and load
 * balancers stop routing here while requests are still being served (see bin/montage.ts).
 */
export function unlessShuttingDown(
  check: (() => Promise<{ ready: boolean; details: Record<string, string> }>) | undefined,
  shuttingDown: () => boolean,
) {
  return async (): Promise<{ ready: boolean; details: Record<string, string> }> => {
    if (shuttingDown()) return { ready: false, details: { lifecycle: 'shutting down' } };
    return (await check?.()) ?? { ready: true, details: {} };
  };
}
