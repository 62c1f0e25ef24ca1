import { describe, expect, it } from '@jest/globals';
import type { Word } from '../engine/video-checks.js';
import { captionOnFrame, middleEdges, MIDDLE_CONTENT_EDGES, quoteGap } from './layout-metrics.js';
import { boxOf, linesOf, type TextMatch } from './text-metrics.js';

const word = (text: string, left: number, top: number, height = 40): Word => ({ text, left, top, width: text.length * height * 0.5, height, conf: 90 });
const match = (text: string, words: Word[]): TextMatch => ({ text, words, box: boxOf(words), lines: linesOf(words) });

describe('quoteGap', () => {
  it('measures the attribution under the quote in the quote’s cap heights', () => {
    const quote = match('Done is a habit', [word('Done', 100, 100), word('is', 220, 100), word('habit', 300, 100)]);
    const by = match('Ana', [word('Ana', 200, 180, 20)]);
    expect(quoteGap(quote, by)).toEqual({ glyphs: 1, under: true });
    expect(quoteGap(quote, match('Ana', [word('Ana', 900, 180, 20)])).under).toBe(false);
  });
});

describe('captionOnFrame', () => {
  const narration = 'Breathe in for four counts. Hold for seven.';
  it('takes the lowest block of narration lines as the caption, its lines and its size', () => {
    const words = [
      word('Sleep', 300, 300, 120), // a title, not the narration's
      word('Breathe', 200, 1300, 40), word('in', 400, 1300, 40), word('for', 470, 1300, 40),
      word('four', 250, 1360, 40), word('counts.', 400, 1360, 40),
    ];
    const c = captionOnFrame(words, narration, 1920)!;
    expect(c.lines).toBe(2);
    expect(c.sizeShare).toBeCloseTo(40 / 0.74 / 1920, 4);
  });

  it('keeps a line whose words have caps and x-heights one line', () => {
    const words = [word('Squeeze', 100, 1300, 44), word('in', 300, 1310, 34), word('one', 360, 1312, 32), word('lime.', 460, 1300, 44)];
    expect(captionOnFrame(words, 'Squeeze in one lime.', 1920)!.lines).toBe(1);
  });

  it('reads nothing when no line is the narration’s', () => {
    expect(captionOnFrame([word('Sale', 100, 100)], narration, 1920)).toBeUndefined();
  });
});

describe('middleEdges', () => {
  it('is zero on a flat frame and counts a stripe of edges across the middle', () => {
    const width = 100;
    const height = 100;
    const flat = { width, height, pixels: new Uint8Array(width * height).fill(30) };
    expect(middleEdges(flat)).toBe(0);
    const striped = { width, height, pixels: new Uint8Array(width * height).fill(30) };
    for (let x = 10; x < 90; x += 2) for (let y = 40; y < 50; y++) striped.pixels[y * width + x] = 230;
    expect(middleEdges(striped)).toBeGreaterThan(MIDDLE_CONTENT_EDGES);
  });
});
