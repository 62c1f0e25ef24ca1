import { renderableKey } from '../core/assets/rendition.js';
import { JobProgress, JobResult, type JobAsset } from '../engine/job-spec.js';
import { getJson } from '../engine/storage-files.js';
import { assetKindOf } from '../model/fields.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';

/*
 * What a render job is given and what it leaves behind, as every reconciler that launches one reads them: the
 * assets it may use, its progress report and its result.
 */

/** The assets of `ids` that belong to `tenant`, as the engine reads them (another tenant's is like a missing one). */
export async function jobAssets(store: Store, tenant: string, ids: readonly string[]): Promise<JobAsset[]> {
  const assets: JobAsset[] = [];
  for (const id of [...new Set(ids)].slice(0, 100)) {
    const asset = await store.get('asset', id);
    if (!asset || asset.spec.tenant !== tenant) continue;
    const kind = assetKindOf(asset.spec.contentType);
    if (!kind) continue;
    // Issue 17: an SVG is rendered from its PNG rendition (made at probe time; core/assets/rendition.ts), never
    // from the SVG itself; every other type from its own bytes.
    const seconds = kind === 'video' && asset.status.duration ? { seconds: asset.status.duration } : {};
    assets.push({ id, kind, key: renderableKey(asset), ready: asset.status.state === 'ready', name: asset.spec.name, ...seconds });
  }
  return assets;
}

export async function readProgress(storage: ObjectStorage, key: string): Promise<number | undefined> {
  return (await readProgressReport(storage, key))?.progress;
}

/** The job's whole progress report (with its pieces done, when it renders in pieces). */
export async function readProgressReport(storage: ObjectStorage, key: string): Promise<JobProgress | undefined> {
  try {
    return JobProgress.parse(await getJson(storage, key));
  } catch {
    return undefined;
  }
}

export async function readResult(storage: ObjectStorage, key: string): Promise<JobResult | undefined> {
  try {
    return JobResult.parse(await getJson(storage, key));
  } catch {
    return undefined;
  }
}

