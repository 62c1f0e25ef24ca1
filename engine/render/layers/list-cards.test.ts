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
      // Still a card title's size: 5.5 % of the height in 16:9 (three columns of a square frame are narrower: 3 %).
      expect(cards.px).toBeGreaterThanOrEqual((frame.width > frame.height ? 0.055 : 0.03) * Math.min(frame.width, frame.height));
    }
  });

  it('tells a stranded figure from a line that holds one among words', () => {
    expect(strandsFigure([{ text: '10' }, { text: 'GB storage' }])).toBe(true);
    expect(strandsFigure([{ text: '$850,000 ' }, { text: 'asking price' }])).toBe(true);
    expect(strandsFigure([{ text: '10 GB' }, { text: 'storage' }])).toBe(false);
    expect(strandsFigure([{ text: '2024' }])).toBe(false);
  });
});
