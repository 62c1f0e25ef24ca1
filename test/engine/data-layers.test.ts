import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameSize } from '../../model/format.js';
import { renderChart } from '../../engine/render/layers/chart.js';
import { layoutChart, type ColumnLayout } from '../../engine/render/layers/chart-layout.js';
import { countSteps, renderCounter } from '../../engine/render/layers/counter.js';
import type { LayerContext, PixelBox } from '../../engine/render/layers/layer-api.js';
import { ChartLayer, CounterLayer, type ChartLayer as Chart } from '../../model/scene-document.js';
import { THEME_BACKGROUNDS } from '../../model/theme-grounds.js';
import { ffprobe } from '../support/media.js';
import { countColour, framePixels, ocrAt, renderClip, type Clip } from './layer-harness.js';

/*
 * The chart and counter layers on their own (engine/render/layers/chart.ts, counter.ts), drawn over a plain
 * background by the real FFmpeg, and checked on the video: OCR for the texts, pixel counts for the motion.
 */

const require = createRequire(import.meta.url);
const npmFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const ACCENT = '#3a86ff'; // the classic theme's accent: the bars and the line, on the theme's own ground
/**
 * The classic theme's own ground: marks take the scene's accent (palette.ts sceneAccent), which is the theme's
 * accent only there; on a ground the brief chose they follow its hue (tested in test/design/composition.test.ts).
 */
const GROUND = THEME_BACKGROUNDS.classic;
const landscape: FrameSize = { width: 1280, height: 720 };
const dir = mkdtempSync(join(tmpdir(), 'data-layers-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const boxOf = (frame: FrameSize): PixelBox => ({ x: Math.round(frame.width * 0.08), y: Math.round(frame.height * 0.08), w: Math.round(frame.width * 0.84), h: Math.round(frame.height * 0.84) });

async function render(clip: Clip, draw: (ctx: LayerContext, input: string) => ReturnType<typeof renderChart>): Promise<string> {
  const out = join(dir, `clip-${n++}.mp4`);
  await renderClip(join(dir, `work-${n}`), { box: boxOf(clip.frame), background: GROUND, ...clip }, draw, out);
  return out;
}

function columns(layer: Chart, frame: FrameSize): ColumnLayout {
  const l = layoutChart(layer, { frame, theme: 'classic', box: boxOf(frame) });
  if (l.orientation !== 'columns') throw new Error('expected bars in columns');
  return l;
}

/** The slot of bar `i` (its column across the plot, value texts excluded by colour). */
function slotRect(layer: Chart, frame: FrameSize, i: number): PixelBox {
  const l = columns(layer, frame);
  return { x: Math.round(l.centres[i]! - l.slot / 2), y: Math.round(l.plotTop), w: Math.round(l.slot), h: Math.round(l.plotBottom - l.plotTop) };
}

const words = (text: string) => text.replace(/[‘’]/g, "'");

/** The mean absolute difference of two videos' frames at `t`, per channel (0–255). */
async function meanDifference(a: string, b: string, t: number): Promise<number> {
  const [pa, pb] = [await framePixels(a, t, landscape), await framePixels(b, t, landscape)];
  let sum = 0;
  let n = 0;
  for (let y = 0; y < landscape.height; y += 3) {
    for (let x = 0; x < landscape.width; x += 3) {
      const [u, v] = [pa(x, y), pb(x, y)];
      sum += Math.abs(u[0] - v[0]) + Math.abs(u[1] - v[1]) + Math.abs(u[2] - v[2]);
      n += 3;
    }
  }
  return sum / n;
}

const sales = ChartLayer.parse({
  type: 'chart',
  kind: 'bar',
  title: 'Sales by region',
  data: [
    { label: 'North', value: 1200 },
    { label: 'South', value: 800 },
    { label: 'East', value: 450 },
    { label: 'West', value: 300 },
  ],
});

describe('bar chart', () => {
  it('shows the title, every label and every value, and the bars grow from the baseline one after another', async () => {
    const video = await render({ frame: landscape, seconds: 3 }, (ctx, input) => renderChart(sales, ctx, input));
    expect(Number((await ffprobe(video)).format.duration)).toBeCloseTo(3, 1);
    const text = words(await ocrAt(video, 2.5, join(dir, 'bars.png')));
    for (const expected of ['Sales by region', 'North', 'South', 'East', 'West', '1,200', '800', '450', '300']) expect(text).toContain(expected);

    const bar = (i: number, t: number) => countColour(video, t, landscape, slotRect(sales, landscape, i), ACCENT);
    const [early, later, done] = [await bar(0, 0.2), await bar(0, 1.5), await bar(0, 2.8)];
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(later * 0.8);
    expect(later).toBeCloseTo(done, -2);
    // Staggered: at 0.3 s the last bar has grown less (relative to its full size) than the first.
    const lastEarly = await bar(3, 0.3);
    const lastDone = await bar(3, 2.8);
    expect(lastEarly / lastDone).toBeLessThan((await bar(0, 0.3)) / done);
  });

  it('is most of the way in on the video\'s first frame (its thumbnail) when it opens the video', async () => {
    const video = await render({ frame: landscape, seconds: 1.5 }, (ctx, input) => renderChart(sales, { ...ctx, firstScene: true }, input));
    const bar = (t: number) => countColour(video, t, landscape, slotRect(sales, landscape, 0), ACCENT);
    expect(await bar(0)).toBeGreaterThan((await bar(1.4)) * 0.4);
  });

  it('hangs negative values below a zero line, with their values', async () => {
    const layer = ChartLayer.parse({ type: 'chart', kind: 'bar', unit: ' °C', data: [{ label: 'Oslo', value: -12 }, { label: 'Rome', value: 14 }, { label: 'Cairo', value: 28 }] });
    const video = await render({ frame: landscape, seconds: 2 }, (ctx, input) => renderChart(layer, ctx, input));
    const l = columns(layer, landscape);
    const slot = slotRect(layer, landscape, 0);
    const above = await countColour(video, 1.8, landscape, { ...slot, h: Math.round(l.zeroY) - 2 - slot.y }, ACCENT);
    const below = await countColour(video, 1.8, landscape, { ...slot, y: Math.round(l.zeroY) + 2, h: slot.y + slot.h - Math.round(l.zeroY) - 2 }, ACCENT);
    expect(above).toBe(0);
    expect(below).toBeGreaterThan(1000);
    const rome = slotRect(layer, landscape, 1);
    expect(await countColour(video, 1.8, landscape, { ...rome, y: Math.round(l.zeroY) + 2, h: rome.y + rome.h - Math.round(l.zeroY) - 2 }, ACCENT)).toBe(0);
    const text = words(await ocrAt(video, 1.8, join(dir, 'negative.png')));
    for (const expected of ['Oslo', 'Rome', 'Cairo', '-12°C', '14°C', '28°C']) expect(text.replace(/ °/g, '°')).toContain(expected);
  });

  it('lays twelve bars in rows in a portrait frame, growing to the right, and keeps text that looks like FFmpeg syntax verbatim', async () => {
    const portrait: FrameSize = { width: 720, height: 1280 };
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const layer = ChartLayer.parse({ type: 'chart', kind: 'bar', title: 'Costs: 100% [net] %{pts}', unit: ' k$', data: months.map((label, i) => ({ label, value: 10 + ((i * 37) % 50) })) });
    const l = layoutChart(layer, { frame: portrait, theme: 'classic', box: boxOf(portrait) });
    expect(l.orientation).toBe('rows');
    expect(l.labels.style.size).toBeGreaterThanOrEqual(14);
    expect(l.values.style.size).toBeGreaterThanOrEqual(14);
    const video = await render({ frame: portrait, seconds: 2.5 }, (ctx, input) => renderChart(layer, ctx, input));
    const probe = await ffprobe(video);
    expect(probe.streams[0]).toMatchObject({ width: 720, height: 1280 });
    // Rows read best as a block of lines.
    const text = words(await ocrAt(video, 2.3, join(dir, 'portrait.png'), '6'));
    expect(months.filter((m) => text.includes(m)).length).toBeGreaterThanOrEqual(10);
    expect(text).toContain('May 58 k$');
    expect(text.replace(/\s+/g, '')).toContain('%{pts}');
    if (l.orientation !== 'rows') return;
    // The first row's bar grows rightwards from the zero line.
    const row = { x: Math.round(l.plotLeft), y: Math.round(l.centres[0]! - l.row / 4), w: Math.round(l.plotRight - l.plotLeft), h: Math.round(l.row / 2) };
    expect(await countColour(video, 0.15, portrait, row, ACCENT)).toBeLessThan((await countColour(video, 2.3, portrait, row, ACCENT)) * 0.8);
  });
});

describe('donut chart', () => {
  const traffic = ChartLayer.parse({
    type: 'chart',
    kind: 'donut',
    title: 'Traffic sources',
    unit: '%',
    data: [
      { label: 'Search', value: 45 },
      { label: 'Social', value: 30 },
      { label: 'Email', value: 15 },
      { label: 'Direct', value: 10 },
    ],
  });

  it('sweeps its ring in from twelve o\'clock, in the accent first, and shows every label and share in its legend', async () => {
    const video = await render({ frame: landscape, seconds: 3 }, (ctx, input) => renderChart(traffic, ctx, input));
    const text = words(await ocrAt(video, 2.6, join(dir, 'donut.png')));
    for (const expected of ['Traffic sources', 'Search', 'Social', 'Email', 'Direct', '45%', '30%', '15%', '10%']) expect(text).toContain(expected);
    // The first segment (45 %, clockwise from twelve o'clock) is in the accent, and it is swept in: a little of it
    // early, all of it once drawn.
    const accent = (t: number) => countColour(video, t, landscape, { x: 0, y: 0, w: landscape.width, h: landscape.height }, ACCENT);
    const [early, done] = [await accent(0.1), await accent(2.6)];
    expect(done).toBeGreaterThan(2000);
    expect(early).toBeLessThan(done * 0.5);
  });
});

describe('line chart', () => {
  const visitors = ChartLayer.parse({
    type: 'chart',
    kind: 'line',
    title: 'Visitors this week',
    unit: '%',
    data: [{ label: 'Mon', value: 12 }, { label: 'Tue', value: 30 }, { label: 'Wed', value: 22 }, { label: 'Thu', value: 45 }, { label: 'Fri', value: 38 }],
  });

  it('is revealed left to right, with its labels and values', async () => {
    const video = await render({ frame: landscape, seconds: 3 }, (ctx, input) => renderChart(visitors, ctx, input));
    const box = boxOf(landscape);
    const rightHalf = { x: box.x + box.w / 2, y: box.y, w: box.w / 2, h: box.h };
    const leftHalf = { ...rightHalf, x: box.x };
    expect(await countColour(video, 0.3, landscape, rightHalf, ACCENT)).toBe(0);
    expect(await countColour(video, 0.3, landscape, leftHalf, ACCENT)).toBeGreaterThan(50);
    expect(await countColour(video, 2.8, landscape, rightHalf, ACCENT)).toBeGreaterThan(200);
    // The picture stands still while it is revealed: the left half is the same at 1.2 s and at the end.
    const mid = await countColour(video, 1.2, landscape, leftHalf, ACCENT);
    expect(Math.abs(mid - (await countColour(video, 2.8, landscape, leftHalf, ACCENT)))).toBeLessThan(mid * 0.05);
    const text = words(await ocrAt(video, 2.8, join(dir, 'line.png')));
    for (const expected of ['Visitors this week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', '12%', '30%', '22%', '45%', '38%']) expect(text).toContain(expected);
  });
});

describe('counter', () => {
  it('counts up to "10,000 users", through smaller numbers, with thousands separators', async () => {
    const layer = CounterLayer.parse({ type: 'counter', to: 10000, suffix: ' users', countSeconds: 2 });
    const steps = countSteps({ ...layer, countSeconds: 2 }, 0, 30);
    expect(steps.length).toBeLessThanOrEqual(61);
    expect(steps.at(-1)!.text).toBe('10,000 users');
    const video = await render({ frame: landscape, seconds: 3 }, (ctx, input) => renderCounter(layer, ctx, input));
    // The number over its label (layers/counter.ts; test/design/figures.test.ts reads the label and measures both).
    expect(words(await ocrAt(video, 2.8, join(dir, 'counter-end.png'), '6'))).toMatch(/^10,000$/m);
    const early = await ocrAt(video, 0.3, join(dir, 'counter-early.png'), '6');
    const value = Number(/^([\d,]+)$/m.exec(early)?.[1]?.replace(/,/g, ''));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(10000);
  });

  it('draws its figures in the colour asked ("neon green numbers"), on the frame', async () => {
    const green = '#39ff14';
    const layer = CounterLayer.parse({ type: 'counter', to: 500, countSeconds: 0.5, colour: green, animation: { in: 'none' } });
    const plain = CounterLayer.parse({ type: 'counter', to: 500, countSeconds: 0.5, animation: { in: 'none' } });
    const whole = { x: 0, y: 0, w: landscape.width, h: landscape.height };
    // Read at 1 s of 2: counted and settled, before the exit's fade.
    const coloured = await render({ frame: landscape, seconds: 2 }, (ctx, input) => renderCounter(layer, ctx, input));
    const theme = await render({ frame: landscape, seconds: 2 }, (ctx, input) => renderCounter(plain, ctx, input));
    expect(await countColour(coloured, 1, landscape, whole, green)).toBeGreaterThan(5000);
    expect(await countColour(theme, 1, landscape, whole, green)).toBe(0);
  });

  it('counts down from 10 at its natural pace: one number a second, 0 at 10 s', async () => {
    // Without an entrance, so without the ring that moves between ticks (test/design/figures.test.ts): tesseract
    // reads its arc as brackets or nothing. The pace is the same either way.
    const layer = CounterLayer.parse({ type: 'counter', from: 10, to: 0, animation: { in: 'none' } });
    // In a small box: tesseract misreads a lone figure hundreds of pixels tall.
    const box = { x: 520, y: 270, w: 240, h: 180 };
    const video = await render({ frame: landscape, seconds: 11, box }, (ctx, input) => renderCounter(layer, ctx, input));
    for (const [t, expected] of [[0.5, '10'], [3.5, '7'], [6.5, '4'], [9.5, '1'], [10.5, '0']] as const) {
      expect((await ocrAt(video, t, join(dir, `countdown-${t}.png`), '7')).trim()).toBe(expected);
    }
  });

  it('sets tabular figures: while "$1,000k" counts to "$9,000k" the number keeps its width (its ink spans the same columns)', async () => {
    const layer = CounterLayer.parse({ type: 'counter', from: 1000, to: 9000, prefix: '$', suffix: 'k', countSeconds: 2, animation: { in: 'none' } });
    const video = await render({ frame: landscape, seconds: 2.5 }, (ctx, input) => renderCounter(layer, ctx, input));
    const box = boxOf(landscape);
    const spans: [number, number][] = [];
    const texts = new Set<string>();
    for (const t of [0.2, 0.5, 0.9, 1.4, 2.3]) {
      texts.add((await ocrAt(video, t, join(dir, `tabular-${t}.png`), '7')).trim());
      const at = await framePixels(video, t, landscape);
      let left = Infinity;
      let right = -Infinity;
      for (let x = box.x; x < box.x + box.w; x++) {
        for (let y = box.y; y < box.y + box.h; y += 2) {
          if (at(x, y)[0] > 160) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            break;
          }
        }
      }
      spans.push([left, right]);
    }
    // Five different values were on screen...
    expect(texts.size).toBeGreaterThanOrEqual(4);
    // ...and their ink started and ended on the same columns (± 1 px of anti-aliasing).
    for (const [left, right] of spans) {
      expect(Math.abs(left - spans[0]![0])).toBeLessThanOrEqual(1);
      expect(Math.abs(right - spans[0]![1])).toBeLessThanOrEqual(1);
    }
  });

  it('writes decimals, prefixes and negative numbers as people read them', () => {
    const steps = countSteps({ ...CounterLayer.parse({ type: 'counter', from: 2, to: -1250.5, decimals: 2, prefix: '$', suffix: 'M' }), countSeconds: 1 }, 0.5, 30);
    expect(steps[0]).toMatchObject({ from: 0.5, text: '$2.00M' });
    expect(steps.at(-1)!.text).toBe('$-1,250.50M');
    // Windows follow each other without overlap, half a frame off the frames' times.
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i - 1]!.to).toBe(steps[i]!.from);
      expect(Math.abs(((steps[i]!.from * 30) % 1) - 0.5)).toBeLessThan(1e-6);
    }
  });
});

describe('with the FFmpeg 4.1 shipped in npm packages', () => {
  it('draws the same bar chart and counter: readable, and the bars grow', async () => {
    const video = await render({ frame: landscape, seconds: 3, ffmpeg: npmFfmpeg }, (ctx, input) => renderChart(sales, ctx, input));
    const text = words(await ocrAt(video, 2.5, join(dir, 'bars-41.png')));
    for (const expected of ['Sales by region', 'North', 'West', '1,200', '300']) expect(text).toContain(expected);
    const rect = slotRect(sales, landscape, 0);
    expect(await countColour(video, 0.2, landscape, rect, ACCENT)).toBeLessThan((await countColour(video, 1.5, landscape, rect, ACCENT)) * 0.8);

    const line = ChartLayer.parse({ type: 'chart', kind: 'line', data: [{ label: 'Q1', value: 3 }, { label: 'Q2', value: 5 }, { label: 'Q3', value: 4 }] });
    const lineVideo = await render({ frame: landscape, seconds: 2.5, ffmpeg: npmFfmpeg }, (ctx, input) => renderChart(line, ctx, input));
    const box = boxOf(landscape);
    const rightHalf = { x: box.x + box.w / 2, y: box.y, w: box.w / 2, h: box.h };
    expect(await countColour(lineVideo, 0.2, landscape, rightHalf, ACCENT)).toBe(0);
    expect(await countColour(lineVideo, 2.3, landscape, rightHalf, ACCENT)).toBeGreaterThan(200);

    const counter = CounterLayer.parse({ type: 'counter', to: 10000, countSeconds: 1 });
    const counterVideo = await render({ frame: landscape, seconds: 1.5, ffmpeg: npmFfmpeg }, (ctx, input) => renderCounter(counter, ctx, input));
    expect(await ocrAt(counterVideo, 1.4, join(dir, 'counter-41.png'), '7')).toContain('10,000');

    // The same design as with the system's FFmpeg: the same pictures in the same places, frame for frame.
    const system = await render({ frame: landscape, seconds: 3 }, (ctx, input) => renderChart(sales, ctx, input));
    for (const t of [0.5, 2.5]) expect(await meanDifference(video, system, t)).toBeLessThan(1.5);
    const systemCounter = await render({ frame: landscape, seconds: 1.5 }, (ctx, input) => renderCounter(counter, ctx, input));
    for (const t of [0.4, 1.4]) expect(await meanDifference(counterVideo, systemCounter, t)).toBeLessThan(1.5);
  });
});
