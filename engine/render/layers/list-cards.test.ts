import { describe, expect, it } from '@jest/globals';
import { safeArea } from '../placement.js';
import { layoutCards, strandsFigure } from './list-cards.js';

describe('cards side by side', () => {
  it('never parts a figure from its words ("10 / GB storage" in 16:9 and 1:1)', () => {
    for (const frame of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }, { width: 1080, height: 1080 }]) {
      const cards = layoutCards(['10 GB storage', 'Unlimited projects', 'Priority support'], 'classic', frame, safeArea(frame), false);
      const lines = cards.cards.map((c) => c.block.lines.map((l) => l.text.trim()));
      expect({ frame, first: lines[0]![0] }).not.toEqual({ frame, first: '10' });
      for (const l of lines) expect(l.some((t) => /^\d+$/.test(t)) && l.length > 1).toBe(false);
      // Still a card title's size: 5.5 % of the height in 16:9 and in 1:1 (where the cards stack).
      expect(cards.px).toBeGreaterThanOrEqual(0.055 * Math.min(frame.width, frame.height));
    }
  });

  it('fills a square: three cards stack (their text twice the size of a row of three), with a margin above and below', () => {
    const frame = { width: 1080, height: 1080 };
    const safe = safeArea(frame);
    const cards = layoutCards(['Free delivery', '30-day returns', '24/7 support'], 'classic', frame, safe, false);
    expect(new Set(cards.cards.map((c) => Math.round(c.x))).size).toBe(1);
    expect(cards.px).toBeGreaterThanOrEqual(0.065 * 1080);
    expect(cards.box.h / safe.h).toBeGreaterThan(0.6);
    expect(cards.box.y).toBeGreaterThan(safe.y + safe.h * 0.05);
    expect(cards.box.y + cards.box.h).toBeLessThan(safe.y + safe.h * 0.95);
    // In 16:9 they stay side by side, tops aligned.
    const wide = layoutCards(['Free delivery', '30-day returns', '24/7 support'], 'classic', { width: 1920, height: 1080 }, safeArea({ width: 1920, height: 1080 }), false);
    expect(new Set(wide.cards.map((c) => Math.round(c.y))).size).toBe(1);
  });

  it('tells a stranded figure from a line that holds one among words', () => {
    expect(strandsFigure([{ text: '10' }, { text: 'GB storage' }])).toBe(true);
    expect(strandsFigure([{ text: '$850,000 ' }, { text: 'asking price' }])).toBe(true);
    expect(strandsFigure([{ text: '10 GB' }, { text: 'storage' }])).toBe(false);
    expect(strandsFigure([{ text: '2024' }])).toBe(false);
  });
});
