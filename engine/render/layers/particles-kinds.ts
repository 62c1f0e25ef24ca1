import { clampChroma, converter, formatHex } from 'culori';
import type { ParticleKind, ParticlesLayer } from '../../../model/scene-document.js';
import { hexToRgb, relativeLuminance } from '../style/contrast.js';

/*
 * What each kind of particle looks like and how it moves, as numbers a motion designer would tune: how many, how
 * big, how fast and which way, how far the field sways, and how many pictures its loop has. The field is drawn as
 * a few sheets (depths: far flakes small and slow, near ones large and faster); a sheet scrolls through the frame
 * by FFmpeg expressions (seamless: it wraps around), and its loop of pictures carries what each particle does in
 * place (confetti tumbling, sparkles twinkling). Sizes are in pixels of a 1080-pixel frame side, speeds in frame
 * heights a second, counts for a 1920×1080 frame (scaled by area).
 */

const toOklch = converter('oklch');

export interface SheetSpec {
  /** Particles on the sheet (one frame's worth, for `density: normal`, at 1920×1080). */
  count: number;
  /** Size range in pixels of a 1080 frame side (a confetti piece's length, a flake's or a bubble's radius…). */
  size: [number, number];
  /** Frame heights a second: positive falls, negative rises, 0 stays (twinkles). */
  speed: number;
  /** Sway across: amplitude in frame widths, period in seconds. */
  sway: { amplitude: number; period: number };
  /** Pictures in the loop (1: the sheet only moves; more: every particle moves in place, periodic over them). */
  frames: number;
  /** Opacity of the sheet's particles (far ones fainter). */
  opacity: number;
}

export interface KindSpec {
  sheets: SheetSpec[];
  /** Twinkling kinds stay clear of the texts (sparkles around a title, never on it). */
  avoidText: boolean;
  /**
   * Rising or falling particles too large to pass behind a text (balloons) keep to the columns beside the texts,
   * where there is room: a birthday card's balloons frame its title, they never float across it.
   */
  besideText?: boolean;
}

export const KINDS: Record<ParticleKind, KindSpec> = {
  // One sheet: real confetti falls at about one speed; the tumble and flutter in place give it its life.
  confetti: { avoidText: false, sheets: [{ count: 90, size: [22, 38], speed: 0.3, sway: { amplitude: 0.018, period: 2.7 }, frames: 12, opacity: 1 }] },
  sparkles: { avoidText: true, sheets: [{ count: 24, size: [34, 60], speed: 0, sway: { amplitude: 0, period: 1 }, frames: 30, opacity: 1 }] },
  snow: {
    avoidText: false,
    // Two depths (each sheet is a full-frame overlay a frame: a third depth cost more than it showed).
    sheets: [
      { count: 95, size: [2, 4.5], speed: 0.065, sway: { amplitude: 0.011, period: 5.3 }, frames: 1, opacity: 0.62 },
      { count: 30, size: [5, 10], speed: 0.12, sway: { amplitude: 0.018, period: 3.6 }, frames: 1, opacity: 0.9 },
    ],
  },
  bubbles: {
    avoidText: false,
    sheets: [
      { count: 14, size: [10, 18], speed: -0.07, sway: { amplitude: 0.012, period: 3.1 }, frames: 1, opacity: 0.6 },
      { count: 8, size: [22, 40], speed: -0.11, sway: { amplitude: 0.02, period: 2.3 }, frames: 1, opacity: 0.85 },
    ],
  },
  hearts: {
    avoidText: false,
    sheets: [
      { count: 12, size: [14, 22], speed: -0.08, sway: { amplitude: 0.012, period: 3.3 }, frames: 1, opacity: 0.6 },
      { count: 7, size: [26, 40], speed: -0.12, sway: { amplitude: 0.02, period: 2.5 }, frames: 1, opacity: 0.9 },
    ],
  },
  stars: { avoidText: true, sheets: [{ count: 40, size: [8, 19], speed: 0, sway: { amplitude: 0, period: 1 }, frames: 30, opacity: 1 }] },
  // Balloons rise slowly (a frame height in 9–13 s) in two depths, each swaying on its own period; a size is the
  // body's half-width (the body is an egg, 1.18 times as tall; its string hangs 2.2 of it below the knot).
  balloons: {
    avoidText: false,
    besideText: true,
    sheets: [
      { count: 5, size: [38, 50], speed: -0.075, sway: { amplitude: 0.009, period: 4.6 }, frames: 1, opacity: 0.88 },
      { count: 4, size: [62, 80], speed: -0.105, sway: { amplitude: 0.014, period: 3.5 }, frames: 1, opacity: 1 },
    ],
  },
  // Fireworks are not a scrolling sheet: each sheet is one burst's bloom and fade (a rising spark, a flash, sparks
  // flying out, slowing, drooping and fading with a crackle) drawn once as a sequence of pictures, looped with a
  // pause and moved by FFmpeg to the next of `count` places at each loop (particles-fireworks.ts). A size is the
  // burst's radius; `frames` is the cycle in pictures at 30 fps (bloom, fade, pause). Sheets start in turn, so a
  // burst opens every cycle/sheets seconds; density sets how many sheets (light 2, normal 3, heavy 4).
  fireworks: {
    avoidText: true,
    sheets: [
      { count: 4, size: [210, 250], speed: 0, sway: { amplitude: 0, period: 1 }, frames: 72, opacity: 1 },
      { count: 4, size: [165, 200], speed: 0, sway: { amplitude: 0, period: 1 }, frames: 72, opacity: 1 },
      { count: 4, size: [185, 225], speed: 0, sway: { amplitude: 0, period: 1 }, frames: 72, opacity: 1 },
      { count: 4, size: [150, 185], speed: 0, sway: { amplitude: 0, period: 1 }, frames: 72, opacity: 1 },
    ],
  },
};

/**
 * The near sheet of a layer drawn in front of the texts: the kind's nearest sheet, sparser (a quarter of it; half
 * for balloons), larger (1.8×; balloons 1.3×) and faster (nearer things pass quicker), swaying wider. Twinkles stay as they are. Confetti's
 * tumble loops over 8 pictures instead of 12 (a full-frame loop of two tiles is the layer's memory).
 */
export function frontSheet(kind: ParticleKind): SheetSpec {
  const near = KINDS[kind].sheets.at(-1)!;
  // Twinkles keep clear of the texts anyway: in front they are the same sheet.
  if (near.speed === 0) return near;
  return {
    ...near,
    count: Math.max(1, Math.round(near.count * (kind === 'balloons' ? 0.5 : 0.25))),
    size: kind === 'balloons' ? [near.size[0] * 1.3, near.size[1] * 1.3] : [near.size[0] * 1.8, near.size[1] * 1.8],
    speed: near.speed * 1.5,
    sway: { amplitude: near.sway.amplitude * 1.3, period: near.sway.period * 0.85 },
    frames: Math.min(near.frames, 8),
  };
}

export const DENSITY: Record<ParticlesLayer['density'], number> = { light: 0.5, normal: 1, heavy: 1.8 };

const oklchHex = (l: number, c: number, h: number) => formatHex(clampChroma({ mode: 'oklch', l, c, h }, 'oklch'));

/**
 * The kind's colours when the layer names none, after the scene's accent and background: confetti in the accent and
 * hues around the wheel from it (a festive set that still belongs to the video), hearts in rose reds with the
 * accent's own hue when it is warm, bubbles tinted by the accent, snow white (a pale blue-grey on a light ground,
 * where white would vanish), sparkles and stars warm white and pale gold with a light touch of the accent.
 */
export function defaultColours(kind: ParticleKind, accent: string, background: string | undefined): string[] {
  const a = toOklch(accent)!;
  const hue = a.h ?? 250;
  const light = background !== undefined && relativeLuminance(hexToRgb(background)) > 0.6;
  switch (kind) {
    case 'confetti': {
      const l = Math.min(0.78, Math.max(0.62, a.l));
      const c = Math.max(0.13, a.c ?? 0);
      return [accent, oklchHex(l, c, hue + 50), oklchHex(0.86, 0.16, 95), oklchHex(l, c, hue + 150), oklchHex(l, c, hue + 220), light ? oklchHex(0.55, 0.2, hue + 290) : '#ffffff'];
    }
    case 'hearts': {
      const warm = (a.c ?? 0) > 0.08 && (hue < 40 || hue > 320);
      return ['#ff4d6d', '#ff8fab', warm ? accent : '#e5383b'];
    }
    case 'bubbles':
      return light ? [oklchHex(0.6, 0.12, hue), oklchHex(0.7, 0.1, hue + 30)] : [oklchHex(0.92, 0.05, hue), '#ffffff'];
    case 'snow':
      return light ? [oklchHex(0.78, 0.04, 240)] : ['#ffffff'];
    case 'balloons': {
      // Party balloons: the accent (when it is a colour) and four of a party set (gold, red, blue, pink, teal,
      // violet), each at least 45° of hue from those taken: a bunch of clear, distinct latex colours, never the
      // olive a rotation of some accents lands on.
      const party = ['#ffbe0b', '#ef233c', '#3a86ff', '#ff4d9d', '#06c1a0', '#8338ec'];
      const taken = (a.c ?? 0) > 0.08 ? [accent] : [];
      const hueOf = (hex: string) => toOklch(hex)!.h ?? 0;
      const apart = (h: number, g: number) => Math.min(Math.abs(h - g), 360 - Math.abs(h - g));
      for (const colour of party) if (taken.length < 5 && taken.every((t) => apart(hueOf(t), hueOf(colour)) >= 45)) taken.push(colour);
      return taken;
    }
    case 'fireworks':
      // Gold and silver-white always (they read as fireworks), the accent and a hue across from it.
      return light ? [oklchHex(0.62, 0.17, 75), oklchHex(0.55, 0.2, hue), oklchHex(0.55, 0.18, hue + 150)] : ['#ffd45c', '#fff6e0', oklchHex(0.78, 0.17, hue), oklchHex(0.8, 0.15, hue + 150)];
    case 'sparkles':
    case 'stars':
      return light ? [oklchHex(0.68, 0.16, 80), oklchHex(0.6, 0.16, hue)] : ['#fffbe8', '#ffe38a', oklchHex(0.9, 0.06, hue)];
  }
}
