import type { FrameSize } from '../../../model/format.js';
import type { Fill } from '../../../model/scene-document.js';
import { strongestLightIn } from './soft-light.js';

/*
 * Contrast where the text actually is. A gradient's average colour says nothing about its ends (a caption on the
 * orange end of navy→orange measured 2.19:1 while the average promised more), so the background under a text
 * block is sampled as the renderer draws it, and the text colour is chosen against the worst of those samples:
 * the preferred colour when it reads, else white or near-black, else the preferred colour on a scrim just opaque
 * enough. Pure: no FFmpeg, no decoding; the geometry mirrors engine/render/scene/background.ts.
 */

export type Rgb = { r: number; g: number; b: number };
/** Pixels in the frame. */
export interface Rect { x: number; y: number; w: number; h: number }

export interface TextTreatment {
  /** `#rrggbb` */
  colour: string;
  /** A flat box of this colour and opacity behind the text (only when no plain text colour reads). */
  scrim?: { colour: string; opacity: number };
  /** The worst-case WCAG ratio of `colour` against the samples (composited with the scrim when there is one). */
  ratio: number;
}

/** WCAG targets: normal text, and large text (≥ 24 px, or ≥ 18.7 px bold) and graphics such as chart marks. */
export const TEXT_TARGET = 4.5;
export const LARGE_TARGET = 3;
/**
 * Headroom over the target when deciding: the frame is stored as 8-bit limited-range YUV 4:2:0, whose rounding
 * and chroma subsampling move a colour by a level or two, and a ratio chosen at exactly 4.5 measures 4.4 on the
 * frame. 3 % covers that.
 */
const HEADROOM = 1.03;

export const NEAR_WHITE = '#ffffff';
export const NEAR_BLACK = '#121212';

export function hexToRgb(hex: string): Rgb {
  const v = (i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return { r: v(0), g: v(1), b: v(2) };
}

export function rgbToHex(c: Rgb): string {
  const h = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance(c: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG 2 contrast ratio, 1..21, symmetric. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The lowest ratio of `colour` against any of `samples` (Infinity for none). */
export function worstRatio(colour: Rgb, samples: readonly Rgb[]): number {
  let worst = Infinity;
  for (const s of samples) worst = Math.min(worst, contrastRatio(colour, s));
  return worst;
}

/**
 * The gradient's position 0..1 at pixel (`px`, `py`), as background.ts draws it: a small image of `gw`×`gh`
 * pixels (1/20 of the frame) whose pixel (i, j) holds t = i/(gw-1) (horizontal), j/(gh-1) (vertical) or their
 * mean (diagonal), scaled up bilinearly, which maps the centre of output pixel X to source x = (X+0.5)·gw/W − 0.5
 * and clamps at the borders (so the first and last half-cell are flat). Bilinear interpolation of values linear in
 * i and j is linear, so t is computed directly.
 */
function gradientT(direction: 'vertical' | 'horizontal' | 'diagonal', frame: FrameSize, px: number, py: number): number {
  const gw = Math.max(2, Math.round(frame.width / 20));
  const gh = Math.max(2, Math.round(frame.height / 20));
  const along = (p: number, full: number, cells: number) => {
    const s = ((p + 0.5) * cells) / full - 0.5;
    return Math.max(0, Math.min(cells - 1, s)) / (cells - 1);
  };
  const fx = along(px, frame.width, gw);
  const fy = along(py, frame.height, gh);
  return direction === 'vertical' ? fy : direction === 'horizontal' ? fx : (fx + fy) / 2;
}

/** The fill's colour at pixel (`px`, `py`) of the frame. */
export function fillAt(fill: Fill, frame: FrameSize, px: number, py: number): Rgb {
  if (fill.type === 'solid') return hexToRgb(fill.colour);
  const a = hexToRgb(fill.from);
  const b = hexToRgb(fill.to);
  const t = gradientT(fill.direction, frame, px, py);
  const mix = (x: number, y: number) => Math.round(x + (y - x) * t);
  return { r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) };
}

/** Samples per side of a rectangle: enough to follow a straight gradient; its extremes are at the corners anyway. */
const GRID = 6;

/**
 * Colours of the scene's own background under `rect` (clipped to the frame): a grid of samples including the
 * rectangle's corners, computed analytically (a solid fill: one), and each again as the background's soft light
 * can make it there at its strongest (soft-light.ts), since text is read against the lit fill.
 */
export function sampleFill(fill: Fill, frame: FrameSize, rect: Rect): Rgb[] {
  const base = unlitSamples(fill, frame, rect);
  const ends = fill.type === 'solid' ? [hexToRgb(fill.colour)] : [hexToRgb(fill.from), hexToRgb(fill.to)];
  const mid = [0, 1, 2].map((i) => ends.reduce((sum, c) => sum + [c.r, c.g, c.b][i]!, 0) / ends.length);
  const { amount, target } = strongestLightIn(frame, mid, rect);
  if (amount < 0.002) return base;
  const lit = (v: number) => Math.round(v + (target - v) * amount);
  return [...base, ...base.map((c) => ({ r: lit(c.r), g: lit(c.g), b: lit(c.b) }))];
}

function unlitSamples(fill: Fill, frame: FrameSize, rect: Rect): Rgb[] {
  if (fill.type === 'solid') return [hexToRgb(fill.colour)];
  const x0 = Math.max(0, Math.min(frame.width - 1, rect.x));
  const y0 = Math.max(0, Math.min(frame.height - 1, rect.y));
  const x1 = Math.max(x0, Math.min(frame.width - 1, rect.x + Math.max(0, rect.w) - 1));
  const y1 = Math.max(y0, Math.min(frame.height - 1, rect.y + Math.max(0, rect.h) - 1));
  const samples: Rgb[] = [];
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      samples.push(fillAt(fill, frame, x0 + ((x1 - x0) * i) / (GRID - 1), y0 + ((y1 - y0) * j) / (GRID - 1)));
    }
  }
  return samples;
}

/** `over` laid on `under` at `opacity`, per sRGB channel, as FFmpeg's drawbox and overlay blend. */
export function composite(over: Rgb, opacity: number, under: Rgb): Rgb {
  const m = (a: number, b: number) => a * opacity + b * (1 - opacity);
  return { r: m(over.r, under.r), g: m(over.g, under.g), b: m(over.b, under.b) };
}

/**
 * The least opacity (in steps of 0.01) of a `scrim` that brings `text` to `target` against every sample, or
 * undefined when even an opaque scrim does not.
 */
function scrimOpacity(text: Rgb, scrim: Rgb, samples: readonly Rgb[], target: number): number | undefined {
  const reaches = (opacity: number) => samples.every((s) => contrastRatio(text, composite(scrim, opacity, s)) >= target);
  if (!reaches(1)) return undefined;
  // The ratio grows monotonically with the opacity of a scrim on the far side of the text's luminance.
  let lo = 0;
  let hi = 100;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (reaches(mid / 100)) hi = mid;
    else lo = mid;
  }
  return reaches(lo / 100) ? lo / 100 : hi / 100;
}

export function targetRatio(large: boolean): number {
  return large ? LARGE_TARGET : TEXT_TARGET;
}

/**
 * The text colour (the preferred one if it reaches the target against every sample, else a switch between light
 * and dark, else the preferred colour on a scrim), and the worst-case ratio reached. Target: 4.5, or 3 for large
 * text (>= 24 px, or >= 18.7 px bold, at the output size).
 */
export function treatmentFor(samples: Rgb[], preferred: string, opts: { large: boolean }): TextTreatment {
  const target = targetRatio(opts.large);
  const goal = target * HEADROOM;
  const pref = hexToRgb(preferred);
  const prefRatio = worstRatio(pref, samples);
  if (prefRatio >= goal) return { colour: preferred, ratio: prefRatio };
  const light = worstRatio(hexToRgb(NEAR_WHITE), samples);
  const dark = worstRatio(hexToRgb(NEAR_BLACK), samples);
  const [better, betterRatio] = light >= dark ? [NEAR_WHITE, light] : [NEAR_BLACK, dark];
  if (betterRatio >= goal) return { colour: better, ratio: betterRatio };
  // No plain colour reads everywhere (a gradient from light to dark under one line): a scrim on the side away
  // from the preferred colour's luminance, just opaque enough for the worst sample.
  const onDark = contrastRatio(pref, { r: 0, g: 0, b: 0 }) >= contrastRatio(pref, { r: 255, g: 255, b: 255 });
  for (const [text, scrimHex] of [[preferred, onDark ? '#000000' : '#ffffff'], [better, better === NEAR_WHITE ? '#000000' : '#ffffff']] as const) {
    const scrim = hexToRgb(scrimHex);
    const opacity = scrimOpacity(hexToRgb(text), scrim, samples, goal);
    if (opacity === undefined) continue;
    const ratio = Math.min(...samples.map((s) => contrastRatio(hexToRgb(text), composite(scrim, opacity, s))));
    return { colour: text, scrim: { colour: scrimHex, opacity }, ratio };
  }
  // Unreachable for white or near-black text on an opaque black or white scrim; kept for a total function.
  return { colour: better, scrim: { colour: better === NEAR_WHITE ? '#000000' : '#ffffff', opacity: 1 }, ratio: contrastRatio(hexToRgb(better), hexToRgb(better === NEAR_WHITE ? '#000000' : '#ffffff')) };
}
