import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, edited, allDrawn, assetUrl, layersOfType, distinctIds, callerWith } from './testing.js';

/*
 * Rules read from the w131 blind batch (docs/prompt-generalisation.md, "Thirty-fifth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

const ids = distinctIds('image', 3);
const ctx = callerWith(ids);
const [P1, P2, P3] = ids.map(assetUrl);

describe('a list line changed by its label', () => {
  const base = 'Title: Opening times. Then a list: Mon – 9am to 5pm, Sat – 10am to 2pm, Sun – Closed.';

  it('"change Sat to 10am to 4pm": the label stays, its time changes', () => {
    expect(layersOfType(edited(base, 'change Sat to 10am to 4pm'), 'list')[0]!.items).toEqual(['Mon – 9am to 5pm', 'Sat – 10am to 4pm', 'Sun – Closed']);
  });

  it('a new name for the label itself replaces the label', () => {
    expect(layersOfType(edited('Menu: Fish tacos – £8, Pork bun – £6, Chips – £3', 'change Fish tacos to Beef tacos'), 'list')[0]!.items[0]).toBe('Beef tacos – £8');
  });
});

describe('"… and the last one \'…\'" after a slide named with its words', () => {
  it('the words go on the slide "one" stands for', () => {
    const doc = read(`${P1} ${P2} ${P3}, one pic per slide. first slide should say "Open daily" and the last one "From 7am"`, undefined, ctx).document;
    expect(drawnStrings(doc)).toEqual([['Open daily'], [], ['From 7am']]);
  });

  it('"Final slide: \'…\'" alone is a scene of its own after the pictures', () => {
    expect(read(`Slideshow of ${P1} ${P2}. Final slide: 'Book a viewing'`, undefined, ctx).document.scenes).toHaveLength(3);
  });
});

describe('a counter\'s label said "under is write"', () => {
  it('"Number go up from 0 to 500 and under is write \\"members\\""', () => {
    const doc = read('Number go up from 0 to 500 and under is write "members".').document;
    expect(layersOfType(doc, 'counter')).toHaveLength(1);
    expect(allDrawn(doc).filter((t) => t === 'members')).toEqual([]);
  });
});

describe('German: a heading before its colon and a bulleted list "mit Punkten"', () => {
  it('"Überschrift: …. Darunter eine Aufzählung mit Punkten (keine Nummern): …"', () => {
    const doc = read('Überschrift: Sommerfest im Garten. Darunter eine Aufzählung mit Punkten (keine Nummern): Musik, Grill, Spiele.').document;
    expect(allDrawn(doc)).toEqual(['Sommerfest im Garten', 'Musik', 'Grill', 'Spiele']);
    expect(layersOfType(doc, 'list')[0]!.numbered).toBe(false);
  });
});

describe('"Dark mode" as the first of several items set apart by semicolons', () => {
  it('is an item, not the video\'s look', () => {
    const doc = read("Title: What's new. Then bullet points (not numbered): Dark mode for the mobile app; Recurring tasks; Faster search").document;
    expect(layersOfType(doc, 'list')[0]!.items).toEqual(['Dark mode for the mobile app', 'Recurring tasks', 'Faster search']);
  });

  it('said of the video, it is its look', () => {
    expect(read("'Launch day'. Dark mode please.").document.background).not.toEqual(read("'Launch day'.").document.background);
  });
});
