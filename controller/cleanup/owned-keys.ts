import { renditionKey } from '../../core/assets/rendition.js';
import { ASPECTS, RESOLUTIONS } from '../../model/format.js';
import { jobKeys } from '../../engine/job-spec.js';
import { EXPORT_CONTAINERS } from '../../model/export.js';
import { POSTER_EXTENSIONS } from '../../model/export-encoding.js';
import type { StoredObject } from '../../store/store.js';
import { rerenderKeys } from '../chapters/rerender.js';

/*
 * Every object in storage a resource may have made. Keys are derived, never listed: the storage port has no list
 * (and S3 listing is paged and eventually consistent), and every key Montage writes is named from ids and fixed
 * names. A prompt's re-renders are named by format too, and there are only six formats, so all are named: deleting
 * one that was never made is not an error. Projects and chapters own no objects of their own: their prompts and
 * exports do.
 */

/** A live prompt's, or an archived one's (controller/history/), named from the same fields. */
export function promptKeys(prompt: { spec: Pick<StoredObject<'prompt'>['spec'], 'chapterId' | 'id' | 'sceneSourceKey'> }): string[] {
  const { chapterId, id } = prompt.spec;
  const rerenders = ASPECTS.flatMap((aspect) => RESOLUTIONS.map((resolution) => rerenderKeys(chapterId, id, { aspect, resolution })));
  return [
    ...Object.values(jobKeys.prompt(chapterId, id)),
    ...rerenders.flatMap((keys) => Object.values(keys)),
    ...(prompt.spec.sceneSourceKey ? [prompt.spec.sceneSourceKey] : []),
  ];
}

/** Its video in each container, its poster in each format, and one thumbnail per chapter it joined. */
export function exportKeys(exp: StoredObject<'export'>): string[] {
  const { projectId, id, chapters } = exp.spec;
  const keys = (container: (typeof EXPORT_CONTAINERS)[number]) => jobKeys.export(projectId, id, container);
  const { posterKey, thumbnailKey, ...files } = keys('mp4');
  return [
    ...new Set([
      ...Object.values(files),
      ...EXPORT_CONTAINERS.map((c) => keys(c).outputKey),
      ...Object.values(POSTER_EXTENSIONS).map(posterKey),
      ...chapters.map((_, i) => thumbnailKey(i)),
    ]),
  ];
}

/** The upload and its rendition (made for SVG only; named for every type, in case the type rules change). */
export function assetKeys(asset: StoredObject<'asset'>): string[] {
  return [asset.spec.objectKey, renditionKey(asset.spec.objectKey)];
}
