import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

/*
 * Quotes whose author is said without a dash or "by" (quote-authors.ts): right after the quote, in brackets, as a
 * kind of saying, a publication's name with its small words, or before the quote with a verb of saying.
 */

describe('a quote\'s author said after it, with no dash', () => {
  it.each([
    ['Testimonial slide: "They answered the phone at midnight and fixed it by one." Tomas B., Bristol. green background', 'Tomas B., Bristol'],
    ['a quote for our wall "Simplicity is the ultimate sophistication." Leonardo da Vinci', 'Leonardo da Vinci'],
    ['Put this review up: "Honest prices and lovely staff, every single time." Mina Okoro, regular since 2019.', 'Mina Okoro, regular since 2019'],
  ])('%s', (prompt, author) => {
    const texts = textsOf(read(prompt).document);
    expect(texts.filter((t) => t.startsWith('quote:'))).toHaveLength(1);
    expect(texts).toContain(`attribution:${author}`);
  });
});

describe('an author in brackets, a kind of saying, a name with small words', () => {
  it.each([
    ['quote card: "Fortune favours the bold, they tell me." (Virgil)', 'Virgil'],
    ['a saying for the kitchen "Too many cooks spoil the broth." Old English proverb.', 'Old English proverb'],
    ['press quote: "Quietly the best record of the spring." — The House of Pages', 'The House of Pages'],
  ])('%s', (prompt, author) => {
    expect(textsOf(read(prompt).document)).toContain(`attribution:${author}`);
  });
});

describe('an author before the quote, with a verb of saying', () => {
  it.each([
    ['our best review yet, Dev P wrote "Quick, tidy and half the price of the others!" with some confetti', 'Dev P'],
    ['a quote for the bakery wall, as Grandma Rose put it: "Always bake two, one is for the neighbours."', 'Grandma Rose'],
    ['customer feedback - Lena Holm says "The app paid for itself in a week."', 'Lena Holm'],
  ])('%s', (prompt, author) => {
    const texts = textsOf(read(prompt).document);
    expect(texts.filter((t) => t.startsWith('quote:'))).toHaveLength(1);
    expect(texts).toContain(`attribution:${author}`);
  });
});

describe('what is no author', () => {
  it('the look said after a quote is no author', () => {
    const texts = textsOf(read('quote: "Small steps every day add up to big change." Elegant look, black background').document);
    expect(texts.some((t) => t.startsWith('attribution:'))).toBe(false);
  });

  it('a title with details after it, and no quote word, is no quote', () => {
    const texts = textsOf(read('"Summer Market opens this weekend" Saturday 10am').document);
    expect(texts.some((t) => t.startsWith('quote:'))).toBe(false);
  });

  it('someone who says something with no quote word and in the present is not made a quote', () => {
    const texts = textsOf(read('Title "Meet the team", and Jo says "hello everyone"').document);
    expect(texts.some((t) => t.startsWith('attribution:'))).toBe(false);
  });
});

describe('a quote "from" a role, its name after the dash', () => {
  it.each([
    ['Then a quote from the gaffer: "Best season we have had, proud of you all" - Gary Pike. Claret background', 'attribution:Gary Pike, the gaffer'],
    ['A testimonial from a happy customer: "Quick, tidy and friendly." — Jo Marsh', 'attribution:Jo Marsh, a happy customer'],
    ['quote from our founder: "Bake with love." – Ann Lee', 'attribution:Ann Lee, our founder'],
  ])('%s', (prompt, attribution) => {
    const texts = textsOf(read(prompt).document);
    expect(texts.filter((t) => t.startsWith('attribution:'))).toEqual([attribution]);
    expect(texts.filter((t) => t.startsWith('quote:'))).toHaveLength(1);
  });

  it('a role with no name after the quote is the attribution, and a name before stays the author', () => {
    expect(textsOf(read('a quote from our head chef: "Fresh every day." Blue background.').document)).toContain('attribution:our head chef');
    expect(textsOf(read('A quote from Ann Lee: "Bake with love." - pink background').document)).toContain('attribution:Ann Lee');
  });
});

describe('an unquoted quote of several sentences, then its author', () => {
  const quoteOf = (prompt: string) => {
    const layers = read(prompt).document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text');
    return layers.map((l) => (l.type === 'text' ? `${l.role}:${l.text}` : ''));
  };
  it.each([
    ['quote: The best time to start was yesterday. The next best time is now. by Priya Nandakumar', ['quote:The best time to start was yesterday. The next best time is now', 'attribution:Priya Nandakumar']],
    ['Quote: Be yourself. Everyone else is already taken. - Oscar Wilde', ['quote:Be yourself. Everyone else is already taken', 'attribution:Oscar Wilde']],
    ['testimonial: "She made us feel so relaxed" by Hannah & Tom', ['quote:She made us feel so relaxed', 'attribution:Hannah & Tom']],
  ])('%s', (prompt, texts) => {
    expect(quoteOf(prompt)).toEqual(texts);
  });

  it('a sentence after the quote with no author is not the quote\'s', () => {
    expect(quoteOf('Quote: Be yourself. Then a slide with a thank you.')[0]).toBe('quote:Be yourself');
  });

  it('words between the quote word and its colon are left to their readers', () => {
    const { document, summary } = read('quote for tiktok, warm beige background, 8 seconds: Be kind to yourself.');
    expect(document.background).not.toEqual(read('quote: Be kind to yourself.').document.background);
    expect(summary).toContain('8 s');
    expect(summary).not.toMatch(/did not understand/);
  });
});
