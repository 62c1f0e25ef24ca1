import { describe, expect, it } from '@jest/globals';
import { alignWords } from './align-words.js';

const heard = (...w: [string, number, number][]) => w.map(([text, start, end]) => ({ text, start, end }));

describe('heard words put on the shown words', () => {
  it('takes each matching word\'s time, whatever its case and punctuation', () => {
    expect(alignWords(['Hello,', 'world!'], heard(['hello', 0.1, 0.4], ['World.', 0.5, 0.9]))).toEqual(heard(['Hello,', 0.1, 0.4], ['world!', 0.5, 0.9]));
  });

  it('shares the time of words heard otherwise ("2024" as "twenty twenty-four") between their neighbours', () => {
    const timed = alignWords(['Sales', 'grew', 'in', '2024', 'again.'], heard(['Sales', 0, 0.4], ['grew', 0.45, 0.7], ['in', 0.75, 0.85], ['twenty', 0.9, 1.2], ['twenty-four', 1.2, 1.7], ['again', 1.8, 2.2]))!;
    expect(timed.map((w) => w.text)).toEqual(['Sales', 'grew', 'in', '2024', 'again.']);
    expect(timed[3]).toEqual({ text: '2024', start: 0.85, end: 1.8 });
    expect(timed[4]).toEqual({ text: 'again.', start: 1.8, end: 2.2 });
  });

  it('matches near spellings, and skips words heard that are not shown', () => {
    const timed = alignWords(['The', 'colour', 'changes'], heard(['the', 0, 0.2], ['um', 0.2, 0.4], ['color', 0.4, 0.8], ['changes', 0.9, 1.4]))!;
    expect(timed).toEqual(heard(['The', 0, 0.2], ['colour', 0.4, 0.8], ['changes', 0.9, 1.4]));
  });

  it('gives up when the endpoint heard something else', () => {
    expect(alignWords(['Welcome', 'to', 'our', 'annual', 'report.'], heard(['completely', 0, 1], ['different', 1, 2]))).toBeUndefined();
    expect(alignWords(['a'], [])).toBeUndefined();
  });
});
