import type { ParticleKind } from '../../../model/scene-document.js';
import type { PixelBox } from './layer-api.js';
import { DENSITY, frontSheet, KINDS, type SheetSpec } from './particles-kinds.js';
import { seeded } from '../../../lib/seeded-random.js';

/*
 * Where the particles of a sheet are and how each moves in place, from a seed: the same document gives the same
 * field (the render cache relies on it), and nothing here reads a clock or Math.random. A sheet is a tile the size of
 * the region (plus the sway's margin either side); FFmpeg scrolls it through the region and wraps it around, so a
 * particle that leaves at the bottom comes back at the top with no visible restart. What a particle does in place
 * (a tumble, a flutter, a twinkle) is periodic over the sheet's loop of pictures, so the loop joins seamlessly too.
 */

export interface Particle {
  /** Position in the tile (pixels), its size (pixels), its colour. */
  x: number;
  y: number;
  size: number;
  colour: string;
  /** Seeded shape parameters, 0..1 (aspect, shape choice, tilt, phase…). */
  a: number;
  b: number;
  c: number;
  /** Phase of its in-place motion (0..1 of the loop) and whole turns/flips per loop (signed). */
  phase: number;
  turns: number;
  flips: number;
}

export interface Sheet {
  spec: SheetSpec;
  kind: ParticleKind;
  /** The tile's size in pixels: the region's, plus the sway's margin either side. */
  width: number;
  height: number;
  /** The sway's amplitude in pixels (the margin either side). */
  margin: number;
  particles: Particle[];
  /** Seconds of scroll phase at the scene's start (each sheet starts elsewhere). */
  offset: number;
  /**
   * The columns beside the texts were too narrow (a title as wide as the frame): its particles rise in the outer
   * tenths and pass the texts' rows, so the renderer cuts the sheet out around the texts' boxes.
   */
  crowded?: boolean;
}

/** FNV-1a of a string: the seed of a layer's field. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface FieldInput {
  kind: ParticleKind;
  density: keyof typeof DENSITY;
  colours: string[];
  /** The region the particles fill, in the frame's pixels. */
  region: PixelBox;
  /** The frame's shorter side (sizes scale with it). */
  unit: number;
  /** Where the texts are, in the frame's pixels: twinkling kinds stay clear of them. */
  avoid: PixelBox[];
  seed: number;
  /** The near sheet drawn in front of the texts (particles-kinds.ts frontSheet) instead of the kind's sheets. */
  front?: boolean;
}

/** How far a particle's ink reaches across from its centre, in size units (balloons: the body's half-width). */
const ACROSS: Partial<Record<ParticleKind, number>> = { balloons: 1.1, confetti: 0.62 };

/**
 * The x ranges (tile pixels) where a particle's centre keeps its ink and sway clear of every text's column: the
 * columns beside the texts. Where they leave less than a tenth of the region, the outer tenth on either side
 * (a balloon at the frame's edge, partly out of it, as on a card whose title fills its width).
 */
function columnsBeside(region: PixelBox, avoid: PixelBox[], reach: number, margin: number, pad: number): { columns: [number, number][]; crowded: boolean } {
  const blocked = avoid
    .filter((b) => b.y < region.y + region.h && b.y + b.h > region.y)
    .map((b) => [b.x - pad - reach - margin - region.x, b.x + b.w + pad + reach + margin - region.x] as const)
    .sort((p, q) => p[0] - q[0]);
  const free: [number, number][] = [];
  let from = reach * 0.45;
  const to = region.w - reach * 0.45;
  for (const [a, b] of blocked) {
    if (a > from) free.push([from, Math.min(a, to)]);
    from = Math.max(from, b);
  }
  if (from < to) free.push([from, to]);
  const open = free.filter(([a, b]) => b - a > 1);
  if (open.reduce((sum, [a, b]) => sum + b - a, 0) >= region.w * 0.1) return { columns: open.map(([a, b]) => [a + margin, b + margin]), crowded: false };
  return {
    columns: [
      [margin, margin + region.w * 0.1],
      [margin + region.w * 0.9, margin + region.w],
    ],
    crowded: true,
  };
}

/** A point `at` (0..1) of the way along the summed lengths of `ranges`. */
function along(ranges: [number, number][], at: number): number {
  let left = at * ranges.reduce((sum, [a, b]) => sum + b - a, 0);
  for (const [a, b] of ranges) {
    if (left <= b - a) return a + left;
    left -= b - a;
  }
  return ranges.at(-1)![1];
}

const inflate = (b: PixelBox, by: number): PixelBox => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
const inside = (x: number, y: number, b: PixelBox) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;

/** The sheets of a layer's field: its particles placed, sized, coloured and phased. */
export function planField(input: FieldInput): Sheet[] {
  const { kind, region, unit, colours } = input;
  const spec = KINDS[kind];
  const random = seeded(input.seed);
  const scale = unit / 1080;
  // Counts are for a 16:9 frame, whatever its resolution: a square frame has 9/16 of them, a region its share.
  const area = (region.w * region.h) / (unit * unit) / (16 / 9);
  const sheets = input.front ? [frontSheet(kind)] : spec.sheets;
  return sheets.map((sheet) => {
    const margin = Math.round(sheet.sway.amplitude * region.w);
    // Balloons, and what falls or rises in front of the texts, keep to the columns beside them.
    const beside = (spec.besideText || input.front) && sheet.speed !== 0 && input.avoid.length > 0;
    const lanes = beside ? columnsBeside(region, input.avoid, (ACROSS[kind] ?? 1.08) * sheet.size[1] * scale, margin, Math.round(24 * scale)) : undefined;
    const columns = lanes?.columns;
    // Balloons take the colours in turn from a seeded start (a bunch of two or three is never all one colour).
    const inTurn = kind === 'balloons' ? Math.floor(random() * colours.length) : undefined;
    const width = region.w + 2 * margin;
    const height = region.h;
    const count = Math.max(1, Math.round(sheet.count * DENSITY[input.density] * area));
    const particles: Particle[] = [];
    // Twinkles stay off the texts and a little away from them (a cap height or so); a spot on a text is drawn again.
    const clear = input.avoid.map((b) => inflate(b, Math.round(34 * scale)));
    for (let n = 0, tries = 0; n < count && tries < count * 40; tries++) {
      const size = (sheet.size[0] + random() * (sheet.size[1] - sheet.size[0])) * scale;
      // Half of the twinkles gather around the texts (a title that sparkles), the rest anywhere in the region.
      const near = spec.avoidText && clear.length > 0 && n % 2 === 0 ? clear[n % clear.length] : undefined;
      const ring = near ? inflate(near, Math.round(0.7 * Math.min(near.h, 160 * scale) + size)) : undefined;
      const across = random();
      const x = ring ? Math.min(width - margin, Math.max(margin, ring.x - region.x + margin + across * ring.w)) : columns ? along(columns, across) : margin + across * region.w;
      const y = ring ? Math.min(height, Math.max(0, ring.y - region.y + random() * ring.h)) : random() * height;
      const draws = [random(), random(), random(), random(), random(), random(), random()] as const;
      if (spec.avoidText && clear.some((b) => inside(region.x + x - margin, region.y + y, inflate(b, size)))) continue;
      // Twinkles keep a little room between them: two sparkles on top of each other read as one blot.
      if (spec.avoidText && particles.some((p) => Math.hypot(p.x - x, p.y - y) < (p.size + size) * 1.2)) continue;
      // Balloons never overlap on their sheet (the tile wraps: a balloon near its top is near one at its bottom).
      if (kind === 'balloons' && particles.some((p) => Math.hypot(p.x - x, Math.min(Math.abs(p.y - y), height - Math.abs(p.y - y))) < (p.size + size) * 1.25)) continue;
      n++;
      particles.push({
        x,
        y,
        size,
        colour: colours[(inTurn === undefined ? Math.floor(draws[0] * colours.length) : inTurn + n) % colours.length]!,
        a: draws[1],
        b: draws[2],
        c: draws[3],
        phase: draws[4],
        // Whole turns and flips over the loop keep it periodic: some pieces spin, every piece flips.
        turns: Math.floor(draws[5] * 3) - 1,
        flips: draws[6] < 0.5 ? 1 : -1,
      });
    }
    // Larger (nearer) particles over smaller ones.
    particles.sort((p, q) => p.size - q.size);
    return { spec: sheet, kind, width, height, margin, particles, offset: random() * 10, ...(lanes?.crowded ? { crowded: true } : {}) };
  });
}
