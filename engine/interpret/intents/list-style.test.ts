import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';
import { drawnStrings } from '../../scene/drawn-strings.js';

/* How the lists are marked, said in a sentence of its own (list-style.ts). */

const lists = (prompt: string, then?: string) => {
  const first = read(prompt).document;
  const doc = then ? read(then, first).document : first;
  return doc.scenes.flatMap((s, i) => layersOf(doc, i, 'list'));
};

describe('a sentence of its own marks the lists', () => {
  it.each([
    ['packing list: tent, stove, torch. Numbered would be great.', true],
    ['Rules: be kind, be on time, tidy up. Number them please!', true],
    ['Top picks:\n1. Pasta\n2. Curry\n3. Tacos\nBullet points are fine.', false],
  ])('%s', (prompt, numbered) => {
    expect(lists(prompt).map((l) => l.numbered)).toEqual([numbered]);
    expect(drawnStrings(read(prompt).document).flat().join(' ')).not.toMatch(/numbered|number them|bullet points/i);
  });

  it('said in a later prompt, it marks the lists there', () => {
    expect(lists('chores list: dishes, laundry, bins.', 'a numbered list is better').map((l) => l.numbered)).toEqual([true]);
  });

  it('"numbered" inside a sentence about something else is not about the lists', () => {
    const doc = read('Raffle: numbered tickets on sale now. Three prizes: hamper, bike, voucher.').document;
    expect(doc.scenes.flatMap((s, i) => layersOf(doc, i, 'list')).map((l) => l.numbered)).toEqual([false]);
    expect(drawnStrings(doc).flat().join(' ')).toMatch(/numbered tickets/i);
  });
});
