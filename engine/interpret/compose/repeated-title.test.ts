import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

const scenes = (prompt: string) => {
  const doc = read(prompt).document;
  return doc.scenes.map((_, i) => textsOf(doc, i));
};

describe('a title said before the slides and again as the first', () => {
  it('is one scene', () => {
    expect(scenes('Harvest Fair - we would like a video for the hall screen. Slide 1: Harvest Fair. Slide 2: Saturday 10am. Slide 3: Cakes and games')).toEqual([['heading:Harvest Fair'], ['heading:Saturday 10am'], ['heading:Cakes and games']]);
    expect(scenes("Open Day at Elm Court! Scene 1: open day at Elm Court. Scene 2: Tours every hour")).toHaveLength(2);
    expect(scenes('Quiz Night - slides for the pub TV. Slide one: Quiz Night. Slide two: Teams of four')).toHaveLength(2);
  });

  it('not when the first slide says something else', () => {
    expect(scenes('Spring Concert. First: Spring Concert 2025, then Friday 7pm')).toHaveLength(3);
    // Slides numbered from one make the words before them the video's name, not a slide (heldout10.test.ts).
    expect(scenes('Spring Concert. Slide 1: Spring Concert 2025. Slide 2: Friday 7pm')).toEqual([['heading:Spring Concert 2025'], ['heading:Friday 7pm']]);
  });
});
