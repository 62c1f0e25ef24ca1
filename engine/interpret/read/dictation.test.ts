import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';
import { spokenNumber, withDictationTyped } from './dictation.js';

describe('a dictated prompt', () => {
  it.each([
    ['twelve hundred', 1200],
    ['thirteen fifty', 1350],
    ['two thousand five hundred', 2500],
    ['twenty five', 25],
    ['nineteen ninety nine', 1999],
    ['one hundred and twenty', 120],
  ])('reads "%s" as %d', (words, value) => {
    expect(spokenNumber(words)).toBe(value);
  });

  it('reads no number from words that are none', () => {
    expect(spokenNumber('one and two')).toBeUndefined();
  });

  it('has its said marks typed, outside quotes only, and its numbers of two words or more in digits', () => {
    expect(withDictationTyped('title "full stop" full stop then three tips comma one hundred and twenty members')).toBe('title "full stop". Then three tips, 120 members');
  });

  it('is left alone when typed: "a comma" in typed text is a word', () => {
    const typed = 'Title: The Comma, a grammar podcast. Episode twelve hundred';
    expect(withDictationTyped(typed)).toBe(typed);
  });

  it('builds what it asks for: a title, then a chart of spelled values, with no said mark drawn', () => {
    const { document } = read('new video the title is night market full stop then a bar chart of stalls March forty two April fifty five May sixty one full stop square please');
    const chart = document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'chart');
    expect(chart && chart.type === 'chart' ? chart.data.map((d) => d.value) : []).toEqual([42, 55, 61]);
    expect(JSON.stringify(document)).not.toMatch(/full stop/i);
  });
});
