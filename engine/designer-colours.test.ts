import { describe, expect, it } from '@jest/globals';
import { converter, differenceEuclidean } from 'culori';
import { COLOUR_MODIFIERS, DESIGNER_COLOURS, resolveColour } from './designer-colours.js';

const oklch = converter('oklch');
const deltaE = differenceEuclidean('oklab');
const lch = (phrase: string) => {
  const hex = resolveColour(phrase);
  if (!hex) throw new Error(`"${phrase}" is not a colour`);
  const c = oklch(hex)!;
  return { hex, l: c.l, c: c.c ?? 0, h: c.h ?? 0 };
};
/** Hue within [from, to] degrees (wrapping past 360). */
const hueIn = (h: number, [from, to]: [number, number]) => (from <= to ? h >= from && h <= to : h >= from || h <= to);

describe('designer colour names, in perceptual ranges (OKLCH: L 0..1, C 0..0.37, h degrees)', () => {
  it.each<[string, { l?: [number, number]; c?: [number, number]; h?: [number, number] }]>([
    // An orange, not amber: CSS orange (#ffa500) measures 71°, on amber's edge.
    ['orange', { l: [0.65, 0.82], c: [0.14, 0.22], h: [45, 65] }],
    ['forest green', { l: [0.35, 0.6], c: [0.08, 0.2], h: [130, 155] }],
    ['blush pink', { l: [0.75, 0.92], c: [0.03, 0.11], h: [0, 30] }],
    ['cream', { l: [0.93, 1], c: [0.01, 0.06], h: [70, 110] }],
    ['off-white', { l: [0.94, 1], c: [0, 0.03] }],
    ['ivory', { l: [0.95, 1], c: [0, 0.05] }],
    ['beige', { l: [0.82, 0.92], c: [0.02, 0.07], h: [60, 95] }],
    ['sand', { l: [0.78, 0.9], c: [0.03, 0.08], h: [60, 95] }],
    ['mustard', { l: [0.7, 0.85], c: [0.12, 0.2], h: [75, 100] }],
    ['sage', { l: [0.65, 0.8], c: [0.03, 0.09], h: [110, 150] }],
    ['terracotta', { l: [0.55, 0.68], c: [0.1, 0.18], h: [30, 55] }],
    ['charcoal', { l: [0.3, 0.42], c: [0, 0.04] }],
    ['burgundy', { l: [0.3, 0.45], c: [0.1, 0.2], h: [0, 30] }],
    ['mint', { l: [0.82, 0.93], c: [0.05, 0.12], h: [150, 185] }],
    ['peach', { l: [0.8, 0.9], c: [0.06, 0.12], h: [45, 70] }],
    ['rust', { l: [0.45, 0.6], c: [0.12, 0.2], h: [30, 50] }],
    ['navy', { l: [0.2, 0.35], h: [250, 275] }],
    ['teal', { l: [0.45, 0.6], c: [0.07, 0.13], h: [180, 200] }],
    ['coral', { l: [0.65, 0.78], c: [0.14, 0.2], h: [30, 50] }],
    ['lavender', { l: [0.7, 0.8], c: [0.06, 0.12], h: [290, 310] }],
    ['olive', { l: [0.5, 0.62], c: [0.09, 0.14], h: [100, 120] }],
    ['forest green', { l: [0.45, 0.62], c: [0.12, 0.2], h: [135, 150] }],
    ['emerald', { l: [0.68, 0.8], c: [0.1, 0.18], h: [145, 165] }],
    ['brown', { l: [0.42, 0.58], c: [0.06, 0.12], h: [45, 75] }],
    ['gold', { l: [0.7, 0.82], c: [0.1, 0.16], h: [80, 100] }],
  ])('%s', (phrase, range) => {
    const c = lch(phrase);
    if (range.l) expect(c.l).toBeGreaterThanOrEqual(range.l[0]), expect(c.l).toBeLessThanOrEqual(range.l[1]);
    if (range.c) expect(c.c).toBeGreaterThanOrEqual(range.c[0]), expect(c.c).toBeLessThanOrEqual(range.c[1]);
    if (range.h) expect(hueIn(c.h, range.h)).toBe(true);
  });
});

describe('modifiers, applied in OKLCH', () => {
  it('warmth keeps a light colour light and deepens a dark one', () => {
    for (const name of ['beige', 'cream', 'sand', 'light grey']) {
      expect(lch(`warm ${name}`).l).toBeGreaterThan(lch(name).l - 0.01);
      expect(lch(`warm ${name}`).l).toBeGreaterThan(0.8);
    }
    for (const name of ['brown', 'navy', 'forest green']) expect(lch(`warm ${name}`).l).toBeLessThan(lch(name).l - 0.02);
  });

  it('"warm brown" lands near #7B4A2D (ΔE OK < 0.03)', () => {
    expect(deltaE(lch('warm brown').hex, '#7b4a2d')).toBeLessThan(0.03);
  });

  it('"neon green" is a vivid green near #39FF14', () => {
    const c = lch('neon green');
    expect(c.c).toBeGreaterThan(0.25);
    expect(c.l).toBeGreaterThan(0.8);
    expect(hueIn(c.h, [130, 150])).toBe(true);
    expect(deltaE(c.hex, '#39ff14')).toBeLessThan(0.05);
  });

  it('light, dark and warm brown are browns (hue 40–75°), not a red, in order of lightness', () => {
    const [light, plain, warm, dark] = ['light brown', 'brown', 'warm brown', 'dark brown'].map(lch);
    for (const c of [light!, plain!, warm!, dark!]) expect(hueIn(c.h, [40, 75])).toBe(true);
    expect(light!.l).toBeGreaterThan(plain!.l + 0.1);
    expect(dark!.l).toBeLessThan(plain!.l - 0.1);
    expect(new Set([light!.hex, plain!.hex, warm!.hex, dark!.hex]).size).toBe(4);
  });

  it('"dark grey" is darker than "grey", "light grey" lighter, whichever way it is spelled', () => {
    const grey = lch('grey').l;
    for (const dark of ['dark grey', 'dark gray', 'darkgrey', 'dark-grey']) expect(lch(dark).l).toBeLessThan(grey - 0.1);
    for (const light of ['light grey', 'lightgray']) expect(lch(light).l).toBeGreaterThan(grey + 0.1);
  });

  it.each<[string, string, (m: ReturnType<typeof lch>, base: ReturnType<typeof lch>) => boolean]>([
    ['dark', 'blue', (m, b) => m.l < b.l - 0.08 && Math.abs(m.h - b.h) < 10],
    ['deep', 'red', (m, b) => m.l < b.l - 0.08 && m.c > 0.15],
    ['light', 'green', (m, b) => m.l > b.l + 0.1 && Math.abs(m.h - b.h) < 10],
    ['pale', 'blue', (m, b) => m.l > 0.75 && m.c < b.c],
    // A colour already light (CSS pink) stays nameable: a blush, not a white with a tint.
    ['pale', 'pink', (m, b) => m.l > b.l && m.c >= 0.04 && hueIn(m.h, [330, 30])],
    ['light', 'pink', (m, b) => m.l > b.l && m.c >= 0.04],
    ['soft', 'pink', (m, b) => m.l > b.l && m.c < b.c],
    ['pastel', 'purple', (m) => m.l > 0.84 && m.c <= 0.09 && m.c > 0.03],
    ['muted', 'teal', (m, b) => m.c < b.c * 0.7],
    ['bright', 'navy', (m, b) => m.l > b.l && m.c > 0.15],
    ['neon', 'pink', (m) => m.c > 0.2 && hueIn(m.h, [330, 20])],
    ['warm', 'grey', (m) => m.c > 0.01 && hueIn(m.h, [30, 90])],
    ['cool', 'grey', (m) => m.c > 0.01 && hueIn(m.h, [200, 270])],
    ['warm', 'white', (m) => m.l > 0.9 && hueIn(m.h, [30, 90])],
  ])('%s %s', (modifier, name, check) => {
    expect(check(lch(`${modifier} ${name}`), lch(name))).toBe(true);
  });

  it('keeps the hue of every named colour under deep, dark, light, neon and pastel (a deep purple is a purple)', () => {
    for (const [name, hex] of Object.entries(DESIGNER_COLOURS)) {
      const base = lch(hex);
      if (base.c < 0.04) continue;
      for (const modifier of ['deep', 'dark', 'light', 'neon', 'pastel']) {
        const c = lch(`${modifier} ${name}`);
        const turn = Math.abs(((c.h - base.h + 540) % 360) - 180);
        expect({ phrase: `${modifier} ${name}`, turn: turn <= 12, coloured: c.c >= (modifier === 'light' || modifier === 'pastel' ? 0.02 : 0.04) }).toEqual({ phrase: `${modifier} ${name}`, turn: true, coloured: true });
      }
    }
    // The event brief's background: a purple (test/design/briefs.ts), not the grey the first scene showed.
    const deepPurple = lch('deep purple');
    expect(deepPurple.l).toBeGreaterThan(0.18);
    expect(deepPurple.l).toBeLessThan(0.45);
    expect(deepPurple.c).toBeGreaterThan(0.06);
    expect(hueIn(deepPurple.h, [285, 335])).toBe(true);
    // "light grey" as designers mean it (L 0.8-0.95), lighter than CSS's one-step #b7b7b7.
    expect(lch('light grey').l).toBeGreaterThan(0.8);
    expect(lch('light grey').l).toBeLessThan(0.95);
  });

  it('makes a red bright towards pure red, and keeps pure red as it is', () => {
    expect(deltaE(lch('bright red').hex, '#ff0000')).toBeLessThan(0.05);
    expect(deltaE(lch('bright red').hex, '#ff0000')).toBeLessThan(deltaE(lch('red').hex, '#ff0000'));
  });

  it('reads compounds and stacked modifiers', () => {
    expect(lch('sage green').hex).toBe(DESIGNER_COLOURS.sage);
    expect(lch('navy blue').hex).toBe(DESIGNER_COLOURS.navy);
    expect(lch('dark forest green').l).toBeLessThan(lch('forest green').l);
    expect(lch('cornflower blue').hex).toBe('#6495ed');
    expect(lch('dark warm brown').l).toBeLessThan(lch('warm brown').l);
  });

  it('does not take a word that is not a colour, nor a modifier alone', () => {
    for (const w of ['soup', 'team', 'softball', 'darkness', 'neon', 'dark', 'juice']) expect(resolveColour(w)).toBeUndefined();
  });

  it('gives every modifier of every name a valid colour', () => {
    for (const name of Object.keys(DESIGNER_COLOURS)) for (const m of COLOUR_MODIFIERS) expect(resolveColour(`${m} ${name}`)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
