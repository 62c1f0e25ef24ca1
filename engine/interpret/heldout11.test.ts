import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const lower = (doc: SceneDocument) => all(doc).map((t) => t.toLowerCase());

/*
 * Rules read from the w40 and w41 blind batches (docs/prompt-generalisation.md, "Twelfth round"), each tested in
 * phrasings of my own, including ones that must not trigger them.
 */

describe('a lower-case prompt: the words after a lead that puts them on screen are shown', () => {
  it.each([
    ['quick promo for the book sale please put the title summer book sale and make the background yellow', 'summer book sale', ['yellow']],
    ['slideshow of the allotment and at the start put welcome to plot 12 and maybe some leaves falling', 'welcome to plot 12', ['maybe', 'leaves']],
    ['party video confetti please text we are moving house and then new address from june', 'we are moving house', ['please']],
    ['our bakery put fresh bagels daily at the bottom and make it square', 'fresh bagels daily', ['bottom', 'square']],
  ])('%s', (prompt, shown, hidden) => {
    const texts = lower(read(prompt).document);
    expect(texts).toContain(shown);
    for (const word of hidden) expect(texts.join(' ')).not.toContain(word);
  });

  it('a look said after the lead is no text ("put the title in bold")', () => {
    expect(lower(read('a video for the fete put the title in bold please').document).join(' ')).not.toMatch(/bold/);
  });
});

describe('a smaller line said with where it goes, then its words', () => {
  it.each([
    ['Poster for the gig: text on top Live at the Crown and smaller at the bottom doors 8pm', ['Live at the Crown', 'doors 8pm']],
    ['Text up top Spring Clearance and small underneath everything half price', ['Spring Clearance', 'everything half price']],
  ])('%s', (prompt, shown) => {
    const doc = read(prompt).document;
    expect(all(doc).map((t) => t.toLowerCase())).toEqual(expect.arrayContaining(shown.map((t) => t.toLowerCase())));
    expect(all(doc).join(' ')).not.toMatch(/smaller|small underneath/);
  });
});

describe('the verb that asks for a shape goes with it', () => {
  it.each([
    ['and then last orders at eleven make it vertical', 'portrait'],
    ['then see you there do this in square', 'square'],
  ])('%s', (prompt, aspect) => {
    const result = read(`“Quiz night” ${prompt}`);
    expect(result.format?.aspect).toBe(aspect);
    expect(all(result.document).join(' ')).not.toMatch(/\b(?:make it|do this)\b/i);
  });
});
