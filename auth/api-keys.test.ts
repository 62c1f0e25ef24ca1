import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StaticApiKeys, matchKey, parseKeyPairs, sha256Hex } from './api-keys.js';
import { EmbeddedApiKeys } from './embedded-keys.js';
import { AmbiguousKeyNameError } from './key-admin.js';
import { keyOfEntry, secretEntryName, tenantEntryPrefix } from './secret-key-admin.js';
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
    await expect(keys.create('acme', 'ci')).rejects.toThrow(/tenant acme has a key named ci already/);
    await expect(keys.create('acme', 'Not A Name')).rejects.toThrow(/lowercase/);
    expect(await keys.revoke('ci')).toMatchObject({ name: 'ci', tenant: 'acme' });
    expect(await keys.revoke('ci')).toBeUndefined();
    expect(await keys.resolve(key)).toBeUndefined();
  });

  it('scopes key names per tenant: each tenant may have a key `first`, and revoking one needs its tenant', async () => {
    const keys = new EmbeddedApiKeys(mkdtempSync(join(tmpdir(), 'keys-')));
    keys.load();
    const acme = await keys.create('acme', 'first');
    const globex = await keys.create('globex', 'first');
    expect((await keys.list()).filter((k) => k.name === 'first').map((k) => k.tenant)).toEqual(['acme', 'globex']);
    await expect(keys.revoke('first')).rejects.toThrow(AmbiguousKeyNameError);
    await expect(keys.revoke('first')).rejects.toThrow('2 keys are named first (tenants acme, globex): say which with --tenant <tenant>');
    expect(await keys.revoke('first', 'initech')).toBeUndefined();
    expect(await keys.revoke('first', 'globex')).toMatchObject({ name: 'first', tenant: 'globex' });
    expect(await keys.resolve(globex.key)).toBeUndefined();
    expect(await keys.resolve(acme.key)).toEqual({ tenant: 'acme' });
    // Once the name is unambiguous again, the tenant may be left out.
    expect(await keys.revoke('first')).toMatchObject({ tenant: 'acme' });
  });

  it('names Secret entries <tenant>.<name> with valid Secret data keys, one per tenant and name', () => {
    const tenants = ['acme', 'team:a', 'a.b', 'a_2Eb', 'user@example.com', 'ünï', 'A-Z_0'];
    const entries = tenants.flatMap((t) => ['first', 'b.c'].map((n) => secretEntryName(t, n)));
    expect(secretEntryName('acme', 'first')).toBe('acme.first');
    expect(secretEntryName('team:a', 'ci')).toBe('team_3Aa.ci');
    for (const entry of entries) expect(entry).toMatch(/^[-._a-zA-Z0-9]+$/);
    expect(new Set(entries).size).toBe(entries.length);
    // Tenant "a" with key "b.c" and tenant "a.b" with key "c" do not collide.
    expect(secretEntryName('a', 'b.c')).not.toBe(secretEntryName('a.b', 'c'));
    for (const tenant of tenants) {
      expect(tenantEntryPrefix(tenant)).not.toContain('.');
      expect(keyOfEntry(secretEntryName(tenant, 'b.c'), tenant)).toEqual({ tenant, name: 'b.c' });
    }
    expect(() => secretEntryName('x'.repeat(250), 'first')).toThrow(/too long/);
  });

  it('reads entries written before key names were per tenant: the whole entry is the name', () => {
    expect(keyOfEntry('ci', 'acme')).toEqual({ tenant: 'acme', name: 'ci' });
    expect(keyOfEntry('globex.ci', 'acme')).toEqual({ tenant: 'acme', name: 'globex.ci' });
    expect(keyOfEntry('acme.ci', 'acme')).toEqual({ tenant: 'acme', name: 'ci' });
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
