import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { constants } from 'node:zlib';
import { pngOfRows } from '../typeset/png.js';
import type { Particle, Sheet } from './particles-field.js';

/*
 * The pictures of a sheet: each particle drawn by Skia (@napi-rs/canvas) as a small sprite at its pose, sub-pixel
 * placed inside the sprite so slow motion stays smooth, and laid into the sheet's RGBA rows with "over" blending.
 * Only the sprites pass through Skia: reading a whole 1080p canvas back costs ~17 ms a picture, a sheet of sprites
 * laid into a zeroed buffer ~1 ms. The sheet is written as a PNG with no row filters and run-length deflate (a
 * sheet is mostly transparent: ~5 ms a 1080p picture, a third of deflate level 1).
 */

const TAU = Math.PI * 2;

/** How far a particle's ink reaches from its centre, in pixels (its sprite is twice this, plus a pixel). */
export function reachOf(kind: Sheet['kind'], p: Particle): number {
  switch (kind) {
    case 'confetti':
      return p.size * 0.62 + 2;
    case 'sparkles':
      return p.size * 0.75 + 2;
    case 'stars':
      return p.size * 1.1 + 2;
    case 'balloons':
      // The body above the centre, the string below it (balloon() draws it so the sprite is centred).
      return p.size * 2.42 + 2;
    default:
      return p.size * 1.08 + 2;
  }
}

function darker(hex: string, by: number): string {
  const v = (i: number) => Math.round(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - by));
  return `rgb(${v(0)},${v(1)},${v(2)})`;
}

function rgba(hex: string, alpha: number): string {
  const v = (i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `rgba(${v(0)},${v(1)},${v(2)},${alpha.toFixed(3)})`;
}

/** A four-pointed star (a glint): long thin points, `r` from the centre, `waist` wide at it. */
function glint(c: SKRSContext2D, r: number, waist: number): void {
  c.beginPath();
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2;
    const b = a + Math.PI / 4;
    c.lineTo(Math.cos(a) * r, Math.sin(a) * r);
    c.lineTo(Math.cos(b) * waist, Math.sin(b) * waist);
  }
  c.closePath();
  c.fill();
}

function heart(c: SKRSContext2D, r: number): void {
  c.beginPath();
  c.moveTo(0, r * 0.95);
  c.bezierCurveTo(-r * 1.25, r * 0.05, -r * 0.9, -r * 1.05, 0, -r * 0.45);
  c.bezierCurveTo(r * 0.9, -r * 1.05, r * 1.25, r * 0.05, 0, r * 0.95);
  c.closePath();
  c.fill();
}

/**
 * A party balloon of half-width `r`: an egg-shaped latex body (narrower at the bottom) lit from the upper left, a
 * shade on its lower right, a soft highlight, a small tied knot, and a thin string curling down with a slight S.
 * Drawn so that its ink reaches `2.4 r` either way from (0, 0): the body's centre is `1.15 r` above it.
 */
function balloon(c: SKRSContext2D, r: number, colour: string, tilt: number, curl: number): void {
  c.rotate(tilt);
  const cy = -1.15 * r;
  const h = 1.18 * r;
  // The string first (behind the knot): a curling ribbon of the balloon's colour (it reads on any ground), from
  // the knot down in a gentle S whose side is the balloon's own.
  c.strokeStyle = darker(colour, 0.12);
  c.lineWidth = Math.max(1.2, r * 0.04);
  c.beginPath();
  c.moveTo(0, cy + h + r * 0.1);
  c.bezierCurveTo(curl * r * 0.35, cy + h + r * 0.8, -curl * r * 0.35, cy + h + r * 1.5, curl * r * 0.12, cy + h + r * 2.3);
  c.stroke();
  // The knot: a small flared triangle under the body.
  c.fillStyle = darker(colour, 0.22);
  c.beginPath();
  c.moveTo(-r * 0.09, cy + h - r * 0.02);
  c.lineTo(r * 0.09, cy + h - r * 0.02);
  c.lineTo(r * 0.13, cy + h + r * 0.12);
  c.lineTo(-r * 0.13, cy + h + r * 0.12);
  c.closePath();
  c.fill();
  // The body: an egg (wider above its middle), a radial shade from the light at its upper left.
  c.beginPath();
  c.moveTo(0, cy - h);
  c.bezierCurveTo(r * 0.98, cy - h, r * 1.08, cy - h * 0.05, r * 0.62, cy + h * 0.62);
  c.bezierCurveTo(r * 0.38, cy + h * 0.9, r * 0.12, cy + h, 0, cy + h);
  c.bezierCurveTo(-r * 0.12, cy + h, -r * 0.38, cy + h * 0.9, -r * 0.62, cy + h * 0.62);
  c.bezierCurveTo(-r * 1.08, cy - h * 0.05, -r * 0.98, cy - h, 0, cy - h);
  c.closePath();
  const shade = c.createRadialGradient(-r * 0.35, cy - h * 0.45, r * 0.1, 0, cy, r * 1.3);
  shade.addColorStop(0, lighter(colour, 0.3));
  shade.addColorStop(0.6, colour);
  shade.addColorStop(1, darker(colour, 0.2));
  c.fillStyle = shade;
  c.fill();
  // The highlight: a soft oval near the upper left, and a faint rim light on the right.
  const glow = c.createRadialGradient(-r * 0.38, cy - h * 0.48, 0, -r * 0.38, cy - h * 0.48, r * 0.32);
  glow.addColorStop(0, 'rgba(255,255,255,0.75)');
  glow.addColorStop(1, 'rgba(255,255,255,0)');
  c.fillStyle = glow;
  c.beginPath();
  c.ellipse(-r * 0.38, cy - h * 0.48, r * 0.2, r * 0.3, 0.5, 0, TAU);
  c.fill();
}

function lighter(hex: string, by: number): string {
  const v = (i: number) => {
    const x = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(x + (255 - x) * by);
  };
  return `rgb(${v(0)},${v(1)},${v(2)})`;
}

/** The in-place cycle of a twinkle at loop position `w` (0..1): 0 (unseen) → 1 (full) → 0 over its first 55 %. */
export function twinkle(w: number): number {
  const u = ((w % 1) + 1) % 1;
  return u < 0.55 ? Math.sin((Math.PI * u) / 0.55) ** 1.5 : 0;
}

/** Draws particle `p` at loop picture `k` of `frames`, centred on (0, 0) of the context. */
function drawParticle(c: SKRSContext2D, sheet: Sheet, p: Particle, k: number, frames: number): void {
  const w = k / frames;
  const opacity = sheet.spec.opacity;
  switch (sheet.kind) {
    case 'confetti': {
      // Tumbling: a spin in the picture's plane and a flip about the piece's long axis (its width foreshortened,
      // its back face a shade darker), with a small flutter; all whole cycles over the loop.
      const flip = TAU * (p.flips * w + p.phase);
      const face = Math.cos(flip);
      c.translate(p.size * 0.12 * Math.sin(TAU * (w + p.b)), p.size * 0.08 * Math.sin(TAU * (2 * w + p.c)));
      c.rotate(TAU * (p.a + p.turns * w));
      c.scale(1, Math.max(0.22, Math.abs(face)));
      c.globalAlpha = opacity;
      c.fillStyle = face >= 0 ? p.colour : darker(p.colour, 0.18);
      if (p.c < 0.2) {
        c.beginPath();
        c.arc(0, 0, p.size * 0.3, 0, TAU);
        c.fill();
      } else {
        const long = p.size;
        const wide = p.size * (0.4 + 0.2 * p.a);
        c.fillRect(-long / 2, -wide / 2, long, wide);
      }
      return;
    }
    case 'sparkles': {
      const s = twinkle(w + p.phase);
      if (s <= 0.01) return;
      const r = p.size * (0.3 + 0.5 * s);
      // A quarter turn a loop: the glint is four-fold, so the loop joins.
      c.rotate((Math.PI / 2) * w + p.a);
      const glow = c.createRadialGradient(0, 0, 0, 0, 0, r * 0.7);
      glow.addColorStop(0, rgba(p.colour, 0.55 * s * opacity));
      glow.addColorStop(1, rgba(p.colour, 0));
      c.fillStyle = glow;
      c.fillRect(-r, -r, 2 * r, 2 * r);
      c.globalAlpha = s * opacity;
      c.fillStyle = p.colour;
      glint(c, r, r * 0.11);
      c.rotate(Math.PI / 4);
      glint(c, r * 0.45, r * 0.08);
      c.fillStyle = '#ffffff';
      c.beginPath();
      c.arc(0, 0, Math.max(1, r * 0.07), 0, TAU);
      c.fill();
      return;
    }
    case 'stars': {
      // A slow twinkle: never gone, brightening and dimming; the larger ones are four-pointed glints.
      const s = 0.5 + 0.5 * Math.sin(TAU * (p.flips * w + p.phase));
      const r = p.size * (0.8 + 0.2 * s);
      c.globalAlpha = (0.35 + 0.65 * s) * opacity;
      if (p.a > 0.55) {
        c.fillStyle = p.colour;
        glint(c, r, r * 0.16);
        c.fillStyle = '#ffffff';
        c.beginPath();
        c.arc(0, 0, Math.max(0.8, r * 0.12), 0, TAU);
        c.fill();
      } else {
        const dot = c.createRadialGradient(0, 0, 0, 0, 0, r * 0.5);
        dot.addColorStop(0, p.colour);
        dot.addColorStop(0.45, rgba(p.colour, 0.8));
        dot.addColorStop(1, rgba(p.colour, 0));
        c.fillStyle = dot;
        c.fillRect(-r, -r, 2 * r, 2 * r);
      }
      return;
    }
    case 'snow': {
      const r = p.size;
      const flake = c.createRadialGradient(0, 0, 0, 0, 0, r);
      flake.addColorStop(0, rgba(p.colour, opacity));
      flake.addColorStop(0.5, rgba(p.colour, opacity * 0.85));
      flake.addColorStop(1, rgba(p.colour, 0));
      c.fillStyle = flake;
      c.fillRect(-r, -r, 2 * r, 2 * r);
      return;
    }
    case 'bubbles': {
      // A thin bright rim, a faint body, a glint of light at the upper left.
      const r = p.size;
      const body = c.createRadialGradient(-r * 0.2, -r * 0.2, r * 0.2, 0, 0, r);
      body.addColorStop(0, rgba(p.colour, 0.04 * opacity));
      body.addColorStop(0.8, rgba(p.colour, 0.12 * opacity));
      body.addColorStop(1, rgba(p.colour, 0.35 * opacity));
      c.fillStyle = body;
      c.beginPath();
      c.arc(0, 0, r, 0, TAU);
      c.fill();
      c.globalAlpha = 0.8 * opacity;
      c.strokeStyle = p.colour;
      c.lineWidth = Math.max(1.2, r * 0.07);
      c.beginPath();
      c.arc(0, 0, r - c.lineWidth / 2, 0, TAU);
      c.stroke();
      c.globalAlpha = 0.85 * opacity;
      c.fillStyle = '#ffffff';
      c.beginPath();
      c.ellipse(-r * 0.42, -r * 0.42, r * 0.2, r * 0.11, -Math.PI / 4, 0, TAU);
      c.fill();
      return;
    }
    case 'balloons': {
      c.globalAlpha = opacity;
      balloon(c, p.size, p.colour, (p.a - 0.5) * 0.22, p.b < 0.5 ? 1 : -1);
      return;
    }
    case 'fireworks':
      // Bursts are drawn by particles-fireworks.ts (a sequence per burst, not a sheet of sprites).
      return;
    case 'hearts': {
      c.rotate((p.a - 0.5) * 0.6);
      c.globalAlpha = opacity;
      c.fillStyle = p.colour;
      heart(c, p.size);
      c.globalAlpha = 0.28 * opacity;
      c.fillStyle = '#ffffff';
      c.beginPath();
      c.ellipse(-p.size * 0.42, -p.size * 0.38, p.size * 0.2, p.size * 0.12, -Math.PI / 4, 0, TAU);
      c.fill();
      return;
    }
  }
}

/** The sheet's rows as a PNG would store them: a filter byte (0, none) and the RGBA pixels of each row. */
class Rows {
  readonly stride: number;
  readonly data: Buffer;
  constructor(readonly width: number, readonly height: number) {
    this.stride = width * 4 + 1;
    this.data = Buffer.alloc(this.stride * height);
  }

  /**
   * Lays the `size`×`size` square at (`ax`, `ay`) of the straight-alpha `atlas` (`aw` wide) with its top-left at
   * (`x`, `y`), "over" what is there.
   */
  blitFrom(atlas: Uint8ClampedArray, aw: number, ax: number, ay: number, size: number, x: number, y: number): void {
    const d = this.data;
    const sprite = atlas;
    for (let j = 0; j < size; j++) {
      const ty = y + j;
      if (ty < 0 || ty >= this.height) continue;
      for (let i = 0; i < size; i++) {
        const tx = x + i;
        if (tx < 0 || tx >= this.width) continue;
        const s = ((ay + j) * aw + ax + i) * 4;
        const sa = sprite[s + 3]!;
        if (sa === 0) continue;
        const o = ty * this.stride + 1 + tx * 4;
        const da = d[o + 3]!;
        if (sa === 255 || da === 0) {
          d[o] = sprite[s]!;
          d[o + 1] = sprite[s + 1]!;
          d[o + 2] = sprite[s + 2]!;
          d[o + 3] = sa;
          continue;
        }
        const as = sa / 255;
        const ad = (da / 255) * (1 - as);
        const ao = as + ad;
        for (let ch = 0; ch < 3; ch++) d[o + ch] = Math.round((sprite[s + ch]! * as + d[o + ch]! * ad) / ao);
        d[o + 3] = Math.round(ao * 255);
      }
    }
  }
}

/** The part of a sheet its particles reach (a twinkling sheet's picture is only that, to spare memory). */
export function inkBounds(sheet: Sheet): { x: number; y: number; w: number; h: number } {
  if (sheet.spec.speed !== 0 || sheet.particles.length === 0) return { x: 0, y: 0, w: sheet.width, h: sheet.height };
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const p of sheet.particles) {
    const r = reachOf(sheet.kind, p);
    left = Math.min(left, p.x - r);
    top = Math.min(top, p.y - r);
    right = Math.max(right, p.x + r);
    bottom = Math.max(bottom, p.y + r);
  }
  // Even sizes and positions: the pictures become 4:2:0 in FFmpeg.
  const x = Math.max(0, 2 * Math.floor(left / 2));
  const y = Math.max(0, 2 * Math.floor(top / 2));
  const w = Math.min(sheet.width - x, 2 * Math.ceil((right - x) / 2));
  const h = Math.min(sheet.height - y, 2 * Math.ceil((bottom - y) / 2));
  return { x, y, w: Math.max(2, w), h: Math.max(2, h) };
}

/** A box in a sheet's pixels. */
export interface SheetBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Each particle's sprite square in the sheet's pixels (where drawSheetPictures lays it), with its particle. */
function spriteSquares(sheet: Sheet): { p: Particle; size: number; x: number; y: number }[] {
  return sheet.particles.map((p) => {
    const size = Math.ceil(2 * reachOf(sheet.kind, p)) + 2;
    return { p, size, x: Math.floor(p.x - size / 2), y: Math.floor(p.y - size / 2) };
  });
}

const area = (b: SheetBox) => b.w * b.h;
const union = (a: SheetBox, b: SheetBox): SheetBox => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
};
const meets = (a: SheetBox, b: SheetBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Pixels one more overlay (and its input) is worth: FFmpeg's overlay costs about a nanosecond a pixel a frame,
 * transparent or not, and an overlay of its own a few tens of microseconds a frame. Two parts closer than this
 * are drawn as one.
 */
export const PART_PIXELS = 40_000;

/**
 * The parts of a twinkling sheet (it does not scroll) its particles reach: rectangles with even edges, apart from
 * each other, each holding whole sprites. Sprites are merged into a part where the part grows by less than
 * PART_PIXELS (or the two would overlap), so a field of sparkles around a title is a few small pictures, not one
 * picture of the whole frame that is mostly transparent (each of its pixels decoded, converted and blended on every
 * frame). Empty when the sheet has no particles.
 */
export function inkParts(sheet: Sheet): SheetBox[] {
  const boxes: SheetBox[] = spriteSquares(sheet).map((s) => {
    const x = Math.max(0, 2 * Math.floor(s.x / 2));
    const y = Math.max(0, 2 * Math.floor(s.y / 2));
    return { x, y, w: Math.min(sheet.width, 2 * Math.ceil((s.x + s.size) / 2)) - x, h: Math.min(sheet.height, 2 * Math.ceil((s.y + s.size) / 2)) - y };
  }).filter((b) => b.w > 0 && b.h > 0);
  for (;;) {
    let best: [number, number, number] | undefined;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const grows = area(union(a, b)) - area(a) - area(b);
        if ((grows <= PART_PIXELS || meets(a, b)) && (!best || grows < best[2])) best = [i, j, grows];
      }
    }
    if (!best) break;
    const [i, j] = best;
    boxes[i] = union(boxes[i]!, boxes[j]!);
    boxes.splice(j, 1);
  }
  return boxes.sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The columns of a scrolling sheet's window (x from the region's left edge, even edges) its particles can be seen
 * in: the window shows the tile from `x` (0 to twice the sway's margin) on, so a particle's ink reaches from its
 * left edge less twice the margin to its right edge. Columns with less than twice PART_PIXELS between them (over
 * the region's height) are one: a column's split, crop and overlay are worth a wide gap, not a narrow one. Balloons and what falls in front of the texts keep to the columns beside the texts: their
 * overlays need only be that wide.
 */
export function inkColumns(sheet: Sheet, regionWidth: number): [number, number][] {
  const gap = (2 * PART_PIXELS) / Math.max(1, sheet.height);
  const spans = sheet.particles
    .map((p) => {
      const r = reachOf(sheet.kind, p);
      return [Math.max(0, p.x - r - 1 - 2 * sheet.margin), Math.min(regionWidth, p.x + r + 1)] as [number, number];
    })
    .filter(([a, b]) => b > a)
    .sort((p, q) => p[0] - q[0]);
  const columns: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = columns.at(-1);
    if (last && a - last[1] <= gap) last[1] = Math.max(last[1], b);
    else columns.push([a, b]);
  }
  const even = columns.map(([a, b]) => [Math.max(0, 2 * Math.floor(a / 2)), Math.min(regionWidth, 2 * Math.ceil(b / 2))] as [number, number]);
  // Evening the edges may make neighbours touch: one column then.
  const merged: [number, number][] = [];
  for (const c of even) {
    const last = merged.at(-1);
    if (last && c[0] <= last[1]) last[1] = Math.max(last[1], c[1]);
    else merged.push(c);
  }
  return merged.filter(([a, b]) => b - a >= 2);
}

/**
 * Picture `k` of the sheet's loop, as a PNG of `bounds` (inkBounds). A scrolling sheet is a tile that repeats
 * vertically, so a particle near its top or bottom edge is drawn again one tile away (it crosses the seam whole).
 */
export function drawSheetPicture(sheet: Sheet, k: number, bounds = inkBounds(sheet)): Buffer {
  return drawSheetPictures(sheet, k, [bounds])[0]!;
}

/**
 * Picture `k` of the sheet's loop as one PNG a box (inkParts: the sprites are drawn once for all of them). The
 * sprites are drawn side by side on one atlas canvas and read back at once (one read per picture: a read per
 * sprite cost ~0.3 ms each).
 */
export function drawSheetPictures(sheet: Sheet, k: number, boxes: readonly SheetBox[]): Buffer[] {
  const frames = sheet.spec.frames;
  const wraps = sheet.spec.speed !== 0;
  // Each sprite: where it goes in the sheet (whole pixels), its size, and the sub-pixel offset of its centre.
  const sprites: { p: Particle; ix: number; iy: number; size: number; fx: number; fy: number; ax: number; ay: number }[] = [];
  for (const p of sheet.particles) {
    const r = reachOf(sheet.kind, p);
    const size = Math.ceil(2 * r) + 2;
    const ys = [p.y];
    if (wraps && p.y - r < 0) ys.push(p.y + sheet.height);
    if (wraps && p.y + r > sheet.height) ys.push(p.y - sheet.height);
    for (const y of ys) {
      const ix = Math.floor(p.x - size / 2);
      const iy = Math.floor(y - size / 2);
      sprites.push({ p, ix, iy, size, fx: p.x - ix, fy: y - iy, ax: 0, ay: 0 });
    }
  }
  // Shelf packing into an atlas 1024 pixels wide (or as wide as the largest sprite: a near balloon at 1080p).
  const atlasWidth = Math.max(1024, ...sprites.map((s) => s.size));
  let cx = 0;
  let cy = 0;
  let shelf = 0;
  for (const s of sprites) {
    if (cx + s.size > atlasWidth) {
      cx = 0;
      cy += shelf;
      shelf = 0;
    }
    s.ax = cx;
    s.ay = cy;
    cx += s.size;
    shelf = Math.max(shelf, s.size);
  }
  const atlasHeight = Math.max(1, cy + shelf);
  const canvas = createCanvas(atlasWidth, atlasHeight);
  const c = canvas.getContext('2d');
  for (const s of sprites) {
    c.save();
    c.beginPath();
    c.rect(s.ax, s.ay, s.size, s.size);
    c.clip();
    c.setTransform(1, 0, 0, 1, s.ax + s.fx, s.ay + s.fy);
    drawParticle(c, sheet, s.p, k, frames);
    c.restore();
  }
  const atlas = c.getImageData(0, 0, atlasWidth, atlasHeight).data;
  return boxes.map((bounds) => {
    const rows = new Rows(bounds.w, bounds.h);
    for (const s of sprites) {
      if (s.ix >= bounds.x + bounds.w || s.ix + s.size <= bounds.x || s.iy >= bounds.y + bounds.h || s.iy + s.size <= bounds.y) continue;
      rows.blitFrom(atlas, atlasWidth, s.ax, s.ay, s.size, s.ix - bounds.x, s.iy - bounds.y);
    }
    return pngOfRows(rows.data, rows.width, rows.height, constants.Z_RLE);
  });
}
