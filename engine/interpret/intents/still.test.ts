import { describe, expect, it } from '@jest/globals';
import { IMG, read } from '../testing.js';

describe('"still" and "no animation" reach the whole document', () => {
  it.each([
    ['title "Hello" with no animation, navy background'],
    ['title "Hello", static, 5 seconds'],
    ['keep it still: title "Hello"'],
    ['title "Hello" without any animation'],
    [`${IMG} still with title "Calm"`],
  ])('%s → still', (prompt) => {
    const doc = read(prompt).document;
    expect(doc.still).toBe(true);
  });

  it('other prompts move, and a later prompt can ask for motion again', () => {
    expect(read('title "Launch" that pops in').document.still).toBeUndefined();
    expect(read('title "Still here"').document.still).toBeUndefined();
    const still = read('title "Hello" with no animation').document;
    // The words still stop the layer they are said of.
    expect(still.scenes[0]!.layers[0]!.animation.in).toBe('none');
    expect(read('animate it', still).document.still).toBeUndefined();
    expect(read('make the background teal', still).document.still).toBe(true);
  });

  it('says so in the summary', () => {
    expect(read('title "Hello" with no animation').summary).toMatch(/nothing moves/);
  });
});
