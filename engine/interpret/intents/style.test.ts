import { describe, expect, it } from '@jest/globals';
import { converter } from 'culori';
import { read, textsOf } from '../testing.js';

const oklch = converter('oklch');

const solid = (colour: string) => ({ type: 'solid', colour });
const DEFAULT = solid('#1e1e2e');
const lightnessOf = (hex: string) => oklch(hex)!.l;

describe('backgrounds and themes', () => {
  it.each([
    ['navy background', solid('#1b2a4e')],
    ['background: sky blue', solid('#87ceeb')],
    ['a navy blue background', solid('#1b2a4e')],
    ['a bright red background', solid('#f40023')],
    ['a dark background', solid('#111111')],
    ['make it black', solid('#000000')],
    ['#ff8800', solid('#ff8800')],
    ['gradient from navy to purple', { type: 'gradient', from: '#1b2a4e', to: '#800080', direction: 'vertical' }],
    ['an orange to pink diagonal gradient background', { type: 'gradient', from: '#ff8c1a', to: '#ffc0cb', direction: 'diagonal' }],
    // Its colours after a comma or a colon.
    ['soft gradient background, navy to purple', { type: 'gradient', from: '#1b2a4e', to: '#800080', direction: 'vertical' }],
    ['gradient: navy to purple', { type: 'gradient', from: '#1b2a4e', to: '#800080', direction: 'vertical' }],
  ])('%s', (prompt, fill) => {
    expect(read(`"Hi", ${prompt}`).document.background).toEqual(fill);
  });

  it.each(['a talk on orange juice', 'focus on green.', 'our red team wins', 'the Blue Note jazz club', 'a white paper'])('no colour from "%s"', (prompt) => {
    expect(read(`"Hi", ${prompt}`).document.background).toEqual(DEFAULT);
  });

  it.each([
    ['on a warm brown background', [40, 70]],
    ['light brown background', [40, 75]],
    ['a terracotta backdrop', [30, 55]],
    ['a sage green background', [110, 150]],
    ['background: mustard', [75, 100]],
    ['on a dark forest green background', [130, 155]],
    ['a neon green background', [130, 150]],
  ])('a designer colour word: %s (hue %j)', (prompt, [from, to]) => {
    const background = read(`"Hi", ${prompt}`).document.background;
    expect(background.type).toBe('solid');
    const h = oklch(background.type === 'solid' ? background.colour : '#000000')!.h!;
    expect(h).toBeGreaterThanOrEqual(from!);
    expect(h).toBeLessThanOrEqual(to!);
  });

  it('"dark grey" is darker than "grey"; cream, charcoal and off-white are understood', () => {
    const l = (prompt: string) => {
      const bg = read(`"Hi", ${prompt}`).document.background;
      return bg.type === 'solid' ? oklch(bg.colour)!.l : NaN;
    };
    expect(l('on a dark grey background')).toBeLessThan(l('on a grey background') - 0.1);
    expect(l('a cream background')).toBeGreaterThan(0.9);
    expect(l('an off-white background')).toBeGreaterThan(0.9);
    expect(l('a charcoal background')).toBeLessThan(0.45);
    expect(read('"Hi", gradient from navy to terracotta').document.background).toMatchObject({ type: 'gradient', from: '#1b2a4e' });
  });

  it.each(['a talk about tomato soup', 'mint condition', 'a rust belt story', 'the olive oil shop', 'peach cobbler recipe'])('no colour from a colour word elsewhere: "%s"', (prompt) => {
    expect(read(`"Hi", ${prompt}`).document.background).toEqual(DEFAULT);
  });

  it.each([
    ['"Find your balance", then "First class free". Calm sage green theme, gentle music.', '#9caf88'],
    ['"Hi" in blue tones', '#1d4ed8'],
    ['"Hi", then "Bye", with a navy and gold colour scheme', '#1b2a4e'],
    ['"Hi", a terracotta palette', undefined],
    ['"Hi", then "Bye", in a dark theme', '#111111'],
  ])('a palette is the whole video\'s ground: %s', (prompt, colour) => {
    const { document } = read(prompt);
    expect(document.background.type).toBe('solid');
    if (colour) expect(document.background).toEqual(solid(colour));
    else expect(document.background).not.toEqual(DEFAULT);
    expect(document.scenes.every((s) => s.background === undefined)).toBe(true);
  });

  it('a palette phrase does not take a named theme, nor a background said for the video', () => {
    expect(read('"Hi", bold theme').document).toMatchObject({ theme: 'bold', background: solid('#111111') });
    expect(read('"Hi" on a navy background, a sage green theme').document.background).toEqual(solid('#1b2a4e'));
    expect(read('"Hi", our team colours').document.background).toEqual(DEFAULT);
  });

  it('finds the colour after a word the colour names do not know', () => {
    expect(read('"Hi" on a lovely teal background').document.background).toEqual(solid('#008080'));
    // Found on an event brief: the gradient was 'not understood', and then only the last scene's.
    const { document, summary } = read('"Summer Festival", then "Tickets at summerfest.com". Vibrant orange to pink gradient.');
    expect(document.background).toEqual({ type: 'gradient', from: '#ff8c1a', to: '#ffc0cb', direction: 'vertical' });
    expect(document.scenes.every((s) => s.background === undefined)).toBe(true);
    expect(summary).toContain('an orange to pink gradient background');
    expect(summary).not.toContain('did not understand');
  });

  it('a black screen is a scene of its own colour', () => {
    const { document } = read('"Hi", then a black screen for 2 seconds');
    expect(document.scenes[1]).toMatchObject({ duration: 2, background: solid('#000000'), layers: [] });
  });

  it.each([
    ['minimalist', 'minimal', '#f5f5f5'],
    ['in a bold style', 'bold', '#111111'],
    ['retro look', 'retro', '#2b1b3d'],
    ['elegant', 'elegant', '#14213d'],
    ['playful', 'playful', '#ffb703'],
  ])('theme: %s', (words, theme, colour) => {
    expect(read(`"Hi", ${words}`).document).toMatchObject({ theme, background: solid(colour) });
  });

  it('a new theme keeps a background that was asked for', () => {
    const first = read('"Hi" on a teal background').document;
    expect(read('make it playful', first).document).toMatchObject({ theme: 'playful', background: solid('#008080') });
  });
});

describe('colours said as moods, brands and neon', () => {
  it.each([
    ['"Hello". Calm, earthy tones.', '#e9dcc5'],
    ['"Hi" in pastel colors', '#f1e6f2'],
    ['"Night" in a dark, moody palette', '#14161b'],
  ])('%s: the ground a designer picks for the mood', (prompt, colour) => {
    const r = read(prompt);
    expect(r.document.background).toEqual({ type: 'solid', colour });
    expect(r.summary).not.toMatch(/did not understand/);
  });

  it('brand colours listed: the first is the ground', () => {
    const r = read('"We\'re hiring!" Use our brand colours: teal and coral.');
    expect(r.document.background).toEqual({ type: 'solid', colour: '#008080' });
    expect(r.summary).not.toMatch(/did not understand/);
  });

  it('neon colours glow (not CSS pale pink): two make a gradient', () => {
    expect(read('"Party" Neon pink and purple, retro vibe.').document.background).toEqual({ type: 'gradient', from: '#ff2e93', to: '#8f2cff', direction: 'diagonal' });
    expect(read('"Party" in neon green').document.background).toEqual({ type: 'solid', colour: '#39ff14' });
  });
});

describe('"white on red": a text colour on a ground', () => {
  it.each([
    ['vertical: countdown from 3 then "The drop is live!" in neon green on black', '#000000', 'green'],
    ['"Sale" in white on red', 'red', '#ffffff'],
    ['yellow text on navy: "Big news"', 'navy', 'yellow'],
    ['"Open late" gold on a black background', '#000000', 'gold'],
  ])('%s', (prompt, ground, text) => {
    const { document, summary } = read(prompt);
    const texts = document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text');
    expect(texts.length).toBeGreaterThan(0);
    // The ground is the video's, the colour the texts'; neither is the other.
    expect(document.background.type).toBe('solid');
    if (document.background.type !== 'solid') return;
    if (ground.startsWith('#')) expect(document.background.colour).toBe(ground);
    else expect(summary).toContain(`${ground} background`);
    for (const t of texts) {
      expect(t.colour).toBeDefined();
      expect(t.colour).not.toBe(document.background.colour);
      if (text.startsWith('#')) expect(t.colour).toBe(text);
    }
  });

  it('leaves words that only sit beside a colour alone', () => {
    expect(read('focus on green energy: "Solar"').summary).not.toContain('background');
    expect(read('"Hello" dark text on a light background').document.scenes[0]!.layers[0]).not.toHaveProperty('colour');
  });
});

describe('looks said as people say them', () => {
  it('"dark mode" is a near-black ground, "light mode" a near-white one', () => {
    const dark = read('Launch video for "Nimbus Pro". Dark mode, sleek and minimal.').document.background;
    const light = read('"Nimbus Pro" in light mode').document.background;
    expect(dark.type === 'solid' && lightnessOf(dark.colour)).toBeLessThan(0.25);
    expect(light.type === 'solid' && lightnessOf(light.colour)).toBeGreaterThan(0.9);
  });

  it('"purple gradient" runs from the colour into a deeper shade of it', () => {
    const { document, summary } = read('Counter from 0 to 1,000,000 downloads, with "Thank you!" underneath, purple gradient');
    expect(document.background).toMatchObject({ type: 'gradient', from: '#800080', direction: 'diagonal' });
    if (document.background.type !== 'gradient') return;
    expect(lightnessOf(document.background.to)).toBeLessThan(lightnessOf(document.background.from));
    expect(summary).toContain('a purple gradient background');
    expect(summary).not.toContain('did not understand');
  });

  it.each([
    ['Halloween sale title "Spooky Sale" with "Everything 31% off" in orange and black, 5 seconds', '#000000', 'orange'],
    ['"Gala night" in navy and gold.', '#1b2a4e', 'gold'],
  ])('"in X and Y" is type in the colour on the neutral or first one: %s', (prompt, ground, text) => {
    const { document, summary } = read(prompt);
    expect(document.background).toEqual({ type: 'solid', colour: ground });
    expect(summary).toContain(`(${text})`);
    for (const l of document.scenes[0]!.layers) if (l.type === 'text') expect(l.colour).toBeDefined();
  });
});

describe('style words that describe the content', () => {
  it.each(['Explain recycling in 3 simple steps: "Sort", "Rinse", "Recycle"', 'fun facts about octopuses: "Three hearts", "Blue blood"', '"Clean energy for all"'])('"%s" keeps the classic style', (prompt) => {
    expect(read(prompt).document.theme).toBe('classic');
  });

  it('"simple style" and "a clean design" are still the minimal style', () => {
    expect(read('simple style, "Hi"').document.theme).toBe('minimal');
    expect(read('a clean design with "Hi"').document.theme).toBe('minimal');
  });
});

describe('mood words go to the nearest look, or to none, and are never drawn', () => {
  it.each([
    ['"Winter Fair" sleek', 'minimal'],
    ['"Winter Fair", no frills', 'minimal'],
    ['"Winter Fair" festive vibe', 'playful'],
    ['"Winter Fair", rustic look', 'retro'],
    ['"Winter Fair" posh', 'elegant'],
  ])('%s', (prompt, theme) => {
    expect(read(prompt).document.theme).toBe(theme);
  });

  it('a mood with no look of its own changes nothing and is not shown', () => {
    const doc = read('"Winter Fair". cozy and techy').document;
    expect(doc.theme).toBe('classic');
    expect(textsOf(doc)).toEqual(['heading:Winter Fair']);
  });
});

describe('emphasis said with a colour is the accent', () => {
  it.each([
    ['"Plans": Basic, Plus, Max. Make Plus stand out in orange', '#ff8c1a'],
    ['"Only $5" and let the price pop in yellow', '#ffd60a'],
    ['"Save 20%", the number standing out with teal', '#008080'],
  ])('%s', (prompt, accent) => {
    expect(read(prompt).document.accent).toBe(accent);
  });

  it('a colour with no emphasis is not the accent', () => {
    expect(read('"Pop quiz" in orange').document.accent).toBeUndefined();
  });
});

describe('a colour clause among look and decoration clauses is the video\'s ground', () => {
  it.each([
    '"Gala Night". Confetti, deep purple, bold.',
    '"Gala Night", glitter, teal, elegant',
    'Dinner specials, snow falling, dark green: Soup 5 / Pie 9',
  ])('%s', (prompt) => {
    const bg = read(prompt).document.background;
    expect(bg.type === 'solid' && !['#1e1e2e', '#14213d', '#111111'].includes(bg.colour)).toBe(true);
  });

  it('a colour among items is an item', () => {
    const doc = read('Flavours: vanilla, mint, chocolate, strawberry').document;
    expect(doc.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
  });
});

describe('a look word that takes an object is a verb of the copy, not a style', () => {
  it.each([
    ['Steps:\n1. Empty the cupboards\n2. Clean the oven and fridge\n3. Hand back the keys', 'Clean the oven and fridge'],
    ['Saturday jobs:\n- Clean up the yard\n- Paint the fence', 'Clean up the yard'],
    ['"Spa day" then list: Warm the stones, Clean your skin, Relax', 'Clean your skin'],
  ])('%s', (prompt, item) => {
    const { document } = read(prompt);
    expect(document.scenes.flatMap((s) => s.layers).flatMap((l) => (l.type === 'list' ? l.items : []))).toContain(item);
    expect(document.theme ?? 'classic').not.toBe('minimal');
  });

  it('a look word said as one is still the style', () => {
    expect(read('"Spa day", clean and simple').document.theme).toBe('minimal');
  });
});
