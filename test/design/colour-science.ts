/*
 * The little colour science the measurements need, written out (no dependency, so the instrument does not share code
 * with the renderer it measures): sRGB ↔ linear light, WCAG 2 relative luminance and contrast ratio, and OKLab/OKLCH
 * (Björn Ottosson's matrices) for "is this colour word in a perceptual range".
 */

export type Rgb = readonly [number, number, number]; // 0..255

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance (0 black .. 1 white). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio (1 .. 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface Oklch {
  l: number; // 0..1
  c: number; // 0..~0.37
  h: number; // degrees 0..360 (0 when achromatic)
}

export function oklch(rgb: Rgb): Oklch {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(A, B);
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** `#rrggbb` → [r, g, b]. */
export function hexRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const rgbHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** A perceptual range a colour word must land in: lightness, chroma and (for chromatic words) a hue arc. */
export interface OklchRange {
  l: [number, number];
  c: [number, number];
  /** Degrees, from..to going up (may wrap past 360: [340, 20]). */
  h?: [number, number];
}

export function inRange(colour: Oklch, range: OklchRange): boolean {
  const within = (v: number, [lo, hi]: [number, number]) => v >= lo && v <= hi;
  if (!within(colour.l, range.l) || !within(colour.c, range.c)) return false;
  if (!range.h) return true;
  const [from, to] = range.h;
  return from <= to ? within(colour.h, [from, to]) : colour.h >= from || colour.h <= to;
}
