import { describe, expect, it } from '@jest/globals';
import type { KnownAsset } from '../types.js';
import { IMG, VID, ctx, layersOf, read, textsOf } from '../testing.js';

/* Slideshows (slideshow.ts): several full-frame pictures in one description become one slide (scene) each. */

const IMG2 = 'ast_IMAGEbbbbbbbbbbbbbbbb';
const IMG3 = 'ast_IMAGEcccccccccccccccc';
const more = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, [IMG2, { id: IMG2, kind: 'image', ready: true }], [IMG3, { id: IMG3, kind: 'image', ready: true }]]) };
const slides = (prompt: string) => read(prompt, undefined, more);
const pictureOf = (doc: ReturnType<typeof slides>['document'], i: number) => layersOf(doc, i, 'media')[0]!;

describe('slideshows', () => {
  it('"a slideshow of these three photos, 2 seconds each": three slides, in order, full frame, 2 s each, crossfading', () => {
    const { document, summary } = slides(`a slideshow of these three photos, 2 seconds each: ${IMG} ${IMG2} ${IMG3}`);
    expect(document.scenes).toHaveLength(3);
    expect(document.scenes.map((s) => s.duration)).toEqual([2, 2, 2]);
    expect([0, 1, 2].map((i) => pictureOf(document, i).assetId)).toEqual([IMG, IMG2, IMG3]);
    for (const i of [0, 1, 2]) expect(pictureOf(document, i)).toMatchObject({ placement: 'full', fit: 'cover' });
    expect(document.scenes.slice(1).map((s) => s.transition?.type)).toEqual(['crossfade', 'crossfade']);
    expect(summary).toMatch(/3 scenes \(6 s\)/);
  });

  it('Ken Burns alternates direction: zoom in, out, in; a pan goes left then right', () => {
    const zooms = slides(`a slideshow of ${IMG}, ${IMG2} and ${IMG3}`).document;
    expect([0, 1, 2].map((i) => pictureOf(zooms, i).kenBurns)).toEqual(['zoom-in', 'zoom-out', 'zoom-in']);
    const pans = slides(`${IMG} panning left, ${IMG2}, ${IMG3} as a slideshow`).document;
    expect(pictureOf(pans, 0).kenBurns).toBe('pan-left');
    expect(pictureOf(pans, 1).kenBurns).toBe('pan-right');
  });

  it('"…with the captions \'Kitchen\', \'Garden\', \'View\'": one caption per slide, in order, at the bottom', () => {
    const { document } = slides(`a slideshow of ${IMG}, ${IMG2} and ${IMG3} with the captions "Kitchen", "Garden", "View"`);
    expect([0, 1, 2].map((i) => textsOf(document, i))).toEqual([['caption:Kitchen'], ['caption:Garden'], ['caption:View']]);
    expect(layersOf(document, 0, 'text')[0]!.placement).toBe('bottom');
    // The captions are the slides' texts, not captions of a narration.
    expect(document.narration).toBeUndefined();
  });

  it('a text written after a picture goes on its slide; a total is shared by the slides', () => {
    const { document } = slides(`${IMG} "Before", ${IMG2} "After", 10 seconds in total`);
    expect(textsOf(document, 0)[0]).toMatch(/Before$/);
    expect(textsOf(document, 1)[0]).toMatch(/After$/);
    expect(document.scenes.map((s) => s.duration)).toEqual([5, 5]);
  });

  it('a 30-second slideshow of six photos: 5 s each; a slideshow of clips plays each clip\'s part', () => {
    const six = [IMG, IMG2, IMG3, IMG, IMG2, IMG3].join(' ');
    expect(slides(`a 30-second slideshow: ${six}`).document.scenes.map((s) => s.duration)).toEqual([5, 5, 5, 5, 5, 5]);
    const clips = slides(`a slideshow: the first 2 seconds of ${VID}, then ${IMG}`).document;
    expect(clips.scenes[0]!.duration).toBe(2);
  });

  it('pictures placed apart are a layout, not a slideshow; a single picture is one scene', () => {
    expect(slides(`${IMG} on the left and ${IMG2} on the right`).document.scenes).toHaveLength(1);
    expect(slides(`"Hi" over ${IMG}`).document.scenes).toHaveLength(1);
  });
});

describe('slideshow captions joined by "and"', () => {
  it('"with the captions "A", "B" and "C"": one per slide, in order', () => {
    const { document } = slides(`square slideshow of ${IMG}, ${IMG2} and ${IMG3}, 2 seconds each, with the captions "Day one", "The summit" and "Heading home"`);
    expect([0, 1, 2].map((i) => textsOf(document, i))).toEqual([['caption:Day one'], ['caption:The summit'], ['caption:Heading home']]);
  });
});

describe('names said after each picture', () => {
  it.each([
    [`Room tour: ${IMG} The Green Room, ${IMG2} Main Hall, ${IMG3} Roof Terrace.`, ['The Green Room', 'Main Hall', 'Roof Terrace']],
    [`slideshow — ${IMG} Day 1 and ${IMG2} Day 2`, ['Day 1', 'Day 2']],
    [`${IMG} – Lake Como; ${IMG2} – Villa Carlotta; ${IMG3} – Bellagio`, ['Lake Como', 'Villa Carlotta', 'Bellagio']],
  ])('each slide is captioned with its own: %s', (prompt, names) => {
    const { document } = slides(prompt);
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual(names.map((n) => [`caption:${n}`]));
  });

  it('a voice reading the names reads those captions', () => {
    const { document } = slides(`${IMG} The Green Room, ${IMG2} Main Hall. A calm man reads the names.`);
    expect(document.narration?.text).toBe('The Green Room. Main Hall.');
  });

  it('pictures in scenes of their own are no slideshow: their names are not taken as its captions', () => {
    const { document } = slides(`${IMG} Day 1, then ${IMG2} Day 2`);
    expect(document.scenes.flatMap((_, i) => textsOf(document, i)).filter((t) => t.startsWith('caption:'))).toEqual([]);
  });

  it('when one picture has no name, none is taken as one', () => {
    const { document } = slides(`${IMG} The Green Room, ${IMG2} with a slow zoom`);
    expect(textsOf(document, 1)).toEqual([]);
    expect(textsOf(document, 0)).not.toContain('caption:The Green Room');
  });
});
