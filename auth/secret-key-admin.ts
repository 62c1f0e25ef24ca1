import { CoreV1Api, type KubeConfig, type V1Secret } from '@kubernetes/client-node';
import { randomBytes } from 'node:crypto';
import { sha256Hex } from './api-keys.js';
import { newApiKey } from './embedded-keys.js';
import { checkKeyName, type KeyAdmin, type KeyInfo } from './key-admin.js';
import { recordsFromSecret } from './secret-keys.js';

/**
 * `montage keys` in a cluster: entries of the keys Secret (`<name>: <sha256 hex>:<tenant>`), written with the
 * Secret's resourceVersion so two admins cannot lose each other's change. The API re-reads the Secret by itself.
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

  async create(tenant: string, name?: string): Promise<{ key: string; info: KeyInfo }> {
    const keyName = name ?? `key-${randomBytes(3).toString('hex')}`;
    checkKeyName(keyName);
    const key = newApiKey();
    const value = Buffer.from(`${sha256Hex(key)}:${tenant}`).toString('base64');
    const secret = await this.read();
    if (!secret) {
      await this.core.createNamespacedSecret({
        namespace: this.namespace,
        body: { metadata: { name: this.secretName, labels: { 'app.kubernetes.io/name': 'montage' } }, type: 'Opaque', data: { [keyName]: value } },
      });
    } else {
      if (secret.data?.[keyName]) throw new Error(`a key named ${keyName} exists already`);
      await this.core.replaceNamespacedSecret({ name: this.secretName, namespace: this.namespace, body: { ...secret, data: { ...secret.data, [keyName]: value } } });
    }
    return { key, info: { name: keyName, tenant } };
  }

  async list(): Promise<KeyInfo[]> {
    const secret = await this.read();
    return Object.entries(secret?.data ?? {}).flatMap(([name]) => {
      const { records } = recordsFromSecret({ data: { [name]: secret!.data![name]! } });
      return records.map((r) => ({ name, tenant: r.tenant }));
    });
  }

  async revoke(name: string): Promise<boolean> {
    const secret = await this.read();
    if (!secret?.data?.[name]) return false;
    const { [name]: _removed, ...rest } = secret.data;
    await this.core.replaceNamespacedSecret({ name: this.secretName, namespace: this.namespace, body: { ...secret, data: rest } });
    return true;
  }
}
