import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

const grounds = (prompt: string) => {
  const doc = read(prompt).document;
  return { video: doc.background.type === 'solid' ? doc.background.colour : doc.background.type, scenes: doc.scenes.map((s) => (s.background?.type === 'solid' ? s.background.colour : undefined)) };
};

describe('a background said as a clause of its own is the whole video\'s', () => {
  it.each([
    ['"Open Studio" then "Sat 10–4". Rain falling, navy bg, white text.'],
    ['first "Hello", then "Goodbye", black background, gold text'],
    ['"Step one" then "Step two". Teal backdrop on both.'],
  ])('%s', (prompt) => {
    const { video, scenes } = grounds(prompt);
    expect(video).not.toBe('#1e1e2e');
    expect(scenes.every((s) => s === undefined)).toBe(true);
  });

  it('one tied to its scene by a noun or a reference stays that scene\'s', () => {
    expect(grounds('"Hello" then a slide with a red background saying "Bye"').scenes[1]).toBeDefined();
    expect(grounds('"Hello" then "Bye", on the second one a black background').scenes[1]).toBeDefined();
  });
});

describe('a ground said with a scene\'s own text', () => {
  it('is that scene\'s', () => {
    expect(grounds('"Hi" then "Bye" against a teal background').scenes[1]).toBeDefined();
  });
});
