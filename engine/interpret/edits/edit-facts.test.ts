import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';
import { drawnStrings } from '../../scene/drawn-strings.js';

/* A date, time or price said to have changed, and a role corrected inside a quote's attribution (edit-words.ts). */

const edited = (first: string, then: string) => read(then, read(first).document).document;
const drawn = (first: string, then: string) => drawnStrings(edited(first, then)).flat().join(' | ');

describe('a date said to have changed replaces the date on screen', () => {
  const POSTER = 'Jumble sale, Sunday 3rd May, 10am. Bring: books, toys, clothes.';
  it.each([
    ['apologies, the date has changed to Sunday 10th May'],
    ['the date is now Sunday 10th May please'],
    ['oops, the date has been moved to Sunday 10th May - can you fix it'],
  ])('%s', (then) => {
    const shown = drawn(POSTER, then);
    expect(shown).toContain('Sunday 10th May');
    expect(shown).not.toContain('3rd May');
    expect(shown).toContain('10am');
  });

  it('a change that is no date, time or price is left alone', () => {
    expect(drawn(POSTER, 'the music has changed to jazz')).toContain('Sunday 3rd May');
  });
});

describe("an item's time said to have moved replaces only that item's time", () => {
  const DAY = 'Timetable: 9:00 Arrival, 10:30 Workshop, 12:00 Lunch.';
  it.each([
    ["the workshop's moved to 11:00, thanks", ['9:00 Arrival', '11:00 Workshop', '12:00 Lunch']],
    ['Lunch has been pushed back to 12:30', ['9:00 Arrival', '10:30 Workshop', '12:30 Lunch']],
    ['arrival is now 8:45 and nothing else changes', ['8:45 Arrival', '10:30 Workshop', '12:00 Lunch']],
  ])('%s', (then, items) => {
    expect(layersOf(edited(DAY, then), 0, 'list')[0]!.items).toEqual(items);
  });

  it('an item moved to a place is not a time change', () => {
    expect(layersOf(edited(DAY, 'lunch has moved to the end'), 0, 'list')[0]!.items).toContain('12:00 Lunch');
  });
});

describe('a final line added with its words after a colon', () => {
  it.each([
    ['add a final line: 17:00 Close'],
    ['add a last item: 17:00 Close'],
    ['add one more line - 17:00 Close'],
  ])('%s', (then) => {
    expect(layersOf(edited('Timetable: 9:00 Arrival, 10:30 Workshop, 12:00 Lunch.', then), 0, 'list')[0]!.items.at(-1)).toBe('17:00 Close');
  });
});

describe("a person's role corrected inside a quote's attribution", () => {
  const QUOTE = 'Quote card: "Best team I have worked with." — Sam P., Night Porter';
  it.each([
    ['make his title Head Porter, not night porter', 'Sam P., Head Porter'],
    ['change her role to Head Porter', 'Sam P., Head Porter'],
    ['update their job title to Head Porter please', 'Sam P., Head Porter'],
  ])('%s', (then, attribution) => {
    const shown = drawn(QUOTE, then);
    expect(shown).toContain(attribution);
    expect(shown).not.toContain('Night Porter');
  });

  it('a name corrected keeps the role', () => {
    expect(drawn(QUOTE, 'change his name to Sam Price')).toContain('Sam Price, Night Porter');
  });
});

describe('a fixture said to have moved, by a name in its line', () => {
  const FIXTURES = 'Fixtures, bold:\n- Sat 5th - vs Oakley Town (home)\n- Sat 19th - vs Brampton Colts (home)\n- Sat 26th - vs Denby United (away)';
  it.each([
    ['sorry, the Brampton game has moved to Sun 20th, can you change that line'],
    ['the Brampton match is now Sun 20th'],
  ])('%s', (then) => {
    const { document, summary } = read(then, read(FIXTURES).document);
    const items = layersOf(document, 0, 'list')[0]!.items;
    expect(items).toEqual(['Sat 5th - vs Oakley Town (home)', 'Sun 20th - vs Brampton Colts (home)', 'Sat 26th - vs Denby United (away)']);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a name in two lines changes neither', () => {
    const doc = read('Fixtures:\n- Sat 5th - vs Town (home)\n- Sat 19th - vs Town Reserves (away)').document;
    expect(layersOf(read('the Town game has moved to Sun 20th', doc).document, 0, 'list')[0]!.items).toEqual(layersOf(doc, 0, 'list')[0]!.items);
  });
});
