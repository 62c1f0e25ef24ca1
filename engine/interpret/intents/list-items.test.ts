import { describe, expect, it } from '@jest/globals';
import { plainItems, saidToTool, withItemWords } from './list-items.js';

/** `text` with the spans [a, b) marked as taken by another reader, as a reading's view shows them. */
const taken = (text: string, ...spans: [number, number][]) => [...text].map((c, i) => (spans.some(([a, b]) => i >= a && i < b) ? '\u0001' : c)).join('');

describe('words another reader took inside items', () => {
  it.each([
    ['Bullets: Night mode; Bulk import; Slack alerts.', 'Night mode', ['Night mode', 'Bulk import', 'Slack alerts']],
    ['tips: Stay calm, Wear blue gloves, Rinse well', 'blue', ['Stay calm', 'Wear blue gloves', 'Rinse well']],
    ['menu: Soup, Pie with slow roast onions, Tart', 'slow', ['Soup', 'Pie with slow roast onions', 'Tart']],
  ])('%s (%s taken)', (text, word, items) => {
    const at = text.indexOf(word);
    const view = taken(text, [at, at + word.length]);
    const colon = text.indexOf(':') + 1;
    expect(plainItems(withItemWords(view, text, colon, text.length), colon, text.length)?.items).toEqual(items);
  });

  it.each([
    ['Steps:\n1. Empty the shelves\n2. Clean the oven\n3. Return keys', 'Clean'],
    ['To do:\n- Bold moves only\n- Sleep', 'Bold'],
    ['Rules:\n• Fresh towels daily\n• No shoes', 'Fresh'],
  ])('a word taken at the head of an item line goes back: %s', (text, word) => {
    const at = text.indexOf(word);
    const view = taken(text, [at, at + word.length]);
    expect(withItemWords(view, text, text.indexOf(':') + 1, text.length, true)).toBe(text);
  });

  it('a whole line taken stays out', () => {
    const text = 'Steps:\n1. Empty the shelves\n2. Return keys\nconfetti';
    const view = taken(text, [text.indexOf('confetti'), text.length]);
    expect(withItemWords(view, text, 6, text.length, true)).toBe(view);
  });

  it('a closing clause another reader took stays out of the items', () => {
    const text = 'menu: Soup, Stew, Pie, dark background';
    const at = text.indexOf('dark');
    const view = taken(text, [at, text.length]);
    expect(withItemWords(view, text, 5, text.length)).toBe(view);
  });
});

describe('a line said to the tool ends items one per line', () => {
  it.each(['Title it Good Eats', 'all on one slide please', 'confetti at the end, pink background', 'Heading: Specials'])('%s', (line) => {
    expect(saidToTool(line)).toBe(true);
  });
  it.each(['Flat white £3.20', 'Tea, hot £1.50', 'Meet your buddy'])('not %s', (line) => {
    expect(saidToTool(line)).toBe(false);
  });
});
