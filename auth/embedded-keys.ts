import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { matchKey, sha256Hex, type ApiKeys, type KeyRecord } from './api-keys.js';
import type { Caller } from '../core/caller.js';

const KeyFile = z.object({ keys: z.array(z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), tenant: z.string().min(1), name: z.string().optional(), createdAt: z.string() })) });

export function newApiKey(): string {
  return 'mk_' + randomBytes(24).toString('base64url');
}

/**
 * Keys of the embedded mode, kept as hashes in `<data dir>/keys.json`. On first start with no keys a key is made
 * for the tenant `local`; the caller prints it once (it cannot be recovered later, only replaced).
 */
export class EmbeddedApiKeys implements ApiKeys {
  private records: KeyRecord[] = [];

  constructor(private readonly dataDir: string) {}

  private get path(): string {
    return join(this.dataDir, 'keys.json');
  }

  /** Loads the key file; returns a new key when none existed (to be shown to the user once). */
  load(): { createdKey?: string } {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    try {
      this.records = KeyFile.parse(JSON.parse(readFileSync(this.path, 'utf8'))).keys;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`cannot read ${this.path}: ${(err as Error).message}`);
      this.records = [];
    }
    if (this.records.length > 0) return {};
    const key = newApiKey();
    const record = { hash: sha256Hex(key), tenant: 'local', name: 'first key', createdAt: new Date().toISOString() };
    writeFileSync(this.path, JSON.stringify({ keys: [record] }, null, 2) + '\n', { mode: 0o600 });
    this.records = [record];
    return { createdKey: key };
  }

  async resolve(token: string): Promise<Caller | undefined> {
    return matchKey(this.records, token);
  }
}
