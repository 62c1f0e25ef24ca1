import { describe, expect, it } from '@jest/globals';
import { VID, layersOf, read } from '../testing.js';

/*
 * A trim said in a sentence that also asks for captions, a voice or a progress bar (trims.ts reads it clause by
 * clause), and seconds written on the numbers ("between 40s and 55s").
 */

const trimOf = (prompt: string) => layersOf(read(prompt).document, 0, 'media')[0]!.trim;

describe('a trim beside other requests in its sentence', () => {
  it.each([
    [`${VID} is the interview. cut it to 3:10 - 3:40, add a progress bar along the top so people see how long is left`, { from: 190, to: 220 }],
    [`Clip ${VID}. Trim it to 0:20-0:45, then word-by-word subtitles of what she says`, { from: 20, to: 45 }],
    [`${VID}. only use 1:00 to 1:30, and some music under it, and a voice reading the title`, { from: 60, to: 90 }],
  ])('%s', (prompt, trim) => {
    expect(trimOf(prompt)).toEqual(trim);
  });

  it('a length said of the progress bar is no trim of the clip', () => {
    expect(trimOf(`${VID}. a progress bar that fills over 0:10 to 0:20 of the video, captions on`)).toBeUndefined();
  });
});

describe('seconds written on the numbers', () => {
  it.each([
    [`${VID} just the bit between 40s and 55s`, { from: 40, to: 55 }],
    [`${VID} play 5s-9s only`, { from: 5, to: 9 }],
    [`${VID}, the part between 12s and 20s`, { from: 12, to: 20 }],
  ])('%s', (prompt, trim) => {
    expect(trimOf(prompt)).toEqual(trim);
  });

  it('bare numbers with no unit are no trim', () => {
    expect(trimOf(`${VID} we film between 3 and 5 days a week`)).toBeUndefined();
  });
});
