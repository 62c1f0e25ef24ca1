import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrameSize } from '../../../model/format.js';
import type { SceneDocument } from '../../../model/scene-document.js';
import type { ClipSoundInput, NarrationInput, SoundtrackInput } from '../sound/audio.js';
import { FPS } from '../layout.js';
import { mixChapterAudio } from './audio-mix.js';
import { pieceHash, pieceKind } from './piece-key.js';
import { chapterFrames, scenePieces } from './plan.js';
import { captionsOf, type PieceCache, type PiecesInput } from './render-pieces.js';

/*
 * The plan step of the Indexed Job path (docs/chunked-rendering.md): everything about a chunked chapter that is
 * decided once for the whole chapter, done once, in the plan job: the pieces (one per scene, as renderPieces cuts
 * them) with their content addresses, and the chapter's one audio mix (never per piece). The pieces are then
 * rendered by the indexes of one Indexed Job (render-planned-piece.ts) and joined by a join job (join.ts).
 */

export interface PlannedPiece {
  hash: string;
  kind: 'scene' | 'chunk';
  frames: number;
  seconds: number;
}

export interface SplitInput {
  doc: SceneDocument;
  frame: FrameSize;
  media: ReadonlyMap<string, string>;
  sound: { soundtrack?: SoundtrackInput; narration?: NarrationInput; clips?: readonly ClipSoundInput[] };
  captions?: PiecesInput['captions'];
  work: string;
  /** The render cache, for the audio mix only (fetched, not stored). */
  cache?: PieceCache;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function planSplit(input: SplitInput): Promise<{ seconds: number; pieces: PlannedPiece[]; audioPath: string }> {
  const layout = chapterFrames(input.doc);
  const seconds = layout.total / FPS;
  const pieces = scenePieces(input.doc).map((p) => ({
    hash: pieceHash(input.doc, input.frame, layout, p, captionsOf(input, p)),
    kind: pieceKind(p),
    frames: p.endFrame - p.startFrame,
    seconds: (p.endFrame - p.startFrame) / FPS,
  }));
  const dir = join(input.work, 'split');
  await mkdir(dir, { recursive: true });
  const audioPath = join(dir, 'audio.m4a');
  // From the render cache when it holds the same mix; never stored from here: the plan job's cache slots are the
  // pieces' (drive-chunks.ts), so the mix is cached by the one-job path only.
  await mixChapterAudio({ work: input.work, media: input.media, seconds, sound: input.sound, output: audioPath, cache: input.cache, signal: input.signal, timeoutMs: input.timeoutMs });
  return { seconds, pieces, audioPath };
}
