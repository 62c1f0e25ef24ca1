import { describe, expect, it } from '@jest/globals';
import { THEME_FACES, themeFace } from './faces.js';
import { measure } from './measure.js';
import { setBlock } from './set-block.js';

const frame = { width: 1920, height: 1080 };

describe('the type system', () => {
  it('loads a bundled OFL face for every theme, with its own metrics', () => {
    for (const theme of Object.keys(THEME_FACES) as (keyof typeof THEME_FACES)[]) {
      const face = themeFace(theme, 'display');
      expect(face.file).toMatch(/@fontsource/);
      expect(face.capHeight).toBeGreaterThan(0.5);
      expect(face.capHeight).toBeLessThan(0.9);
      expect(face.ascent).toBeGreaterThan(face.capHeight);
    }
  });

  it('kerns: "AV" is narrower than "A" plus "V"', () => {
    const face = themeFace('classic', 'display');
    expect(measure(face, 'AV', 100)).toBeLessThan(measure(face, 'A', 100) + measure(face, 'V', 100) - 1);
  });

  it('lets a two-word hero title span 50-80 % of its box, on one line', () => {
    for (const theme of ['classic', 'bold', 'elegant', 'playful', 'retro', 'minimal'] as const) {
      const b = setBlock('Summer Sale', { theme, role: 'heading', frame, maxWidth: 1728, maxHeight: 972 });
      expect(b.lines).toHaveLength(1);
      expect(b.width / 1728).toBeGreaterThanOrEqual(0.5);
      expect(b.width / 1728).toBeLessThanOrEqual(0.8);
    }
  });

  it('shrinks a long text to its box, with balanced lines', () => {
    const text = 'A much longer body text that has to wrap onto several lines inside a narrow column of the frame';
    const b = setBlock(text, { theme: 'classic', role: 'body', frame, maxWidth: 500, maxHeight: 300 });
    expect(b.width).toBeLessThanOrEqual(500);
    expect(b.height).toBeLessThanOrEqual(300);
    expect(b.lines.at(-1)!.text.split(' ').length).toBeGreaterThan(1);
  });

  it('draws glyphs the face lacks with the fallback (measured, not zero width)', () => {
    const face = themeFace('bold', 'display');
    expect(measure(face, '→', 100)).toBeGreaterThan(10);
  });
});
