import { describe, expect, it } from '@jest/globals';
import { totalDuration } from '../../../model/scene-document.js';
import { ctx, read } from '../testing.js';

/* The whole chapter's length from the brief (durations.ts): read, shared by content, kept by later edits. */

const LONG_BRIEF = 'first "Welcome to the bakery", then a list of "Sourdough bread", "Seasonal fruit cakes", "Coffee roasted next door", "Open every day", finally "See you soon"';

describe('durations from the brief', () => {
  it.each([
    ['about 12 seconds: "keep the whole thing around 12 seconds"', `${LONG_BRIEF}. Keep the whole thing around 12 seconds.`, 12],
    ['a 30-second video', `a 30-second video: ${LONG_BRIEF}`, 30],
    ['quick 5 s teaser', `quick 5 s teaser: "Sale" then "Now on"`, 5],
    ['it should be about 20 seconds', `${LONG_BRIEF}. It should be about 20 seconds long.`, 20],
    ['under 15 seconds total', `${LONG_BRIEF}, 15 seconds total`, 15],
    ['a one-minute explainer', `a one minute explainer: ${LONG_BRIEF}`, 60],
    // The video's length said inside a speaker clause, which takes its whole clause, is still the video's.
    ['a 30 second video with a voice that says …', 'Make a 30 second video with a voice that says: "Come and see us this weekend."', 30],
    ['a 20 sec vertical reel where a man reads …', 'a 20 sec vertical reel where a man reads "Doors open at nine."', 20],
    ['a 45-second square promo, narrated …', 'a 45-second square promo, narrated: "Fresh bread, every morning."', 45],
  ])('%s', (_name, prompt, seconds) => {
    const { document, summary } = read(prompt);
    expect(totalDuration(document)).toBeCloseTo(seconds, 2);
    expect(document.duration).toBe(seconds);
    expect(summary).toContain(`${seconds} s in total`);
  });

  it('scenes share the total in proportion to their content: the list gets more than the titles', () => {
    const { document } = read(`${LONG_BRIEF}. Keep the whole thing around 12 seconds.`);
    const [welcome, list, bye] = document.scenes.map((s) => s.duration) as [number, number, number];
    expect(list).toBeGreaterThan(welcome * 2);
    expect(welcome).toBeGreaterThan(bye);
    expect(bye).toBeGreaterThanOrEqual(1);
  });

  it('a scene whose length was said keeps it; the others share the rest', () => {
    const { document } = read(`first "Hello" for 2 seconds, then a list of "a", "b", "c", finally "Bye". 12 seconds in total`);
    expect(document.scenes[0]!.duration).toBe(2);
    expect(totalDuration(document)).toBeCloseTo(12, 2);
  });

  it('a later edit keeps the total; the chapter\'s own duration wins over the brief', () => {
    const first = read(`${LONG_BRIEF}. Keep it around 12 seconds.`).document;
    const edited = read('add a scene with "One more thing"', first).document;
    expect(edited.scenes).toHaveLength(4);
    expect(totalDuration(edited)).toBeCloseTo(12, 2);
    const fixed = read(`a 30-second video: ${LONG_BRIEF}`, undefined, { ...ctx, chapterDuration: 10 }).document;
    expect(totalDuration(fixed)).toBeCloseTo(10, 2);
  });

  it('lengths that belong to a clip or a scene are not the total', () => {
    expect(read('"Hi" for 3 seconds').document.duration).toBeUndefined();
    expect(read('"A" then "B", 3 seconds each').document.duration).toBeUndefined();
  });
});

describe('a closing call to act of its own', () => {
  it('"End on a button: …" is a short last scene', () => {
    const { document } = read('Big sale this weekend. End on a button: shop at lunaroast.com');
    expect(document.scenes).toHaveLength(2);
    expect(document.scenes[1]!.layers.map((l) => l.type)).toEqual(['button']);
    expect(document.scenes[1]!.duration).toBeLessThan(document.scenes[0]!.duration);
  });
});
