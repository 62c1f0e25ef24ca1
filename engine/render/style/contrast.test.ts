import { describe, expect, it } from '@jest/globals';
import { composite, contrastRatio, fillAt, hexToRgb, rgbToHex, sampleFill, treatmentFor, worstRatio, type Rgb } from './contrast.js';
import { LIGHT } from './soft-light.js';

const rgb = hexToRgb;
const navyToOrange = { type: 'gradient', from: '#14213d', to: '#ff6b35', direction: 'vertical' } as const;
const frame = { width: 1280, height: 720 };

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#000000', '#000000', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#ff6b35', '#ffffff', 2.87],
    ['#0000ff', '#ffffff', 8.59],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(rgb(a), rgb(b))).toBeCloseTo(ratio, 1);
    expect(contrastRatio(rgb(b), rgb(a))).toBeCloseTo(ratio, 1);
  });
});

describe('sampleFill', () => {
  it('gives one sample of a solid fill, and that sample as the soft light makes it where the light reaches', () => {
    const [plain, lit, ...rest] = sampleFill({ type: 'solid', colour: '#336699' }, frame, { x: 0, y: 0, w: 100, h: 40 });
    expect(plain).toEqual(rgb('#336699'));
    expect(rest).toEqual([]);
    // The light pulls a dark fill towards white by up to LIGHT (9 %) at its centre, up and to the left.
    expect(lit!.r).toBeGreaterThan(plain!.r);
    expect(lit!.r - plain!.r).toBeLessThanOrEqual(Math.ceil((255 - plain!.r) * LIGHT));
    // On a light fill it darkens, and less.
    const [cream, shaded] = sampleFill({ type: 'solid', colour: '#f5f0dc' }, frame, { x: 300, y: 150, w: 200, h: 60 });
    expect(shaded!.g).toBeLessThan(cream!.g);
  });

  it('measures a cream title chosen against olive as it reads under the light (it chose 3.1:1 and measured 2.97:1)', () => {
    const olive = { type: 'solid', colour: '#808000' } as const;
    const title = { x: 200, y: 200, w: 700, h: 120 };
    const unlit = treatmentFor([rgb('#808000')], '#eee7b9', { large: true });
    expect(unlit.colour).toBe('#eee7b9');
    const t = treatmentFor(sampleFill(olive, frame, title), '#eee7b9', { large: true });
    for (const s of sampleFill(olive, frame, title)) expect(contrastRatio(rgb(t.colour), t.scrim ? rgb(t.scrim.colour) : s)).toBeGreaterThanOrEqual(3);
    expect(t.colour).not.toBe('#eee7b9');
  });

  it('follows a vertical gradient: a strip near the top is navy, near the bottom orange, and never the average', () => {
    // The first 36 samples are the fill's own grid; the rest are the same points under the soft light.
    const top = sampleFill(navyToOrange, frame, { x: 100, y: 20, w: 1080, h: 60 }).slice(0, 36);
    const bottom = sampleFill(navyToOrange, frame, { x: 100, y: 640, w: 1080, h: 60 }).slice(0, 36);
    for (const s of top) expect(contrastRatio(s, rgb('#14213d'))).toBeLessThan(1.3);
    for (const s of bottom) expect(contrastRatio(s, rgb('#ff6b35'))).toBeLessThan(1.3);
    // Within a horizontal strip a vertical gradient does not change across x.
    expect(new Set(top.filter((_, i) => i % 6 === 0).map(rgbToHex)).size).toBeGreaterThan(1);
    expect(top[0]).toEqual(top[5]);
  });

  it('has flat ends (the scaled-up image clamps at its border) and is linear in between', () => {
    // 720 / 20 = 36 rows: the first half row (10 px) is exactly the first colour.
    expect(fillAt(navyToOrange, frame, 0, 0)).toEqual(rgb('#14213d'));
    expect(fillAt(navyToOrange, frame, 0, 9)).toEqual(rgb('#14213d'));
    expect(fillAt(navyToOrange, frame, 0, 719)).toEqual(rgb('#ff6b35'));
    const mid = fillAt(navyToOrange, frame, 0, 359.5);
    expect(mid.r).toBeCloseTo((0x14 + 0xff) / 2, -1);
    const horizontal = { ...navyToOrange, direction: 'horizontal' } as const;
    expect(fillAt(horizontal, frame, 0, 700)).toEqual(rgb('#14213d'));
    expect(fillAt(horizontal, frame, 1279, 0)).toEqual(rgb('#ff6b35'));
    const diagonal = { ...navyToOrange, direction: 'diagonal' } as const;
    expect(fillAt(diagonal, frame, 1279, 0)).toEqual(fillAt(diagonal, frame, 0, 719));
  });

  it('clips a rectangle that leaves the frame', () => {
    const s = sampleFill(navyToOrange, frame, { x: -50, y: 711, w: 2000, h: 400 }).slice(0, 36);
    expect(s.length).toBe(36);
    for (const c of s) expect(rgbToHex(c)).toBe('#ff6b35');
  });
});

describe('treatmentFor', () => {
  const navy = [rgb('#14213d')];
  it('keeps the preferred colour when it reads everywhere', () => {
    const t = treatmentFor(navy, '#ffd400', { large: false });
    expect(t).toEqual({ colour: '#ffd400', ratio: expect.any(Number) });
    expect(t.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('switches to near-black on the orange end of navy→orange, where white measures 2.9:1', () => {
    const orangeEnd = sampleFill(navyToOrange, frame, { x: 100, y: 640, w: 1080, h: 60 });
    expect(worstRatio(rgb('#ffffff'), orangeEnd)).toBeLessThan(3);
    const t = treatmentFor(orangeEnd, '#ffffff', { large: false });
    expect(t.scrim).toBeUndefined();
    expect(t.ratio).toBeGreaterThanOrEqual(4.5);
    expect(worstRatio(rgb(t.colour), orangeEnd)).toBeGreaterThanOrEqual(4.5);
    // White passes as large text? No: 2.9 < 3 either, so large text switches as well.
    expect(treatmentFor(orangeEnd, '#ffffff', { large: true }).colour).not.toBe('#ffffff');
  });

  it('takes 3:1 for large text', () => {
    // #949494 on black: 6.9; on #595959: 2.07. #ff6b35 on white: 2.87. A mid orange reads large on navy.
    const t = treatmentFor(navy, '#e07000', { large: true });
    expect(t.colour).toBe('#e07000');
    expect(t.ratio).toBeGreaterThanOrEqual(3);
    expect(treatmentFor([rgb('#8a8a8a')], '#ffffff', { large: true }).colour).toBe('#ffffff');
    expect(treatmentFor([rgb('#8a8a8a')], '#ffffff', { large: false }).colour).not.toBe('#ffffff');
  });

  it('puts the preferred colour on a scrim when the background runs from light to dark under the text', () => {
    const blackToWhite = sampleFill({ type: 'gradient', from: '#000000', to: '#ffffff', direction: 'horizontal' }, frame, { x: 0, y: 300, w: 1280, h: 80 });
    for (const large of [false, true]) {
      const t = treatmentFor(blackToWhite, '#ffffff', { large });
      expect(t.colour).toBe('#ffffff');
      expect(t.scrim?.colour).toBe('#000000');
      const { opacity } = t.scrim!;
      expect(opacity).toBeGreaterThan(0);
      expect(opacity).toBeLessThan(1);
      const target = large ? 3 : 4.5;
      const worst = (o: number) => Math.min(...blackToWhite.map((s) => contrastRatio(rgb('#ffffff'), composite(rgb('#000000'), o, s))));
      expect(worst(opacity)).toBeGreaterThanOrEqual(target);
      expect(t.ratio).toBeCloseTo(worst(opacity), 5);
      // The least opacity that does it (to the hundredth): a lighter scrim misses the target.
      expect(worst(opacity - 0.05)).toBeLessThan(target * 1.03);
    }
  });

  it('uses a light scrim under dark preferred text', () => {
    const samples: Rgb[] = [rgb('#000000'), rgb('#ffffff')];
    const t = treatmentFor(samples, '#1a1a1a', { large: false });
    expect(t.colour).toBe('#1a1a1a');
    expect(t.scrim?.colour).toBe('#ffffff');
    expect(t.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a mid grey on an opaque scrim, and falls back to white when the grey reads on neither black nor white', () => {
    const grey = treatmentFor([rgb('#000000'), rgb('#ffffff')], '#808080', { large: false });
    expect(grey).toMatchObject({ colour: '#808080', scrim: { colour: '#000000' } });
    expect(grey.ratio).toBeGreaterThanOrEqual(4.5);
    // #767676 measures 4.6:1 on black and 4.5:1 on white: short of the target with its headroom on either.
    const t = treatmentFor([rgb('#000000'), rgb('#ffffff')], '#767676', { large: false });
    expect(t.scrim).toBeDefined();
    expect(t.ratio).toBeGreaterThanOrEqual(4.5);
    expect(['#ffffff', '#121212']).toContain(t.colour);
  });
});
