import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';
import { drawnStrings } from '../../scene/drawn-strings.js';

/* Items named by any plural noun before a colon ("the moves are: …"), and a reveal said after a dash (lists.ts). */

const items = (prompt: string) => {
  const doc = read(prompt).document;
  return doc.scenes.flatMap((s, i) => layersOf(doc, i, 'list')).map((l) => l.items);
};

describe('"the <things> are:" with three or more items after it', () => {
  it.each([
    ['Yoga basics. the poses are: Mountain, Tree, Warrior, Child', ['Mountain', 'Tree', 'Warrior', 'Child']],
    ['Ice cream van! our flavours this week will be: mint, mango, salted caramel.', ['mint', 'mango', 'salted caramel']],
    ['Camp kit. the things to pack are: sleeping bag, torch, wellies', ['sleeping bag', 'torch', 'wellies']],
  ])('%s', (prompt, want) => {
    expect(items(prompt)).toEqual([want]);
  });

  it('prose about a plural noun, with no colon, is no list', () => {
    expect(items('Open day. the rooms are bright, warm and quiet.')).toEqual([]);
  });
});

describe('a reveal said after a dash ends the items', () => {
  it.each([
    ['the drills are: Sprints, Planks, Burpees - one at a time please'],
    ['the stops are: Mill, Bridge, Abbey — shown one by one'],
    ['the stalls are: Cakes, Plants, Books - all at once'],
  ])('%s', (prompt) => {
    const [list] = items(prompt);
    expect(list).toHaveLength(3);
    expect(list!.join(' ')).not.toMatch(/one|once|shown/);
    expect(drawnStrings(read(prompt).document).flat().join(' ')).not.toMatch(/one at a time|one by one|all at once/);
  });

  it('a dash inside an item stays the item\'s', () => {
    expect(items('the classes are: Monday - Pottery, Tuesday - Choir, Friday - Chess')).toEqual([['Monday - Pottery', 'Tuesday - Choir', 'Friday - Chess']]);
  });
});

describe('a counted plural noun laid out across before its colon', () => {
  const list = (prompt: string) => {
    const doc = read(prompt).document;
    return doc.scenes.flatMap((s, i) => layersOf(doc, i, 'list'))[0];
  };
  it.each([
    ['3 flavours as cards side by side: Yuzu / Fig / Smoked salt', ['Yuzu', 'Fig', 'Smoked salt']],
    ['four rooms in a row: Attic, Loft, Den, Snug', ['Attic', 'Loft', 'Den', 'Snug']],
    ['two cities as tiles: Leeds and Porto', ['Leeds', 'Porto']],
  ])('%s', (prompt, items) => {
    expect(list(prompt)!.items).toEqual(items);
    expect(drawnStrings(read(prompt).document).flat().join(' ')).not.toMatch(/as cards|side by side|in a row|as tiles/);
  });

  it('laid out across when the count reads it', () => {
    expect(list('3 flavours as cards side by side: Yuzu / Fig / Smoked salt')!.arrangement).toBe('columns');
  });

  it('a count that does not match the items is no list', () => {
    expect(list('3 flavours as cards: Yuzu, Fig')).toBeUndefined();
  });
});
