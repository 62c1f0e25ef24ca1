import { describe, expect, it } from '@jest/globals';
import { inflateSync } from 'node:zlib';
import { PARTICLE_KINDS } from '../../../model/scene-document.js';
import { drawSheetPicture, inkBounds } from './particles-draw.js';
import { planField, type Sheet } from './particles-field.js';
import { defaultColours, KINDS } from './particles-kinds.js';

/* The particle field without FFmpeg: seeded, periodic over its loop, clear of the texts, coloured after the accent. */

const REGION = { x: 0, y: 0, w: 640, h: 360 };
const TITLE = { x: 160, y: 140, w: 320, h: 80 };

const field = (kind: (typeof PARTICLE_KINDS)[number], seed = 7, density: 'light' | 'normal' | 'heavy' = 'normal') =>
  planField({ kind, density, colours: defaultColours(kind, '#ff006e', '#40106b'), region: REGION, unit: 360, avoid: [TITLE], seed });

/** The RGBA pixels of one of our PNGs (no row filters, one IDAT). */
function pixels(png: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  return { width, height, at: (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)] };
}

/** The share of inked pixels whose channels differ by more than 3 levels between two pictures of one size. */
function changedShare(a: Buffer, b: Buffer): number {
  const pa = pixels(a);
  const pb = pixels(b);
  let ink = 0;
  let changed = 0;
  for (let y = 0; y < pa.height; y++) for (let x = 0; x < pa.width; x++) {
    const u = pa.at(x, y);
    const v = pb.at(x, y);
    // Colour under no ink does not show.
    if (u[3]! < 8 && v[3]! < 8) continue;
    ink++;
    if (u.some((c, ch) => Math.abs(c - v[ch]!) > 3)) changed++;
  }
  return changed / Math.max(1, ink);
}

function alphaRows(sheet: Sheet, k: number): number[] {
  const p = pixels(drawSheetPicture(sheet, k));
  const rows: number[] = [];
  for (let y = 0; y < p.height; y++) {
    let sum = 0;
    for (let x = 0; x < p.width; x++) sum += p.at(x, y)[3]!;
    rows.push(sum);
  }
  return rows;
}

describe('particle fields', () => {
  it.each(PARTICLE_KINDS)('%s: the same seed gives the same pictures, another seed others', (kind) => {
    const a = field(kind);
    expect(drawSheetPicture(a[0]!, 1).equals(drawSheetPicture(field(kind)[0]!, 1))).toBe(true);
    expect(drawSheetPicture(a[0]!, 1).equals(drawSheetPicture(field(kind, 8)[0]!, 1))).toBe(false);
  });

  it.each(PARTICLE_KINDS)('%s: its loop joins (the picture after the last is the first)', (kind) => {
    const sheet = field(kind)[0]!;
    // Equal but for an edge pixel of anti-aliasing here and there (sin(2π·(1 + φ)) is not bit for bit sin(2π·φ));
    // the next picture differs in most of its ink.
    expect(changedShare(drawSheetPicture(sheet, sheet.spec.frames), drawSheetPicture(sheet, 0))).toBeLessThan(0.005);
    if (sheet.spec.frames > 1) expect(changedShare(drawSheetPicture(sheet, 1), drawSheetPicture(sheet, 0))).toBeGreaterThan(0.2);
  });

  it('a scrolling sheet is a tile: a particle crossing its bottom edge is drawn again at its top', () => {
    const sheet = field('snow')[1]!;
    const moved: Sheet = { ...sheet, particles: [{ ...sheet.particles[0]!, size: 10, x: 100, y: sheet.height - 2 }] };
    const rows = alphaRows(moved, 0);
    expect(rows[0]).toBeGreaterThan(0);
    expect(rows[rows.length - 1]).toBeGreaterThan(0);
    expect(rows[Math.floor(rows.length / 2)]).toBe(0);
  });

  it('twinkles stay clear of the texts and gather around them', () => {
    for (const kind of ['sparkles', 'stars'] as const) {
      const sheet = field(kind, 3, 'heavy')[0]!;
      expect(sheet.particles.length).toBeGreaterThan(5);
      for (const p of sheet.particles) {
        const inside = p.x > TITLE.x && p.x < TITLE.x + TITLE.w && p.y > TITLE.y && p.y < TITLE.y + TITLE.h;
        expect(inside).toBe(false);
      }
    }
    const near = field('sparkles', 3)[0]!.particles;
    const close = near.filter((p) => p.y > TITLE.y - 90 && p.y < TITLE.y + TITLE.h + 90);
    expect(close.length / near.length).toBeGreaterThan(0.4);
  });

  it('a twinkling sheet is only as large as the part its particles reach', () => {
    const b = inkBounds(field('sparkles')[0]!);
    expect(b.w * b.h).toBeLessThanOrEqual(REGION.w * REGION.h);
    expect(b.x % 2 + b.y % 2 + b.w % 2 + b.h % 2).toBe(0);
  });

  it('counts follow the density and the frame, not its resolution', () => {
    const count = (d: 'light' | 'normal' | 'heavy', w: number, h: number) =>
      planField({ kind: 'confetti', density: d, colours: ['#ffffff'], region: { x: 0, y: 0, w, h }, unit: Math.min(w, h), avoid: [], seed: 1 })[0]!.particles.length;
    expect(count('normal', 1280, 720)).toBe(count('normal', 1920, 1080));
    expect(count('light', 1920, 1080)).toBeLessThan(count('normal', 1920, 1080));
    expect(count('heavy', 1920, 1080)).toBeGreaterThan(count('normal', 1920, 1080) * 1.5);
    expect(KINDS.confetti.sheets[0]!.count).toBe(count('normal', 1920, 1080));
  });

  it('default colours follow the accent: confetti starts from it, snow is white on dark and tinted on light grounds', () => {
    expect(defaultColours('confetti', '#ff006e', '#40106b')[0]).toBe('#ff006e');
    expect(defaultColours('confetti', '#3a86ff', '#0b1020')[0]).toBe('#3a86ff');
    expect(defaultColours('snow', '#3a86ff', '#0b1020')).toEqual(['#ffffff']);
    expect(defaultColours('snow', '#3a86ff', '#f4f1ea')[0]).not.toBe('#ffffff');
  });
});
