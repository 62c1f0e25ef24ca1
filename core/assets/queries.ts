import { isDeleting } from '../../store/objects.js';
import type { Store } from '../../store/store.js';
import type { Caller } from '../caller.js';
import { getOwned } from '../owned.js';
import type { Page, PageRequest } from '../page.js';
import type { AssetObject } from './upload.js';

export interface AssetFilter {
  contentType?: string;
  /** The list's vocabulary: `failed` selects assets in state `error`. */
  state?: 'uploading' | 'processing' | 'ready' | 'failed' | 'error';
}

export async function listAssets(store: Store, caller: Caller, filter: AssetFilter, page: PageRequest): Promise<Page<AssetObject>> {
  const state = filter.state === 'failed' ? 'error' : filter.state;
  const where = (a: AssetObject) =>
    !isDeleting(a) &&
    (!filter.contentType || a.spec.contentType === filter.contentType) && (!state || (a.status.state ?? 'uploading') === state);
  return store.listPage('asset', { tenant: caller.tenant, where }, page);
}

export function getAsset(store: Store, caller: Caller, id: string): Promise<AssetObject> {
  return getOwned(store, caller, 'asset', id);
}
