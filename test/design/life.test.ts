import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { accentPanel } from '../../engine/render/layers/text.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { averageColour, findPhrase, grabFrame, ocrWords } from '../engine/video-checks.js';
import { contrastRatio, hexRgb } from './colour-science.js';
import { probeVideo } from './frames.js';
import { isEqual, keyframeIndices, measureMotion, motionFromDiffs, type MotionReport } from './motion-metrics.js';
import { scenicPicture } from './pictures.js';

/*
 * Life and first frames on rendered videos (issue 27, motion): a held text block moves on every frame (a drift of a
 * fraction of a pixel, resampled, never a frame drawn twice); a bar chart with a title, one without (its values
 * float) and a counter alone keep moving once settled; and a lower third that slides in when the video opens is
 * whole on frame 0 (its thumbnail), on a panel whose white text reads at 4.5:1.
 *
 * Three renders, each asserted on several ways: the held title at 1080p (the drift's step is the same in pixels, so
 * the larger frame is the harder case for the frame-difference measure; a 3 s hold proves what a longer one would),
 * the three settled graphics as three cut scenes of one 720p render (each scene measured on its own frames), and
 * the lower third at 720p (frame 0 and the panel's colour do not depend on the size).
 */

const run = promisify(execFile);
const FULL_HD: OutputFormat = { aspect: 'landscape', resolution: '1080p' };
const DRAFT: OutputFormat = { aspect: 'landscape', resolution: '720p' };
const LIMITS = { frozenShare: 0.4, longestStill: 2.5 };
const PICTURE = 'ast_SCENICaaaaaaaaaaaaaaa';
/** Each graphics scene's length (seconds): 105 frames, cut (no transition) so each scene's frames are its own. */
const SCENE = 3.5;
const DATA = [{ label: 'Jan', value: 120 }, { label: 'Feb', value: 150 }, { label: 'Mar', value: 210 }, { label: 'Apr', value: 260 }];

describe('life on every frame (real FFmpeg, frame differences, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'life-test-'));
  let held: MotionReport;
  let graphics: { motion: MotionReport; keyframes: Set<number>; fps: number };
  let lowerThird: string;

  beforeAll(async () => {
    const title = join(dir, 'title.mp4');
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#14213d' },
        scenes: [{ duration: 4, layers: [
          { type: 'text', role: 'heading', text: 'Meet Aurora' },
          { type: 'text', role: 'subtitle', text: 'The quiet air purifier for every room' },
        ] }],
      } as SceneDocumentInput,
      format: FULL_HD,
      media: new Map(),
      output: title,
    });
    held = await measureMotion(title, await probeVideo(title));

    const chart = join(dir, 'graphics.mp4');
    const cut = { type: 'cut' as const };
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#ffffff' },
        scenes: [
          { duration: SCENE, layers: [{ type: 'chart', kind: 'bar', title: 'Monthly visitors', data: DATA }] },
          { duration: SCENE, transition: cut, layers: [{ type: 'chart', kind: 'bar', data: DATA }] },
          { duration: SCENE, transition: cut, background: { type: 'solid', colour: '#1c1b2a' }, layers: [{ type: 'counter', to: 2500, suffix: ' customers', countSeconds: 1 }] },
        ],
      } as SceneDocumentInput,
      format: DRAFT,
      media: new Map(),
      output: chart,
    });
    const info = await probeVideo(chart);
    graphics = { motion: await measureMotion(chart, info), keyframes: await keyframeIndices(chart), fps: info.fps };

    const picture = join(dir, 'scenic.png');
    writeFileSync(picture, scenicPicture(1800, 1200, 200));
    lowerThird = join(dir, 'lower-third.mp4');
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#0f766e' },
        scenes: [{ duration: 3, layers: [
          { type: 'media', assetId: PICTURE, kind: 'image', placement: 'full', kenBurns: 'none' },
          { type: 'text', role: 'heading', text: 'Our journey' },
          { type: 'text', role: 'name', text: 'Maria Lopez', animation: { in: 'slide-right', duration: 0.6 } },
          { type: 'text', role: 'role', text: 'Video Editor', animation: { in: 'slide-right', duration: 0.6 } },
        ] }],
      } as SceneDocumentInput,
      format: DRAFT,
      media: new Map([[PICTURE, picture]]),
      output: lowerThird,
    });
  }, 300_000);

  it('a held title and subtitle differ from frame to frame while held (1080p): no frame drawn twice, no still stretch', () => {
    expect(held.frames).toBe(120);
    expect(held.repeatedInMotion).toEqual([]);
    expect(held.frozenShare).toBeLessThanOrEqual(LIMITS.frozenShare);
    expect(held.longestStillSeconds).toBeLessThanOrEqual(LIMITS.longestStill);
    // While held (1 s to 3.5 s): every frame moved from the one before (keyframes re-encode: their noise hides a step).
    const still = held.diffs.slice(30, 105).filter((d) => isEqual(d)).length;
    expect(still).toBeLessThanOrEqual(2);
  });

  /** The motion of graphics scene `k` alone, from its second frame (the cut into it is motion) to its last. */
  const scene = (k: number) => {
    const from = Math.round(k * SCENE * graphics.fps) + 1;
    const to = Math.round((k + 1) * SCENE * graphics.fps);
    const keyframes = new Set([...graphics.keyframes].filter((f) => f >= from && f < to).map((f) => f - from));
    return motionFromDiffs(graphics.motion.diffs.slice(from, to), [], graphics.fps, keyframes);
  };

  it.each([
    [0, 'a bar chart with a title (its title drifts)'],
    [1, 'a bar chart without a title (its values float)'],
    [2, 'a counter alone (its held value drifts)'],
  ])('scene %i, %s, keeps moving once settled', (k) => {
    const motion = scene(k);
    expect(motion.frames).toBe(104);
    expect(motion.frozenShare).toBeLessThanOrEqual(LIMITS.frozenShare);
    expect(motion.longestStillSeconds).toBeLessThanOrEqual(LIMITS.longestStill);
    // Settled (the last 1.5 s before the exit): still moving on nearly every frame.
    const settled = motion.diffs.slice(45, 90).filter((d) => isEqual(d)).length;
    expect(settled).toBeLessThanOrEqual(6);
  });

  it('a lower third that slides in as the video opens is whole and readable on frame 0, with a picture layer on a panel its white text reads on at 4.5:1', async () => {
    // Tesseract read nothing at all from this frame (two panels on teal): read a frame reduced to its white
    // pixels (the text), as blocks.test.ts does for white text over a picture.
    const frame0 = await grabFrame(lowerThird, 0, join(dir, 'frame0.png'));
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', frame0, '-vf', "crop=640:360:0:360,scale=1280:-1,format=gray,lutyuv=y='if(gt(val,200),0,255)'", join(dir, 'quarter.png')]);
    // Read at twice the size (OCR reads 720p's small role better so), mapped back to the frame's pixels.
    const words = (await ocrWords(join(dir, 'quarter.png'))).map((w) => ({ ...w, left: w.left / 2, top: w.top / 2 + 360, width: w.width / 2, height: w.height / 2 }));
    const name = findPhrase(words, 'Maria Lopez');
    const role = findPhrase(words, 'Video Editor');
    expect({ name, role }).toEqual({ name: expect.anything(), role: expect.anything() });
    // In the title-safe area on the thumbnail, not entering from the frame's edge.
    expect(name!.left).toBeGreaterThan(1280 * 0.05);
    // The panel between the name and the role, against the white text: at least 4.5:1 (classic's blue accent
    // itself is 3.6:1).
    const gap = { x: Math.round(name!.left), y: Math.round(name!.bottom + 2), w: 6, h: Math.max(2, Math.round((role!.top - name!.bottom) / 3)) };
    const panel = await averageColour(lowerThird, 2, gap);
    expect(contrastRatio(panel, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexRgb(accentPanel('classic')), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });
});
