import { LABELS, type KindName } from '../model/kinds.js';
import { facetsOf } from './facets.js';
import { compareForList, copyOf, hasLabels, isDeleting } from './objects.js';
import type { ListOptions, ListPage, PageWindow, StoredObject } from './store.js';
import { SortedList } from './sorted-list.js';

/**
 * Labels the stores list children by (a project's chapters, a chapter's prompts): each (tenant, label, value) gets a
 * sorted list of its own, so listing one parent's children never scans the tenant.
 */
const INDEXED_LABELS: readonly string[] = [LABELS.project, LABELS.chapter];

interface KindIndex {
  byId: Map<string, StoredObject>;
  /** spec.tenant → the tenant's objects in list order, kept sorted as objects come, change and go. */
  byTenant: Map<string, SortedList<StoredObject>>;
  /** labelKey(tenant, label, value) → those objects in list order. */
  byLabel: Map<string, SortedList<StoredObject>>;
  /** liveKey(tenant) and facetKey(tenant, facet, value) → the live (not deleting) ones of those, in list order. */
  live: Map<string, SortedList<StoredObject>>;
}

/**
 * The in-memory state both adapters read from: objects by kind and id, plus sorted per-tenant and per-label lists
 * kept in list order (objects.ts compareForList) incrementally, so a page of a tenant costs O(log n + page), not a
 * sort of the tenant. It holds the store's own objects; callers of the store only ever see copies (objects.ts
 * copyOf), so entries are replaced, never mutated in place.
 */
export class ObjectIndex {
  private readonly kinds = new Map<KindName, KindIndex>();

  private kindIndex(kind: KindName): KindIndex {
    let index = this.kinds.get(kind);
    if (!index) {
      index = { byId: new Map(), byTenant: new Map(), byLabel: new Map(), live: new Map() };
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
    if (previous) this.unlink(index, previous);
    index.byId.set(object.spec.id, object);
    sortedIn(index.byTenant, object.spec.tenant).insert(object);
    for (const label of INDEXED_LABELS) {
      const value = object.metadata.labels[label];
      if (value !== undefined) sortedIn(index.byLabel, labelKey(object.spec.tenant, label, value)).insert(object);
    }
    for (const key of liveKeys(object)) sortedIn(index.live, key).insert(object);
  }

  delete<K extends KindName>(kind: K, id: string): StoredObject<K> | undefined {
    const index = this.kindIndex(kind);
    const previous = index.byId.get(id);
    if (!previous) return undefined;
    index.byId.delete(id);
    this.unlink(index, previous);
    return previous as StoredObject<K>;
  }

  /** The matching objects, in list order (objects.ts compareForList). */
  list<K extends KindName>(kind: K, options: ListOptions & { where?: (object: StoredObject<K>) => boolean } = {}): StoredObject<K>[] {
    const source = this.source(kind, options);
    if (!source) return [];
    const where = options.where as ((object: StoredObject) => boolean) | undefined;
    const matching: StoredObject[] = [];
    for (const object of source.objects) if ((!source.narrow || this.matches(object, options)) && (!where || where(object))) matching.push(object);
    if (source.unsorted) matching.sort(compareForList);
    return matching as StoredObject<K>[];
  }

  /**
   * A window of `list`, as copies: what the stores' listPage serves. When a sorted index holds exactly the matching
   * objects (a tenant, or a tenant's children of one parent, without `where`), only the window is read.
   */
  page<K extends KindName>(kind: K, options: ListOptions & { where?: (object: StoredObject<K>) => boolean }, window: PageWindow): ListPage<K> {
    const source = this.source(kind, options);
    if (source?.sorted && !source.narrow && !options.where) {
      return { items: source.sorted.slice(window.offset, window.limit).map(copyOf) as StoredObject<K>[], total: source.sorted.size };
    }
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

  /**
   * The smallest index that holds every matching object: a tenant's child-of-one-parent list, the tenant's list, or
   * (no tenant) the whole kind, unsorted. `narrow`: it may hold objects that do not match, so filter it.
   */
  private source(kind: KindName, options: ListOptions): { objects: Iterable<StoredObject>; sorted?: SortedList<StoredObject>; unsorted?: boolean; narrow: boolean } | undefined {
    const index = this.kindIndex(kind);
    const labels = options.labels ? Object.entries(options.labels) : [];
    const facets = options.facets ? Object.entries(options.facets) : [];
    const live = options.live === true || facets.length > 0;
    if (options.tenant === undefined) return { objects: index.byId.values(), unsorted: true, narrow: labels.length > 0 || live };
    if (live && labels.length === 0) {
      // The smallest of the lists that hold every match; narrowed when it may hold others (a second facet).
      const tenant = options.tenant;
      const candidates = facets.length > 0 ? facets.map(([facet, value]) => index.live.get(facetKey(tenant, facet, value))) : [index.live.get(liveKey(tenant))];
      if (candidates.some((list) => list === undefined)) return undefined;
      const sorted = (candidates as SortedList<StoredObject>[]).reduce((a, b) => (b.size < a.size ? b : a));
      return { objects: sorted.values(), sorted, narrow: facets.length > 1 };
    }
    const indexed = labels.find(([key]) => INDEXED_LABELS.includes(key));
    if (indexed) {
      const sorted = index.byLabel.get(labelKey(options.tenant, indexed[0], indexed[1]));
      return sorted && { objects: sorted.values(), sorted, narrow: labels.length > 1 || live };
    }
    const sorted = index.byTenant.get(options.tenant);
    return sorted && { objects: sorted.values(), sorted, narrow: labels.length > 0 || live };
  }

  private matches(object: StoredObject, options: ListOptions): boolean {
    if (options.tenant !== undefined && object.spec.tenant !== options.tenant) return false;
    if (!hasLabels(object, options.labels)) return false;
    if ((options.live || options.facets) && isDeleting(object)) return false;
    if (options.facets) {
      const facets = facetsOf(object);
      for (const [facet, value] of Object.entries(options.facets)) if (facets[facet] !== value) return false;
    }
    return true;
  }

  private unlink(index: KindIndex, object: StoredObject): void {
    removeFrom(index.byTenant, object.spec.tenant, object);
    for (const label of INDEXED_LABELS) {
      const value = object.metadata.labels[label];
      if (value !== undefined) removeFrom(index.byLabel, labelKey(object.spec.tenant, label, value), object);
    }
    for (const key of liveKeys(object)) removeFrom(index.live, key, object);
  }
}

/** The live lists an object belongs in: none while it is being deleted. */
function liveKeys(object: StoredObject): string[] {
  if (isDeleting(object)) return [];
  const tenant = object.spec.tenant;
  return [liveKey(tenant), ...Object.entries(facetsOf(object)).map(([facet, value]) => facetKey(tenant, facet, value))];
}

function liveKey(tenant: string): string {
  return `live\u0000${tenant}`;
}

function facetKey(tenant: string, facet: string, value: string): string {
  return `facet\u0000${tenant}\u0000${facet}\u0000${value}`;
}

function sortedIn(lists: Map<string, SortedList<StoredObject>>, key: string): SortedList<StoredObject> {
  let list = lists.get(key);
  if (!list) {
    list = new SortedList(compareForList);
    lists.set(key, list);
  }
  return list;
}

function removeFrom(lists: Map<string, SortedList<StoredObject>>, key: string, object: StoredObject): void {
  const list = lists.get(key);
  if (!list) return;
  list.remove(object);
  if (list.size === 0) lists.delete(key);
}

function labelKey(tenant: string, label: string, value: string): string {
  return `${tenant}\u0000${label}=${value}`;
}
