import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * Measures over every decoded frame of a video (what a viewer sees after encoding): stillness (frames equal to the
 * one before, the longest still stretch), the sub-pixel position of a bright marker, and pixel colours decoded with
 * the BT.709 matrix the chapters are tagged with.
 */

const run = promisify(execFile);

/** Every frame of `video` as 8-bit grey at `width`×`height` (the video's own size unless given). */
export async function greyFrames(video: string, size: { width: number; height: number }): Promise<Buffer[]> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', video, '-vf', `scale=${size.width}:${size.height}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], {
    encoding: 'buffer',
    maxBuffer: 1024 * 1024 * 1024,
  });
  const n = size.width * size.height;
  const frames: Buffer[] = [];
  for (let at = 0; at + n <= stdout.length; at += n) frames.push(stdout.subarray(at, at + n));
  return frames;
}

export interface Stillness {
  frames: number;
  /** Share of frames (after the first) identical to the one before. */
  equalShare: number;
  /** The longest run of identical frames, in seconds (a run of k equal frames after a frame lasts (k+1)/fps). */
  longestStillSeconds: number;
  /** Mean absolute difference to the frame before, per frame (levels). */
  differences: number[];
}

/** How still the frames are: identical neighbours, the longest still stretch, the mean differences. */
export function stillness(frames: readonly Buffer[], fps = 30): Stillness {
  let equal = 0;
  let run = 0;
  let longest = 0;
  const differences: number[] = [];
  for (let i = 1; i < frames.length; i++) {
    const a = frames[i - 1]!;
    const b = frames[i]!;
    let sum = 0;
    for (let k = 0; k < a.length; k++) sum += Math.abs(a[k]! - b[k]!);
    differences.push(sum / a.length);
    if (sum === 0) {
      equal++;
      run++;
      longest = Math.max(longest, run);
    } else run = 0;
  }
  return { frames: frames.length, equalShare: equal / Math.max(1, frames.length - 1), longestStillSeconds: longest === 0 ? 0 : (longest + 1) / fps, differences };
}

/** The brightness-weighted centre of the pixels brighter than `threshold` in `region` of a grey frame. */
export function markerCentre(frame: Buffer, width: number, region: { x: number; y: number; w: number; h: number }, threshold = 128): { x: number; y: number } | undefined {
  let s = 0;
  let sx = 0;
  let sy = 0;
  for (let y = region.y; y < region.y + region.h; y++) {
    for (let x = region.x; x < region.x + region.w; x++) {
      const v = frame[y * width + x]! - threshold;
      if (v <= 0) continue;
      s += v;
      sx += v * x;
      sy += v * y;
    }
  }
  return s > 0 ? { x: sx / s, y: sy / s } : undefined;
}

/** The average colour of `box` in the frame at `seconds`, decoded to RGB with the BT.709 matrix, limited range. */
export async function colourBt709(video: string, seconds: number, box: { x: number; y: number; w: number; h: number }): Promise<[number, number, number]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1',
      '-vf', `crop=${box.w}:${box.h}:${box.x}:${box.y},scale=in_color_matrix=bt709:in_range=tv:flags=area,scale=1:1:flags=area,format=rgb24`,
      '-f', 'rawvideo', '-',
    ],
    { encoding: 'buffer' },
  );
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

/** The share of a frame's RGB pixels (at `seconds`) within `tolerance` of `hex` in every channel. */
export async function colourShare(video: string, seconds: number, hex: string, tolerance = 40): Promise<number> {
  const { stdout: probe } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', video]);
  const [width, height] = probe.trim().split(',').map(Number) as [number, number];
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-vf', 'scale=in_color_matrix=bt709:in_range=tv,format=rgb24', '-f', 'rawvideo', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  const want = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  let count = 0;
  for (let i = 0; i < width * height; i++) {
    if (Math.abs(stdout[3 * i]! - want[0]!) <= tolerance && Math.abs(stdout[3 * i + 1]! - want[1]!) <= tolerance && Math.abs(stdout[3 * i + 2]! - want[2]!) <= tolerance) count++;
  }
  return count / (width * height);
}
