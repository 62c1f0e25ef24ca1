import { clampChroma, converter, formatHex } from 'culori';
import type { ParticleKind, ParticlesLayer } from '../../../model/scene-document.js';
import { hexToRgb, relativeLuminance } from '../contrast.js';

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
};

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
    case 'sparkles':
    case 'stars':
      return light ? [oklchHex(0.68, 0.16, 80), oklchHex(0.6, 0.16, hue)] : ['#fffbe8', '#ffe38a', oklchHex(0.9, 0.06, hue)];
  }
}
