import type { Logger } from 'pino';
import type { Config } from '../lib/config.js';
import type { Sealer } from '../lib/crypto/sealer.js';
import type { IdempotencySettings } from './idempotency-store.js';
import { MemoryIdempotencyStore } from './memory.js';
import { RedisIdempotencyStore } from './redis.js';

/** A claim outlives a stalled request by this much before another may take the key (renewed while it runs). */
const LEASE_MS = 30_000;
/** A retry waits this long for the first request to finish, then gets 409 with a hint. */
const WAIT_MS = 30_000;

/** Redis when REDIS_URL is set (the cluster API: replicas share the records), memory otherwise (embedded). */
export function createIdempotency(config: Config, deps: { sealer: Sealer; logger?: Logger }): IdempotencySettings {
  const store = config.REDIS_URL ? new RedisIdempotencyStore({ url: config.REDIS_URL, logger: deps.logger }) : new MemoryIdempotencyStore();
  return { store, ttlMs: config.MONTAGE_IDEMPOTENCY_TTL_SECONDS * 1000, leaseMs: LEASE_MS, waitMs: WAIT_MS, sealer: deps.sealer };
}
