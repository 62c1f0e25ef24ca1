import type { FrameSize } from '../../../model/format.js';

/*
 * The soft light a plain background gets (background.ts): a wide radial glow a few per cent towards white (towards
 * black on a light fill), centred up and to the left, that moves with the background's drift. Contrast is chosen
 * against the fill as lit (contrast.ts), since that is what the text is read against: a cream title chosen at 3.1:1
 * against olive measured 2.97:1 under the light.
 */

/** How far the light goes towards white at its centre (towards black: 60 % of it). */
export const LIGHT = 0.09;
/** The drift's margin, as a fraction of the frame's short side: the picture is this much larger on every side. */
export const DRIFT_MARGIN = 0.07;
/** How much of the margin the drift's circle uses (radius). */
export const DRIFT_RADIUS = 0.85;

/** sRGB luminance (0..1), roughly: whether the light lightens or darkens a fill. */
export function lightness(c: readonly number[]): number {
  return (0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!) / 255;
}

/** The light's centre in frame pixels (before the drift), its spread, and where it pulls colours (255 or 0). */
/** A light made stronger (`strength` times) and tighter (`spread` times its width): a lively ground's (scene/background.ts). */
export interface LightBoost {
  strength: number;
  spread: number;
}

export function lightShape(frame: FrameSize, mid: readonly number[], boost: LightBoost = { strength: 1, spread: 1 }): { x: number; y: number; spread: number; target: number; strength: number } {
  const target = lightness(mid) < 0.6 ? 255 : 0;
  return {
    x: frame.width * 0.3,
    y: frame.height * 0.28,
    spread: Math.max(frame.width, frame.height) * 0.55 * boost.spread,
    target,
    strength: boost.strength * (target === 255 ? LIGHT : LIGHT * 0.6),
  };
}

/** The light's amount (0..strength) at a squared distance `d2` from its centre (per pixel of a picture: no root). */
export const lightAmount = (shape: { spread: number; strength: number }, d2: number) => shape.strength * Math.exp((-2.2 * d2) / (shape.spread * shape.spread));

/** The drift's margin and radius in pixels for `frame` (`share`: the margin's share of the short side). */
export function driftOf(frame: FrameSize, share = DRIFT_MARGIN): { margin: number; radius: number } {
  const margin = Math.max(4, Math.round(Math.min(frame.width, frame.height) * share));
  return { margin, radius: Math.floor(margin * DRIFT_RADIUS) };
}

/**
 * The most light any point of `rect` gets while the background drifts: the rectangle's nearest point to the
 * light's centre, brought closer by the drift's radius.
 */
export function strongestLightIn(frame: FrameSize, mid: readonly number[], rect: { x: number; y: number; w: number; h: number }): { amount: number; target: number } {
  const shape = lightShape(frame, mid);
  const nx = Math.max(rect.x, Math.min(shape.x, rect.x + rect.w));
  const ny = Math.max(rect.y, Math.min(shape.y, rect.y + rect.h));
  const d = Math.max(0, Math.hypot(nx - shape.x, ny - shape.y) - driftOf(frame).radius);
  return { amount: lightAmount(shape, d * d), target: shape.target };
}
