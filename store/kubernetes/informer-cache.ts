import type { KindName } from '../../model/kinds.js';
import { ObjectIndex } from '../object-index.js';
import type { StoredObject } from '../store.js';
import { WatchHub } from '../watch-hub.js';
import type { Cached, PreservedMetadata } from './custom-resource.js';
import { isNewerVersion, isOlderVersion, laterVersion } from './resource-version.js';

/**
 * The read side of the Kubernetes store: what the informers and the store's own writes have seen, indexed by id
 * and by tenant (ObjectIndex), with every change announced to watchers (WatchHub).
 *
 * Three sources feed it and they race: informer events, full lists (first sync, informer restarts, 410 relists),
 * and write responses (put in at once, so a write is readable as soon as it returns). What keeps them consistent:
 * - a version never replaces a newer one (resource-version.ts), so a late event cannot undo a write;
 * - the store's own delete leaves a tombstone at the object's last version, so a late event or a list taken just
 *   before the delete cannot bring it back; the tombstone goes when the informer reports the deletion itself, or
 *   a list no longer contains the object.
 */
export class InformerCache {
  readonly index = new ObjectIndex();
  readonly hub = new WatchHub();
  private readonly preserved = new Map<string, PreservedMetadata>();
  private readonly tombstones = new Map<string, string>();

  /** Takes an object seen in an event, a list or a write response; returns what the cache now holds for its id. */
  upsert<K extends KindName>(object: StoredObject<K>, preserved?: PreservedMetadata): StoredObject<K> {
    const key = keyOf(object.kind, object.spec.id);
    const version = object.metadata.resourceVersion;
    const current = this.index.get(object.kind, object.spec.id);
    if (current && !isNewerVersion(version, current.metadata.resourceVersion)) return current;
    const tombstone = this.tombstones.get(key);
    if (tombstone !== undefined) {
      if (!isNewerVersion(version, tombstone)) return object; // a version from before the store deleted it
      this.tombstones.delete(key); // a newer incarnation
    }
    this.index.set(object);
    // Most objects have nothing to preserve: no entry at all for them.
    if (preserved) this.preserved.set(key, preserved);
    else this.preserved.delete(key);
    this.hub.emit(current ? 'MODIFIED' : 'ADDED', object);
    return object;
  }

  /**
   * The informer saw the object deleted (`version` is the deletion's, when known). A deletion older than the
   * cached object belongs to an earlier incarnation and is ignored.
   */
  removeObserved(kind: KindName, id: string, version?: string): void {
    this.tombstones.delete(keyOf(kind, id));
    const current = this.index.get(kind, id);
    if (!current || (version !== undefined && isOlderVersion(version, current.metadata.resourceVersion))) return;
    this.drop(current);
  }

  /** This store deleted the object; `lastVersion` is the version the delete response carried, if any. */
  removeWritten(kind: KindName, id: string, lastVersion?: string): void {
    const current = this.index.get(kind, id);
    const cachedVersion = current?.metadata.resourceVersion;
    const version = cachedVersion !== undefined && lastVersion !== undefined ? laterVersion(cachedVersion, lastVersion) : (lastVersion ?? cachedVersion);
    if (version !== undefined) this.tombstones.set(keyOf(kind, id), version);
    if (current) this.drop(current);
  }

  /**
   * Makes the cache match a full list taken at `listVersion`: objects missing from it are gone (DELETED), except
   * those this store wrote after the list was taken (provably newer than it: the list could not contain them yet).
   */
  resync(kind: KindName, items: Cached[], listVersion: string): void {
    const listed = new Set(items.map(({ object }) => object.spec.id));
    for (const cached of [...this.index.all(kind)]) {
      if (listed.has(cached.spec.id) || isOlderVersion(listVersion, cached.metadata.resourceVersion)) continue;
      this.drop(cached);
    }
    for (const key of [...this.tombstones.keys()]) {
      const [tombKind, id] = key.split('/') as [string, string];
      if (tombKind === kind && !listed.has(id)) this.tombstones.delete(key);
    }
    for (const { object, preserved } of items) this.upsert(object, preserved);
  }

  preservedMetadata(kind: KindName, id: string): PreservedMetadata | undefined {
    return this.preserved.get(keyOf(kind, id));
  }

  private drop(object: StoredObject): void {
    this.index.delete(object.kind, object.spec.id);
    this.preserved.delete(keyOf(object.kind, object.spec.id));
    this.hub.emit('DELETED', object);
  }
}

function keyOf(kind: string, id: string): string {
  return `${kind}/${id}`;
}
