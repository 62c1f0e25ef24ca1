import { describe, expect, it } from '@jest/globals';
import { backgroundPpm, driftAt, driftOf, gradientPpm } from './background.js';

const pixel = (ppm: Buffer, w: number, x: number, y: number) => {
  const header = `P6\n${w} `.length;
  const start = ppm.indexOf('255\n', header) + 4;
  return [...ppm.subarray(start + (y * w + x) * 3, start + (y * w + x) * 3 + 3)];
};
const near = (got: number[], want: number[], tolerance = 1) => got.forEach((v, i) => expect(Math.abs(v - want[i]!)).toBeLessThanOrEqual(tolerance));

describe('background pictures', () => {
  it('a gradient goes from one colour to the other in its direction (dithered by at most one level)', () => {
    const vertical = gradientPpm({ type: 'gradient', from: '#000000', to: '#ff8000', direction: 'vertical' }, 4, 3);
    expect(vertical.subarray(0, 11).toString('ascii')).toBe('P6\n4 3\n255\n');
    expect(vertical.length).toBe(11 + 4 * 3 * 3);
    near(pixel(vertical, 4, 3, 0), [0, 0, 0]);
    near(pixel(vertical, 4, 0, 1), [128, 64, 0]);
    near(pixel(vertical, 4, 2, 2), [255, 128, 0]);
    const horizontal = gradientPpm({ type: 'gradient', from: '#000000', to: '#ffffff', direction: 'horizontal' }, 3, 2);
    near(pixel(horizontal, 3, 1, 0), [128, 128, 128]);
    const diagonal = gradientPpm({ type: 'gradient', from: '#000000', to: '#ffffff', direction: 'diagonal' }, 3, 3);
    near(pixel(diagonal, 3, 0, 0), [0, 0, 0]);
    near(pixel(diagonal, 3, 2, 0), [128, 128, 128]);
    near(pixel(diagonal, 3, 2, 2), [255, 255, 255]);
  });

  it('dithers a slow gradient: the average of each column follows the exact ramp to a tenth of a level (no steps)', () => {
    // 40 levels over 1000 px: without dithering every column rounds to a whole level, 25 px wide steps.
    const w = 1000;
    const h = 16;
    const ppm = gradientPpm({ type: 'gradient', from: '#202020', to: '#484848', direction: 'horizontal' }, w, h);
    let worst = 0;
    for (let x = 0; x < w; x += 7) {
      let sum = 0;
      for (let y = 0; y < h; y++) for (let dx = 0; dx < 4 && x + dx < w; dx++) sum += pixel(ppm, w, x + dx, y)[0]!;
      const n = h * Math.min(4, w - x);
      const exact = (0x20 + (0x48 - 0x20) * ((x + (Math.min(4, w - x) - 1) / 2) / (w - 1)));
      worst = Math.max(worst, Math.abs(sum / n - exact));
    }
    expect(worst).toBeLessThan(0.15);
  });

  it('adds a soft light a few per cent lighter on a dark fill, darker on a light one, and a margin for the drift', () => {
    const frame = { width: 320, height: 180 };
    const { margin } = driftOf(frame);
    expect(margin).toBe(13);
    const dark = backgroundPpm({ type: 'solid', colour: '#102040' }, frame, margin, true);
    const w = frame.width + 2 * margin;
    const atLight = pixel(dark, w, margin + 96, margin + 50);
    const corner = pixel(dark, w, w - 1, frame.height + 2 * margin - 1);
    expect(atLight[2]! - 0x40).toBeGreaterThan(12);
    expect(Math.abs(corner[2]! - 0x40)).toBeLessThanOrEqual(3);
    const light = backgroundPpm({ type: 'solid', colour: '#f0f0f0' }, frame, margin, true);
    expect(pixel(light, w, margin + 96, margin + 50)[0]!).toBeLessThan(0xf0 - 8);
  });

  it('drifts around a circle inside the margin, about a pixel a frame at 30 fps', () => {
    const frame = { width: 1920, height: 1080 };
    const { margin, radius } = driftOf(frame);
    let previous = driftAt(frame, 0, 0);
    for (let f = 1; f < 240; f++) {
      const p = driftAt(frame, f / 30, 0);
      expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(margin);
      const step = Math.hypot(p.x - previous.x, p.y - previous.y);
      expect(step).toBeGreaterThan(1);
      expect(step).toBeLessThan(3);
      previous = p;
    }
    expect(radius).toBeLessThan(margin);
  });
});
