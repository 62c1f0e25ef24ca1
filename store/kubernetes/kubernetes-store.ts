import { CustomObjectsApi, type KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { withKeepAlive } from '../../lib/kube/keep-alive.js';
import { objectNameForId } from '../../model/ids.js';
import { KINDS, type KindName, type StatusOf } from '../../model/kinds.js';
import { copyOf, storeLabels, validFinalizers, validLabels, validSpec, validStatus } from '../objects.js';
import {
  StoreConflictError,
  type GetOptions,
  type ListOptions,
  type ListPage,
  type PageWindow,
  type NewObject,
  type ObjectUpdate,
  type Store,
  type StoredObject,
  type Unsubscribe,
  type WatchEvent,
} from '../store.js';
import { isNotFound, storeError } from './api-errors.js';
import { cachedFromResource, collectionPath, fromCustomResource, isBeingDeleted, resourceOf, toCustomResource, type Cached, type CustomResource } from './custom-resource.js';
import { InformerCache } from './informer-cache.js';
import { KindInformer } from './kind-informer.js';

export interface KubernetesStoreOptions {
  logger?: Logger;
  /** Backoff of a failed list or watch (first wait, and the most it doubles to). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Objects per list request (default 5,000): bounds the memory a list needs at once to one page of full objects.
   * Measured on the test apiserver with 60,000 projects: pages of 500 took 19.6 s to list them all, pages of 5,000
   * 13.7 s, one request 10.0 s (and a transient copy of everything): each page costs the apiserver a pass of its own.
   */
  listPageSize?: number;
}

const KIND_NAMES = Object.keys(KINDS) as KindName[];
/** Names this store's writes in managedFields (instead of the HTTP library's user agent). */
const FIELD_MANAGER = 'montage';
/** Attempts at writing the initial status of a new object when others write its status at the same time. */
const INITIAL_STATUS_ATTEMPTS = 5;

/**
 * Montage objects as custom resources (montage.dev/v1alpha1) in one namespace. Writes go to the apiserver
 * (CustomObjectsApi), which provides optimistic concurrency: a replace carrying a stale metadata.resourceVersion
 * gets 409 Conflict. Reads are served from informer caches (one informer per kind, kept alive by KindInformer),
 * never by a request per read; a write's response goes into the cache at once, so it is readable on return.
 */
export class KubernetesStore implements Store {
  private readonly api: CustomObjectsApi;
  private readonly cache = new InformerCache();
  private readonly informers: Map<KindName, KindInformer<Cached>>;
  private synced: Promise<void> | undefined;

  constructor(
    kubeConfig: KubeConfig,
    private readonly namespace: string,
    private readonly options: KubernetesStoreOptions = {},
  ) {
    // One keep-alive agent for all of this client's requests (client-node 1.3 would build one per request).
    this.api = withKeepAlive(kubeConfig).makeApiClient(CustomObjectsApi);
    this.informers = new Map(KIND_NAMES.map((kind) => [kind, this.informerFor(kubeConfig, kind)]));
  }

  start(): Promise<void> {
    if (!this.synced) {
      this.synced = Promise.all([...this.informers.values()].map((informer) => informer.start())).then(() => undefined);
      // It rejects only if stop() comes first; whoever awaits start() sees that, nobody else must crash on it.
      this.synced.catch(() => undefined);
    }
    return this.synced;
  }

  async stop(): Promise<void> {
    this.synced = undefined;
    for (const informer of this.informers.values()) informer.stop();
    this.cache.hub.clear();
  }

  /**
   * Lists every kind again and watches from there: the full resync a 410 Gone causes. Resolves once every new list
   * is in the cache.
   */
  async resync(): Promise<void> {
    await Promise.all([...this.informers.values()].map((informer) => informer.restart()));
  }

  async get<K extends KindName>(kind: K, id: string, options?: GetOptions): Promise<StoredObject<K> | undefined> {
    await this.ready();
    if (options?.consistent) return this.readLive(kind, id);
    const object = this.cache.index.get(kind, id);
    return object && copyOf(object);
  }

  /** The object as the apiserver has it now (a quorum read), also put into the cache; undefined when there is none. */
  private async readLive<K extends KindName>(kind: K, id: string): Promise<StoredObject<K> | undefined> {
    try {
      return copyOf(this.accept(kind, await this.api.getNamespacedCustomObject({ ...this.resource(kind), name: objectNameForId(id) })));
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async list<K extends KindName>(kind: K, options?: ListOptions): Promise<StoredObject<K>[]> {
    await this.ready();
    return this.cache.index.list(kind, options).map(copyOf);
  }

  async listPage<K extends KindName>(
    kind: K,
    options: ListOptions & { where?: (object: StoredObject<K>) => boolean },
    window: PageWindow,
  ): Promise<ListPage<K>> {
    await this.ready();
    return this.cache.index.page(kind, options, window);
  }

  async create<K extends KindName>(kind: K, object: NewObject<K>): Promise<StoredObject<K>> {
    const spec = validSpec(kind, object.spec);
    const status = validStatus(kind, object.status);
    const labels = storeLabels(spec, validLabels(object.labels));
    await this.ready();
    const name = objectNameForId(spec.id);
    let created: StoredObject<K>;
    try {
      const finalizers = validFinalizers(object.finalizers);
      const body = toCustomResource(kind, { name, namespace: this.namespace, labels }, spec, {}, finalizers?.length ? { finalizers } : {});
      created = this.accept(kind, await this.api.createNamespacedCustomObject({ ...this.resource(kind), body, fieldManager: FIELD_MANAGER }));
    } catch (err) {
      throw storeError(err, 'create', kind, spec.id);
    }
    // The apiserver drops status on create (it belongs to the status subresource): write it right after.
    if (Object.keys(status).length > 0) created = await this.writeInitialStatus(kind, created, status);
    return copyOf(created);
  }

  async update<K extends KindName>(kind: K, object: ObjectUpdate<K> & { spec: { id: string } }): Promise<StoredObject<K>> {
    const spec = validSpec(kind, object.spec);
    const extraLabels = validLabels(object.metadata.labels);
    await this.ready();
    const cached = this.cache.index.get(kind, spec.id);
    // A PUT replaces all labels: labels left out of the update keep their cached values, as in the embedded store.
    const labels = storeLabels(spec, extraLabels ?? cached?.metadata.labels);
    const meta = { name: objectNameForId(spec.id), namespace: this.namespace, labels, resourceVersion: object.metadata.resourceVersion };
    const finalizers = validFinalizers(object.metadata.finalizers);
    const preserved = { ...this.cache.preservedMetadata(kind, spec.id), ...(finalizers ? { finalizers } : {}) };
    const body = toCustomResource(kind, meta, spec, this.sameVersion(cached, object)?.status, preserved);
    let replaced: CustomResource;
    try {
      replaced = (await this.api.replaceNamespacedCustomObject({ ...this.resource(kind), name: meta.name, body, fieldManager: FIELD_MANAGER })) as CustomResource;
    } catch (err) {
      throw storeError(err, 'replace', kind, spec.id);
    }
    const written = fromCustomResource(kind, replaced);
    // The last finalizer of a deleting object removed: the apiserver deleted it with this write.
    if (written && isBeingDeleted(replaced) && !replaced.metadata?.finalizers?.length) {
      this.cache.removeWritten(kind, spec.id, replaced.metadata?.resourceVersion);
      return written;
    }
    return copyOf(this.accept(kind, replaced));
  }

  async updateStatus<K extends KindName>(kind: K, object: ObjectUpdate<K> & { spec: { id: string } }): Promise<StoredObject<K>> {
    const status = validStatus(kind, object.status);
    await this.ready();
    return copyOf(await this.replaceStatus(kind, object, status));
  }

  async delete(kind: KindName, id: string): Promise<void> {
    await this.ready();
    let response: CustomResource;
    try {
      response = (await this.api.deleteNamespacedCustomObject({ ...this.resource(kind), name: objectNameForId(id) })) as CustomResource;
    } catch (err) {
      if (!isNotFound(err)) throw storeError(err, 'delete', kind, id);
      this.cache.removeWritten(kind, id);
      return;
    }
    // With finalizers the object stays (marked for deletion) until they are removed; the informer reports the rest.
    if (isBeingDeleted(response) && (response.metadata?.finalizers?.length ?? 0) > 0) this.accept(kind, response);
    else this.cache.removeWritten(kind, id, response.metadata?.resourceVersion);
  }

  watch<K extends KindName>(kind: K, onEvent: (event: WatchEvent<K>) => void): Unsubscribe {
    return this.cache.hub.subscribe(kind, this.cache.index.list(kind), onEvent);
  }

  private async replaceStatus<K extends KindName>(
    kind: K,
    object: Pick<ObjectUpdate<K>, 'spec' | 'metadata'> & { spec: { id: string } },
    status: StatusOf<K>,
  ): Promise<StoredObject<K>> {
    const id = object.spec.id;
    const name = objectNameForId(id);
    const cached = this.cache.index.get(kind, id);
    // Spec and labels as they are at the caller's version (see toCustomResource for why they are sent at all).
    const base = this.sameVersion(cached, object) ?? { spec: object.spec, metadata: { labels: object.metadata.labels ?? {} } };
    const labels = storeLabels(base.spec, base.metadata.labels);
    const meta = { name, namespace: this.namespace, labels, resourceVersion: object.metadata.resourceVersion };
    const body = toCustomResource(kind, meta, base.spec, status, this.cache.preservedMetadata(kind, id));
    try {
      return this.accept(kind, await this.api.replaceNamespacedCustomObjectStatus({ ...this.resource(kind), name, body, fieldManager: FIELD_MANAGER }));
    } catch (err) {
      throw storeError(err, 'replace', kind, id);
    }
  }

  /** The cached object if it is at the version the caller wrote from. */
  private sameVersion<K extends KindName>(cached: StoredObject<K> | undefined, object: { metadata: { resourceVersion: string } }): StoredObject<K> | undefined {
    return cached && cached.metadata.resourceVersion === object.metadata.resourceVersion ? cached : undefined;
  }

  /**
   * Kubernetes has no create-with-status, so the caller's initial status is written just after the create. If
   * another writer (a controller reacting to the new object) wrote status in between, its fields win and the
   * initial ones fill the gaps, read fresh from the apiserver.
   */
  private async writeInitialStatus<K extends KindName>(kind: K, created: StoredObject<K>, initial: StatusOf<K>): Promise<StoredObject<K>> {
    let base = created;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.replaceStatus(kind, base, { ...initial, ...base.status });
      } catch (err) {
        if (!(err instanceof StoreConflictError) || attempt >= INITIAL_STATUS_ATTEMPTS) throw err;
        try {
          base = this.accept(kind, await this.api.getNamespacedCustomObject({ ...this.resource(kind), name: created.metadata.name }));
        } catch (getErr) {
          throw storeError(getErr, 'replace', kind, created.spec.id);
        }
      }
    }
  }

  /** Puts a write's response into the cache (read-your-writes) and returns the object. */
  private accept<K extends KindName>(kind: K, response: unknown): StoredObject<K> {
    const resource = response as CustomResource;
    const cached = cachedFromResource(kind, resource);
    if (!cached) throw new Error(`kube-apiserver returned an unexpected ${kind}: ${JSON.stringify(resource.metadata)}`);
    // The response is the object as written, even if the cache already holds something newer.
    this.cache.upsert(cached.object, cached.preserved);
    return cached.object;
  }

  private informerFor(kubeConfig: KubeConfig, kind: KindName): KindInformer<Cached> {
    const limit = this.options.listPageSize ?? 5_000;
    return new KindInformer<Cached>({
      kubeConfig,
      path: collectionPath(kind, this.namespace),
      listPage: async (token) => {
        const list = (await this.api.listNamespacedCustomObject({ ...this.resource(kind), limit, _continue: token })) as {
          items?: KubernetesObject[];
          metadata?: { resourceVersion?: string; continue?: string };
        };
        return { items: list.items ?? [], resourceVersion: list.metadata?.resourceVersion ?? '', continue: list.metadata?.continue || undefined };
      },
      transform: (resource) => cachedFromResource(kind, resource as CustomResource),
      onList: (items, listVersion) => this.cache.resync(kind, items, listVersion),
      onUpsert: ({ object, preserved }) => this.cache.upsert(object, preserved),
      onDelete: ({ object }) => this.cache.removeObserved(kind, object.spec.id, object.metadata.resourceVersion),
      logger: this.options.logger?.child({ component: 'informer', kind }),
      initialDelayMs: this.options.initialDelayMs,
      maxDelayMs: this.options.maxDelayMs,
    });
  }

  private resource(kind: KindName) {
    return { ...resourceOf(kind), namespace: this.namespace };
  }

  private async ready(): Promise<void> {
    if (!this.synced) throw new Error('kubernetes store is not started: call start() first');
    await this.synced;
  }
}
