import { describe, expect, it } from '@jest/globals';
import { doubleSingleQuotes } from './reading.js';

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
