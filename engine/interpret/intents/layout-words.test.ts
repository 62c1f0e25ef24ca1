import { describe, expect, it } from '@jest/globals';
import type { KnownAsset } from '../types.js';
import { ctx, IMG, layersOf, read, VID } from '../testing.js';

/* Several pictures in one frame said in other words, a logo kept out of them (layouts.ts), and theme words (style.ts). */

const LOGO = 'ast_LOGOFILEaaaaaaaaaaaaa';
const context = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, [LOGO, { id: LOGO, kind: 'image', ready: true }]]) };
const layout = (prompt: string) => layersOf(read(prompt, undefined, context).document, 0, 'layout')[0];

describe('layout words (layouts.ts)', () => {
  it('"all together in one frame", "on one screen", "all at once": a split of two, a grid of more', () => {
    expect(layout(`${IMG} ${IMG} ${IMG} all in one frame, "Open house"`)).toMatchObject({ arrangement: 'grid', cells: [{}, {}, {}] });
    expect(layout(`${IMG} and ${IMG} on the same screen`)).toMatchObject({ arrangement: 'split' });
    expect(layout(`${VID} ${VID} ${VID} ${VID} all playing at once`)).toMatchObject({ arrangement: 'grid' });
  });

  it('three "side by side" are a grid (a split holds two)', () => {
    expect(layout(`three shots side by side: ${IMG} ${IMG} ${IMG}`)!.cells).toHaveLength(3);
  });

  it('a picture in a bubble or a small box in the corner is an inset', () => {
    expect(layout(`${VID} is the demo, with ${VID} as a small bubble in the top left`)).toMatchObject({ arrangement: 'pip', corner: 'top-left' });
    expect(layout(`${VID} with ${VID} in a tiny circle`)).toMatchObject({ arrangement: 'pip' });
  });

  it('a logo said with its file is no picture of a layout', () => {
    const doc = read(`${VID} of the brewery, ${LOGO} logo small in the top-right corner, "Brewed slow"`, undefined, context).document;
    expect(layersOf(doc, 0, 'layout')).toHaveLength(0);
    expect(layersOf(doc, 0, 'logo')[0]).toMatchObject({ assetId: LOGO, placement: 'top-right' });
  });

  it('pictures one after another are not in one frame', () => {
    expect(layout(`${IMG} then ${IMG} then ${IMG}, "Our trip"`)).toBeUndefined();
  });
});

describe('theme words (style.ts readTheme)', () => {
  it.each([
    ['"Trivia night", make it loud', 'bold'],
    ['"Jukebox Diner" in a vintage 60s look', 'retro'],
    ['"Puppy class", cute and colourful', 'playful'],
    ['"Reading corner". Happy and cheerful colours please.', 'playful'],
    // A word said with a style noun beats a bare adjective said before it.
    ['A simple card: "Book club". Elegant style please.', 'elegant'],
  ])('%s', (prompt, theme) => {
    expect(read(prompt).document.theme).toBe(theme);
  });

  it('a word describing content is no theme', () => {
    expect(read('"3 simple steps to better sleep"').document.theme).toBe('classic');
  });
});
