import type { InterpretContext, KnownAsset } from '../../engine/interpret.js';
import type { BriefAsset } from './batch.js';

/*
 * A brief's uploads as the interpreter meets them: each `{ref}` becomes the URL of one of the caller's own assets
 * (…/api/v1/assets/<id>/content, as a user pastes it), with an id made from the ref, and the context knows each one
 * as ready, of its kind, with a video's length. Nothing is uploaded: the interpreter only reads the document.
 */

const ID_LENGTH = 21;

/** A valid asset id for a ref ("photo1" → ast_photo1xxxxxxxxxxxxxxx): stable, so results are comparable. */
export function fakeAssetId(ref: string): string {
  const body = ref.replace(/[^A-Za-z0-9]/g, '').slice(0, ID_LENGTH);
  return `ast_${body}${'x'.repeat(ID_LENGTH - body.length)}`;
}

export const assetUrl = (ref: string) => `https://montage.example/api/v1/assets/${fakeAssetId(ref)}/content`;

/** The prompt with each `{ref}` of a declared asset replaced by its URL; other braces stay as written. */
export function withAssetUrls(prompt: string, assets: readonly BriefAsset[]): string {
  const refs = new Set(assets.map((a) => a.ref));
  return prompt.replace(/\{([A-Za-z]+\d*)\}/g, (whole, ref: string) => (refs.has(ref) ? assetUrl(ref) : whole));
}

/** The interpreter's context for a brief: its assets, ready; a logo is an image. */
export function contextFor(assets: readonly BriefAsset[]): InterpretContext {
  const known = new Map<string, KnownAsset>();
  for (const a of assets) {
    const id = fakeAssetId(a.ref);
    const kind = a.kind === 'logo' ? 'image' : a.kind;
    known.set(id, { id, kind, ready: true, name: `${a.ref}.${kind === 'video' ? 'mp4' : kind === 'audio' ? 'mp3' : 'png'}`, ...(a.seconds !== undefined ? { seconds: a.seconds } : {}) });
  }
  return { assets: known, chapterDuration: null };
}
