import { describe, expect, it } from '@jest/globals';
import { AUD, IMG, PENDING, VID, layersOf, read, textsOf } from '../testing.js';

describe('pictures, clips and logos', () => {
  it('an image fills the frame with a slow zoom, a video plays', () => {
    const { document, summary } = read(`"Hello" over ${IMG}`);
    expect(layersOf(document, 0, 'media')[0]).toMatchObject({ assetId: IMG, kind: 'image', placement: 'full', kenBurns: 'zoom-in' });
    expect(document.scenes[0]!.layers.map((l) => l.type)).toEqual(['media', 'text']);
    expect(summary).toContain(`image ${IMG}`);
    expect(layersOf(read(`play ${VID}`).document, 0, 'media')[0]).toMatchObject({ kind: 'video', kenBurns: 'none' });
  });

  it('asset URLs work like ids', () => {
    const { document } = read(`"Hi" over https://montage.example/api/v1/assets/${IMG}/content, navy background`);
    expect(layersOf(document, 0, 'media')[0]!.assetId).toBe(IMG);
    expect(document.background).toEqual({ type: 'solid', colour: '#1b2a4e' });
  });

  it('as a logo: top right by default, on every scene', () => {
    const { document } = read(`first "A", then "B". Use ${IMG} as a logo`);
    for (const i of [0, 1]) expect(layersOf(document, i, 'logo')).toEqual([expect.objectContaining({ assetId: IMG, placement: 'top-right', scale: 0.15 })]);
    expect(layersOf(document, 0, 'media')).toHaveLength(0);
  });

  it('a small logo in a named corner; a watermark', () => {
    expect(layersOf(read(`our logo ${IMG} small in the bottom-right corner`).document, 0, 'logo')[0]).toMatchObject({ placement: 'bottom-right', scale: 0.1 });
    expect(layersOf(read(`${IMG} as a watermark`).document, 0, 'logo')).toHaveLength(1);
    expect(layersOf(read(`${IMG} as a logo in the corner`).document, 0, 'logo')[0]!.placement).toBe('top-right');
  });

  it('in the background: covers the frame, under the text', () => {
    const { document } = read(`"Our story" with ${IMG} in the background`);
    expect(document.scenes[0]!.layers.map((l) => l.type)).toEqual(['media', 'text']);
    expect(layersOf(document, 0, 'media')[0]).toMatchObject({ placement: 'full', fit: 'cover' });
  });

  it('full frame covers the frame; letterboxed only when asked ("fit", "the whole picture", "don\'t crop")', () => {
    expect(layersOf(read(`"Hi" over ${IMG}`).document, 0, 'media')[0]).toMatchObject({ placement: 'full', fit: 'cover' });
    expect(layersOf(read(`${IMG} full frame, "Hi"`).document, 0, 'media')[0]).toMatchObject({ placement: 'full', fit: 'cover' });
    expect(layersOf(read(`${VID} full screen`).document, 0, 'media')[0]).toMatchObject({ fit: 'cover' });
    for (const words of ['fit', 'show the whole picture', "don't crop it", 'letterboxed']) {
      expect(layersOf(read(`${IMG} ${words}, "Hi"`).document, 0, 'media')[0]).toMatchObject({ fit: 'contain' });
    }
  });

  it('a focus keeps part of the picture in view when it is cropped', () => {
    const focus = (words: string) => layersOf(read(`${IMG} in the background, ${words}, "Hi"`).document, 0, 'media')[0]!.focus;
    expect(focus('focus on the top')).toEqual({ x: 0.5, y: 0 });
    expect(focus('keep the left')).toEqual({ x: 0, y: 0.5 });
    expect(focus('keep the bottom right corner')).toEqual({ x: 1, y: 1 });
    expect(focus('centred on the right side')).toEqual({ x: 1, y: 0.5 });
    expect(layersOf(read(`${IMG} in the background, "Hi"`).document, 0, 'media')[0]!.focus).toBeUndefined();
    // The focus words are not a placement: the picture still fills the frame.
    expect(layersOf(read(`${IMG} full frame, keep the left, "Hi"`).document, 0, 'media')[0]!.placement).toBe('full');
  });

  it('a split: the picture on one side, the text on the other', () => {
    const left = read(`${IMG} on the left with the title "Meet Ana" and subtitle "Designer"`).document;
    expect(layersOf(left, 0, 'media')[0]).toMatchObject({ placement: 'left-half', fit: 'cover' });
    expect(layersOf(left, 0, 'text').map((l) => l.placement)).toEqual(['right-half', 'right-half']);
    const right = read(`"Meet Ana" on the left and ${IMG} on the right`).document;
    expect(layersOf(right, 0, 'media')[0]!.placement).toBe('right-half');
    expect(layersOf(right, 0, 'text')[0]!.placement).toBe('left-half');
  });

  it('audio is the soundtrack, never a layer', () => {
    const { document } = read(`"Hi" with background music ${AUD}`);
    expect(document.soundtrack).toEqual({ assetId: AUD, fadeIn: 1, fadeOut: 1, duck: true });
    expect(document.scenes[0]!.layers.map((l) => l.type)).toEqual(['text']);
  });

  it('uses only the caller\'s ready assets and names the rest', () => {
    const { document, summary } = read(`"Hi" over https://cdn.example.com/cat.jpg and ${PENDING}`);
    expect(layersOf(document, 0, 'media')).toHaveLength(0);
    expect(summary).toContain('ignored https://cdn.example.com/cat.jpg');
    expect(summary).toContain(`${PENDING} (not ready yet)`);
  });

  it('a URL inside quotes is text on screen, not a reference', () => {
    const { document, summary } = read('"Visit https://example.com today"');
    expect(textsOf(document)).toEqual(['heading:Visit https://example.com today']);
    expect(summary).not.toMatch(/ignored/);
  });

  it('a picture asked for without an upload gets a hint', () => {
    expect(read('"Hi" with a photo of a beach').summary).toMatch(/need the url of a file you uploaded/);
    expect(read('"Hi" with upbeat music').summary).toMatch(/music needs the url of an audio file/);
  });
});

describe('a picture above or below the words', () => {
  const url = `/api/v1/assets/${IMG}`;
  it.each([
    [`vertical: ${url} on top, "Grand Opening" and "Saturday 10am" below it`, 'top-half', 'bottom-half'],
    [`vertical: ${url} in the top half with "Grand Opening"`, 'top-half', 'bottom-half'],
    [`${url} at the bottom, "Sale"`, 'bottom-half', 'top-half'],
  ])('%s', (prompt, picture, words) => {
    const { document } = read(prompt);
    const media = layersOf(document, 0, 'media')[0]!;
    expect(media).toMatchObject({ placement: picture, fit: 'cover' });
    for (const t of layersOf(document, 0, 'text')) expect(t.placement).toBe(words);
  });

  it('"with "Hello" on top" puts the words over the picture', () => {
    const { document } = read(`${url} with "Hello" on top`);
    expect(layersOf(document, 0, 'media')[0]!.placement).toBe('full');
  });
});

describe('a logo for the whole video', () => {
  it.each(['the whole time', 'throughout', 'on every slide', 'all the way through'])('"%s" is understood: a logo stays anyway', (words) => {
    const { document, summary } = read(`a title "Open Day" with our logo ${IMG} in the top right corner ${words}`);
    expect(layersOf(document, 0, 'logo')).toHaveLength(1);
    expect(summary).not.toMatch(/did not understand/);
  });
});
