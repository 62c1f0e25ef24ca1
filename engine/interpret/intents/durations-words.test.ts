import { describe, expect, it } from '@jest/globals';
import { totalDuration } from '../../../model/scene-document.js';
import { read } from '../testing.js';

/* A length said among the whole video's shape is the whole video's (durations.ts readTotal). */

describe('a bare length among format words', () => {
  it.each([
    ['Slides: "One" / "Two" / "Three". Square, 12 seconds.', 12],
    ['"Opening soon" then "Spring 2026". 20 seconds, vertical for reels', 20],
    ['Format: 16:9, 9 seconds.\nScene 1: "Hello"\nScene 2: "Bye"', 9],
  ])('%s', (prompt, seconds) => {
    expect(totalDuration(read(prompt).document)).toBeCloseTo(seconds, 1);
  });

  it('not a length said of each scene, nor one far from the format words', () => {
    expect(totalDuration(read('"A" then "B". Vertical, 4 seconds each').document)).toBeCloseTo(8, 1);
    expect(read('Vertical. "Doors at 7", hold it for 6 seconds').document.scenes[0]!.duration).toBe(6);
  });
});

describe('a length before the video\'s kind, with a format word between', () => {
  it.each([
    ['8 second vertical teaser: "Soon"', 8],
    ['a 12s widescreen promo, "Open now"', 12],
    ['20 second square clip: "Sale"', 20],
  ])('%s', (prompt, seconds) => {
    expect(read(prompt).document.duration).toBe(seconds);
  });

  it('a length of something else is not the whole video\'s', () => {
    expect(read('"Hi" then a 3 second square logo').document.duration).toBeUndefined();
  });
});
