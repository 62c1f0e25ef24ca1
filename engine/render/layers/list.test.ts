import { describe, expect, it } from '@jest/globals';
import { contentArea, safeArea } from '../placement.js';
import { THEME_STYLES } from '../style/themes.js';
import { fitList, setList } from './list.js';

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

describe("a list's colours", () => {
  const frame = { width: 1280, height: 720 };
  const env = { theme: 'bold' as const, frame, box: { x: 100, y: 100, w: 1000, h: 500 }, align: { h: 'center' as const, v: 'middle' as const }, fill: { type: 'solid' as const, colour: '#0b3d2e' } };
  const items = ['Warm light at dusk', 'Cool light at noon'];

  it("draws its items in the colour asked (a template's tint of the ground), the theme's text colour when none is", () => {
    expect(setList({ items, numbered: false, colour: '#e4fcea' }, env).colour).toBe('#e4fcea');
    expect(setList({ items, numbered: false }, env).colour).toBe(THEME_STYLES.bold.textColour);
    expect(setList({ items, numbered: false, arrangement: 'columns', colour: '#e4fcea' }, env).colour).toBe('#e4fcea');
  });

  it('still makes a colour that does not read readable: near-black on a light ground instead of a pale tint', () => {
    expect(setList({ items, numbered: false, colour: '#e4fcea' }, { ...env, fill: { type: 'solid', colour: '#fdf2e9' } }).colour).not.toBe('#e4fcea');
  });
});
