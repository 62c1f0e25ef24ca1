import { describe, expect, it } from '@jest/globals';
import { doubleSingleQuotes } from './reading.js';

describe('single quotes with apostrophes inside', () => {
  it('keeps an apostrophe between letters inside the quote', () => {
    expect(doubleSingleQuotes(`caption 'Mum's best pie' please`)).toBe(`caption "Mum's best pie" please`);
    expect(doubleSingleQuotes(`title 'Don't Panic', then 'We're open'`)).toBe(`title "Don't Panic", then "We're open"`);
    expect(doubleSingleQuotes(`‘Lily’s & Tom’s day’ on green`)).toBe(`"Lily’s & Tom’s day" on green`);
  });

  it('is not opened by an apostrophe after a letter', () => {
    expect(doubleSingleQuotes(`Sam's shop and Jo's cafe`)).toBe(`Sam's shop and Jo's cafe`);
    expect(doubleSingleQuotes(`the kids' party, 'Fun day'`)).toBe(`the kids' party, "Fun day"`);
  });
});
