import { clampChroma, converter, differenceEuclidean, formatHex } from 'culori';
import type { Theme } from '../../../model/scene-document.js';
import { THEME_BACKGROUNDS } from '../../../model/theme-grounds.js';
import { hexToRgb, NEAR_BLACK, NEAR_WHITE, rgbToHex, worstRatio, type Rgb } from './contrast.js';
import { THEME_STYLES } from './themes.js';

/*
 * Accents and chart marks that stand apart from the user's background. A theme's accent is chosen for the theme's
 * own look; a prompt that asks for a blue background under the classic theme's blue accent would hide its bullets,
 * bands and bars. Marks (bars, lines, points, bands) need 3:1 against everything under them (WCAG's non-text
 * contrast) and should not look like the background either (ΔE OK, the distance in OKLab, ≥ ACCENT_APART): a dark
 * red on a dark blue passes neither. The fix keeps the accent's hue when it can (lighter or darker in OKLCH), and
 * otherwise turns to the opposite hue, so a blue theme on a blue background gets a warm accent.
 */

const toOklch = converter('oklch');
const deltaOk = differenceEuclidean('oklab');

/** Marks against their background: WCAG 2 non-text contrast. */
export const MARK_TARGET = 3;
/** Headroom over the target for 8-bit 4:2:0 rounding (see contrast.ts). */
const HEADROOM = 1.03;
/** ΔE OK (Euclidean distance in OKLab, 0..~1) between an accent and every background sample; 0.02 is barely visible. */
export const ACCENT_APART = 0.15;

/** ΔE OK between two colours (`#rrggbb`). */
export function deltaEOk(a: string, b: string): number {
  return deltaOk(a, b);
}

const hex = (c: Rgb) => rgbToHex(c);

/** How far `colour` stands from the samples: its worst contrast and its least ΔE OK. */
export function apartness(colour: string, samples: readonly Rgb[]): { ratio: number; delta: number } {
  return { ratio: worstRatio(hexToRgb(colour), samples), delta: Math.min(...samples.map((s) => deltaEOk(colour, hex(s)))) };
}

const stands = (colour: string, samples: readonly Rgb[], target: number) => {
  const a = apartness(colour, samples);
  return a.ratio >= target * HEADROOM && a.delta >= ACCENT_APART;
};

/**
 * The colour of `hue` and `chroma` at the lightness nearest `fromL` that reaches `target` against the samples and
 * stands ACCENT_APART from them, clamped into sRGB; undefined when no lightness does.
 */
function nearestLightness(hue: number | undefined, chroma: number, fromL: number, samples: readonly Rgb[], target: number): string | undefined {
  for (let step = 0; step <= 100; step++) {
    for (const l of step === 0 ? [fromL] : [fromL + step / 100, fromL - step / 100]) {
      if (l < 0 || l > 1) continue;
      const c = formatHex(clampChroma({ mode: 'oklch', l, c: chroma, h: hue }, 'oklch'));
      if (stands(c, samples, target)) return c;
    }
  }
  return undefined;
}

/** Whether a sample is a colour (not a grey) of about `hue`. */
function sameHue(hue: number, sample: Rgb): boolean {
  const s = toOklch(hex(sample))!;
  if ((s.c ?? 0) < 0.04 || s.h === undefined) return false;
  const d = Math.abs(((s.h - hue + 540) % 360) - 180);
  return d < 45;
}

/**
 * A colour for marks (bars, lines, points, bands) near `preferred`: itself when it reaches `target` (3:1) against
 * every sample and stands apart from them; else the same hue lighter or darker (the opposite hue first when the background
 * has the accent's hue); else the opposite hue; else white
 * or near-black, whichever contrasts more.
 */
export function markColour(preferred: string, samples: readonly Rgb[], target = MARK_TARGET): string {
  if (!samples.length || stands(preferred, samples, target)) return preferred;
  const p = toOklch(preferred)!;
  const chroma = p.c ?? 0;
  const hues: (number | undefined)[] = [p.h];
  if (p.h !== undefined && chroma > 0.03) {
    // A hue the background already has (a blue accent on a blue background) is left for the opposite one first:
    // a lighter blue on navy reads, but does not stand apart as an accent should.
    const opposite = (p.h + 180) % 360;
    if (samples.some((s) => sameHue(p.h!, s))) hues.unshift(opposite);
    else hues.push(opposite);
  }
  for (const h of hues) {
    const found = nearestLightness(h, chroma, p.l, samples, target);
    if (found) return found;
  }
  return worstRatio(hexToRgb(NEAR_WHITE), samples) >= worstRatio(hexToRgb(NEAR_BLACK), samples) ? NEAR_WHITE : NEAR_BLACK;
}

/**
 * The theme's accent on the user's background: kept when it stands apart (≥ 3:1 and ΔE OK ≥ ACCENT_APART against
 * every sample), else swapped for a contrasting one (markColour).
 */
export function accentApart(accent: string, samples: readonly Rgb[]): string {
  return markColour(accent, samples, MARK_TARGET);
}

/**
 * The accent of a video whose ground the brief chose ("a sage green theme", "on a deep purple background"): a
 * designer keeps the palette tonal, so buttons and bands take the ground's own hue, far enough in lightness to
 * stand apart (a deep sage button on sage, a lilac one on deep purple), not the theme's blue, which was chosen for
 * the theme's own ground. A grey ground has no hue to follow: the theme's accent stays (made to stand apart).
 */
export function groundAccent(ground: string, themeAccent: string): string {
  const g = toOklch(ground)!;
  if ((g.c ?? 0) < 0.02 || g.h === undefined) return markColour(themeAccent, [hexToRgb(ground)]);
  // A third of the lightness scale away, a little richer than the ground: markColour then moves it further only
  // when that is not yet 3:1 (a deep sage #4c5d3f on sage, not a near-black olive).
  const l = g.l > 0.55 ? Math.max(0.18, g.l - 0.32) : Math.min(0.92, g.l + 0.32);
  const preferred = formatHex(clampChroma({ mode: 'oklch', l, c: Math.max((g.c ?? 0) * 1.15, 0.07), h: g.h }, 'oklch'));
  return markColour(preferred, [hexToRgb(ground)]);
}

/**
 * The accent of a scene: the one the brief asked for (`asked`, the document's), made to stand apart from the ground;
 * else the theme's on the theme's own ground, else one that follows the ground (groundAccent).
 */
export function sceneAccent(theme: Theme, background: string | undefined, asked?: string): string {
  if (asked) return markColour(asked, [hexToRgb(background ?? THEME_BACKGROUNDS[theme])]);
  const accent = THEME_STYLES[theme].accent;
  return background && background.toLowerCase() !== THEME_BACKGROUNDS[theme] ? groundAccent(background, accent) : accent;
}
