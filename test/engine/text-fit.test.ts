import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { filterValue } from '../../engine/render/escape.js';
import { fitText, measureText, type FitTextResult } from '../../engine/render/text-fit.js';

/*
 * text-fit's widths checked against what drawtext really draws. drawtext's box (box=1, boxborderw=0) spans exactly
 * its text_w, the sum of its glyph advances and kerning, so a white box on black, read back as raw grey pixels,
 * gives the width drawtext laid the text out with, to the pixel. A second render without the box shows the ink:
 * fitted text must stay inside its box, and tesseract must read it.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const font = (file: string) => join(fontDir, file);
const dir = mkdtempSync(join(tmpdir(), 'text-fit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SYSTEM_FFMPEG = 'ffmpeg';
const NPM_FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** The faces the themes use (engine/render/themes.ts). */
const THEME_FONTS = [
  'DejaVuSans-Bold.ttf',
  'DejaVuSans.ttf',
  'DejaVuSans-ExtraLight.ttf',
  'DejaVuSansCondensed-Bold.ttf',
  'DejaVuSansMono-Bold.ttf',
  'DejaVuSansMono.ttf',
  'DejaVuSerif-Bold.ttf',
  'DejaVuSerif-Italic.ttf',
  'DejaVuSans-BoldOblique.ttf',
  'DejaVuSans-Oblique.ttf',
];

const SAMPLES = [
  'Hello, World!',
  'Quarterly revenue grew 24% to $1.2M',
  'HUNDREDS OF NEW USERS EVERY DAY',
  'Façade, naïve, jalapeño, Straße, crème brûlée',
  'é ü ñ ç ß € £ © ™ — “ ” ‘ ’ …',
  // Pairs drawtext kerns (by character code: "Im", ".m", "UU") and one it does not ("AV").
  'Im .m UU AV To',
  'minimum illumination, Wave',
];

let fileCount = 0;
function textFile(text: string): string {
  const path = join(dir, `t${fileCount++}.txt`);
  writeFileSync(path, text);
  return path;
}

interface Draw {
  text: string;
  font: string;
  size: number;
  x: number;
  y: number;
}

/** Renders the draws on a black frame (both sides even, as the colour source needs) and returns its grey pixels. */
async function render(ffmpeg: string, width: number, height: number, draws: Draw[], box: boolean): Promise<Buffer> {
  expect(width % 2 + (height % 2)).toBe(0);
  const filters = draws.map(
    (d) =>
      `drawtext=fontfile=${filterValue(d.font)}:textfile=${filterValue(textFile(d.text))}:expansion=none:fontsize=${d.size}` +
      `:fontcolor=white:x=${d.x}:y=${d.y}${box ? ':box=1:boxcolor=white:boxborderw=0' : ''}`,
  );
  const script = join(dir, `graph${fileCount++}.txt`);
  writeFileSync(script, filters.join(',\n'));
  const { stdout } = await run(
    ffmpeg,
    ['-v', 'error', '-f', 'lavfi', '-i', `color=c=black:s=${width}x${height}:d=0.1`, '-filter_script:v', script, '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: width * height * 2, timeout: 60_000 },
  );
  expect(stdout.length).toBe(width * height);
  return stdout;
}

/** Lit pixels in row `y` (the box of a line is solid white across its width). */
function litInRow(frame: Buffer, width: number, y: number): number {
  let n = 0;
  for (let x = 0; x < width; x++) if (frame[y * width + x]! > 128) n++;
  return n;
}

/** Box widths drawtext draws for each sample in `file` at each size: one render, a line per sample and size. */
async function boxWidths(ffmpeg: string, file: string, sizes: number[]): Promise<Map<number, number[]>> {
  const draws: Draw[] = [];
  const rows: number[] = [];
  let y = 4;
  for (const size of sizes) {
    for (const text of SAMPLES) {
      draws.push({ text, font: font(file), size, x: 10, y });
      // A row through the middle of the capitals, where every sample's box is (drawtext's box is as tall as its glyphs).
      rows.push(y + Math.floor(size / 3));
      y += Math.ceil(size * 1.6);
    }
  }
  const width = 2 * Math.ceil((Math.max(...draws.map((d) => measureText(d.text, d.font, d.size))) + 60) / 2);
  const frame = await render(ffmpeg, width, 2 * Math.ceil(y / 2) + 4, draws, true);
  const widths = new Map<number, number[]>();
  sizes.forEach((size, s) => widths.set(size, SAMPLES.map((_, i) => litInRow(frame, width, rows[s * SAMPLES.length + i]!))));
  return widths;
}

const SIZES = [18, 24, 36, 48, 72];

describe('text-fit measures what drawtext draws', () => {
  it('matches the system FFmpeg (Debian 5.1) to the pixel in every theme face and size', async () => {
    const mismatches: string[] = [];
    for (const file of THEME_FONTS) {
      const widths = await boxWidths(SYSTEM_FFMPEG, file, SIZES);
      for (const size of SIZES) {
        const rendered = widths.get(size)!;
        SAMPLES.forEach((text, i) => {
          const measured = measureText(text, font(file), size);
          if (rendered[i] !== measured) mismatches.push(`${file} ${size}px ${JSON.stringify(text)}: drawtext ${rendered[i]}, measured ${measured}`);
        });
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('is never more than a pixel short of the npm-shipped FFmpeg 4.1 from 24 px up (its older FreeType hints some advances)', async () => {
    const off: string[] = [];
    const sizes = SIZES.filter((s) => s >= 24);
    for (const file of ['DejaVuSans-Bold.ttf', 'DejaVuSans.ttf', 'DejaVuSerif-Italic.ttf', 'DejaVuSansMono.ttf']) {
      const widths = await boxWidths(NPM_FFMPEG, file, sizes);
      for (const size of sizes) {
        const rendered = widths.get(size)!;
        SAMPLES.forEach((text, i) => {
          const measured = measureText(text, font(file), size);
          const drawn = rendered[i]!;
          // Wider than measured would risk running off: at most one pixel. Narrower is harmless: within 5 %.
          if (drawn - measured > 1 || measured - drawn > measured * 0.05) off.push(`${file} ${size}px ${JSON.stringify(text)}: drawtext ${drawn}, measured ${measured}`);
        });
      }
    }
    expect(off).toEqual([]);
  }, 180_000);
});

/** Draws a fitted text centred line by line in the box, as a renderer would. */
function drawsFor(result: FitTextResult, file: string, box: { x: number; y: number; w: number }): Draw[] {
  return result.lines.map((text, i) => ({ text, font: font(file), size: result.fontSize, x: box.x + Math.floor((box.w - result.lineWidths[i]!) / 2), y: box.y + i * result.lineHeight }));
}

/** Columns of the frame with any ink, as [first, last]. */
function inkColumns(frame: Buffer, width: number, height: number): [number, number] {
  let first = width;
  let last = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (frame[y * width + x]! > 24) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return [first, last];
}

const QUOTE =
  '“The people who are crazy enough to think they can change the world are the ones who do.” Façade, naïve, ' +
  'jalapeño, Straße, crème brûlée — résumé and déjà vu: 5 € or £4, © 2024 Montage™ … and then the journey ' +
  'continues with even more words to read on screen today, until the end. Thank you, my friends';

describe('fitted text stays inside its box on a real render', () => {
  const formats = [
    { name: 'portrait', width: 720, height: 1280 },
    { name: 'landscape', width: 1280, height: 720 },
  ];
  for (const format of formats) {
    for (const file of ['DejaVuSans-Bold.ttf', 'DejaVuSerif-Italic.ttf']) {
      it(`fits a 300-character quote in ${format.name} (${file}): every line's box as measured, all ink inside, readable`, async () => {
        const margin = Math.round(format.width * 0.08);
        const box = { x: margin, y: Math.round(format.height * 0.2), w: format.width - 2 * margin, h: Math.round(format.height * 0.6) };
        const result = fitText({ text: QUOTE, font: font(file), maxWidth: box.w, maxHeight: box.h, preferredSize: 72, minSize: 20 });
        expect(result.truncated).toBe(false);
        expect(result.height).toBeLessThanOrEqual(box.h);
        const draws = drawsFor(result, file, box);

        const boxed = await render(SYSTEM_FFMPEG, format.width, format.height, draws, true);
        draws.forEach((d, i) => expect(litInRow(boxed, format.width, d.y + Math.floor(result.fontSize / 3))).toBe(result.lineWidths[i]));

        const ink = await render(SYSTEM_FFMPEG, format.width, format.height, draws, false);
        const [first, last] = inkColumns(ink, format.width, format.height);
        expect(first).toBeGreaterThanOrEqual(box.x);
        expect(last).toBeLessThan(box.x + box.w);

        if (file === 'DejaVuSans-Bold.ttf') {
          // Tesseract reads black on white best: invert the frame and read it.
          const png = join(dir, `${format.name}.png`);
          const raw = join(dir, `${format.name}.gray`);
          writeFileSync(raw, Buffer.from(ink.map((v) => 255 - v)));
          await run('ffmpeg', ['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${format.width}x${format.height}`, '-i', raw, '-frames:v', '1', png]);
          const { stdout } = await run('tesseract', [png, 'stdout', '--psm', '6']);
          // tesseract's English model reads "Façade" as "facade": compare without accents.
          const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
          const read = fold(stdout);
          const expected = fold(QUOTE).split(/[^a-z]+/).filter((w) => w.length >= 5);
          const missed = expected.filter((w) => !read.includes(w));
          expect(missed.length).toBeLessThanOrEqual(Math.floor(expected.length * 0.1));
        }
      }, 60_000);
    }
  }

  it('keeps an italic line ending in "f" inside the box although its ink reaches past the advance', async () => {
    const file = 'DejaVuSerif-Italic.ttf';
    const size = 120;
    const text = 'Chef of staff';
    const width = measureText(text, font(file), size);
    const result = fitText({ text, font: font(file), maxWidth: width + 4, maxHeight: 1000, preferredSize: size, minSize: size });
    // The line as a whole would fit by advance widths, but its last "f" overhangs, so the words wrap.
    expect(result.lines.length).toBeGreaterThan(1);
    const box = { x: 40, y: 40, w: width + 4 };
    const draws = result.lines.map((t, i) => ({ text: t, font: font(file), size, x: box.x, y: box.y + i * result.lineHeight }));
    const height = 2 * Math.ceil(result.height / 2) + 80;
    const ink = await render(SYSTEM_FFMPEG, 1200, height, draws, false);
    const [first, last] = inkColumns(ink, 1200, height);
    expect(first).toBeGreaterThanOrEqual(box.x);
    expect(last).toBeLessThan(box.x + box.w);
    // Drawn as one line it would run past the box: the overhang is real.
    const oneLine = await render(SYSTEM_FFMPEG, 1200, 240, [{ text, font: font(file), size, x: box.x, y: 40 }], false);
    expect(inkColumns(oneLine, 1200, 240)[1]).toBeGreaterThanOrEqual(box.x + box.w);
  }, 60_000);
});
