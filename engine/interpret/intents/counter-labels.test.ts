import { describe, expect, it } from '@jest/globals';
import { counterLabelsOf, layersOf, read, textsOf } from '../testing.js';

/* A counter's label: quoted right after the number, or said under it past words another reader took (counters.ts). */

describe('a quoted label right after the number is set under it', () => {
  it.each([
    ["then a counter to 2500 'trees planted'", 2500, 'trees planted'],
    ['count up to 740 "volunteers" please', 740, 'volunteers'],
    ['a counter to 12,000 – "meals served"', 12000, 'meals served'],
  ])('%s', (prompt, to, label) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'counter')[0]!.to).toBe(to);
    expect(counterLabelsOf(doc)).toEqual([label]);
    expect(textsOf(doc)).toEqual([]);
  });
});

describe('a label said under it, after words another reader took', () => {
  it.each([
    ['count up to 500 with confetti and new members underneath', 'new members'],
    ['counter to 90 with balloons and days sober below it', 'days sober'],
    ['count up to 3,000 with sparkles, and books read under it', 'books read'],
  ])('%s', (prompt, label) => {
    expect(counterLabelsOf(read(prompt).document)).toEqual([label]);
  });

  it('a quote after other words is not its label', () => {
    const doc = read('count up to 300 with confetti. Title "Thanks, everyone"').document;
    expect(textsOf(doc)).not.toContain('subtitle:Thanks, everyone');
    expect(counterLabelsOf(doc)).not.toContain('Thanks, everyone');
  });
});

describe('a label given with "label it", or a longer label said under it', () => {
  it.each([
    ["a counter ticking up to 4,200, label it 'bikes repaired'", 'bikes repaired'],
    ['count up from 0 to 75, caption it "new trees in the park"', 'new trees in the park'],
    ['a number rising to 900 with messages answered by our team underneath it', 'messages answered by our team'],
  ])('%s', (prompt, label) => {
    const doc = read(prompt).document;
    expect(counterLabelsOf(doc)).toEqual([label]);
    expect(textsOf(doc)).toEqual([]);
  });

  it('"label" naming another thing after the number is not its label', () => {
    const doc = read('count up to 300. Then a title "Label it clearly"').document;
    expect(textsOf(doc, 0)).not.toContain('subtitle:clearly');
    expect(counterLabelsOf(doc)).toEqual([]);
  });
});
