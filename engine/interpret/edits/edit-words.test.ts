import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';
import { drawnStrings } from '../../scene/drawn-strings.js';

/* Edits that name what they change by its words, unquoted (edit-words.ts). */

const edited = (first: string, then: string) => read(then, read(first).document).document;
const itemsAfter = (first: string, then: string) => layersOf(edited(first, then), 0, 'list')[0]!.items;
const drawn = (first: string, then: string) => drawnStrings(edited(first, then)).flat();

const MENU = 'Specials board: Fish pie £9.50, Mushroom risotto £8, Apple crumble £4.25';

describe('an item swapped for another, named by its words', () => {
  it.each([
    ['swap the apple crumble for Bread and butter pudding £4.75', ['Fish pie £9.50', 'Mushroom risotto £8', 'Bread and butter pudding £4.75']],
    ['replace fish pie with Chicken pie £9 please', ['Chicken pie £9', 'Mushroom risotto £8', 'Apple crumble £4.25']],
    ['can you change mushroom risotto to Pea risotto', ['Fish pie £9.50', 'Pea risotto £8', 'Apple crumble £4.25']],
  ])('%s', (then, items) => {
    expect(itemsAfter(MENU, then)).toEqual(items);
  });

  it('a new price or time alone replaces only the item\'s own', () => {
    const first = 'Club nights: Monday – Chess 6pm, Wednesday – Quiz night 7.30pm, Friday – Bingo 9pm';
    expect(itemsAfter(first, "change Wednesday's quiz night to 8pm")).toEqual(['Monday – Chess 6pm', 'Wednesday – Quiz night 8pm', 'Friday – Bingo 9pm']);
    expect(itemsAfter(MENU, 'change the fish pie to £10')).toEqual(['Fish pie £10', 'Mushroom risotto £8', 'Apple crumble £4.25']);
  });

  it('a label\'s value: the word after the label', () => {
    const first = 'Three slides: "Welcome", "Fire exits on the left", "Door code 4471 – reception"';
    expect(drawnStrings(edited(first, 'change the door code on the third slide to 9902'))[2]).toEqual(['Door code 9902 – reception']);
  });

  it('words that name nothing on screen change nothing and are not taken as done', () => {
    const result = read('swap the pavlova for Eton mess', read(MENU).document);
    expect(layersOf(result.document, 0, 'list')[0]!.items).toEqual(['Fish pie £9.50', 'Mushroom risotto £8', 'Apple crumble £4.25']);
    expect(result.summary).not.toMatch(/→/);
  });
});

describe('a correction said as "Y, not Z"', () => {
  it.each([
    ['Title "Open day 12 May"', 'it should say 14 May not 12 May', 'Open day 14 May'],
    ['Title "Spring Fair 2023"', 'sorry, should be 2026, not 2023', 'Spring Fair 2026'],
    ['Title "Entry £12 on the door"', 'make it £15 instead of £12', 'Entry £15 on the door'],
  ])('%s / %s', (first, then, text) => {
    expect(textsOf(edited(first, then))).toContain(`heading:${text}`);
  });

  it('the scene named first is the one corrected', () => {
    const doc = edited('Two slides: "Lunch 12pm" / "Talks 12pm"', 'the second one should be 2pm, not 12pm');
    expect(drawnStrings(doc)).toEqual([['Lunch 12pm'], ['Talks 2pm']]);
  });

  it('a "not" whose old words are not on screen changes nothing', () => {
    expect(textsOf(edited('Title "Spring Fair 2023"', 'it should be fun, not boring'))).toContain('heading:Spring Fair 2023');
  });
});

describe('prices or times taken out, one text kept', () => {
  it.each([
    ['take the prices out', ['Fish pie', 'Mushroom risotto', 'Apple crumble']],
    ['remove the prices', ['Fish pie', 'Mushroom risotto', 'Apple crumble']],
    ['same list without the prices', ['Fish pie', 'Mushroom risotto', 'Apple crumble']],
  ])('%s', (then, items) => {
    expect(itemsAfter(MENU, then)).toEqual(items);
  });

  it.each([
    ['Title "Taco Tuesday – 3 tacos for £6"', 'just leave Taco Tuesday', 'Taco Tuesday'],
    ['Title "Quiz Night at the Crown, prizes and pints"', 'only keep Quiz Night at the Crown', 'Quiz Night at the Crown'],
    ['Title "Book Club: The Hobbit, chapter 3"', 'leave just Book Club', 'Book Club'],
  ])('%s / %s', (first, then, text) => {
    expect(textsOf(edited(first, then))).toEqual([`heading:${text}`]);
  });

  it('"keep" of something not on screen keeps every text', () => {
    expect(drawn('Title "Taco Tuesday – 3 tacos for £6"', 'just keep the music')).toEqual(['Taco Tuesday – 3 tacos for £6']);
  });
});

describe("a speaker's title said as his, her or their", () => {
  const first = 'Name tag: Dr Lena Fox, Head of Surgery';
  it.each([
    ['change her title to Chief Medical Officer', 'role:Chief Medical Officer'],
    ['update her role to Medical Director please', 'role:Medical Director'],
    ['change her name to Dr Lena Fox-Hart', 'name:Dr Lena Fox-Hart'],
  ])('%s', (then, text) => {
    expect(textsOf(edited(first, then))).toContain(text);
  });

  it('with no lower third, nothing is changed', () => {
    expect(textsOf(edited('Title "Hello"', 'change his title to Director'))).toEqual(['heading:Hello']);
  });
});

describe('a graphic named by its kind says new words', () => {
  const first = 'Title "Spring sale". A bar chart of sales: Mon 3, Tue 5. Then a button "Shop now" to example.com';
  it.each([
    ['make the CTA say Order yours', 'Order yours'],
    ['have the button read Get 20% off', 'Get 20% off'],
    ['Honestly change the button to say "See the range" instead.', 'See the range'],
  ])('%s', (then, text) => {
    expect(layersOf(edited(first, then), 1, 'button')[0]!.text).toBe(text);
  });

  it.each([
    ['rename the chart Daily takings', 'chart', 'Daily takings'],
    ['retitle it Summer clearance', 'heading', 'Summer clearance'],
  ])('%s', (then, what, text) => {
    const doc = edited(first, then);
    if (what === 'chart') expect(layersOf(doc, 0, 'chart')[0]!.title).toBe(text);
    else expect(textsOf(doc)).toContain(`heading:${text}`);
  });

  it.each([['the quote is by Seneca actually'], ["it's by Seneca, not Cicero"], ['the quote should be from Seneca']])('%s', (then) => {
    const doc = edited('quote: "Luck is what happens when preparation meets opportunity." by Cicero', then);
    expect(textsOf(doc)).toContain('attribution:Seneca');
  });

  it('a kind that is not on screen is not made', () => {
    const doc = edited('Title "Spring sale"', 'make the CTA say Order yours');
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'button')).toBe(false);
  });
});

describe('a new range of dates, times or prices replaces the old range whole', () => {
  it.each([
    ['Title: Road works. Then a slide saying Works run 3 March – 21 March.', 'change the dates to 10 March – 28 March', 'Works run 10 March – 28 March'],
    ['Title "Quiz night". Subtitle "Fridays 7pm to 9pm"', 'change the times to 8pm to 10pm', 'Fridays 8pm to 10pm'],
    ['Title "Car boot". Subtitle "Pitches £5-£8"', 'update the prices to £6-£9', 'Pitches £6-£9'],
  ])('%s / %s', (first, then, text) => {
    expect(drawn(first, then)).toContain(text);
  });

  it('one new value still replaces one value', () => {
    expect(drawn('Title "Quiz night". Subtitle "Fridays from 7pm"', 'change the time to 8pm')).toContain('Fridays from 8pm');
  });
});
