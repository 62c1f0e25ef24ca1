import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frameSize } from '../model/format.js';
import type { CaptionStyle } from '../model/scene-document.js';
import { ChapterPiecePlan, type PieceJob } from './job-spec.js';
import type { Cue } from './render/captions/captions.js';
import { renderPlannedPiece } from './render/chunks/render-planned-piece.js';
import { parseSceneDocument } from './scene/migrate.js';
import { trackScratch } from './scratch-dirs.js';
import { downloadTo, getJson, uploadFile, type EngineStorage } from './storage-files.js';
import { usedAssets } from './used-assets.js';

/** Input that can never render, whichever Pod tries: the index fails the whole Indexed Job (podFailurePolicy). */
export class BadPieceInput extends Error {}

/**
 * One index of a chapter's Indexed Job (docs/chunked-rendering.md): completion index `index` renders piece
 * `job.pieces[index]` of the stored plan into `job.slots[index]`. Only the assets of the document are downloaded.
 */
export async function runPieceJob(storage: EngineStorage, job: PieceJob, index: number, options: { signal?: AbortSignal } = {}): Promise<{ frames: number }> {
  const pieceIndex = job.pieces[index];
  const slot = job.slots[index];
  if (pieceIndex === undefined || slot === undefined) throw new BadPieceInput(`completion index ${index} is outside the job's ${job.pieces.length} pieces`);
  const parsed = ChapterPiecePlan.safeParse(await getJson(storage, job.planKey));
  if (!parsed.success) throw new BadPieceInput(`the chapter's plan is unreadable: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const plan = parsed.data;
  const doc = parseSceneDocument(plan.document);
  const work = await mkdtemp(join(tmpdir(), 'montage-piece-'));
  const untrack = trackScratch(work);
  try {
    const used = usedAssets(doc);
    const media = new Map<string, string>();
    for (const asset of job.assets.filter((a) => used.has(a.id))) {
      const path = join(work, asset.id);
      await downloadTo(storage, asset.key, path);
      media.set(asset.id, path);
      options.signal?.throwIfAborted();
    }
    const output = join(work, 'piece.mp4');
    const captions = plan.captions ? { cues: plan.captions.cues as Cue[], style: plan.captions.style as CaptionStyle, ...(plan.captions.top !== undefined ? { top: plan.captions.top } : {}) } : undefined;
    const rendered = await renderPlannedPiece({ doc, frame: frameSize(plan.format), index: pieceIndex, ...(captions ? { captions } : {}), media, work, output, signal: options.signal });
    await uploadFile(storage, slot, output, 'video/mp4');
    return rendered;
  } finally {
    await rm(work, { recursive: true, force: true });
    untrack();
  }
}
