import { describe, expect, it } from '@jest/globals';
import { IMG, layersOf, read, textsOf } from './testing.js';

/* Briefs as people write them, where a scene's pieces are read across sentences (index.ts). */

const url = (id: string) => `https://montage.example.com/api/v1/assets/${id}/content`;

describe('briefs as people write them', () => {
  it('"start with the title over <picture>" puts the title said before over that picture', () => {
    const { document, summary } = read(`Create a 15-second promo for our yoga studio "Flow & Breathe". Start with the title over ${url(IMG)}, then list three classes: Vinyasa, Yin, Power. End with "Book your first class free" and the website flowbreathe.com.`);
    expect(document.scenes).toHaveLength(3);
    expect(layersOf(document, 0, 'media')).toHaveLength(1);
    expect(textsOf(document, 0)).toEqual(['heading:Flow & Breathe']);
    expect(layersOf(document, 1, 'list')[0]!.items).toEqual(['Vinyasa', 'Yin', 'Power']);
    expect(textsOf(document, 2)).toEqual(['heading:Book your first class free', 'subtitle:flowbreathe.com']);
    expect(summary).not.toMatch(/did not understand|no scene was made/);
  });

  it.each([
    ['"Book now" and visit flowbreathe.com', 'flowbreathe.com'],
    ['Title "Summer sale", website www.shop.com', 'www.shop.com'],
    ['"Follow us" @montage_video', '@montage_video'],
    ['"Write to us" hello@acme.io', 'hello@acme.io'],
  ])('%s: the address is shown under the title, never dropped', (prompt, shown) => {
    expect(textsOf(read(prompt).document)[1]).toBe(`subtitle:${shown}`);
  });

  it('a link to a file elsewhere is no address to show (it is named back, never fetched)', () => {
    const r = read('"Watch" https://example.com/video.mp4');
    expect(textsOf(r.document)).toEqual(['heading:Watch']);
    expect(r.summary).toMatch(/ignored https:\/\/example\.com\/video\.mp4/);
  });
});

describe('an asset URL written without its host', () => {
  it('is the asset, and its path is no words left over', () => {
    const r = read(`"Hi" over /api/v1/assets/${IMG}/content`);
    expect(layersOf(r.document, 0, 'media')[0]).toMatchObject({ assetId: IMG });
    expect(r.summary).not.toMatch(/did not understand/);
  });
});
