import { describe, expect, it } from '@jest/globals';
import { counterLabelsOf, layersOf, read, textsOf } from '../testing.js';

const counter = (prompt: string) => layersOf(read(prompt).document, 0, 'counter')[0];

describe('counters: a range or a sequence said after the counting word', () => {
  it.each([
    ['sauna timer counting down 45 to 0, square', 45, 0],
    ['Countdown 12 → 0 on a black slide', 12, 0],
    ['then a counter 0 to 2500, balloons after', 0, 2500],
    ['count down 3,2,1 then OPEN', 3, 1],
    ['Doors open. Count down 4-3-2-1 and a big GO', 4, 1],
    ['ticker from 7 up to 70, neon', 7, 70],
    // Numbers said in the plural, the direction after the start.
    ['numbers going from 20 down to 0 then LAUNCH', 20, 0],
    ['a timer running from 90 down to 30', 90, 30],
    ['numbers climbing from 5 to 500 with fireworks', 5, 500],
  ])('%s', (prompt, from, to) => {
    expect(counter(prompt)).toMatchObject({ from, to });
  });

  it('numbers not one apart are no countdown, and a timer with no numbers after it counts nothing', () => {
    expect(counter('count down 9,4,1 and show the podium')?.to).not.toBe(1);
    expect(counter('a 20 second egg timer with the text Boil it')).toBeUndefined();
  });
});

describe("counters: the label, after the number, under it, or said as the counter's words", () => {
  it.each([
    ["a number that climbs up to 640 with 'trees planted' underneath", 640, 'trees planted'],
    ['count up to 72% and under it: of our members voted', 72, 'of our members voted'],
    ["counter from 0 up to £9,300, under it 'raised for the minibus'", 9300, 'raised for the minibus'],
    ["counting from 1 to 365, label 'sunrises photographed'", 365, 'sunrises photographed'],
    ['a number counting up to 1,250, labelled bikes repaired, plus confetti', 1250, 'bikes repaired'],
    ["big number counting up to 3,020 with 'pints pulled at Molly's this year' under it", 3020, "pints pulled at Molly's this year"],
  ])('%s', (prompt, to, label) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'counter')[0]).toMatchObject({ to });
    expect(counterLabelsOf(doc)).toEqual([label]);
  });

  it('a number said before a counting verb keeps the words after it to the end of its clause', () => {
    const doc = read('Impact reel: 2,730 hot meals served in January — animate the number going up.').document;
    expect(layersOf(doc, 0, 'counter')[0]).toMatchObject({ to: 2730 });
    expect(textsOf(doc)).toContain('subtitle:hot meals served in January');
    expect(layersOf(read('94% on-time arrivals counting up').document, 0, 'counter')[0]).toMatchObject({ to: 94, suffix: '% on-time arrivals' });
    expect(layersOf(read('We passed 50,000 signups. Make the number count up').document, 0, 'counter')[0]).toMatchObject({ to: 50000, suffix: ' signups' });
  });

  it('a counter with nothing said after it has no label', () => {
    const doc = read('count up to 500').document;
    expect(layersOf(doc, 0, 'counter')[0]).toMatchObject({ to: 500, suffix: '' });
    expect(textsOf(doc)).toEqual([]);
  });
});

describe('the figures’ colour', () => {
  const counterColour = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'counter')?.colour;
  it.each([
    ['countdown from 10 in big neon green numbers on black', '#00fd00'],
    ['A counter to 10,000 with "steps today" under it. Gold numbers, dark background', '#d4af37'],
    ['counter to 500 "trees planted", the numbers in white', '#ffffff'],
    ['big number counting up to 1200 with "pupils passed" under it. White text, teal background', '#ffffff'],
  ])('%s', (prompt, colour) => {
    expect(counterColour(prompt)).toBe(colour);
  });

  it('a colour said of something else is not the figures’', () => {
    expect(counterColour('counter to 500 "trees planted" on a green background')).toBeUndefined();
  });
});

describe('one number counted once', () => {
  it.each([
    ["We raised £12,480 which is amazing, so a big number counting up to £12,480 with 'raised for the hospice' underneath", 'raised for the hospice'],
    ["We've hit 5,000 members!! Can you do a counter to 5,000 with 'members and counting' under it", 'members and counting'],
    ['Sold 300 bikes this year. Show a number counting up to 300 labelled "bikes sold"', 'bikes sold'],
  ])('%s', (prompt, label) => {
    const { document } = read(prompt);
    const counters = document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'counter');
    expect(counters).toHaveLength(1);
    expect(document.scenes.flatMap((_, i) => counterLabelsOf(document, i))).toEqual([label]);
  });

  it('two different numbers stay two counters', () => {
    expect(read('a counter to 300 "bikes sold" and a counter to 40 "shops"').document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'counter')).toHaveLength(2);
  });
});
