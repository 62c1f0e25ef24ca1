import { CoreV1Api, type KubeConfig, type V1Secret } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import type { Caller } from '../core/caller.js';
import { watchForever } from '../lib/kube/watch-loop.js';
import { matchKey, type ApiKeys, type KeyRecord } from './api-keys.js';

/**
 * Parses the keys Secret: one entry per key, whose value is `<sha256 hex of the key>:<tenant>`. The entry's name
 * is a label for people (`kubectl get secret -o yaml` shows which keys exist). Malformed entries are skipped and
 * reported, so one bad entry cannot lock every tenant out.
 */
export function recordsFromSecret(secret: Pick<V1Secret, 'data'>): { records: KeyRecord[]; invalid: string[] } {
  const records: KeyRecord[] = [];
  const invalid: string[] = [];
  for (const [name, encoded] of Object.entries(secret.data ?? {})) {
    const value = Buffer.from(encoded, 'base64').toString('utf8').trim();
    const match = /^([0-9a-f]{64}):(.+)$/.exec(value);
    if (match) records.push({ hash: match[1]!, tenant: match[2]! });
    else invalid.push(name);
  }
  return { records, invalid };
}

/**
 * API keys from a Secret that holds only their SHA-256 hashes. The Secret is listed and watched by name (so the
 * API's RBAC can be limited to this one Secret). Only a real change of the Secret changes the keys: a watch error
 * or an unreachable apiserver keeps the last keys read, so an apiserver restart or upgrade locks no client out.
 */
export class SecretApiKeys implements ApiKeys {
  private records: KeyRecord[] = [];
  private stopWatch?: () => void;

  constructor(
    private readonly kubeConfig: KubeConfig,
    private readonly namespace: string,
    private readonly secretName: string,
    private readonly logger: Logger,
  ) {}

  async resolve(token: string): Promise<Caller | undefined> {
    return matchKey(this.records, token);
  }

  /** Resolves after the first read of the Secret (a missing Secret means no keys yet, not an error). */
  async start(): Promise<void> {
    const resourceVersion = await this.load();
    this.stopWatch = watchForever({
      kubeConfig: this.kubeConfig,
      path: `/api/v1/namespaces/${this.namespace}/secrets`,
      query: { fieldSelector: this.fieldSelector },
      resourceVersion,
      list: () => this.load(),
      onEvent: (type, secret) => this.apply(type === 'DELETED' ? undefined : (secret as V1Secret)),
      logger: this.logger,
    });
  }

  stop(): void {
    this.stopWatch?.();
  }

  private apply(secret: V1Secret | undefined): void {
    const { records, invalid } = recordsFromSecret(secret ?? {});
    if (invalid.length) this.logger.warn({ secret: this.secretName, entries: invalid }, 'ignoring malformed API key entries');
    this.records = records;
    this.logger.info({ secret: this.secretName, keys: records.length }, 'loaded API keys');
  }

  private get fieldSelector(): string {
    return `metadata.name=${this.secretName}`;
  }

  /** A list, not a get: it gives the version to watch from, and an empty list (no Secret yet) is not an error. */
  private async load(): Promise<string> {
    const api = this.kubeConfig.makeApiClient(CoreV1Api);
    const list = await api.listNamespacedSecret({ namespace: this.namespace, fieldSelector: this.fieldSelector });
    this.apply(list.items[0]);
    return list.metadata?.resourceVersion ?? '';
  }
}
