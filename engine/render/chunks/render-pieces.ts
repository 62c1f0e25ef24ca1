import { mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { FrameSize } from '../../../model/format.js';
import type { SceneDocument } from '../../../model/scene-document.js';
import type { ClipSoundInput, NarrationInput, SoundtrackInput } from '../sound/audio.js';
import type { ChapterOverlay } from '../layers/layer-api.js';
import { FPS } from '../layout.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';
import { mixChapterAudio } from './audio-mix.js';
import { joinPieces } from './join.js';
import { piecesArgs } from './piece-args.js';
import { pieceHash, pieceKind, type PieceCaptions } from './piece-key.js';
import { chapterFrames, type Piece, renderRuns, scenePieces } from './plan.js';
import { runPool } from './pool.js';
import { threadsByWeight } from './threads.js';
import { workerCpus } from './worker-cpus.js';
import type { PieceCache } from './piece-cache.js';

/*
 * A chapter rendered in pieces (plan.ts), each its own FFmpeg process, up to `workers` at once, beside one more
 * process that mixes the chapter's audio; then joined by stream copy (join.ts). A piece the render cache holds is
 * fetched instead of rendered, and every piece rendered is offered to it, by its content address (piece-key.ts).
 */

export type { PieceCache };

export interface PiecesInput {
  doc: SceneDocument;
  frame: FrameSize;
  media: ReadonlyMap<string, string>;
  sound: { soundtrack?: SoundtrackInput; narration?: NarrationInput; clips?: readonly ClipSoundInput[] };
  overlays: readonly ChapterOverlay[];
  /** What the overlays draw, for the pieces' addresses: absent when there are no captions. */
  captions?: { cues: readonly { start: number; end: number }[]; style: string; top: number | undefined; fills: readonly string[] };
  captionsTop?: number;
  work: string;
  output: string;
  /** Pieces rendered at once (local processes). */
  workers: number;
  /** The cores they share (default: the machine's); each FFmpeg gets cores / workers threads. */
  cores?: number;
  cache?: PieceCache;
  /** The pieces; default: one per scene. */
  pieces?: Piece[];
  onProgress?: (fraction: number) => void;
  /** The pieces done (cached ones included) out of all, whenever one is done. */
  onPieces?: (done: number, total: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface PiecesResult {
  seconds: number;
  pieces: { hash: string; frames: number; cached: boolean }[];
  /** Whether the chapter's audio mix came from the render cache (audio-mix.ts). */
  audioCached: boolean;
}

/** The cues a piece shows (with a second's margin either side, for captions that ease in or out). */
export function captionsOf(input: Pick<PiecesInput, 'captions'>, piece: Piece): PieceCaptions | undefined {
  if (!input.captions) return undefined;
  const from = piece.startFrame / FPS - 1;
  const to = piece.endFrame / FPS + 1;
  return { cues: input.captions.cues.filter((c) => c.end > from && c.start < to), style: input.captions.style, top: input.captions.top, fills: input.captions.fills };
}

export async function renderPieces(input: PiecesInput): Promise<PiecesResult> {
  const layout = chapterFrames(input.doc);
  const seconds = layout.total / FPS;
  const pieces = input.pieces ?? scenePieces(input.doc);
  const dir = join(input.work, 'pieces');
  await mkdir(dir, { recursive: true });
  const hashes = pieces.map((p) => pieceHash(input.doc, input.frame, layout, p, captionsOf(input, p)));
  const segments = pieces.map((p, i) => join(dir, `piece-${i}-${hashes[i]!.slice(0, 12)}.mp4`));
  // Progress: the frames done over the frames to make; the audio counts as much as a tenth of the video.
  const done = new Map<string, number>();
  const cached: boolean[] = [];
  const report = () => {
    if (!input.onProgress) return;
    const total = layout.total * 1.1;
    input.onProgress(Math.min(1, [...done.values()].reduce((a, b) => a + b, 0) / total));
  };
  for (const [i] of pieces.entries()) {
    input.signal?.throwIfAborted();
    cached[i] = input.cache ? await input.cache.fetch(hashes[i]!, segments[i]!).catch(() => false) : false;
    if (cached[i]) done.set(`p${i}`, pieces[i]!.endFrame - pieces[i]!.startFrame);
  }
  let piecesDone = cached.filter(Boolean).length;
  input.onPieces?.(piecesDone, pieces.length);
  report();
  const audio = join(dir, 'audio.m4a');
  let audioCached = false;
  const mixAudio = async (signal: AbortSignal) => {
    // The same sound as an earlier render (an edit of the picture only) is fetched from the cache, not mixed.
    const onProgress = (f: number) => (done.set('audio', f * layout.total * 0.1), report());
    audioCached = (await mixChapterAudio({ work: input.work, media: input.media, seconds, sound: input.sound, output: audio, cache: input.cache, store: true, onProgress, signal, timeoutMs: input.timeoutMs })).cached;
  };
  const tasks: ((signal: AbortSignal, slot: number) => Promise<void>)[] = [];
  // Contiguous pieces to render share an FFmpeg run, one scene's body at most each (plan.ts renderRuns).
  const runs = renderRuns(pieces, pieces.map((_, i) => i).filter((i) => !cached[i]));
  const framesOf = (run: number[]) => run.reduce((sum, i) => sum + pieces[i]!.endFrame - pieces[i]!.startFrame, 0);
  // The longest runs first, so that the last one to start is short and the workers finish together.
  runs.sort((a, b) => framesOf(b) - framesOf(a));
  // Each FFmpeg its share of the cores by its share of the frames of the runs at once (threads.ts): two scenes at
  // once get one core each; an edited scene gets them all beside the crossfades it renders with.
  const allotted = threadsByWeight(runs.map(framesOf), input.workers, input.cores ?? availableParallelism());
  // Each worker keeps to its own cores (worker-cpus.ts); a run given more threads than that (an edit's one scene) may
  // use any.
  const cpuGroups = workerCpus(input.workers, input.cores);
  for (const [r, run] of runs.entries()) {
    const threads = allotted[r]!;
    tasks.push(async (signal, slot) => {
      const group = cpuGroups?.[slot];
      const cpus = group && threads <= group.length ? group : undefined;
      const work = join(dir, `w${run[0]}`);
      await mkdir(work, { recursive: true });
      const outputs = run.map((i) => ({ piece: pieces[i]!, output: segments[i]! }));
      const files = { media: input.media, overlays: input.overlays, captionsTop: input.captionsTop, work, threads };
      const { args, seconds: runSeconds, moves } = await piecesArgs(input.doc, input.frame, layout, outputs, files);
      const frames = framesOf(run);
      const key = `p${run[0]}`;
      await runFfmpeg(args, { expectedSeconds: runSeconds, onProgress: (f) => (done.set(key, f * frames), report()), signal, timeoutMs: input.timeoutMs, ...(cpus ? { cpus } : {}) });
      for (const { from, to } of moves) await rename(from, to);
      piecesDone += run.length;
      input.onPieces?.(piecesDone, pieces.length);
      for (const i of run) if (input.cache) await input.cache.store(hashes[i]!, segments[i]!, pieceKind(pieces[i]!)).catch(() => undefined);
    });
  }
  // The audio mix is light: it runs beside the workers, not in one of them, so that at most `workers` pieces render
  // at once (it once ran as a pool task, and its worker then took a piece too: three renders on two cores). A
  // failure of either side stops the other; both have exited before this returns.
  const stop = new AbortController();
  const onAbort = () => stop.abort(input.signal!.reason);
  input.signal?.addEventListener('abort', onAbort, { once: true });
  if (input.signal?.aborted) stop.abort(input.signal.reason);
  const stopOnFailure = (error: unknown) => {
    stop.abort(error);
    throw error;
  };
  const settled = await Promise.allSettled([runPool([mixAudio], 1, stop.signal).catch(stopOnFailure), runPool(tasks, input.workers, stop.signal).catch(stopOnFailure)]);
  input.signal?.removeEventListener('abort', onAbort);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  await joinPieces(segments, audio, seconds, dir, input.output, { signal: input.signal, timeoutMs: input.timeoutMs });
  return { seconds, pieces: pieces.map((p, i) => ({ hash: hashes[i]!, frames: p.endFrame - p.startFrame, cached: cached[i]! })), audioCached };
}
