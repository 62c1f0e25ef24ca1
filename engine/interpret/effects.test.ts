import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from './testing.js';

/* Decoration words: the particles layer they make, on which scene(s), and what the summary says. */

const particles = (doc: ReturnType<typeof read>['document'], scene = 0) => layersOf(doc, scene, 'particles').map((l) => `${l.kind}:${l.density}`);

describe('decoration words (confetti, sparkles, snow, bubbles, hearts, stars)', () => {
  it.each([
    ['"Happy birthday Maya" with confetti', 'confetti:normal'],
    ['"Hi", add some sparkles', 'sparkles:normal'],
    ['"Winter sale" with falling snow in the background', 'snow:normal'],
    ['"Bath time" with bubbles', 'bubbles:normal'],
    ['"Love you mum" with hearts floating up', 'hearts:normal'],
    ['"Goodnight" with twinkling stars', 'stars:normal'],
    ['"Party" with lots of confetti', 'confetti:heavy'],
    ['"Calm" with a little snow', 'snow:light'],
    ['"Shine" with glitter', 'sparkles:normal'],
  ])('%s makes %s behind the text, said back and not reported as unknown', (prompt, want) => {
    const { document, summary } = read(prompt);
    expect(particles(document)).toEqual([want]);
    // Behind the texts: drawn before them.
    const types = document.scenes[0]!.layers.map((l) => l.type);
    expect(types.indexOf('particles')).toBeLessThan(types.indexOf('text'));
    expect(summary).not.toMatch(/did not understand/);
    expect(summary).toMatch(/confetti|sparkles|snow|bubbles|hearts|stars/);
  });

  it('never makes a title of the decoration words', () => {
    expect(textsOf(read('with confetti').document)).toEqual([]);
    expect(textsOf(read('"Grand opening" on Friday at 6pm, with confetti').document)).toEqual(['heading:Grand opening', 'subtitle:Friday at 6pm']);
  });

  it('puts it on the scene whose description said it', () => {
    const { document } = read('First "Welcome", then "Our story", then "Happy birthday!" with confetti');
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([[], [], ['confetti:normal']]);
  });

  it('puts it on every scene when said of the video', () => {
    const { document } = read('A video with falling snow: first "Winter", then "Sale"');
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([['snow:normal'], ['snow:normal']]);
  });

  it('"confetti at the end" and "sparkles on scene 1" go on the scene named', () => {
    const { document } = read('First "Welcome", then "Thanks", confetti at the end, sparkles on scene 1');
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([['sparkles:normal'], ['confetti:normal']]);
  });

  it('says it once: with the scene built, or as a change to scenes that were there', () => {
    expect(read('"Happy birthday Maya" with confetti').summary).toBe('Built 1 scene (5 s) with confetti, title "Happy birthday Maya".');
    expect(read('add twinkling stars', read('"Goodnight"').document).summary).toMatch(/^Updated 1 scene \(5 s\): twinkling stars\.$/);
  });

  it('edits: adds to a video, to one scene, replaces the density, and removes', () => {
    const first = read('First "Winter", then "Sale"').document;
    const snowy = read('add falling snow', first).document;
    expect(snowy.scenes.map((_, i) => particles(snowy, i))).toEqual([['snow:normal'], ['snow:normal']]);
    const heavy = read('lots of snow on scene 2', snowy).document;
    expect(heavy.scenes.map((_, i) => particles(heavy, i))).toEqual([['snow:normal'], ['snow:heavy']]);
    const none = read('remove the snow', heavy);
    expect(none.document.scenes.map((_, i) => particles(none.document, i))).toEqual([[], []]);
    expect(none.summary).not.toMatch(/did not understand/);
  });

  it('leaves descriptions alone and still names what it cannot draw', () => {
    expect(particles(read('A short promo about snow removal: "Call us"').document)).toEqual([]);
    expect(particles(read('"Rated 5 stars"').document)).toEqual([]);
    expect(read('"Party time" with balloons').summary).toMatch(/did not understand.*balloons/);
  });
});
