import { describe, expect, it } from '@jest/globals';
import { boxFilters } from './boxes.js';

/** Evaluates the `between(t,a,b)` / `gte(t,a)` enable expressions drawbox gets, as FFmpeg would at time t. */
function enabledAt(filter: string, t: number): boolean {
  const between = /enable='between\(t,([\d.]+),([\d.]+)\)'/.exec(filter);
  if (between) return t >= Number(between[1]) && t <= Number(between[2]);
  const gte = /enable='gte\(t,([\d.]+)\)'/.exec(filter);
  if (gte) return t >= Number(gte[1]);
  return true;
}

describe('boxFilters', () => {
  const ctx = { frame: { width: 1280, height: 720 }, fps: 30 };
  const box = { x: 100, y: 500, w: 600, h: 120 };

  it.each([
    ['fade', 0.3, 0.5],
    ['slide-left', 0.45, 0.4],
    ['pop', 0.5, 0.6],
  ] as const)('draws the box on every frame of a %s entrance, its steady time and its fade-out, once each', (kind, start, duration) => {
    const filters = boxFilters(ctx, box, '#336699', 1, { start, end: 3, animation: { in: kind, out: 'fade', duration } });
    for (let k = Math.ceil(start * 30) + 1; k < 3 * 30 - 1; k++) {
      const drawn = filters.filter((f) => enabledAt(f, k / 30));
      // The last fade-out step may be fully transparent and left out; every other frame has exactly one box.
      expect({ frame: k, boxes: drawn.length }).toEqual({ frame: k, boxes: 1 });
    }
  });
});
