import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { ffprobe } from '../support/media.js';
import { peakRss, processesMatching } from '../support/proc.js';

/*
 * Issue 29's memory defect: a 1080p slideshow with crossfades held a whole scene's frames at once (the transition's
 * overlay started early and pulled the outgoing scene through its split: transitions.ts, `gated`), so 6 photos ×
 * 5 s peaked at 3 GB resident and failed under the 2 GiB render limit. Three photos × 4 s show the same growth:
 * measured here, 1060 MB resident before the fix, 414 MB after (500 MB is the plain cost of a 1080p chapter: the
 * scenes' frame pools and the encoder's lookahead). The ffmpeg renderChapter starts is found in /proc (its command
 * line names this test's output) and its high-water mark (VmHWM) read until it exits. The render runs with the
 * default render memory limit (run-ffmpeg.ts), so it must also simply succeed.
 */

const run = promisify(execFile);
const SLIDES = ['#d32f2f', '#388e3c', '#1976d2'];
const id = (i: number) => `ast_MEMPHOTO${i}aaaaaaaaaaaa`.slice(0, 25);
/** Peak resident bytes allowed: before the fix this render took 1.06 GB; after, 0.41 GB (2 cores). */
const BOUND = 750 * 1024 * 1024;

describe('a 1080p slideshow with crossfades holds a bounded number of frames (real FFmpeg, its peak RSS)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'footage-memory-'));
  const output = join(dir, 'slideshow-memory.mp4');
  const media = new Map<string, string>();
  let peak = 0;
  let seconds = 0;

  beforeAll(async () => {
    for (const [i, colour] of SLIDES.entries()) {
      const path = join(dir, id(i));
      // Photo-sized pictures (2400×1600), scaled down to cover the frame as a camera's would be.
      await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${colour.slice(1)}:s=2400x1600`, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', path]);
      media.set(id(i), path);
    }
    const document: SceneDocumentInput = {
      version: 2,
      background: { type: 'solid', colour: '#000000' },
      scenes: SLIDES.map((_, i) => ({
        duration: 4,
        ...(i > 0 ? { transition: { type: 'crossfade' as const, duration: 0.7 } } : {}),
        layers: [{ type: 'media' as const, assetId: id(i), kind: 'image' as const, placement: 'full' as const, fit: 'cover' as const, kenBurns: 'none' as const, animation: { in: 'none' as const } }],
      })),
    };
    let done = false;
    const watch = (async () => {
      // Every 50 ms: the peak so far is kept by the kernel, so a late sample loses nothing but the last 50 ms.
      while (!done) {
        for (const p of processesMatching(output)) {
          if (p.ppid !== process.pid) continue;
          try {
            peak = Math.max(peak, peakRss(p.pid));
          } catch {
            /* exited meanwhile */
          }
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      seconds = (await renderChapter({ document, media, output, mediaDir: dir })).seconds;
    } finally {
      done = true;
      await watch;
    }
  }, 180_000);

  it('renders the whole slideshow at 1080p under the default render memory limit', async () => {
    expect(seconds).toBeCloseTo(12, 5);
    const probe = await ffprobe(output);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1920, height: 1080 });
    expect(Number(probe.format.duration)).toBeCloseTo(12, 1);
    // The slides in order, each full frame after its crossfade: the middle frame of each, shrunk to 32×18 (one
    // decode of the video for all three).
    const picks = SLIDES.map((_, i) => `eq(n\\,${i * 120 + 60})`).join('+');
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', output, '-vf', `select=${picks},scale=32:18:in_color_matrix=bt709:in_range=tv,format=rgb24`, '-vsync', '0', '-f', 'rawvideo', '-'], { encoding: 'buffer', maxBuffer: 1 << 20 });
    expect(stdout.length).toBe(3 * 32 * 18 * 3);
    for (const [i, colour] of SLIDES.entries()) {
      const want = [1, 3, 5].map((k) => parseInt(colour.slice(k, k + 2), 16));
      const frame = stdout.subarray(i * 32 * 18 * 3, (i + 1) * 32 * 18 * 3);
      for (let p = 0; p < 32 * 18; p++) for (let c = 0; c < 3; c++) expect(Math.abs(frame[3 * p + c]! - want[c]!)).toBeLessThan(24);
    }
  });

  it("ffmpeg's peak resident memory stays far below the 2 GiB limit (a scene's frames are not held at once)", () => {
    process.stdout.write(`peak resident memory of the slideshow's ffmpeg: ${Math.round(peak / 2 ** 20)} MiB\n`);
    expect(peak).toBeGreaterThan(50 * 1024 * 1024);
    expect(peak).toBeLessThan(BOUND);
  });
});
