import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Animation } from '../../../model/scene-document.js';
import { fadeChain } from './overlay-picture.js';

const run = promisify(execFile);

/** The alpha (0-255) of each of the first `count` frames of a one-frame white picture through fadeChain, by FFmpeg. */
async function alphas(animation: Animation, start: number, count: number): Promise<number[]> {
  const chain = fadeChain({ start, animation }, 30, 2);
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=white:s=2x2:r=30', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'], { encoding: 'buffer' });
  const decoded = await new Promise<Buffer>((resolve, reject) => {
    const child = execFile('ffmpeg', ['-v', 'error', '-f', 'png_pipe', '-i', '-', '-vf', `${chain.join(',')},alphaextract,format=gray`, '-frames:v', String(count), '-f', 'rawvideo', '-'], { encoding: 'buffer', maxBuffer: 1 << 20 }, (error, out) => (error ? reject(error) : resolve(out)));
    child.stdin!.end(stdout);
  });
  return Array.from({ length: count }, (_, i) => decoded[i * 4]!);
}

describe('a picture fading in over the scene', () => {
  it('shows a trace on the first frame of its entrance, and more on every frame after, until it is whole', async () => {
    // 0.2 s at 30 fps from 0.1 s: frames 3-8 enter, 1/7 of the way in on frame 3.
    const a = await alphas({ in: 'fade', out: 'none', duration: 0.2 }, 0.1, 12);
    expect(a.slice(0, 3)).toEqual([0, 0, 0]);
    expect(a[3]).toBeCloseTo(255 / 7, -1);
    for (let i = 4; i <= 9; i++) expect(a[i]!).toBeGreaterThan(a[i - 1]!);
    expect(a.slice(9)).toEqual([255, 255, 255]);
  }, 30_000);

  it('from the scene\'s first frame too (no frame before it to count from)', async () => {
    const a = await alphas({ in: 'fade', out: 'none', duration: 0.2 }, 0, 3);
    expect(a[0]).toBeGreaterThan(0);
    expect(a[1]!).toBeGreaterThan(a[0]!);
  }, 30_000);

  it('pops in opaque half way through its entrance', async () => {
    // 0.4 s: 12 frames; opaque from the 6th (a fade of 6 frames counted a frame late).
    const a = await alphas({ in: 'pop', out: 'none', duration: 0.4 }, 0, 12);
    expect(a[0]).toBeGreaterThan(0);
    for (let i = 1; i < 6; i++) expect(a[i]!).toBeGreaterThan(a[i - 1]!);
    expect(a.slice(6)).toEqual(Array(6).fill(255));
  }, 30_000);

  it('is one picture, repeated by overlay, when it neither enters nor leaves', () => {
    expect(fadeChain({ start: 0, animation: { in: 'none', out: 'none', duration: 0.5 } }, 30, 5)).toEqual(['format=rgba']);
  });
});
