import { describe, expect, it } from '@jest/globals';
import type { KnownAsset } from '../types.js';
import { ctx, IMG, layersOf, read, textsOf } from '../testing.js';

const texts = (prompt: string) => textsOf(read(prompt).document);

describe('a name or a cry opening the prompt is the first scene\'s title', () => {
  it('shouted in capitals, or closed by "!" or "...", before a counter or a list', () => {
    expect(texts('HARBOUR ROWING CLUB. count up to 120 with members underneath')[0]).toBe('heading:HARBOUR ROWING CLUB');
    expect(texts('Doors open in... countdown from 10 to 0')).toEqual(['heading:Doors open in…']);
    expect(texts('Bake sale this Friday! List: brownies, flapjacks, scones')[0]).toBe('heading:Bake sale this Friday!');
  });

  it('a line said under it goes under it', () => {
    expect(texts('LAST CHANCE. countdown from 30 to 0. Underneath: Use code BYE30')).toEqual(['heading:LAST CHANCE', 'subtitle:Use code BYE30']);
  });

  it('not what the video is, nor a plain sentence in lower case', () => {
    expect(texts('Birthday invite!!! count up to 6 with confetti')).toEqual([]);
    expect(texts('Quick one. countdown from 10 to 0')).toEqual([]);
  });
});

describe('the street address a video is for is its subject, shown', () => {
  const IMG2 = 'ast_IMAGEbbbbbbbbbbbbbbbb';
  const more = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, [IMG2, { id: IMG2, kind: 'image', ready: true }]]) };
  it.each([
    [`Walkthrough video for 7 Harbour View Close. Slideshow: ${IMG} caption 'The lounge', ${IMG2} 'The garden'`, '7 Harbour View Close'],
    [`house tour of 221b baker street using ${IMG} and ${IMG2}, end with Call to view`, '221b baker street'],
  ])('%s', (prompt, address) => {
    const { document } = read(prompt, undefined, more);
    expect(textsOf(document, 0)[0]).toBe(`heading:${address}`);
    // Over the first picture, with the scenes the pictures make: no scene of its own.
    expect(layersOf(document, 0, 'media')).toHaveLength(1);
    expect(document.scenes.flatMap((_, i) => textsOf(document, i)).join(' ')).not.toMatch(/video|tour|using/i);
  });

  it('a kind of video for someone, or a place with no house number, is no subject', () => {
    const more2 = `Promo video for our cafe on Elm Road. Slideshow: ${IMG} caption 'Fresh bread'`;
    expect(texts(more2)).not.toContain('heading:Elm Road');
  });
});

describe('a need cried out is news to the viewer, a need of the video a request', () => {
  it('"We need volunteers!" over a list is its title; "We need music!" is not', () => {
    expect(texts('We need volunteers! Bullet points: • Sorting donations • Driving deliveries • Front desk')[0]).toBe('heading:We need volunteers!');
    expect(texts('We need YOU! List: stewards, bakers, drivers')[0]).toBe('heading:We need YOU!');
    expect(texts('We need music! List: stewards, bakers, drivers')).not.toContain('heading:We need music!');
    expect(texts('I need a video! List: stewards, bakers, drivers')).not.toContain('heading:I need a video!');
  });
});

describe('what is made for a named thing, before a colon', () => {
  it('"Countdown for Lakeside Music Festival: …" titles the countdown, and "Music" in the name asks for no music', () => {
    const { document, summary } = read("Countdown for Lakeside Music Festival: number counting down from 30 to 0 with 'days to go' under it");
    expect(textsOf(document, 0)[0]).toBe('heading:Lakeside Music Festival');
    expect(summary).not.toMatch(/music needs/);
  });

  it('a lower-case purpose is no name', () => {
    expect(texts('Countdown for our launch: count down from 10 to 0')).not.toContain('heading:our launch');
  });
});
