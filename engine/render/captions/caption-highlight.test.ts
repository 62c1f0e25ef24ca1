import { describe, expect, it } from '@jest/globals';
import { converter } from 'culori';
import { captionHighlight, chapterFillColours, HIGHLIGHT_TARGET } from './caption-highlight.js';
import { contrastRatio, hexToRgb } from '../style/contrast.js';
import { deltaEOk } from '../style/palette.js';

const toOklch = converter('oklch');
const hueGap = (p: number, q: number) => Math.abs(((p - q + 540) % 360) - 180);
const hue = (c: string) => toOklch(c)!.h ?? NaN;

describe("karaoke's highlight harmonises with the background", () => {
  const BLUE = '#3a86ff';

  it('over warm fills, a warm pill (a neighbour of the fill\'s hue), not the theme\'s blue', () => {
    for (const fill of ['#c0603a', '#8b5a2b', '#e8c9a0', '#d9a441']) {
      const h = captionHighlight(BLUE, [fill]);
      expect({ fill, near: hueGap(hue(h.pill), hue(fill)) <= 45 }).toEqual({ fill, near: true });
      expect(hueGap(hue(h.pill), hue(BLUE))).toBeGreaterThan(90);
      // The lit word reads on it, and the pill stands apart from the fill.
      expect(contrastRatio(hexToRgb(h.text), hexToRgb(h.pill))).toBeGreaterThanOrEqual(HIGHLIGHT_TARGET);
      expect(h.ratio).toBeCloseTo(contrastRatio(hexToRgb(h.text), hexToRgb(h.pill)), 5);
      expect(deltaEOk(h.pill, fill)).toBeGreaterThanOrEqual(0.15);
    }
  });

  it('keeps the theme\'s accent over neutral fills and when it already neighbours the fill', () => {
    expect(captionHighlight(BLUE, ['#000000']).pill).toBe(BLUE);
    expect(captionHighlight(BLUE, ['#203040']).pill).toBe(BLUE);
    expect(captionHighlight('#ff006e', ['#c0603a']).pill).toBe('#ff006e');
    expect(captionHighlight(BLUE, []).pill).toBe(BLUE);
  });

  it('keeps white letters when they read, and turns them dark when they would not (a light cyan pill)', () => {
    expect(captionHighlight(BLUE, ['#000000']).text).toBe('#ffffff');
    const cyan = captionHighlight('#01cdfe', ['#1a1025']);
    expect(cyan.text).not.toBe('#ffffff');
    expect(cyan.ratio).toBeGreaterThanOrEqual(HIGHLIGHT_TARGET);
  });

  it('reads the colours a chapter shows: its fill and each scene\'s own, gradients by their ends', () => {
    expect(
      chapterFillColours({
        background: { type: 'solid', colour: '#c0603a' },
        scenes: [{ background: { type: 'gradient', from: '#112233', to: '#445566', direction: 'vertical' } }, {}, { background: { type: 'solid', colour: '#c0603a' } }] as never,
      }),
    ).toEqual(['#c0603a', '#112233', '#445566']);
  });
});
