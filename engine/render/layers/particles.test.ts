import { describe, expect, it } from '@jest/globals';
import { inflateSync } from 'node:zlib';
import { PARTICLE_KINDS } from '../../../model/scene-document.js';
import { drawSheetPicture, drawSheetPictures, inkBounds, inkColumns, inkParts, reachOf } from './particles-draw.js';
import { planField, type Sheet } from './particles-field.js';
import { BLOOM, cycleOf, drawBurstPicture, planBursts, reaches, RISE } from './particles-fireworks.js';
import { defaultColours, KINDS } from './particles-kinds.js';
import { cycleTime, distinctPictures, outside } from './particles.js';

/* The particle field without FFmpeg: seeded, periodic over its loop, clear of the texts, coloured after the accent. */

const REGION = { x: 0, y: 0, w: 640, h: 360 };
const TITLE = { x: 160, y: 140, w: 320, h: 80 };

const field = (kind: (typeof PARTICLE_KINDS)[number], seed = 7, density: 'light' | 'normal' | 'heavy' = 'normal', front = false) =>
  planField({ kind, density, colours: defaultColours(kind, '#ff006e', '#40106b'), region: REGION, unit: 360, avoid: [TITLE], seed, front });
/** The kinds drawn as sheets (fireworks are bursts: particles-fireworks.ts). */
const SHEET_KINDS = PARTICLE_KINDS.filter((k) => k !== 'fireworks');

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
  it.each(SHEET_KINDS)('%s: the same seed gives the same pictures, another seed others', (kind) => {
    const a = field(kind);
    expect(drawSheetPicture(a[0]!, 1).equals(drawSheetPicture(field(kind)[0]!, 1))).toBe(true);
    expect(drawSheetPicture(a[0]!, 1).equals(drawSheetPicture(field(kind, 8)[0]!, 1))).toBe(false);
  });

  it.each(SHEET_KINDS)('%s: its loop joins (the picture after the last is the first)', (kind) => {
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

describe('what FFmpeg blends: only where the particles are', () => {
  const FRAME = { x: 0, y: 0, w: 1920, h: 1080 };
  const BIG_TITLE = { x: 480, y: 420, w: 960, h: 240 };
  const full = (kind: 'sparkles' | 'stars' | 'balloons' | 'confetti', front = false) =>
    planField({ kind, density: 'normal', colours: defaultColours(kind, '#ff006e', '#40106b'), region: FRAME, unit: 1080, avoid: [BIG_TITLE], seed: 11, front })[0]!;

  it.each(['sparkles', 'stars'] as const)('%s: a few parts, apart, with even edges, far smaller than the sheet, drawn as the whole picture is', (kind) => {
    const sheet = full(kind);
    const parts = inkParts(sheet);
    const bounds = inkBounds(sheet);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.length).toBeLessThan(sheet.particles.length);
    for (const [i, a] of parts.entries()) {
      expect([a.x, a.y, a.w, a.h].every((n) => n % 2 === 0)).toBe(true);
      for (const b of parts.slice(i + 1)) expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
    }
    // Every particle's whole sprite (what of it is on the sheet) is inside one part.
    for (const p of sheet.particles) {
      const r = reachOf(kind, p);
      const [x0, x1, y0, y1] = [Math.max(0, p.x - r), Math.min(sheet.width, p.x + r), Math.max(0, p.y - r), Math.min(sheet.height, p.y + r)];
      expect(parts.some((b) => x0 >= b.x && x1 <= b.x + b.w && y0 >= b.y && y1 <= b.y + b.h)).toBe(true);
    }
    const area = parts.reduce((sum, b) => sum + b.w * b.h, 0);
    expect(area).toBeLessThan(0.5 * bounds.w * bounds.h);
    // The parts laid where they are make the picture of the whole sheet, pixel for pixel.
    const k = 7;
    const whole = pixels(drawSheetPicture(sheet, k, { x: 0, y: 0, w: sheet.width, h: sheet.height }));
    const pieces = drawSheetPictures(sheet, k, parts).map(pixels);
    let inked = 0;
    let wrong = 0;
    for (let y = 0; y < sheet.height; y += 2) {
      for (let x = 0; x < sheet.width; x += 2) {
        const want = whole.at(x, y);
        const m = parts.findIndex((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
        const got = m < 0 ? [0, 0, 0, 0] : pieces[m]!.at(x - parts[m]!.x, y - parts[m]!.y);
        if (want[3]! > 0) inked++;
        if (got.some((c, ch) => c !== want[ch])) wrong++;
      }
    }
    expect(inked).toBeGreaterThan(100);
    expect(wrong).toBe(0);
  });

  it('balloons and the near confetti in front are blended only in the columns beside the title; confetti behind in one', () => {
    for (const sheet of [full('balloons'), full('confetti', true)]) {
      const columns = inkColumns(sheet, FRAME.w);
      expect(columns.length).toBeGreaterThanOrEqual(2);
      expect(columns.reduce((sum, [a, b]) => sum + b - a, 0)).toBeLessThan(0.5 * FRAME.w);
      for (const [a, b] of columns) expect([a % 2, b % 2]).toEqual([0, 0]);
      // Wherever the sway puts the window (0 to twice the margin), every particle's ink is inside a column.
      for (const p of sheet.particles) {
        const r = reachOf(sheet.kind, p);
        for (const shift of [0, sheet.margin, 2 * sheet.margin]) {
          const [from, to] = [Math.max(0, p.x - r - shift), Math.min(FRAME.w, p.x + r - shift)];
          if (to > from) expect(columns.some(([a, b]) => from >= a && to <= b)).toBe(true);
        }
      }
    }
    expect(inkColumns(full('confetti'), FRAME.w)).toEqual([[0, FRAME.w]]);
    // A column's own sheet (its pictures twice the margin wider than it) is the whole sheet's pixels there.
    const sheet = full('balloons');
    const [from, to] = inkColumns(sheet, FRAME.w)[0]!;
    const box = { x: from, y: 0, w: to - from + 2 * sheet.margin, h: sheet.height };
    const [alone, whole] = [pixels(drawSheetPictures(sheet, 0, [box])[0]!), pixels(drawSheetPicture(sheet, 0))];
    let inked = 0;
    for (let y = 0; y < sheet.height; y += 4) {
      for (let x = 0; x < box.w; x += 3) {
        const want = whole.at(from + x, y);
        if (want[3]! > 0) inked++;
        expect(alone.at(x, y)).toEqual(want);
      }
    }
    expect(inked).toBeGreaterThan(50);
  });
});

describe('fireworks: each picture drawn, written and decoded once', () => {
  /** Evaluates one of our FFmpeg expressions of `m` (if, lt, mod, +, -, *). */
  const evaluate = (expr: string, m: number) => new Function('iff', 'lt', 'mod', 'M', `return ${expr.replaceAll('if(', 'iff(').replaceAll('mod(N,43)', 'M')};`)((c: number, a: number, b: number) => (c ? a : b), (a: number, b: number) => (a < b ? 1 : 0), (a: number, b: number) => a % b, m) as number;

  it.each([30, 50, 60])('at %i fps: the slow tail every other picture, the pause one picture, and their times as one expression', (fps) => {
    const burst = planBursts({ density: 'normal', colours: ['#ffd45c', '#fff6e0'], region: REGION, unit: 360, avoid: [TITLE], seed: 5 })[0]!;
    const { pictures, shown } = cycleOf(burst, fps);
    const at = distinctPictures(pictures, shown, fps);
    expect(at[0]).toBe(0);
    expect(at.at(-1)).toBe(Math.min(shown, pictures - 1));
    expect(at.length).toBeLessThan(0.65 * pictures);
    for (let u = 1; u < at.length; u++) expect(at[u]! - at[u - 1]!).toBeGreaterThanOrEqual(1);
    // Every picture of the bloom up to the sparks' slowing is its own.
    for (let k = 0; k / fps <= RISE + 0.45 * BLOOM; k++) expect(at).toContain(k);
    const expr = cycleTime(at, 'M');
    expect(expr.split('if(').length - 1).toBeLessThanOrEqual(2);
    for (const [u, k] of at.entries()) expect(evaluate(expr, u)).toBe(k);
  });
});

describe('balloons and the near layer in front', () => {
  it('balloons keep to the columns beside the texts, apart from each other, in distinct party colours', () => {
    for (const seed of [1, 2, 3]) {
      for (const sheet of field('balloons', seed)) {
        expect(sheet.particles.length).toBeGreaterThan(0);
        for (const p of sheet.particles) {
          // The body's half-width and the sway either side stay out of the title's column.
          const x = p.x - sheet.margin;
          expect(x + 1.1 * p.size + sheet.margin <= TITLE.x || x - 1.1 * p.size - sheet.margin >= TITLE.x + TITLE.w).toBe(true);
        }
      }
    }
    // Colours in turn: any three balloons of a sheet have three colours.
    for (const sheet of field('balloons', 9)) expect(new Set(sheet.particles.slice(0, 3).map((p) => p.colour)).size).toBe(Math.min(3, sheet.particles.length));
    const colours = defaultColours('balloons', '#3a86ff', '#fdf6ec');
    expect(colours[0]).toBe('#3a86ff');
    expect(new Set(colours).size).toBeGreaterThanOrEqual(4);
  });

  it('a title as wide as the frame leaves the balloons its outer tenths, cut out around the title', () => {
    const wide = planField({ kind: 'balloons', density: 'normal', colours: ['#ef233c'], region: REGION, unit: 360, avoid: [{ x: 10, y: 140, w: 620, h: 80 }], seed: 4 });
    for (const sheet of wide) for (const p of sheet.particles) expect(p.x - sheet.margin < 64 || p.x - sheet.margin > 576).toBe(true);
    // …and is cut out around the texts there (the renderer's `crowded`); with room beside the title, it is not.
    expect(wide.every((sheet) => sheet.crowded === true)).toBe(true);
    expect(field('balloons').some((sheet) => sheet.crowded)).toBe(false);
  });

  it('the near sheet in front is sparser, larger and faster than the nearest sheet behind', () => {
    const behind = field('confetti')[0]!;
    const [front] = field('confetti', 7, 'normal', true);
    expect(front!.particles.length).toBeLessThan(behind.particles.length / 2);
    expect(front!.spec.size[0]).toBeGreaterThan(behind.spec.size[1]);
    expect(front!.spec.speed).toBeGreaterThan(behind.spec.speed);
  });

  it('outside(): the parts of an area around its holes cover it but for the holes, with even edges', () => {
    const area = { x: 0, y: 0, w: 640, h: 360 };
    const holes = [TITLE, { x: 201, y: 241, w: 237, h: 39 }];
    const parts = outside(area, holes);
    let covered = 0;
    for (const r of parts) {
      covered += r.w * r.h;
      expect([r.x, r.y, r.w, r.h].every((n) => n % 2 === 0)).toBe(true);
      for (const h of holes) expect(r.x < h.x + h.w && r.x + r.w > h.x && r.y < h.y + h.h && r.y + r.h > h.y).toBe(false);
    }
    // The area less the holes (the second rounded out to even edges: 200..438 × 240..280).
    expect(covered).toBe(640 * 360 - TITLE.w * TITLE.h - 238 * 40);
    expect(outside(area, [])).toEqual([area]);
  });
});

describe('fireworks', () => {
  const bursts = (seed = 5, density: 'light' | 'normal' | 'heavy' = 'normal') =>
    planBursts({ density, colours: defaultColours('fireworks', '#ff006e', '#0b1020'), region: REGION, unit: 360, avoid: [TITLE], seed });

  it('seeded: the same seed the same bursts; density sets how many burst at once', () => {
    expect(bursts(5)).toEqual(bursts(5));
    expect(bursts(6)[0]!.places).not.toEqual(bursts(5)[0]!.places);
    expect([bursts(5, 'light').length, bursts(5).length, bursts(5, 'heavy').length]).toEqual([2, 3, 4]);
    // Sheets start in turn.
    expect(bursts(5).map((b) => b.delay)).toEqual([0, 1 / 3, 2 / 3]);
  });

  it('every burst, with its rising spark, stays clear of the texts', () => {
    for (const seed of [1, 2, 3, 4, 5]) for (const b of bursts(seed)) for (const p of b.places) expect(reaches(p, b.radius, TITLE)).toBe(false);
  });

  it('a burst grows from its centre, then fades to nothing, and is empty in its pause', () => {
    const burst = bursts()[0]!;
    const ink = (seconds: number) => {
      const p = pixels(drawBurstPicture(burst, seconds));
      let sum = 0;
      let reach = 0;
      for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) {
        const a = p.at(x, y)[3]!;
        sum += a;
        if (a > 64) reach = Math.max(reach, Math.hypot(x - p.width / 2, y - p.height / 2));
      }
      return { sum, reach };
    };
    const at = [0.1, 0.3, 0.6].map((u) => ink(RISE + u * BLOOM));
    expect(at[0]!.reach).toBeLessThan(at[1]!.reach);
    expect(at[1]!.reach).toBeLessThan(at[2]!.reach * 1.01);
    expect(at[2]!.reach).toBeGreaterThan(0.8 * burst.radius);
    const fading = [0.45, 0.7, 0.9].map((u) => ink(RISE + u * BLOOM).sum);
    expect(fading[1]).toBeLessThan(fading[0]! * 0.8);
    expect(fading[2]).toBeLessThan(fading[1]! * 0.5);
    expect(ink(RISE + BLOOM + 0.05).sum).toBe(0);
  });
});
