import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { safeArea } from '../../engine/render/placement.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { pngAt, probeVideo, rgbFrameAt, type RgbFrame } from './frames.js';
import { findText, readFrame } from './text-metrics.js';

/*
 * A short title beside a chart (16:9, real FFmpeg and tesseract, 720p for two and a half seconds): the title names
 * what the chart shows and stays a title's size (a two-word title grown as a scene's hero filled its slice of the
 * frame and drifted into the frame's top edge), and everything drawn keeps the title-safe margin.
 */

/** The box of the pixels brighter than the ground by `above` levels (the title, the bars, their labels). */
function inkBox(frame: RgbFrame, ground: number, above: number): { left: number; top: number; right: number; bottom: number } {
  let left = frame.width, top = frame.height, right = -1, bottom = -1;
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      const i = (y * frame.width + x) * 3;
      const luma = 0.2126 * frame.pixels[i]! + 0.7152 * frame.pixels[i + 1]! + 0.0722 * frame.pixels[i + 2]!;
      if (luma - ground < above) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return { left, top, right, bottom };
}

describe('a short title beside a chart (real FFmpeg, tesseract)', () => {
  it('stays a title, not the hero, and keeps everything inside the safe margin', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'beside-chart-'));
    const output = join(dir, 'chart.mp4');
    await renderChapter({
      document: {
        version: 2,
        background: { type: 'solid', colour: '#14182a' },
        scenes: [{ duration: 2.5, layers: [
          { type: 'text', role: 'heading', text: 'Under 12s' },
          { type: 'chart', kind: 'bar', bars: 'rows', data: [{ label: 'Swimming', value: 42 }, { label: 'Football', value: 35 }, { label: 'Dance', value: 21 }] },
        ] }],
      },
      format: { aspect: 'landscape', resolution: '720p' },
      media: new Map(),
      output,
    });
    const info = await probeVideo(output);
    const t = 2.3;
    const title = findText(await readFrame(await pngAt(output, t, join(dir, 'chart.png'))), 'Under 12s');
    expect(title).toBeDefined();
    // A title's size: its letters under a tenth of the frame's height (grown as a hero they were 16 %).
    expect((title!.box.bottom - title!.box.top) / info.height).toBeLessThan(0.1);
    const safe = safeArea(info);
    // The ground is #14182a (luma about 24) under a soft light a few levels lighter: ink is 50 levels above it.
    const ink = inkBox(await rgbFrameAt(output, t, info), 24, 50);
    expect(ink.top).toBeGreaterThanOrEqual(safe.y - 2);
    expect(ink.left).toBeGreaterThanOrEqual(safe.x - 2);
    expect(ink.right).toBeLessThanOrEqual(safe.x + safe.w + 2);
    expect(ink.bottom).toBeLessThanOrEqual(safe.y + safe.h + 2);
  }, 240_000);
});
