import { z } from 'zod';
import { sceneAssetIds } from '../../core/scene.js';
import type { ExportJob } from '../../engine/job-spec.js';
import { parseSceneDocument } from '../../engine/scene/migrate.js';
import { getJson } from '../../engine/storage-files.js';
import { fillDocument, type AssetFacts } from '../../engine/template/fill.js';
import { parseAssetRef } from '../../engine/template/values.js';
import { assetKindOf } from '../../model/fields.js';
import type { OutputFormat, RenderFormat } from '../../model/format.js';
import { exportRender, resolveOptions } from '../../model/export-encoding.js';
import { chapterRenderHash, renderCacheKey } from '../../model/render-key.js';
import { ObjectNotFoundError, type ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';
import { jobAssets } from '../job-io.js';
import { speechIdentity, transcribeIdentity } from './render-identity.js';

/*
 * The chapters an export renders itself (issue 30), each from its prompt's stored scene document (nothing is
 * interpreted again), named by its content address: a batch row's templated chapters, filled with the row's values
 * and checked; every chapter of an export at a size or rate its renders do not have (1440p, 4K, 50 or 60 fps:
 * model/export-encoding.ts exportRender); and, for burned-in captions, every narrated chapter rendered without them.
 * A render already at that address (another row or export made it the same way) is a plain input of the export's
 * job; otherwise the job renders it there. Other chapters are not planned here: their prompt's own render is joined
 * as it is.
 */

type Export = StoredObject<'export'>;
type JobChapter = ExportJob['chapters'][number];

/** What a render at a content address says of itself: written after the video, so its presence means the render is whole. */
export const RenderMeta = z.object({ durationSeconds: z.number().min(0), captions: z.boolean() });

export interface TemplatePlan {
  /** Why the row cannot be rendered: its values do not fit the template. */
  fail?: string;
  /** The planned chapters by their index in the export. */
  chapters?: Map<number, JobChapter>;
}

/** The caller's assets a row names (as values that read as asset references), with what the template checks of them. */
async function rowAssets(store: Store, tenant: string, values: Record<string, string>): Promise<Map<string, AssetFacts>> {
  const facts = new Map<string, AssetFacts>();
  for (const value of Object.values(values)) {
    const ref = parseAssetRef(value);
    if (!ref.ok || facts.has(ref.value)) continue;
    const asset = await store.get('asset', ref.value);
    // Another tenant's asset is exactly like a missing one.
    if (!asset || asset.spec.tenant !== tenant) continue;
    facts.set(ref.value, { kind: assetKindOf(asset.spec.contentType), ready: (asset.status.state ?? 'uploading') === 'ready' });
  }
  return facts;
}

async function readMeta(storage: ObjectStorage, key: string): Promise<z.infer<typeof RenderMeta> | undefined> {
  try {
    const parsed = RenderMeta.safeParse(await getJson(storage, key));
    return parsed.success ? parsed.data : undefined;
  } catch (err) {
    if (err instanceof ObjectNotFoundError) return undefined;
    throw err;
  }
}

export async function planTemplates(deps: { store: Store; storage: ObjectStorage }, exp: Export, format: OutputFormat, env: NodeJS.ProcessEnv = process.env): Promise<TemplatePlan> {
  const values = exp.spec.values;
  const chapters = new Map<number, JobChapter>();
  const options = resolveOptions(exp.spec.options, format);
  const exportFormat = exportRender(options, format);
  const burned = options.captions === 'burned';
  if (!values && !exportFormat && !burned) return { chapters };
  // The chapters' own format (a batch row's fields, burned captions), or the export's larger or faster one.
  const renderFormat: RenderFormat = exportFormat ?? { aspect: format.aspect, resolution: format.resolution };
  const tenant = exp.spec.tenant;
  const assets = values ? await rowAssets(deps.store, tenant, values) : new Map<string, AssetFacts>();
  for (const [index, entry] of exp.spec.chapters.entries()) {
    const filling = values !== undefined && entry.templated === true;
    if (!filling && !exportFormat && !burned) continue;
    if (!entry.sceneKey) {
      if (!filling && !exportFormat) continue; // an export recorded before scene keys were: its captions stay as rendered
      return { fail: `Chapter ${entry.chapterId}: the export has no scene document to render it from; start the export again.` };
    }
    let template;
    try {
      template = parseSceneDocument(await getJson(deps.storage, entry.sceneKey));
    } catch (err) {
      if (err instanceof ObjectNotFoundError) return { fail: `Chapter ${entry.chapterId}: its scene document is gone (the prompt was deleted); start the ${values ? 'batch' : 'export'} again.` };
      throw err;
    }
    let document = template;
    if (filling) {
      const filled = fillDocument(template, values, (id) => assets.get(id));
      if (!filled.ok) return { fail: filled.errors.join('; ') };
      document = filled.document;
    }
    const uncaptioned = burned && document.narration !== undefined && !document.narration.captions;
    // Nothing to change in the chapter's own render: it is joined as it is.
    if (!filling && !exportFormat && !uncaptioned) continue;
    if (uncaptioned) document = { ...document, narration: { ...document.narration!, captions: true } };
    const fixedLength = entry.fixedLength ?? false;
    const hash = chapterRenderHash({
      document,
      // The chapters' 30 fps is left out, so the addresses of renders made before frame rates existed still match.
      format: { aspect: renderFormat.aspect, resolution: renderFormat.resolution, ...(renderFormat.fps ? { fps: renderFormat.fps } : {}) },
      fixedLength,
      speech: speechIdentity(env),
      transcribe: transcribeIdentity(env),
    });
    const key = renderCacheKey(tenant, 'chapter', hash);
    const metaKey = renderCacheKey(tenant, 'chapter', hash, 'json');
    const captionsKey = renderCacheKey(tenant, 'chapter', hash, 'vtt');
    const meta = await readMeta(deps.storage, metaKey);
    if (meta && (await deps.storage.head(key))) {
      chapters.set(index, { key, durationSeconds: meta.durationSeconds, captionsKey: meta.captions ? captionsKey : null });
      continue;
    }
    const jobAssetList = await jobAssets(deps.store, tenant, sceneAssetIds(document));
    chapters.set(index, {
      key,
      durationSeconds: entry.durationSeconds,
      captionsKey: null,
      render: { document, format: renderFormat, fixedLength, assets: jobAssetList, metaKey, captionsKey },
    });
  }
  return { chapters };
}
