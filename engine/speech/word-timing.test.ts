import { describe, expect, it } from '@jest/globals';
import { encodeWav, parseWav } from '../render/wav.js';
import { phraseWords, timeWords } from './word-timing.js';

describe('word timing', () => {
  it('cuts a phrase into the words people see', () => {
    expect(phraseWords('Hello, world — again!')).toEqual(['Hello,', 'world —', 'again!']);
    // No spaces in Chinese, Japanese or Thai: Intl.Segmenter finds the words.
    expect(phraseWords('欢迎阅读我们的年度报告', 'zh').length).toBeGreaterThan(3);
    expect(phraseWords('ยินดีต้อนรับสู่รายงานประจำปี', 'th').join('')).toBe('ยินดีต้อนรับสู่รายงานประจำปี');
    expect(phraseWords('ยินดีต้อนรับสู่รายงานประจำปี', 'th').length).toBeGreaterThan(2);
  });

  it('shares the speech by syllables and snaps boundaries into silent gaps', () => {
    // 1 s of "sound" (a square wave), 0.2 s of silence, 1 s of sound, at 8 kHz: two words of equal length.
    const rate = 8000;
    const samples = new Int16Array(rate * 2.2);
    for (let i = 0; i < samples.length; i++) {
      const t = i / rate;
      samples[i] = t < 1 || t >= 1.2 ? (Math.floor(i / 20) % 2 ? 8000 : -8000) : 0;
    }
    const wav = parseWav(encodeWav({ sampleRate: rate, channels: 1, bitsPerSample: 16 }, Buffer.from(samples.buffer)));
    // By syllables alone the boundary is at 1.1 s, inside the gap (1-1.2 s): it moves to the gap's edges.
    const words = timeWords('tomato potato', wav, 10, 0, 2.2);
    expect(words).toEqual([
      { text: 'tomato', start: 10, end: 11 },
      { text: 'potato', start: 11.2, end: 12.2 },
    ]);
    expect(timeWords('', wav, 0, 0, 2.2)).toEqual([]);
  });
});
