import { NotFoundError } from '../model/errors.js';
import type { KindName } from '../model/kinds.js';
import { isDeleting } from '../store/objects.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';

const LABEL: Record<KindName, string> = {
  project: 'Project',
  chapter: 'Chapter',
  prompt: 'Prompt',
  export: 'Export',
  asset: 'Asset',
  webhook: 'Webhook',
  delivery: 'Webhook delivery',
  batch: 'Batch',
};

/**
 * The caller's object of this kind, or NOT_FOUND (confirmed against the backend, not only a cache). Another
 * tenant's object is reported exactly like a missing one, so ids cannot be probed across tenants. An object being deleted is gone as far as callers are concerned: only
 * the controller still sees it, while it cleans up (core/deletion.ts).
 */
export async function getOwned<K extends KindName>(
  store: Store,
  caller: Caller,
  kind: K,
  id: string,
  hint?: string,
  options: { consistent?: boolean } = {},
): Promise<StoredObject<K>> {
  const visible = (o: StoredObject<K> | undefined): o is StoredObject<K> => o !== undefined && o.spec.tenant === caller.tenant && !isDeleting(o);
  const cached = options.consistent ? undefined : await store.get(kind, id);
  if (visible(cached)) return cached;
  // A 404 is confirmed by the backend itself: another API replica may have just created it (its write not yet in
  // this replica's cache), and a client that was answered 201 there must not be told 404 here.
  const latest = await store.get(kind, id, { consistent: true });
  if (!visible(latest)) throw new NotFoundError(LABEL[kind], hint);
  return latest;
}

/** The objects of a list the caller may see: those being deleted are left out (see getOwned). */
export function live<K extends KindName>(objects: StoredObject<K>[]): StoredObject<K>[] {
  return objects.filter((o) => !isDeleting(o));
}
