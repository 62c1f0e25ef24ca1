import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import type { Face } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { encodePng } from '../typeset/png.js';

/*
 * Small pictures of placed texts for data graphics (a counter's value, a chart's labels and values), drawn by the
 * text engine (engine/render/typeset: Skia through @napi-rs/canvas, the theme's faces, kerning) into transparent
 * PNGs that FFmpeg overlays. Figures can be set tabular: every digit takes the width of the widest one, centred in
 * it, so a number changing from 1,111 to 1,888 keeps its width and its digits stay where they are (faces differ in
 * whether they carry a `tnum` feature; cells work with any face). Other runs (a prefix, a unit) keep their kerning.
 */

export interface SpriteText {
  text: string;
  face: Face;
  px: number;
  /** The left edge of the text and its baseline, in the picture's pixels (fractional). */
  x: number;
  baseline: number;
  tabular?: boolean;
  /** `#rrggbb`: this text's own colour (a counter's label, lighter than its number); absent: the sprite's. */
  colour?: string;
}

export interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
  radius: number;
  /** `#rrggbb` */
  colour: string;
  opacity: number;
}

export interface SpritePose {
  opacity: number;
  /** Around the picture's centre. */
  scale?: number;
  /** Pixels, down positive. */
  dy?: number;
  /**
   * Move by `dy` resampled (bilinear) rather than drawn there: Skia sets glyphs on whole-pixel baselines, so text
   * drawn a fraction of a pixel lower lands where it was (a drift of 1/8 px a frame would repeat frames).
   */
  resample?: boolean;
}

const shown = (face: Face, text: string) => (face.spec.upper ? text.toUpperCase() : text);
const DIGIT = /[0-9]/;

/** The width of one figure cell: the widest digit of the face. */
export function figureWidth(face: Face, px: number): number {
  return Math.max(...'0123456789'.split('').map((d) => measure(face, d, px)));
}

/** Runs of the text: digits one per cell (tabular) or whole runs of other characters, with their x offsets. */
export function runsOf(face: Face, px: number, text: string, tabular: boolean): { width: number; runs: { text: string; x: number; w: number; cell: boolean }[] } {
  const t = shown(face, text);
  if (!tabular) {
    const w = measure(face, t, px);
    return { width: w, runs: [{ text: t, x: 0, w, cell: false }] };
  }
  const cell = figureWidth(face, px);
  const runs: { text: string; x: number; w: number; cell: boolean }[] = [];
  let x = 0;
  for (const part of t.match(/[0-9]|[^0-9]+/g) ?? []) {
    const isCell = DIGIT.test(part);
    const w = isCell ? cell : measure(face, part, px);
    runs.push({ text: part, x, w, cell: isCell });
    x += w;
  }
  return { width: x, runs };
}

/** The advance width of `text` as a sprite draws it. */
export function spriteTextWidth(face: Face, px: number, text: string, tabular = false): number {
  return runsOf(face, px, text, tabular).width;
}

function rgba(hex: string, alpha: number): string {
  const v = (i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `rgba(${v(0)},${v(1)},${v(2)},${alpha})`;
}

/** A picture `width`×`height` of the texts in `colour` over their panels, drawn at any pose. */
export function sprite(width: number, height: number, texts: SpriteText[], colour: string, panels: Panel[] = []): { width: number; height: number; draw(pose?: SpritePose): Buffer } {
  const w = Math.max(2, 2 * Math.ceil(width / 2));
  const h = Math.max(2, 2 * Math.ceil(height / 2));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  let rest: Canvas | undefined;
  const draw = (pose: SpritePose = { opacity: 1 }): Buffer => {
    if (pose.resample && (pose.scale ?? 1) === 1 && pose.opacity > 0.002) {
      if (!rest) {
        const c = createCanvas(w, h);
        c.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(paint({ opacity: 1 })), w, h), 0, 0);
        rest = c;
      }
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, w, h);
      ctx.globalAlpha = Math.min(1, pose.opacity);
      ctx.drawImage(rest, 0, pose.dy ?? 0);
      return encodePng(ctx.getImageData(0, 0, w, h).data, w, h);
    }
    return encodePng(paint(pose), w, h);
  };
  /** The picture's RGBA pixels at `pose`. */
  const paint = (pose: SpritePose): Uint8ClampedArray => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (pose.opacity > 0.002) {
      const s = pose.scale ?? 1;
      ctx.setTransform(s, 0, 0, s, (w / 2) * (1 - s), (h / 2) * (1 - s) + (pose.dy ?? 0));
      ctx.globalAlpha = Math.min(1, pose.opacity);
      for (const p of panels) {
        ctx.fillStyle = rgba(p.colour, p.opacity);
        ctx.beginPath();
        ctx.roundRect(p.x, p.y, p.w, p.h, p.radius);
        ctx.fill();
      }
      ctx.textBaseline = 'alphabetic';
      for (const t of texts) {
        ctx.fillStyle = t.colour ?? colour;
        ctx.font = t.face.font(t.px);
        ctx.letterSpacing = `${(t.face.spec.tracking ?? 0) * t.px}px`;
        for (const run of runsOf(t.face, t.px, t.text, t.tabular ?? false).runs) {
          // A figure is centred in its cell.
          const x = run.cell ? t.x + run.x + (run.w - measure(t.face, run.text, t.px)) / 2 : t.x + run.x;
          ctx.fillText(run.text, x, t.baseline);
        }
      }
    }
    return ctx.getImageData(0, 0, w, h).data;
  };
  return { width: w, height: h, draw };
}
