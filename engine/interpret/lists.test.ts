import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from './testing.js';

const list = (prompt: string) => layersOf(read(prompt).document, 0, 'list')[0]!;

describe('lists', () => {
  it.each([
    ['list "A", "B" and "C"', ['A', 'B', 'C']],
    ['a list of "Fast", "Cheap", "Good"', ['Fast', 'Cheap', 'Good']],
    ['three points: "Plan"; "Build"; "Ship"', ['Plan', 'Build', 'Ship']],
    ['bullet points: "one", "two"', ['one', 'two']],
    ['our features: "Offline", "Private" & "Free"', ['Offline', 'Private', 'Free']],
    ['"Eggs", "Milk", "Flour" and "Sugar"', ['Eggs', 'Milk', 'Flour', 'Sugar']],
    ['three tips: sleep well, drink water and walk daily.', ['sleep well', 'drink water', 'walk daily']],
  ])('%s', (prompt, items) => {
    expect(list(prompt).items).toEqual(items);
  });

  it('numbered: steps, "numbered", 1. 2. 3.', () => {
    expect(list('steps: "Mix", "Bake", "Eat"').numbered).toBe(true);
    expect(list('a numbered list: "a", "b"').numbered).toBe(true);
    expect(list('1. "Mix" 2. "Bake" 3. "Eat"')).toMatchObject({ items: ['Mix', 'Bake', 'Eat'], numbered: true });
    expect(list('Checklist:\n1. Passport\n2. Tickets\n3. Charger').items).toEqual(['Passport', 'Tickets', 'Charger']);
    expect(list('bullets: "a", "b"').numbered).toBe(false);
    expect(list('packing list:\n- socks\n- shoes').items).toEqual(['socks', 'shoes']);
  });

  it('revealed one at a time or all at once', () => {
    const oneByOne = read('list "A", "B", "C" one at a time, 6 seconds').document;
    expect(layersOf(oneByOne, 0, 'list')[0]!.stagger).toBeCloseTo(1.2, 5);
    expect(list('list "A", "B", "C" all at once').stagger).toBe(0);
    expect(list('show the points "A" and "B" one by one').stagger).toBeGreaterThan(0);
  });

  it('a heading above a list', () => {
    const { document } = read('heading "Why us" and a list of "Speed", "Price", "Support" revealed one after another');
    expect(textsOf(document)).toEqual(['heading:Why us']);
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(['Speed', 'Price', 'Support']);
    expect(document.scenes).toHaveLength(1);
  });

  it('many points make a longer scene', () => {
    const { document } = read('list "1", "2", "3", "4", "5", "6", "7"');
    expect(document.scenes[0]!.duration).toBeGreaterThan(8);
  });

  it('two bare quotes are not a list', () => {
    expect(layersOf(read('"A" and "B"').document, 0, 'list')).toHaveLength(0);
  });
});
