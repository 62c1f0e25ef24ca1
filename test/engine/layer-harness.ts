import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FrameSize } from '../../model/format.js';
import type { LayerContext, LayerSteps, PixelBox } from '../../engine/render/layers/layer-api.js';
import type { Theme } from '../../model/scene-document.js';

const run = promisify(execFile);

/*
 * Renders one layer module on its own, the way the compositor uses it: a background stream, the module's
 * statements over it, the result encoded. Used by the data-layer and caption suites.
 */

export interface Clip {
  frame: FrameSize;
  seconds: number;
  theme?: Theme;
  /** `#rrggbb` */
  background?: string;
  box?: PixelBox;
  /** The ffmpeg binary (default: the system's). */
  ffmpeg?: string;
  /** Extra audio input mapped into the output (e.g. the narration). */
  audio?: string;
}

export function layerContext(dir: string, clip: Clip, inputs: string[][]): LayerContext {
  mkdirSync(dir, { recursive: true });
  let files = 0;
  let labels = 0;
  const { frame } = clip;
  return {
    frame,
    fps: 30,
    sceneSeconds: clip.seconds,
    theme: clip.theme ?? 'classic',
    box: clip.box ?? { x: Math.round(frame.width * 0.1), y: Math.round(frame.height * 0.1), w: Math.round(frame.width * 0.8), h: Math.round(frame.height * 0.8) },
    background: clip.background ?? '#101830',
    async textFile(text: string) {
      const path = join(dir, `text-${files++}.txt`);
      writeFileSync(path, text, 'utf8');
      return path;
    },
    addInput(args: string[]) {
      inputs.push(args);
      return inputs.length - 1;
    },
    label: (prefix: string) => `[${prefix}${labels++}]`,
    mediaPath: () => undefined,
  };
}

/** Renders `steps(ctx, '[base]')` over a solid background into `output`; returns the ffmpeg run's wall time. */
export async function renderClip(dir: string, clip: Clip, steps: (ctx: LayerContext, input: string) => Promise<LayerSteps>, output: string): Promise<{ ms: number; graph: string }> {
  const inputs: string[][] = [];
  const ctx = layerContext(dir, clip, inputs);
  const { width, height } = clip.frame;
  const { statements, output: out } = await steps(ctx, '[base]');
  const graph = [
    `color=c=0x${(clip.background ?? '#101830').slice(1)}:s=${width}x${height}:r=30:d=${clip.seconds},format=yuv420p[base]`,
    ...statements,
    `${out}format=yuv420p[vout]`,
  ].join(';');
  const audio = clip.audio ? ['-i', clip.audio] : [];
  const audioIndex = inputs.length;
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...inputs.flat(), ...audio,
    '-filter_complex', graph,
    '-map', '[vout]', ...(clip.audio ? ['-map', `${audioIndex}:a`, '-c:a', 'aac'] : []),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-t', String(clip.seconds),
    output,
  ];
  const started = Date.now();
  await run(clip.ffmpeg ?? 'ffmpeg', args, { maxBuffer: 16 * 1024 * 1024 });
  return { ms: Date.now() - started, graph };
}

/** The RGB pixels of the frame at `seconds`. */
export async function framePixels(video: string, seconds: number, frame: FrameSize): Promise<(x: number, y: number) => [number, number, number]> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', String(seconds), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  const buf = stdout as unknown as Buffer;
  return (x, y) => {
    const i = (Math.round(y) * frame.width + Math.round(x)) * 3;
    return [buf[i]!, buf[i + 1]!, buf[i + 2]!];
  };
}

/** How many pixels of `rect` are within `tolerance` of `hex` in every channel. */
export async function countColour(video: string, seconds: number, frame: FrameSize, rect: PixelBox, hex: string, tolerance = 40): Promise<number> {
  const at = await framePixels(video, seconds, frame);
  const want = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  let count = 0;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    for (let x = rect.x; x < rect.x + rect.w; x++) {
      const px = at(x, y);
      if (px.every((v, i) => Math.abs(v - want[i]!) <= tolerance)) count++;
    }
  }
  return count;
}

/** tesseract's reading of the frame at `seconds` (sparse text: labels spread over the frame). */
export async function ocrAt(video: string, seconds: number, png: string, psm = '11'): Promise<string> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(seconds), '-i', video, '-frames:v', '1', png]);
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', psm]);
  return stdout;
}
