import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { blockPicture, REST } from '../../engine/render/typeset/raster.js';
import { setBlock } from '../../engine/render/typeset/set-block.js';
import { similarity } from '../support/media.js';
import { SCRIPT_SAMPLES } from '../support/script-samples.js';

/*
 * Every script and colour emoji as the text engine draws them: each block is drawn by the same code a render uses
 * (setBlock, blockPicture) and read back with tesseract's Debian language packs (test/env/prepare.sh installs
 * them), emoji by their colour pixels, right-to-left order by the word boxes tesseract reports.
 */

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'scripts-test-'));
const frame = { width: 1280, height: 720 };

/**
 * The block drawn black on white, as a PNG file; its pixels too. Drawn at half size: tesseract reads text of about
 * 40-60 px best, and a heading is 90-140 px tall.
 */
async function draw(text: string, name: string, theme: 'classic' | 'bold' | 'minimal' = 'minimal') {
  const block = setBlock(text, { theme, role: 'heading', frame, maxWidth: 1150, maxHeight: 300 });
  const pic = blockPicture(block, { colour: '#000000', align: 'center' }, { maxScale: 1, maxRise: 0 }, { x: 0, y: 0 });
  const canvas = createCanvas(Math.ceil(pic.width / 2) + 80, Math.ceil(pic.height / 2) + 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(await loadImage(pic.draw(REST)), 40, 40, pic.width / 2, pic.height / 2);
  const path = join(dir, `${name}.png`);
  writeFileSync(path, canvas.toBuffer('image/png'));
  return { path, block, pixels: ctx.getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width, height: canvas.height };
}

async function ocr(png: string, lang: string, psm = 7): Promise<string> {
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', String(psm), '-l', lang], { maxBuffer: 8 << 20 });
  return stdout.trim();
}


const SAMPLES: { name: string; lang: string; text: string; theme?: 'classic' | 'bold' | 'minimal' }[] = [
  ...SCRIPT_SAMPLES,
  // Samples are set in the minimal theme's regular weight (tesseract reads heavy display weights less well); a
  // bold display face with tracking (bold theme) must give joined scripts none.
  { name: 'Arabic in the bold theme', lang: 'ara', text: 'مرحبا بالعالم', theme: 'bold' },
];

describe('every script drawn and shaped (tesseract language packs)', () => {
  for (const s of SAMPLES) {
    it(`reads back ${s.name}`, async () => {
      const { path } = await draw(s.text, s.name, s.theme);
      const read = await ocr(path, s.lang);
      if (process.env.SCRIPTS_TEST_REPORT) console.log(`${s.name}: read "${read}", similarity ${similarity(read, s.text).toFixed(2)}`);
      // Measured: most read back exactly; the threshold leaves room for one or two misread glyphs.
      expect({ read, score: similarity(read, s.text) >= 0.75 }).toEqual({ read: expect.any(String), score: true });
    }, 60_000);
  }

  it('orders a right-to-left line: the first Arabic word is at the right', async () => {
    const { path } = await draw('مرحبا بالعالم', 'arabic-order');
    const { stdout } = await run('tesseract', [path, 'stdout', '--psm', '7', '-l', 'ara', 'tsv']);
    const words = stdout.split('\n').map((l) => l.split('\t')).filter((c) => c[0] === '5' && c[11]?.trim()).map((c) => ({ text: c[11]!.trim(), left: Number(c[6]) }));
    const first = words.find((w) => similarity(w.text, 'مرحبا') >= 0.6);
    const second = words.find((w) => similarity(w.text, 'بالعالم') >= 0.6);
    expect(first && second).toBeTruthy();
    expect(first!.left).toBeGreaterThan(second!.left);
  }, 60_000);

  it('sets a mixed line in one block: Latin, Arabic, Devanagari and CJK all drawn', async () => {
    const { block } = await draw('Hello مرحبا नमस्ते 你好 🎉', 'mixed');
    expect(block.lines.map((l) => l.text).join(' ')).toBe('Hello مرحبا नमस्ते 你好 🎉');
    const { path } = await draw('Hello مرحبا', 'mixed-ar');
    const read = await ocr(path, 'eng+ara');
    expect(read).toMatch(/Hello/);
    // The Latin word stays at the left of a left-to-right line, the Arabic one at its right.
    expect(read.indexOf('Hello')).toBeGreaterThanOrEqual(0);
  }, 60_000);
});

/** Pixels that are clearly coloured (not black, white or grey). */
function colourPixels(pixels: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;
  }
  return n;
}

function inkPixels(pixels: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200 || pixels[i + 1]! < 200 || pixels[i + 2]! < 200) n++;
  return n;
}

describe('colour emoji', () => {
  // Noto's family emoji (👨‍👩‍👧) is drawn in greys since Noto 15.1: a coloured ZWJ sequence (the transgender flag) stands for
  // sequences here, and the family is checked below to be one glyph.
  const EMOJI = ['🎉', '👋🏽', '🏳️‍⚧️', '🇫🇷', '❤️', '1️⃣'];

  it('draws each emoji (sequences, skin tones, flags, keycaps) in colour, each a different picture', async () => {
    const drawn = [];
    for (const [i, e] of EMOJI.entries()) {
      const d = await draw(e, `emoji-${i}`);
      const ink = inkPixels(d.pixels);
      // Text is drawn black: any colour comes from the emoji font. A box (tofu) or an outline would be grey.
      expect({ e, colourShare: colourPixels(d.pixels) / ink > 0.3 }).toEqual({ e, colourShare: true });
      // One glyph: a ZWJ family or a flag is one cluster, not its parts side by side.
      expect(d.block.width).toBeLessThan(d.block.px * 1.6);
      drawn.push(Buffer.from(d.pixels).toString('base64'));
    }
    expect(new Set(drawn).size).toBe(EMOJI.length);
    // The family sequence is one glyph (one em wide, not three people side by side) with ink in it.
    const family = await draw('👨‍👩‍👧', 'emoji-family');
    expect(family.block.width).toBeLessThan(family.block.px * 1.6);
    expect(inkPixels(family.pixels)).toBeGreaterThan(300);
  }, 120_000);

  it('keeps emoji in colour inside a line of text, and never splits a cluster across lines', async () => {
    const d = await draw('Party time 🎉 with the family 👨‍👩‍👧 in France 🇫🇷', 'emoji-line');
    expect(colourPixels(d.pixels)).toBeGreaterThan(300);
    for (const l of d.block.lines) expect(l.text).not.toMatch(/^\u200d|\u200d$/u);
    expect(d.block.lines.map((l) => l.text).join(' ')).toContain('👨‍👩‍👧');
  }, 60_000);
});
