import type { FrameSize } from '../../../model/format.js';
import type { SceneDocument } from '../../../model/scene-document.js';
import { TO_BT709, UNIFORM_OUTPUT, drawOverlays } from '../chapter-args.js';
import { composeScene } from '../compose-scene.js';
import { GraphBuilder } from '../graph.js';
import type { ChapterOverlay } from '../layers/layer-api.js';
import { FPS } from '../layout.js';
import { num } from '../layers/animate.js';
import { joinScenes } from '../transitions.js';
import type { ChapterFrames, Piece } from './plan.js';

/*
 * The FFmpeg run of one piece (plan.ts): its scenes composed exactly as the whole chapter's graph composes them
 * (chapter-args.ts: same scene indexes, same overlaps, same chapter clock), joined with the transitions inside the
 * piece, the chapter's overlays drawn at chapter time, and only the piece's own frames encoded, video only. The
 * encoder starts afresh, so the piece opens on an IDR frame (a closed GOP) and pieces join by stream copy.
 */

/** The uniform encoding without its audio options: a piece is video only (the audio is mixed once per chapter). */
export const UNIFORM_VIDEO = (() => {
  const out: string[] = [];
  for (let i = 0; i < UNIFORM_OUTPUT.length; i++) {
    const flag = UNIFORM_OUTPUT[i]!;
    if (['-c:a', '-b:a', '-ar', '-ac'].includes(flag)) {
      i++;
      continue;
    }
    out.push(flag);
  }
  return [...out, '-an'];
})();

export interface PieceFiles {
  media: ReadonlyMap<string, string>;
  overlays?: readonly ChapterOverlay[];
  captionsTop?: number;
  work: string;
  output: string;
  /**
   * Threads of this FFmpeg (its encoders and its filter graph): when several pieces render at once on one machine,
   * each gets its share of the cores so that they do not fight over them. Absent: FFmpeg's own choice (all cores).
   */
  threads?: number;
}

export async function pieceArgs(doc: SceneDocument, frame: FrameSize, layout: ChapterFrames, piece: Piece, files: PieceFiles): Promise<{ args: string[]; seconds: number }> {
  return piecesArgs(doc, frame, layout, [{ piece, output: files.output }], files);
}

/**
 * One FFmpeg run for a run of contiguous pieces that start in the same scene (a body and its tail: plan.ts), one
 * output each, from one composition: each output its own encoder, so each opens on an IDR frame, and the frames
 * are those each piece rendered alone would have.
 */
export async function piecesArgs(
  doc: SceneDocument,
  frame: FrameSize,
  layout: ChapterFrames,
  run: readonly { piece: Piece; output: string }[],
  files: Omit<PieceFiles, 'output'>,
): Promise<{ args: string[]; seconds: number }> {
  const head = run[0]!.piece;
  const tail = run.at(-1)!.piece;
  const first = head.first;
  const last = Math.max(...run.map((r) => r.piece.last));
  const b = new GraphBuilder(files.work, files.media);
  const indexes: number[] = [];
  for (let i = first; i <= last; i++) indexes.push(i);
  if (tail.next !== undefined) indexes.push(tail.next);
  const statements: string[] = [];
  const scenes = [];
  // Scene `first`'s frames before the piece (its incoming transition, shown by the piece before; for a tail, all its
  // own frames, shown by its body) are not composed at all: the scene's stream starts at the piece's first frame.
  const skip = head.startFrame - layout.starts[first]!;
  for (const index of indexes) {
    const from = index === first ? skip : 0;
    const scene = await composeScene(b, {
      doc,
      index,
      frame,
      fps: FPS,
      frames: layout.frames[index]!,
      overlapFrames: layout.overlaps[index + 1] ?? 0,
      incomingFrames: layout.overlaps[index] ?? 0,
      captionsTop: files.captionsTop,
      startFrame: from,
    });
    statements.push(...scene.statements);
    scenes.push({ output: scene.output, frames: layout.frames[index]! - from });
  }
  // joinScenes reads the transitions from the document by position: it is given the piece's scenes as a document
  // of their own, whose first scene enters with none (its incoming transition belongs to the piece before, and its
  // frames are dropped below).
  const local: SceneDocument = { ...doc, scenes: indexes.map((i) => doc.scenes[i]!) };
  const overlaps = indexes.map((i, k) => (k === 0 ? 0 : layout.overlaps[i]!));
  const joined = b.label('joined');
  statements.push(...joinScenes(b, local, scenes, overlaps, FPS, frame, joined));
  // The overlays draw at chapter time (`t` since the chapter began), as over the whole chapter.
  const origin = layout.starts[first]! + skip;
  let video = b.label('atchapter');
  statements.push(`${joined}setpts=PTS+${num(origin / FPS)}/TB${video}`);
  const chapterSeconds = layout.total / FPS;
  video = await drawOverlays(b, statements, files.overlays, doc, frame, chapterSeconds, video);
  // Each output: its piece's frames of the composed stream (which starts at the first piece's first frame).
  const end = tail.endFrame - origin;
  const branches = run.map((_, k) => (run.length === 1 ? video : `[piece${k}]`));
  if (run.length > 1) statements.push(`${video}trim=end_frame=${end},split=${run.length}${branches.join('')}`);
  const outputs: string[] = [];
  run.forEach(({ piece, output }, k) => {
    const from = piece.startFrame - origin;
    const count = piece.endFrame - piece.startFrame;
    statements.push(`${branches[k]}trim=start_frame=${from}:end_frame=${from + count},setpts=PTS-STARTPTS,format=yuv420p,${TO_BT709}[vout${k}]`);
    outputs.push('-map', `[vout${k}]`, ...UNIFORM_VIDEO, ...(files.threads ? ['-threads', String(files.threads)] : []), '-frames:v', String(count), output);
  });
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...(files.threads ? ['-filter_complex_threads', String(files.threads)] : []),
    ...b.inputArgs(),
    '-filter_complex', statements.join(';'),
    '-progress', 'pipe:1', '-nostats',
    ...outputs,
  ];
  return { args, seconds: (tail.endFrame - head.startFrame) / FPS };
}
