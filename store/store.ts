import type { KindName, SpecOf, StatusOf } from '../model/kinds.js';

/*
 * The store port. Both adapters (Kubernetes custom resources, and the embedded store on local disk) give the
 * Kubernetes API's semantics, so the API and the controller are written once:
 * - objects are addressed by kind and public id; each adapter maps the id to its own key;
 * - every write returns the object with a new `resourceVersion`; an update or status update that carries a stale
 *   `resourceVersion` fails with StoreConflictError (optimistic concurrency, no process-local locks);
 * - `update` writes spec and labels only, `updateStatus` writes status only (the status subresource);
 * - `generation` increments on spec changes only;
 * - reads are served from a cache kept current by a watch, and a write is visible to reads from the same store
 *   as soon as the write returns (read-your-writes);
 * - `watch` first replays every existing object as ADDED, then streams changes in order;
 * - finalizers: `delete` of an object that has finalizers only marks it (`deletionTimestamp`, a MODIFIED event); it
 *   stays, readable and listed, until an `update` removes its last finalizer, which deletes it (a DELETED event).
 *   A deleting object takes no new finalizers.
 */

export interface ObjectMeta {
  /** The object name derived from the id (model/ids.ts objectNameForId). */
  name: string;
  resourceVersion: string;
  generation: number;
  creationTimestamp: string;
  labels: Record<string, string>;
  uid: string;
  /** Set (only) on objects with finalizers: the controller removes each once its cleanup is done. */
  finalizers?: string[];
  /** When `delete` was called on an object that still had finalizers; the object is gone once they are. */
  deletionTimestamp?: string;
}

export interface StoredObject<K extends KindName = KindName> {
  kind: K;
  metadata: ObjectMeta;
  spec: SpecOf<K>;
  status: StatusOf<K>;
}

export interface NewObject<K extends KindName> {
  spec: SpecOf<K>;
  status?: StatusOf<K>;
  /** Extra labels; the store always sets the id and tenant labels itself (model/kinds.ts LABELS). */
  labels?: Record<string, string>;
  /** Finalizers the object is born with (no extra write, unlike adding them later). */
  finalizers?: string[];
}

/** An object as read, changed by the caller, and written back with its resourceVersion. */
export type ObjectUpdate<K extends KindName> = Pick<StoredObject<K>, 'spec' | 'status'> & {
  metadata: Pick<ObjectMeta, 'resourceVersion'> & Partial<Pick<ObjectMeta, 'labels' | 'finalizers'>>;
};

export interface ListOptions {
  /** Only objects whose spec.tenant equals this (served from a per-tenant index). */
  tenant?: string;
  /** Only objects carrying all of these labels. */
  labels?: Record<string, string>;
  /**
   * Only objects not being deleted (no deletionTimestamp): what the API lists. With a tenant, served from that
   * tenant's index of live objects, so a page does not scan the tenant to leave deleting objects out.
   */
  live?: boolean;
  /**
   * Only live objects with these facet values (store/facets.ts: e.g. an asset's state and content type), served
   * from per-(tenant, facet, value) indexes of live objects; implies `live`.
   */
  facets?: Record<string, string>;
}

/** A window of a list, and how many objects the whole list holds. */
export interface ListPage<K extends KindName> {
  items: StoredObject<K>[];
  total: number;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';
export interface WatchEvent<K extends KindName> {
  type: WatchEventType;
  object: StoredObject<K>;
}
export type Unsubscribe = () => void;

export interface GetOptions {
  /**
   * Read the backend itself, not a cache: another API replica's write may not have reached this replica's cache
   * yet (the Kubernetes store's informers lag by milliseconds, more under load). For what must not be stale: a
   * 404 about to be answered, the export a client polls right after starting it.
   */
  consistent?: boolean;
}

export interface Store {
  get<K extends KindName>(kind: K, id: string, options?: GetOptions): Promise<StoredObject<K> | undefined>;
  /** Ordered by spec.createdAt, then id: the order lists are served in. */
  list<K extends KindName>(kind: K, options?: ListOptions): Promise<StoredObject<K>[]>;
  /**
   * One window of `list`, narrowed by `where` first: only the objects in the window are copied, so a page of a
   * tenant with 10,000 projects costs a sort, not a deep copy of all of them. `where` sees the store's own objects
   * and must not change them.
   */
  listPage<K extends KindName>(
    kind: K,
    options: ListOptions & { where?: (object: StoredObject<K>) => boolean },
    window: PageWindow,
  ): Promise<ListPage<K>>;
  /** Fails with StoreAlreadyExistsError when the id is taken. */
  create<K extends KindName>(kind: K, object: NewObject<K>): Promise<StoredObject<K>>;
  /** Finalizers given replace the object's (left out, they stay); removing a deleting object's last one deletes it. */
  update<K extends KindName>(kind: K, object: ObjectUpdate<K> & { spec: { id: string } }): Promise<StoredObject<K>>;
  updateStatus<K extends KindName>(
    kind: K,
    object: ObjectUpdate<K> & { spec: { id: string } },
  ): Promise<StoredObject<K>>;
  /** Deleting a missing object is not an error. An object with finalizers is only marked (see above). */
  delete(kind: KindName, id: string): Promise<void>;
  watch<K extends KindName>(kind: K, onEvent: (event: WatchEvent<K>) => void): Unsubscribe;
  /** Resolves once the caches have synced. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The resourceVersion given was stale: re-read, recompute, retry. */
export class StoreConflictError extends Error {
  constructor(kind: string, id: string) {
    super(`${kind} ${id} was modified concurrently`);
    this.name = 'StoreConflictError';
  }
}

export class StoreAlreadyExistsError extends Error {
  constructor(kind: string, id: string) {
    super(`${kind} ${id} already exists`);
    this.name = 'StoreAlreadyExistsError';
  }
}

export class StoreNotFoundError extends Error {
  constructor(kind: string, id: string) {
    super(`${kind} ${id} not found`);
    this.name = 'StoreNotFoundError';
  }
}
