import { NotFoundError } from '../model/errors.js';
import type { KindName } from '../model/kinds.js';
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
};

/**
 * The caller's object of this kind, or NOT_FOUND. Another tenant's object is reported exactly like a missing one,
 * so ids cannot be probed across tenants.
 */
export async function getOwned<K extends KindName>(
  store: Store,
  caller: Caller,
  kind: K,
  id: string,
  hint?: string,
): Promise<StoredObject<K>> {
  const object = await store.get(kind, id);
  if (!object || object.spec.tenant !== caller.tenant) throw new NotFoundError(LABEL[kind], hint);
  return object;
}
