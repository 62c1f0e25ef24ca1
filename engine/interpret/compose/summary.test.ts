import { describe, expect, it } from '@jest/globals';
import { AUD, IMG, read } from '../testing.js';

describe('the summary: one sentence saying what was built and what was not understood', () => {
  it('one scene', () => {
    expect(read(`"Hello" over ${IMG} with music ${AUD}, navy background, narrate: "Hi"`).summary).toBe(
      `Built 1 scene (5 s) with image ${IMG}, title "Hello", a navy background, soundtrack ${AUD}, narration.`,
    );
  });

  it('several scenes, their format and what they share', () => {
    expect(read('vertical. first "A" popping in, then a list of "x", "y" one at a time, crossfade between scenes').summary).toBe(
      'Built 2 scenes (10 s, portrait 9:16 1080p): 1) title "A" (popping in); 2) a list of 2 points one at a time; with crossfades between scenes.',
    );
  });

  it('an edit says what changed', () => {
    const first = read('"A", then "B"').document;
    expect(read('swap scenes 1 and 2 and make scene 1 longer', first).summary).toBe('Updated 2 scenes (12.5 s): swapped scenes 1 and 2, scene 1 7.5 s.');
    expect(read('add a scene "C" with a red background', first).summary).toBe('Updated 3 scenes (15 s): added scene 3 with title "C", a red background.');
  });

  it.each([
    ['"Hi" with lightning', 'lightning'],
    ['"Hi", add a vignette', 'vignette'],
    ['"Hi" and make it spin', 'spin'],
    ['"Hi" with a neon glow', 'neon glow'],
    ['"Hi", add a smoke effect', 'smoke effect'],
  ])('names instruction words it did not understand: %s', (prompt, words) => {
    expect(read(prompt).summary).toContain(`did not understand: '${words}'`);
  });

  it('does not treat a description as an instruction', () => {
    for (const prompt of ['A short promo about our new bakery: "Fresh bread daily"', 'an intro for my podcast with "Episode 1"', 'Make a video for our team: "Welcome aboard"']) {
      expect(read(prompt).summary).not.toMatch(/did not understand/);
    }
  });

  it('names what was ignored and why', () => {
    const { summary } = read('"Hi" with https://example.com/logo.png as a logo');
    expect(summary).toContain('ignored https://example.com/logo.png (only your uploaded, ready assets are used)');
    expect(summary).toContain('a logo needs the url of an image you uploaded');
  });
});
