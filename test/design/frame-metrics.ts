import { oklch, type Oklch, type Rgb } from './colour-science.js';
import type { GreyFrame, RgbFrame } from './frames.js';

/*
 * Measurements of single frames: how much of the frame a picture covers (against letterbox bars), whether a frame
 * shows anything but a flat background, and the colour of a region.
 */

/** Side of the square blocks the texture test works on, in pixels. */
const BLOCK = 16;
/** A block whose grey values vary less than this (standard deviation) is flat: a bar, a solid or smooth gradient. */
const FLAT_STD = 1.2;

function blockStd(frame: GreyFrame, bx: number, by: number): number {
  let sum = 0;
  let sq = 0;
  let n = 0;
  for (let y = by * BLOCK; y < Math.min(frame.height, (by + 1) * BLOCK); y++) {
    for (let x = bx * BLOCK; x < Math.min(frame.width, (bx + 1) * BLOCK); x++) {
      const v = frame.pixels[y * frame.width + x]!;
      sum += v;
      sq += v * v;
      n++;
    }
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sq / n - mean * mean));
}

export interface CoverReport {
  /** Fraction of the frame's area inside the picture (1: no bars). */
  ratio: number;
  /** The bars, in pixels, from each edge. */
  bars: { top: number; bottom: number; left: number; right: number };
}

/**
 * The cover ratio of a textured picture in a frame: rows and columns of blocks from each edge inwards that are
 * (almost) all flat are letterbox or pillarbox bars; the rest is the picture. The pictures the briefs upload carry
 * texture everywhere, so a flat edge band is never part of them.
 */
export function coverRatio(frame: GreyFrame): CoverReport {
  const cols = Math.ceil(frame.width / BLOCK);
  const rows = Math.ceil(frame.height / BLOCK);
  const flat: boolean[][] = Array.from({ length: rows }, (_, by) => Array.from({ length: cols }, (_, bx) => blockStd(frame, bx, by) < FLAT_STD));
  // A band is a bar when at least 90 % of its blocks are flat (text or a logo may sit on a bar).
  const rowFlat = (by: number) => flat[by]!.filter(Boolean).length >= 0.9 * cols;
  const colFlat = (bx: number) => flat.filter((r) => r[bx]).length >= 0.9 * rows;
  let top = 0;
  while (top < rows && rowFlat(top)) top++;
  let bottom = 0;
  while (bottom < rows - top && rowFlat(rows - 1 - bottom)) bottom++;
  let left = 0;
  while (left < cols && colFlat(left)) left++;
  let right = 0;
  while (right < cols - left && colFlat(cols - 1 - right)) right++;
  // Blocks place a bar's inner edge to 16 px; rows (columns) are then followed one by one from the last flat block
  // while they repeat the one before (a bar is flat or smoothly graded; the picture's first row is not the bar's).
  const same = (a: (k: number) => number, b: (k: number) => number, n: number) => {
    let differ = 0;
    for (let k = 0; k < n; k++) if (Math.abs(a(k) - b(k)) > 2) differ++;
    return differ < n * 0.05;
  };
  const px = (x: number, y: number) => frame.pixels[y * frame.width + x]!;
  const W = frame.width;
  const H = frame.height;
  // `start`: the bar's thickness in pixels the flat blocks give (the last block row or column may be partial).
  const follow = (blocks: number, start: number, limit: number, step: (edge: number) => boolean) => {
    if (blocks === 0) return 0;
    let edge = Math.max(0, Math.min(limit, start));
    while (edge < limit && step(edge)) edge++;
    return edge;
  };
  const bars = {
    top: follow(top, top * BLOCK, H, (e) => same((x) => px(x, e), (x) => px(x, e - 1), W)),
    bottom: follow(bottom, H - (rows - bottom) * BLOCK, H, (e) => same((x) => px(x, H - 1 - e), (x) => px(x, H - e), W)),
    left: follow(left, left * BLOCK, W, (e) => same((y) => px(e, y), (y) => px(e - 1, y), H)),
    right: follow(right, W - (cols - right) * BLOCK, W, (e) => same((y) => px(W - 1 - e, y), (y) => px(W - e, y), H)),
  };
  const h = Math.max(0, H - bars.top - bars.bottom) / H;
  const w = Math.max(0, W - bars.left - bars.right) / W;
  return { ratio: h * w, bars };
}

export interface FlatnessReport {
  /** Share of pixels on an edge (a grey step of more than EDGE_STEP to the right or below). */
  edgeShare: number;
  /** Standard deviation of the grey values. */
  std: number;
}

const EDGE_STEP = 24;

/** How much a frame shows: a flat colour or a smooth gradient has no edges; text, shapes and pictures have. */
export function flatness(frame: GreyFrame): FlatnessReport {
  const { width, height, pixels } = frame;
  let edges = 0;
  let sum = 0;
  let sq = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = pixels[y * width + x]!;
      sum += v;
      sq += v * v;
      if (x + 1 < width && Math.abs(v - pixels[y * width + x + 1]!) > EDGE_STEP) edges++;
      else if (y + 1 < height && Math.abs(v - pixels[(y + 1) * width + x]!) > EDGE_STEP) edges++;
    }
  }
  const n = width * height;
  const mean = sum / n;
  return { edgeShare: edges / n, std: Math.sqrt(Math.max(0, sq / n - mean * mean)) };
}

/** A frame "is not flat" when at least this share of its pixels are edges (a short title on 720p is ~0.5 %). */
export const NOT_FLAT_EDGE_SHARE = 0.001;

/** The median colour of a rectangle given in fractions of the frame (the median resists a stray letter or dot). */
export function regionColour(frame: RgbFrame, box: { x: number; y: number; w: number; h: number }): { rgb: Rgb; oklch: Oklch } {
  const x0 = Math.round(box.x * frame.width);
  const y0 = Math.round(box.y * frame.height);
  const x1 = Math.max(x0 + 1, Math.round((box.x + box.w) * frame.width));
  const y1 = Math.max(y0 + 1, Math.round((box.y + box.h) * frame.height));
  const channels: number[][] = [[], [], []];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * frame.width + x) * 3;
      for (let c = 0; c < 3; c++) channels[c]!.push(frame.pixels[i + c]!);
    }
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const rgb = channels.map(median) as unknown as Rgb;
  return { rgb, oklch: oklch(rgb) };
}
