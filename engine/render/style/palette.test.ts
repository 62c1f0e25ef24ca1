import { describe, expect, it } from '@jest/globals';
import { converter } from 'culori';
import { hexToRgb, sampleFill, worstRatio } from './contrast.js';
import { ACCENT_APART, accentApart, apartness, deltaEOk, groundAccent, markColour, sceneAccent } from './palette.js';
import { THEME_STYLES } from './themes.js';

const oklch = converter('oklch');
const hueGap = (a: string, b: string) => Math.abs(((oklch(a)!.h! - oklch(b)!.h! + 540) % 360) - 180);
const frame = { width: 1280, height: 720 };

describe('accentApart', () => {
  it.each([
    // [theme accent, user background, why]
    ['#3a86ff', '#2f6fe0', 'a blue accent on a blue background'],
    ['#fb5607', '#ff6b35', 'an orange accent on orange'],
    ['#222222', '#1a1a1a', 'the minimal theme on near-black'],
    ['#c9a227', '#d4af37', 'gold on gold'],
    ['#ff006e', '#e0005f', 'pink on pink'],
  ])('swaps %s on %s (%s) for one that stands apart: ≥ 3:1 and ΔE OK ≥ the threshold', (accent, background) => {
    const samples = [hexToRgb(background)];
    expect(apartness(accent, samples).delta < ACCENT_APART || apartness(accent, samples).ratio < 3).toBe(true);
    const swapped = accentApart(accent, samples);
    expect(swapped).not.toBe(accent);
    const a = apartness(swapped, samples);
    expect(a.ratio).toBeGreaterThanOrEqual(3);
    expect(a.delta).toBeGreaterThanOrEqual(ACCENT_APART);
  });

  it('turns a blue accent on a blue background to another hue, not a lighter blue', () => {
    const swapped = accentApart('#3a86ff', [hexToRgb('#1f4fbf')]);
    expect(hueGap(swapped, '#1f4fbf')).toBeGreaterThan(60);
  });

  it('keeps an accent that already stands apart (a bright blue on navy is a monochrome look, 4:1 and far in OKLab)', () => {
    for (const [accent, background] of [['#3a86ff', '#14213d'], ['#3a86ff', '#ffffff'], ['#ffd400', '#14213d'], ['#fb5607', '#101830'], ['#01cdfe', '#1a1025']]) {
      expect(accentApart(accent!, [hexToRgb(background!)])).toBe(accent);
    }
  });

  it('keeps the accent’s hue when only its lightness is wrong (a mid red on a mid grey)', () => {
    const swapped = markColour('#d03030', [hexToRgb('#808080')]);
    expect(hueGap(swapped, '#d03030')).toBeLessThan(15);
    expect(worstRatio(hexToRgb(swapped), [hexToRgb('#808080')])).toBeGreaterThanOrEqual(3);
  });

  it('stands apart from every sample of a gradient', () => {
    const samples = sampleFill({ type: 'gradient', from: '#14213d', to: '#3a86ff', direction: 'vertical' }, frame, { x: 100, y: 100, w: 1000, h: 500 });
    const swapped = accentApart('#3a86ff', samples);
    const a = apartness(swapped, samples);
    expect(a.ratio).toBeGreaterThanOrEqual(3);
    expect(a.delta).toBeGreaterThanOrEqual(ACCENT_APART);
  });

  it('gives every theme a mark colour of ≥ 3:1 on white, black and its own text colour’s opposite', () => {
    for (const style of Object.values(THEME_STYLES)) {
      for (const bg of ['#ffffff', '#000000', '#808080', '#3a86ff', '#ff6b35', '#f5f0e1']) {
        const mark = markColour(style.accent, [hexToRgb(bg)]);
        expect(worstRatio(hexToRgb(mark), [hexToRgb(bg)])).toBeGreaterThanOrEqual(3);
        expect(deltaEOk(mark, bg)).toBeGreaterThanOrEqual(ACCENT_APART);
      }
    }
  });
});

describe('groundAccent', () => {
  const oklch = converter('oklch');
  const hueGap = (a: string, b: string) => Math.abs(((oklch(a)!.h! - oklch(b)!.h! + 540) % 360) - 180);

  it.each([
    ['sage', '#9caf88'],
    ['deep purple', '#570057'],
    ['terracotta', '#e2725b'],
    ['navy', '#000080'],
  ])('follows the hue of a %s ground and stands apart from it', (_, ground) => {
    const accent = groundAccent(ground, THEME_STYLES.classic.accent);
    expect(hueGap(accent, ground)).toBeLessThan(25);
    const { ratio, delta } = apartness(accent, [hexToRgb(ground)]);
    expect(ratio).toBeGreaterThanOrEqual(3);
    expect(delta).toBeGreaterThanOrEqual(ACCENT_APART);
  });

  it('keeps the theme accent on a grey ground', () => {
    expect(groundAccent('#f5f5f5', '#3a86ff')).toBe('#3a86ff');
  });
});

describe('sceneAccent with the accent the brief asked for', () => {
  it('keeps it where it stands apart from the ground (gold on navy, teal on white)', () => {
    expect(sceneAccent('classic', '#000080', '#d4af37')).toBe('#d4af37');
    expect(sceneAccent('minimal', '#ffffff', '#008080')).toBe('#008080');
  });

  it('moves it until it stands apart where it would not show (yellow on white, navy on black)', () => {
    for (const [ground, asked] of [['#ffffff', '#ffff00'], ['#000000', '#000080']] as const) {
      const accent = sceneAccent('classic', ground, asked);
      expect(accent).not.toBe(asked);
      expect(worstRatio(hexToRgb(accent), [hexToRgb(ground)])).toBeGreaterThanOrEqual(3);
    }
  });

  it('is read against the theme’s own ground when the scene names none', () => {
    expect(sceneAccent('classic', undefined, '#ff7f50')).toBe('#ff7f50');
    expect(sceneAccent('classic', undefined)).toBe(THEME_STYLES.classic.accent);
  });
});
