import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, read, allDrawn, layersOfType, assetUrl } from './testing.js';
import { normaliseWords } from './read/spelling.js';

const total = (doc: SceneDocument) => doc.scenes.reduce((sum, s) => sum + s.duration, 0);

/*
 * Rules read from the w122 blind batch (docs/prompt-generalisation.md, "Twenty-sixth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('the whole video\'s length said before the piece\'s noun another reader took', () => {
  it('"a 20-second landscape video … as a slideshow" is 20 s in all, not 20 s a slide', () => {
    const doc = read(`Make a 24-second landscape video. Use ${assetUrl(IMG)}, ${assetUrl(IMG)} and ${assetUrl(IMG)} as a slideshow.`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(total(doc)).toBeCloseTo(24, 0);
  });

  it('"as a" is no length ("a" "s")', () => {
    const doc = read(`Use ${assetUrl(IMG)} and ${assetUrl(IMG)} as a slideshow.`).document;
    expect(doc.scenes.every((s) => s.duration < 10)).toBe(true);
  });

  it.each(['Title "Flash sale". 8 seconds only', 'Title "Flash sale", 8 seconds total'])('%s', (prompt) => {
    expect(total(read(prompt).document)).toBeCloseTo(8, 0);
  });
});

describe('a counter\'s label asked with a verb under the number', () => {
  it.each([
    'a number counting up to 40% and under the number write OFF ALL SHOES',
    'count up to 40% and under number put OFF ALL SHOES',
  ])('%s', (prompt) => {
    const counter = layersOfType(read(prompt).document, 'counter')[0]!;
    expect(counter.suffix).toBe('% OFF ALL SHOES');
  });

  it('a number said before, counted "up to that" with its label underneath', () => {
    const doc = read("We planted 1,250 trees in our town this spring! Can the number count up to that with 'trees planted' underneath").document;
    expect(layersOfType(doc, 'counter')[0]?.suffix).toBe(' trees planted');
    expect(allDrawn(doc).join(' | ')).not.toMatch(/in our town|this spring/);
  });
});

describe('a name strap with its name and role each after its noun', () => {
  it.each([
    [`${assetUrl(VID)} with a lower third with our host's name, Sam Patel, and his title, Head Chef.`, 'Sam Patel', 'Head Chef'],
    ['a name strap showing her name (Jo Marsh) and role (Founder)', 'Jo Marsh', 'Founder'],
  ])('%s', (prompt, name, role) => {
    const doc = read(prompt).document;
    expect(allDrawn(doc)).toEqual([name, role]);
  });
});

describe('the video\'s name asked for by what it names', () => {
  it('"first just the name of the event, then the date and place"', () => {
    const doc = read('Promo for the Harbour Food Fair, Saturday 9 May, 11am at Pier Square. Two scenes: first just the name of the event, then the date, time and place.').document;
    expect(drawnStrings(doc)[0]).toEqual(['Harbour Food Fair']);
    expect(drawnStrings(doc)[1]!.join(' ')).toMatch(/Saturday 9 May/);
    expect(allDrawn(doc).join(' | ')).not.toMatch(/name of/i);
  });

  it('a name said right after it is left as written', () => {
    expect(normaliseWords('and the name of the school Hill Academy at the end')).toContain('the name of the school Hill Academy');
    expect(normaliseWords('first just the name of the event, then the date')).toContain('first the name, then');
  });
});

describe('texts numbered as labels', () => {
  it.each([
    ['vertical post. text 1: SUMMER CAMP 2026 text 2: Sign up today', ['SUMMER CAMP 2026', 'Sign up today']],
    ['Text 1: Spring sale\nText 2: 20% off everything', ['Spring sale', '20% off everything']],
  ])('%s', (prompt, texts) => {
    expect(allDrawn(read(prompt).document)).toEqual(texts);
  });
});

describe('a slogan of two short sentences after a label', () => {
  it('"text: Early start. Big finish." keeps both', () => {
    expect(allDrawn(read('text: Early start. Big finish.').document)).toEqual(['Early start. Big finish.']);
  });

  it.each([
    ['Title: Big Sale. Landscape format.', ['Big Sale']],
    ['Text: Open late. Bit retro please.', ['Open late']],
    ['Text: Open late. Same time next week.', undefined],
    ['Quote: Be kind. Henry Ford.', undefined],
  ])('a second sentence that asks or names is not the text: %s', (prompt, texts) => {
    const shown = allDrawn(read(prompt).document);
    if (texts) expect(shown).toEqual(texts);
    expect(shown.join(' | ')).not.toMatch(/format|retro|Be kind\. Henry Ford|late\. Same/);
  });
});

describe('points counted abroad before their colon', () => {
  it.each([
    'Titel "Wir suchen Köche", darunter drei Punkte: Gutes Gehalt, Feste Zeiten, Tolles Team',
    'Título "Buscamos cocineros", debajo tres puntos: Buen sueldo, Horario fijo, Gran equipo',
  ])('%s', (prompt) => {
    expect(layersOfType(read(prompt).document, 'list')[0]?.items).toHaveLength(3);
  });
});
