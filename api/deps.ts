import type { Logger } from 'pino';
import type { ApiKeys } from '../auth/api-keys.js';
import type { Clock } from '../lib/clock.js';
import type { IdempotencySettings } from '../idempotency/idempotency-store.js';
import type { Sealer } from '../lib/crypto/sealer.js';
import type { DestinationPolicy } from '../lib/net/destination.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';

/** Everything the HTTP edge needs, injected: each port has an embedded and a cluster adapter. */
export interface ApiDeps {
  logger: Logger;
  store: Store;
  clock: Clock;
  keys: ApiKeys;
  rateLimiter: RateLimiter;
  /** Idempotency-Key records: Redis in a cluster (shared by replicas), memory in the embedded mode. */
  idempotency: IdempotencySettings;
  /** Which webhook URLs are accepted (MONTAGE_WEBHOOK_ALLOWED_HOSTS), how long a rotated-out secret still signs, and the sealer of secrets. */
  webhooks: { policy: DestinationPolicy; secretGraceSeconds: number; sealer: Sealer };
  storage: ObjectStorage;
  /**
   * The base URL clients reach this service at (MONTAGE_PUBLIC_URL). When unset, URLs in responses are built from
   * the request's own scheme and Host, which is right for direct access and for proxies that keep the Host.
   */
  publicUrl?: string;
  /**
   * A signed, expiring URL for an object in storage: an S3 presigned GET, or in the embedded mode a URL of this
   * service's /files route (built on `baseUrl`, the URL the client reached the API at).
   */
  downloadUrl(key: string, filename: string, baseUrl: string): Promise<string>;
  /** Readiness of the dependencies, for /readyz. */
  readiness?: () => Promise<{ ready: boolean; details: Record<string, string> }>;
}
