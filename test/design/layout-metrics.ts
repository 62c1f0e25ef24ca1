import type { Word } from '../engine/video-checks.js';
import { flatness } from './frame-metrics.js';
import type { GreyFrame } from './frames.js';
import { boxOf, capHeight, wordsOf, type TextMatch } from './text-metrics.js';

/*
 * The criteria of issue 40, measured on OCR readings and grey frames: a quote and its attribution read as one block,
 * captions in 9:16 large enough and at most two lines, and a narration-only chapter that shows something in the
 * middle of the frame. Pure functions of readings and pixels (the frames are chosen in metrics.ts).
 */

/**
 * The gap from a quote's last line to its attribution, in the quote's glyph heights (its cap height), and whether
 * the attribution sits under the quote's lines (their horizontal spans overlap): one block, not two texts apart.
 */
export function quoteGap(quote: TextMatch, by: TextMatch): { glyphs: number; under: boolean } {
  const glyphs = (by.box.top - quote.box.bottom) / capHeight(quote);
  const under = by.box.left < quote.box.right && by.box.right > quote.box.left;
  return { glyphs, under };
}

/** Letters with ascenders or capitals, and none below the baseline: a word box of them is the ascender height. */
const TALL = /[A-Z0-9bdfhklt]/;
const LOW = /[gjpqy,;()[\]]/;
/** An ascender's height in ems, about the same for the sans faces captions use (Inter 0.73-0.77, Montserrat 0.74). */
const ASCENDER_EM = 0.74;

export interface CaptionReading {
  /** Lines of the cue on screen. */
  lines: number;
  /** Its font size (estimated from its tall words' height) as a share of the frame's height. */
  sizeShare: number;
  text: string;
}

/**
 * The caption on a frame: of the lines OCR read, those whose words are mostly the narration's, grouped into blocks
 * (a line joins the block above when it starts within one line's height of it); the lowest block is the caption
 * (a scene's own texts stand above the captions). Undefined when no line is the narration's.
 */
export function captionOnFrame(words: readonly Word[], narration: string, frameHeight: number): CaptionReading | undefined {
  const vocabulary = new Set(wordsOf(narration));
  const lines = rowsOf(words.filter((w) => w.conf >= 30 && wordsOf(w.text).length > 0))
    .filter((l) => {
      const ws = l.flatMap((w) => wordsOf(w.text));
      return ws.length > 0 && ws.filter((w) => vocabulary.has(w)).length / ws.length >= 0.6;
    })
    .sort((a, b) => boxOf(a).top - boxOf(b).top);
  if (!lines.length) return undefined;
  const blocks: Word[][][] = [];
  for (const line of lines) {
    const block = blocks.at(-1);
    const above = block?.at(-1);
    const h = Math.max(...line.map((w) => w.height));
    if (block && above && boxOf(line).top - boxOf(above).bottom < h) block.push(line);
    else blocks.push([line]);
  }
  const caption = blocks.at(-1)!;
  const tall = caption.flat().filter((w) => TALL.test(w.text) && !LOW.test(w.text)).map((w) => w.height).sort((a, b) => a - b);
  const heights = tall.length ? tall : caption.flat().map((w) => w.height * 0.8).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)]!;
  return { lines: caption.length, sizeShare: median / ASCENDER_EM / frameHeight, text: caption.map((l) => l.map((w) => w.text).join(' ')).join(' / ') };
}

/**
 * Words in rows by their vertical centres (a word joins a row whose centre is within half its height), each row left
 * to right: OCR's own order, or sorting by top, splits a line whose words have caps and x-heights.
 */
export function rowsOf(words: readonly Word[]): Word[][] {
  const rows: { centre: number; words: Word[] }[] = [];
  for (const w of [...words].sort((a, b) => a.top + a.height / 2 - (b.top + b.height / 2))) {
    const centre = w.top + w.height / 2;
    const row = rows.find((r) => Math.abs(r.centre - centre) < w.height * 0.5);
    if (row) {
      row.words.push(w);
      row.centre = row.words.reduce((s, x) => s + x.top + x.height / 2, 0) / row.words.length;
    } else rows.push({ centre, words: [w] });
  }
  return rows.sort((a, b) => a.centre - b.centre).map((r) => r.words.sort((a, b) => a.left - b.left));
}

/** The middle of the frame: the centre 80 % of its width, 30-62 % of its height (above a 9:16 caption band). */
export const MIDDLE = { x: 0.1, y: 0.3, w: 0.8, h: 0.32 };

/** Share of edge pixels in the middle of a grey frame (flatness of that region). */
export function middleEdges(frame: GreyFrame): number {
  const x0 = Math.round(frame.width * MIDDLE.x);
  const y0 = Math.round(frame.height * MIDDLE.y);
  const w = Math.round(frame.width * MIDDLE.w);
  const h = Math.round(frame.height * MIDDLE.h);
  const pixels = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) pixels.set(frame.pixels.subarray((y0 + y) * frame.width + x0, (y0 + y) * frame.width + x0 + w), y * w);
  return flatness({ width: w, height: h, pixels }).edgeShare;
}

/** The middle "has content" when this share of it is edges: a line of caption-sized words across it is ~1 %. */
export const MIDDLE_CONTENT_EDGES = 0.003;
