/*
 * The rate limiter port: Redis (shared by every API replica) or in memory (embedded mode). Limits are per API key.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests allowed per window. */
  limit: number;
  remaining: number;
  /** Seconds until the window resets (the value of RateLimit-Reset and, when refused, Retry-After). */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key`. Never throws: when the backend is unreachable it allows (fails open). */
  hit(key: string): Promise<RateLimitDecision>;
  /** 'degraded' when the backend is unreachable and requests are being let through unlimited. */
  health(): Promise<'ok' | 'degraded'>;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Requests per window per key. */
  limit: number;
  windowSeconds: number;
}
