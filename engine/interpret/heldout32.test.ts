import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, read, edited, allDrawn, assetUrl, layersOfType, distinctIds, callerWith } from './testing.js';

/*
 * Rules read from the w128 blind batch (docs/prompt-generalisation.md, "Thirty-second round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

const A = assetUrl(IMG);
/** A caller with four different pictures, for rules that pair each with its own words. */
const ids = distinctIds('image', 4);
const four = callerWith(ids);
const P = ids.map(assetUrl);

describe('the frame\'s shape shortened as a note opens', () => {
  it.each([
    ["sq. logo + 'Grand Opening Friday!' confetti. 10 sec", 'square'],
    ["vert, 'Open late tonight' 15s", 'portrait'],
  ])('%s', (prompt, aspect) => {
    expect(read(prompt).format?.aspect).toBe(aspect);
  });

  it('an area\'s unit is no shape', () => {
    expect(read("'Modern Loft'. 1,200 sq ft.").format?.aspect).toBeUndefined();
  });
});

describe('German and Dutch shades compounded with their colour', () => {
  it.each([
    ["Titel 'Frohe Weihnachten'. Dunkelgrüner Hintergrund.", 'dark green'],
    ["Titel 'Zomer'. Donkerblauwe achtergrond.", 'dark blue'],
  ])('%s: the ground, never a title', (prompt) => {
    const doc = read(prompt).document;
    expect(allDrawn(doc)).toHaveLength(1);
    expect(doc.background.type).toBe('solid');
  });

  it('"dunkelrote Schrift": the letters red', () => {
    const title = layersOfType(read("Titel 'Sommerfest'. Hellblauer Hintergrund, dunkelrote Schrift.").document, 'text')[0]!;
    expect(title.colour).toMatch(/^#[89a-f]/);
  });
});

describe('a before/after pair said by ordinals', () => {
  it('"First photo <a> is before, second <b> is after": one split, not two scenes', () => {
    const doc = read(`First photo ${A} is before, second ${A} is after, please put them like before and after with slider.`).document;
    expect(doc.scenes).toHaveLength(1);
    expect(layersOfType(doc, 'layout')[0]!.arrangement).toBe('before-after');
  });

  it('"first photo, then another" stays two scenes', () => {
    expect(read(`First photo ${A}, then ${A}.`).document.scenes).toHaveLength(2);
  });

  it('labels said as "Before and After labels on them" are the words, not "After labels"', () => {
    const doc = read(`${A} is the before and ${A} is after. put Before and After labels on them.`).document;
    expect(layersOfType(doc, 'layout')[0]!.cells.map((c) => c.label)).toEqual(['Before', 'After']);
  });
});

describe('names after pictures in brackets, and the piece\'s length after whom it is for', () => {
  it('"Promo for our Greek islands package, exactly 20 seconds: 4 scenes of 5 seconds, one photo each (<a> Santorini, …)"', () => {
    const doc = read(`Promo for our Greek islands package, exactly 20 seconds: 4 scenes of 5 seconds, one photo each (${P[0]} Santorini, ${P[1]} Mykonos, ${P[2]} Naxos, ${P[3]} Crete) with the island name written on each.`, undefined, four).document;
    expect(drawnStrings(doc)).toEqual([['Santorini'], ['Mykonos'], ['Naxos'], ['Crete']]);
    expect(doc.scenes.reduce((t, s) => t + s.duration, 0)).toBe(20);
  });

  it('a length said of each slide stays each slide\'s', () => {
    const doc = read(`Slideshow for the wedding, 5 seconds each: ${P[0]} ${P[1]}`, undefined, four).document;
    expect(doc.scenes.map((s) => s.duration)).toEqual([5, 5]);
  });
});

describe('a picture before each quote, one per scene', () => {
  it('"Three projects, one per scene: <a> \'Casa Lumen, 2021\', <b> …": each quote with its picture', () => {
    const doc = read(`Three projects, one per scene: ${P[0]} 'Casa Lumen, 2021', ${P[1]} 'Harbor Library, 2022', ${P[2]} 'Villa Noor, 2023'.`, undefined, four).document;
    expect(drawnStrings(doc)).toEqual([['Casa Lumen, 2021'], ['Harbor Library, 2022'], ['Villa Noor, 2023']]);
    expect(doc.scenes.every((s) => s.layers.some((l) => l.type === 'media'))).toBe(true);
  });

  it('quotes alone, one per slide, are a slide each', () => {
    expect(drawnStrings(read("one per slide: 'Doors 7pm', 'Live set 9pm', 'Free entry'").document)).toEqual([['Doors 7pm'], ['Live set 9pm'], ['Free entry']]);
  });
});

describe('dictated words that run into the next request', () => {
  const narration = (prompt: string) => read(prompt).document.narration?.text;

  it.each([
    ["a woman's voice kind of high and slow saying handmade in small batches just for you and the words coming up one by one as she says them", 'Handmade in small batches just for you'],
    ["a man's voice saying see you on saturday and a button at the end that says Book now", 'See you on saturday'],
  ])('%s', (prompt, words) => {
    expect(narration(prompt)).toBe(words);
  });

  it('a part of the script that only names a thing goes on ("and the music of the Blue Notes")', () => {
    expect(narration("a man's voice saying join us for cake and the music of the Blue Notes")).toBe('Join us for cake and the music of the Blue Notes');
  });

  it('"… that says Shop now thats it": the end of the asking is no word of the button', () => {
    expect(layersOfType(read('a button at the end that says Shop now thats it').document, 'button')[0]!.text).toBe('Shop now');
  });
});

describe('a scene pointed at by its words, then "that scene"', () => {
  const base = "Meetup schedule, one scene per slot: '18:00 Doors open', '19:15 Lightning talks', '20:00 Pizza'.";

  it.each([['the lightning talks got cancelled, delete that scene'], ['lightning talks are off, remove it']])('%s', (edit) => {
    expect(drawnStrings(edited(base, edit))).toEqual([['18:00 Doors open'], ['20:00 Pizza']]);
  });

  it('words no scene shows point at nothing', () => {
    expect(drawnStrings(edited(base, 'the raffle got cancelled, delete that scene'))).toHaveLength(3);
  });
});
