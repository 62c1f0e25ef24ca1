import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../../scene/drawn-strings.js';
import { layersOf, read } from '../testing.js';

/* "the middle slide" (edit-target.ts) and bare numbers swapping the points of a one-scene list (edit-scenes.ts). */

const edited = (first: string, then: string) => read(then, read(first).document);

describe('the middle scene', () => {
  it.each([
    ['Three slides: "Hello", "Menu", "Bye"', 'delete the middle slide, too busy', [['Hello'], ['Bye']]],
    ['Five slides: "A1", "B2", "C3", "D4", "E5"', 'remove the middle scene', [['A1'], ['B2'], ['D4'], ['E5']]],
    ['Three slides: "Hello", "Menu", "Bye"', 'move the middle slide to the end', [['Hello'], ['Bye'], ['Menu']]],
  ])('%s / %s', (first, then, scenes) => {
    expect(drawnStrings(edited(first, then).document)).toEqual(scenes);
  });

  it('an even number of scenes has no middle one: nothing is deleted, and the hint says so', () => {
    const result = edited('Four slides: "A1", "B2", "C3", "D4"', 'delete the middle slide');
    expect(result.document.scenes).toHaveLength(4);
    expect(result.summary).toMatch(/no middle slide/);
  });
});

describe('bare numbers swap the points of a one-scene list', () => {
  const first = 'Pool rules\n1. No running\n2. No diving\n3. Shower first\n4. Bring a towel';
  it.each([
    ['swap 2 and 3 round', ['No running', 'Shower first', 'No diving', 'Bring a towel']],
    ['switch 1 and 4', ['Bring a towel', 'No diving', 'Shower first', 'No running']],
    ['swap the first and second', ['No diving', 'No running', 'Shower first', 'Bring a towel']],
  ])('%s', (then, items) => {
    expect(layersOf(edited(first, then).document, 0, 'list')[0]!.items).toEqual(items);
  });

  it('with several scenes, the numbers are scenes', () => {
    expect(drawnStrings(edited('Three slides: "Hello", "Menu", "Bye"', 'swap 2 and 3').document)).toEqual([['Hello'], ['Bye'], ['Menu']]);
  });
});
