import { describe, expect, it } from '@jest/globals';
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
import { isEqual, measureMotion } from './motion-metrics.js';
import { scenicPicture } from './pictures.js';

/*
 * Life and first frames on rendered videos (issue 27, motion): a held text block moves on every frame (a drift of a
 * fraction of a pixel, resampled, never a frame drawn twice), a bar chart keeps moving after its bars have grown,
 * and a lower third that slides in when the video opens is whole on frame 0 (its thumbnail), on a panel whose white
 * text reads at 4.5:1. 1080p, the default: the drift's step is the same in pixels, so the larger frame is the harder
 * case for the frame-difference measure.
 */

const run = promisify(execFile);
const FULL_HD: OutputFormat = { aspect: 'landscape', resolution: '1080p' };
const LIMITS = { frozenShare: 0.4, longestStill: 2.5 };
const PICTURE = 'ast_SCENICaaaaaaaaaaaaaaa';

describe('life on every frame (real FFmpeg, frame differences, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'life-test-'));
  let n = 0;
  const render = async (document: SceneDocumentInput) => {
    const output = join(dir, `chapter-${n++}.mp4`);
    await renderChapter({ document, format: FULL_HD, media: new Map(), output });
    return output;
  };

  it('a held title and subtitle differ from frame to frame while held: no frame drawn twice, no still stretch', async () => {
    const video = await render({
      version: 2,
      theme: 'classic',
      background: { type: 'solid', colour: '#14213d' },
      scenes: [{ duration: 6, layers: [
        { type: 'text', role: 'heading', text: 'Meet Aurora' },
        { type: 'text', role: 'subtitle', text: 'The quiet air purifier for every room' },
      ] }],
    } as SceneDocumentInput);
    const motion = await measureMotion(video, await probeVideo(video));
    expect(motion.repeatedInMotion).toEqual([]);
    expect(motion.frozenShare).toBeLessThanOrEqual(LIMITS.frozenShare);
    expect(motion.longestStillSeconds).toBeLessThanOrEqual(LIMITS.longestStill);
    // While held (1 s to 5 s): every frame moved from the one before (keyframes re-encode: their noise hides a step).
    const held = motion.diffs.slice(30, 150).filter((d) => isEqual(d)).length;
    expect(held).toBeLessThanOrEqual(2);
  }, 240_000);

  it('a bar chart with a title keeps moving after its bars have grown', async () => {
    const video = await render({
      version: 2,
      theme: 'classic',
      background: { type: 'solid', colour: '#ffffff' },
      scenes: [{ duration: 6, layers: [
        { type: 'chart', kind: 'bar', title: 'Monthly visitors', data: [{ label: 'Jan', value: 120 }, { label: 'Feb', value: 150 }, { label: 'Mar', value: 210 }, { label: 'Apr', value: 260 }] },
      ] }],
    } as SceneDocumentInput);
    const motion = await measureMotion(video, await probeVideo(video));
    expect(motion.frozenShare).toBeLessThanOrEqual(LIMITS.frozenShare);
    expect(motion.longestStillSeconds).toBeLessThanOrEqual(LIMITS.longestStill);
  }, 240_000);

  it('a lower third that slides in as the video opens is whole and readable on frame 0, with a picture layer on a panel its white text reads on at 4.5:1', async () => {
    const picture = join(dir, 'scenic.png');
    writeFileSync(picture, scenicPicture(1800, 1200, 200));
    const output = join(dir, 'lower-third.mp4');
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#0f766e' },
        scenes: [{ duration: 4, layers: [
          { type: 'media', assetId: PICTURE, kind: 'image', placement: 'full', kenBurns: 'none' },
          { type: 'text', role: 'heading', text: 'Our journey' },
          { type: 'text', role: 'name', text: 'Maria Lopez', animation: { in: 'slide-right', duration: 0.6 } },
          { type: 'text', role: 'role', text: 'Video Editor', animation: { in: 'slide-right', duration: 0.6 } },
        ] }],
      } as SceneDocumentInput,
      format: FULL_HD,
      media: new Map([[PICTURE, picture]]),
      output,
    });
    // Tesseract read nothing at all from this frame (two panels on teal): read a frame reduced to its white
    // pixels (the text), as blocks.test.ts does for white text over a picture.
    const frame0 = await grabFrame(output, 0, join(dir, 'frame0.png'));
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', frame0, '-vf', "crop=960:540:0:540,format=gray,lutyuv=y='if(gt(val,200),0,255)'", join(dir, 'quarter.png')]);
    const words = (await ocrWords(join(dir, 'quarter.png'))).map((w) => ({ ...w, top: w.top + 540 }));
    const name = findPhrase(words, 'Maria Lopez');
    const role = findPhrase(words, 'Video Editor');
    expect({ name, role }).toEqual({ name: expect.anything(), role: expect.anything() });
    // In the title-safe area on the thumbnail, not entering from the frame's edge.
    expect(name!.left).toBeGreaterThan(1920 * 0.05);
    // The panel between the name and the role, against the white text: at least 4.5:1 (classic's blue accent
    // itself is 3.6:1).
    const gap = { x: Math.round(name!.left), y: Math.round(name!.bottom + 3), w: 8, h: Math.max(2, Math.round((role!.top - name!.bottom) / 3)) };
    const panel = await averageColour(output, 2, gap);
    expect(contrastRatio(panel, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexRgb(accentPanel('classic')), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  }, 240_000);
});
