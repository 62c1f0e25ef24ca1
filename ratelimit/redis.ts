import type { Logger } from 'pino';
import { createClient } from 'redis';
import { apiKeyDigest, fixedWindowDecision } from './decision.js';
import { FIXED_WINDOW_SCRIPT, FIXED_WINDOW_SHA1 } from './fixed-window-script.js';
import type { RateLimitDecision, RateLimiter, RateLimitOptions } from './rate-limiter.js';
import { throttledWarning } from './throttled-warning.js';

export interface RedisRateLimitOptions extends RateLimitOptions {
  url: string;
  logger?: Logger;
  /** A hit that Redis has not answered within this is let through. */
  commandTimeoutMs?: number;
  /** Ceiling of the reconnect backoff. */
  maxReconnectDelayMs?: number;
  /** At most one warning per this many milliseconds while Redis is failing. */
  warnIntervalMs?: number;
  /** Commands awaiting Redis at most; beyond, hits are let through without asking. */
  maxInFlight?: number;
  /** Timeouts in a row on a connection that looks open before it is dropped and made anew. */
  timeoutsBeforeReconnect?: number;
}

type Client = ReturnType<typeof createClient>;

export const RATE_LIMIT_KEY_PREFIX = 'montage:rl:';

class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RedisTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * Fixed-window limits in Redis, shared by every API replica (one Lua script per hit: fixed-window-script.ts),
 * keyed `montage:rl:<sha256 of the API key>`.
 *
 * Fails open: a rate limiter must not take the API down with it. While Redis is unreachable, slow (no answer
 * within commandTimeoutMs) or swamped (maxInFlight commands pending), hits are allowed, a warning is logged at most
 * once per warnIntervalMs and health() says 'degraded'. The offline queue is disabled, so a hit during an outage
 * fails at once instead of queueing; the client reconnects with capped, jittered exponential backoff. A connection
 * that stays open but stops answering (a frozen server, a dead peer behind a silent network) is replaced after a
 * few timeouts in a row rather than waiting minutes for TCP keepalive.
 */
export class RedisRateLimiter implements RateLimiter {
  private client: Client;
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly timeoutMs: number;
  private readonly maxReconnectDelayMs: number;
  private readonly maxInFlight: number;
  private readonly timeoutsBeforeReconnect: number;
  private readonly logger: Logger | undefined;
  private readonly warn: (err: unknown, message: string) => void;
  private inFlight = 0;
  private timeoutsInARow = 0;
  private degradedSince: number | undefined;
  private closed = false;

  constructor(private readonly options: RedisRateLimitOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowSeconds * 1000;
    this.timeoutMs = options.commandTimeoutMs ?? 100;
    this.maxReconnectDelayMs = options.maxReconnectDelayMs ?? 5_000;
    this.maxInFlight = options.maxInFlight ?? 1_000;
    this.timeoutsBeforeReconnect = options.timeoutsBeforeReconnect ?? 5;
    this.logger = options.logger;
    this.warn = throttledWarning(options.logger, options.warnIntervalMs ?? 30_000);
    this.client = this.connect();
  }

  private connect(): Client {
    const client = createClient({
      url: this.options.url,
      disableOfflineQueue: true,
      // Commands not yet written when the timeout passes are dropped instead of being sent late.
      commandOptions: { timeout: this.timeoutMs },
      socket: {
        connectTimeout: 1_000,
        reconnectStrategy: (retries) => Math.min(this.maxReconnectDelayMs, 50 * 2 ** Math.min(retries, 16)) + Math.floor(Math.random() * 50),
      },
    });
    // Without a listener an 'error' event would crash the process; each failed reconnect attempt emits one.
    client.on('error', (err: unknown) => this.markDegraded(err));
    client.on('ready', () => {
      if (this.degradedSince === undefined) return;
      this.logger?.info({ downForMs: Date.now() - this.degradedSince }, 'rate limiter: Redis is reachable again');
      this.degradedSince = undefined;
    });
    // Resolves once connected; until then hits fail open and the client keeps retrying on its own.
    client.connect().catch((err: unknown) => this.markDegraded(err));
    return client;
  }

  async hit(apiKey: string): Promise<RateLimitDecision> {
    if (this.closed || !this.client.isReady) return this.failOpen(new Error('Redis is not connected'));
    if (this.inFlight >= this.maxInFlight) return this.failOpen(new Error(`${this.inFlight} Redis commands are pending`));
    const key = RATE_LIMIT_KEY_PREFIX + apiKeyDigest(apiKey);
    const client = this.client;
    this.inFlight += 1;
    const reply = this.runScript(client, key).finally(() => {
      this.inFlight -= 1;
    });
    try {
      const [count, ttlMs] = await withTimeout(reply, this.timeoutMs);
      this.timeoutsInARow = 0;
      return fixedWindowDecision(this.limit, count, ttlMs);
    } catch (err) {
      reply.catch(() => undefined); // a late answer no longer matters
      if (err instanceof RedisTimeoutError) this.onTimeout(client);
      return this.failOpen(err);
    }
  }

  private async runScript(client: Client, key: string): Promise<[number, number]> {
    const options = { keys: [key], arguments: [String(this.windowMs)] };
    let reply: unknown;
    try {
      reply = await client.evalSha(FIXED_WINDOW_SHA1, options);
    } catch (err) {
      if (!(err as Error)?.message?.startsWith('NOSCRIPT')) throw err;
      reply = await client.eval(FIXED_WINDOW_SCRIPT, options);
    }
    const [count, ttlMs] = reply as [number, number];
    if (typeof count !== 'number' || typeof ttlMs !== 'number') throw new Error('unexpected reply from the rate limit script');
    return [count, ttlMs];
  }

  private onTimeout(client: Client): void {
    this.timeoutsInARow += 1;
    if (this.timeoutsInARow < this.timeoutsBeforeReconnect || client !== this.client || this.closed) return;
    this.timeoutsInARow = 0;
    this.client = this.connect();
    destroyQuietly(client);
  }

  private failOpen(err: unknown): RateLimitDecision {
    this.markDegraded(err);
    return { allowed: true, limit: this.limit, remaining: this.limit, resetSeconds: Math.ceil(this.windowMs / 1000) };
  }

  private markDegraded(err: unknown): void {
    if (this.closed) return;
    this.degradedSince ??= Date.now();
    this.warn(err, 'rate limiter: Redis is unavailable, letting requests through unlimited');
  }

  async health(): Promise<'ok' | 'degraded'> {
    if (this.closed || !this.client.isReady) return 'degraded';
    try {
      await withTimeout(this.client.ping(), this.timeoutMs);
      return 'ok';
    } catch {
      return 'degraded';
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    destroyQuietly(this.client);
  }
}

function destroyQuietly(client: Client): void {
  // Fails only when already closed.
  try {
    client.destroy();
  } catch {
    // nothing to release
  }
}
