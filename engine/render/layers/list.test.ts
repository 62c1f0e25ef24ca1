import { describe, expect, it } from '@jest/globals';
import { contentArea, safeArea } from '../placement.js';
import { fitList } from './list.js';

describe('a short list', () => {
  it('sets two or three short points large in 16:9 and 1:1: the scene\'s message, not a fifth of the frame', () => {
    for (const frame of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }, { width: 1080, height: 1080 }]) {
      const box = { w: safeArea(frame).w * 0.8, h: safeArea(frame).h };
      const two = fitList(['Free delivery', 'Easy returns'], 'classic', frame, box, false);
      const three = fitList(['Free delivery', 'Easy returns', '24/7 support'], 'classic', frame, box, false);
      const ref = Math.min(frame.width, frame.height);
      expect(two.px).toBeGreaterThanOrEqual(0.1 * ref);
      expect(three.px).toBeGreaterThanOrEqual(0.095 * ref);
      // A block that takes a real share of the frame's height, each point on one line.
      expect(three.height).toBeGreaterThan(frame.height * 0.38);
      expect([...two.items, ...three.items].every((b) => b.lines.length === 1)).toBe(true);
    }
  });

  it('keeps long points on one line each at a size that still fits (9:16)', () => {
    const frame = { width: 1080, height: 1920 };
    const area = contentArea(frame);
    const list = fitList(['Hiring your first ten', 'Raising a seed round', 'Finding product-market fit'], 'classic', frame, { w: area.w, h: area.h }, false);
    expect(list.width).toBeLessThanOrEqual(area.w + 0.5);
    expect(list.items.every((b) => b.lines.length === 1)).toBe(true);
  });
});
