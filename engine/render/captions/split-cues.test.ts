import { describe, expect, it } from '@jest/globals';
import { splitCue } from './split-cues.js';

const words = (n: number) => (n <= 12 ? 'one two three four five six seven eight nine ten eleven twelve' : '').split(' ').slice(0, n).join(' ');
const upTo = (k: number) => (text: string) => text.split(' ').length <= k;

describe('splitCue', () => {
  it('keeps a cue that fits', () => {
    const cue = { start: 1, end: 3, text: words(4) };
    expect(splitCue(cue, upTo(4))).toEqual([cue]);
  });

  it('cuts a long cue into the fewest even runs, timed by characters when it has no word times', () => {
    const parts = splitCue({ start: 0, end: 10, text: words(9) }, upTo(4));
    expect(parts.map((p) => p.text)).toEqual(['one two three', 'four five six', 'seven eight nine']);
    expect(parts[0]!.start).toBe(0);
    expect(parts.at(-1)!.end).toBe(10);
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.start).toBeCloseTo(parts[i - 1]!.end, 6);
    expect(parts[1]!.start).toBeGreaterThan(2.5);
  });

  it('times the runs by the cue’s word times when it has them', () => {
    const text = words(4);
    const cue = { start: 0, end: 4, text, words: text.split(' ').map((t, i) => ({ text: t, start: i, end: i + 0.8 })) };
    const parts = splitCue(cue, upTo(2));
    expect(parts.map((p) => [p.text, p.start, p.end])).toEqual([['one two', 0, 2], ['three four', 2, 4]]);
    expect(parts[1]!.words!.map((w) => w.start)).toEqual([2, 3]);
  });
});
