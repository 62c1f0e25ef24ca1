import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

/* Colours and decorations said in shorthand (style.ts, effects.ts). */

describe('a colour named first, its role after', () => {
  it.each([
    ['Title "Menu". Black background with gold as the accent colour.', 'gold accents'],
    ['Title "Menu", coral for the accents.', 'coral accents'],
    ['Title "Menu". Use teal as the highlight colour.', 'teal accents'],
  ])('%s', (prompt, said) => {
    expect(read(prompt).summary).toContain(said);
  });

  it('a colour "as" something else is not the accent', () => {
    expect(read('Title "Menu". Navy as the background.').summary).not.toContain('accents');
  });
});

describe('a sentence of one colour and a look word', () => {
  it.each([
    ['Two cards: "Hi" then "Bye". Dusty pink and elegant please.', 'elegant style', 'background'],
    ['Title "Open day". Olive, bold.', 'bold style', 'olive background'],
    ['Title "Open day". Lavender and minimal look.', 'minimal style', 'background'],
  ])('%s', (prompt, style, ground) => {
    const { summary } = read(prompt);
    expect(summary).toContain(style);
    expect(summary).toContain(ground);
  });

  it('a colour in a sentence of content stays content', () => {
    expect(read('Title "Open day". Mint and more on the menu.').summary).not.toContain('minimal style');
  });
});

describe('"bit of" as a light decoration', () => {
  it.each([
    ['Title "Winter fair". Bit of snow falling, please.', 'a little falling snow'],
    ['Title "Party". Little bit of confetti.', 'a little confetti'],
    ['Title "Gala", touch of sparkle.', 'a little sparkles'],
  ])('%s', (prompt, said) => {
    expect(read(prompt).summary).toContain(said);
  });

  it('a topic about a decoration is not one', () => {
    expect(read('Title "A bit of history about confetti makers".').summary).not.toContain('a little confetti');
  });
});
