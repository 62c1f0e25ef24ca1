import type { Sealer } from '../lib/crypto/sealer.js';
/*
 * The idempotency port: remembers, per tenant and Idempotency-Key, who is doing the work (an in-flight claim with a
 * lease) and then the first successful response, for 24 h. Two adapters: Redis (shared by every API replica in a
 * cluster) and memory (the embedded mode's one process). The HTTP edge (api/idempotency.ts) is the only user.
 */

/** A response kept to be replayed: status and JSON body. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyRecord {
  /** Hash of the method, path, query and (JSON) body of the request that claimed the key. */
  fingerprint: string;
  state: 'in-flight' | 'completed';
  /** Random token of the request holding the claim: only it may complete, renew or release it. */
  owner: string;
  /** Raw-body requests (uploads): SHA-256 of the bytes the first request sent, known once it completed. */
  bodyHash?: string;
  response?: StoredResponse;
}

export type ClaimResult = { claimed: true } | { claimed: false; record: IdempotencyRecord };

export interface IdempotencyStore {
  /** Takes the key for `owner` for `leaseMs` when nobody holds it; otherwise answers the record that is there. */
  claim(key: string, claim: { fingerprint: string; owner: string }, leaseMs: number): Promise<ClaimResult>;
  get(key: string): Promise<IdempotencyRecord | undefined>;
  /** Keeps the response for `ttlMs`; false when `owner` no longer holds the claim (its lease ran out). */
  complete(key: string, owner: string, result: { response: StoredResponse; bodyHash?: string }, ttlMs: number): Promise<boolean>;
  /** Extends a claim still held by `owner`. */
  renew(key: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Gives up a claim (the work failed): the next request with the key does the work. */
  release(key: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

/** The store could not be asked (Redis unreachable): requests that carry a key are refused rather than risk doing work twice. */
export class IdempotencyUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`idempotency store unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'IdempotencyUnavailableError';
  }
}

/** How the HTTP edge (api/idempotency.ts) keeps and replays responses: the store and its timings. */
export interface IdempotencySettings {
  store: IdempotencyStore;
  /** How long a completed response is replayed (24 h). */
  ttlMs: number;
  /** How long a claim lasts without renewal: a process killed mid-request frees the key after this. */
  leaseMs: number;
  /** How long a second request waits for the first to finish before answering 409. */
  waitMs: number;
  /**
   * Seals the kept response body (a `POST /webhooks` answer carries the signing secret): Redis and the memory store
   * hold `sealed:v1:...` text, bound to the tenant and key. A body kept in clear before sealing existed still replays.
   */
  sealer: Sealer;
}
