import type { KindName } from '../model/kinds.js';
import { compareForList, copyOf, hasLabels } from './objects.js';
import type { ListOptions, ListPage, PageWindow, StoredObject } from './store.js';

interface KindIndex {
  byId: Map<string, StoredObject>;
  /** spec.tenant → id → object: a tenant's list never scans other tenants' objects. */
  byTenant: Map<string, Map<string, StoredObject>>;
}

/**
 * The in-memory state both adapters read from: objects by kind and id, plus a per-tenant index. It holds the
 * store's own objects; callers of the store only ever see copies (objects.ts copyOf), so entries are replaced,
 * never mutated in place.
 */
export class ObjectIndex {
  private readonly kinds = new Map<KindName, KindIndex>();

  private kindIndex(kind: KindName): KindIndex {
    let index = this.kinds.get(kind);
    if (!index) {
      index = { byId: new Map(), byTenant: new Map() };
      this.kinds.set(kind, index);
    }
    return index;
  }

  get<K extends KindName>(kind: K, id: string): StoredObject<K> | undefined {
    return this.kindIndex(kind).byId.get(id) as StoredObject<K> | undefined;
  }

  /** Inserts or replaces the object with the id in `spec.id`. */
  set(object: StoredObject): void {
    const index = this.kindIndex(object.kind);
    const previous = index.byId.get(object.spec.id);
    if (previous && previous.spec.tenant !== object.spec.tenant) this.unlinkTenant(index, previous);
    index.byId.set(object.spec.id, object);
    let tenant = index.byTenant.get(object.spec.tenant);
    if (!tenant) {
      tenant = new Map();
      index.byTenant.set(object.spec.tenant, tenant);
    }
    tenant.set(object.spec.id, object);
  }

  delete<K extends KindName>(kind: K, id: string): StoredObject<K> | undefined {
    const index = this.kindIndex(kind);
    const previous = index.byId.get(id);
    if (!previous) return undefined;
    index.byId.delete(id);
    this.unlinkTenant(index, previous);
    return previous as StoredObject<K>;
  }

  /** The matching objects, in list order (objects.ts compareForList). */
  list<K extends KindName>(kind: K, options: ListOptions & { where?: (object: StoredObject<K>) => boolean } = {}): StoredObject<K>[] {
    const index = this.kindIndex(kind);
    const candidates = options.tenant === undefined ? index.byId : index.byTenant.get(options.tenant);
    if (!candidates) return [];
    const where = options.where as ((object: StoredObject) => boolean) | undefined;
    const matching: StoredObject[] = [];
    for (const object of candidates.values()) if (hasLabels(object, options.labels) && (!where || where(object))) matching.push(object);
    return matching.sort(compareForList) as StoredObject<K>[];
  }

  /** A window of `list`, as copies: what the stores' listPage serves. */
  page<K extends KindName>(
    kind: K,
    options: ListOptions & { where?: (object: StoredObject<K>) => boolean },
    window: PageWindow,
  ): ListPage<K> {
    const matching = this.list(kind, options);
    return { items: matching.slice(window.offset, window.offset + window.limit).map(copyOf), total: matching.length };
  }

  all<K extends KindName>(kind: K): IterableIterator<StoredObject<K>> {
    return this.kindIndex(kind).byId.values() as IterableIterator<StoredObject<K>>;
  }

  /** Every object of every kind (what a snapshot holds). */
  *everything(): IterableIterator<StoredObject> {
    for (const index of this.kinds.values()) yield* index.byId.values();
  }

  private unlinkTenant(index: KindIndex, object: StoredObject): void {
    const tenant = index.byTenant.get(object.spec.tenant);
    tenant?.delete(object.spec.id);
    if (tenant?.size === 0) index.byTenant.delete(object.spec.tenant);
  }
}
