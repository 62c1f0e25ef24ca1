import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { constants } from 'node:zlib';
import type { ParticlesLayer } from '../../../model/scene-document.js';
import { seeded } from '../../../lib/seeded-random.js';
import { pngOfRows } from '../typeset/png.js';
import type { PixelBox } from './layer-api.js';
import type { FieldInput } from './particles-field.js';
import { KINDS, type SheetSpec } from './particles-kinds.js';

/*
 * Fireworks: bursts that bloom and fade at a few places in turn. Not a scrolling sheet: a burst has to grow from a
 * centre and fade, so each sheet is one burst's life drawn once in Node as a sequence of pictures of its own square
 * (a spark rising, a flash, sparks flying out fast and slowing, drooping under gravity, fading with a crackle), then
 * a pause of empty pictures. FFmpeg loops the sequence in memory and overlays it where the burst is: the overlay's
 * x and y are expressions of the time that step to the sheet's next place at each loop (numbers we wrote, nothing
 * from the prompt). Sheets start in turn, so a new burst opens every cycle/sheets seconds somewhere else. Places
 * keep each burst's whole disc clear of the texts' boxes (fireworks around a New Year title, never behind it).
 */

/** Seconds of a burst's life: the rising spark, then the bloom and fade (the cycle's rest is a pause). */
export const RISE = 0.3;
export const BLOOM = 1.5;

interface Spark {
  angle: number;
  /** Its share of the burst's radius when it stops flying out (inner ring ~0.55, outer ~1). */
  reach: number;
  /** Its head's radius in units of the burst's radius. */
  size: number;
  inner: boolean;
  phase: number;
}

export interface Burst {
  /** The burst's radius in pixels and its square picture's side (even). */
  radius: number;
  side: number;
  /** Outer and inner colours. */
  colours: [string, string];
  /** Where it bursts, in turn (centres in the frame's pixels). */
  places: { x: number; y: number }[];
  /** Pictures of the loop at 30 fps (scaled to the frame rate by the renderer), and the sheet's delay, 0..1 of it. */
  spec: SheetSpec;
  delay: number;
  sparks: Spark[];
}

const SHEETS: Record<ParticlesLayer['density'], number> = { light: 2, normal: 3, heavy: 4 };

/** Does a circle touch a box? */
function touches(x: number, y: number, r: number, b: PixelBox): boolean {
  const dx = Math.max(b.x - x, 0, x - (b.x + b.w));
  const dy = Math.max(b.y - y, 0, y - (b.y + b.h));
  return dx * dx + dy * dy < r * r;
}

/**
 * Does a burst at `place` reach a box (with `clear` to spare)? Its disc (sparks fly out to 1.05 r and droop) and
 * the column its rising spark climbs from below.
 */
export function reaches(place: { x: number; y: number }, r: number, b: PixelBox, clear = 0): boolean {
  const spark = { x: place.x - clear - 2, y: place.y, w: 2 * clear + 4, h: 1.15 * r + clear };
  const column = spark.x < b.x + b.w && spark.x + spark.w > b.x && spark.y < b.y + b.h && spark.y + spark.h > b.y;
  return column || touches(place.x, place.y + 0.08 * r, r * 1.12 + clear, b);
}

/** A field's input without its kind; in front, the same bursts (their places already keep clear of the texts). */
export type BurstInput = Omit<FieldInput, 'kind'>;

/**
 * The layer's bursts: each sheet's radius, colours, sparks and places. Places are drawn at random in the region's
 * upper four fifths, each burst's disc (with its droop) clear of the texts by a margin and apart from the places
 * already chosen; where none is found the burst shrinks (to half its radius), and failing that it takes the place
 * that touches the texts least.
 */
export function planBursts(input: BurstInput): Burst[] {
  const random = seeded(input.seed);
  const scale = input.unit / 1080;
  const { region } = input;
  const specs = KINDS.fireworks.sheets.slice(0, SHEETS[input.density]);
  const chosen: { x: number; y: number; r: number }[] = [];
  const clear = Math.round(16 * scale);
  return specs.map((spec, n) => {
    let radius = (spec.size[0] + random() * (spec.size[1] - spec.size[0])) * scale;
    radius = Math.min(radius, 0.42 * Math.min(region.w, region.h));
    const places: { x: number; y: number }[] = [];
    for (let p = 0; p < spec.count; p++) {
      let place: { x: number; y: number } | undefined;
      let fallback: { x: number; y: number; cost: number } | undefined;
      for (let shrink = 1; !place && shrink >= 0.45; shrink -= 0.11) {
        const r = radius * shrink;
        for (let tries = 0; tries < 150 && !place; tries++) {
          // Where a burst shows at least most of itself: in the upper part of the sky first, then anywhere.
          const x = region.x + r * 0.55 + random() * Math.max(1, region.w - 1.1 * r);
          const y = region.y + r * 0.55 + random() ** 1.4 * Math.max(1, (tries < 100 ? 0.6 * region.h : region.h) - 1.1 * r);
          const hit = input.avoid.filter((b) => reaches({ x, y }, r, b, clear)).length;
          if (hit > 0) {
            if (!fallback || hit < fallback.cost) fallback = { x, y, cost: hit };
            continue;
          }
          // Apart from the other places (bursts at the same place in turn read as one repeating).
          const apart = tries < 100 ? 0.9 : 0.4;
          if (chosen.some((c) => Math.hypot(c.x - x, c.y - y) < apart * (c.r + r))) continue;
          place = { x, y };
          if (shrink < 1) radius = r;
        }
      }
      place ??= fallback ?? { x: region.x + region.w / 2, y: region.y + region.h / 4 };
      places.push({ x: Math.round(place.x), y: Math.round(place.y) });
      chosen.push({ ...place, r: radius });
    }
    const colours: [string, string] = [input.colours[n % input.colours.length]!, input.colours[(n + 1 + (input.colours.length > 2 ? 1 : 0)) % input.colours.length]!];
    // Sparks: an outer ring (evenly spread, jittered) and, on alternate sheets, an inner one in the second colour.
    const outer = 52;
    const inner = n % 2 === 0 ? 22 : 0;
    const sparks: Spark[] = [];
    const turn = random() * Math.PI * 2;
    for (let i = 0; i < outer; i++) sparks.push({ angle: turn + (i / outer) * Math.PI * 2 + (random() - 0.5) * 0.08, reach: 0.86 + random() * 0.14, size: 0.018 + random() * 0.008, inner: false, phase: random() });
    for (let i = 0; i < inner; i++) sparks.push({ angle: turn + ((i + 0.5) / inner) * Math.PI * 2, reach: 0.5 + random() * 0.08, size: 0.016, inner: true, phase: random() });
    const side = 2 * Math.ceil(1.32 * radius);
    return { radius, side, colours, places, spec, delay: n / specs.length, sparks };
  });
}

const easeOut = (u: number) => 1 - (1 - Math.min(1, Math.max(0, u))) ** 3;

/** How bright the burst's sparks are at `u` (0..1 of the bloom): full while they fly, then fading to nothing. */
export function burstFade(u: number): number {
  if (u <= 0.4) return 1;
  if (u >= 1) return 0;
  return (1 - (u - 0.4) / 0.6) ** 1.6;
}

function rgba(hex: string, alpha: number): string {
  const v = (i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `rgba(${v(0)},${v(1)},${v(2)},${Math.max(0, Math.min(1, alpha)).toFixed(3)})`;
}

/** Where a spark is at bloom time `u`: flying out (fast, then slowing) and drooping. */
function sparkAt(s: Spark, radius: number, u: number): [number, number] {
  const d = radius * s.reach * (easeOut(u / 0.7) + 0.05 * Math.max(0, u - 0.7));
  return [Math.cos(s.angle) * d, Math.sin(s.angle) * d + 0.16 * radius * u * u];
}

let surface: { side: number; c: SKRSContext2D; rows: Buffer } | undefined;

/** The burst `seconds` into its cycle, as a PNG of its square (empty in its pause). */
export function drawBurstPicture(burst: Burst, seconds: number): Buffer {
  const { side, radius } = burst;
  // One canvas and one buffer of rows a size, reused from picture to picture (a burst is a hundred pictures: a new
  // canvas and 1.5 MB of rows each was a tenth of its drawing, and garbage collections).
  if (surface?.side !== side) surface = { side, c: createCanvas(side, side).getContext('2d'), rows: Buffer.alloc((side * 4 + 1) * side) };
  const c = surface.c;
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.clearRect(0, 0, side, side);
  // The drawing state (line cap, styles, the transform) starts afresh each picture.
  c.save();
  c.translate(side / 2, side / 2);
  // What the picture inks, from its centre: only that is read back from Skia (a read of the whole square was most
  // of a picture's cost, and a burst is small at its start).
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  const ink = (x: number, y: number, r: number) => {
    left = Math.min(left, x - r);
    top = Math.min(top, y - r);
    right = Math.max(right, x + r);
    bottom = Math.max(bottom, y + r);
  };
  if (seconds < RISE) {
    // The rising spark: from under the burst to its centre, slowing; a fading tail behind it.
    const at = (s: number) => 0.95 * radius * (1 - easeOut(s / RISE));
    const y = at(seconds);
    const tail = c.createLinearGradient(0, y, 0, y + radius * 0.3);
    tail.addColorStop(0, rgba(burst.colours[0], 0.9));
    tail.addColorStop(1, rgba(burst.colours[0], 0));
    c.strokeStyle = tail;
    c.lineWidth = Math.max(1.5, radius * 0.018);
    c.beginPath();
    c.moveTo(0, y);
    c.lineTo(0, Math.min(1.15 * radius, y + radius * 0.3));
    c.stroke();
    ink(0, y, c.lineWidth);
    ink(0, Math.min(1.15 * radius, y + radius * 0.3), c.lineWidth);
    c.fillStyle = '#fffbe8';
    c.beginPath();
    c.arc(0, y, Math.max(1.5, radius * 0.02), 0, Math.PI * 2);
    c.fill();
    ink(0, y, Math.max(1.5, radius * 0.02));
  } else if (seconds < RISE + BLOOM) {
    const u = (seconds - RISE) / BLOOM;
    // The flash at the bloom's start: a soft glow that grows and is gone in a fifth of a second.
    if (u < 0.14) {
      const f = u / 0.14;
      const glow = c.createRadialGradient(0, 0, 0, 0, 0, radius * (0.15 + 0.45 * f));
      glow.addColorStop(0, rgba('#fffbe8', 0.85 * (1 - f)));
      glow.addColorStop(1, rgba(burst.colours[0], 0));
      c.fillStyle = glow;
      c.fillRect(-radius, -radius, 2 * radius, 2 * radius);
      ink(0, 0, radius * (0.15 + 0.45 * f));
    }
    const fade = burstFade(u);
    c.lineCap = 'round';
    for (const s of burst.sparks) {
      // A crackle as they fade: each spark flickers on its own phase.
      const flicker = u > 0.55 ? 0.55 + 0.45 * Math.abs(Math.sin(Math.PI * (s.phase + 9 * u))) : 1;
      const alpha = fade * flicker;
      if (alpha < 0.01) continue;
      const colour = s.inner ? burst.colours[1] : burst.colours[0];
      const [x, y] = sparkAt(s, radius, u);
      // Its trail, a streak over the outer part of its path that thins and fades before the head does (the burst
      // reads as rays, then as falling sparks), and its head, a pale core in its colour.
      const [tx, ty] = sparkAt(s, radius, u * 0.5);
      // (Solid strokes and circles, not a gradient a spark: ~4× cheaper to draw, the same at video size.)
      const streak = 0.8 * alpha * Math.max(0, 1 - u / 0.8);
      if (streak > 0.01) {
        c.strokeStyle = rgba(colour, streak * 0.45);
        c.lineWidth = Math.max(1.2, radius * s.size * (1.1 - 0.5 * u));
        c.beginPath();
        c.moveTo(tx, ty);
        c.lineTo(x, y);
        c.stroke();
        // The outer half of the streak brighter: it reads as a ray fading towards the centre.
        c.strokeStyle = rgba(colour, streak);
        c.beginPath();
        c.moveTo((tx + x) / 2, (ty + y) / 2);
        c.lineTo(x, y);
        c.stroke();
        ink(tx, ty, c.lineWidth);
      }
      const r = Math.max(1.2, radius * s.size * (1.2 - 0.6 * u));
      c.fillStyle = rgba(colour, alpha * 0.35);
      c.beginPath();
      c.arc(x, y, r * 1.7, 0, Math.PI * 2);
      c.fill();
      ink(x, y, r * 1.7);
      c.fillStyle = rgba(colour, alpha);
      c.beginPath();
      c.arc(x, y, r, 0, Math.PI * 2);
      c.fill();
      c.fillStyle = rgba('#ffffff', alpha * 0.9);
      c.beginPath();
      c.arc(x, y, r * 0.45, 0, Math.PI * 2);
      c.fill();
    }
  }
  c.restore();
  const stride = side * 4 + 1;
  const rows = surface.rows.fill(0);
  // The inked box in the square's pixels, with two pixels for the edges' antialiasing.
  const x0 = Math.max(0, Math.floor(side / 2 + left) - 2);
  const y0 = Math.max(0, Math.floor(side / 2 + top) - 2);
  const x1 = Math.min(side, Math.ceil(side / 2 + right) + 2);
  const y1 = Math.min(side, Math.ceil(side / 2 + bottom) + 2);
  if (x1 > x0 && y1 > y0) {
    const w = x1 - x0;
    const data = c.getImageData(x0, y0, w, y1 - y0).data;
    for (let y = y0; y < y1; y++) rows.set(data.subarray((y - y0) * w * 4, (y - y0 + 1) * w * 4), y * stride + 1 + x0 * 4);
  }
  return pngOfRows(rows, side, side, constants.Z_RLE);
}

/** The cycle's pictures at `fps`, and the pictures a burst shows (the rest is the pause). */
export function cycleOf(burst: Burst, fps: number): { pictures: number; shown: number } {
  const pictures = Math.max(2, Math.round((burst.spec.frames / 30) * fps));
  return { pictures, shown: Math.min(pictures, Math.ceil((RISE + BLOOM) * fps)) };
}
