import { describe, expect, it } from '@jest/globals';
import { themeFace } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { figureWidth, runsOf, sprite, spriteTextWidth } from './text-sprite.js';

describe('tabular figures', () => {
  it('gives every number of as many digits the same width, in every theme’s display face', () => {
    const proportional: string[] = [];
    for (const theme of ['classic', 'bold', 'elegant', 'playful', 'retro', 'minimal'] as const) {
      const face = themeFace(theme, 'display');
      const widths = ['1,111', '8,888', '4,070', '9,999'].map((t) => spriteTextWidth(face, 100, t, true));
      for (const w of widths) expect(w).toBeCloseTo(widths[0]!, 6);
      if (measure(face, '1,111', 100) < measure(face, '8,888', 100) - 1) proportional.push(theme);
    }
    // Most display faces set proportional figures by default (a 1 narrower than an 8): what makes a counter jiggle.
    expect(proportional.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a prefix or unit as one kerned run and puts each digit in a cell of the widest digit', () => {
    const face = themeFace('classic', 'display');
    const { runs, width } = runsOf(face, 50, '$120 users', true);
    expect(runs.map((r) => r.text)).toEqual(['$', '1', '2', '0', ' users']);
    const cell = figureWidth(face, 50);
    expect(runs.filter((r) => r.cell).every((r) => r.w === cell)).toBe(true);
    expect(width).toBeCloseTo(measure(face, '$', 50) + 3 * cell + measure(face, ' users', 50), 6);
  });
});

describe('sprite', () => {
  it('draws the text opaque at rest and nothing at opacity 0, as even-sized PNGs', () => {
    const face = themeFace('classic', 'display');
    const s = sprite(101, 61, [{ text: '42', face, px: 40, x: 10, baseline: 45, tabular: true }], '#ffffff');
    expect([s.width, s.height]).toEqual([102, 62]);
    const rest = s.draw();
    const gone = s.draw({ opacity: 0 });
    expect(rest.subarray(1, 4).toString('ascii')).toBe('PNG');
    // A transparent picture packs far smaller than one with glyphs on it.
    expect(gone.length).toBeLessThan(rest.length);
  });
});
