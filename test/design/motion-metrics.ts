import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eachGreyFrame, type GreyFrame, type VideoInfo } from './frames.js';

const run = promisify(execFile);

/*
 * Motion measured on every decoded frame: which frames equal the one before (frozen), the longest still stretch,
 * frames drawn twice inside a motion, one-frame glitches, and — for a picture carrying bright markers — the camera
 * path of a Ken Burns move (scale and offset per frame, from the markers' sub-pixel centroids).
 */

/** How two frames differ: the share of 4x4 blocks whose mean grey value moved by more than the codec's noise. */
export interface FrameDiff {
  changedShare: number;
  /** Share of blocks that moved by more than KEYFRAME_NOISE. */
  bigShare: number;
}

/** Side of the blocks frames are compared by: averaging 16 pixels cancels the codec's grain, not a real move. */
const BLOCK = 4;
/** Levels a block's mean may move by between two frames of a still picture (measured: x264 CRF 21, ≤ 2). */
export const BLOCK_NOISE = 2;
/** Two frames are "equal" when fewer than this share of their blocks moved by more than BLOCK_NOISE ... */
export const EQUAL_SHARE = 0.0005;
/**
 * ... or, at a keyframe, which re-encodes a still picture (measured: up to 1.4 % of a detailed picture's blocks move
 * by 2-6 levels, a text's edges by up to ~12), fewer than EQUAL_SHARE_AT_KEYFRAME of blocks moved by KEYFRAME_NOISE.
 * A real move changes several per cent of the blocks by far more.
 */
export const KEYFRAME_NOISE = 8;
export const EQUAL_SHARE_AT_KEYFRAME = 0.001;

/** A frame reduced to the means of its 4x4 blocks. */
export interface Blocks {
  means: Float32Array;
}

export function blocksOf(frame: GreyFrame): Blocks {
  const bw = Math.floor(frame.width / BLOCK);
  const bh = Math.floor(frame.height / BLOCK);
  // Integer sums (a 1080p frame is 130,000 blocks of 16 pixels: float adds per pixel were the slow part).
  const sums = new Uint32Array(bw * bh);
  const { pixels, width } = frame;
  for (let y = 0; y < bh * BLOCK; y++) {
    const row = (y >> 2) * bw;
    const base = y * width;
    for (let b = 0; b < bw; b++) {
      const x = base + (b << 2);
      sums[row + b]! += pixels[x]! + pixels[x + 1]! + pixels[x + 2]! + pixels[x + 3]!;
    }
  }
  const means = new Float32Array(bw * bh);
  for (let i = 0; i < means.length; i++) means[i] = sums[i]! / (BLOCK * BLOCK);
  return { means };
}

export function frameDiff(a: Blocks, b: Blocks): FrameDiff {
  let changed = 0;
  let big = 0;
  const n = a.means.length;
  for (let i = 0; i < n; i++) {
    const d = Math.abs(a.means[i]! - b.means[i]!);
    if (d > BLOCK_NOISE) changed++;
    if (d > KEYFRAME_NOISE) big++;
  }
  return { changedShare: changed / n, bigShare: big / n };
}

export const isEqual = (d: FrameDiff, keyframe = false) => (keyframe ? d.bigShare < EQUAL_SHARE_AT_KEYFRAME : d.changedShare < EQUAL_SHARE);

export interface MotionReport {
  frames: number;
  fps: number;
  /** Share of frames (after the first) equal to the one before. */
  frozenShare: number;
  /** The longest run of identical-looking frames, in seconds (a run of n equal frames lasts n / fps). */
  longestStillSeconds: number;
  /** Where that run starts, in seconds. */
  longestStillAt: number;
  /** Frames equal to the one before while the frames either side move: a frame drawn twice inside a motion (keyframes aside). */
  repeatedInMotion: number[];
  /** Frames that differ from both neighbours while the neighbours equal each other: a one-frame glitch. */
  glitches: number[];
  /** The per-frame diffs (index i: frame i against frame i - 1; index 0 is empty). */
  diffs: FrameDiff[];
}

/** Measures motion from the per-frame equalities (pure: the unit of the decoded-video measurement). */
export function motionFromDiffs(diffs: FrameDiff[], glitchPairs: boolean[], fps: number, keyframes: ReadonlySet<number> = new Set()): MotionReport {
  const frames = diffs.length;
  const equal = diffs.map((d, i) => i > 0 && isEqual(d, keyframes.has(i)));
  const frozen = equal.filter(Boolean).length;
  let best = 0;
  let bestAt = 0;
  let run = 0;
  for (let i = 1; i < frames; i++) {
    run = equal[i] ? run + 1 : 0;
    if (run > best) {
      best = run;
      bestAt = i - run;
    }
  }
  const repeatedInMotion: number[] = [];
  // Not at a keyframe: its re-encoding's noise is larger than a slow move's step (a drift of 1/8 px a frame, a
  // sub-pixel Ken Burns), so a moving keyframe can measure "equal" there, and one frame's repeat cannot be told apart.
  for (let i = 2; i < frames - 1; i++) if (equal[i] && !equal[i - 1] && !equal[i + 1] && !keyframes.has(i)) repeatedInMotion.push(i);
  const glitches: number[] = [];
  for (let i = 1; i < frames - 1; i++) if (!equal[i] && !equal[i + 1] && glitchPairs[i]) glitches.push(i);
  return {
    frames,
    fps,
    frozenShare: frames > 1 ? frozen / (frames - 1) : 1,
    longestStillSeconds: best > 0 ? (best + 1) / fps : 0,
    longestStillAt: bestAt / fps,
    repeatedInMotion,
    glitches,
    diffs,
  };
}

/** Indices (display order) of the keyframes of `video`, from its packets (no decoding). */
export async function keyframeIndices(video: string): Promise<Set<number>> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts,flags', '-of', 'csv=p=0', video], { maxBuffer: 64 * 1024 * 1024 });
  const packets = stdout.trim().split('\n').map((line) => line.split(',')).map(([pts, flags]) => ({ pts: Number(pts), key: (flags ?? '').startsWith('K') }));
  packets.sort((a, b) => a.pts - b.pts);
  return new Set(packets.flatMap((p, i) => (p.key ? [i] : [])));
}

/** Decodes `video` once and measures its motion. */
export async function measureMotion(video: string, info: VideoInfo): Promise<MotionReport> {
  const diffs: FrameDiff[] = [];
  // glitchPairs[i]: frame i - 1 equals frame i + 1 (so frame i, differing from both, is a one-frame glitch).
  const glitchPairs: boolean[] = [];
  let prev2: Blocks | undefined;
  let prev: Blocks | undefined;
  const keyframes = await keyframeIndices(video);
  await eachGreyFrame(video, info, (frame, i) => {
    const blocks = blocksOf(frame);
    diffs.push(prev ? frameDiff(prev, blocks) : { changedShare: 0, bigShare: 0 });
    if (prev2) glitchPairs[i - 1] = isEqual(frameDiff(prev2, blocks), keyframes.has(i) || keyframes.has(i - 1));
    prev2 = prev;
    prev = blocks;
  });
  return motionFromDiffs(diffs, glitchPairs, info.fps, keyframes);
}

/* ---------------------------------------------------------------- Ken Burns: markers tracked frame by frame */

export interface Point {
  x: number;
  y: number;
}

/**
 * The intensity-weighted centroids of the bright blobs of a frame (pixels above `threshold`), biggest first.
 * Weights are (value - threshold), so a dot's anti-aliased rim moves the centroid by fractions of a pixel.
 */
export function brightBlobs(frame: GreyFrame, threshold = 200, minArea = 12): (Point & { area: number })[] {
  const { width, height, pixels } = frame;
  const seen = new Uint8Array(width * height);
  const blobs: (Point & { area: number })[] = [];
  const stack: number[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start]! <= threshold) continue;
    let sw = 0;
    let sx = 0;
    let sy = 0;
    let area = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      const w = pixels[p]! - threshold;
      sw += w;
      sx += w * x;
      sy += w * y;
      area++;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1]) {
        if (q >= 0 && !seen[q] && pixels[q]! > threshold) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    if (area >= minArea) blobs.push({ x: sx / sw, y: sy / sw, area });
  }
  return blobs.sort((a, b) => b.area - a.area);
}

export interface KenBurnsReport {
  /** Frames in which the markers were all found. */
  tracked: number;
  /** Relative scale of the picture per tracked frame (1 at the first tracked frame). */
  scales: number[];
  /** The overall direction: 1 zooming in, -1 zooming out, 0 no zoom. */
  direction: 1 | -1 | 0;
  /** Frames whose scale step goes against the overall direction (beyond the centroid noise). */
  reversals: number;
  /** Frames inside the move whose markers did not move at all (a held frame of the camera). */
  heldFrames: number;
  /** RMS of the change of marker velocity between frames, in pixels: ~0 for a smooth move, ~1-2 for whole-pixel steps. */
  jerkPx: number;
  /** The largest single-frame change of marker velocity, in pixels. */
  maxJerkPx: number;
  /** Total scale change over the move (last / first). */
  totalScale: number;
}

/** Marker movements smaller than this (pixels) are centroid noise, not motion. */
const CENTROID_NOISE = 0.04;

/** The camera path measured from marker tracks: one array of points per frame, markers in a consistent order. */
export function kenBurnsFromTracks(tracks: Point[][]): KenBurnsReport {
  const spread = (pts: Point[]) => {
    const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    return pts.reduce((s, p) => s + Math.hypot(p.x - cx, p.y - cy), 0) / pts.length;
  };
  const spreads = tracks.map(spread);
  const scales = spreads.map((s) => s / spreads[0]!);
  const totalScale = scales.at(-1) ?? 1;
  const direction: 1 | -1 | 0 = totalScale > 1.002 ? 1 : totalScale < 0.998 ? -1 : 0;
  let reversals = 0;
  let held = 0;
  const jerks: number[] = [];
  for (let i = 1; i < tracks.length; i++) {
    const step = spreads[i]! - spreads[i - 1]!;
    if (direction !== 0 && Math.sign(step) === -direction && Math.abs(step) > CENTROID_NOISE * 2) reversals++;
    const moved = Math.max(...tracks[i]!.map((p, k) => Math.hypot(p.x - tracks[i - 1]![k]!.x, p.y - tracks[i - 1]![k]!.y)));
    if (moved < CENTROID_NOISE && i < tracks.length - 1) held++;
    if (i >= 2) {
      const jerk =
        tracks[i]!.reduce((s, p, k) => {
          const a = tracks[i - 1]![k]!;
          const b = tracks[i - 2]![k]!;
          return s + Math.hypot(p.x - 2 * a.x + b.x, p.y - 2 * a.y + b.y);
        }, 0) / tracks[i]!.length;
      jerks.push(jerk);
    }
  }
  // Frames held at the very start or end of the move are its ends, not judder.
  const jerkPx = jerks.length ? Math.sqrt(jerks.reduce((s, j) => s + j * j, 0) / jerks.length) : 0;
  return { tracked: tracks.length, scales, direction, reversals, heldFrames: held, jerkPx, maxJerkPx: jerks.length ? Math.max(...jerks) : 0, totalScale };
}

/**
 * Tracks `markers` bright dots through `video` (frames where exactly that many blobs show; the points are matched to
 * the previous frame's by nearest distance) and measures the camera path.
 */
export async function measureKenBurns(video: string, info: VideoInfo, markers = 4): Promise<KenBurnsReport> {
  const tracks: Point[][] = [];
  await eachGreyFrame(video, info, (frame) => {
    const blobs = brightBlobs(frame).slice(0, markers + 1);
    if (blobs.length !== markers) {
      // A frame with text or a fade over the markers: the track pauses (it must not join across a cut).
      return;
    }
    const prev = tracks.at(-1);
    if (!prev) {
      tracks.push(blobs.sort((a, b) => a.y - b.y || a.x - b.x).map(({ x, y }) => ({ x, y })));
      return;
    }
    tracks.push(prev.map((p) => {
      const nearest = blobs.reduce((best, b) => (Math.hypot(b.x - p.x, b.y - p.y) < Math.hypot(best.x - p.x, best.y - p.y) ? b : best));
      return { x: nearest.x, y: nearest.y };
    }));
  });
  return kenBurnsFromTracks(tracks);
}
