import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CoreV1Api } from '@kubernetes/client-node';
import { pino } from 'pino';
import { sha256Hex } from '../../auth/api-keys.js';
import { SecretApiKeys } from '../../auth/secret-keys.js';
import { SecretKeyAdmin } from '../../auth/secret-key-admin.js';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';
import { waitFor } from '../api/http.js';

const entry = (key: string, tenant: string) => Buffer.from(`${sha256Hex(key)}:${tenant}`).toString('base64');

describe('API keys from a Secret of hashes', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let keys: SecretApiKeys;
  const core = kubeConfig().makeApiClient(CoreV1Api);
  beforeAll(async () => {
    namespace = await createTestNamespace('keys');
    await core.createNamespacedSecret({ namespace: namespace.name, body: { metadata: { name: 'montage-api-keys' }, data: { ci: entry('first-key-0123456789', 'team-a') } } });
    keys = new SecretApiKeys(kubeConfig(), namespace.name, 'montage-api-keys', pino({ level: 'silent' }));
    await keys.start();
  });
  afterAll(async () => {
    keys.stop();
    await namespace.remove();
  });

  it('resolves keys whose hashes the Secret holds', async () => {
    expect(await keys.resolve('first-key-0123456789')).toEqual({ tenant: 'team-a' });
    expect(await keys.resolve('not-a-key')).toBeUndefined();
  });

  it('works with `montage keys` in cluster mode (SecretKeyAdmin): created keys resolve, revoked ones stop', async () => {
    const admin = new SecretKeyAdmin(kubeConfig(), namespace.name, 'montage-api-keys');
    const { key } = await admin.create('team-c', 'admin-made');
    await waitFor('the admin-made key', async () => ((await keys.resolve(key)) ? true : undefined), 10_000);
    expect(await keys.resolve(key)).toEqual({ tenant: 'team-c' });
    expect(await admin.list()).toEqual(expect.arrayContaining([{ name: 'admin-made', tenant: 'team-c' }]));
    const secret = await core.readNamespacedSecret({ name: 'montage-api-keys', namespace: namespace.name });
    expect(Buffer.from(secret.data!['team-c.admin-made']!, 'base64').toString()).toMatch(/^[0-9a-f]{64}:team-c$/);
    expect(await admin.revoke('admin-made')).toEqual({ name: 'admin-made', tenant: 'team-c' });
    await waitFor('the revocation', async () => ((await keys.resolve(key)) ? undefined : true), 10_000);
  });

  it('scopes key names per tenant: entries are <tenant>.<name>, and entries made before that still list and revoke', async () => {
    const admin = new SecretKeyAdmin(kubeConfig(), namespace.name, 'montage-api-keys');
    const a = await admin.create('team-d', 'first');
    const b = await admin.create('team:e', 'first');
    await expect(admin.create('team-d', 'first')).rejects.toThrow(/tenant team-d has a key named first already/);
    // `ci` is the entry beforeAll wrote the old way (the entry name alone); it is team-a's key `ci`.
    expect(await admin.list()).toEqual(
      expect.arrayContaining([
        { name: 'ci', tenant: 'team-a' },
        { name: 'first', tenant: 'team-d' },
        { name: 'first', tenant: 'team:e' },
      ]),
    );
    const secret = await core.readNamespacedSecret({ name: 'montage-api-keys', namespace: namespace.name });
    expect(Object.keys(secret.data!)).toEqual(expect.arrayContaining(['ci', 'team-d.first', 'team_3Ae.first']));
    await waitFor('both new keys', async () => ((await keys.resolve(a.key)) && (await keys.resolve(b.key)) ? true : undefined), 10_000);
    expect(await keys.resolve(b.key)).toEqual({ tenant: 'team:e' });

    await expect(admin.revoke('first')).rejects.toThrow(/2 keys are named first \(tenants team-d, team:e\)/);
    expect(await admin.revoke('first', 'team:e')).toEqual({ name: 'first', tenant: 'team:e' });
    await waitFor('the revocation of team:e\'s key', async () => ((await keys.resolve(b.key)) ? undefined : true), 10_000);
    expect(await keys.resolve(a.key)).toEqual({ tenant: 'team-d' });
    expect(await admin.revoke('ci', 'team-a')).toEqual({ name: 'ci', tenant: 'team-a' });
    await waitFor('the revocation of the old entry', async () => ((await keys.resolve('first-key-0123456789')) ? undefined : true), 10_000);
  });

  it('re-reads the Secret when it changes: new keys work, revoked ones stop', async () => {
    await core.replaceNamespacedSecret({
      name: 'montage-api-keys',
      namespace: namespace.name,
      body: { metadata: { name: 'montage-api-keys' }, data: { ci2: entry('second-key-0123456789', 'team-b') } },
    });
    await waitFor('the new key', async () => ((await keys.resolve('second-key-0123456789')) ? true : undefined), 10_000);
    expect(await keys.resolve('first-key-0123456789')).toBeUndefined();
  });
});
