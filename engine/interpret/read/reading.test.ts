import { describe, expect, it } from '@jest/globals';
import { ctx, read, textsOf } from '../testing.js';
import { doubleSingleQuotes, prepare } from './reading.js';

/* Single quotes as people type them (reading.ts doubleSingleQuotes): where a quote opens and closes. */

describe('single-quoted texts', () => {
  it.each([
    // An apostrophe inside a word is no quote's end.
    [`a man says 'We've moved. Come and see us.' at the end`, `a man says "We've moved. Come and see us." at the end`],
    [`reads 'Ciao, c'è posto per tutti' slowly`, `reads "Ciao, c'è posto per tutti" slowly`],
    // A plural's apostrophe before a word in lower case, when the quote closes later on its line.
    [`narrate: 'Open to all, with ten minutes' notice.' please`, `narrate: "Open to all, with ten minutes' notice." please`],
    [`show 'The Jones' garden party' big`, `show "The Jones' garden party" big`],
  ])('%s', (typed, read) => {
    expect(doubleSingleQuotes(typed)).toBe(read);
  });

  it('quotes side by side stay apart, and an apostrophe outside any quote is left alone', () => {
    expect(doubleSingleQuotes(`labels 'Rods' and 'Reels', the anglers' club`)).toBe(`labels "Rods" and "Reels", the anglers' club`);
    expect(doubleSingleQuotes(`it's the kids' party`)).toBe(`it's the kids' party`);
    expect(doubleSingleQuotes(`title "Don't 'panic'" here`)).toBe(`title "Don't 'panic'" here`);
  });
});

describe('a manner of appearing written as one hyphenated word', () => {
  it.each([
    ['steps appearing one-by-one: Mix, Bake, Cool', 'list'],
    ['all-at-once please: Eggs, Flour, Milk', 'list'],
  ])('%s is read like the spaced phrase', (prompt) => {
    expect(prepare(prompt, ctx).text).not.toMatch(/-by-|-at-/);
  });

  it('word-by-word subtitles are word captions', () => {
    expect(read('word-by-word subtitles, narrate: "Hello there"').document.narration).toMatchObject({ captionStyle: 'word' });
    expect(read('one-line-at-a-time subtitles, narrate: "Hello there"').document.narration).toMatchObject({ captionStyle: 'line' });
  });

  it('a quoted hyphenated word is left as written', () => {
    expect(textsOf(read('Title "Step-by-step"').document)).toEqual(['heading:Step-by-step']);
  });
});

describe('a match taken with the inflection it stopped short of', () => {
  it.each([
    ['Title "Menu", crossfades between them', /crossfade/i, 'crossfades'],
    ['Title "Menu", faded look', /fade/i, 'faded'],
    ['Title "Menu", zooming in', /zoom/i, 'zooming'],
  ])('%s', (prompt, pattern, word) => {
    const reading = prepare(prompt, ctx);
    const m = pattern.exec(reading.text)!;
    reading.takeMatch(m);
    expect(reading.view()).not.toContain(word.slice(m[0].length));
    expect(reading.isFree(m.index, m.index + word.length)).toBe(false);
  });

  it('never another word that begins the same', () => {
    const reading = prepare('Title "Sale", reduced prices', ctx);
    const m = /\bred/.exec(reading.text)!;
    reading.takeMatch(m);
    expect(reading.view()).toContain('uced');
  });
});
