import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StaticApiKeys, matchKey, parseKeyPairs, sha256Hex } from './api-keys.js';
import { EmbeddedApiKeys } from './embedded-keys.js';
import { recordsFromSecret } from './secret-keys.js';

describe('API keys', () => {
  it('parses key=tenant pairs and refuses malformed ones', () => {
    expect(parseKeyPairs(' key-aaaaaaaaaaaaaaaa=alice , key-bbbbbbbbbbbbbbbb=bob ')).toEqual([
      { key: 'key-aaaaaaaaaaaaaaaa', tenant: 'alice' },
      { key: 'key-bbbbbbbbbbbbbbbb', tenant: 'bob' },
    ]);
    expect(() => parseKeyPairs('no-tenant-here-at-all')).toThrow(/key=tenant/);
    expect(() => parseKeyPairs('short=alice')).toThrow(/16/);
  });

  it('resolves a key to its tenant and nothing else', async () => {
    const keys = new StaticApiKeys([{ key: 'secret-key-for-alice', tenant: 'alice' }]);
    expect(await keys.resolve('secret-key-for-alice')).toEqual({ tenant: 'alice' });
    expect(await keys.resolve('secret-key-for-alicf')).toBeUndefined();
    expect(await keys.resolve('')).toBeUndefined();
  });

  it('matches against hashes only', () => {
    expect(matchKey([{ hash: sha256Hex('k'), tenant: 't' }], 'k')).toEqual({ tenant: 't' });
    expect(matchKey([{ hash: 'not-hex', tenant: 't' }], 'k')).toBeUndefined();
  });

  it('generates one key on first start, stores only its hash, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const first = new EmbeddedApiKeys(dir).load();
    expect(first.createdKey).toMatch(/^mk_[\w-]{32}$/);
    const file = readFileSync(join(dir, 'keys.json'), 'utf8');
    expect(file).not.toContain(first.createdKey!);
    expect(file).toContain(sha256Hex(first.createdKey!));
    expect(statSync(join(dir, 'keys.json')).mode & 0o077).toBe(0);
    const second = new EmbeddedApiKeys(dir);
    expect(second.load().createdKey).toBeUndefined();
    return expect(second.resolve(first.createdKey!)).resolves.toEqual({ tenant: 'local' });
  });

  it('creates, lists and revokes keys, storing only hashes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const keys = new EmbeddedApiKeys(dir);
    keys.load();
    const { key, info } = await keys.create('acme', 'ci');
    expect(info).toMatchObject({ name: 'ci', tenant: 'acme' });
    expect(readFileSync(join(dir, 'keys.json'), 'utf8')).not.toContain(key);
    expect(await keys.resolve(key)).toEqual({ tenant: 'acme' });
    expect((await keys.list()).map((k) => k.name)).toEqual(['first-key', 'ci']);
    await expect(keys.create('acme', 'ci')).rejects.toThrow(/exists/);
    await expect(keys.create('acme', 'Not A Name')).rejects.toThrow(/lowercase/);
    expect(await keys.revoke('ci')).toBe(true);
    expect(await keys.revoke('ci')).toBe(false);
    expect(await keys.resolve(key)).toBeUndefined();
  });

  it('lets a running service see keys another process created', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const service = new EmbeddedApiKeys(dir);
    service.load();
    const { key } = await new EmbeddedApiKeys(dir).create('late');
    const deadline = Date.now() + 5_000;
    let caller;
    while (!(caller = await service.resolve(key)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(caller).toEqual({ tenant: 'late' });
  });

  it('reads hash:tenant entries from the keys Secret and skips malformed ones', () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const hash = sha256Hex('k1');
    const { records, invalid } = recordsFromSecret({ data: { ci: b64(`${hash}:team:a`), broken: b64('plain-key') } });
    expect(records).toEqual([{ hash, tenant: 'team:a' }]);
    expect(invalid).toEqual(['broken']);
  });
});
