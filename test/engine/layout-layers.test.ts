import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderButton } from '../../engine/render/layers/button.js';
import { cellBoxes, renderCells } from '../../engine/render/layers/cells.js';
import { renderGraphic } from '../../engine/render/layers/graphics.js';
import type { LayerContext, LayerSteps, PixelBox } from '../../engine/render/layers/layer-api.js';
import { renderProgress } from '../../engine/render/layers/progress.js';
import { interpretPrompt } from '../../engine/interpret/index.js';
import type { InterpretContext } from '../../engine/interpret/types.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { FrameSize } from '../../model/format.js';
import { ButtonLayer, GraphicLayer, LayoutLayer, ProgressLayer } from '../../model/scene-document.js';
import { framePixels, renderClip, type Clip } from './layer-harness.js';
import { markerCentre } from './frame-measures.js';
import { findPhrase, greyFrame, ocrWords, type Word } from './video-checks.js';

/*
 * The layout, progress, graphic and button layers (engine/render/layers/{cells,progress,graphics,button}.ts) drawn
 * by the real FFmpeg over a plain background and checked on the video's frames: each cell shows its own picture
 * where it was asked (distinct-coloured test pictures, sampled), each label is read by OCR inside its own cell, the
 * progress bar's filled width grows with time, the button and the shapes are where their placement put them. One
 * split is also drawn by the npm-shipped FFmpeg 4.1 (what `npm start` uses without a system FFmpeg).
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const npmFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const dir = mkdtempSync(join(tmpdir(), 'layout-layers-'));
afterAll(() => (process.env.KEEP ? undefined : rmSync(dir, { recursive: true, force: true })));

const COLOURS = { red: '#e02020', blue: '#2040e0', green: '#20b040', yellow: '#e0c020' } as const;
type Name = keyof typeof COLOURS;
const ids: Record<Name, string> = { red: 'ast_REDaaaaaaaaaaaaaaaaaa', blue: 'ast_BLUEaaaaaaaaaaaaaaaaa', green: 'ast_GREENaaaaaaaaaaaaaaaa', yellow: 'ast_YELLOWaaaaaaaaaaaaaaa' };
const files = new Map<string, string>();

beforeAll(async () => {
  for (const [name, hex] of Object.entries(COLOURS)) {
    const path = join(dir, `${name}.png`);
    // A flat picture of an aspect unlike any frame's, so cover-fit must crop it.
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${hex.slice(1)}:s=900x500`, '-frames:v', '1', path]);
    files.set(ids[name as Name], path);
  }
}, 60_000);

/**
 * Tesseract's words in `region` of the frame at `seconds` (boxes in the frame's pixels). It misreads light words on
 * saturated panels in colour, so the region is read twice, as negated grey and as its red channel, and the words of
 * both readings are kept.
 */
async function ocrRegion(video: string, seconds: number, region: PixelBox): Promise<Word[]> {
  const words: Word[] = [];
  for (const [k, filter] of ['format=gray,negate', 'format=gbrp,extractplanes=r'].entries()) {
    const png = join(dir, `ocr-${n}-${k}.png`);
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-vf', `crop=${region.w}:${region.h}:${region.x}:${region.y},${filter}`, png]);
    words.push(...(await ocrWords(png, { psm: [11] })).map((w) => ({ ...w, left: w.left + region.x, top: w.top + region.y })));
  }
  return words;
}

let n = 0;
async function render(clip: Clip, draw: (ctx: LayerContext, input: string) => Promise<LayerSteps>): Promise<string> {
  const out = join(dir, `clip-${n++}.mp4`);
  await renderClip(join(dir, `work-${n}`), { background: '#000000', ...clip }, (ctx, input) => draw({ ...ctx, mediaPath: (id) => files.get(id) }, input), out);
  return out;
}

const near = (px: [number, number, number], hex: string, tolerance = 40) => [1, 3, 5].every((k, i) => Math.abs(px[i]! - parseInt(hex.slice(k, k + 2), 16)) <= tolerance);
const centre = (b: PixelBox) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const inside = (p: { cx: number; cy: number }, b: PixelBox) => p.cx >= b.x && p.cx <= b.x + b.w && p.cy >= b.y && p.cy <= b.y + b.h;

function layout(arrangement: LayoutLayer['arrangement'], names: Name[], extra: Partial<LayoutLayer> = {}, labels: string[] = []): LayoutLayer {
  return LayoutLayer.parse({ type: 'layout', arrangement, cells: names.map((name, i) => ({ assetId: ids[name], kind: 'image', ...(labels[i] ? { label: labels[i] } : {}) })), animation: { in: 'none' }, ...extra });
}

/** Renders a layout and checks each cell's colour at its centre and each label inside its cell. */
async function checkLayout(frame: FrameSize, layer: LayoutLayer, names: Name[], labels: string[] = []): Promise<PixelBox[]> {
  const video = await render({ frame, seconds: 1 }, (ctx, input) => renderCells(layer, ctx, input));
  const boxes = cellBoxes(layer, frame);
  const at = await framePixels(video, 0.5, frame);
  boxes.forEach((box, i) => {
    // Three quarters of the way down the cell: the label sits at its top.
    const p = at(centre(box).x, box.y + box.h * 0.75);
    expect({ cell: i, colour: near(p, COLOURS[names[i]!]) }).toEqual({ cell: i, colour: true });
  });
  for (const [i, label] of labels.entries()) {
    // Read in its own cell only: found there, it landed on its own picture.
    const found = findPhrase(await ocrRegion(video, 0.5, boxes[i]!), label);
    expect({ label, inItsCell: Boolean(found) }).toEqual({ label, inItsCell: true });
    // On the upper part of its picture.
    expect(found!.cy).toBeLessThan(boxes[i]!.y + boxes[i]!.h * 0.4);
  }
  return boxes;
}

const landscape: FrameSize = { width: 1280, height: 720 };
const portrait: FrameSize = { width: 720, height: 1280 };
const square: FrameSize = { width: 1080, height: 1080 };

describe('layouts of several pictures', () => {
  it('a split in 16:9 puts the first picture on the left and the second on the right, each label on its own picture', async () => {
    const layer = layout('split', ['red', 'blue'], {}, ['Before', 'After']);
    const boxes = await checkLayout(landscape, layer, ['red', 'blue'], ['Before', 'After']);
    expect(boxes[0]!.x + boxes[0]!.w).toBeLessThanOrEqual(boxes[1]!.x);
  }, 60_000);

  it('a split in 1:1 is left/right and in 9:16 top/bottom', async () => {
    const sq = await checkLayout(square, layout('split', ['green', 'yellow']), ['green', 'yellow']);
    expect(sq[1]!.x).toBeGreaterThan(sq[0]!.x);
    const tall = await checkLayout(portrait, layout('split', ['red', 'blue'], {}, ['Kitchen', 'Garden']), ['red', 'blue'], ['Kitchen', 'Garden']);
    expect(tall[1]!.y).toBeGreaterThan(tall[0]!.y + tall[0]!.h - 1);
    expect(tall[0]!.w).toBe(portrait.width);
  }, 90_000);

  it('before/after labels its halves Before and After and draws a divider on the seam', async () => {
    const layer = layout('before-after', ['red', 'blue']);
    const boxes = await checkLayout(landscape, layer, ['red', 'blue'], ['Before', 'After']);
    const video = await render({ frame: landscape, seconds: 1 }, (ctx, input) => renderCells(layer, ctx, input));
    const at = await framePixels(video, 0.5, landscape);
    const seam = (boxes[0]!.x + boxes[0]!.w + boxes[1]!.x) / 2;
    expect(near(at(seam, 200), '#ffffff')).toBe(true);
  }, 90_000);

  it('a grid of four puts each picture in its quarter, and of three one large cell and two small', async () => {
    await checkLayout(landscape, layout('grid', ['red', 'blue', 'green', 'yellow']), ['red', 'blue', 'green', 'yellow']);
    const three = await checkLayout(landscape, layout('grid', ['red', 'blue', 'green']), ['red', 'blue', 'green']);
    expect(three[0]!.h).toBeGreaterThan(three[1]!.h * 1.8);
  }, 90_000);

  it('a grid of six is three by two in 16:9 and two by three in 9:16, each picture in its own cell', async () => {
    const six: Name[] = ['red', 'blue', 'green', 'yellow', 'red', 'blue'];
    const wide = await checkLayout(landscape, layout('grid', six), six);
    expect(new Set(wide.map((b) => b.y)).size).toBe(2);
    const tall = await checkLayout(portrait, layout('grid', six), six);
    expect(new Set(tall.map((b) => b.y)).size).toBe(3);
  }, 90_000);

  it('picture-in-picture insets the second picture in the corner asked, at the width asked', async () => {
    const layer = layout('pip', ['blue', 'yellow'], { corner: 'top-left', insetWidth: 0.3 });
    const boxes = await checkLayout(landscape, layer, ['blue', 'yellow']);
    const inset = boxes[1]!;
    expect(inset.x).toBeLessThan(landscape.width * 0.1);
    expect(inset.y).toBeLessThan(landscape.height * 0.1);
    expect(inset.w / landscape.width).toBeCloseTo(0.3, 1);
    const video = await render({ frame: landscape, seconds: 1 }, (ctx, input) => renderCells(layer, ctx, input));
    const at = await framePixels(video, 0.5, landscape);
    // The base picture everywhere else: under the other corners.
    expect(near(at(landscape.width * 0.8, landscape.height * 0.8), COLOURS.blue)).toBe(true);
    expect(near(at(inset.x + inset.w / 2, inset.y + inset.h * 0.7), COLOURS.yellow)).toBe(true);
  }, 90_000);

  it('a video cell plays in its cell (looped when shorter than the scene) while a picture holds in the other', async () => {
    const clip = join(dir, 'clip.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
    const VIDEO = 'ast_CLIPaaaaaaaaaaaaaaaaa';
    files.set(VIDEO, clip);
    const layer = LayoutLayer.parse({ type: 'layout', arrangement: 'split', cells: [{ assetId: VIDEO, kind: 'video' }, { assetId: ids.green, kind: 'image' }], animation: { in: 'none' } });
    const video = await render({ frame: landscape, seconds: 2 }, (ctx, input) => renderCells(layer, ctx, input));
    const [left, right] = cellBoxes(layer, landscape);
    let changed = 0;
    let dark = 0;
    let samples = 0;
    const frames = await Promise.all([0.2, 0.7, 1.5].map((t) => framePixels(video, t, landscape)));
    for (let y = left!.y + 20; y < left!.y + left!.h; y += 37) {
      for (let x = left!.x + 20; x < left!.x + left!.w; x += 37) {
        const [a, b, c] = frames.map((f) => f(x, y));
        if (a!.some((v, k) => Math.abs(v - b![k]!) > 30) && b!.some((v, k) => Math.abs(v - c![k]!) > 30)) changed++;
        samples++;
        if (near(c!, '#000000', 24)) dark++;
      }
    }
    // The clip moves in its cell, still moving after its own 1 s (looped); the picture holds in the other.
    expect(changed).toBeGreaterThan(5);
    // Past the clip's end it still fills its cell (the background is black).
    expect(dark / samples).toBeLessThan(0.2);
    for (const f of frames) expect(near(f(centre(right!).x, centre(right!).y), COLOURS.green)).toBe(true);
  }, 60_000);

  it('a video cell plays its kept part at its speed: the part trimmed in one cell, twice as fast in the other', async () => {
    // Red for a second, then blue for a second.
    const clip = join(dir, 'red-then-blue.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${COLOURS.red.slice(1)}:s=320x180:r=30:d=1`, '-f', 'lavfi', '-i', `color=c=0x${COLOURS.blue.slice(1)}:s=320x180:r=30:d=1`, '-filter_complex', '[0][1]concat=n=2:v=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
    const VIDEO = 'ast_TWOTONEaaaaaaaaaaaaaa';
    files.set(VIDEO, clip);
    const layer = LayoutLayer.parse({ type: 'layout', arrangement: 'split', cells: [{ assetId: VIDEO, kind: 'video', trim: { from: 1.2 } }, { assetId: VIDEO, kind: 'video', speed: 2, muted: true }], animation: { in: 'none' } });
    const video = await render({ frame: landscape, seconds: 1 }, (ctx, input) => renderCells(layer, ctx, input));
    const [left, right] = cellBoxes(layer, landscape).map(centre);
    const [early, late] = await Promise.all([0.2, 0.75].map((t) => framePixels(video, t, landscape)));
    // Trimmed from 1.2 s: blue from the start. At 2x: red at 0.2 s (0.4 s of the clip), blue at 0.75 s (1.5 s of it).
    expect(near(early!(left!.x, left!.y), COLOURS.blue)).toBe(true);
    expect(near(early!(right!.x, right!.y), COLOURS.red)).toBe(true);
    expect(near(late!(right!.x, right!.y), COLOURS.blue)).toBe(true);
  }, 60_000);

  it("a picture's camera move plays inside its cell: a zoom-in carries a dot outwards, steadily, and never past the cell", async () => {
    // A dark picture with a bright dot right of its centre: zooming in around the centre moves the dot rightwards.
    const dotted = join(dir, 'dot.png');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x202020:s=900x500', '-vf', 'drawbox=x=600:y=240:w=20:h=20:color=white:t=fill', '-frames:v', '1', dotted]);
    const DOT = 'ast_DOTaaaaaaaaaaaaaaaaaa';
    files.set(DOT, dotted);
    const layer = LayoutLayer.parse({ type: 'layout', arrangement: 'split', cells: [{ assetId: DOT, kind: 'image', kenBurns: 'zoom-in' }, { assetId: ids.green, kind: 'image', kenBurns: 'zoom-out' }], animation: { in: 'none' } });
    const video = await render({ frame: landscape, seconds: 2 }, (ctx, input) => renderCells(layer, ctx, input));
    const [left, right] = cellBoxes(layer, landscape);
    const xs: number[] = [];
    for (const t of [0.1, 0.6, 1.1, 1.6]) {
      const { pixels, width } = await greyFrame(video, t);
      const dot = markerCentre(pixels, width, left!);
      expect(dot).toBeDefined();
      xs.push(dot!.x);
      // Nothing of the left picture past its cell: the gap and the right cell hold no bright dot.
      expect(markerCentre(pixels, width, { x: left!.x + left!.w, y: 0, w: landscape.width - left!.x - left!.w, h: landscape.height }, 200)).toBeUndefined();
    }
    // Outwards, every half second by about the same amount (a steady move, not a jump).
    const steps = xs.slice(1).map((x, i) => x - xs[i]!);
    for (const step of steps) expect(step).toBeGreaterThan(1);
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThan(Math.max(...steps) * 0.5);
    // A flat picture's move changes nothing visible: the right cell stays green.
    const at = await framePixels(video, 1.6, landscape);
    expect(near(at(centre(right!).x, centre(right!).y), COLOURS.green)).toBe(true);
  }, 60_000);

  it('the npm-shipped FFmpeg 4.1 draws a labelled split, a progress bar, a button and an arrow too', async () => {
    const layer = layout('split', ['red', 'blue'], {}, ['Before', 'After']);
    const bar = ProgressLayer.parse({ type: 'progress', span: 'scene', animation: { in: 'none' } });
    const button = ButtonLayer.parse({ type: 'button', text: 'Go', animation: { in: 'fade' } });
    const arrow = GraphicLayer.parse({ type: 'graphic', shape: 'arrow', animation: { in: 'fade' } });
    const out = join(dir, 'npm-split.mp4');
    await renderClip(join(dir, 'work-npm'), { frame: landscape, seconds: 2, background: '#000000', ffmpeg: npmFfmpeg }, async (base, input) => {
      const ctx = { ...base, mediaPath: (id: string) => files.get(id) };
      const steps = [await renderCells(layer, ctx, input)];
      steps.push(await renderProgress(bar, ctx, steps.at(-1)!.output));
      steps.push(await renderButton(button, { ...ctx, box: { x: 64, y: 200, w: 1152, h: 200 } }, steps.at(-1)!.output));
      steps.push(await renderGraphic(arrow, { ...ctx, box: { x: 100, y: 450, w: 400, h: 100 } }, steps.at(-1)!.output));
      return { statements: steps.flatMap((s) => s.statements), output: steps.at(-1)!.output };
    }, out);
    const at = await framePixels(out, 1.5, landscape);
    expect(near(at(320, 600), COLOURS.red)).toBe(true);
    expect(near(at(960, 600), COLOURS.blue)).toBe(true);
    expect(await accentColumns(out, 1, landscape, landscape.height - 4)).toBeGreaterThan(landscape.width * 0.4);
    expect(near(at(300, 500), '#3a86ff', 45)).toBe(true);
  }, 60_000);
});

/** How many columns of row `y`, from the left edge on, are in the theme's accent (classic: #3a86ff): the filled width. */
async function accentColumns(video: string, t: number, frame: FrameSize, y: number): Promise<number> {
  const at = await framePixels(video, t, frame);
  let count = 0;
  while (count < frame.width && near(at(count, y), '#3a86ff', 30)) count++;
  return count;
}

describe('graphic elements', () => {
  it('a progress bar along the bottom fills in proportion to the time elapsed, in the accent', async () => {
    const bar = ProgressLayer.parse({ type: 'progress', span: 'scene', animation: { in: 'none' } });
    const video = await render({ frame: landscape, seconds: 4 }, (ctx, input) => renderProgress(bar, ctx, input));
    const row = landscape.height - Math.round((0.012 * landscape.height) / 2) - 1;
    const widths = [];
    for (const t of [0.5, 1.5, 2.5, 3.5]) widths.push(await accentColumns(video, t, landscape, row));
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]! + landscape.width * 0.15);
    widths.forEach((w, i) => expect(Math.abs(w / landscape.width - [0.5, 1.5, 2.5, 3.5][i]! / 4)).toBeLessThan(0.04));
    // Nothing of it above the bar.
    expect(await accentColumns(video, 3.5, landscape, landscape.height - 30)).toBe(0);
  }, 60_000);

  it('a chapter-long bar starts each scene where the scenes before it left off', async () => {
    const bar = ProgressLayer.parse({ type: 'progress', edge: 'top', animation: { in: 'none' } });
    // The second of two 2-second scenes: a quarter of the way in at its 1st frame... half at its start.
    const video = await render({ frame: landscape, seconds: 2 }, (ctx, input) => renderProgress(bar, { ...ctx, chapter: { start: 2, seconds: 4 } }, input));
    const start = await accentColumns(video, 0.05, landscape, 3);
    const end = await accentColumns(video, 1.9, landscape, 3);
    expect(start / landscape.width).toBeGreaterThan(0.47);
    expect(start / landscape.width).toBeLessThan(0.56);
    expect(end / landscape.width).toBeGreaterThan(0.93);
  }, 60_000);

  it('a button shows its words on the accent and its URL under it, where it was placed', async () => {
    const button = ButtonLayer.parse({ type: 'button', text: 'Shop now', url: 'example.com', animation: { in: 'none' } });
    const box = { x: 64, y: 500, w: 1152, h: 184 };
    const video = await render({ frame: landscape, seconds: 1, box }, (ctx, input) => renderButton(button, { ...ctx, align: { h: 'center', v: 'bottom' } }, input));
    const words = await ocrRegion(video, 0.5, { x: 0, y: 0, w: landscape.width, h: landscape.height });
    const label = findPhrase(words, 'Shop now');
    const url = findPhrase(words, 'example.com');
    expect(label && inside(label, box)).toBe(true);
    expect(url && inside(url, box)).toBe(true);
    expect(url!.cy).toBeGreaterThan(label!.cy);
    expect(Math.abs(label!.cx - landscape.width / 2)).toBeLessThan(40);
    // The button's fill: the accent beside its words.
    const at = await framePixels(video, 0.5, landscape);
    expect(near(at(label!.left - 12, label!.cy), '#3a86ff', 45)).toBe(true);
  }, 60_000);

  it('a button on a ground the brief chose takes that ground\'s hue, deeper, with light words on it', async () => {
    const sage = '#9caf88';
    const button = ButtonLayer.parse({ type: 'button', text: 'Book now', animation: { in: 'none' } });
    const box = { x: 64, y: 260, w: 1152, h: 200 };
    const video = await render({ frame: landscape, seconds: 1, box, background: sage }, (ctx, input) => renderButton(button, ctx, input));
    const at = await framePixels(video, 0.5, landscape);
    // Along the button's middle row: sage up to its left edge, then its fill, then its words.
    const y = box.y + box.h / 2;
    let edge = 0;
    while (edge < landscape.width && near(at(edge, y), sage, 30)) edge++;
    expect(edge).toBeGreaterThan(box.x);
    expect(edge).toBeLessThan(landscape.width / 2);
    const [r, g, b] = at(edge + 6, y);
    // Green leads (sage's hue, not the classic theme's blue), and it is a deep shade of it.
    expect(g).toBeGreaterThan(Math.max(r, b));
    expect(r + g + b).toBeLessThan((0x9c + 0xaf + 0x88) / 2);
    const row = Array.from({ length: landscape.width - 2 * edge }, (_, i) => at(edge + i, y));
    expect(Math.max(...row.map(([pr, pg, pb]) => Math.min(pr, pg, pb)))).toBeGreaterThan(200);
  }, 60_000);

  it('a rule, a panel and an arrow are drawn inside their boxes and nowhere else', async () => {
    const frame = landscape;
    const cases: { layer: GraphicLayer; box: PixelBox; probe: (b: PixelBox) => { x: number; y: number }[] }[] = [
      { layer: GraphicLayer.parse({ type: 'graphic', shape: 'rule', animation: { in: 'none' } }), box: { x: 400, y: 340, w: 480, h: 40 }, probe: (b) => [{ x: b.x + 20, y: b.y + b.h / 2 }, { x: b.x + b.w - 20, y: b.y + b.h / 2 }] },
      { layer: GraphicLayer.parse({ type: 'graphic', shape: 'panel', animation: { in: 'none' } }), box: { x: 200, y: 100, w: 400, h: 300 }, probe: (b) => [{ x: b.x + b.w / 2, y: b.y + b.h / 2 }, { x: b.x + 40, y: b.y + 40 }] },
      { layer: GraphicLayer.parse({ type: 'graphic', shape: 'arrow', pointing: 'right', animation: { in: 'none' } }), box: { x: 300, y: 300, w: 600, h: 120 }, probe: (b) => [{ x: b.x + b.w / 2, y: b.y + b.h / 2 }, { x: b.x + b.w * 0.85, y: b.y + b.h / 2 }] },
    ];
    for (const { layer, box, probe } of cases) {
      const video = await render({ frame, seconds: 1, box }, (ctx, input) => renderGraphic(layer, ctx, input));
      const at = await framePixels(video, 0.5, frame);
      for (const p of probe(box)) expect({ shape: layer.shape, p, accent: near(at(p.x, p.y), '#3a86ff', 45) }).toEqual({ shape: layer.shape, p, accent: true });
      // Outside the box: the background.
      for (const p of [{ x: box.x - 20, y: box.y + box.h / 2 }, { x: box.x + box.w + 20, y: box.y + box.h / 2 }, { x: box.x + box.w / 2, y: box.y - 20 }, { x: box.x + box.w / 2, y: box.y + box.h + 20 }]) {
        expect({ shape: layer.shape, p, background: near(at(p.x, p.y), '#000000', 20) }).toEqual({ shape: layer.shape, p, background: true });
      }
    }
  }, 90_000);

  it('a highlight shows its word on a marker box', async () => {
    const layer = GraphicLayer.parse({ type: 'graphic', shape: 'highlight', text: 'Sale', animation: { in: 'none' } });
    const box = { x: 320, y: 240, w: 640, h: 240 };
    const video = await render({ frame: landscape, seconds: 1, box }, (ctx, input) => renderGraphic(layer, ctx, input));
    const words = await ocrRegion(video, 0.5, box);
    const word = findPhrase(words, 'Sale');
    expect(word && inside(word, box)).toBe(true);
    const at = await framePixels(video, 0.5, landscape);
    expect(near(at(word!.left - 8, word!.cy), '#ffd400', 45)).toBe(true);
  }, 60_000);
});

describe('from a prompt to the video', () => {
  it('a labelled split with a progress bar, then "rename the After picture to \'Now\'" and "take Snacks off the list": each lands on its element', async () => {
    const context: InterpretContext = {
      assets: new Map([ids.red, ids.blue].map((id) => [id, { id, kind: 'image' as const, ready: true }])),
      chapterDuration: null,
    };
    const first = interpretPrompt(undefined, `scene 1: side by side: ${ids.red} on the left and ${ids.blue} on the right, labelled 'Before' and 'After', still, with a progress bar along the bottom. scene 2: "Menu" with a list: "Snacks", "Drinks"`, context);
    const edited = interpretPrompt(first.document, "rename the After picture to 'Now' and take Snacks off the list", context);
    expect(edited.summary).toContain('renamed the picture labelled "After" in scene 1 to "Now"');
    expect(edited.summary).toContain('removed point "Snacks" in scene 2');
    const out = join(dir, 'chapter.mp4');
    const media = new Map([...files].filter(([id]) => id === ids.red || id === ids.blue).map(([id, path]) => [id, path]));
    await renderChapter({ document: edited.document, media, output: out, format: { aspect: 'landscape', resolution: '720p' } });
    const seconds = edited.document.scenes.reduce((t, s) => t + s.duration, 0);
    const split = edited.document.scenes[0]!.duration;
    const cells = cellBoxes(edited.document.scenes[0]!.layers.find((l): l is LayoutLayer => l.type === 'layout')!, landscape);
    // The renamed label on the right picture, the other one kept on the left.
    expect(findPhrase(await ocrRegion(out, split - 0.5, cells[1]!), 'Now')).toBeDefined();
    expect(findPhrase(await ocrRegion(out, split - 0.5, cells[0]!), 'Before')).toBeDefined();
    // The list lost Snacks and kept Drinks.
    const list = await ocrRegion(out, seconds - 0.3, { x: 0, y: 0, w: landscape.width, h: landscape.height });
    expect(findPhrase(list, 'Drinks')).toBeDefined();
    expect(findPhrase(list, 'Snacks')).toBeUndefined();
    // The progress bar runs through both scenes, growing.
    const row = landscape.height - 4;
    const early = await accentColumns(out, 1, landscape, row);
    const late = await accentColumns(out, seconds - 0.3, landscape, row);
    expect(early / landscape.width).toBeCloseTo(1 / seconds, 1);
    expect(late / landscape.width).toBeGreaterThan(0.9);
  }, 120_000);
});
