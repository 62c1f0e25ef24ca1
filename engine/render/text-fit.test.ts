import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fitText, measureText, type FitTextInput, type FitTextResult } from './text-fit.js';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const SANS = join(fontDir, 'DejaVuSans.ttf');
const SANS_BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');
const SERIF_ITALIC = join(fontDir, 'DejaVuSerif-Italic.ttf');

/** What every fitted layout promises: lines within the box, widths as measured, nothing lost unless truncated. */
function expectWithinBox(input: FitTextInput, result: FitTextResult): void {
  expect(result.lineWidths).toEqual(result.lines.map((line) => measureText(line, input.font, result.fontSize)));
  for (const w of result.lineWidths) expect(w).toBeLessThanOrEqual(input.maxWidth);
  expect(result.width).toBe(Math.max(...result.lineWidths));
  expect(result.height).toBe(result.lines.length * result.lineHeight);
  expect(result.height).toBeLessThanOrEqual(input.maxHeight);
  if (input.maxLines !== undefined) expect(result.lines.length).toBeLessThanOrEqual(input.maxLines);
  expect(Number.isInteger(result.fontSize)).toBe(true);
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** A quote of exactly 300 characters, with accents and typographic punctuation. */
const QUOTE =
  '“The people who are crazy enough to think they can change the world are the ones who do.” Façade, naïve, ' +
  'jalapeño, Straße, crème brûlée — résumé and déjà vu: 5 € or £4, © 2024 Montage™ … and then the journey ' +
  'continues with even more words to read on screen today, until the end. Thank you, my friends';

describe('measureText', () => {
  it('maps font units to drawtext pixels through unitsPerEm (fontsize is the pixel size of one em)', () => {
    // DejaVu Sans: unitsPerEm 2048; "H" advances 1542 units, so 15.06 px at 20 px, 75.3 px at 100 px.
    expect(measureText('H', SANS, 20)).toBe(15);
    expect(measureText('H', SANS, 100)).toBe(75);
    // Each glyph's advance is rounded to whole pixels as FreeType's hinting does, so widths grow with the size.
    expect(measureText('Hello world', SANS, 96)).toBeGreaterThan(1.9 * measureText('Hello world', SANS, 48));
    expect(measureText('', SANS, 48)).toBe(0);
  });

  it('applies kerning the way drawtext does (FreeType kern table, looked up by character code)', () => {
    const pair = (a: string, b: string, size: number) => measureText(a + b, SANS, size) - measureText(a, SANS, size) - measureText(b, SANS, size);
    // drawtext (FFmpeg 4.1 and 5.1) passes character codes where FreeType wants glyph indices, so it kerns "Im" and
    // ".m" but not "AV"; the integration test checks these against real renders.
    expect(pair('I', 'm', 48)).toBe(-2);
    expect(pair('.', 'm', 48)).toBe(-3);
    expect(pair('A', 'V', 48)).toBe(0);
    // FreeType damps kerning below 25 pixels.
    expect(pair('I', 'm', 12)).toBe(0);
  });

  it('measures the widest line of a text with newlines, and truncates a fractional size as drawtext does', () => {
    expect(measureText('short\na much longer line', SANS, 40)).toBe(measureText('a much longer line', SANS, 40));
    expect(measureText('Hello', SANS, 40.9)).toBe(measureText('Hello', SANS, 40));
    expect(() => measureText('Hello', SANS, 0)).toThrow(/at least 1 pixel/);
  });

  it('measures accented Latin and common symbols with their own glyphs', () => {
    for (const ch of Array.from('éüñçß€£©™—“”‘’…ÀÖøÆœŁ')) expect(measureText(ch, SANS, 40)).toBeGreaterThan(0);
    const accented = fitText({ text: 'é ü ñ ç ß € £ © ™ — “ ” ‘ ’ …', font: SANS, maxWidth: 1000, maxHeight: 200, preferredSize: 40 });
    expect(accented.missingGlyphs).toEqual([]);
    expect(accented.width).toBeGreaterThan(0);
  });

  it('opens a font once, whatever the spelling of its path', () => {
    expect(measureText('Cached', relative(process.cwd(), SANS), 30)).toBe(measureText('Cached', SANS, 30));
    expect(() => measureText('x', join(fontDir, 'NoSuchFont.ttf'), 30)).toThrow();
  });
});

describe('fitText', () => {
  it('wraps by real widths: a line of W wraps sooner than a line of i', () => {
    const box = { font: SANS, maxWidth: 400, maxHeight: 2000, preferredSize: 40, minSize: 40 };
    const ws = fitText({ ...box, text: Array(12).fill('WWW').join(' ') });
    const is = fitText({ ...box, text: Array(12).fill('iii').join(' ') });
    expect(ws.fontSize).toBe(40);
    expect(is.fontSize).toBe(40);
    expect(ws.lines.length).toBeGreaterThan(is.lines.length);
    expect(is.lines.length).toBe(2);
    expectWithinBox({ ...box, text: '' }, ws);
    expectWithinBox({ ...box, text: '' }, is);
    // Greedy: no line could have taken the next line's first word.
    for (let i = 0; i + 1 < ws.lines.length; i++) {
      expect(measureText(`${ws.lines[i]} ${words(ws.lines[i + 1]!)[0]}`, SANS, 40)).toBeGreaterThan(400);
    }
  });

  it('keeps the preferred size when the text fits, and uses lineSpacing for the line height', () => {
    const input = { text: 'Quarterly results', font: SANS_BOLD, maxWidth: 1000, maxHeight: 300, preferredSize: 72, lineSpacing: 1.5 };
    const result = fitText(input);
    expect(result).toMatchObject({ lines: ['Quarterly results'], fontSize: 72, lineHeight: 108, height: 108, truncated: false, missingGlyphs: [] });
    expect(result.ascent + result.descent).toBeGreaterThan(0.9 * 72);
    expect(result.ascent + result.descent).toBeLessThanOrEqual(result.lineHeight);
    expectWithinBox(input, result);
  });

  it('shrinks to the largest size at which every line fits the box', () => {
    const input = { text: 'A sentence that is far too long to fit the box at the size it asks for, so it must shrink', font: SANS, maxWidth: 600, maxHeight: 200, preferredSize: 96, minSize: 12 };
    const result = fitText(input);
    expect(result.fontSize).toBeLessThan(96);
    expect(result.fontSize).toBeGreaterThan(12);
    expect(result.truncated).toBe(false);
    expectWithinBox(input, result);
    expect(words(result.lines.join(' '))).toEqual(words(input.text));
    // One pixel bigger does not fit.
    const bigger = fitText({ ...input, preferredSize: result.fontSize + 1, minSize: result.fontSize + 1 });
    expect(bigger.truncated || bigger.height > input.maxHeight || bigger.width > input.maxWidth).toBe(true);
  });

  it('breaks a word longer than a line at character boundaries, after a hyphen when it can', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    const input = { text: `Look: ${word}!`, font: SANS, maxWidth: 300, maxHeight: 1000, preferredSize: 40, minSize: 40 };
    const result = fitText(input);
    expectWithinBox(input, result);
    expect(result.lines[0]).toBe('Look:');
    expect(result.lines.slice(1).join('')).toBe(`${word}!`);
    expect(result.lines.length).toBeGreaterThan(2);

    const hyphenated = fitText({ ...input, text: 'state-of-the-art-machine-learning-infrastructure' });
    expectWithinBox(input, hyphenated);
    expect(hyphenated.lines.join('')).toBe('state-of-the-art-machine-learning-infrastructure');
    for (const line of hyphenated.lines.slice(0, -1)) expect(line.endsWith('-')).toBe(true);
  });

  it('never splits a letter from its combining accent, and returns text in NFC', () => {
    const decomposed = 'Cafe\u0301 re\u0301sume\u0301';
    const result = fitText({ text: decomposed, font: SANS, maxWidth: 1000, maxHeight: 100, preferredSize: 40 });
    expect(result.lines).toEqual(['Café résumé']);
    const narrow = fitText({ text: 'e\u0301'.repeat(30), font: SANS, maxWidth: 100, maxHeight: 1000, preferredSize: 40, minSize: 40 });
    expect(narrow.lines.join('')).toBe('é'.repeat(30));
    for (const line of narrow.lines) expect(line.normalize('NFD').startsWith('e')).toBe(true);
  });

  it('honours explicit newlines, keeps a blank line, and collapses other whitespace', () => {
    const input = { text: '  First line\r\nSecond\t\tline\n\nAfter a   blank line\n', font: SANS, maxWidth: 1000, maxHeight: 1000, preferredSize: 40 };
    const result = fitText(input);
    expect(result.lines).toEqual(['First line', 'Second line', '', 'After a blank line']);
    expect(result.lineWidths[2]).toBe(0);
    expectWithinBox(input, result);
    // A no-break space keeps its words together.
    const nbsp = fitText({ text: 'Price: 1\u00a0000\u00a0€ today', font: SANS, maxWidth: measureText('Price: 1\u00a0000', SANS, 40), maxHeight: 1000, preferredSize: 40, minSize: 40 });
    expect(nbsp.lines).toContain('1\u00a0000\u00a0€');
  });

  it('shrinks to respect maxLines, and truncates with an ellipsis when even minSize needs more lines', () => {
    const text = 'One two three four five six seven eight nine ten eleven twelve';
    const input = { text, font: SANS, maxWidth: 500, maxHeight: 1000, preferredSize: 60, minSize: 20, maxLines: 2 };
    const shrunk = fitText(input);
    expect(shrunk.lines.length).toBeLessThanOrEqual(2);
    expect(shrunk.fontSize).toBeLessThan(60);
    expect(shrunk.truncated).toBe(false);
    expect(words(shrunk.lines.join(' '))).toEqual(words(text));
    expectWithinBox(input, shrunk);

    const tight = { ...input, minSize: 50 };
    const truncated = fitText(tight);
    expect(truncated.truncated).toBe(true);
    expect(truncated.fontSize).toBe(50);
    expect(truncated.lines).toHaveLength(2);
    expect(truncated.lines[1]!.endsWith('…')).toBe(true);
    expect(truncated.lines[1]).not.toMatch(/[\s,]…$/);
    expectWithinBox(tight, truncated);
  });

  it('truncates to the lines that fit the height at minSize', () => {
    const input = { text: QUOTE, font: SANS, maxWidth: 400, maxHeight: 130, preferredSize: 40, minSize: 30 };
    const result = fitText(input);
    expect(result.truncated).toBe(true);
    expect(result.fontSize).toBe(30);
    expect(result.lines.length).toBe(Math.floor(130 / result.lineHeight));
    expect(result.lines.at(-1)!.endsWith('…')).toBe(true);
    expectWithinBox(input, result);
    // What is shown is the start of the text.
    const shown = result.lines.join(' ').replace(/…$/, '');
    expect(QUOTE.startsWith(shown.slice(0, 40))).toBe(true);
  });

  it('reports characters the font lacks and measures them with the .notdef advance', () => {
    const result = fitText({ text: 'Hello 世界 and ☃ and 𝄞', font: SANS, maxWidth: 2000, maxHeight: 200, preferredSize: 40 });
    // DejaVu Sans has the snowman but no CJK ideographs and no musical symbols.
    expect(result.missingGlyphs).toEqual(['世', '界', '𝄞']);
    const notdef = measureText('世', SANS, 40);
    expect(notdef).toBeGreaterThan(0);
    expect(measureText('界', SANS, 40)).toBe(notdef);
    expect(measureText('𝄞', SANS, 40)).toBe(notdef);
    expect(fitText({ text: 'plain', font: SANS, maxWidth: 500, maxHeight: 100, preferredSize: 40 }).missingGlyphs).toEqual([]);
  });

  it('keeps italic ink inside the box, not only the advance widths', () => {
    // Serif Italic's "f" reaches well past its advance; a line ending in it must leave room for the ink.
    const size = 80;
    const width = measureText('chef', SERIF_ITALIC, size);
    const result = fitText({ text: 'chef chef', font: SERIF_ITALIC, maxWidth: width, maxHeight: 1000, preferredSize: size, minSize: size });
    expect(result.lines).toEqual(['che', 'f', 'che', 'f']);
  });

  it('fits a 300-character quote in portrait and in landscape, bigger in landscape', () => {
    expect(QUOTE).toHaveLength(300);
    // Safe areas of 720x1280 and 1280x720 with 8 % margins, the quote taking up to 60 % of the height.
    const portrait = { text: QUOTE, font: SERIF_ITALIC, maxWidth: 720 - 2 * 58, maxHeight: Math.round(1280 * 0.6), preferredSize: 64, minSize: 20 };
    const landscape = { ...portrait, maxWidth: 1280 - 2 * 102, maxHeight: Math.round(720 * 0.6) };
    const p = fitText(portrait);
    const l = fitText(landscape);
    for (const [input, result] of [[portrait, p], [landscape, l]] as const) {
      expectWithinBox(input, result);
      expect(result.truncated).toBe(false);
      expect(words(result.lines.join(' '))).toEqual(words(QUOTE));
      expect(result.fontSize).toBeGreaterThanOrEqual(28);
    }
    expect(p.lines.length).toBeGreaterThan(l.lines.length);
    expect(p.width).toBeLessThanOrEqual(604);
    expect(l.width).toBeGreaterThan(p.width);
  });

  it('lays out a ten-item list for portrait (the renderer calls this for every text layer of every scene)', () => {
    const items = [
      'Plan the launch with the whole team',
      'Write the announcement — short and clear',
      'Record the voice-over in one take',
      'Pick music that does not fight the voice',
      'Cut the teaser to fifteen seconds',
      'Check captions for every language',
      'Export square, portrait and landscape',
      'Schedule posts for Monday morning',
      'Answer the first comments within an hour',
      'Measure views, clicks and sign-ups after a week',
    ];
    const font = join(fontDir, 'DejaVuSans-Bold.ttf');
    fitText({ text: 'warm-up', font, maxWidth: 600, maxHeight: 100, preferredSize: 40 });
    const fitted = items.map((text) => {
      const input = { text: `${items.indexOf(text) + 1}. ${text}`, font, maxWidth: 600, maxHeight: 100, preferredSize: 44, minSize: 24, maxLines: 2 };
      const result = fitText(input);
      expectWithinBox(input, result);
      return result;
    });
    // No speed assertion here (timing is reported, not tested); every item fits whole.
    for (const result of fitted) expect(result.truncated).toBe(false);
    expect(fitted.map((r) => r.lines.join(' '))).toEqual(items.map((t, i) => `${i + 1}. ${t}`));
  });

  it('handles empty text and a box smaller than one line', () => {
    expect(fitText({ text: '   ', font: SANS, maxWidth: 100, maxHeight: 100, preferredSize: 40 })).toMatchObject({ lines: [''], width: 0, lineWidths: [0], truncated: false });
    const tiny = fitText({ text: 'Too big', font: SANS, maxWidth: 500, maxHeight: 5, preferredSize: 40, minSize: 20 });
    expect(tiny.lines).toHaveLength(1);
    expect(tiny.fontSize).toBe(20);
    expect(() => fitText({ text: 'x', font: SANS, maxWidth: 0, maxHeight: 100, preferredSize: 40 })).toThrow(/positive size/);
  });

  it('shrinks rather than break a word, and breaks one only at minSize', () => {
    const input = { text: 'Northwind Traders', font: SANS_BOLD, maxWidth: 200, maxHeight: 400, preferredSize: 60, minSize: 12 };
    const result = fitText(input);
    expect(result.lines).toEqual(['Northwind', 'Traders']);
    expect(result.brokenWords).toBe(0);
    const forced = fitText({ ...input, minSize: 60 });
    expect(forced.brokenWords).toBeGreaterThan(0);
  });

  it('finds the largest fitting size for assorted texts and boxes', () => {
    const cases: FitTextInput[] = [
      { text: QUOTE, font: SANS, maxWidth: 560, maxHeight: 700, preferredSize: 90, minSize: 12 },
      { text: QUOTE, font: SERIF_ITALIC, maxWidth: 1100, maxHeight: 300, preferredSize: 90, minSize: 12, lineSpacing: 1.4 },
      { text: 'Big letters', font: SANS_BOLD, maxWidth: 300, maxHeight: 400, preferredSize: 200, minSize: 12 },
      { text: 'One\nTwo\nThree\nFour', font: SANS, maxWidth: 800, maxHeight: 250, preferredSize: 120, minSize: 12 },
      { text: 'Count up to 10,000 users', font: SANS_BOLD, maxWidth: 600, maxHeight: 200, preferredSize: 160, minSize: 12, maxLines: 1 },
    ];
    for (const input of cases) {
      const result = fitText(input);
      expect(result.truncated).toBe(false);
      expectWithinBox(input, result);
      if (result.fontSize < input.preferredSize) {
        const bigger = fitText({ ...input, preferredSize: result.fontSize + 1, minSize: result.fontSize + 1 });
        // One pixel bigger it would not fit whole, or only by breaking a word (which a size step down avoids).
        expect(bigger.truncated || bigger.height > input.maxHeight || bigger.width > input.maxWidth || bigger.brokenWords > 0).toBe(true);
      }
    }
  });
});
