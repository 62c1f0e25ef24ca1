import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../../model/scene-document.js';
import { IMG, layersOf, read, textsOf } from '../testing.js';

/* Edits by reference: pairs ("the last two"), ordinals inside one scene, moves said as "so it comes first", parts of a text. */

const slides = () => read('Three slides: "Red", "Amber", "Green"').document;
const heads = (doc: SceneDocument) => doc.scenes.map((s) => layersOf(doc, doc.scenes.indexOf(s), 'text')[0]?.text);

describe('two things named together (swapPair)', () => {
  it('the last two, the first two, "them" of two scenes', () => {
    expect(heads(read('swap the last two', slides()).document)).toEqual(['Red', 'Green', 'Amber']);
    expect(heads(read('could you flip the first two slides', slides()).document)).toEqual(['Amber', 'Red', 'Green']);
    const two = read('Two slides: "Before", "After"').document;
    expect(heads(read('swap them round', two).document)).toEqual(['After', 'Before']);
  });

  it('in a video of one scene: its list\'s points', () => {
    const doc = read('Packing list: "Tent", "Stove", "Map", "Torch"').document;
    expect(layersOf(read('switch the last two', doc).document, 0, 'list')[0]!.items).toEqual(['Tent', 'Stove', 'Torch', 'Map']);
  });

  it('"them" of three is not a pair: a hint, nothing moved', () => {
    const { document, summary } = read('swap them', slides());
    expect(heads(document)).toEqual(['Red', 'Amber', 'Green']);
    expect(summary).toMatch(/which two of the 3 scenes/);
  });
});

describe('ordinals and moves by reference (edit-refs.ts)', () => {
  it('"move the last one so it comes first", "make the second one come last"', () => {
    expect(heads(read('move the last one so it comes first', slides()).document)).toEqual(['Green', 'Red', 'Amber']);
    expect(heads(read('make the second one come last', slides()).document)).toEqual(['Red', 'Green', 'Amber']);
  });

  it('"the last photo" of a one-scene grid is its last picture', () => {
    const doc = read(`a grid of ${IMG} ${IMG} ${IMG} ${IMG}`).document;
    const after = read('delete the last photo', doc).document;
    expect(layersOf(after, 0, 'layout')[0]!.cells).toHaveLength(3);
  });
});

describe('parts of a text (replacePart) and a button\'s words', () => {
  it('changes the words inside a text, quoted or not', () => {
    const doc = read('"Winter Sale - 30% off coats"').document;
    expect(textsOf(read('change "30% off" to "40% off"', doc).document)).toEqual(['heading:Winter Sale - 40% off coats']);
    expect(textsOf(read('change coats to "jackets"', doc).document)).toEqual(['heading:Winter Sale - 30% off jackets']);
  });

  it('words no text has: a hint, nothing changed', () => {
    const doc = read('"Winter Sale"').document;
    const { document, summary } = read('change scarves to "hats"', doc);
    expect(textsOf(document)).toEqual(['heading:Winter Sale']);
    expect(summary).toMatch(/no text has "scarves"/);
  });

  it('a button says new words; with no button, none is made up', () => {
    const doc = read('"Spring menu" and a button "Book now" to table.example').document;
    expect(layersOf(read('make the button say "Reserve"', doc).document, 0, 'button')[0]!.text).toBe('Reserve');
    expect(read('make the button say "Reserve"', read('"Spring menu"').document).summary).toMatch(/there is no button/);
  });
});
