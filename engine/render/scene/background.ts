import type { FrameSize } from '../../../model/format.js';
import type { Fill } from '../../../model/scene-document.js';
import type { GraphBuilder } from '../ffmpeg/graph.js';
import { num } from '../ffmpeg/expr.js';
import { lightAmount, lightShape, driftOf, type LightBoost } from '../style/soft-light.js';
import { ffColour } from '../style/themes.js';

/*
 * A scene's background as the first step of its stream: `frames` frames at `fps`, timestamps from 0.
 *
 * Life: a background is never a frozen picture (docs/design.md: motion). Its fill (a solid colour or a
 * gradient) gets a soft light, a wide radial glow a few per cent lighter (darker on a light fill), and the whole
 * picture drifts slowly around a small circle (one turn in DRIFT_PERIOD seconds, about one pixel a frame): the
 * gradient and the light move, the colours stay the user's. It is cheap: the picture is drawn once in Node, a
 * margin larger than the frame, converted once, repeated by `loop`, and a `crop` window whose position is a
 * function of `t` cuts each frame out of it (no per-pixel work per frame; crop only moves pointers). The window
 * moves by whole pixels (`exact=1`, odd positions too), which on a picture this soft reads as continuous motion.
 * A still document (`still`: "no animation") keeps the old stillness: a solid colour source, or the gradient
 * repeated. A `lively` ground (kinetic captions: the scene has nothing else, captions/kinetic.ts) is the same picture
 * with a light twice as strong travelling a wide circle (LIVELY): a sweep the eye follows, not a pixel a frame.
 *
 * Banding: the picture is computed in floating point and dithered to 8 bits with an ordered (Bayer 4×4) pattern,
 * so a slow gradient has no visible steps. It is drawn at full size in Node (FFmpeg 4.1 has no `gradients` source,
 * and `geq` would cost a per-pixel expression on every frame).
 */

/** Seconds per turn of the drift. */
export const DRIFT_PERIOD = 8;
/**
 * The lively ground: the light `boost`ed (stronger, tighter: a glow the eye follows), a margin of `margin` of the
 * short side (the circle's radius most of it), one turn in `period` seconds: at 1080x1920 the light travels about
 * 4 px a frame.
 */
export const LIVELY: { boost: LightBoost; margin: number; period: number } = { boost: { strength: 2.4, spread: 0.75 }, margin: 0.2, period: 10 };
const PLAIN: LightBoost = { strength: 1, spread: 1 };
export { driftOf };
const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16 - 0.5);

const rgb = (hex: string) => [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16));

export interface BackgroundPicture {
  /** Picture size in pixels (the frame plus `margin` on every side). */
  width: number;
  height: number;
  margin: number;
  /** Where the light is centred, in frame pixels. */
  light?: { x: number; y: number };
}

/**
 * A binary PPM (P6) of the fill for a frame of `frame`, `margin` pixels larger on every side; the gradient runs
 * across the frame itself (and continues, clamped, into the margin). `light`: add the soft light.
 */
export function backgroundPpm(fill: Fill, frame: FrameSize, margin: number, light: boolean, boost: LightBoost = PLAIN): Buffer {
  const W = frame.width + 2 * margin;
  const H = frame.height + 2 * margin;
  const a = rgb(fill.type === 'solid' ? fill.colour : fill.from);
  const b = rgb(fill.type === 'solid' ? fill.colour : fill.to);
  const direction = fill.type === 'gradient' ? fill.direction : 'vertical';
  const mid = a.map((v, i) => (v + b[i]!) / 2);
  const shape = lightShape(frame, mid, boost);
  const { target } = shape;
  const lx = shape.x + margin;
  const ly = shape.y + margin;
  const header = Buffer.from(`P6\n${W} ${H}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(W * H * 3);
  const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
  for (let y = 0; y < H; y++) {
    const fy = clamp01((y - margin) / Math.max(1, frame.height - 1));
    for (let x = 0; x < W; x++) {
      const fx = clamp01((x - margin) / Math.max(1, frame.width - 1));
      const t = direction === 'vertical' ? fy : direction === 'horizontal' ? fx : (fx + fy) / 2;
      let l = 0;
      if (light) {
        l = lightAmount(shape, (x - lx) ** 2 + (y - ly) ** 2);
      }
      const dither = BAYER4[(y & 3) * 4 + (x & 3)]!;
      const at = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = a[c]! + (b[c]! - a[c]!) * t;
        const v = Math.round(base + (target - base) * l + dither);
        pixels[at + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return Buffer.concat([header, pixels]);
}

/** A binary PPM (P6) of `w`×`h` pixels whose colour goes from `from` to `to` in `direction` (no light, no margin). */
export function gradientPpm(fill: Extract<Fill, { type: 'gradient' }>, w: number, h: number): Buffer {
  return backgroundPpm(fill, { width: w, height: h }, 0, false);
}

/** The drift's offset (pixels, from the margin's centre) at `t` seconds: a circle, phase `phase`. */
export function driftAt(frame: FrameSize, t: number, phase: number): { x: number; y: number } {
  const { radius } = driftOf(frame);
  const w = (2 * Math.PI) / DRIFT_PERIOD;
  return { x: radius * Math.cos(w * t + phase), y: radius * Math.sin(w * t + phase) };
}

/**
 * Picture files already written in this render, by fill and size: scenes with the same background share one (and
 * stills share the picture itself through the builder's memo).
 */
const written = new WeakMap<GraphBuilder, Map<string, Promise<string>>>();

function pictureFile(b: GraphBuilder, fill: Fill, frame: FrameSize, margin: number, light: boolean, boost: LightBoost = PLAIN): Promise<string> {
  let files = written.get(b);
  if (!files) written.set(b, (files = new Map()));
  const key = JSON.stringify([fill, frame, margin, light, boost]);
  let file = files.get(key);
  const draw = () => backgroundPpm(fill, frame, margin, light, boost);
  if (!file) files.set(key, (file = b.file('ppm', b.pictures ? b.pictures.get(`background:${key}`, draw) : draw())));
  return file;
}

export interface BackgroundOptions {
  /** Nothing moves ("still", "no animation"). */
  still?: boolean;
  /** Where on its circle the drift starts (radians): scenes differ. */
  phase?: number;
  /** A ground that visibly moves: the scene's only words are kinetic captions (LIVELY). */
  lively?: boolean;
}

/** The filter-graph statement producing the background stream at `output`. */
export async function backgroundStatement(b: GraphBuilder, fill: Fill, frame: FrameSize, fps: number, frames: number, output: string, options: BackgroundOptions = {}): Promise<string> {
  const size = `${frame.width}x${frame.height}`;
  const repeat = `loop=loop=${frames - 1}:size=1:start=0,settb=1/${fps},setpts=N,trim=end_frame=${frames}`;
  if (options.still) {
    if (fill.type === 'solid') return `color=c=${ffColour(fill.colour)}:s=${size}:r=${fps},trim=end_frame=${frames},setsar=1,format=yuv420p${output}`;
    const k = b.addInput(['-i', await pictureFile(b, fill, frame, 0, false)]);
    return `[${k}:v]setsar=1,format=yuv420p,${repeat}${output}`;
  }
  const { margin, radius } = options.lively ? driftOf(frame, LIVELY.margin) : driftOf(frame);
  const k = b.addInput(['-i', await pictureFile(b, fill, frame, margin, true, options.lively ? LIVELY.boost : PLAIN)]);
  const w = num((2 * Math.PI) / (options.lively ? LIVELY.period : DRIFT_PERIOD));
  const phase = num(options.phase ?? 0);
  const x = `${margin}+${radius}*cos(${w}*t+${phase})`;
  const y = `${margin}+${radius}*sin(${w}*t+${phase})`;
  return `[${k}:v]setsar=1,format=yuv420p,${repeat},crop=${frame.width}:${frame.height}:x='${x}':y='${y}':exact=1${output}`;
}
