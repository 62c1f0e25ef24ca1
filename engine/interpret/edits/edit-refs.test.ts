import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../../model/scene-document.js';
import { ctx, IMG, read } from '../testing.js';

/*
 * Edits by reference (edit-refs.ts): each lands on the element it names, and the summary names what changed, or
 * says exactly why nothing did.
 */

const IMG2 = 'ast_IMAGEbbbbbbbbbbbbbbbb';
const IMG3 = 'ast_IMAGEcccccccccccccccc';
const context = { ...ctx, assets: new Map([...ctx.assets, [IMG2, { id: IMG2, kind: 'image' as const, ready: true }], [IMG3, { id: IMG3, kind: 'image' as const, ready: true }]]) };

const menu = read('scene 1: "Intro". scene 2: "Menu" with a list: "Snacks", "Drinks", "Dessert". scene 3: "Thanks"').document;
const slides = read(`scene 1: ${IMG} with the caption "Kitchen". scene 2: ${IMG2} with the caption "Garden". scene 3: ${IMG3} with the caption "View"`, undefined, context).document;
const split = read(`side by side: ${IMG} on the left and ${IMG2} on the right, labelled 'Before' and 'After'`, undefined, context).document;

/** Each scene as its texts (a list as its points joined by |, a layout as its labels), with its length. */
function shape(doc: SceneDocument): string[] {
  return doc.scenes.map((s) => `${s.duration}:${s.layers.map((l) => (l.type === 'text' ? l.text : l.type === 'list' ? l.items.join('|') : l.type === 'layout' ? l.cells.map((c) => `${c.assetId.slice(9, 10)}=${c.label}`).join('|') : l.type === 'media' ? `media ${l.assetId.slice(9, 10)}` : l.type)).join(',')}`);
}
const edit = (prompt: string, doc: SceneDocument) => read(prompt, doc, context);

describe('edits by reference', () => {
  it('"rename the second slide to …" renames that scene\'s title in place', () => {
    for (const prompt of ['rename the second slide to "Our menu"', "rename the second slide to 'Our menu'"]) {
      const r = edit(prompt, menu);
      expect(shape(r.document)).toEqual(['5:Intro', '5.6:Our menu,Snacks|Drinks|Dessert', '5:Thanks']);
      expect(r.summary).toContain('renamed scene 2 ("Menu") to "Our menu"');
    }
  });

  it('"drop the last slide" and "remove the last one" delete the last scene, named in the summary', () => {
    const r = edit('drop the last slide', menu);
    expect(shape(r.document)).toEqual(['5:Intro', '5.6:Menu,Snacks|Drinks|Dessert']);
    expect(r.summary).toContain('deleted scene 3 ("Thanks")');
    expect(shape(edit('remove the last one', slides).document)).toEqual(['5:media a,Kitchen', '5:media b,Garden']);
  });

  it('"take Snacks off the list" removes that point, by its text', () => {
    const r = edit('take Snacks off the list', menu);
    expect(shape(r.document)[1]).toBe('5.6:Menu,Drinks|Dessert');
    expect(r.summary).toContain('removed point "Snacks" in scene 2');
    expect(shape(edit('remove Drinks', menu).document)[1]).toBe('5.6:Menu,Snacks|Dessert');
  });

  it('says exactly why nothing changed when nothing has that name or number', () => {
    const r = edit('take Pizza off the list', menu);
    expect(shape(r.document)).toEqual(shape(menu));
    expect(r.summary).toContain('nothing is called "Pizza" (the scenes are "Intro", "Menu", "Thanks"; the list has "Snacks", "Drinks", "Dessert")');
    expect(edit('remove the fourth slide', menu).summary).toContain('there is no fourth slide (the chapter has 3 scenes)');
  });

  it('reorders points and scenes named by their text', () => {
    expect(shape(edit('move Dessert to the top of the list', menu).document)[1]).toBe('5.6:Menu,Dessert|Snacks|Drinks');
    expect(shape(edit('put Dessert before Snacks', menu).document)[1]).toBe('5.6:Menu,Dessert|Snacks|Drinks');
    const r = edit('move the Thanks slide to the start', menu);
    expect(shape(r.document)).toEqual(['5:Thanks', '5:Intro', '5.6:Menu,Snacks|Drinks|Dessert']);
    expect(r.summary).toContain('moved scene 3 ("Thanks") to position 1');
  });

  it('retimes a scene named by its text', () => {
    expect(shape(edit('make the Menu slide 8 seconds', menu).document)).toEqual(['5:Intro', '8:Menu,Snacks|Drinks|Dessert', '5:Thanks']);
    expect(shape(edit('show the photo of the view for 3 seconds', slides).document)[2]).toBe('3:media c,View');
  });

  it('"the photo of the kitchen" is the slide whose caption says kitchen', () => {
    const removed = edit('remove the photo of the kitchen', slides);
    expect(shape(removed.document)).toEqual(['5:media b,Garden', '5:media c,View']);
    expect(removed.summary).toContain('deleted scene 1 ("Kitchen")');
    expect(shape(edit('rename the photo of the garden to "Backyard"', slides).document)[1]).toBe('5:media b,Backyard');
    expect(shape(edit('move the kitchen photo to the end', slides).document)).toEqual(['5:media b,Garden', '5:media c,View', '5:media a,Kitchen']);
    expect(shape(edit('delete the second photo', slides).document)).toEqual(['5:media a,Kitchen', '5:media c,View']);
  });

  it('swaps two scenes or two points named by what they say', () => {
    const r = edit('swap the kitchen and garden slides', slides);
    expect(shape(r.document)).toEqual(['5:media b,Garden', '5:media a,Kitchen', '5:media c,View']);
    expect(r.summary).toContain('swapped scene 1 ("Kitchen") and scene 2 ("Garden")');
    expect(shape(edit('swap Snacks and Drinks', menu).document)[1]).toBe('5.6:Menu,Drinks|Snacks|Dessert');
    expect(shape(edit('delete the slide with the garden', slides).document)).toEqual(['5:media a,Kitchen', '5:media c,View']);
    expect(shape(edit('get rid of Snacks', menu).document)[1]).toBe('5.6:Menu,Drinks|Dessert');
  });

  it('a picture of a split is named by its label: renamed, reordered, removed', () => {
    expect(shape(edit('rename the After picture to "Now"', split).document)).toEqual(['5:a=Before|b=Now']);
    expect(shape(edit('put the after picture first', split).document)).toEqual(['5:b=After|a=Before']);
    // One picture left: it fills the frame, its label a caption.
    const r = edit('remove the picture labelled "Before"', split);
    expect(shape(r.document)).toEqual(['5:media b,After']);
    expect(r.summary).toContain('removed the picture labelled "Before"');
  });

  it('"the photo of the kitchen" is also the picture whose file is called so, when no caption says it', () => {
    const named = { ...context, assets: new Map([...context.assets].map(([id, a]) => [id, { ...a, name: id === IMG ? 'Garden-2024.jpg' : id === IMG2 ? 'my_kitchen.png' : 'view.jpg' }])) };
    const bare = read(`scene 1: ${IMG}. scene 2: ${IMG2}. scene 3: ${IMG3}`, undefined, named).document;
    const r = read('remove the photo of the kitchen', bare, named);
    expect(shape(r.document)).toEqual(['5:media a', '5:media c']);
    expect(r.summary).toContain('deleted scene 2 (my_kitchen.png)');
    expect(shape(read('move the garden photo to the end', bare, named).document)).toEqual(['5:media b', '5:media c', '5:media a']);
    // A caption wins over a file name.
    const captioned = read(`scene 1: ${IMG} with the caption "Kitchen". scene 2: ${IMG2}`, undefined, named).document;
    expect(shape(read('remove the photo of the kitchen', captioned, named).document)).toEqual(['5:media b']);
  });

  it('a picture behind other content goes without its scene', () => {
    const doc = read(`"Welcome" with ${IMG} in the background and the caption "Kitchen"`, undefined, context).document;
    const r = edit('remove the photo of the kitchen', doc);
    expect(r.document.scenes).toHaveLength(1);
    expect(r.document.scenes[0]!.layers.some((l) => l.type === 'media')).toBe(false);
    expect(r.document.scenes[0]!.layers.some((l) => l.type === 'text' && l.text === 'Welcome')).toBe(true);
  });

  it('leaves the layer edits it had alone: "remove the list", "remove the heading"', () => {
    expect(shape(edit('remove the list', menu).document)[1]).toBe('5.6:Menu');
    expect(edit('remove the heading', menu).summary).toContain('removed the title in scene 1');
  });
});
