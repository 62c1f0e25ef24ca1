import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FrameSize } from '../../../model/format.js';
import { ChartLayer, TextLayer, type Fill, type Layer } from '../../../model/scene-document.js';
import { backgroundStatement } from './background.js';
import { layerRegions } from './compose-scene.js';
import { contrastRatio, fillAt, type Rgb } from '../style/contrast.js';
import { GraphBuilder } from '../ffmpeg/graph.js';
import { renderChart } from '../layers/chart.js';
import type { LayerContext } from '../layers/layer-api.js';
import { renderText } from '../layers/text.js';
import { contentArea } from '../placement.js';

/*
 * Contrast and chart size measured on real frames: a scene's background and layers rendered by FFmpeg (the system's,
 * as every render here), one frame decoded to RGB, and pixels compared, text and marks against the background
 * around them.
 */

const run = promisify(execFile);
// Each test renders two short clips with the system FFmpeg: seconds on a quiet machine, minutes at load 40.
jest.setTimeout(240_000);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Pixels = (x: number, y: number) => Rgb;

/**
 * Renders `layers` over `fill` (one frame at 1.5 s of a 2 s scene) and returns the frame's pixels, the same frame's
 * background alone (rendered without the layers: the background drifts and carries a soft light, so the analytic
 * fill is not what is under the text) and the layer boxes.
 */
async function renderFrame(fill: Fill, frame: FrameSize, layers: Layer[], theme: LayerContext['theme'] = 'classic') {
  const withLayers = await renderOne(fill, frame, layers, theme);
  const background = await renderOne(fill, frame, [], theme);
  return { ...withLayers, bgAt: background.at };
}

async function renderOne(fill: Fill, frame: FrameSize, layers: Layer[], theme: LayerContext['theme'] = 'classic') {
  const dir = mkdtempSync(join(tmpdir(), 'contrast-frames-'));
  dirs.push(dir);
  const b = new GraphBuilder(dir, new Map());
  const fps = 30;
  const statements = [await backgroundStatement(b, fill, frame, fps, 60, '[bg]')];
  let stream = '[bg]';
  const regions = layerRegions(layers, frame, 2);
  for (const [i, layer] of layers.entries()) {
    const ctx: LayerContext = {
      frame, fps, sceneSeconds: 2, theme, box: regions[i]!.box, align: { h: regions[i]!.h, v: regions[i]!.v }, fill,
      background: fill.type === 'solid' ? fill.colour : fill.from,
      textFile: (t) => b.textFile(t), addInput: (a) => b.addInput(a), label: (p) => b.label(p), mediaPath: () => undefined,
    };
    const steps = layer.type === 'chart' ? await renderChart(layer, ctx, stream) : await renderText(layer as TextLayer, ctx, stream);
    statements.push(...steps.statements);
    stream = steps.output;
  }
  statements.push(`${stream}format=yuv420p[vout]`);
  const video = join(dir, 'out.mp4');
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...b.inputArgs(), '-filter_complex', statements.join(';'), '-map', '[vout]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', '-t', '2', video], { maxBuffer: 16 << 20 });
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', '1.5', '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 64 << 20 });
  const buf = stdout as unknown as Buffer;
  const at: Pixels = (x, y) => {
    const i = (y * frame.width + x) * 3;
    return { r: buf[i]!, g: buf[i + 1]!, b: buf[i + 2]! };
  };
  return { at, boxes: regions.map((r) => r.box) };
}

const distance = (a: Rgb, b: Rgb) => Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));

/**
 * The contrast of what is drawn in `box` against the background around it: "ink" pixels are those far from the
 * background the fill has there; the ink's colour is the mean of the 30 % farthest from it (glyph cores, not their
 * anti-aliased edges), each compared with the background rendered at its own place; "background" pixels are
 * those where the text left the background visible.
 */
function measuredContrast(at: Pixels, bgAt: Pixels, frame: FrameSize, box: { x: number; y: number; w: number; h: number }) {
  const ink: { px: Rgb; bg: Rgb; d: number }[] = [];
  const background: { px: Rgb; bg: Rgb }[] = [];
  for (let y = Math.max(0, box.y); y < Math.min(frame.height, box.y + box.h); y += 1) {
    for (let x = Math.max(0, box.x); x < Math.min(frame.width, box.x + box.w); x += 2) {
      const px = at(x, y);
      const bg = bgAt(x, y);
      const d = distance(px, bg);
      if (d > 60) ink.push({ px, bg, d });
      else if (d < 8) background.push({ px, bg });
    }
  }
  ink.sort((a, b) => b.d - a.d);
  const core = ink.slice(0, Math.max(1, Math.round(ink.length * 0.3)));
  // Each core pixel against the background as rendered at its own place (the fill there).
  const ratios = core.map((p) => contrastRatio(p.px, p.bg)).sort((a, b) => a - b);
  const darker = core.filter((p) => p.px.r + p.px.g + p.px.b < p.bg.r + p.bg.g + p.bg.b).length / core.length;
  return { darker, inkPixels: ink.length, backgroundPixels: background.length, median: ratios[Math.floor(ratios.length / 2)] ?? 0, low: ratios[Math.floor(ratios.length * 0.1)] ?? 0 };
}

const navyToOrange: Fill = { type: 'gradient', from: '#14213d', to: '#ff6b35', direction: 'vertical' };

describe('text contrast on a gradient, measured on the frame', () => {
  it('captions on the navy end and on the orange end of navy→orange both reach 3:1 (large text), the orange one in a dark colour', async () => {
    const frame = { width: 1280, height: 720 };
    const top = TextLayer.parse({ type: 'text', role: 'caption', text: 'Fresh roast every morning', placement: 'top' });
    const bottom = TextLayer.parse({ type: 'text', role: 'caption', text: 'Open daily from seven', placement: 'bottom' });
    const { at, bgAt, boxes } = await renderFrame(navyToOrange, frame, [top, bottom]);
    const onNavy = measuredContrast(at, bgAt, frame, boxes[0]!);
    const onOrange = measuredContrast(at, bgAt, frame, boxes[1]!);
    expect(onNavy.inkPixels).toBeGreaterThan(500);
    expect(onOrange.inkPixels).toBeGreaterThan(500);
    expect(onNavy.backgroundPixels).toBeGreaterThan(1000);
    // The caption is 36 px at 720p: large text, 3:1. White (the theme's colour) measured 2.9:1 on the orange end.
    expect(onNavy.median).toBeGreaterThanOrEqual(3);
    expect(onOrange.median).toBeGreaterThanOrEqual(3);
    expect(onOrange.low).toBeGreaterThanOrEqual(3);
    // White under the bottom caption's box measures about 3.0:1 at its lowest row (2.9 at the frame's edge), short of
    // 3 with the headroom 4:2:0 rounding needs: the caption there switched to a dark colour, the one on navy kept
    // the theme's white.
    expect(contrastRatio(fillAt(navyToOrange, frame, 0, boxes[1]!.y + boxes[1]!.h - 1), { r: 255, g: 255, b: 255 })).toBeLessThan(3.09);
    expect(onOrange.darker).toBeGreaterThan(0.9);
    expect(onNavy.darker).toBeLessThan(0.1);
  });
});

describe('charts on the frame', () => {
  const bars = ChartLayer.parse({ type: 'chart', kind: 'bar', data: [{ label: 'Q1', value: 12 }, { label: 'Q2', value: 18 }, { label: 'Q3', value: 25 }, { label: 'Q4', value: 31 }], animation: { in: 'none' } });

  it('draws bars at ≥ 3:1 against a blue background the theme’s blue accent would vanish on', async () => {
    const frame = { width: 1280, height: 720 };
    const blue: Fill = { type: 'solid', colour: '#2f6fe0' };
    const { at, bgAt, boxes } = await renderFrame(blue, frame, [bars]);
    // The tallest bar's middle: sampled across its width in the lower half of the chart.
    const box = boxes[0]!;
    const x = Math.round(box.x + box.w * (3.5 / 4));
    const y = Math.round(box.y + box.h * 0.6);
    const mark = at(x, y);
    expect(distance(mark, { r: 0x2f, g: 0x6f, b: 0xe0 })).toBeGreaterThan(40);
    expect(contrastRatio(mark, bgAt(x, y))).toBeGreaterThanOrEqual(3);
    // Labels too (measured over the whole chart: texts, bars and axis are all ink; the labels are the most extreme).
    expect(measuredContrast(at, bgAt, frame, box).median).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['16:9', { width: 1280, height: 720 }],
    ['9:16', { width: 720, height: 1280 }],
    ['1:1', { width: 720, height: 720 }],
  ])('fills the safe area in %s', async (_, frame) => {
    const dark: Fill = { type: 'solid', colour: '#101830' };
    const { at } = await renderFrame(dark, frame, [bars]);
    let left = Infinity;
    let right = -Infinity;
    let top = Infinity;
    let bottom = -Infinity;
    for (let y = 0; y < frame.height; y += 2) {
      for (let x = 0; x < frame.width; x += 2) {
        if (distance(at(x, y), { r: 0x10, g: 0x18, b: 0x30 }) < 40) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    // The area text and charts may use: the safe area, and in 9:16 also clear of the platforms' interface.
    const safe = contentArea(frame);
    // The chart's drawn bounding box covers most of it (it was about half the frame).
    expect((right - left) / safe.w).toBeGreaterThan(0.85);
    expect((bottom - top) / safe.h).toBeGreaterThan(0.8);
    expect(((right - left) * (bottom - top)) / (safe.w * safe.h)).toBeGreaterThan(0.7);
  });
});
