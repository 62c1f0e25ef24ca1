import { CoreV1Api, type KubeConfig, type V1Secret } from '@kubernetes/client-node';
import { randomBytes } from 'node:crypto';
import { sha256Hex } from './api-keys.js';
import { newApiKey } from './embedded-keys.js';
import { KEY_NAME, checkKeyName, pickKeyToRevoke, type KeyAdmin, type KeyInfo } from './key-admin.js';
import { recordsFromSecret } from './secret-keys.js';

/** Secret data keys may only hold `[-._a-zA-Z0-9]`, at most 253 characters. */
const MAX_ENTRY_NAME = 253;

/**
 * A tenant as the start of a Secret entry name: `-`, letters and digits as they are, every other UTF-8 byte
 * (`.`, `_`, `:`, `@`...) as `_` and two hex digits. The result holds no `.`, so the first `.` of an entry ends the
 * tenant, and different tenants never share a prefix.
 */
export function tenantEntryPrefix(tenant: string): string {
  let out = '';
  for (const byte of Buffer.from(tenant, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[-a-zA-Z0-9]/.test(char) ? char : `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The entry of the key `name` of `tenant`: `<tenant>.<name>`, e.g. `acme.first`. */
export function secretEntryName(tenant: string, name: string): string {
  const entry = `${tenantEntryPrefix(tenant)}.${name}`;
  if (entry.length > MAX_ENTRY_NAME) throw new Error(`the tenant name is too long for a key Secret entry (${entry.length} > ${MAX_ENTRY_NAME} characters once encoded)`);
  return entry;
}

/**
 * The key an entry holds. The value's tenant is the authority; the entry name gives the key's name: `<tenant>.<name>`,
 * or, for an entry written before key names were per tenant, the whole entry name.
 */
export function keyOfEntry(entry: string, tenant: string): KeyInfo {
  const prefix = `${tenantEntryPrefix(tenant)}.`;
  const name = entry.startsWith(prefix) ? entry.slice(prefix.length) : '';
  return { tenant, name: KEY_NAME.test(name) ? name : entry };
}

/**
 * `montage keys` in a cluster: entries of the keys Secret (`<tenant>.<name>: <sha256 hex>:<tenant>`), written with
 * the Secret's resourceVersion so two admins cannot lose each other's change. The API re-reads the Secret by itself.
 */
export class SecretKeyAdmin implements KeyAdmin {
  private readonly core: CoreV1Api;

  constructor(
    kubeConfig: KubeConfig,
    private readonly namespace: string,
    private readonly secretName: string,
  ) {
    this.core = kubeConfig.makeApiClient(CoreV1Api);
  }

  private async read(): Promise<V1Secret | undefined> {
    try {
      return await this.core.readNamespacedSecret({ name: this.secretName, namespace: this.namespace });
    } catch (err) {
      if ((err as { code?: number }).code === 404) return undefined;
      throw err;
    }
  }

  /** Every well-formed entry, with the key it holds. */
  private entries(secret: V1Secret | undefined): (KeyInfo & { entry: string })[] {
    return Object.entries(secret?.data ?? {}).flatMap(([entry, value]) =>
      recordsFromSecret({ data: { [entry]: value } }).records.map((r) => ({ entry, ...keyOfEntry(entry, r.tenant) })),
    );
  }

  async create(tenant: string, name?: string): Promise<{ key: string; info: KeyInfo }> {
    const keyName = name ?? `key-${randomBytes(3).toString('hex')}`;
    checkKeyName(keyName);
    const entry = secretEntryName(tenant, keyName);
    const key = newApiKey();
    const value = Buffer.from(`${sha256Hex(key)}:${tenant}`).toString('base64');
    const secret = await this.read();
    if (!secret) {
      await this.core.createNamespacedSecret({
        namespace: this.namespace,
        body: { metadata: { name: this.secretName, labels: { 'app.kubernetes.io/name': 'montage' } }, type: 'Opaque', data: { [entry]: value } },
      });
    } else {
      if (this.entries(secret).some((k) => k.tenant === tenant && k.name === keyName)) throw new Error(`tenant ${tenant} has a key named ${keyName} already`);
      if (secret.data?.[entry]) throw new Error(`the keys Secret has a malformed entry ${entry}: remove it first`);
      await this.core.replaceNamespacedSecret({ name: this.secretName, namespace: this.namespace, body: { ...secret, data: { ...secret.data, [entry]: value } } });
    }
    return { key, info: { name: keyName, tenant } };
  }

  async list(): Promise<KeyInfo[]> {
    return this.entries(await this.read()).map(({ name, tenant }) => ({ name, tenant }));
  }

  async revoke(name: string, tenant?: string): Promise<KeyInfo | undefined> {
    const secret = await this.read();
    const target = pickKeyToRevoke(this.entries(secret), name, tenant);
    if (!secret?.data || !target) return undefined;
    const { [target.entry]: _removed, ...rest } = secret.data;
    await this.core.replaceNamespacedSecret({ name: this.secretName, namespace: this.namespace, body: { ...secret, data: rest } });
    return { name: target.name, tenant: target.tenant };
  }
}
