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
}

export async function pieceArgs(doc: SceneDocument, frame: FrameSize, layout: ChapterFrames, piece: Piece, files: PieceFiles): Promise<{ args: string[]; seconds: number }> {
  const b = new GraphBuilder(files.work, files.media);
  const indexes: number[] = [];
  for (let i = piece.first; i <= piece.last; i++) indexes.push(i);
  if (piece.next !== undefined) indexes.push(piece.next);
  const statements: string[] = [];
  const scenes = [];
  for (const index of indexes) {
    const scene = await composeScene(b, {
      doc,
      index,
      frame,
      fps: FPS,
      frames: layout.frames[index]!,
      overlapFrames: layout.overlaps[index + 1] ?? 0,
      incomingFrames: layout.overlaps[index] ?? 0,
      captionsTop: files.captionsTop,
    });
    statements.push(...scene.statements);
    scenes.push({ output: scene.output, frames: layout.frames[index]! });
  }
  // joinScenes reads the transitions from the document by position: it is given the piece's scenes as a document
  // of their own, whose first scene enters with none (its incoming transition belongs to the piece before, and its
  // frames are dropped below).
  const local: SceneDocument = { ...doc, scenes: indexes.map((i) => doc.scenes[i]!) };
  const overlaps = indexes.map((i, k) => (k === 0 ? 0 : layout.overlaps[i]!));
  const joined = b.label('joined');
  statements.push(...joinScenes(b, local, scenes, overlaps, FPS, frame, joined));
  // The overlays draw at chapter time (`t` since the chapter began), as over the whole chapter.
  const startSeconds = layout.starts[piece.first]! / FPS;
  let video = b.label('atchapter');
  statements.push(`${joined}setpts=PTS+${num(startSeconds)}/TB${video}`);
  const chapterSeconds = layout.total / FPS;
  video = await drawOverlays(b, statements, files.overlays, doc, frame, chapterSeconds, video);
  const count = piece.endFrame - piece.startFrame;
  statements.push(`${video}trim=start_frame=${piece.leadFrames}:end_frame=${piece.leadFrames + count},setpts=PTS-STARTPTS,format=yuv420p,${TO_BT709}[vout]`);
  const seconds = count / FPS;
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...b.inputArgs(),
    '-filter_complex', statements.join(';'),
    '-map', '[vout]',
    ...UNIFORM_VIDEO,
    '-frames:v', String(count),
    '-progress', 'pipe:1', '-nostats',
    files.output,
  ];
  return { args, seconds };
}
