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
    expect(Buffer.from(secret.data!['admin-made']!, 'base64').toString()).not.toContain(key);
    expect(await admin.revoke('admin-made')).toBe(true);
    await waitFor('the revocation', async () => ((await keys.resolve(key)) ? undefined : true), 10_000);
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
