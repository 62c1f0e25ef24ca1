import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { trackingFor } from './direction.js';
import { faceForText, type Face } from './faces.js';

/*
 * Widths of strings as Skia draws them (shaped by HarfBuzz: GPOS kerning and ligatures included, fallback faces for
 * missing glyphs). Measured once at a reference size and scaled: outlines are unhinted, so widths grow linearly.
 */

export const REFERENCE_PX = 100;

/*
 * One context per font and spacing: changing a Skia context's font re-resolves its whole family list (~15 ms for a
 * chain naming a CJK family of a hundred files), so a context keeps the font it was made with.
 */
const contexts = new Map<string, SKRSContext2D>();
function ctx(font: string, spacing: number): SKRSContext2D {
  const key = `${font}|${spacing}`;
  let c = contexts.get(key);
  if (!c) {
    c = createCanvas(8, 8).getContext('2d');
    c.font = font;
    c.letterSpacing = `${spacing}px`;
    contexts.set(key, c);
  }
  return c;
}

const cache = new Map<string, number>();

/** The advance width of `text` in `face` at `px` pixels (tracking included). */
export function measure(given: Face, text: string, px: number): number {
  const face = faceForText(given, text);
  const key = `${face.key}|${face.spec.tracking ?? 0}|${face.spec.upper ? 'U' : ''}|${text}`;
  let w = cache.get(key);
  if (w === undefined) {
    const c = ctx(face.font(REFERENCE_PX), trackingFor(face.spec.tracking, text) * REFERENCE_PX);
    w = c.measureText(face.spec.upper ? text.toUpperCase() : text).width;
    if (cache.size > 20000) cache.clear();
    cache.set(key, w);
  }
  return (w * px) / REFERENCE_PX;
}
