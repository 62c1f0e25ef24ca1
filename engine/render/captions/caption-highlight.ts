import { clampChroma, converter, formatHex } from 'culori';
import type { Fill, SceneDocument } from '../../../model/scene-document.js';
import { contrastRatio, hexToRgb, NEAR_BLACK, NEAR_WHITE } from '../style/contrast.js';
import { deltaEOk } from '../style/palette.js';

/*
 * The colour of karaoke's lit-word pill, and of the word on it. A fixed theme accent looked pasted on: the classic
 * theme's blue pill over a warm terracotta background. A designer takes the highlight from the picture's own
 * palette: over a coloured background, a vivid colour of a neighbouring hue (analogous, 30° round the wheel, more
 * saturated than the fill), or the theme's accent when it already is one; over a neutral background (black, white,
 * grey), the theme's accent. Its lightness is the one
 * nearest the preferred that (a) gives the word on it at least 3:1 (WCAG's large-text contrast, with headroom for
 * 8-bit 4:2:0 video) and (b) stands apart from every background colour (ΔE OK ≥ 0.15), so the pill reads as a pill,
 * not a hole. The word on it is white like the rest of the caption, or near-black when white would not read.
 */

const toOklch = converter('oklch');

/** A background counts as coloured from this OKLCH chroma (a grey's is 0, a muted beige's about 0.03). */
const CHROMATIC = 0.045;
/** Hue step from a coloured background to its highlight: a neighbour on the wheel, not a clash. */
const ANALOGOUS = 30;
/** The lit word against its pill. */
export const HIGHLIGHT_TARGET = 3;
const HEADROOM = 1.05;
/** ΔE OK between the pill and the background under it. */
const APART = 0.15;

export interface Highlight {
  /** The pill, `#rrggbb`. */
  pill: string;
  /** The lit word's letters on it. */
  text: string;
  /** Their contrast ratio. */
  ratio: number;
}

/** The colours a fill shows (a gradient's two ends). */
export function fillColours(fill: Fill | undefined): string[] {
  if (!fill) return [];
  return fill.type === 'solid' ? [fill.colour] : [fill.from, fill.to];
}

/** The word's letters on `pill`: white like the rest of the caption when they read, else the one that contrasts more. */
function textOn(pill: string): { text: string; ratio: number } {
  const white = contrastRatio(hexToRgb(NEAR_WHITE), hexToRgb(pill));
  const black = contrastRatio(hexToRgb(NEAR_BLACK), hexToRgb(pill));
  return white >= HIGHLIGHT_TARGET * HEADROOM || white >= black ? { text: NEAR_WHITE, ratio: white } : { text: NEAR_BLACK, ratio: black };
}

/** The background colours a chapter's captions show over: the document's fill and every scene's own. */
export function chapterFillColours(doc: Pick<SceneDocument, 'background' | 'scenes'>): string[] {
  return [...new Set([...fillColours(doc.background), ...doc.scenes.flatMap((s) => fillColours(s.background))])];
}

/** The colour of `hue` and `chroma` at the lightness nearest `fromL` that reads and stands apart; undefined if none. */
function nearestLightness(hue: number | undefined, chroma: number, fromL: number, under: readonly string[]): Highlight | undefined {
  for (let step = 0; step <= 100; step++) {
    for (const l of step === 0 ? [fromL] : [fromL - step / 100, fromL + step / 100]) {
      if (l < 0.05 || l > 0.97) continue;
      const pill = formatHex(clampChroma({ mode: 'oklch', l, c: chroma, h: hue }, 'oklch'));
      const on = textOn(pill);
      if (on.ratio < HIGHLIGHT_TARGET * HEADROOM) continue;
      if (under.some((u) => deltaEOk(pill, u) < APART)) continue;
      return { pill, ...on };
    }
  }
  return undefined;
}

/** The mean hue and chroma of the background colours (hues averaged on the wheel), or undefined for neutrals. */
function backgroundHue(under: readonly string[]): { hue: number; chroma: number } | undefined {
  const coloured = under.map((u) => toOklch(u)!).filter((c) => (c.c ?? 0) >= CHROMATIC && c.h !== undefined);
  // Mostly neutral (a photo's black, a white page): the theme decides.
  if (coloured.length * 2 <= under.length) return undefined;
  const x = coloured.reduce((s, c) => s + Math.cos((c.h! * Math.PI) / 180), 0);
  const y = coloured.reduce((s, c) => s + Math.sin((c.h! * Math.PI) / 180), 0);
  const hue = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return { hue, chroma: coloured.reduce((s, c) => s + (c.c ?? 0), 0) / coloured.length };
}

/** A pill of the colour asked, with the letters (black or white) that read best on it. */
export function litHighlight(colour: string): Highlight {
  return { pill: colour, ...textOn(colour) };
}

/**
 * The karaoke highlight for a chapter whose captions show over `under` (the backgrounds' colours, `#rrggbb`),
 * preferring the theme's `accent`.
 */
export function captionHighlight(accent: string, under: readonly string[]): Highlight {
  const a = toOklch(accent)!;
  const bg = backgroundHue(under);
  const tries: { hue: number | undefined; chroma: number; l: number }[] = [];
  const hueGap = (p: number, q: number) => Math.abs(((p - q + 540) % 360) - 180);
  // The theme's accent when it already neighbours the background's hue (a red accent on a warm fill).
  if (bg && a.h !== undefined && (a.c ?? 0) >= CHROMATIC && hueGap(a.h, bg.hue) <= 45) tries.push({ hue: a.h, chroma: a.c ?? 0, l: a.l });
  if (bg) {
    // Of the two neighbours, the one farther from yellow-green (OKLCH hue about 110) first: vivid tones there look
    // acid beside skin and wood.
    const wheel = (h: number) => (h + 360) % 360;
    const fromAcid = (h: number) => Math.abs(((wheel(h) - 110 + 540) % 360) - 180);
    const neighbours = [bg.hue + ANALOGOUS, bg.hue - ANALOGOUS].sort((p, q) => fromAcid(q) - fromAcid(p));
    const chroma = Math.max(0.14, Math.min(0.22, bg.chroma * 1.6));
    for (const h of [...neighbours, bg.hue]) tries.push({ hue: wheel(h), chroma, l: 0.55 });
  }
  tries.push({ hue: a.h, chroma: a.c ?? 0, l: a.l });
  if (a.h !== undefined) tries.push({ hue: (a.h + 180) % 360, chroma: Math.max(0.12, a.c ?? 0), l: a.l });
  for (const t of tries) {
    const found = nearestLightness(t.hue, t.chroma, t.l, under);
    if (found) return found;
  }
  // Nothing stands apart (a background of every colour): the accent, dark enough for white letters.
  return nearestLightness(a.h, a.c ?? 0, a.l, []) ?? { pill: accent, ...textOn(accent) };
}

/** The lit word's colour the brief asked: the narration's, else that of a clip's captions of its own speech. */
export function askedHighlight(doc: SceneDocument): string | undefined {
  if (doc.narration?.highlight) return doc.narration.highlight;
  for (const scene of doc.scenes) for (const l of scene.layers) if (l.type === 'media' && l.captions && l.captionHighlight) return l.captionHighlight;
  return undefined;
}
