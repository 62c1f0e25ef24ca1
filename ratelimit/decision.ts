import { createHash } from 'node:crypto';
import type { RateLimitDecision } from './rate-limiter.js';

/** Limiter state is keyed by a hash of the API key, so the key itself never sits in Redis or in a heap dump. */
export function apiKeyDigest(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

/** The decision for the `count`-th request of a fixed window that ends in `ttlMs`. */
export function fixedWindowDecision(limit: number, count: number, ttlMs: number): RateLimitDecision {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(0, Math.ceil(ttlMs / 1000)),
  };
}
