import { describe, expect, it } from '@jest/globals';
import type { GraphicLayer, LayoutLayer } from '../../../model/scene-document.js';
import { ctx, IMG, layersOf, read, VID } from '../testing.js';

/* Layouts of several pictures (layouts.ts) and graphic elements (graphics.ts) read from prompts. */

const IMG2 = 'ast_IMAGEbbbbbbbbbbbbbbbb';
const IMG3 = 'ast_IMAGEcccccccccccccccc';
const context = { ...ctx, assets: new Map([...ctx.assets, [IMG2, { id: IMG2, kind: 'image' as const, ready: true }], [IMG3, { id: IMG3, kind: 'image' as const, ready: true }]]) };
const layoutOf = (prompt: string): LayoutLayer => {
  const layers = layersOf(read(prompt, undefined, context).document, 0, 'layout');
  expect(layers).toHaveLength(1);
  return layers[0]!;
};
const cells = (l: LayoutLayer) => l.cells.map((c) => `${c.assetId.slice(9, 10)}${c.label ? `=${c.label}` : ''}`);

describe('layouts of several pictures', () => {
  it('side by side with labels: each label goes with its own picture, in the sides said', () => {
    const r = read(`side by side: ${IMG} on the left and ${IMG2} on the right, labelled 'Before' and 'After'`, undefined, context);
    const [layout] = layersOf(r.document, 0, 'layout');
    expect(layout).toMatchObject({ arrangement: 'split', direction: 'auto' });
    expect(cells(layout!)).toEqual(['a=Before', 'b=After']);
    // No stray texts: the labels are the cells'.
    expect(layersOf(r.document, 0, 'text')).toHaveLength(0);
    expect(r.summary).toContain('a split screen of 2 pictures labelled "Before", "After"');
    // Written right first: still each on its side, each with its label.
    expect(cells(layoutOf(`${IMG2} on the right labelled "After" and ${IMG} on the left labelled "Before"`))).toEqual(['a=Before', 'b=After']);
  });

  it('split screen, top and bottom, before/after, grid and picture-in-picture', () => {
    expect(layoutOf(`split screen of ${IMG} and ${IMG2}`)).toMatchObject({ arrangement: 'split', direction: 'auto' });
    expect(layoutOf(`${IMG} and ${IMG2} stacked top and bottom`)).toMatchObject({ arrangement: 'split', direction: 'stacked' });
    expect(layoutOf(`${IMG} next to ${IMG2}`).arrangement).toBe('split');
    expect(cells(layoutOf(`${IMG} vs ${IMG2}`))).toEqual(['a', 'b']);
    const ba = layoutOf(`before and after: ${IMG} and ${IMG2}`);
    expect(ba.arrangement).toBe('before-after');
    expect(cells(layoutOf(`a grid of ${IMG}, ${IMG2}, ${IMG3} and ${VID}`))).toEqual(['a', 'b', 'c', 'a']);
    expect(layoutOf(`a 2x2 grid of ${IMG}, ${IMG2}, ${IMG3} and ${VID}`).cells[3]!.kind).toBe('video');
    expect(layoutOf(`${VID} with ${IMG} as picture in picture in the top left, small`)).toMatchObject({ arrangement: 'pip', corner: 'top-left', insetWidth: 0.24 });
    expect(layoutOf(`${VID} with ${IMG} as a large inset`)).toMatchObject({ arrangement: 'pip', corner: 'bottom-right', insetWidth: 0.42 });
  });

  it('a picture in a corner without layout words stays a media layer (picture-in-picture that already worked)', () => {
    const doc = read(`${VID} with ${IMG} in the bottom right corner`, undefined, context).document;
    expect(layersOf(doc, 0, 'layout')).toHaveLength(0);
    expect(layersOf(doc, 0, 'media').map((m) => m.placement)).toEqual(['full', 'bottom-right']);
  });
});

describe('graphic elements', () => {
  it('"a progress bar along the bottom" puts one bar on every scene, filling over the chapter', () => {
    const doc = read('scene 1: "One". scene 2: "Two" with a progress bar along the bottom').document;
    for (const i of [0, 1]) expect(layersOf(doc, i, 'progress')).toEqual([expect.objectContaining({ edge: 'bottom', span: 'chapter' })]);
    const top = read('"Hi" with a progress bar at the top').document;
    expect(layersOf(top, 0, 'progress')[0]!.edge).toBe('top');
    // A scene added later gets it too; "remove the progress bar" takes it off everywhere.
    const more = read('add a scene "Three"', doc).document;
    expect(layersOf(more, 2, 'progress')).toHaveLength(1);
    const none = read('remove the progress bar', doc);
    expect(none.document.scenes.every((s) => !s.layers.some((l) => l.type === 'progress'))).toBe(true);
  });

  it('"a button saying \'Shop now\' with example.com" is a button with its URL as text', () => {
    const r = read("\"Big sale\" and a button saying 'Shop now' with example.com");
    expect(layersOf(r.document, 0, 'button')).toEqual([expect.objectContaining({ text: 'Shop now', url: 'example.com', placement: 'bottom' })]);
    expect(r.summary).toContain('a button "Shop now" with example.com');
    expect(r.summary).not.toContain('did not understand');
  });

  it('a button written the other way round, or as a call to action', () => {
    const button = (prompt: string) => layersOf(read(prompt).document, 0, 'button')[0];
    expect(button(`"Sale" with a 'Buy now' button linking to shop.example.com`)).toMatchObject({ text: 'Buy now', url: 'shop.example.com' });
    expect(button(`"Join us" and a call to action 'Sign up' at example.com`)).toMatchObject({ text: 'Sign up', url: 'example.com' });
    expect(button('"Hi", CTA button "Learn more" at the top')).toMatchObject({ text: 'Learn more', placement: 'top' });
  });

  it('a colour said before a progress bar, a button or an arrow is theirs', () => {
    expect(layersOf(read('"Hi" with a red progress bar at the top').document, 0, 'progress')[0]).toMatchObject({ edge: 'top', colour: '#e0282e' });
    expect(layersOf(read('"Sale" and a green button saying "Buy"').document, 0, 'button')[0]).toMatchObject({ text: 'Buy', colour: '#008000' });
    expect(layersOf(read('"Up" with a yellow arrow pointing at the top right').document, 0, 'graphic')[0]).toMatchObject({ shape: 'arrow', colour: '#ffd60a' });
    // No colour said: the theme's accent at render time.
    expect(layersOf(read('"Hi" with a progress bar along the bottom').document, 0, 'progress')[0]!.colour).toBeUndefined();
  });

  it('shapes: a rule, a rounded panel, a highlight behind a word, an arrow pointing at a region', () => {
    const doc = read('"Title" with an arrow pointing at the top right, a rule under it, a rounded panel behind the text and highlight "Sale"').document;
    const shapes = layersOf(doc, 0, 'graphic');
    const byShape = (s: GraphicLayer['shape']) => shapes.find((g) => g.shape === s);
    expect(byShape('arrow')).toMatchObject({ pointing: 'up-right' });
    const arrow = byShape('arrow')!.placement as { x: number; y: number; w: number; h: number };
    // Between the centre and the top-right corner.
    expect(arrow.x + arrow.w).toBeGreaterThan(0.7);
    expect(arrow.y).toBeLessThan(0.3);
    expect(byShape('rule')).toBeDefined();
    expect(byShape('panel')).toBeDefined();
    expect(byShape('highlight')).toMatchObject({ text: 'Sale' });
    // The shapes are drawn behind the title; the highlight over it (its box covers its word, which it draws again).
    const types = doc.scenes[0]!.layers.map((l) => (l.type === 'graphic' ? l.shape : l.type));
    expect(types.indexOf('text')).toBeGreaterThan(Math.max(types.indexOf('arrow'), types.indexOf('rule'), types.indexOf('panel')));
    expect(types.at(-1)).toBe('highlight');
  });

  it('"highlight the word sale" (a bare word after "the word"), "highlighting the word news"', () => {
    expect(layersOf(read('A title "Summer sale starts today", highlight the word sale.').document, 0, 'graphic')[0]).toMatchObject({ shape: 'highlight', text: 'sale' });
    expect(layersOf(read('A title "Big news" highlighting the word news').document, 0, 'graphic')[0]).toMatchObject({ shape: 'highlight', text: 'news' });
  });
});

describe('layout labels beside slideshow captions', () => {
  it('keeps double-quoted labels on the cells of a split, and quoted captions on the slides of a slideshow', () => {
    const split = read(`side by side: ${IMG} on the left and ${IMG2} on the right, labelled "Before" and "After"`, undefined, context);
    expect(split.summary).toContain('a split screen of 2 pictures labelled "Before", "After"');
    const slides = read(`a slideshow of ${IMG} and ${IMG2} with the captions "Kitchen", "Garden"`, undefined, context);
    expect(slides.document.scenes).toHaveLength(2);
    expect(slides.summary).toMatch(/caption "Kitchen".*caption "Garden"/);
  });
});

describe("each picture's own caption, said beside it", () => {
  it('"<a> on the left with caption \'Then\' and <b> on the right with caption \'Now\'"', () => {
    expect(layoutOf(`split screen, ${IMG} on the left with caption 'Then' and ${IMG2} on the right with caption 'Now'`).cells.map((c) => c.label)).toEqual(['Then', 'Now']);
  });

  it('a logo with its corner said before it is no picture of the layout', () => {
    const doc = read(`before and after: before ${IMG} after ${IMG2}. My logo bottom right ${IMG3}.`, undefined, context).document;
    expect(layersOf(doc, 0, 'layout')[0]!.cells).toHaveLength(2);
    expect(layersOf(doc, 0, 'logo')[0]).toMatchObject({ assetId: IMG3, placement: 'bottom-right' });
  });
});

describe('"small in the corner" said of a logo', () => {
  it('is the logo\'s place: the split stays a split', () => {
    const doc = read(`Split screen: ${IMG} on the left and ${IMG2} on the right, "Sourdough Saturdays" across the middle. Our logo ${IMG3} small in the corner.`, undefined, context).document;
    expect(layersOf(doc, 0, 'layout')[0]!.arrangement).toBe('split');
    expect(layersOf(doc, 0, 'logo')).toHaveLength(1);
  });

  it('said of a picture, it is still an inset', () => {
    expect(layoutOf(`${IMG} full screen with ${IMG2} small in the corner`).arrangement).toBe('pip');
  });
});
