import { createHash, timingSafeEqual } from 'node:crypto';
import type { Caller } from '../core/caller.js';

/** The API key port: an opaque bearer string → the tenant it belongs to. */
export interface ApiKeys {
  resolve(token: string): Promise<Caller | undefined>;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export interface KeyRecord {
  /** Hex SHA-256 of the key: only hashes are kept, so a leaked store reveals no usable key. */
  hash: string;
  tenant: string;
}

/**
 * Looks a key up by its hash, comparing against every record in constant time (no early exit, no map lookup keyed
 * by the secret), so response timing says nothing about how close a guess was.
 */
export function matchKey(records: readonly KeyRecord[], token: string): Caller | undefined {
  const candidate = Buffer.from(sha256Hex(token), 'hex');
  let found: Caller | undefined;
  for (const record of records) {
    const hash = Buffer.from(record.hash, 'hex');
    if (hash.length === candidate.length && timingSafeEqual(hash, candidate) && !found) found = { tenant: record.tenant };
  }
  return found;
}

/** Keys given as `key=tenant` pairs (MONTAGE_API_KEYS), hashed on load. */
export class StaticApiKeys implements ApiKeys {
  private readonly records: KeyRecord[];

  constructor(pairs: readonly { key: string; tenant: string }[]) {
    this.records = pairs.map(({ key, tenant }) => ({ hash: sha256Hex(key), tenant }));
  }

  async resolve(token: string): Promise<Caller | undefined> {
    return matchKey(this.records, token);
  }
}

/** Parses `key1=tenant1,key2=tenant2`; throws on a malformed entry so a typo does not silently lock anyone out. */
export function parseKeyPairs(text: string): { key: string; tenant: string }[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const eq = entry.indexOf('=');
      const key = entry.slice(0, eq).trim();
      const tenant = entry.slice(eq + 1).trim();
      if (eq <= 0 || !tenant) throw new Error('MONTAGE_API_KEYS entries must look like key=tenant');
      if (key.length < 16) throw new Error('MONTAGE_API_KEYS keys must be at least 16 characters');
      return { key, tenant };
    });
}
