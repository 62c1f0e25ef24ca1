import type { Pose } from '../typeset/raster.js';
import { inSeconds, type Reveal } from './animate.js';
import { num } from '../ffmpeg/expr.js';

/*
 * The motion of a text block, frame by frame: its pose (opacity, scale, rise, typed length) at every frame it is on
 * screen, and for slides the overlay's offset. Everything is counted in frames, so each frame of the scene gets
 * exactly one pose (no window overlaps another after rounding, no frame is drawn twice).
 *
 *   entrance  ease-out (cubic for opacity, quint for the rise and scale): fade rises a little, pop scales from 50 %
 *             with a small overshoot, slides come from the frame's edge, typewriter and word-by-word type the text.
 *   hold      continuous, subtle life: a slow drift up, a fraction of a pixel on every frame (`drift`), so held
 *             text is never a still picture and no frame repeats the one before (none when the layer asks for no
 *             animation). The drift is one constant step a frame, so its pictures repeat every `q` frames shifted
 *             by 2 px: text-picture.ts draws q pictures once and moves the overlay by the whole pixels.
 *   exit      ease-in fade with a small rise, ending before the scene's cut or its outgoing transition starts, so
 *             two texts are never half-blended by a transition.
 * A block shown from the first frame of the first scene starts its entrance most of the way in, so the video's first
 * frame (its thumbnail) already shows it.
 */

export const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;
export const easeOutQuint = (p: number) => 1 - (1 - p) ** 5;
export const easeInCubic = (p: number) => p ** 3;
/** A pop's small overshoot: up to 6 % over size in the second half of the entrance, back to 0 at its end. */
const overshoot = (p: number) => (p > 0.5 ? 0.06 * Math.sin(2 * Math.PI * (p - 0.5)) : 0);

export interface MotionPlan {
  /** The first frame the block shows on (scene frame index). */
  first: number;
  /** One pose per frame from `first`. */
  poses: Pose[];
  /** Slides: overlay offset per frame as an expression of the scene's frame index `n`; undefined otherwise. */
  slide?: { axis: 'x' | 'y'; distance: number; from: number; frames: number };
  /**
   * The drift: from pose index `from` (the entrance's start, or the hold's for a pop), for `frames` frames, the
   * block rises `2 / q` px a frame (the poses' `dy` include it), then stays where it got to; from `holdFrom` it is
   * the only motion (the held frames). Undefined: no life.
   */
  drift?: { from: number; holdFrom: number; frames: number; q: number };
  /** The block's rest box may grow this much (for the picture's margins). */
  maxScale: number;
  maxRise: number;
}

export interface MotionInput {
  reveal: Reveal;
  fps: number;
  /** The scene's own length (the exit ends by then). */
  sceneSeconds: number;
  /** How far the entrance rises, in pixels (a fraction of the text's size). */
  rise: number;
  /** Units to type (graphemes or words) for typewriter and word-by-word. */
  units: number;
  /** Distances to the frame's edges for slides: left, right, top, bottom of the block. */
  edges: { left: number; right: number; top: number; bottom: number };
  /** Shown from frame 0 of the video: start most of the way in. */
  firstFrame?: boolean;
  /**
   * Frames past the scene's end the block stays on, held, with no exit: the outgoing overlap of a transition that
   * moves the scene out (LayerContext.overlap.carriesTexts). Only for a block shown to the scene's end.
   */
  carryFrames?: number;
  /** Let held text drift (false when the layer asks for no animation). */
  life?: boolean;
  /** Leave without an exit (captions: the next cue replaces this one at once). */
  noExit?: boolean;
  /** The frame's height, which bounds the hold's drift (default: fifty rises). */
  frameHeight?: number;
}

const EXIT_SECONDS = 0.3;
/**
 * The drift's step is 2 / q px a frame, q from DRIFT_Q: 1/4 px a frame (7.5 px a second at 30 fps) at most, which
 * a viewer reads as a slow float and which still changes every frame after H.264 (measured by the design report:
 * at 1/6 px, x264 at veryfast coded one frame of a 10 s two-scene listing as a near copy of the one before); a
 * long hold gets a larger q (a slower drift), so it rises at most MAX_DRIFT of the frame's height; a hold longer
 * than what the slowest drift covers rises to that height and stays.
 */
const DRIFT_Q = { min: 8, max: 16 };
const MAX_DRIFT = 0.05;

export function planMotion(m: MotionInput): MotionPlan {
  const { reveal, fps } = m;
  const first = Math.round(reveal.start * fps);
  // On the video's first frame (its thumbnail) a block shows whole and nearly settled: a slide from the frame's edge
  // would show it half off-frame there, so a slide that opens the video fades in instead.
  const opening = m.firstFrame === true && first === 0;
  const kind = opening && reveal.animation.in.startsWith('slide-') ? 'fade' : reveal.animation.in;
  const sceneEnd = Math.round(m.sceneSeconds * fps);
  const carried = reveal.end === undefined && (m.carryFrames ?? 0) > 0;
  const last = carried ? sceneEnd + m.carryFrames! : Math.max(first + 1, Math.min(sceneEnd, reveal.end === undefined ? sceneEnd : Math.round(reveal.end * fps)));
  const total = last - first;
  const inFrames = kind === 'none' ? 0 : Math.min(Math.max(1, Math.round(inSeconds(reveal) * fps)), Math.floor(total / 2));
  const typed = kind === 'typewriter' || kind === 'word-by-word';
  // Typing takes its natural pace (45 ms a character, 280 ms a word) within 60 % of the time shown.
  const typeFrames = typed ? Math.max(inFrames, Math.min(Math.round(m.units * (kind === 'word-by-word' ? 0.28 : 0.045) * fps), Math.floor(total * 0.6))) : 0;
  const enterFrames = typed ? typeFrames : inFrames;
  const outSeconds = reveal.animation.out === 'fade' ? Math.min(reveal.animation.duration, EXIT_SECONDS * 2) : EXIT_SECONDS;
  const outFrames = m.noExit || carried ? 0 : Math.min(Math.round(outSeconds * fps), Math.max(0, Math.floor((total - enterFrames) / 2)));
  const holdFrom = enterFrames;
  const holdTo = total - outFrames;
  const life = m.life !== false && kind !== 'none' && holdTo - holdFrom > 1;
  // Entrance progress starts here (the first scene's first frame shows the block nearly settled).
  const startAt = opening ? 0.6 : 0;
  const poses: Pose[] = [];
  let drift: MotionPlan['drift'];
  if (life) {
    // A fade or a slide drifts from its first frame (the tail of an ease-out moves less than a pixel a frame: the
    // drift keeps those frames moving); a pop's scale moves every frame of its entrance.
    const from = kind === 'pop' || typed ? holdFrom : 0;
    const frames = holdTo - from;
    const room = (m.frameHeight ?? m.rise / 0.02) * MAX_DRIFT;
    const q = Math.min(DRIFT_Q.max, Math.max(DRIFT_Q.min, Math.ceil((2 * frames) / room)));
    drift = { from, holdFrom, frames: Math.min(frames, Math.floor((room * q) / 2)), q };
  }
  const lifeAt = (k: number) => {
    if (!drift) return { scale: 1, dy: 0 };
    return { scale: 1, dy: (-2 / drift.q) * Math.max(0, Math.min(drift.frames, k - drift.from)) };
  };
  for (let k = 0; k < total; k++) {
    if (k < enterFrames) {
      const p = startAt + ((1 - startAt) * (k + 1)) / (enterFrames + 1);
      if (typed) poses.push({ opacity: 1, scale: 1, dy: 0, shown: Math.ceil(m.units * p), byWord: kind === 'word-by-word' });
      else if (kind === 'pop') poses.push({ opacity: Math.min(1, easeOutCubic(p) * 1.6), scale: 0.5 + 0.5 * easeOutCubic(p) + overshoot(p), dy: 0 });
      else if (kind === 'fade') poses.push({ opacity: easeOutCubic(p), scale: 1, dy: m.rise * (1 - easeOutQuint(p)) + lifeAt(k).dy });
      else poses.push({ opacity: 1, scale: 1, dy: lifeAt(k).dy });
      continue;
    }
    const held = lifeAt(Math.min(k, holdTo));
    if (k < holdTo) {
      poses.push({ opacity: 1, ...held });
      continue;
    }
    // Exit: the last frame is fully gone only at `last`, so the frame before it still shows a trace.
    const p = (k - holdTo + 1) / (outFrames + 1);
    poses.push({ opacity: 1 - easeInCubic(p), scale: held.scale, dy: held.dy - m.rise * 0.6 * easeInCubic(p) });
  }
  let slide: MotionPlan['slide'];
  if (kind.startsWith('slide-')) {
    const e = m.edges;
    const distance = kind === 'slide-left' ? e.right : kind === 'slide-right' ? -e.left : kind === 'slide-up' ? e.bottom : -e.top;
    slide = { axis: kind === 'slide-left' || kind === 'slide-right' ? 'x' : 'y', distance: Math.round(distance), from: first, frames: Math.max(1, inFrames) };
  }
  const maxScale = Math.max(1.04, ...poses.map((p) => p.scale));
  const maxRise = Math.ceil(Math.max(m.rise * 1.1, ...poses.map((p) => Math.abs(p.dy))));
  return { first, poses, slide, drift, maxScale, maxRise };
}

/** The whole pixels (even) a drifting block has risen by at pose index k: the overlay carries them, the picture the rest. */
export function driftLift(drift: MotionPlan['drift'], k: number): number {
  if (!drift) return 0;
  return 2 * Math.floor(Math.max(0, Math.min(drift.frames, k - drift.from)) / drift.q);
}

/**
 * The overlay's x and y for a block at (evenX, evenY): numbers, or expressions of the scene's frame index for a
 * slide (ease-out) and for the drift's whole pixels (driftLift, starting at scene frame `first`). The frame index is
 * taken from `t` (frames are at N / fps): overlay's `n` counts the main input's frames from 1 in FFmpeg 5.1, which
 * moved the overlay a frame after its picture (a one-frame jump of 2 px at every turn of the drift's cycle).
 */
export function overlayPosition(evenX: number, evenY: number, slide: MotionPlan['slide'], drift?: MotionPlan['drift'], first = 0, fps = 30): { x: string; y: string } {
  let x = String(evenX);
  let y = String(evenY);
  const n = `floor(t*${fps}+0.5)`;
  if (slide) {
    const expr = `${num(slide.distance)}*pow(1-clip((${n}-${slide.from})/${slide.frames},0,1),3)`;
    if (slide.axis === 'x') x += `+${expr}`;
    else y += `+${expr}`;
  }
  if (drift) y += `-2*floor(clip(${n}-${first + drift.from},0,${drift.frames})/${drift.q})`;
  return { x, y };
}
