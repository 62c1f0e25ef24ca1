import type { Logger } from 'pino';
import { createClient } from 'redis';
import { IdempotencyUnavailableError, type ClaimResult, type IdempotencyRecord, type IdempotencyStore, type StoredResponse } from './idempotency-store.js';

type Client = ReturnType<typeof createClient>;

export const IDEMPOTENCY_KEY_PREFIX = 'montage:idem:';

/*
 * Complete, renew and release are conditional on the claim still being the caller's: one Lua script each, so a
 * request whose lease ran out (and whose key another request took) can never overwrite the other's record.
 */
const IF_OWNER = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local record = cjson.decode(current)
if record.owner ~= ARGV[1] or record.state ~= 'in-flight' then return 0 end
`;
const COMPLETE_SCRIPT = `${IF_OWNER}
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;
const RENEW_SCRIPT = `${IF_OWNER}
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const RELEASE_SCRIPT = `${IF_OWNER}
redis.call('DEL', KEYS[1])
return 1`;

/**
 * Records shared by every API replica, keyed `montage:idem:<tenant hash>:<key hash>` (the caller builds the key);
 * an in-flight claim expires with its lease (a replica killed mid-request frees the key), a completed record after
 * the TTL. Unlike the rate limiter this does not fail open: a request that carries a key while Redis cannot be asked
 * is refused (503), because doing its work without the check could do it twice.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly client: Client;
  private closed = false;

  constructor(options: { url: string; logger?: Logger; commandTimeoutMs?: number }) {
    this.client = createClient({
      url: options.url,
      disableOfflineQueue: true,
      commandOptions: { timeout: options.commandTimeoutMs ?? 2_000 },
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(5_000, 50 * 2 ** Math.min(retries, 16)) + Math.floor(Math.random() * 50) },
    });
    // Reconnects are the client's own business; without a listener an 'error' event would end the process.
    this.client.on('error', (err: unknown) => options.logger?.debug({ err }, 'idempotency store: Redis error'));
    this.client.connect().catch(() => undefined);
  }

  private async run<T>(command: (client: Client) => Promise<T>): Promise<T> {
    if (this.closed || !this.client.isReady) throw new IdempotencyUnavailableError(new Error('Redis is not connected'));
    try {
      return await command(this.client);
    } catch (err) {
      throw new IdempotencyUnavailableError(err);
    }
  }

  async claim(key: string, claim: { fingerprint: string; owner: string }, leaseMs: number): Promise<ClaimResult> {
    const record: IdempotencyRecord = { ...claim, state: 'in-flight' };
    for (let attempt = 0; attempt < 3; attempt++) {
      const set = await this.run((c) => c.set(IDEMPOTENCY_KEY_PREFIX + key, JSON.stringify(record), { condition: 'NX', expiration: { type: 'PX', value: leaseMs } }));
      if (set === 'OK') return { claimed: true };
      const existing = await this.get(key);
      // Gone between SET and GET (a lease ran out, a claim was released): try to take it again.
      if (existing) return { claimed: false, record: existing };
    }
    throw new IdempotencyUnavailableError(new Error('the key kept changing while it was claimed'));
  }

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    const text = await this.run((c) => c.get(IDEMPOTENCY_KEY_PREFIX + key));
    return typeof text === 'string' ? (JSON.parse(text) as IdempotencyRecord) : undefined;
  }

  async complete(key: string, owner: string, result: { response: StoredResponse; bodyHash?: string }, ttlMs: number): Promise<boolean> {
    const existing = await this.get(key);
    if (!existing) return false;
    const record: IdempotencyRecord = { ...existing, ...result, state: 'completed' };
    const done = await this.run((c) => c.eval(COMPLETE_SCRIPT, { keys: [IDEMPOTENCY_KEY_PREFIX + key], arguments: [owner, JSON.stringify(record), String(ttlMs)] }));
    return done === 1;
  }

  async renew(key: string, owner: string, leaseMs: number): Promise<boolean> {
    return (await this.run((c) => c.eval(RENEW_SCRIPT, { keys: [IDEMPOTENCY_KEY_PREFIX + key], arguments: [owner, String(leaseMs)] }))) === 1;
  }

  async release(key: string, owner: string): Promise<void> {
    await this.run((c) => c.eval(RELEASE_SCRIPT, { keys: [IDEMPOTENCY_KEY_PREFIX + key], arguments: [owner] }));
  }

  async close(): Promise<void> {
    this.closed = true;
    try {
      this.client.destroy();
    } catch {
      // already closed
    }
  }
}
