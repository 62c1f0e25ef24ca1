import { join } from 'node:path';
import type { FrameSize } from '../../../model/format.js';
import type { SceneDocument } from '../../../model/scene-document.js';
import { TO_BT709, UNIFORM_OUTPUT, drawOverlays } from '../chapter-args.js';
import { composeScene } from '../scene/compose-scene.js';
import { GraphBuilder } from '../ffmpeg/graph.js';
import type { PictureMemo } from '../ffmpeg/picture-memo.js';
import type { ChapterOverlay } from '../layers/layer-api.js';
import { FPS } from '../layout.js';
import { num } from '../ffmpeg/expr.js';
import { joinScenes } from '../scene/transitions.js';
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
  /**
   * The one chapter frame the run's output is wanted for (a still of that instant: engine/frame/): each scene's
   * layers draw only what that frame shows (layer-api.ts `onlyFrame`). Absent: every frame.
   */
  onlyFrame?: number;
  /** Pictures kept from earlier runs of this process (the stills': picture-memo.ts). */
  pictures?: PictureMemo;
}

export async function pieceArgs(doc: SceneDocument, frame: FrameSize, layout: ChapterFrames, piece: Piece, files: PieceFiles): Promise<{ args: string[]; seconds: number }> {
  return piecesArgs(doc, frame, layout, [{ piece, output: files.output }], files);
}

/**
 * The uniform encoding of several contiguous pieces from ONE encoder, cut into one MP4 per piece by the segment
 * muxer: a key frame forced at each cut (`cuts`: frames from the run's start), which x264 makes an IDR frame (closed
 * GOPs: no frame before a cut refers to one after it), so each piece opens on an IDR frame and the pieces join by
 * stream copy as separately encoded ones do. The MP4 options go to the segments' muxer; timestamps are not shifted
 * (each segment starts at 0 with the B-frame delay in its edit list, as a separate encode does).
 */
export function segmentedVideo(cuts: readonly number[]): string[] {
  const out: string[] = [];
  const mp4: string[] = [];
  for (let i = 0; i < UNIFORM_VIDEO.length; i++) {
    const flag = UNIFORM_VIDEO[i]!;
    if (flag === '-movflags' || flag === '-video_track_timescale') mp4.push(`${flag.slice(1)}=${UNIFORM_VIDEO[++i]!}`);
    else out.push(flag);
  }
  return [
    ...out,
    '-force_key_frames', `expr:${cuts.map((c) => `eq(n,${c})`).join('+')}`,
    '-avoid_negative_ts', 'disabled',
    '-f', 'segment', '-segment_format', 'mp4', '-segment_format_options', mp4.join(':'),
    '-segment_frames', cuts.join(','), '-reset_timestamps', '1',
  ];
}

/**
 * One FFmpeg run for a run of contiguous pieces (a scene's body with the crossfades either side of it: plan.ts),
 * one MP4 each, from one composition and one encoder (segmentedVideo), the frames those each piece rendered alone
 * would have. One encoder, not one per piece: FFmpeg 5.1 (fftools/ffmpeg.c) always serves first an output whose
 * encoder has not had a frame yet, by asking the graph for that output's first frame (avfilter_graph_request_oldest
 * peeks its buffersink, which runs the graph until a frame reaches it); a tail's first frame comes after its
 * body's last, so every body frame went meanwhile into the body's buffersink queue, unencoded (an 18 s 1080p body
 * passed the 2 GiB render limit). With one output nothing waits. `moves`: the segments to rename to the pieces'
 * files once the run is done.
 */
export async function piecesArgs(
  doc: SceneDocument,
  frame: FrameSize,
  layout: ChapterFrames,
  run: readonly { piece: Piece; output: string }[],
  files: Omit<PieceFiles, 'output'>,
): Promise<{ args: string[]; seconds: number; moves: { from: string; to: string }[] }> {
  const head = run[0]!.piece;
  const tail = run.at(-1)!.piece;
  if (run.some((r, k) => k > 0 && r.piece.startFrame !== run[k - 1]!.piece.endFrame)) throw new Error('the pieces of one FFmpeg run must be contiguous');
  const first = head.first;
  const last = Math.max(...run.map((r) => r.piece.last));
  const b = new GraphBuilder(files.work, files.media, files.pictures);
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
      ...(files.onlyFrame !== undefined ? { onlyFrame: files.onlyFrame - layout.starts[index]! } : {}),
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
  // The run's frames of the composed stream (which starts at its first piece's first frame), encoded once.
  const count = tail.endFrame - origin;
  statements.push(`${video}trim=end_frame=${count},setpts=PTS-STARTPTS,format=yuv420p,${TO_BT709}[vout]`);
  const threads = files.threads ? ['-threads', String(files.threads)] : [];
  const cuts = run.slice(1).map((r) => r.piece.startFrame - origin);
  const segments = run.map((_, k) => join(files.work, `segment-${k}.mp4`));
  const output = run.length === 1
    ? [...UNIFORM_VIDEO, ...threads, '-frames:v', String(count), run[0]!.output]
    : [...segmentedVideo(cuts), ...threads, '-frames:v', String(count), join(files.work, 'segment-%d.mp4')];
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...(files.threads ? ['-filter_complex_threads', String(files.threads)] : []),
    ...b.inputArgs(),
    '-filter_complex', statements.join(';'),
    '-progress', 'pipe:1', '-nostats',
    '-map', '[vout]', ...output,
  ];
  const moves = run.length === 1 ? [] : run.map((r, k) => ({ from: segments[k]!, to: r.output }));
  return { args, seconds: (tail.endFrame - head.startFrame) / FPS, moves };
}
