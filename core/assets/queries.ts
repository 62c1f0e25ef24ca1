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
  // Facets (store/facets.ts), not a `where`: a filtered page is served from an index, not a scan of the tenant.
  const facets = { ...(state ? { state } : {}), ...(filter.contentType ? { contentType: filter.contentType } : {}) };
  return store.listPage('asset', { tenant: caller.tenant, live: true, facets }, page);
}

export function getAsset(store: Store, caller: Caller, id: string): Promise<AssetObject> {
  return getOwned(store, caller, 'asset', id);
}
