import { systemClock, type Clock } from '../lib/clock.js';
import { apiKeyDigest, fixedWindowDecision } from './decision.js';
import type { RateLimitDecision, RateLimiter, RateLimitOptions } from './rate-limiter.js';

export interface MemoryRateLimitOptions extends RateLimitOptions {
  clock?: Clock;
  /** Keys tracked at most; past it the oldest windows are forgotten (those keys start afresh). */
  maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * The Redis limiter's fixed windows, in one process (embedded mode). A window is (re)inserted when it starts, so
 * the Map stays ordered by expiry and each hit drops the expired windows at its front: memory follows the keys
 * active in the last window, and maxKeys bounds it even under a flood of distinct keys.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly clock: Clock;
  private readonly maxKeys: number;

  constructor(options: MemoryRateLimitOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowSeconds * 1000;
    this.clock = options.clock ?? systemClock;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const now = this.clock.now().getTime();
    this.dropExpired(now);
    const id = apiKeyDigest(key);
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      this.windows.delete(id);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(id, window);
      if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    return fixedWindowDecision(this.limit, window.count, window.resetAt - now);
  }

  /** Keys currently tracked (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  private dropExpired(now: number): void {
    for (const [id, window] of this.windows) {
      if (window.resetAt > now) break;
      this.windows.delete(id);
    }
  }

  async health(): Promise<'ok' | 'degraded'> {
    return 'ok';
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
