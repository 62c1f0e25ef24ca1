import type { KindName } from '../model/kinds.js';
import type { StoredObject } from './store.js';

/*
 * Fields a list may be filtered by without a scan: for each kind, the facet values of an object. The object index
 * keeps one sorted list of a tenant's live objects per (facet, value), so a filtered page costs what an unfiltered
 * one does. A facet is derived from the object alone, and objects are replaced, never changed in place, so the
 * lists an object was put in can be found again when it changes.
 */
const FACETS: Partial<Record<KindName, (object: StoredObject) => Record<string, string>>> = {
  asset: (object) => {
    const asset = object as StoredObject<'asset'>;
    return { state: asset.status.state ?? 'uploading', contentType: asset.spec.contentType };
  },
};

export function facetsOf(object: StoredObject): Record<string, string> {
  return FACETS[object.kind]?.(object) ?? {};
}
