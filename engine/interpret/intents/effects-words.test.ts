import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';

/* Decorations said in other words (effects.ts), and one word that is a decoration before a colour (style.ts). */

const kinds = (prompt: string) => read(prompt).document.scenes.flatMap((_, i) => layersOf(read(prompt).document, i, 'particles').map((p) => p.kind));

describe('stars and snow said plainly', () => {
  it.each([
    ['"Camp out" with stars all over', ['stars']],
    ['"Night market". Put stars in the sky.', ['stars']],
    ['"Skywatch club", stars across the sky', ['stars']],
    ['"Closed for the holidays". Snow.', ['snow']],
  ])('%s', (prompt, expected) => {
    expect(kinds(prompt)).toEqual(expected);
  });

  it('stars that are content stay content', () => {
    expect(kinds('"Rated 5 stars by our guests"')).toEqual([]);
    expect(kinds('"The stars of the show"')).toEqual([]);
  });

  it('"snow." is the decoration, not a near-white ground; an ivory background is a colour', () => {
    expect(read('"Winter fair". Snow.').document.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
    expect(read('"Winter fair". Ivory.').document.background).toEqual({ type: 'solid', colour: '#fffff0' });
  });
});

describe('a slide between scenes said as a movement (animation.ts)', () => {
  it.each(['sliding from one to the next', 'slide from one photo into the next', 'sliding between the pictures'])('%s', (words) => {
    const doc = read(`"Day one", then "Day two", ${words}`).document;
    expect(doc.scenes.some((s) => s.transition?.type.startsWith('slide-'))).toBe(true);
  });

  it('a slide of the show is no movement', () => {
    const doc = read('"Day one", then "Day two", one slide after the other');
    expect(doc.document.scenes.some((s) => s.transition?.type.startsWith('slide-'))).toBe(false);
  });
});

describe('stars said as being behind the scene', () => {
  it.each(['"Night market". stars in the bg', '"Night market", with stars behind the background', '"Night market". Stars in the background.'])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(doc.scenes[0]!.layers.filter((l) => l.type === 'particles').map((l) => (l as { kind: string }).kind)).toEqual(['stars']);
    expect(textsOf(doc)).toEqual(['heading:Night market']);
  });

  it('stars in a sentence of copy stay copy', () => {
    const doc = read('Title: Rated 5 stars in the background check').document;
    expect(doc.scenes[0]!.layers.some((l) => l.type === 'particles')).toBe(false);
  });
});
