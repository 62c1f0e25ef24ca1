import type { FrameSize } from '../../../model/format.js';
import type { Size, TextRole, Theme } from '../../../model/scene-document.js';
import { breakText, hasLoneWord, hasOrphan, hasStrandedWord } from './break-lines.js';
import { drawable, reportUndrawn } from './coverage.js';
import { faceForText, themeFace, type Face, type FaceRole } from './faces.js';
import { measure } from './measure.js';
import { safeArea } from '../placement.js';

/*
 * Setting a block of text: the face and size of its role (the type scale), balanced lines, and the largest size at
 * which they fit the block's box. Short titles grow: a heading is set as large as its role allows while its lines
 * stay within the share of the box's width the role may fill, so a two-word title spans most of the width instead
 * of a third of it. A size whose balanced lines would leave one word alone on the last line is stepped down (and
 * may use the box's whole width) until a break avoids it: "3 tips for / better / sleep" becomes "3 tips for /
 * better sleep" a step smaller, and so is one that leaves a short word alone on a line of a longer title ("The / future
 * / of AI" becomes "The future / of AI"); a grown title stepping down keeps within 80 % of the safe width first. A
 * chapter's later headings are set no larger than its first (`maxPx`). Sizes are fractions of the frame's reference
 * length (its height, but at most 1.25 × its width), so 720p and 1080p look the same.
 */

export type BlockRole = TextRole | 'item' | 'marker' | 'label';

interface RoleScale {
  face: FaceRole;
  /** The size the text is set at when it fits, in reference lengths. */
  base: number;
  /** How large a short text may grow. */
  max: number;
  /** The share of the box's width a grown text may fill. */
  fill: number;
  /** Baseline to baseline, in ems. */
  leading: number;
  maxLines?: number;
  /**
   * A short text may grow onto this many (balanced) lines: a quote is its card's hero, set large on two or three
   * lines rather than small on one. Without it, a text grows only while it keeps its lines at the base size.
   */
  growLines?: number;
}

export const TYPE_SCALE: Record<BlockRole, RoleScale> = {
  heading: { face: 'display', base: 0.095, max: 0.19, fill: 0.72, leading: 1.08, maxLines: 4 },
  subtitle: { face: 'text', base: 0.048, max: 0.056, fill: 0.9, leading: 1.3 },
  body: { face: 'text', base: 0.044, max: 0.05, fill: 1, leading: 1.38 },
  quote: { face: 'quote', base: 0.062, max: 0.11, fill: 0.8, leading: 1.18, growLines: 3 },
  attribution: { face: 'text', base: 0.036, max: 0.04, fill: 1, leading: 1.3 },
  name: { face: 'strong', base: 0.05, max: 0.056, fill: 1, leading: 1.15 },
  role: { face: 'text', base: 0.034, max: 0.036, fill: 1, leading: 1.25 },
  caption: { face: 'text', base: 0.042, max: 0.046, fill: 1, leading: 1.3 },
  item: { face: 'text', base: 0.05, max: 0.07, fill: 1, leading: 1.25 },
  marker: { face: 'strong', base: 0.05, max: 0.07, fill: 1, leading: 1.25 },
  label: { face: 'text', base: 0.04, max: 0.05, fill: 1, leading: 1.25 },
};

const SIZE_FACTORS: Record<Size, number> = { small: 0.7, medium: 1, large: 1.3, huge: 1.6 };

/** How much a layer's `size` word scales its role's sizes. */
export function sizeFactor(size?: Size): number {
  return size ? SIZE_FACTORS[size] : 1;
}

export function referenceLength(frame: FrameSize): number {
  return Math.min(frame.height, frame.width * 1.25);
}

export interface SetLine {
  text: string;
  width: number;
}

export interface SetBlock {
  face: Face;
  /** Font size in pixels (fractional: Skia draws any size). */
  px: number;
  lines: SetLine[];
  /** Baseline to baseline, pixels. */
  lineHeight: number;
  /** The widest line. */
  width: number;
  /** From the first line's cap top to the last line's descent: the ink box a designer aligns. */
  height: number;
  /** The first baseline below the block's top. */
  firstBaseline: number;
  capHeight: number;
}

export interface SetOptions {
  theme: Theme;
  role: BlockRole;
  frame: FrameSize;
  size?: Size;
  /** The box the block must fit. */
  maxWidth: number;
  maxHeight: number;
  /** Another face than the role's (list markers). */
  face?: Face;
  /** Force a size (items of one list share theirs). */
  px?: number;
  /** A lower limit than the role's `max` for growing (reference lengths): a title on a panel over a picture. */
  growTo?: number;
  /**
   * The largest size (pixels) the block may take, whatever its role allows: a chapter's later titles are set no
   * larger than its first one (compose-scene.ts), so titles of one video do not vary in size with their length.
   */
  maxPx?: number;
  /**
   * Another block shares the scene (a chart, a list, a paragraph): a title grows no larger than SHARED_TITLE_MAX,
   * never into the scene's hero (SHORT_TITLE_MAX), and leaves the others their room.
   */
  shared?: boolean;
}

/**
 * The block laid out at `px`. Text no font of the chain can draw is left out (and reported to the render's result,
 * coverage.ts), never drawn as boxes; the face's CJK fallbacks are ordered for the text's language.
 */
export function layoutAt(given: string, chosen: Face, px: number, leading: number, maxWidth: number): SetBlock {
  const face = faceForText(chosen, given);
  const { text, undrawn } = drawable(face.ranges, given);
  if (undrawn.length) reportUndrawn(undrawn);
  const lines = breakText(text, (s) => measure(face, s, px), maxWidth);
  const lineHeight = px * leading;
  const capHeight = face.capHeight * px;
  // The block's ink box: from the cap line of the first line to the descender of the last one.
  const height = capHeight + (lines.length - 1) * lineHeight + face.descent * px;
  return { face, px, lines, lineHeight, width: Math.max(0, ...lines.map((l) => l.width)), height, firstBaseline: capHeight, capHeight };
}

function fits(b: SetBlock, maxWidth: number, maxHeight: number, maxLines = Infinity): boolean {
  return b.width <= maxWidth + 0.01 && b.height <= maxHeight && b.lines.length <= maxLines;
}

/** How far (a factor per step, and steps) a size may shrink to keep one word off the last line. */
const ORPHAN_STEP = 0.94;
const ORPHAN_STEPS = 6;

/**
 * A line that is one short word alone in a text of four words or more, under 60 % of the block's widest line:
 * "The" in "The / future / of AI", "42:" in "Episode / 42: / Building". It reads as a fragment; a long word alone
 * ("Building") is a stacked title's line.
 */
export function hasFragment(lines: readonly SetLine[], text: string): boolean {
  if (lines.length < 2 || wordsIn(text) < 4) return false;
  const widest = Math.max(...lines.map((l) => l.width));
  return lines.some((l) => wordsIn(l.text) === 1 && l.width < 0.6 * widest);
}

/**
 * Whether a block's lines want a smaller size or another width: one word alone on the last line, a fragment
 * (hasFragment), or a word left alone above a function word ("Tickets / at jazznight.org": hasStrandedWord). A text
 * of three words on two lines cannot avoid a lone word ("Modern / Family Home").
 */
export function wantsRebreak(lines: readonly SetLine[], text: string): boolean {
  return hasOrphan(lines, text) || hasFragment(lines, text) || hasStrandedWord(lines, text);
}

const wordsIn = (text: string) => text.trim().split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * `chosen` as set, or, when its lines want another break (wantsRebreak), the largest size a step or more below it
 * (down to 0.69 of it, never under `floor`) at which a balanced break avoids that: at each size the `widths` in
 * order (the role's width share, then a wider one), then at `last` (the box's whole width) only when no size does;
 * `chosen` when nothing avoids it.
 */
function withoutOrphan(text: string, chosen: SetBlock, leading: number, widths: number[], maxHeight: number, floor: number, maxLines?: number, last?: number): SetBlock {
  if (!wantsRebreak(chosen.lines, text)) return chosen;
  // First a size with no word alone on any line ("Tickets at jazznight.org" on one line rather than "Tickets / at
  // jazznight.org"), then one with no fragment and no word alone on the last line, then one without the latter.
  for (const good of [(b: SetBlock) => !hasLoneWord(b.lines, text), (b: SetBlock) => !wantsRebreak(b.lines, text), (b: SetBlock) => !hasOrphan(b.lines, text)]) {
    // Within the role's widths a grown title may step further down (0.57) before it takes the box's whole width.
    for (const [ws, steps] of last === undefined ? [[widths, ORPHAN_STEPS] as const] : [[widths, ORPHAN_STEPS + 3] as const, [[last], ORPHAN_STEPS] as const]) {
      for (let k = 0; k <= steps; k++) {
        const px = Math.max(floor, chosen.px * ORPHAN_STEP ** k);
        for (const w of ws) {
          const b = layoutAt(text, chosen.face, px, leading, w);
          if (good(b) && fits(b, w, maxHeight, maxLines)) return b;
        }
        if (px === floor) break;
      }
    }
  }
  return chosen;
}

/**
 * The widest a grown title's lines may run when it steps down to keep a word from standing alone: 80 % of the
 * title-safe width (a hero title spans 50-80 % of it). In 9:16 the place text may use is narrower than the safe
 * area, and its whole width set "The future / of AI" across 91 % of it.
 */
const HERO_SHARE = 0.8;

/**
 * How large a short title (three words at most) may grow, in reference lengths: past the heading's usual maximum, so
 * in 16:9 a two-word title spans most of the width (issue 40: "Open Late" in the bold theme's narrow display face
 * spanned 35 % of the frame at 0.19) instead of stopping at a height. The width share (the role's fill) still bounds it.
 * Only a title that is the scene's hero grows so: beside a chart, "Under 12s" grew to fill its slice of the frame and
 * its drift carried it to the frame's top edge (`shared`).
 */
export const SHORT_TITLE_MAX = 0.34;
/** How large a title beside another block (a chart, a list) may grow: it names what the scene shows, which is the hero. */
export const SHARED_TITLE_MAX = 0.13;

/** The role's text set in its box (see the top of the file). */
export function setBlock(text: string, o: SetOptions): SetBlock {
  const scale = TYPE_SCALE[o.role];
  const face = o.face ?? themeFace(o.theme, scale.face);
  const ref = referenceLength(o.frame);
  const factor = sizeFactor(o.size);
  if (o.px !== undefined) return layoutAt(text, face, o.px, scale.leading, o.maxWidth);
  const cap = o.maxPx ?? Infinity;
  const base = Math.min(scale.base * factor * ref, cap);
  const roleMax = o.role === 'heading' && o.shared ? SHARED_TITLE_MAX : o.role === 'heading' && wordsIn(text) <= 3 ? SHORT_TITLE_MAX : scale.max;
  const max = Math.min(cap, Math.max(base, Math.min(roleMax, o.growTo ?? Infinity) * factor * ref));
  const floor = Math.max(10, 0.022 * ref);
  // Grow: the largest size up to max whose lines stay within the role's share of the width, in no more lines than
  // at the base size (a title that fits one line stays one line as it grows), or than the role's growLines.
  const baseLines = layoutAt(text, face, base, scale.leading, o.maxWidth * scale.fill).lines.length;
  const grown = (px: number) => {
    const b = layoutAt(text, face, px, scale.leading, o.maxWidth * scale.fill);
    return b.lines.length <= Math.max(baseLines, scale.growLines ?? 0) && fits(b, o.maxWidth * scale.fill, o.maxHeight, scale.maxLines);
  };
  let px = base;
  if (max > base && grown(base)) {
    let lo = base;
    let hi = max;
    if (grown(max)) lo = max;
    else for (let k = 0; k < 10; k++) {
      const mid = (lo + hi) / 2;
      if (grown(mid)) lo = mid;
      else hi = mid;
    }
    px = lo;
    const set = layoutAt(text, face, px, scale.leading, o.maxWidth * scale.fill);
    const wide = Math.max(o.maxWidth * scale.fill, Math.min(o.maxWidth, HERO_SHARE * safeArea(o.frame).w));
    return withoutOrphan(text, set, scale.leading, [o.maxWidth * scale.fill, wide], o.maxHeight, floor, scale.maxLines, o.maxWidth);
  }
  // Shrink: the largest size down to the floor at which it fits the whole box; a short title (a word or three too
  // wide for its share at the base size: "Unforgettable" in 9:16) within 80 % of the safe width, as a grown one.
  const short = o.role === 'heading' && wordsIn(text) <= 3;
  const width = short ? Math.max(o.maxWidth * scale.fill, Math.min(o.maxWidth, HERO_SHARE * safeArea(o.frame).w)) : o.maxWidth;
  const fitting = (s: number) => fits(layoutAt(text, face, s, scale.leading, width), width, o.maxHeight);
  const whole = (set: SetBlock) => withoutOrphan(text, set, scale.leading, [width], o.maxHeight, floor);
  if (fitting(base)) return whole(layoutAt(text, face, base, scale.leading, width));
  let lo = floor;
  let hi = base;
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    if (fitting(mid)) lo = mid;
    else hi = mid;
  }
  return whole(layoutAt(text, face, lo, scale.leading, width));
}
