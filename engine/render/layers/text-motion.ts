import type { Pose } from '../typeset/raster.js';
import { inSeconds, num, type Reveal } from './animate.js';

/*
 * The motion of a text block, frame by frame: its pose (opacity, scale, rise, typed length) at every frame it is on
 * screen, and for slides the overlay's offset. Everything is counted in frames, so each frame of the scene gets
 * exactly one pose (no window overlaps another after rounding, no frame is drawn twice).
 *
 *   entrance  ease-out (cubic for opacity, quint for the rise and scale): fade rises a little, pop scales from 50 %
 *             with a small overshoot, slides come from the frame's edge, typewriter and word-by-word type the text.
 *   hold      continuous, subtle life: a slow drift up and a slow push-in, so held text is never a still picture
 *             (none when the layer asks for no animation).
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
  /** Let held text drift (false when the layer asks for no animation). */
  life?: boolean;
  /** Leave without an exit (captions: the next cue replaces this one at once). */
  noExit?: boolean;
}

const EXIT_SECONDS = 0.3;
/** Held text drifts up this share of the rise per second (up to the rise) and grows this much per second, up to a cap. */
const DRIFT_PER_SECOND = 0.2;
const PUSH_PER_SECOND = 0.006;
const MAX_PUSH = 0.03;
/** Held poses change every this many frames (slow motion does not need all of them; half the pictures to draw). */
const LIFE_STEP = 2;

export function planMotion(m: MotionInput): MotionPlan {
  const { reveal, fps } = m;
  const kind = reveal.animation.in;
  const first = Math.round(reveal.start * fps);
  const sceneEnd = Math.round(m.sceneSeconds * fps);
  const last = Math.max(first + 1, Math.min(sceneEnd, reveal.end === undefined ? sceneEnd : Math.round(reveal.end * fps)));
  const total = last - first;
  const inFrames = kind === 'none' ? 0 : Math.min(Math.max(1, Math.round(inSeconds(reveal) * fps)), Math.floor(total / 2));
  const typed = kind === 'typewriter' || kind === 'word-by-word';
  // Typing takes its natural pace (45 ms a character, 280 ms a word) within 60 % of the time shown.
  const typeFrames = typed ? Math.max(inFrames, Math.min(Math.round(m.units * (kind === 'word-by-word' ? 0.28 : 0.045) * fps), Math.floor(total * 0.6))) : 0;
  const enterFrames = typed ? typeFrames : inFrames;
  const outSeconds = reveal.animation.out === 'fade' ? Math.min(reveal.animation.duration, EXIT_SECONDS * 2) : EXIT_SECONDS;
  const outFrames = m.noExit ? 0 : Math.min(Math.round(outSeconds * fps), Math.max(0, Math.floor((total - enterFrames) / 2)));
  const holdFrom = enterFrames;
  const holdTo = total - outFrames;
  const life = m.life !== false && kind !== 'none';
  // Entrance progress starts here (the first scene's first frame shows the block nearly settled).
  const startAt = m.firstFrame && first === 0 ? 0.6 : 0;
  const poses: Pose[] = [];
  const lifeAt = (k: number) => {
    if (!life) return { scale: 1, dy: 0 };
    const t = (Math.floor((k - holdFrom) / LIFE_STEP) * LIFE_STEP) / fps;
    return { scale: 1 + Math.min(MAX_PUSH, PUSH_PER_SECOND * t), dy: -Math.min(m.rise, m.rise * DRIFT_PER_SECOND * t) };
  };
  for (let k = 0; k < total; k++) {
    if (k < enterFrames) {
      const p = startAt + ((1 - startAt) * (k + 1)) / (enterFrames + 1);
      if (typed) poses.push({ opacity: 1, scale: 1, dy: 0, shown: Math.ceil(m.units * p), byWord: kind === 'word-by-word' });
      else if (kind === 'pop') poses.push({ opacity: Math.min(1, easeOutCubic(p) * 1.6), scale: 0.5 + 0.5 * easeOutCubic(p) + overshoot(p), dy: 0 });
      else if (kind === 'fade') poses.push({ opacity: easeOutCubic(p), scale: 1, dy: m.rise * (1 - easeOutQuint(p)) });
      else poses.push({ opacity: 1, scale: 1, dy: 0 });
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
  return { first, poses, slide, maxScale, maxRise };
}

/** The overlay's x and y for a block at (evenX, evenY): numbers, or for a slide an ease-out expression of frame `n`. */
export function overlayPosition(evenX: number, evenY: number, slide: MotionPlan['slide']): { x: string; y: string } {
  if (!slide) return { x: String(evenX), y: String(evenY) };
  const expr = `${num(slide.distance)}*pow(1-clip((n-${slide.from})/${slide.frames},0,1),3)`;
  return slide.axis === 'x' ? { x: `${evenX}+${expr}`, y: String(evenY) } : { x: String(evenX), y: `${evenY}+${expr}` };
}
