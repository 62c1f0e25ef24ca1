import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { interpretPrompt } from '../../engine/interpret/index.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { THEME_STYLES } from '../../engine/render/style/themes.js';
import { findPhrase, grabFrame, ocrWords, textOf } from './video-checks.js';

/*
 * "Highlight the word sale" in a title (render/layers/highlight.ts): a box in the theme's accent behind that word
 * of the title, the word over it in a colour that reads on it. Measured on the rendered frames: where the accent's
 * pixels are against where OCR finds the word, the word's own pixels inside the box, and OCR reading the whole title.
 * One 720p render of 3 s; a frame in the hold and one in the title's exit (the box moves with the title).
 */

const run = promisify(execFile);
const TITLE = 'The biggest summer sale of the year';

interface Frame {
  width: number;
  height: number;
  rgb: Buffer;
}

async function rgbFrame(png: string): Promise<Frame> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  return { width: 1280, height: 720, rgb: stdout };
}

/** The bounding box of the pixels within `tolerance` of `hex` in every channel. */
function colourBox(f: Frame, hex: string, tolerance = 36): { left: number; top: number; right: number; bottom: number; count: number } {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  let count = 0;
  for (let y = 0; y < f.height; y++)
    for (let x = 0; x < f.width; x++) {
      const at = (y * f.width + x) * 3;
      if (Math.abs(f.rgb[at]! - c[0]!) > tolerance || Math.abs(f.rgb[at + 1]! - c[1]!) > tolerance || Math.abs(f.rgb[at + 2]! - c[2]!) > tolerance) continue;
      count++;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + 1);
    }
  return { left, top, right, bottom, count };
}

/** The bounding box of the light pixels (every channel over 200) inside `within`. */
function inkBox(f: Frame, within: { left: number; top: number; right: number; bottom: number }): { left: number; top: number; right: number; bottom: number; count: number } {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  let count = 0;
  for (let y = within.top; y < within.bottom; y++)
    for (let x = within.left; x < within.right; x++) {
      const at = (y * f.width + x) * 3;
      if (f.rgb[at]! < 200 || f.rgb[at + 1]! < 200 || f.rgb[at + 2]! < 200) continue;
      count++;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + 1);
    }
  return { left, top, right, bottom, count };
}

describe('a highlight behind a word of a title (real FFmpeg, OCR and pixels of the frames)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'footage-highlight-'));
  const output = join(dir, 'highlight.mp4');
  const accent = THEME_STYLES.classic.accent;
  let document: ReturnType<typeof interpretPrompt>['document'];

  beforeAll(async () => {
    ({ document } = interpretPrompt(undefined, `A title "${TITLE}", highlight the word sale`, { assets: new Map(), chapterDuration: null }));
    // A second, short scene first: the title enters as titles do (the video's first frame shows text whole).
    document.scenes = [{ ...document.scenes[0]!, layers: [], duration: 0.5 }, { ...document.scenes[0]!, duration: 2.5 }];
    await renderChapter({ document, format: { aspect: 'landscape', resolution: '720p' }, media: new Map(), output, mediaDir: dir });
  }, 120_000);

  it('reads the prompt as a highlight on the title\'s word, drawn over the title', () => {
    const layers = document.scenes[1]!.layers;
    expect(layers.map((l) => l.type)).toEqual(['text', 'graphic']);
    expect(layers[1]).toMatchObject({ shape: 'highlight', text: 'sale' });
  });

  // Read by OCR in the hold; in the exit (the title moving out) by its pixels only.
  it.each([[1.2, true], [2.8, false]])('at %s s the accent box sits behind the word, the word over it in a contrasting colour (OCR reads the title: %s)', async (t, ocr) => {
    const png = await grabFrame(output, t, join(dir, `frame-${t}.png`));
    const frame = await rgbFrame(png);
    const box = colourBox(frame, accent);
    if (ocr) {
      // The title around the marker reads on the frame as it is; the marked word reads on its box, as a viewer reads
      // it (OCR's one threshold for the whole frame can put the accent on either side).
      const words = await ocrWords(png);
      for (const word of TITLE.split(' ').filter((w) => w !== 'sale')) expect(textOf(words).toLowerCase()).toContain(word.toLowerCase());
      const crop = join(dir, `marker-${t}.png`);
      await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, '-vf', `crop=${box.right - box.left}:${box.bottom - box.top}:${box.left}:${box.top},format=gray`, crop]);
      const marked = await ocrWords(crop, { psm: [7, 8] });
      const word = findPhrase(marked, 'sale');
      expect({ read: textOf(marked), found: word !== undefined }).toMatchObject({ found: true });
    }
    // The word's ink (light pixels) inside the box, a margin from each of its edges: the box is behind all of it.
    const ink = inkBox(frame, box);
    expect(ink.count).toBeGreaterThan(200);
    expect(ink.left).toBeGreaterThan(box.left + 2);
    expect(ink.right).toBeLessThan(box.right - 2);
    expect(ink.top).toBeGreaterThan(box.top + 2);
    expect(ink.bottom).toBeLessThan(box.bottom - 2);
    // A marker around the word, not a panel: at most a cap height's margin beyond the ink.
    const h = ink.bottom - ink.top;
    expect(ink.left - box.left).toBeLessThan(h * 0.6);
    expect(box.right - ink.right).toBeLessThan(h * 0.6);
    // Outside the box on the word's line, the rest of the title keeps its own colour: light ink right after it ("of").
    expect(inkBox(frame, { left: box.right, right: Math.min(frame.width, box.right + 3 * h), top: box.top, bottom: box.bottom }).count).toBeGreaterThan(200);
  });
});
