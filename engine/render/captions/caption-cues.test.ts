import { describe, expect, it } from '@jest/globals';
import { chunkWords, phrasesOfWords, styleCues, type TimedPhrase } from './caption-cues.js';

const words = (text: string, start: number, step = 0.3) =>
  text.split(' ').map((w, i) => ({ text: w, start: start + i * step, end: start + i * step + step * 0.8 }));

const phrases: TimedPhrase[] = [
  { text: 'Welcome to Montage.', start: 0, end: 0.9 - 0.06, words: words('Welcome to Montage.', 0) },
  { text: 'Every chart grows from its baseline, and every counter counts up.', start: 1.2, end: 1.2 + 11 * 0.3, words: words('Every chart grows from its baseline, and every counter counts up.', 1.2) },
];

describe('styleCues', () => {
  const wrap = (t: string) => [t];

  it('lines: one cue a phrase, from its speech to the next phrase, with its words', () => {
    const cues = styleCues(phrases, 'lines', 0.6, wrap);
    expect(cues.map((c) => c.text)).toEqual(phrases.map((p) => p.text));
    expect(cues[0]).toMatchObject({ start: 0, end: 1.2 });
    expect(cues[0]!.words!.map((w) => w.text)).toEqual(['Welcome', 'to', 'Montage.']);
  });

  it('karaoke and line: short chunks of a phrase, each until the next chunk starts', () => {
    for (const style of ['karaoke', 'line'] as const) {
      const cues = styleCues(phrases, style, 0.6, wrap);
      expect(cues.map((c) => c.text).join(' ')).toBe(phrases.map((p) => p.text).join(' '));
      for (const c of cues) expect(c.text.length).toBeLessThanOrEqual(24);
      for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
      for (const c of cues) expect(c.start).toBe(c.words![0]!.start);
    }
  });

  it('word: one cue a word when each is said long enough to read', () => {
    const slow: TimedPhrase[] = [
      { text: 'Welcome to Montage.', start: 0, end: 1.8, words: words('Welcome to Montage.', 0, 0.6) },
      { text: 'Every chart grows.', start: 2.4, end: 4.2, words: words('Every chart grows.', 2.4, 0.6) },
    ];
    const cues = styleCues(slow, 'word', 0.6, wrap);
    expect(cues.map((c) => c.text)).toEqual(slow.flatMap((p) => p.words.map((w) => w.text)));
    expect(cues.at(-1)!.end).toBeCloseTo(slow[1]!.end + 0.6, 3);
  });

  it('word: words said faster than they can be read are shown two or three at a time, each cue half a second or more', () => {
    const fast: TimedPhrase[] = [{ text: 'Tap it twice to save the file now', start: 0, end: 8 * 0.25, words: words('Tap it twice to save the file now', 0, 0.25) }];
    const cues = styleCues(fast, 'word', 0.6, wrap);
    expect(cues.map((c) => c.text).join(' ')).toBe('Tap it twice to save the file now');
    for (const c of cues) expect(c.text.split(' ').length).toBeLessThanOrEqual(3);
    for (const c of cues) expect(c.end - c.start).toBeGreaterThanOrEqual(0.5);
  });

  it('karaoke: a chunk said in a blink joins its neighbour when the two still fit a line', () => {
    // Chunked "Tap twice," (0.4 s), "then hold it", "down".
    const quick: TimedPhrase[] = [{ text: 'Tap twice, then hold it down', start: 0, end: 6 * 0.2, words: words('Tap twice, then hold it down', 0, 0.2) }];
    expect(styleCues(quick, 'karaoke', 0.6, wrap).map((c) => c.text)).toEqual(['Tap twice, then hold it', 'down']);
    // Too long to join: the brief chunk stays, shown while it is said.
    const long: TimedPhrase[] = [{ text: 'Tap twice, then hold everything down', start: 0, end: 6 * 0.2, words: words('Tap twice, then hold everything down', 0, 0.2) }];
    expect(styleCues(long, 'karaoke', 0.6, wrap)[0]).toMatchObject({ text: 'Tap twice,', start: 0, end: 0.4 });
  });
});

describe('chunkWords', () => {
  it('cuts even chunks and ends one at a clause when it is half full', () => {
    const chunks = chunkWords(words('Our team grew from five people to fifty, we opened offices in Berlin', 0), 22).map((c) => c.map((w) => w.text).join(' '));
    expect(chunks.join(' ')).toBe('Our team grew from five people to fifty, we opened offices in Berlin');
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(22);
    expect(chunks.some((c) => c.endsWith('fifty,'))).toBe(true);
  });

  it('keeps a word longer than a chunk whole', () => {
    expect(chunkWords([{ text: 'x'.repeat(30) }, { text: 'y' }], 22).map((c) => c.length)).toEqual([1, 1]);
  });
});

describe('phrasesOfWords', () => {
  it('ends a phrase at a sentence end, at a silence, or before two lines are full', () => {
    const ws = [...words('Hello there.', 0), ...words('After a pause', 2), ...words('comes more', 2.9 + 0.8)];
    expect(phrasesOfWords(ws).map((p) => p.text)).toEqual(['Hello there.', 'After a pause', 'comes more']);
    const long = words(Array.from({ length: 30 }, (_, i) => `word${i}`).join(' '), 0, 0.2);
    for (const p of phrasesOfWords(long)) expect(p.text.length).toBeLessThanOrEqual(84);
  });
});
