import type { OutputFormat } from '../../model/format.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { interpretPrompt, type KnownAsset } from '../../engine/interpret.js';
import type { AssetKind } from './stock-media.js';

/*
 * A blind brief (/work/briefs/incoming/w*-batch-*.json, copied into instruction-briefs.json) read by the
 * deterministic interpreter: its `{photo1}`-style references become asset ids the way a user pastes them, and its
 * prompts are applied in order, each to the document the one before it built (an edit).
 */

export interface Brief {
  id: string;
  writer?: string;
  persona?: string;
  assets?: { ref: string; kind: AssetKind; seconds?: number }[];
  prompts: string[];
  expect: { shows?: string[]; hides?: string[]; aspect?: string; [key: string]: unknown };
}

export interface BriefReading {
  document: SceneDocument;
  /** The last prompt's result sentence. */
  result: string;
  format?: OutputFormat;
  /** Asset id → kind, for the stand-in media. */
  assets: Map<string, AssetKind>;
}

/** `photo1` → `ast_photo1xxxxxxxxxxxxxxx`: a well-formed asset id that names its reference. */
export const assetIdOf = (ref: string) => `ast_${ref.replace(/[^A-Za-z0-9]/g, '').padEnd(21, 'x').slice(0, 21)}`;

export function readBrief(brief: Brief): BriefReading {
  const kinds = new Map((brief.assets ?? []).map((a) => [assetIdOf(a.ref), a.kind]));
  const known = new Map<string, KnownAsset>(
    (brief.assets ?? []).map((a) => [assetIdOf(a.ref), { id: assetIdOf(a.ref), kind: a.kind, ready: true, name: `${a.ref}.${a.kind === 'video' ? 'mp4' : a.kind === 'audio' ? 'mp3' : 'png'}`, ...(a.seconds ? { seconds: a.seconds } : {}) }]),
  );
  const ctx = { assets: known, chapterDuration: null };
  let document: SceneDocument | undefined;
  let result = '';
  let format: OutputFormat | undefined;
  for (const prompt of brief.prompts) {
    const text = prompt.replace(/\{([A-Za-z0-9_-]+)\}/g, (all, ref: string) => (brief.assets?.some((a) => a.ref === ref) ? assetIdOf(ref) : all));
    const reading = interpretPrompt(document, text, { ...ctx, ...(format ? { format } : {}) });
    document = reading.document;
    result = reading.summary;
    format = reading.format ?? format;
  }
  return { document: document!, result, ...(format ? { format } : {}), assets: kinds };
}
