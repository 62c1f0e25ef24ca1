import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';

/*
 * Synthetic videos and frames whose answer is known, to check the instrument itself: FFmpeg's sources with frames
 * frozen or replaced on purpose, and frames drawn by resvg at exact (sub-pixel) positions and sizes.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
export const FONT = join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf', 'DejaVuSans-Bold.ttf');

/** The engine's own encoding settings (x264 veryfast, CRF 21, a keyframe every 2 s at 30 fps), so codec noise is real. */
export const ENCODE = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p', '-r', '30', '-g', '60'];

export async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** A 640x360 video from a lavfi source, through `filter`, encoded like the engine encodes. */
export async function lavfiVideo(path: string, source: string, filter?: string, extra: string[] = []): Promise<string> {
  await ffmpeg(['-f', 'lavfi', '-i', source, ...(filter ? ['-vf', filter] : []), ...ENCODE, ...extra, path]);
  return path;
}

/** Renders an SVG body (640x360 unless told) to PNG bytes, with DejaVu Sans Bold as its only font. */
export function svgPng(body: string, width = 640, height = 360): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [FONT], defaultFontFamily: 'DejaVu Sans' }, logLevel: 'off' }).render().asPng());
}

/** A video of the frames drawn by `frame(i)` (SVG bodies), `count` frames at 30 fps. */
export async function svgVideo(dir: string, name: string, count: number, frame: (i: number) => string, size = { width: 640, height: 360 }): Promise<string> {
  const frames = join(dir, `${name}-frames`);
  mkdirSync(frames, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(frames, `${String(i).padStart(4, '0')}.png`), svgPng(frame(i), size.width, size.height));
  const out = join(dir, `${name}.mp4`);
  await ffmpeg(['-framerate', '30', '-i', join(frames, '%04d.png'), ...ENCODE, out]);
  return out;
}
