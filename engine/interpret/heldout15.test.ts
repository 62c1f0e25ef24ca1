import { describe, expect, it } from '@jest/globals';
import type { LayoutLayer, SceneDocument } from '../../model/scene-document.js';
import { detectLanguage } from '../speech/detect-language.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { interpretPrompt } from './index.js';
import { ctx, read, textsOf } from './testing.js';
import type { InterpretContext, KnownAsset } from './types.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const urlOf = (id: string) => `https://montage.example/api/v1/assets/${id}/content`;
const PICS = ['a', 'b', 'c'].map((k) => `ast_PIC${k.repeat(18)}`);
const CLIPS = ['a', 'b'].map((k) => `ast_CLP${k.repeat(18)}`);
const SONG = 'ast_SONGaaaaaaaaaaaaaaaaa';
const LOGO = 'ast_LOGOaaaaaaaaaaaaaaaaa';
const context: InterpretContext = {
  ...ctx,
  assets: new Map<string, KnownAsset>([
    ...ctx.assets,
    ...PICS.map((id) => [id, { id, kind: 'image', ready: true }] as [string, KnownAsset]),
    ...CLIPS.map((id) => [id, { id, kind: 'video', ready: true, seconds: 8 }] as [string, KnownAsset]),
    [SONG, { id: SONG, kind: 'audio', ready: true, seconds: 60 }],
    [LOGO, { id: LOGO, kind: 'image', ready: true, name: 'logo.png' }],
  ]),
};
const withAssets = (prompt: string, previous?: SceneDocument) =>
  interpretPrompt(
    previous,
    prompt
      .replace(/\{p(\d)\}/g, (_, n: string) => urlOf(PICS[Number(n) - 1]!))
      .replace(/\{c(\d)\}/g, (_, n: string) => urlOf(CLIPS[Number(n) - 1]!))
      .replace(/\{song\}/g, urlOf(SONG))
      .replace(/\{logo\}/g, urlOf(LOGO)),
    context,
  );
const scenesOf = (doc: SceneDocument) => doc.scenes.map((_, i) => textsOf(doc, i));

/*
 * Rules read from the w60 and w61 blind batches (docs/prompt-generalisation.md, "Fifteenth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('a phone number said bare is shown', () => {
  it.each([
    ["'Leaking roof?' Ring Sam 07911 123456", '07911 123456'],
    ['Title: Fix-It Fred. Boilers and radiators. +44 7700 900456', '+44 7700 900456'],
    ['Big Al\'s Towing, (555) 013-4567', '(555) 013-4567'],
    ['Locksmith ad, title Locked Out?, show number 020 7946 0018', '020 7946 0018'],
  ])('%s', (prompt, phone) => {
    expect(all(read(prompt).document).join(' | ')).toContain(phone);
  });

  it('keeps an always-open "24/7" said after it on its line', () => {
    const doc = read("'Blocked drain?' 0161 496 0000 24/7").document;
    expect(textsOf(doc)).toContain('subtitle:0161 496 0000 · 24/7');
  });

  it.each([
    'Open day 2025-06-14, tickets £12.50',
    'A counter from 0 to 2000000000',
    'Sales grew from 1,250,000 to 3,400,000 this year',
  ])('takes no date, price or count for one: %s', (prompt) => {
    expect(all(read(prompt).document).join(' ')).not.toMatch(/·\s*24\/7/);
    expect(textsOf(read(prompt).document).some((t) => /^\+?\(?0\d{2,4}\)?[ -]?\d{3,4}[ -]?\d{3,4}$/.test(t))).toBe(false);
  });
});

describe('capitalised words said before "as the title" are the title', () => {
  it.each([
    ['so put Autumn Open House as the title, then a photo {p1}', 'Autumn Open House'],
    ['use Tiny Tots Swim Club as the heading and a button Book now', 'Tiny Tots Swim Club'],
    ['I want Fresh Bread Daily as the headline', 'Fresh Bread Daily'],
  ])('%s', (prompt, title) => {
    const doc = withAssets(prompt).document;
    expect(doc.scenes[0]!.layers.some((l) => l.type === 'text' && l.role === 'heading' && l.text === title)).toBe(true);
  });

  it('gives "as the tagline" the subtitle', () => {
    const doc = read('Harbour Fish Bar as the title and Since 1982 as the tagline').document;
    expect(textsOf(doc)).toEqual(['heading:Harbour Fish Bar', 'subtitle:Since 1982']);
  });

  it('is not a face or a colour said for the title', () => {
    expect(all(read('Use Montserrat as the title font. Title: Hello World').document)).toEqual(['Hello World']);
  });
});

describe('a corner said by its edge alone is the right one', () => {
  it.each([
    ['title Dave\'s Plumbing, logo {logo} bottom corner', 'bottom-right'],
    ['logo {logo} in the top corner, title Harbour Cafe', 'top-right'],
  ])('%s', (prompt, placement) => {
    const doc = withAssets(prompt).document;
    const logo = doc.scenes[0]!.layers.find((l) => l.type === 'logo');
    expect(logo?.placement).toBe(placement);
    // The title keeps its own place.
    expect(doc.scenes[0]!.layers.find((l) => l.type === 'text')?.placement).toBeUndefined();
  });
});

describe('"mute both clips" mutes every clip, with a song named in the same clause', () => {
  it.each([
    'my run {c1} with my face {c2} small in the corner picture in picture. mute both clips and use {song}',
    '{c1} and {c2} side by side, mute all the videos, music {song}',
  ])('%s', (prompt) => {
    const doc = withAssets(prompt).document;
    const layout = doc.scenes[0]!.layers.find((l): l is LayoutLayer => l.type === 'layout');
    expect(layout?.cells.map((c) => c.muted)).toEqual([true, true]);
  });
});

describe('a line of copy after each picture is its caption', () => {
  it('reads "<picture> Name £price," for each picture, prices and all', () => {
    const doc = withAssets('This week at the deli: {p1} Pork pie £4, {p2} Scotch egg £3.20, {p3} Sausage roll £2.50.').document;
    expect(scenesOf(doc)).toEqual([['caption:Pork pie £4'], ['caption:Scotch egg £3.20'], ['caption:Sausage roll £2.50']]);
  });

  it('keeps them by their picture when the pictures are scenes of their own, and through a swap', () => {
    const first = withAssets('Make 3 scenes: {p1} Oak table £450, {p2} Pine chair £120, {p3} Walnut desk £600').document;
    expect(scenesOf(first)).toEqual([['caption:Oak table £450'], ['caption:Pine chair £120'], ['caption:Walnut desk £600']]);
    const swapped = withAssets('swap the first and last ones', first).document;
    expect(scenesOf(swapped)).toEqual([['caption:Walnut desk £600'], ['caption:Pine chair £120'], ['caption:Oak table £450']]);
  });

  it('takes no instructions for captions', () => {
    const doc = withAssets('{p1} Slow zoom, {p2} Pan left').document;
    expect(all(doc)).toEqual([]);
  });
});

describe("an edit naming a text by its words and what it is: \"the 'X' label\"", () => {
  it('changes a split screen\'s label', () => {
    const first = withAssets("Split screen: {p1} on the left labelled 'Before', {p2} on the right labelled 'After'. Title: 'Kitchen refit'").document;
    const doc = withAssets("Change the 'After' label to 'Today'.", first).document;
    const layout = doc.scenes[0]!.layers.find((l): l is LayoutLayer => l.type === 'layout');
    expect(layout?.cells.map((c) => c.label)).toEqual(['Before', 'Today']);
    expect(textsOf(doc)).toContain('heading:Kitchen refit');
  });

  it.each([
    ["Change the 'World' subtitle to 'Everyone'", ['heading:Hello', 'subtitle:Everyone']],
    ["make the 'World' tagline say 'Friends'", ['heading:Hello', 'subtitle:Friends']],
  ])('%s', (edit, texts) => {
    const first = read("Title 'Hello', subtitle 'World'").document;
    expect(textsOf(read(edit, first).document)).toEqual(texts);
  });
});

describe('a scene moved by what it shows', () => {
  const four = "Four scenes. Scene 1: title 'Harbour Trust'. Scene 2: counter up to 2,300 with the label 'boats repaired'. Scene 3: bar chart: Nets 40, Hulls 35, Engines 25. Scene 4: quote: \"They saved my boat.\" — Tom";
  const order = (doc: SceneDocument) => doc.scenes.map((s) => s.layers.map((l) => (l.type === 'text' ? l.role : l.type)).join('+'));
  it.each([
    ['move the quote so it comes right after the title', ['heading', 'quote+attribution', 'counter', 'chart']],
    ['put the chart first', ['chart', 'heading', 'counter', 'quote+attribution']],
    ['move the counter to the end', ['heading', 'chart', 'quote+attribution', 'counter']],
    ['put the quote before the counter', ['heading', 'quote+attribution', 'counter', 'chart']],
  ])('%s', (edit, expected) => {
    const first = read(four).document;
    expect(order(read(edit, first).document)).toEqual(expected);
  });

  it('still moves a layer to a place in the frame', () => {
    const first = read(four).document;
    const doc = read('move the title to the bottom', first).document;
    expect(doc.scenes[0]!.layers.find((l) => l.type === 'text')?.placement).toBe('bottom');
  });
});

describe('the language a voice speaks, said after "speaking"', () => {
  it.each([
    ["Male voice speaking French: 'Bonjour à tous.'", 'fr'],
    ["Female voice speaking Spanish says 'Hola a todos'", 'es'],
    ['An older man speaking German, the words are: "Willkommen in unserem Laden."', 'de'],
  ])('%s', (prompt, language) => {
    const doc = read(prompt).document;
    expect(doc.narration?.voice?.language).toBe(language);
    expect(all(doc).join(' ')).not.toMatch(/speaking|words are/i);
  });

  it('reads "the script is:" after a voice as the narration, not a title', () => {
    const doc = read("A deep male voice, the script is: 'We are open.'").document;
    expect(doc.narration?.text).toBe('We are open.');
    expect(all(doc)).toEqual([]);
  });

  it('tells French from Spanish by "en" and its letters', () => {
    expect(detectLanguage('Apprenez le français en 12 semaines.')?.language).toBe('fr');
    expect(detectLanguage('Aprende inglés en 12 semanas con nosotros.')?.language).toBe('es');
  });
});
