import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

/* A cheer or a thank-you closing the prompt is copy for the last scene (closing-line.ts); a thanks to the tool is not. */

const texts = (prompt: string) => {
  const doc = read(prompt).document;
  return textsOf(doc, doc.scenes.length - 1);
};

describe('a closing cheer', () => {
  it.each([
    ['running club year in review. count up to 18,450 km run together. progress bar at the top. Well done Riverside Runners 🏃', 'subtitle:Well done Riverside Runners'],
    ['Title: Bake Sale. list: brownies, scones, flapjacks. Thank you to all our bakers!', 'subtitle:Thank you to all our bakers!'],
    ['count up to 120 new members. Congratulations everyone!', 'subtitle:Congratulations everyone!'],
  ])('%s', (prompt, line) => {
    expect(texts(prompt)).toContain(line);
  });

  it.each(['a counter to 500 trees planted. Thanks!', 'a counter to 500 trees planted. Thank you so much!', 'a counter to 500 trees planted. Cheers'])('a thanks to the tool is not drawn: %s', (prompt) => {
    expect(texts(prompt)).toEqual([]);
  });

  it('in a brief that quoted its texts, it is read once, as a sentence of content (content-sentences.ts)', () => {
    expect(texts('Title "Bake Sale". Well done everyone')).toEqual(['heading:Bake Sale', 'subtitle:Well done everyone']);
  });
});
