import type { FrameSize } from '../../../model/format.js';
import type { SceneDocument } from '../../../model/scene-document.js';
import { askedHighlight, chapterFillColours } from '../captions/caption-highlight.js';
import { captionSteps, type Cue } from '../captions/captions.js';
import { kineticOf } from '../captions/kinetic.js';
import type { CaptionStyle } from '../../../model/scene-document.js';
import type { ChapterOverlay } from '../layers/layer-api.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';
import { pieceArgs } from './piece-args.js';
import { chapterFrames, scenePieces } from './plan.js';

/*
 * One index of the Indexed Job: piece `index` of a planned chapter (split.ts), rendered exactly as renderPieces
 * renders it in one job (same cut, same graph, the captions drawn from the same cues at chapter time), video only.
 */
export async function renderPlannedPiece(input: {
  doc: SceneDocument;
  frame: FrameSize;
  index: number;
  captions?: { cues: readonly Cue[]; style: CaptionStyle; top?: number };
  media: ReadonlyMap<string, string>;
  work: string;
  output: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<{ frames: number }> {
  const layout = chapterFrames(input.doc);
  const piece = scenePieces(input.doc)[input.index];
  if (!piece) throw new Error(`the chapter has no piece ${input.index}`);
  const captions = input.captions;
  const overlays: ChapterOverlay[] = captions?.cues.length ? [(ctx, stream) => captionSteps(captions.cues, ctx, stream, captions.style, chapterFillColours(input.doc), kineticOf(input.doc), askedHighlight(input.doc))] : [];
  const { args, seconds } = await pieceArgs(input.doc, input.frame, layout, piece, { media: input.media, overlays, captionsTop: captions?.top, work: input.work, output: input.output });
  await runFfmpeg(args, { expectedSeconds: seconds, signal: input.signal, timeoutMs: input.timeoutMs });
  return { frames: piece.endFrame - piece.startFrame };
}
