import { describe, expect, it } from '@jest/globals';
import { IMG, layersOf, read } from '../testing.js';

/* A button's words as people write them (graphics.ts): "btn", where it goes inside its words, its words said again. */

const button = (prompt: string) => {
  const layer = read(prompt).document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'button');
  return layer?.type === 'button' ? { text: layer.text, url: layer.url } : undefined;
};

describe('a button said as "btn"', () => {
  it.each([
    ["Last card 'See you Friday' with a btn 'Get tickets'", 'Get tickets'],
    ["CTA btn 'Order now' -> pizza.example.com", 'Order now'],
    ["a 'Join free' btn at the bottom", 'Join free'],
  ])('%s', (prompt, text) => {
    expect(button(prompt)?.text).toBe(text);
  });
});

describe('where it goes, said inside its words', () => {
  it.each([
    ['a button saying Reserve a table that goes to bistro.example.com/book', 'Reserve a table', 'bistro.example.com/book'],
    ['a button saying Download the guide linking to example.org/guide', 'Download the guide', 'example.org/guide'],
    ['a button that says Call us → example.co.uk', 'Call us', 'example.co.uk'],
  ])('%s', (prompt, text, url) => {
    expect(button(prompt)).toEqual({ text, url });
  });

  it('words with no address in them stay whole', () => {
    expect(button('a button saying Go to the shop')?.text).toBe('Go to the shop');
  });
});

describe("a button's words said again after it", () => {
  it.each([
    ["Join button → example.com/join, the button should say 'Join the club'", 'Join the club'],
    ["a 'Buy' button to shop.example.com. Button text should read 'Buy the book'", 'Buy the book'],
    ["Donate button linking to give.example.org; cta should say 'Give £5 today'", 'Give £5 today'],
  ])('%s', (prompt, text) => {
    expect(button(prompt)?.text).toBe(text);
    expect(JSON.stringify(read(prompt).document)).not.toMatch(/should (?:say|read)/);
  });

  it('with no button, "should say" makes none', () => {
    expect(layersOf(read("Title 'Hello'. The heading should say 'Hi there'").document, 0, 'button')).toHaveLength(0);
  });
});

describe("a button's address ends at its sentence's stop", () => {
  it.each([
    ['a Donate button with give.example.org/now. gentle female voice: "Thank you."', 'give.example.org/now'],
    ['Button: Book → example.com/book. Female voice reads the title.', 'example.com/book'],
    ['Title "Sale". Shop now button → shop.example.com/.', 'shop.example.com/'],
  ])('%s', (prompt, url) => {
    expect(button(prompt)?.url).toBe(url);
  });
});

describe('an address said with "at" inside its words is part of what it says', () => {
  it.each([
    ['End on a button: shop at lunaroast.com', 'shop at lunaroast.com', 'lunaroast.com'],
    ['button: RSVP at jsnight.berlin.', 'RSVP at jsnight.berlin', 'jsnight.berlin'],
    ['Finish with a button saying Book online at pawsvets.co.uk', 'Book online at pawsvets.co.uk', 'pawsvets.co.uk'],
  ])('%s', (prompt, text, url) => {
    expect(button(prompt)).toEqual({ text, url });
  });

  it('words before "button" that end on a small word are no label ("End on a button: …")', () => {
    const { document } = read('Big sale this weekend. End on a button: shop at lunaroast.com');
    expect(document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text').map((l) => (l.type === 'text' ? l.text : ''))).not.toContain('End on a');
  });
});

describe('where a button goes', () => {
  const placed = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'button')?.placement;
  it('beside texts a brief said without quotes, at their foot, never centred over them', () => {
    expect(placed('event card. JS Night Berlin. Thursday 14 March, 7pm. button: RSVP at jsnight.berlin.')).toBe('bottom');
  });

  it('alone on a plain ground, in the middle', () => {
    expect(placed('a button "Shop now"')).toBe('center');
  });

  it('its place is said in its own sentence, not the next one\'s', () => {
    expect(placed(`JS Night Berlin. button: RSVP at jsnight.berlin. put ${IMG} small in the top right corner.`)).toBe('bottom');
    expect(placed('Title "Sale". a button "Shop now" at the top')).toBe('top');
  });
});
