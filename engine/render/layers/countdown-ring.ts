import { createCanvas } from '@napi-rs/canvas';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodePng } from '../typeset/png.js';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { pictureDir } from './text-picture.js';

/*
 * The ring around a countdown's number: a faint full circle (the track) and an arc over it that empties once per
 * tick, from twelve o'clock clockwise, so the seconds between two numbers move (a countdown alone held each number
 * still for a whole second). Every tick's sweep is the same, so it is one cycle of pictures (a tick's frames),
 * drawn once and looped by FFmpeg's `loop` filter for as many ticks as the count has: a 60 s countdown is 30
 * pictures, not 1,800. The ring fades in with the number's entrance and out over the last tick's end, when the
 * final number comes. Only numbers enter the graph. Works alike with FFmpeg 4.1 and 5.1.
 */

export interface Ring {
  /** Centre and radius in the frame's pixels; the stroke's width. */
  cx: number;
  cy: number;
  r: number;
  stroke: number;
  /** `#rrggbb` */
  track: string;
  arc: string;
}

/** The radius of the ring around a number `w` wide with caps `cap` high (clear of its corners), and its stroke. */
export function ringAround(w: number, cap: number): { r: number; stroke: number } {
  const stroke = Math.max(3, cap * 0.07);
  return { r: Math.hypot(w, cap) / 2 + cap * 0.2 + stroke / 2, stroke };
}

/** The ring's picture at `left` (the share of the tick still to come, 1 → 0), `size`×`size` pixels. */
export function drawRing(ring: Ring, size: number, left: number): Buffer {
  const canvas = createCanvas(size, size);
  const c = canvas.getContext('2d');
  const mid = size / 2;
  c.lineWidth = ring.stroke;
  c.lineCap = 'round';
  c.globalAlpha = 0.22;
  c.strokeStyle = ring.track;
  c.beginPath();
  c.arc(mid, mid, ring.r, 0, Math.PI * 2);
  c.stroke();
  if (left > 0.002) {
    c.globalAlpha = 1;
    c.strokeStyle = ring.arc;
    c.beginPath();
    // From twelve o'clock, clockwise, the share still to come: the arc's tail stays at twelve, its head retreats.
    c.arc(mid, mid, ring.r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * left);
    c.stroke();
  }
  return encodePng(c.getImageData(0, 0, size, size).data, size, size);
}

/**
 * Statements drawing the ring over `input` from scene frame `first`, `ticks` ticks of `tickFrames` frames each,
 * fading in over `fadeIn` frames.
 */
export async function ringSteps(ctx: LayerContext, ring: Ring, timing: { first: number; ticks: number; tickFrames: number; fadeIn: number }, input: string): Promise<LayerSteps> {
  const { fps } = ctx;
  const { first, ticks, tickFrames, fadeIn } = timing;
  if (ticks < 1 || tickFrames < 2) return { statements: [], output: input };
  const size = 2 * Math.ceil(ring.r + ring.stroke + 2);
  const dir = await pictureDir(ctx);
  for (let k = 0; k < tickFrames; k++) await writeFile(join(dir, `r${String(k).padStart(5, '0')}.png`), drawRing(ring, size, 1 - k / tickFrames));
  const i = ctx.addInput(['-framerate', String(fps), '-start_number', '0', '-i', join(dir, 'r%05d.png')]);
  const pic = ctx.label('ring');
  const output = ctx.label('ringout');
  const frames = ticks * tickFrames;
  const out = Math.min(tickFrames - 1, Math.max(2, Math.round(fps * 0.25)));
  const x = Math.round(ring.cx - size / 2);
  const y = Math.round(ring.cy - size / 2);
  return {
    statements: [
      `[${i}:v]loop=loop=${ticks - 1}:size=${tickFrames}:start=0,trim=end_frame=${frames},settb=1/${fps},setpts=N+${first},`
      + `fade=t=in:st=${(first / fps).toFixed(4)}:d=${(Math.max(1, fadeIn) / fps).toFixed(4)}:alpha=1,`
      + `fade=t=out:st=${((first + frames - out) / fps).toFixed(4)}:d=${(out / fps).toFixed(4)}:alpha=1${pic}`,
      `${input}${pic}overlay=x=${x}:y=${y}:eof_action=pass${output}`,
    ],
    output,
  };
}
