import { describe, expect, it } from '@jest/globals';
import type { InterpretContext, KnownAsset } from '../types.js';
import { read, textsOf } from '../testing.js';

const P = ['ast_PICaaaaaaaaaaaaaaaaaa', 'ast_PICbbbbbbbbbbbbbbbbbb', 'ast_PICcccccccccccccccccc', 'ast_PICdddddddddddddddddd'];
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const SONG = 'ast_SONGaaaaaaaaaaaaaaaaa';
const context: InterpretContext = {
  assets: new Map<string, KnownAsset>([
    ...P.map((id): [string, KnownAsset] => [id, { id, kind: 'image', ready: true }]),
    [CLIP, { id: CLIP, kind: 'video', ready: true, seconds: 20 }],
    [SONG, { id: SONG, kind: 'audio', ready: true }],
  ]),
  chapterDuration: null,
};
const texts = (prompt: string) => textsOf(read(prompt, undefined, context).document, 0);

describe('words after the pictures', () => {
  it('are the text over them', () => {
    expect(texts(`4-up grid ${P.join(' ')} — Our allotment in June`)).toEqual(['heading:Our allotment in June']);
    expect(texts(`${P[0]} ${P[1]} side by side, slow zoom. Autumn knitwear`)).toEqual(['heading:Autumn knitwear']);
    expect(texts(`${P[0]} ${P[1]} ${P[2]} in a grid with Back to school on top`)).toEqual(['heading:Back to school']);
  });

  it('follow what was said before the pictures', () => {
    expect(texts(`Open day! ${P[0]} ${P[1]} split screen + Saturday 10–4`)).toEqual(['heading:Open day!', 'subtitle:Saturday 10–4']);
  });

  it('are no text when they describe the picture, name a sound file, or follow a clip without a label', () => {
    expect(texts(`${P[0]} ${P[1]} split screen. Soft guitar ${SONG} behind it`)).toEqual([]);
    expect(texts(`${P[0]} ${P[1]} side by side (the old shopfront)`)).toEqual([]);
    expect(texts(`${CLIP} is my dog at the beach, keep it whole`)).toEqual([]);
    expect(texts(`${CLIP} muted. on top: Beach day`)).toEqual(['heading:Beach day']);
  });
});

describe('words before the pictures', () => {
  it('are the heading when a request to use the pictures follows them', () => {
    expect(texts(`NEW IN 🧶 Chunky scarves | £24 — use ${P[0]} ${P[1]} side by side`)).toEqual(['heading:NEW IN 🧶 Chunky scarves', 'subtitle:£24']);
    expect(texts(`Gran turns 90! Sunday lunch at the Crown. put ${P[0]} behind it`)).toEqual(['heading:Gran turns 90!', 'subtitle:Sunday lunch at the Crown']);
  });

  it('are not when they lead straight into the pictures', () => {
    expect(texts(`a slideshow of ${P[0]} ${P[1]}`)).toEqual([]);
  });
});

describe('a sentence before a line said to go under it', () => {
  it('is the heading above that line', () => {
    expect(texts('Harvest Supper on a green background. second line: Friday 7pm')).toEqual(['subtitle:Friday 7pm', 'heading:Harvest Supper']);
    expect(texts('Book Club in bold. second line: first Monday of the month')).toEqual(['subtitle:first Monday of the month', 'heading:Book Club']);
    expect(texts('Pottery for Beginners! subtitle: six weeks, all materials')).toEqual(['subtitle:six weeks, all materials', 'heading:Pottery for Beginners!']);
  });

  it('not when the scene has its heading already', () => {
    expect(texts('We meet by the old oak. Title: Picnic Day. second line: bring a rug')).toEqual(['heading:Picnic Day', 'subtitle:bring a rug']);
  });
});

describe('"labelled" or "titled" after a picture', () => {
  it('is not drawn with its caption', () => {
    expect(texts(`${P[0]} ${P[1]} split screen, titled Old and new`)).toEqual(['heading:Old and new']);
    expect(texts(`${P[0]} ${P[1]} side by side labelled Our new studio`)).toEqual(['heading:Our new studio']);
    expect(texts(`${P[0]} ${P[1]} side by side titled Spring term`)).toEqual(['heading:Spring term']);
  });
});

describe('a lone line said to go under something', () => {
  it('is the subtitle of the sentence before it', () => {
    expect(texts('OPEN in huge letters. small line underneath it: from 9am daily')).toEqual(['subtitle:from 9am daily', 'heading:OPEN']);
    expect(texts('Choir Night in bold. below that: free entry')).toEqual(['subtitle:free entry', 'heading:Choir Night']);
    expect(texts('Bake Off in giant letters. under it: Saturday 2pm')).toEqual(['subtitle:Saturday 2pm', 'heading:Bake Off']);
  });

  it('not a line with no sentence before it', () => {
    expect(texts('under it: Saturday 2pm')).toEqual(['heading:Saturday 2pm']);
  });
});

describe('a sentence of details before the pictures of a slideshow', () => {
  it('is the first slide\'s text when what is left after it only points at the pictures', () => {
    const doc = read(`Listing reel. 9 Quay Street / 2 bed flat / £1,200 pcm. Slow zoom on each photo ${P[0]} ${P[1]} ${P[2]}`, undefined, context).document;
    expect(textsOf(doc, 0).join(' ')).toMatch(/9 Quay Street/);
    expect(textsOf(doc, 0).join(' ')).toMatch(/£1,200 pcm/);
  });
});
