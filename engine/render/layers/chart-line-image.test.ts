import { describe, expect, it } from '@jest/globals';
import { lineImage } from './chart-line-image.js';

describe('lineImage', () => {
  it('writes an RGBA PAM with the line opaque at its points and transparent padding on the left', () => {
    const image = lineImage(100, 50, [{ x: 10, y: 40 }, { x: 90, y: 10 }], 50, [255, 0, 0], 3, 4, 100);
    const header = 'P7\nWIDTH 200\nHEIGHT 50\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n';
    expect(image.subarray(0, header.length).toString('ascii')).toBe(header);
    const alpha = (x: number, y: number) => image[header.length + (y * 200 + x) * 4 + 3]!;
    expect(alpha(110, 40)).toBe(255);
    expect(alpha(190, 10)).toBe(255);
    for (let x = 0; x < 100; x++) expect(alpha(x, 40)).toBe(0);
    // Under the line: a fill fading towards the floor; above it: nothing.
    expect(alpha(150, 30)).toBeGreaterThan(20);
    expect(alpha(150, 30)).toBeLessThan(80);
    expect(alpha(150, 48)).toBeLessThan(alpha(150, 30));
    expect(alpha(120, 2)).toBe(0);
  });
});
