import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, read, allDrawn, assetUrl, layersOfType } from './testing.js';

/*
 * Rules read from the w127 blind batch (docs/prompt-generalisation.md, "Thirty-first round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

const A = assetUrl(IMG);
const pictured = (doc: ReturnType<typeof read>['document']) => doc.scenes.map((s) => s.layers.some((l) => l.type === 'media'));

describe('a list of pictures with their words that goes on past its pictures', () => {
  it.each([
    ['numbered, the last line quoted', `Bakery promo:\n1. ${A} 'Fresh bread daily'\n2. ${A} 'Open from 7am'\n3. 'Find us on Mill Lane'`, 'Find us on Mill Lane'],
    ['bulleted, the last line unquoted', `- ${A} Sourdough £4\n- ${A} Rye £3.50\n- Order online today`, 'Order online today'],
  ])('%s: the line after the pictures is a scene of its own', (_, prompt, last) => {
    const doc = read(prompt).document;
    expect(drawnStrings(doc).at(-1)).toEqual([last]);
    expect(pictured(doc)).toEqual([true, true, false]);
  });

  it('a request after the pictures stays a request', () => {
    const doc = read(`1. ${A} 'Fresh bread daily'\n2. ${A} 'Open from 7am'\nMake it elegant`).document;
    expect(doc.scenes).toHaveLength(2);
    expect(doc.theme).toBe('elegant');
  });
});

describe('how a list is marked, said in brackets after "then"', () => {
  it.each([
    ['Then bullet points (not numbered):', false],
    ['Then bullets (no numbers), one at a time:', false],
  ])('"%s" is understood, not drawn', (lead, numbered) => {
    const doc = read(`Title: Beach Clean-up\n${lead}\n• Bring gloves\n• Meet at the pier\n• Bags provided`).document;
    expect(allDrawn(doc)).toEqual(['Beach Clean-up', 'Bring gloves', 'Meet at the pier', 'Bags provided']);
    expect(layersOfType(doc, 'list')[0]!.numbered).toBe(numbered);
  });
});

describe('a voice\'s pace said by an adverb abroad', () => {
  it.each([
    ['Voz masculina, despacio, que diga: "Bienvenidos al museo"', 0.8],
    ['Voix féminine, lentement : « Bienvenue au musée »', 0.8],
    ['Voz femenina, deprisa, que diga: "Última oportunidad"', 1.25],
  ])('%s', (prompt, speed) => {
    expect(read(prompt).document.narration?.voice?.speed).toBe(speed);
  });
});

describe('pictures counted and laid out together', () => {
  it.each([
    [`6 holiday shots in a grid: ${A} ${A} ${A} ${A} ${A} ${A}`],
    [`a collage of 3 shots: ${A} ${A} ${A}`],
    [`3 shots side by side: ${A} ${A} ${A}`],
  ])('one scene: %s', (prompt) => {
    const doc = read(prompt).document;
    expect(doc.scenes).toHaveLength(1);
    expect(layersOfType(doc, 'layout')).toHaveLength(1);
  });

  it('counted alone, they are a scene each', () => {
    expect(read(`3 shots: ${A} ${A} ${A}`).document.scenes).toHaveLength(3);
  });
});

describe('a prompt dictated with "period" for its full stops', () => {
  it('"period" ends sentences, and an amount said in dollars is typed', () => {
    const doc = read('the title should say Bake Sale period the price 20 dollars each period thanks').document;
    expect(allDrawn(doc)).toEqual(['Bake Sale', 'The price $20 each']);
  });

  it('a period of time is a word, even dictated', () => {
    expect(allDrawn(read('okay the title should say Free trial period comma the subtitle should say no card needed period thanks').document)).toEqual(['Free trial period', 'no card needed']);
  });

  it('typed prompts keep the word', () => {
    expect(allDrawn(read("Title 'Period drama night'. Then 'A 30 day period'.").document)).toEqual(['Period drama night', 'A 30 day period']);
  });
});

describe('a fact\'s kind said before its value', () => {
  it('"a second scene with the prices …": the prices are shown, the words naming them are not', () => {
    const doc = read("Title 'Mini Sessions'. Then a second scene with the prices $150 for 20 minutes and 10 edited photos.").document;
    expect(drawnStrings(doc)).toEqual([['Mini Sessions'], ['$150 for 20 minutes and 10 edited photos']]);
  });
});

describe('pictures handed over after the scenes were described', () => {
  it('as many pictures as scenes: one behind each, in order', () => {
    const doc = read(`Title 'Autumn Sessions'. Then a second scene 'Book now'. Use my photos ${A} and ${A}.`).document;
    expect(drawnStrings(doc)).toEqual([['Autumn Sessions'], ['Book now']]);
    expect(pictured(doc)).toEqual([true, true]);
  });

  it('more pictures than scenes: they stay slides of their own', () => {
    const doc = read(`Title 'Autumn Sessions'. Then a second scene 'Book now'. Use my photos ${A}, ${A} and ${A}.`).document;
    expect(doc.scenes.length).toBeGreaterThan(2);
  });
});

describe('how every text arrives, said of the texts in general', () => {
  const typed = (prompt: string) => read(prompt).document.scenes.map((s) => s.layers.filter((l) => l.type === 'text').every((l) => l.animation?.in === 'typewriter'));

  it.each([
    ["Title 'Open Day'. Then a second scene 'Saturday 10am'. Make the text come in like a typewriter."],
    ["Make the text type out. Title 'Open Day'. Then 'Saturday 10am'."],
  ])('after the last scene or before the first, every scene\'s: %s', (prompt) => {
    expect(typed(prompt)).toEqual([true, true]);
  });

  it('inside a numbered scene, before the next, that scene\'s', () => {
    expect(typed("Scene 1: 'Open Day'. The text types out. Scene 2: 'Saturday 10am'.")).toEqual([true, false]);
  });
});
