import { describe, expect, it } from '@jest/globals';
import { read } from './testing.js';

/* Karaoke's lit word in the colour asked (narration.highlight), never drawn as a title. */
describe('the spoken word in a colour', () => {
  it.each([
    ['narrate: "Fresh bread every morning." Karaoke captions. The current word in pink.', 'karaoke'],
    ['voiceover: "Fresh bread every morning." karaoke subs with the spoken word highlighted yellow', 'karaoke'],
    ['narrate: "Fresh bread every morning." with captions, highlight in lime green', 'lines'],
    ['narrate: "Fresh bread every morning." words light up in orange', 'karaoke'],
    ['narrate: "Fresh bread every morning." one word at a time, pink highlight', 'word'],
  ])('%s', (prompt, style) => {
    const doc = read(prompt).document;
    expect(doc.narration?.captions).toBe(true);
    if (style !== 'lines') expect(doc.narration?.captionStyle).toBe(style);
    expect(doc.narration?.highlight).toMatch(/^#[0-9a-f]{6}$/);
    expect(doc.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text')).toEqual([]);
  });

  it('is pink when pink is said', () => {
    expect(read('narrate: "Hello there." karaoke captions, the current word in pink').document.narration?.highlight).toBe('#ffc0cb');
  });
});
