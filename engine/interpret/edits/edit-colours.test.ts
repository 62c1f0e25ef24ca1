import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../../model/scene-document.js';
import { layersOf, read } from '../testing.js';

/* Recolouring what is there in a later prompt (edit-colours.ts). */

const base = () => read('Title "Harvest Fair", subtitle "Sat 4 Oct", button "Get tickets" at fair.example').document;
const colours = (doc: SceneDocument) => Object.fromEntries(layersOf(doc, 0, 'text').map((l) => [l.role, l.colour]));

describe('recolouring by noun (edit-colours.ts)', () => {
  it('the title alone, the titles, all the text', () => {
    expect(colours(read('turn the heading burgundy', base()).document)).toMatchObject({ heading: '#800020', subtitle: undefined });
    expect(colours(read('can both titles be ivory', base()).document)).toMatchObject({ heading: '#fffff0', subtitle: '#fffff0' });
    expect(colours(read('switch the writing to cream instead', base()).document)).toMatchObject({ heading: '#f9f1dc', subtitle: '#f9f1dc' });
  });

  it('a colour in a clause of its own after the noun: "the title bigger and plum"', () => {
    const doc = read('make the title bigger and plum', base()).document;
    expect(colours(doc).heading).toBe('#8e4585');
    expect(layersOf(doc, 0, 'text')[0]!.size).toBe('huge');
  });

  it('a button\'s own colour, and "recolour it" as the whole ground', () => {
    expect(layersOf(read('change the button to teal', base()).document, 0, 'button')[0]!.colour).toBe('#008080');
    expect(read('recolour it olive', base()).document.background).toEqual({ type: 'solid', colour: '#808000' });
  });

  it('does not recolour what is there when the colour is a new text\'s', () => {
    const doc = read('add a slide "Thanks" in white text', base()).document;
    expect(colours(doc).heading).toBeUndefined();
    // Nor without a verb of change.
    expect(colours(read('lovely, the title is great', base()).document).heading).toBeUndefined();
  });
});
