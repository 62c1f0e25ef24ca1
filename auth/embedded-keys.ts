import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Caller } from '../core/caller.js';
import { matchKey, sha256Hex, type ApiKeys } from './api-keys.js';
import { checkKeyName, pickKeyToRevoke, type KeyAdmin, type KeyInfo } from './key-admin.js';

const KeyFile = z.object({
  keys: z.array(z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), tenant: z.string().min(1), name: z.string(), createdAt: z.string() })),
});
type KeyEntry = z.infer<typeof KeyFile>['keys'][number];

export function newApiKey(): string {
  return 'mk_' + randomBytes(24).toString('base64url');
}

/** How often a running service looks whether `montage keys` changed the file. */
const RELOAD_CHECK_MS = 1_000;

/**
 * Keys of the embedded mode, kept as hashes in `<data dir>/keys.json` (0600). On the very first start a key is made
 * for the tenant `local` and shown once. `montage keys` edits the file; a running service picks changes up within
 * a second (it compares the file's modification time, at most once a second).
 */
export class EmbeddedApiKeys implements ApiKeys, KeyAdmin {
  private entries: KeyEntry[] = [];
  private loadedMtime = 0;
  private lastCheck = 0;

  constructor(private readonly dataDir: string) {}

  private get path(): string {
    return join(this.dataDir, 'keys.json');
  }

  /** Loads the key file; on the first start (no file yet) makes a key and returns it, to be shown once. */
  load(): { createdKey?: string } {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    if (this.read()) return {};
    const key = newApiKey();
    this.write([{ hash: sha256Hex(key), tenant: 'local', name: 'first-key', createdAt: new Date().toISOString() }]);
    return { createdKey: key };
  }

  async resolve(token: string): Promise<Caller | undefined> {
    const now = Date.now();
    if (now - this.lastCheck > RELOAD_CHECK_MS) {
      this.lastCheck = now;
      try {
        if (statSync(this.path).mtimeMs !== this.loadedMtime) this.read();
      } catch {
        this.entries = [];
      }
    }
    return matchKey(this.entries, token);
  }

  async create(tenant: string, name?: string): Promise<{ key: string; info: KeyInfo }> {
    this.read();
    const keyName = name ?? `key-${randomBytes(3).toString('hex')}`;
    checkKeyName(keyName);
    if (this.entries.some((e) => e.name === keyName && e.tenant === tenant)) throw new Error(`tenant ${tenant} has a key named ${keyName} already`);
    const key = newApiKey();
    const entry = { hash: sha256Hex(key), tenant, name: keyName, createdAt: new Date().toISOString() };
    this.write([...this.entries, entry]);
    return { key, info: { name: entry.name, tenant, createdAt: entry.createdAt } };
  }

  async list(): Promise<KeyInfo[]> {
    this.read();
    return this.entries.map(({ name, tenant, createdAt }) => ({ name, tenant, createdAt }));
  }

  async revoke(name: string, tenant?: string): Promise<KeyInfo | undefined> {
    this.read();
    const target = pickKeyToRevoke(this.entries, name, tenant);
    if (!target) return undefined;
    this.write(this.entries.filter((e) => e !== target));
    return { name: target.name, tenant: target.tenant, createdAt: target.createdAt };
  }

  /** Returns false when there is no key file yet. */
  private read(): boolean {
    try {
      const mtime = statSync(this.path).mtimeMs;
      this.entries = KeyFile.parse(JSON.parse(readFileSync(this.path, 'utf8'))).keys;
      this.loadedMtime = mtime;
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw new Error(`cannot read ${this.path}: ${(err as Error).message}`);
    }
  }

  private write(entries: KeyEntry[]): void {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const temp = `${this.path}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify({ keys: entries }, null, 2) + '\n', { mode: 0o600 });
    renameSync(temp, this.path);
    this.entries = entries;
    this.loadedMtime = statSync(this.path).mtimeMs;
  }
}
