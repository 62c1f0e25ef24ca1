import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';

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

  it.each([
    ['"Happy 30th Maya!" with balloons, then "Love from all of us"', [['balloons:normal'], []]],
    ['"We did it!" with fireworks. Then "Thank you to the team"', [['fireworks:normal'], []]],
    ['Birthday video for Maya: open with "Happy 30th Maya!", then a slide with balloons saying "Love from all of us", finally "Happy birthday!" with confetti', [[], ['balloons:normal'], ['confetti:normal']]],
    ['Slide 1: "Sale" with sparkles. Slide 2: "50% off"', [['sparkles:normal'], []]],
  ])('a decoration said with one scene\'s content stays on that scene: %s', (prompt, want) => {
    const { document, summary } = read(prompt);
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual(want);
    expect(summary).not.toMatch(/did not understand/);
  });

  it.each([
    'Birthday video with confetti: "Happy birthday Sam", then "Love, Mum"',
    'Confetti everywhere. "Congrats grads!" then "Class of 2026"',
    'First "Hi", then "Bye", with confetti throughout',
    '"Hi" with confetti on every slide, then "Bye"',
    '"Hi". Confetti. Then "Bye"',
  ])('a decoration said of the whole brief goes on every scene: %s', (prompt) => {
    const { document, summary } = read(prompt);
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([['confetti:normal'], ['confetti:normal']]);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a later scene that says only its decoration ("then a slide with balloons") is a short scene of it, not dropped', () => {
    const { document, summary } = read('Open with "Happy birthday Sam" then a slide with balloons');
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([[], ['balloons:normal']]);
    expect(textsOf(document, 0)).toEqual(['heading:Happy birthday Sam']);
    expect(document.scenes[1]!.duration).toBe(3);
    expect(summary).toMatch(/2\) balloons rising/);
  });

  it('a count before the decoration\'s "with" is no count of it: "Countdown from 5 with fireworks"', () => {
    const { document } = read('Countdown from 5 with fireworks, then "Happy New Year"');
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([['fireworks:normal'], []]);
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
    expect(particles(read('A video about our balloon shop: "Open today"').document)).toEqual([]);
    expect(particles(read('"Fireworks sale" this weekend').document)).toEqual([]);
    expect(read('"Party time" with lightning').summary).toMatch(/did not understand.*lightning/);
  });
});

describe('balloons and fireworks', () => {
  const front = (doc: ReturnType<typeof read>['document'], scene = 0) => layersOf(doc, scene, 'particles').map((l) => `${l.kind}${l.front ? ':front' : ''}`);

  it.each([
    ['"Happy birthday Maya" with balloons', 'balloons:normal'],
    ['"Party time", add some colourful balloons floating up', 'balloons:normal'],
    ['"Happy New Year" with fireworks', 'fireworks:normal'],
    ['"2027" with lots of fireworks', 'fireworks:heavy'],
    ['"Grand opening" with a firework display', 'fireworks:normal'],
  ])('%s makes %s behind the text, said back, not reported as unknown', (prompt, want) => {
    const { document, summary } = read(prompt);
    expect(particles(document)).toEqual([want]);
    const types = document.scenes[0]!.layers.map((l) => l.type);
    expect(types.indexOf('particles')).toBeLessThan(types.indexOf('text'));
    expect(summary).not.toMatch(/did not understand/);
    expect(summary).toMatch(/balloons rising|fireworks/);
  });

  it('"fireworks at the end" goes on the last scene, "balloons on scene 1" on the first', () => {
    const { document, summary } = read('First "3, 2, 1", then "Happy New Year", fireworks at the end, balloons on scene 1');
    expect(document.scenes.map((_, i) => particles(document, i))).toEqual([['balloons:normal'], ['fireworks:normal']]);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('two decorations joined by "and" leave no "and" in an unquoted title', () => {
    const { document, summary } = read('Happy birthday Maya with balloons and confetti');
    expect(textsOf(document)).toEqual(['heading:Happy birthday Maya']);
    expect(particles(document).sort()).toEqual(['balloons:normal', 'confetti:normal']);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('"no fireworks" and "remove the balloons" take them away', () => {
    const party = read('"Party" with balloons and fireworks').document;
    expect(particles(party).sort()).toEqual(['balloons:normal', 'fireworks:normal']);
    const calmer = read('no fireworks', party);
    expect(particles(calmer.document)).toEqual(['balloons:normal']);
    expect(calmer.summary).not.toMatch(/did not understand/);
    expect(particles(read('remove the balloons', calmer.document).document)).toEqual([]);
  });
});

describe('in front of the text', () => {
  const depth = (doc: ReturnType<typeof read>['document'], scene = 0) =>
    doc.scenes[scene]!.layers.map((l) => (l.type === 'particles' ? `${l.kind}${l.front ? ':front' : ''}` : l.type));

  it.each([
    ['"Happy birthday" with confetti falling over the title', ['confetti', 'text', 'confetti:front']],
    ['"Winter sale" with snow in front of the text', ['snow', 'text', 'snow:front']],
    ['"Party" with balloons over everything', ['balloons', 'text', 'balloons:front']],
    ['"Hi" with confetti on top', ['confetti', 'text', 'confetti:front']],
    ['"Hi" with confetti in the foreground', ['confetti', 'text', 'confetti:front']],
    // Twinkles and bursts keep clear of the texts: the layer itself goes in front.
    ['"Happy New Year" with fireworks in front of everything', ['text', 'fireworks:front']],
    ['"Shine" with sparkles over the title', ['text', 'sparkles:front']],
  ])('%s: a near layer in front of the texts (the field stays behind)', (prompt, want) => {
    const { document, summary } = read(prompt);
    expect(depth(document)).toEqual(want);
    expect(summary).not.toMatch(/did not understand/);
    expect(summary).toMatch(/in front of the text/);
  });

  it('"in the background" and "behind the title" keep it behind', () => {
    expect(depth(read('"Hi" with confetti behind the title').document)).toEqual(['confetti', 'text']);
    expect(depth(read('"Hi" with balloons in the background').document)).toEqual(['balloons', 'text']);
  });

  it('with a scene named, before or after it: "confetti over the title at the end", "on scene 2 in front"', () => {
    const a = read('First "Welcome", then "Thanks", confetti over the title at the end').document;
    expect([depth(a, 0), depth(a, 1)]).toEqual([['text'], ['confetti', 'text', 'confetti:front']]);
    const b = read('First "Welcome", then "Thanks", snow on scene 2 in front').document;
    expect([depth(b, 0), depth(b, 1)]).toEqual([['text'], ['snow', 'text', 'snow:front']]);
  });

  it('stays in front when another text is added, and "no confetti" removes both layers', () => {
    const first = read('"Happy birthday" with confetti falling over the title').document;
    const more = read('add a subtitle "Love, Sam"', first).document;
    expect(depth(more).at(-1)).toBe('confetti:front');
    expect(depth(read('no confetti', more).document)).toEqual(['text', 'text']);
  });
});

describe('a decoration word inside a name', () => {
  it.each([
    ['Captain Fizz – Magic & Bubbles Parties. Ages 3-9.', 'Captain Fizz – Magic & Bubbles Parties'],
    ['Snow Patrol tribute night at the Crown.', 'Snow Patrol tribute night at the Crown'],
  ])('%s is no decoration', (prompt, title) => {
    const doc = read(prompt).document;
    expect(doc.scenes[0]!.layers.some((l) => l.type === 'particles')).toBe(false);
    expect(textsOf(doc)[0]).toBe(`heading:${title}`);
  });

  it('the same word said as a decoration still is one', () => {
    expect(read('"Party time" with bubbles rising').document.scenes[0]!.layers.some((l) => l.type === 'particles')).toBe(true);
  });
});
