import { beforeAll, describe, expect, it } from '@jest/globals';
import { Resvg } from '@resvg/resvg-js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markColour, sceneAccent } from '../../engine/render/style/palette.js';
import { hexToRgb } from '../../engine/render/style/contrast.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { contrastRatio, luminance, type Rgb } from './colour-science.js';
import { pngAt, probeVideo, rgbFrameAt, type RgbFrame, type VideoInfo } from './frames.js';
import { contrastTarget, findText, readFrame, wordContrast } from './text-metrics.js';

/*
 * Composition as a designer does it (issue 27), on the frames of ONE 720p render of four cut scenes:
 * 1. a title over a full-frame photo whose bottom is busy and top calm: the title goes in the calm top band over a
 *    soft scrim from the top edge (it sat centred on a rounded panel over the subject);
 * 2. a title and subtitle over a photo busy at the top: they go in the bottom band, the scrim rising from the bottom;
 * 3. "three features side by side" on a sage ground: cards across the frame, equal widths, tops aligned (they were
 *    rows), their markers in the scene's accent (a deep sage, not the theme's blue);
 * 4. a bar chart on the same sage ground: its bars in that accent too, ≥ 3:1 against the ground.
 * Read by tesseract's word boxes, pixels compared with the source pictures (drawn 1:1: 1280×720, no camera move).
 */

const SCENE = 2;
const SAGE = '#9caf88';
const W = 1280;
const H = 720;
const at = (f: RgbFrame, x: number, y: number): Rgb => {
  const i = (Math.round(y) * f.width + Math.round(x)) * 3;
  return [f.pixels[i]!, f.pixels[i + 1]!, f.pixels[i + 2]!];
};

/** A photo with a calm half (a smooth sky) and a busy half (dense light and dark bars, the "subject"). */
function photo(busy: 'top' | 'bottom'): { png: Buffer; pixel: (x: number, y: number) => Rgb } {
  const busyY = busy === 'top' ? 0 : H / 2;
  const calmY = busy === 'top' ? H / 2 : 0;
  const base = `<rect x="0" y="${busyY}" width="${W}" height="${H / 2}" fill="#5a4a40"/>`;
  const bars = Array.from({ length: 64 }, (_, i) => `<rect x="${i * 20}" y="${busyY}" width="10" height="${H / 2}" fill="${i % 3 ? '#f4e1c1' : '#2a2320'}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa6cf"/><stop offset="1" stop-color="#b9d2ea"/></linearGradient></defs>
  <rect x="0" y="${calmY}" width="${W}" height="${H / 2}" fill="url(#sky)"/>${base}${bars}</svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  const px = rendered.pixels;
  return { png: Buffer.from(rendered.asPng()), pixel: (x, y) => { const i = (Math.round(y) * W + Math.round(x)) * 4; return [px[i]!, px[i + 1]!, px[i + 2]!]; } };
}

/** The frame's mean light over rows [from, to) against the source picture's (1: untouched; < 1: darkened). */
function meanDim(f: RgbFrame, source: (x: number, y: number) => Rgb, from: number, to: number): number {
  // In 8-bit luma, not linear light: the encoder's blur of fine stripes keeps the mean of the coded values.
  const luma = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
  let a = 0;
  let b = 0;
  for (let y = Math.round(from); y < to; y += 3) {
    for (let x = 0; x < W; x += 3) {
      a += luma(at(f, x, y));
      b += luma(source(x, y));
    }
  }
  return a / b;
}

describe('composition: calm bands over photos, cards side by side, accent marks (real FFmpeg, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'composition-test-'));
  const video = join(dir, 'composition.mp4');
  const calmTop = photo('bottom');
  const calmBottom = photo('top');
  let info: VideoInfo;
  const settled = (k: number) => k * SCENE + SCENE * 0.7;
  const frames: RgbFrame[] = [];
  const texts: Awaited<ReturnType<typeof readFrame>>[] = [];

  beforeAll(async () => {
    writeFileSync(join(dir, 'a.png'), calmTop.png);
    writeFileSync(join(dir, 'b.png'), calmBottom.png);
    const cut = { type: 'cut' as const };
    const still = { in: 'none' as const, out: 'none' as const };
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#1e1e2e' },
        scenes: [
          { duration: SCENE, layers: [{ type: 'media', assetId: 'ast_aaaaaaaaaaaaaaaaaaaaa', kind: 'image', placement: 'full', fit: 'cover', kenBurns: 'none', animation: still }, { type: 'text', role: 'heading', text: 'Northern Lights' }] },
          { duration: SCENE, transition: cut, layers: [{ type: 'media', assetId: 'ast_bbbbbbbbbbbbbbbbbbbbb', kind: 'image', placement: 'full', fit: 'cover', kenBurns: 'none', animation: still }, { type: 'text', role: 'heading', text: 'Autumn Sale' }, { type: 'text', role: 'subtitle', text: 'Every jacket half price' }] },
          { duration: SCENE, transition: cut, background: { type: 'solid', colour: SAGE }, layers: [{ type: 'list', items: ['Fast', 'Secure', 'Simple'], arrangement: 'columns', stagger: 0.2 }] },
          { duration: SCENE, transition: cut, background: { type: 'solid', colour: SAGE }, layers: [{ type: 'chart', kind: 'bar', data: [{ label: 'Jan', value: 120 }, { label: 'Feb', value: 150 }, { label: 'Mar', value: 210 }] }] },
        ],
      } as SceneDocumentInput,
      format: { aspect: 'landscape', resolution: '720p' },
      media: new Map([['ast_aaaaaaaaaaaaaaaaaaaaa', join(dir, 'a.png')], ['ast_bbbbbbbbbbbbbbbbbbbbb', join(dir, 'b.png')]]),
      output: video,
    });
    info = await probeVideo(video);
    for (let k = 0; k < 4; k++) {
      frames.push(await rgbFrameAt(video, settled(k), info));
      texts.push(await readFrame(await pngAt(video, settled(k), join(dir, `s${k}.png`))));
    }
  }, 240_000);

  it('sets a title over a photo in its calm band (the top third here), clear of the busy subject', () => {
    const title = findText(texts[0]!, 'Northern Lights');
    expect(title).toBeDefined();
    // In the top third of the frame (centred over the subject before: its middle at half the height).
    expect(title!.box.bottom).toBeLessThan(H / 3);
    expect(title!.box.top).toBeGreaterThanOrEqual(H * 0.05 - 4);
    // Nothing drawn over the busy half: the frame there is the photo as it was (its mean light within 3 %).
    expect(Math.abs(meanDim(frames[0]!, calmTop.pixel, H * 0.62, H) - 1)).toBeLessThan(0.03);
  });

  it('darkens the band with a soft scrim from the frame edge, not a panel: full width, fading towards the subject', () => {
    const f = frames[0]!;
    const dim = (x: number, y: number) => luminance(at(f, x, y)) / luminance(calmTop.pixel(x, y));
    // Darker at the edge than the photo, over the whole width (the frame's left edge as much as beside the title).
    expect(dim(12, 20)).toBeLessThan(0.75);
    expect(Math.abs(dim(12, 20) - dim(W / 2, 20))).toBeLessThan(0.08);
    // And eased out by the middle of the frame, in steps a panel's edge would not make (it jumps within 2 px).
    const profile = Array.from({ length: 18 }, (_, k) => dim(12, 10 + k * 20));
    for (let k = 1; k < profile.length; k++) {
      expect(profile[k]!).toBeGreaterThanOrEqual(profile[k - 1]! - 0.03);
      expect(profile[k]! - profile[k - 1]!).toBeLessThan(0.2);
    }
    expect(profile.at(-1)! - profile[0]!).toBeGreaterThan(0.2);
  });

  it('reads at 4.5:1 (3:1 for large text) on the frames, word by word', () => {
    for (const [k, text] of [[0, 'Northern Lights'], [1, 'Autumn Sale'], [1, 'Every jacket half price']] as const) {
      const found = findText(texts[k]!, text)!;
      expect({ text, read: found !== undefined }).toEqual({ text, read: true });
      for (const w of found.words) {
        const c = wordContrast(frames[k]!, w, found.words);
        if (Number.isNaN(c.ratio)) continue;
        expect({ word: w.text, ok: c.ratio >= contrastTarget(c) }).toEqual({ word: w.text, ok: true });
      }
    }
  });

  it('sets a title and its subtitle in the bottom band when the top of the photo is the busy part', () => {
    const title = findText(texts[1]!, 'Autumn Sale');
    const subtitle = findText(texts[1]!, 'Every jacket half price');
    expect(title && subtitle).toBeDefined();
    expect(title!.box.top).toBeGreaterThan(H * 0.6);
    expect(subtitle!.box.top).toBeGreaterThan(title!.box.bottom);
    expect(subtitle!.box.bottom).toBeLessThanOrEqual(H * 0.95 + 4);
    // The scrim rises from the bottom edge: the subject at the top is the photo untouched (the scrim's last, faint
    // part may reach into its lower edge).
    const f = frames[1]!;
    expect(luminance(at(f, 12, H - 12)) / luminance(calmBottom.pixel(12, H - 12))).toBeLessThan(0.75);
    expect(Math.abs(meanDim(f, calmBottom.pixel, 0, H * 0.35) - 1)).toBeLessThan(0.03);
  });

  it('sets "side by side" features as cards across the frame: one row, equal widths, tops aligned', () => {
    const words = ['Fast', 'Secure', 'Simple'].map((t) => findText(texts[2]!, t));
    expect(words.every(Boolean)).toBe(true);
    const boxes = words.map((w) => w!.box);
    // One row: their lines at one height (rows stacked them ~1.5 line heights apart).
    const tops = boxes.map((b) => b.top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
    // Left to right, spread over the frame: equal steps between their centres.
    const centres = boxes.map((b) => (b.left + b.right) / 2);
    expect(centres[0]!).toBeLessThan(W * 0.3);
    expect(centres[2]!).toBeGreaterThan(W * 0.7);
    expect(Math.abs(centres[1]! - centres[0]! - (centres[2]! - centres[1]!))).toBeLessThan(W * 0.02);
    // Each on its card: the ground lightened or darkened around the word, the same tone in all three.
    // Left of each word (inside its card's padding) against the ground well above the card (its marker and padding
    // are between): the same step of tone on every card (the ground itself moves a little across the frame).
    const f = frames[2]!;
    const steps = boxes.map((b) => {
      const h = b.bottom - b.top;
      return luminance(at(f, b.left - h * 0.5, (b.top + b.bottom) / 2)) - luminance(at(f, b.left - h * 0.5, b.top - h * 4.5));
    });
    const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
    for (const d of steps) expect(Math.abs(d)).toBeGreaterThan(0.008);
    for (const d of steps) expect(Math.abs(d - mean)).toBeLessThan(Math.abs(mean) * 0.5);
  });

  it("draws the cards' markers and the chart's bars in the scene's accent (the sage ground's own hue), at 3:1 against it", () => {
    const accent = markColour(sceneAccent('classic', SAGE), [hexToRgb(SAGE)]);
    const want = hexToRgb(accent);
    const near = (c: Rgb) => Math.abs(c[0] - want.r) + Math.abs(c[1] - want.g) + Math.abs(c[2] - want.b) < 45;
    const count = (f: RgbFrame) => {
      let n = 0;
      let theme = 0;
      for (let y = 0; y < H; y += 2) {
        for (let x = 0; x < W; x += 2) {
          const c = at(f, x, y);
          if (near(c)) n++;
          // The classic theme's blue (#3a86ff): the accent chosen for its own dark ground.
          if (c[2] - c[0] > 120) theme++;
        }
      }
      return { n, theme };
    };
    const cards = count(frames[2]!);
    const chart = count(frames[3]!);
    expect(cards.n).toBeGreaterThan(40);
    expect(chart.n).toBeGreaterThan(2000);
    expect(cards.theme + chart.theme).toBe(0);
    expect(contrastRatio([want.r, want.g, want.b], [hexToRgb(SAGE).r, hexToRgb(SAGE).g, hexToRgb(SAGE).b])).toBeGreaterThanOrEqual(3);
  });
});
