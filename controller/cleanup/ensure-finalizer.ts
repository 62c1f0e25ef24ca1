import { CLEANUP_FINALIZER } from '../../core/deletion.js';
import type { KindName } from '../../model/kinds.js';
import { isDeleting } from '../../store/objects.js';
import type { Store, StoredObject } from '../../store/store.js';

/**
 * Gives a live object the cleanup finalizer before its reconciler starts work that writes storage, so that any
 * later deletion, `kubectl delete` included, goes through the cleanup (finish-deletion.ts) instead of leaving its
 * objects in storage. The API adds it too when it deletes; an object created straight with kubectl has none until
 * its reconciler first sees it. Level-triggered: one update, and a conflict only means the next pass adds it.
 */
export async function withCleanupFinalizer<K extends KindName>(store: Store, kind: K, object: StoredObject<K>): Promise<StoredObject<K>> {
  const finalizers = object.metadata.finalizers ?? [];
  if (isDeleting(object) || finalizers.includes(CLEANUP_FINALIZER)) return object;
  return store.update(kind, { ...object, metadata: { ...object.metadata, finalizers: [...finalizers, CLEANUP_FINALIZER] } } as never);
}
