import type { CaptionStyle, Layer, SceneDocument } from '../../../model/scene-document.js';
import type { Cue } from './captions-vtt.js';
import { joinShortCues } from './short-cues.js';
import { splitCues } from './split-cues.js';

/*
 * A narration with captions and nothing else on screen ("read this out with captions, nothing else"): an empty frame
 * with a strip of subtitles at the bottom is not a design. The captions become the scene's type instead: a few words
 * at a time, large, centred on the frame, in the bold outlined caption look (`lines` becomes `line`; karaoke and
 * word keep their own), over a ground whose light travels across the frame (scene/background.ts, `lively`). The
 * type moves as a motion designer's would: each cue pops up into place, rising and growing from a size smaller
 * (ENTER_SECONDS), then keeps pushing in slowly while it is read (kineticPose), so no frame of the chapter holds
 * still. It is opaque from its first frame: a fade would show its letters at half contrast. The document is the same, only how its captions and ground are drawn.
 */

/** Layers that decorate without words: a chapter of only these has nothing to read but its captions. */
const DECORATION: ReadonlySet<Layer['type']> = new Set(['particles', 'shape', 'graphic']);

/** Words at most in one kinetic cue: a glance's worth. */
export const KINETIC_WORDS = 4;

/** Whether the narration's captions are all the chapter shows (so they are set centre frame, large). */
export function captionsCarryTheChapter(doc: Pick<SceneDocument, 'narration' | 'scenes'>): boolean {
  return doc.narration?.captions === true && doc.scenes.every((s) => s.layers.every((l) => DECORATION.has(l.type)));
}

/** How a chapter's captions are drawn: at the bottom (`none`), or as kinetic type that moves or, for a still document ("no animation"), holds. */
export type Kinetic = 'none' | 'moving' | 'still';

export function kineticOf(doc: Pick<SceneDocument, 'narration' | 'scenes' | 'still'>): Kinetic {
  return !captionsCarryTheChapter(doc) ? 'none' : doc.still ? 'still' : 'moving';
}

/** Seconds a cue takes to rise into place: short, so the words are read from their first sound. */
export const ENTER_SECONDS = 0.28;
/** How much smaller a cue starts, and how far below its place (in its font size). */
const ENTER_SCALE = 0.8;
const ENTER_RISE = 0.45;
/** The push-in while a cue is read: its scale grows this much a second, up to PUSH_MAX. */
const PUSH_PER_SECOND = 0.03;
const PUSH_MAX = 0.07;

/** A cue's pose `t` seconds after it starts: its scale (about the block's middle) and its drop (font sizes). */
export interface Pose {
  scale: number;
  drop: number;
}

export function kineticPose(t: number): Pose {
  const p = Math.max(0, Math.min(1, t / ENTER_SECONDS));
  // Ease-out (cubic): fast off the mark, settling into place.
  const e = 1 - (1 - p) ** 3;
  const push = 1 + Math.min(PUSH_MAX, PUSH_PER_SECOND * Math.max(0, t));
  return { scale: (ENTER_SCALE + (1 - ENTER_SCALE) * e) * push, drop: ENTER_RISE * (1 - e) };
}

/** The caption style kinetic type is drawn in: the bold outlined look for `lines`, a style of its own kept. */
export function kineticStyle(style: CaptionStyle): Exclude<CaptionStyle, 'lines'> {
  return style === 'lines' ? 'line' : style;
}

/**
 * The cues cut into runs of at most KINETIC_WORDS words, each shown while it is spoken; a run shown too briefly to
 * be read joins its neighbour when the two still make a glance (short-cues.ts).
 */
export function kineticCues(cues: readonly Cue[], style: CaptionStyle = 'line'): Cue[] {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const runs = splitCues(cues, (text) => words(text) <= KINETIC_WORDS);
  // Word by word keeps its own grouping (caption-cues.ts: a word or two a cue, set on one line).
  return style === 'word' ? runs : joinShortCues(runs, (text) => words(text) <= KINETIC_WORDS + 2);
}
