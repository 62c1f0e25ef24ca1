import type { Clock } from '../lib/clock.js';
import type { ClaimResult, IdempotencyRecord, IdempotencyStore, StoredResponse } from './idempotency-store.js';

/**
 * The embedded mode's adapter: one process serves the API, so a map is shared by every request. Records do not
 * survive a restart (a retry after a restart does the work again); expired entries are swept as keys are touched
 * and at most every minute.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, { record: IdempotencyRecord; expiresAt: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock = { now: () => new Date() }) {}

  private now(): number {
    return this.clock.now().getTime();
  }

  private live(key: string): IdempotencyRecord | undefined {
    const now = this.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    }
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.record;
  }

  async claim(key: string, claim: { fingerprint: string; owner: string }, leaseMs: number): Promise<ClaimResult> {
    const existing = this.live(key);
    if (existing) return { claimed: false, record: structuredClone(existing) };
    this.entries.set(key, { record: { ...claim, state: 'in-flight' }, expiresAt: this.now() + leaseMs });
    return { claimed: true };
  }

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    const record = this.live(key);
    return record && structuredClone(record);
  }

  async complete(key: string, owner: string, result: { response: StoredResponse; bodyHash?: string }, ttlMs: number): Promise<boolean> {
    const record = this.live(key);
    if (!record || record.owner !== owner || record.state !== 'in-flight') return false;
    this.entries.set(key, { record: { ...record, ...structuredClone(result), state: 'completed' }, expiresAt: this.now() + ttlMs });
    return true;
  }

  async renew(key: string, owner: string, leaseMs: number): Promise<boolean> {
    const record = this.live(key);
    if (!record || record.owner !== owner || record.state !== 'in-flight') return false;
    this.entries.set(key, { record, expiresAt: this.now() + leaseMs });
    return true;
  }

  async release(key: string, owner: string): Promise<void> {
    const record = this.live(key);
    if (record && record.owner === owner && record.state === 'in-flight') this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
