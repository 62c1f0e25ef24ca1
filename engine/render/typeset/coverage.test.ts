import { describe, expect, it } from '@jest/globals';
import { collectUndrawn, undrawnNote } from './coverage.js';
import { hideFallbacksForTest } from './fallback.js';
import { setBlock } from './set-block.js';

// A slim image (npm ci --omit=optional) has no CJK fonts: this file acts as if so, before any face is built.
hideFallbacksForTest(['noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr']);

describe('text no bundled font covers', () => {
  it('is left out of the block (never drawn as boxes) and reported with the package that would draw it', async () => {
    const { value, undrawn } = await collectUndrawn(async () =>
      setBlock('Hello 你好 world', { theme: 'classic', role: 'heading', frame: { width: 1280, height: 720 }, maxWidth: 1100, maxHeight: 600 }),
    );
    expect(value.lines.map((l) => l.text).join(' ')).toBe('Hello world');
    expect(undrawn).toEqual(['你', '好']);
    const note = undrawnNote(undrawn)!;
    expect(note).toContain('你好');
    expect(note).toContain('@fontsource/noto-sans-sc');
  });

  it('reports nothing for covered text, and nothing outside a collecting render', async () => {
    const { undrawn } = await collectUndrawn(async () => setBlock('Crème brûlée مرحبا 🎉', { theme: 'classic', role: 'heading', frame: { width: 1280, height: 720 }, maxWidth: 1100, maxHeight: 600 }));
    expect(undrawn).toEqual([]);
    expect(undrawnNote([])).toBeUndefined();
  });
});
