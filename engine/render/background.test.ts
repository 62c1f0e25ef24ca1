import { describe, expect, it } from '@jest/globals';
import { gradientPpm } from './background.js';

const pixel = (ppm: Buffer, w: number, x: number, y: number) => {
  const header = `P6\n${w} `.length;
  const start = ppm.indexOf('255\n', header) + 4;
  return [...ppm.subarray(start + (y * w + x) * 3, start + (y * w + x) * 3 + 3)];
};

describe('gradient image', () => {
  it('is a binary PPM going from one colour to the other in its direction', () => {
    const vertical = gradientPpm({ type: 'gradient', from: '#000000', to: '#ff8000', direction: 'vertical' }, 4, 3);
    expect(vertical.subarray(0, 11).toString('ascii')).toBe('P6\n4 3\n255\n');
    expect(vertical.length).toBe(11 + 4 * 3 * 3);
    expect(pixel(vertical, 4, 3, 0)).toEqual([0, 0, 0]);
    expect(pixel(vertical, 4, 0, 1)).toEqual([128, 64, 0]);
    expect(pixel(vertical, 4, 2, 2)).toEqual([255, 128, 0]);
    const horizontal = gradientPpm({ type: 'gradient', from: '#000000', to: '#ffffff', direction: 'horizontal' }, 3, 2);
    expect(pixel(horizontal, 3, 1, 0)).toEqual([128, 128, 128]);
    const diagonal = gradientPpm({ type: 'gradient', from: '#000000', to: '#ffffff', direction: 'diagonal' }, 3, 3);
    expect(pixel(diagonal, 3, 0, 0)).toEqual([0, 0, 0]);
    expect(pixel(diagonal, 3, 2, 0)).toEqual([128, 128, 128]);
    expect(pixel(diagonal, 3, 2, 2)).toEqual([255, 255, 255]);
  });
});
