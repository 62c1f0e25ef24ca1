import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, edited, allDrawn, assetUrl, layersOfType, distinctIds, callerWith } from './testing.js';

/*
 * Rules read from the w130 blind batch (docs/prompt-generalisation.md, "Thirty-fourth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

const ids = distinctIds('image', 3);
const ctx = callerWith(ids);
const [P1, P2, P3] = ids.map(assetUrl);

describe('a line said "under it" on a slide named by its place', () => {
  it('"On the first photo write \'A\' and under it \'B\'": A the title, B under it, on that slide', () => {
    const doc = read(`a slideshow of ${P1} ${P2} ${P3}. On the first photo write 'Tom & Ella' and under it '3 May 2026'.`, undefined, ctx).document;
    expect(drawnStrings(doc)[0]).toEqual(['Tom & Ella', '3 May 2026']);
    expect(doc.scenes[0]!.layers.filter((l) => l.type === 'text').map((l) => l.type === 'text' && l.role)).toEqual(['heading', 'subtitle']);
  });
});

describe('a list said with what it shows and how', () => {
  it('"a numbered list that shows one step at a time: …" draws no title of those words', () => {
    const doc = read("Title should be How Plants Grow. Then a numbered list that shows one step at a time: Seed, Sprout, Leaves, Flower").document;
    expect(allDrawn(doc)).toEqual(['How Plants Grow', 'Seed', 'Sprout', 'Leaves', 'Flower']);
  });
});

describe('"the title" of a scene whose only title is a chart\'s', () => {
  it('changes the chart\'s title', () => {
    const doc = edited("Bar chart titled 'Sales by region': North 40, South 25, East 35.", "make the title say 'Sales by area' instead");
    expect(layersOfType(doc, 'chart')[0]!.title).toBe('Sales by area');
    expect(layersOfType(doc, 'text')).toEqual([]);
  });

  it('a scene with a title of its own keeps the chart\'s', () => {
    const doc = edited("Title 'Q3 results'. Bar chart titled 'Sales by region': North 40, South 25, East 35.", "make the title say 'Q3 in numbers'");
    expect(layersOfType(doc, 'chart')[0]!.title).toBe('Sales by region');
    expect(allDrawn(doc)).toContain('Q3 in numbers');
  });
});

describe('a slide transition said "slide into" the next scene', () => {
  it.each([
    ["first scene 'Byte Sized Cooking', then slide into a second scene 'Episode 12'"],
    ["'Welcome' and then slide into the next scene: 'Menu'"],
  ])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(doc.scenes).toHaveLength(2);
    expect(doc.scenes[1]!.transition?.type).toMatch(/^slide/);
  });
});

describe('thanks with a word of affection', () => {
  it('"Thank you dear" is no text', () => {
    expect(allDrawn(read("write 'Happy 7th Birthday Lily!' with balloons. Thank you dear").document)).toEqual(['Happy 7th Birthday Lily!']);
  });
});
