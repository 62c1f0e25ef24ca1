import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';
import { alikeItems } from './list-runs.js';

const list = (prompt: string) => layersOf(read(prompt).document, 0, 'list')[0];

describe('items alike in their shape make a list with no list word', () => {
  it.each([
    ['08:30 Doors, 09:15 Welcome talk, 12:30 Lunch on the lawn', ['08:30 Doors', '09:15 Welcome talk', '12:30 Lunch on the lawn']],
    ['Tue - Chess Club 4pm, Wed - Knitting 6pm, Fri - Quiz night 8pm', ['Tue - Chess Club 4pm', 'Wed - Knitting 6pm', 'Fri - Quiz night 8pm']],
    ['12 Apr Cardiff, 14 Apr Bath, 19 Apr Exeter', ['12 Apr Cardiff', '14 Apr Bath', '19 Apr Exeter']],
    ['Week 1 easy miles, Week 2 hills, Week 3 tempo and Week 4 rest', ['Week 1 easy miles', 'Week 2 hills', 'Week 3 tempo', 'Week 4 rest']],
    ['Gouda 6; Brie 7.50; Stilton 8', ['Gouda 6', 'Brie 7.50', 'Stilton 8']],
  ])('%s', (text, items) => {
    expect(alikeItems(text)).toEqual(items);
  });

  it('is not a list when the clauses are not alike, or fewer than three', () => {
    expect(alikeItems('We open at 9, close at 5, and Sundays are quiet')).toBeUndefined();
    expect(alikeItems('09:00 Doors, 10:00 Talks')).toBeUndefined();
    expect(alikeItems('Come early, bring a friend, stay late')).toBeUndefined();
  });

  it('reads the whole sentence, after a title sentence or a colon', () => {
    expect(list('Spring fair. 10:00 Plant swap, 11:30 Cake stall opens, 14:00 Raffle draw')?.items).toEqual(['10:00 Plant swap', '11:30 Cake stall opens', '14:00 Raffle draw']);
    expect(list('Our tasting flight: Pilsner 4, Porter 5, Saison 4.50. Dark wood background')?.items).toEqual(['Pilsner 4', 'Porter 5', 'Saison 4.50']);
  });
});

describe('items numbered without stops', () => {
  it.each([
    ['repotting: 1 water the plant 2 ease it out 3 loosen the roots 4 settle it in fresh soil', ['Water the plant', 'Ease it out', 'Loosen the roots', 'Settle it in fresh soil']],
    ['Gym rules. 1 Wipe the bench 2 Rack your weights 3 No phones on the floor. Bold look', ['Wipe the bench', 'Rack your weights', 'No phones on the floor']],
    ['Step 1 boil the kettle, Step 2 warm the pot, Step 3 add the leaves', ['Boil the kettle', 'Warm the pot', 'Add the leaves']],
  ])('%s', (prompt, items) => {
    expect(list(prompt)).toMatchObject({ items, numbered: true });
  });

  it('numbers that count things are no marks', () => {
    expect(list('Bake for 1 hour at 180, then 2 more minutes under the grill')).toBeUndefined();
  });
});

describe('alike lines, one item a line', () => {
  it('reads lines alike as a list, the line above as its title', () => {
    const doc = read('Story post: Bake sale prices\nScone £1.50\nBrownie £2\nFlapjack £1.80\nwarm beige background').document;
    expect(layersOf(doc, 0, 'list')[0]?.items).toEqual(['Scone £1.50', 'Brownie £2', 'Flapjack £1.80']);
    expect(layersOf(doc, 0, 'text').map((l) => l.text)).toContain('Bake sale prices');
  });

  it.each([
    ['Open day\n10:00 Tours start\n11:30 Talks in the hall\n13:00 Lunch', ['10:00 Tours start', '11:30 Talks in the hall', '13:00 Lunch']],
    ['Rota\nMon Priya\nTue Sam\nWed Jo', ['Mon Priya', 'Tue Sam', 'Wed Jo']],
    ['Cheese board:\nCheddar 5\nBrie 6\nComté 7', ['Cheddar 5', 'Brie 6', 'Comté 7']],
  ])('%s', (prompt, items) => {
    expect(list(prompt)?.items).toEqual(items);
  });

  it('lines that are not alike and carry no list word stay lines of text', () => {
    expect(list('Big news\nWe moved\nCome and see us')).toBeUndefined();
  });
});

describe("days written short the way people do ('Tues', 'Weds', 'Thurs')", () => {
  it.each([
    ['Pilates this week: Mon 7pm, Tues 6am, Thurs 7pm, Sat 10am', ['Mon 7pm', 'Tues 6am', 'Thurs 7pm', 'Sat 10am']],
    ['Late opening: Weds 9pm, Thur 9pm, Fri 10pm', ['Weds 9pm', 'Thur 9pm', 'Fri 10pm']],
    ['Clinics: Tues - Dr Shah, Weds - Dr Okoye, Thurs - Dr Bell', ['Tues - Dr Shah', 'Weds - Dr Okoye', 'Thurs - Dr Bell']],
  ])('%s', (prompt, items) => {
    expect(layersOf(read(prompt).document, 0, 'list')[0]?.items).toEqual(items);
  });

  it('"sat" in prose is no day', () => {
    expect(layersOf(read('The cat sat down, the dog sat up, the bird sat still').document, 0, 'list')).toEqual([]);
  });
});
