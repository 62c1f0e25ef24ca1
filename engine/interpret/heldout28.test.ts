import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, read, allDrawn, edited, assetUrl } from './testing.js';


/*
 * Rules read from the w124 blind batch (docs/prompt-generalisation.md, "Twenty-eighth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('scenes said by number after the pictures that made them', () => {
  it('"Scene 2 text …" goes on the second picture\'s scene', () => {
    const doc = read(`Three scenes, one photo each: ${assetUrl(IMG)}, ${assetUrl(IMG)}, ${assetUrl(IMG)}. Scene 1 text "Arrive", scene 2 "Relax", scene 3 "Stay longer".`).document;
    expect(drawnStrings(doc)).toEqual([['Arrive'], ['Relax'], ['Stay longer']]);
  });

  it('a quote card said to be the last is a card of its own after the pictures', () => {
    const doc = read(`Three scenes: the first two are one photo each (${assetUrl(IMG)}, ${assetUrl(IMG)}), and the last is a quote card: "Home is where we start." by Ann Lee.`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(drawnStrings(doc)[2]).toEqual(['Home is where we start.', 'Ann Lee']);
  });
});

describe('what is said of the text is no text', () => {
  it.each(['Text should come in like a typewriter.', 'The text should fade in slowly.'])('%s', (sentence) => {
    const doc = read(`Title "Open day". ${sentence}`).document;
    expect(allDrawn(doc)).toEqual(['Open day']);
  });
});

describe('a value given right after its kind is no fact asked for', () => {
  it('"One line: … Then <photo> with my name "…"" keeps two scenes', () => {
    const doc = read(`One line: "Slow down." Then ${assetUrl(IMG)} full frame with my name "Ada Fox" small in the bottom left corner.`).document;
    expect(drawnStrings(doc)).toEqual([['Slow down.'], ['Ada Fox']]);
  });
});

describe('"delete that one" after a clause that says a scene\'s words', () => {
  it('deletes the scene those words are on', () => {
    const doc = edited('Make 3 scenes: "Corner Books", "Late opening Thursdays", "Find us on Mill St".', "we've stopped late opening thursdays, delete that one");
    expect(drawnStrings(doc)).toEqual([['Corner Books'], ['Find us on Mill St']]);
  });
});

describe('dictated with no stops', () => {
  it('"for my business saying …", "then …", and a request run on after the last words', () => {
    const doc = read('make a video for my business saying Ace Roofing then free quotes then no job too small put my logo in the corner').document;
    expect(drawnStrings(doc)).toEqual([['Ace Roofing'], ['Free quotes'], ['No job too small']]);
  });

  it('a sentence with one of those verbs inside it stays whole', () => {
    expect(allDrawn(read('Title: We put people first').document)).toEqual(['We put people first']);
  });
});
