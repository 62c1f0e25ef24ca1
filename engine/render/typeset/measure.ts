import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Face } from './faces.js';

/*
 * Widths of strings as Skia draws them (shaped by HarfBuzz: GPOS kerning and ligatures included, fallback faces for
 * missing glyphs). Measured once at a reference size and scaled: outlines are unhinted, so widths grow linearly.
 */

export const REFERENCE_PX = 100;

let context: SKRSContext2D | undefined;
function ctx(): SKRSContext2D {
  context ??= createCanvas(8, 8).getContext('2d');
  return context;
}

const cache = new Map<string, number>();

/** The advance width of `text` in `face` at `px` pixels (tracking included). */
export function measure(face: Face, text: string, px: number): number {
  const key = `${face.file}|${face.spec.weight}|${text}`;
  let w = cache.get(key);
  if (w === undefined) {
    const c = ctx();
    c.font = face.font(REFERENCE_PX);
    c.letterSpacing = `${(face.spec.tracking ?? 0) * REFERENCE_PX}px`;
    w = c.measureText(face.spec.upper ? text.toUpperCase() : text).width;
    if (cache.size > 20000) cache.clear();
    cache.set(key, w);
  }
  return (w * px) / REFERENCE_PX;
}
