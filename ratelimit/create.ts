import type { Logger } from 'pino';
import type { Config } from '../lib/config.js';
import { MemoryRateLimiter } from './memory.js';
import type { RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis.js';

/** Redis when REDIS_URL is set (required in cluster mode, where replicas share the limits), memory otherwise. */
export function createRateLimiter(config: Config, deps: { logger?: Logger } = {}): RateLimiter {
  const options = { limit: config.MONTAGE_RATE_LIMIT, windowSeconds: config.MONTAGE_RATE_LIMIT_WINDOW_SECONDS };
  return config.REDIS_URL ? new RedisRateLimiter({ ...options, url: config.REDIS_URL, logger: deps.logger }) : new MemoryRateLimiter(options);
}
