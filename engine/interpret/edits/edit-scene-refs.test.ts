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

describe('a scene named by what it shows ("the donut chart scene", "the list slide")', () => {
  const three = () => read('Title "Hi". Then a list: "Eggs", "Milk", "Flour". Then a donut chart of plans: Starter 20, Pro 55, Enterprise 25. Then "Bye"').document;
  it.each([
    ['delete the donut chart scene', ['Hi', 'list', 'Bye']],
    ['drop the list slide', ['Hi', 'chart', 'Bye']],
    ['remove the pie chart slide', ['Hi', 'list', 'Bye']],
  ])('%s', (edit, left) => {
    const { document } = read(edit, three());
    expect(document.scenes.map((s) => s.layers.map((l) => (l.type === 'text' ? l.text : l.type)).join())).toEqual(left);
  });

  it('says so when no scene shows it, and changes nothing', () => {
    const { document, summary } = read('delete the bar chart scene', three());
    expect(document.scenes).toHaveLength(4);
    expect(summary).toMatch(/no scene shows a bar chart/);
  });

  it('a layer named without a scene word is still removed from its scene', () => {
    const { document } = read('remove the list', three());
    expect(document.scenes).toHaveLength(4);
    expect(document.scenes[1]!.layers.some((l) => l.type === 'list')).toBe(false);
  });
});
