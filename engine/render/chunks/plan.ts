import type { SceneDocument } from '../../../model/scene-document.js';
import { FPS, framesFor } from '../layout.js';
import { transitionFrames } from '../scene/transitions.js';

/*
 * Where a chapter is cut into pieces that render apart (in parallel, or taken from the render cache) and join by
 * stream copy. The decision (docs/chunked-rendering.md): pieces are cut at scene boundaries only, never inside a
 * scene, because a scene's graph starts at its own frame 0 (its layers' clocks, its background's drift, its media's
 * seek) and a range in the middle of it would cost every frame before it anyway. A piece is a run of whole scenes.
 *
 * A transition spans a boundary: it takes the first frames of the scene it brings in, blended with the end of the
 * one before (transitions.ts). So the cut is placed at the END of the transition, not at the scene's start: the
 * pieces before the cut compose their last scene in full plus the few frames the next scene's transition uses (a
 * trim stops FFmpeg pulling the next scene after them), and the piece after the cut composes its first scene from
 * frame 0 and drops those same frames (a transition's length: at most a few hundred milliseconds of graph, never
 * encoded). The transition's frames are a piece of their own (a tail: piecesAt). Every frame of the chapter is
 * made by exactly one piece, from the same filter chain as the whole render.
 */

export interface Piece {
  /** Its place in the chapter (0-based). */
  index: number;
  /** The scenes whose frames it shows: first … last, inclusive. */
  first: number;
  last: number;
  /** The chapter frames it outputs: [startFrame, endFrame). */
  startFrame: number;
  endFrame: number;
  /**
   * Frames of scene `first` before `startFrame`, composed, then dropped: its incoming transition (shown by the piece
   * before), or for a tail all the scene's own frames (shown by its body).
   */
  leadFrames: number;
  /** The scene after `last` whose first frames (its incoming transition) this piece shows: set on tails only. */
  next?: number;
}

export interface ChapterFrames {
  /** Each scene's own frames. */
  frames: number[];
  /** Frames of the transition that brings in each scene (0 for the first and for cuts). */
  overlaps: number[];
  /** The chapter frame each scene starts at. */
  starts: number[];
  total: number;
}

export function chapterFrames(doc: SceneDocument): ChapterFrames {
  const frames = doc.scenes.map((s) => framesFor(s.duration));
  const overlaps = transitionFrames(doc, frames, FPS);
  const starts: number[] = [];
  let total = 0;
  for (const f of frames) {
    starts.push(total);
    total += f;
  }
  return { frames, overlaps, starts, total };
}

/**
 * The chapter cut before the scenes of `cuts` (indexes ≥ 1, ascending); a cut is skipped where the incoming
 * transition fills its whole scene (the piece would start with nothing of its own).
 *
 * A run of scenes that ends with a transition is two pieces: its **body** (its own frames, up to the next scene's
 * start: their pixels depend on its scenes only) and its **tail** (the transition's frames: the last scene rendered
 * past its end, blended with the next scene's first frames). Both are composed from the same graph (the tail's
 * composes its scene from frame 0 and drops its own frames), so an edit of a scene that enters with a transition
 * re-renders its own pieces and the tail before it, not the body before it. In one job the two render in one FFmpeg
 * run with two outputs (render-pieces.ts), so a first render composes each scene once.
 */
export function piecesAt(layout: ChapterFrames, cuts: readonly number[]): Piece[] {
  const n = layout.frames.length;
  const boundaries = [...new Set(cuts)].filter((j) => j >= 1 && j < n && layout.overlaps[j]! < layout.frames[j]!).sort((a, b) => a - b);
  const firsts = [0, ...boundaries];
  const pieces: Omit<Piece, 'index'>[] = [];
  for (const [k, first] of firsts.entries()) {
    const last = (firsts[k + 1] ?? n) - 1;
    const leadFrames = first === 0 ? 0 : layout.overlaps[first]!;
    const startFrame = layout.starts[first]! + leadFrames;
    const next = last + 1 < n && layout.overlaps[last + 1]! > 0 ? last + 1 : undefined;
    if (next === undefined) {
      pieces.push({ first, last, startFrame, endFrame: last + 1 < n ? layout.starts[last + 1]! : layout.total, leadFrames });
      continue;
    }
    const boundary = layout.starts[next]!;
    pieces.push({ first, last, startFrame, endFrame: boundary, leadFrames });
    pieces.push({ first: last, last, startFrame: boundary, endFrame: boundary + layout.overlaps[next]!, leadFrames: boundary - layout.starts[last]!, next });
  }
  return pieces.map((p, index) => ({ index, ...p }));
}

/**
 * The FFmpeg runs that render `indexes` (ascending) of `pieces` in one job: contiguous pieces share a run while it
 * holds one scene's body at most (a body, the crossfade out of it, and the crossfade into it when that is to be
 * rendered too, as after an edit of the scene). A run is one composition and one encoder cut into its pieces
 * (piece-args.ts), so no scene is composed twice and no process starts for a crossfade alone; bodies stay in runs
 * of their own, so that the workers share them.
 */
export function renderRuns(pieces: readonly Piece[], indexes: readonly number[]): number[][] {
  const runs: number[][] = [];
  const bodies = (run: readonly number[]) => run.filter((k) => pieces[k]!.next === undefined).length;
  for (const i of indexes) {
    const previous = runs.at(-1);
    if (previous && previous.at(-1) === i - 1 && bodies([...previous, i]) <= 1) previous.push(i);
    else runs.push([i]);
  }
  return runs;
}

/** One piece per scene: the finest cut, so that an edit of one scene re-renders that scene only. */
export function scenePieces(doc: SceneDocument): Piece[] {
  const layout = chapterFrames(doc);
  return piecesAt(layout, layout.frames.map((_, i) => i));
}

/**
 * Pieces in `groups` runs of consecutive pieces with frame counts as even as the cuts allow (greedy on the running
 * total): how a chapter's pieces are shared among a fixed number of workers that each render a contiguous range.
 */
export function groupPieces(pieces: readonly Piece[], groups: number): Piece[][] {
  const count = Math.max(1, Math.min(groups, pieces.length));
  const total = pieces.reduce((sum, p) => sum + p.endFrame - p.startFrame, 0);
  const out: Piece[][] = [];
  let current: Piece[] = [];
  let done = 0;
  for (const [i, piece] of pieces.entries()) {
    current.push(piece);
    done += piece.endFrame - piece.startFrame;
    const left = pieces.length - i - 1;
    const groupsLeft = count - out.length - 1;
    // Close the group once it reached its share of the frames, keeping at least one piece for every group left.
    if (groupsLeft > 0 && (done >= (total * (out.length + 1)) / count || left === groupsLeft)) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * A chapter is rendered in pieces when it is big enough for parallel work to pay: its seconds × pixels reach
 * `threshold` (megapixel-seconds; 1080p is 2.07 megapixels, so 60 means ~29 s of 1080p).
 */
export function isLongEnough(seconds: number, frame: { width: number; height: number }, thresholdMegapixelSeconds: number): boolean {
  return seconds * ((frame.width * frame.height) / 1e6) >= thresholdMegapixelSeconds;
}
