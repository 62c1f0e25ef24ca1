import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav, parseWav } from './wav.js';
import { espeakWeights, joinWords, phonemeWeight, shareByWeight, snapToPauses, syllableWeight, wordsOf } from './word-timing.js';

describe('the words captions show', () => {
  it('cuts at spaces, keeps punctuation on its word, and lone punctuation with the word before', () => {
    expect(wordsOf('Hello, world — again!')).toEqual(['Hello,', 'world —', 'again!']);
  });

  it('cuts scripts written without spaces by Intl.Segmenter, and joins them back without spaces', () => {
    const chinese = wordsOf('欢迎阅读我们的年度报告', 'zh');
    expect(chinese.length).toBeGreaterThan(3);
    expect(joinWords(chinese)).toBe('欢迎阅读我们的年度报告');
    const thai = wordsOf('ยินดีต้อนรับสู่รายงานประจำปี', 'th');
    expect(thai.length).toBeGreaterThan(2);
    expect(joinWords(thai)).toBe('ยินดีต้อนรับสู่รายงานประจำปี');
    expect(joinWords(['Hello', '世界', '你好', 'again'])).toBe('Hello 世界你好 again');
  });
});

describe('word weights', () => {
  it('counts syllables from the spelling, at least one a word', () => {
    expect(syllableWeight('hello')).toBe(2);
    expect(syllableWeight('strength')).toBe(1);
    expect(syllableWeight('Montage,')).toBe(2);
    expect(syllableWeight('2024')).toBe(4);
    expect(syllableWeight('—')).toBe(0.5);
    expect(syllableWeight('привет')).toBeGreaterThanOrEqual(1);
  });

  it('counts espeak-ng phonemes without its stress and length marks', () => {
    expect(phonemeWeight("h@l'oU")).toBe(5);
    expect(phonemeWeight("w'3:ld")).toBe(4);
    expect(phonemeWeight("m'O2ntA:Z")).toBe(6);
  });

  it('asks espeak-ng once for every word, one line of phonemes per word', async () => {
    const words = wordsOf('Sales grew 3.5 percent in 2024.  Hello, world!');
    const weights = await espeakWeights(words, mkdtempSync(join(tmpdir(), 'weights-')));
    expect(weights).toHaveLength(words.length);
    // "3.5" is spoken "three point five", "2024" "two thousand twenty four": heavier than the short words.
    expect(weights![2]!).toBeGreaterThan(weights![1]! * 2);
    expect(weights![5]!).toBeGreaterThan(weights![4]! * 4);
  });
});

describe('shareByWeight', () => {
  it('shares the span by weight, in order, with a pause after a clause', () => {
    const words = ['One', 'two,', 'three', 'four.'];
    const timed = shareByWeight(words, [2, 2, 2, 2], 1, 4);
    expect(timed[0]!.start).toBe(1);
    expect(timed.at(-1)!.end).toBeCloseTo(4, 6);
    for (let i = 1; i < timed.length; i++) expect(timed[i]!.start).toBeGreaterThanOrEqual(timed[i - 1]!.end);
    // The gap after "two," is the clause pause; none between "one" and "two".
    expect(timed[1]!.start - timed[0]!.end).toBe(0);
    expect(timed[2]!.start - timed[1]!.end).toBeGreaterThan(0.3);
  });
});

describe('snapToPauses', () => {
  it('moves a boundary into the silence between two words, the next word starting with its sound', () => {
    const rate = 16000;
    const pcm = Buffer.alloc(rate * 2);
    for (let i = 0; i < rate; i++) {
      const t = i / rate;
      const loud = t < 0.4 || t >= 0.62;
      pcm.writeInt16LE(loud ? Math.round(8000 * Math.sin(2 * Math.PI * 220 * t)) : 0, i * 2);
    }
    const wav = parseWav(encodeWav({ sampleRate: rate, channels: 1, bitsPerSample: 16 }, pcm));
    const snapped = snapToPauses([{ text: 'a', start: 0, end: 0.47 }, { text: 'b', start: 0.47, end: 1 }], wav);
    expect(snapped[0]!.end).toBeGreaterThan(0.38);
    expect(snapped[0]!.end).toBeLessThan(0.5);
    expect(snapped[1]!.start).toBeGreaterThan(0.58);
    expect(snapped[1]!.start).toBeLessThan(0.64);
  });
});
