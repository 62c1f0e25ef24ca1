import type { ChapterFrames, Piece } from '../render/chunks/plan.js';

/*
 * The one frame of a chapter a still shows, as a piece of the chunked renderer (render/chunks/plan.ts) one frame
 * long: its scene composed from that frame on (the frames before it are not composed), or, inside a transition, the
 * scene before it composed past its end and blended with the next one's first frames, exactly as the whole chapter's
 * graph does. So a still is the frame the render has at that instant, from the same filter chain.
 */

/** The chapter frame shown at `seconds` (0 ≤ seconds < the chapter's length), at the chapters' frame rate. */
export function frameIndexAt(layout: ChapterFrames, seconds: number, fps: number): number {
  return Math.min(layout.total - 1, Math.max(0, Math.floor(seconds * fps + 1e-6)));
}

/** The scene whose own frames hold chapter frame `index`. */
export function sceneAt(layout: ChapterFrames, index: number): number {
  let scene = 0;
  for (let s = 0; s < layout.starts.length; s++) if (layout.starts[s]! <= index) scene = s;
  return scene;
}

/**
 * The piece to compose for chapter frame `index`, and how many of its first frames to drop before it. A transition
 * is composed from its first frame (the tail's graph blends the two scenes from there: transitions.ts), so a frame
 * inside one drops the transition's frames before it; elsewhere the piece is that frame alone.
 */
export function framePiece(layout: ChapterFrames, index: number): { piece: Piece; drop: number } {
  const scene = sceneAt(layout, index);
  const boundary = layout.starts[scene]!;
  if (scene > 0 && index < boundary + layout.overlaps[scene]!) {
    const before = scene - 1;
    const piece = { index: 0, first: before, last: before, startFrame: boundary, endFrame: index + 1, leadFrames: boundary - layout.starts[before]!, next: scene };
    return { piece, drop: index - boundary };
  }
  return { piece: { index: 0, first: scene, last: scene, startFrame: index, endFrame: index + 1, leadFrames: index - boundary }, drop: 0 };
}
