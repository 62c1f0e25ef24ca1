import { describe, expect, it } from '@jest/globals';
import { breakText, unitsOf } from './break-lines.js';

// A monospace measure: every character 1 unit wide. Real faces are measured by set-block.test.ts.
const mono = (s: string) => s.length;

describe('balanced line breaking', () => {
  it('never leaves a single word on the last line when the text has more than one', () => {
    // Greedy wrapping at 20 gives "Sales grew forty / percent year over / year".
    for (const [text, width] of [['Sales grew forty percent year over year', 20], ['Follow for more', 12], ['Open every day from nine until late', 16]] as const) {
      const lines = breakText(text, mono, width);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.at(-1)!.text.split(' ').length).toBeGreaterThan(1);
      for (const l of lines) expect(l.width).toBeLessThanOrEqual(width);
    }
  });

  it('balances lines: the fewest lines, as even as possible', () => {
    const lines = breakText('How to brew pour-over coffee', mono, 22);
    expect(lines.map((l) => l.text)).toEqual(['How to brew', 'pour-over coffee']);
  });

  it('never ends a line with a separator; a separator alone at a break is dropped', () => {
    const lines = breakText('4 beds · 3 baths · 2,400 sq ft', mono, 16);
    for (const l of lines) expect(l.text).not.toMatch(/[·,:|\-–]$/);
    for (const l of lines) expect(l.text).not.toMatch(/^[·]/);
    expect(lines.map((l) => l.text).join(' ')).toContain('3 baths');
  });

  it('keeps one word on one line, and explicit newlines', () => {
    expect(breakText('Hello', mono, 3).map((l) => l.text)).toEqual(['Hello']);
    expect(breakText('One two\nthree four', mono, 40).map((l) => l.text)).toEqual(['One two', 'three four']);
  });

  it('finds break opportunities between CJK words without spaces (Intl.Segmenter)', () => {
    const units = unitsOf('東京で会いましょう');
    expect(units.length).toBeGreaterThan(1);
    expect(units.map((u) => u.text).join('')).toBe('東京で会いましょう');
  });
});

describe('line breaking across scripts', () => {
  it('breaks Thai between words (no spaces), keeping every character', () => {
    const text = 'สวัสดีชาวโลกยินดีต้อนรับสู่ประเทศไทย';
    const units = unitsOf(text);
    expect(units.length).toBeGreaterThan(3);
    expect(units.map((u) => u.text).join('')).toBe(text);
    const lines = breakText(text, mono, 14);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.text).join('')).toBe(text);
  });

  it('keeps Japanese particles and kana endings with their word', () => {
    expect(unitsOf('東京で会いましょう').map((u) => u.text)).toEqual(['東京で', '会いましょう']);
  });

  it('never splits an emoji cluster (ZWJ sequence, skin tone, flag) across lines', () => {
    const text = 'Hi 👨‍👩‍👧👋🏽🇫🇷 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ok';
    const clusters = ['👨‍👩‍👧', '👋🏽', '🇫🇷', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'];
    for (const width of [2, 4, 8]) {
      const lines = breakText(text, mono, width).map((l) => l.text);
      for (const c of clusters) expect(lines.some((l) => l.includes(c))).toBe(true);
    }
  });
});
