import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { contentArea, safeArea } from '../../engine/render/placement.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { greyOf, pngAt, probeVideo, rgbFrameAt, type GreyFrame, type VideoInfo } from './frames.js';
import { findText, hasOneWordLastLine, readFrame } from './text-metrics.js';

/*
 * Titles, lists and charts laid out for the tall frame (issue 27, type and layout in 9:16), on the frames of one
 * 720p portrait render of three cut scenes: the title "3 tips for better sleep" (set "3 tips for / better / sleep"
 * before: the balanced break now steps the size down rather than leave "sleep" alone), a list of three tips
 * (it sat in the upper half; now centred in the free area, as wide as it), a bar chart with its title (a 16:9 layout
 * squeezed), and a short title of four words (set "The / future / of work": now two balanced lines). Read
 * by OCR word boxes and by the ink's bounding box (the pixels far from the background's colour).
 */

const TALL: OutputFormat = { aspect: 'portrait', resolution: '720p' };
const SCENE = 2;
const frame = { width: 720, height: 1280 };

/** The bounding box of the pixels for which `ink` holds, inside `within`. */
function inkBox(g: GreyFrame, ink: (v: number) => boolean, within = { x: 0, y: 0, w: g.width, h: g.height }) {
  let box = { left: g.width, top: g.height, right: -1, bottom: -1 };
  for (let y = within.y; y < within.y + within.h; y++) {
    for (let x = within.x; x < within.x + within.w; x++) {
      if (!ink(g.pixels[y * g.width + x]!)) continue;
      box = { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) };
    }
  }
  return box;
}

describe('9:16 layouts of titles, lists and charts (real FFmpeg, tesseract, ink boxes)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tall-test-'));
  const video = join(dir, 'tall.mp4');
  let info: VideoInfo;
  const settled = (k: number) => k * SCENE + SCENE * 0.8;

  beforeAll(async () => {
    const cut = { type: 'cut' as const };
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#1c1b2a' },
        scenes: [
          { duration: SCENE, layers: [{ type: 'text', role: 'heading', text: '3 tips for better sleep' }] },
          { duration: SCENE, transition: cut, layers: [{ type: 'list', items: ['No screens after ten', 'Keep the room cool', 'Wake up at the same time'], stagger: 0.2 }] },
          { duration: SCENE, transition: cut, background: { type: 'solid', colour: '#ffffff' }, layers: [{ type: 'chart', kind: 'bar', title: 'Monthly visitors', data: [{ label: 'Jan', value: 120 }, { label: 'Feb', value: 150 }, { label: 'Mar', value: 210 }, { label: 'Apr', value: 260 }] }] },
          { duration: SCENE, transition: cut, layers: [{ type: 'text', role: 'heading', text: 'The future of work' }] },
        ],
      } as SceneDocumentInput,
      format: TALL,
      media: new Map(),
      output: video,
    });
    info = await probeVideo(video);
  }, 180_000);

  it('sets the title on balanced lines with no word alone on the last line (OCR word boxes)', async () => {
    const readings = await readFrame(await pngAt(video, settled(0), join(dir, 'title.png')));
    const title = findText(readings, '3 tips for better sleep');
    expect(title).toBeDefined();
    expect(title!.lines.length).toBeGreaterThanOrEqual(1);
    expect(hasOneWordLastLine(title!)).toBe(false);
  });

  it('centres a list vertically in the area the platforms leave free, from 60 % of the safe width to that area\'s width', async () => {
    const g = greyOf(await rgbFrameAt(video, settled(1), info));
    // Text and markers are far lighter than the dark fill and its soft light.
    const box = inkBox(g, (v) => v > 100);
    const area = contentArea(frame);
    const width = (box.right - box.left) / safeArea(frame).w;
    expect(width).toBeGreaterThanOrEqual(0.6);
    // Up to the free area's right edge (the buttons' column starts there), not past it.
    expect(box.right).toBeLessThanOrEqual(area.x + area.w);
    // Its middle at the middle of the free area (the top 14 % and the bottom 22 % are the apps'), within 4 % of the frame.
    expect(Math.abs((box.top + box.bottom) / 2 - (area.y + area.h / 2))).toBeLessThan(frame.height * 0.04);
    expect(box.top).toBeGreaterThanOrEqual(area.y);
    expect(box.bottom).toBeLessThanOrEqual(area.y + area.h);
  });

  it('lays a chart out across the width with its title above the bars', async () => {
    const rgb = await rgbFrameAt(video, settled(2), info);
    const g = greyOf(rgb);
    const area = contentArea(frame);
    const box = inkBox(g, (v) => v < 170);
    expect((box.right - box.left) / area.w).toBeGreaterThanOrEqual(0.9);
    // The bars: classic's blue, saturated (blue well above red).
    let barsTop = frame.height;
    for (let y = 0; y < frame.height; y++) {
      for (let x = 0; x < frame.width; x += 2) {
        const i = (y * frame.width + x) * 3;
        if (rgb.pixels[i + 2]! - rgb.pixels[i]! > 120) barsTop = Math.min(barsTop, y);
      }
    }
    const title = findText(await readFrame(await pngAt(video, settled(2), join(dir, 'chart.png'))), 'Monthly visitors');
    expect(title).toBeDefined();
    expect(title!.box.bottom).toBeLessThan(barsTop);
    // A heading, not a 16:9 chart's small title: its letters at least 4.5 % of the frame's width tall.
    expect(title!.box.bottom - title!.box.top).toBeGreaterThan(frame.width * 0.045);
  });

  it('sets a short title of four words on two balanced lines ("The future / of work", not "The / future / of work"), within 80 % of the safe width', async () => {
    const title = findText(await readFrame(await pngAt(video, settled(3), join(dir, 'future.png'))), 'The future of work');
    expect(title).toBeDefined();
    expect(title!.lines.map((l) => l.map((w) => w.text.replace(/[^\p{L}]/gu, '')).join(' '))).toEqual(['The future', 'of work']);
    const widest = Math.max(...title!.lines.map((l) => l.at(-1)!.left + l.at(-1)!.width - l[0]!.left));
    expect(widest / safeArea(frame).w).toBeLessThanOrEqual(0.8);
    expect(widest / safeArea(frame).w).toBeGreaterThanOrEqual(0.5);
  });
});
