import { describe, expect, it } from '@jest/globals';
import { measure } from './measure.js';
import { setBlock } from './set-block.js';
import { findPhrase, wordBoxes, wordKey } from './word-boxes.js';

const frame = { width: 1280, height: 720 };
const set = (text: string, maxWidth = 700) => setBlock(text, { theme: 'classic', role: 'heading', frame, maxWidth, maxHeight: 400 });

describe('word boxes of a set block', () => {
  it('gives every word of every line in reading order, left to right within its line, inside the block', () => {
    const block = set('The biggest summer sale of the year');
    const boxes = wordBoxes(block, 'center');
    expect(boxes.map((b) => b.text).join(' ')).toBe(block.lines.map((l) => l.text).join(' '));
    expect(block.lines.length).toBeGreaterThan(1);
    boxes.forEach((b, i) => {
      expect(b.index).toBe(i);
      expect(b.x).toBeGreaterThanOrEqual(-0.5);
      expect(b.x + b.w).toBeLessThanOrEqual(block.width + 0.5);
      expect(b.y).toBeCloseTo(b.line * block.lineHeight, 5);
      const next = boxes[i + 1];
      // A space apart on one line.
      if (next && next.line === b.line) expect(next.x).toBeGreaterThan(b.x + b.w);
    });
  });

  it('aligns each line as the block is drawn: a centred line is centred, a left one starts at 0', () => {
    const block = set('Summer sale starts today', 400);
    const line = block.lines[block.lines.length - 1]!;
    const left = wordBoxes(block, 'left').filter((b) => b.line === block.lines.length - 1);
    const centre = wordBoxes(block, 'center').filter((b) => b.line === block.lines.length - 1);
    expect(left[0]!.x).toBe(0);
    expect(centre[0]!.x).toBeCloseTo((block.width - line.width) / 2, 5);
    expect(left.at(-1)!.x + left.at(-1)!.w).toBeCloseTo(measure(block.face, line.text, block.px), 0);
  });

  it('finds a phrase without case or the punctuation around its words, only on one line; counts graphemes through it', () => {
    const block = set('Big news, today!', 2000);
    const boxes = wordBoxes(block, 'left');
    expect(findPhrase(boxes, 'NEWS')!.map((b) => b.text)).toEqual(['news,']);
    expect(findPhrase(boxes, 'news today')!.map((b) => b.index)).toEqual([1, 2]);
    expect(findPhrase(boxes, 'tomorrow')).toBeUndefined();
    expect(findPhrase(boxes, '  ')).toBeUndefined();
    expect(boxes[1]!.graphemesThrough).toBe('Big news,'.length);
    expect(wordKey('“Sale!”')).toBe('sale');
  });
});
