import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';

/* Items one per line, each marked with a bullet or a number: each line is one item, whole (list-items.ts). */

const list = (prompt: string) => layersOf(read(prompt).document, 0, 'list')[0];

describe('items one per line, each marked', () => {
  it.each([
    ['Kit list:\n- Tent & pegs\n- Stove, gas and lighter\n- Torch', ['Tent & pegs', 'Stove, gas and lighter', 'Torch'], false],
    ['Timetable:\n• 10:00 Arrivals & tea\n• 11:30 Talks and Q&A\n• 13:00 Lunch', ['10:00 Arrivals & tea', '11:30 Talks and Q&A', '13:00 Lunch'], false],
    ['Steps:\n1. Rinse and dry the rice\n2. Add water & salt\n3. Simmer 12 min', ['Rinse and dry the rice', 'Add water & salt', 'Simmer 12 min'], true],
  ])('%s', (prompt, items, numbered) => {
    expect(list(prompt)?.items).toEqual(items);
    expect(list(prompt)?.numbered).toBe(numbered);
  });

  it('items on one line are still split at their commas', () => {
    expect(list('Kit list: tent, stove, torch')?.items).toEqual(['tent', 'stove', 'torch']);
  });
});

describe('"a list of <what they are>:" then the items', () => {
  it.each([
    ['A list of our perks: free lunch, gym pass, four-day weeks', ['free lunch', 'gym pass', 'four-day weeks']],
    ['a list of what to bring: water, sun cream', ['water', 'sun cream']],
    ['Make a list of house rules: no shoes inside, lights out at 11, be kind', ['no shoes inside', 'lights out at 11', 'be kind']],
  ])('%s', (prompt, items) => {
    expect(list(prompt)?.items).toEqual(items);
  });

  it('"a list of" two things with no colon stays prose', () => {
    expect(list('a list of drinks and pastries')).toBeUndefined();
  });
});

describe('a list word on the line above its marked lines', () => {
  const lines = '\n- move everything to one side\n- factorise or use the formula\n- set each bracket to zero';
  it.each([
    [`steps, numbered:${lines}`, true, undefined],
    [`numbered steps:${lines}`, true, undefined],
    [`The method, as a numbered list:${lines}`, true, 'The method'],
    [`make a video of tips for solving a quadratic:${lines}`, false, 'Tips for solving a quadratic'],
    [`5 tips for a better LinkedIn profile:${lines}`, false, '5 tips for a better LinkedIn profile'],
  ])('%s', (prompt, numbered, title) => {
    const { document } = read(prompt);
    expect(list(prompt)?.items).toEqual(['move everything to one side', 'factorise or use the formula', 'set each bracket to zero']);
    expect(list(prompt)?.numbered).toBe(numbered);
    expect(layersOf(document, 0, 'text').map((l) => l.text)).toEqual(title ? [title] : []);
  });

  it('takes how they are revealed from that line', () => {
    expect(list(`Tips, all at once:${lines}`)).toMatchObject({ stagger: 0 });
    expect(list(`Tips, one at a time:${lines}`)?.stagger).toBeGreaterThan(0);
  });
});

describe('"a list of <what> - " then the items', () => {
  it.each([
    ["Then a list of whats on - Tombola, Cake stall, Dog show, Brass band.", ['Tombola', 'Cake stall', 'Dog show', 'Brass band']],
    ['a list of our perks — free lunch, gym pass, four-day weeks', ['free lunch', 'gym pass', 'four-day weeks']],
  ])('%s', (prompt, items) => {
    expect(list(prompt)?.items).toEqual(items);
  });
});
