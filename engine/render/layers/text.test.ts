import { describe, expect, it } from '@jest/globals';
import { resolvePlacement } from '../placement.js';
import { setText } from './text.js';

const caption = (text: string, frame: { width: number; height: number }) => {
  const r = resolvePlacement('bottom', frame);
  return setText({ role: 'caption', text }, { theme: 'classic', frame, box: r.box, align: { h: r.h, v: r.v }, overMedia: true });
};

describe('a slide caption', () => {
  it('names its slide a size up in 9:16 (a place name sat at 3.2 % of the height)', () => {
    const tall = caption('Reykjavik', { width: 1080, height: 1920 });
    expect(tall.block.px).toBeGreaterThanOrEqual(0.04 * 1920);
    expect(tall.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('names its slide a size up in 16:9 too (a slideshow\'s "Sunset" sat at 3 % of the height), and keeps the scale for a sentence', () => {
    const wide = caption('Reykjavik', { width: 1920, height: 1080 });
    expect(wide.block.px).toBeGreaterThanOrEqual(0.05 * 1080);
    expect(wide.block.px).toBeLessThan(0.075 * 1080);
    expect(caption('The old harbour at dawn, before the boats go out', { width: 1920, height: 1080 }).block.px).toBeLessThan(0.05 * 1080);
    expect(caption('The old harbour at dawn, before the boats go out', { width: 1080, height: 1920 }).block.px).toBeLessThan(0.035 * 1920);
  });
});
