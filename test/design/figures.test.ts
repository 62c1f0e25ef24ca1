import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { eachGreyFrame, greyOf, pngAt, probeVideo, rgbFrameAt, type VideoInfo } from './frames.js';
import { blocksOf, frameDiff, isEqual } from './motion-metrics.js';
import { readFrame } from './text-metrics.js';
import type { Word } from '../engine/video-checks.js';

/*
 * Counters and countdowns as a designer sets them (issue 27), on the frames of short 720p renders: "count up to
 * 10,000 users" is the figure 10,000 set large with "users" small under it in a lighter tone (it was one line, the
 * label as big as the number), in 16:9, 9:16 and 1:1; and a countdown alone moves between its ticks (a ring that
 * empties every second), where it held each number still for a whole second; and a chart's subtitle half the
 * title's cap height under it (it was a text layer of its own, set above the title, touching it).
 */

const COUNT_SECONDS = 2.5;
const FORMATS: OutputFormat['aspect'][] = ['landscape', 'portrait', 'square'];
const doc = (layer: object, duration: number): SceneDocumentInput => ({
  version: 2,
  theme: 'classic',
  background: { type: 'solid', colour: '#1c2a4a' },
  scenes: [{ duration, layers: [layer] }],
} as SceneDocumentInput);

const wordIn = (readings: Word[][], re: RegExp) => readings.flat().find((w) => re.test(w.text));

describe('counters and countdowns (real FFmpeg, tesseract, frame differences)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'figures-test-'));
  const videos = new Map<string, { video: string; info: VideoInfo }>();

  beforeAll(async () => {
    const jobs = [
      ...FORMATS.map((aspect) => ({ name: aspect, aspect, document: doc({ type: 'counter', to: 10000, suffix: ' users' }, COUNT_SECONDS) })),
      { name: 'countdown', aspect: 'landscape' as const, document: doc({ type: 'counter', from: 3, to: 0 }, 4) },
      // What the number counts said as a line of its own, too long for the counter's label (issue 39).
      ...(['landscape', 'portrait'] as const).map((aspect) => ({ name: `caption-${aspect}`, aspect, document: { ...doc({ type: 'counter', to: 47 }, COUNT_SECONDS), scenes: [{ duration: COUNT_SECONDS, layers: [{ type: 'counter', to: 47 }, { type: 'text', role: 'subtitle', text: 'homes sold this year by the Carter Group' }] }] } as SceneDocumentInput })),
      // And a counter with a label of its own: the line goes under that label.
      { name: 'caption-labelled', aspect: 'landscape' as const, document: { ...doc({ type: 'counter', to: 47 }, COUNT_SECONDS), scenes: [{ duration: COUNT_SECONDS, layers: [{ type: 'counter', to: 47, suffix: ' homes sold' }, { type: 'text', role: 'subtitle', text: 'Well done Carter Group' }] }] } as SceneDocumentInput },
      { name: 'chart', aspect: 'landscape' as const, document: doc({ type: 'chart', kind: 'bar', title: 'Website visits', subtitle: 'First quarter, in thousands', data: [{ label: 'Jan', value: 120 }, { label: 'Feb', value: 150 }, { label: 'Mar', value: 210 }, { label: 'Apr', value: 260 }] }, 2.5) },
    ];
    await Promise.all(jobs.map(async (j) => {
      const video = join(dir, `${j.name}.mp4`);
      await renderChapter({ document: j.document, format: { aspect: j.aspect, resolution: '720p' }, media: new Map(), output: video });
      videos.set(j.name, { video, info: await probeVideo(video) });
    }));
  }, 240_000);

  it.each(FORMATS)('sets the number large with its label small under it, in a lighter tone, in %s (OCR, ink boxes)', async (aspect) => {
    const { video, info } = videos.get(aspect)!;
    const at = COUNT_SECONDS - 0.3;
    // Read at full and half size too: tesseract reads a light label on a dark fill better smaller.
    const readings = await readFrame(await pngAt(video, at, join(dir, `${aspect}-final.png`)), { half: true });
    const number = wordIn(readings, /^10,?000$/);
    const label = wordIn(readings, /^users$/i);
    expect(number).toBeDefined();
    expect(label).toBeDefined();
    // "users" has no capitals or ascenders: its box is the label's x-height. The figure's caps are 2–3× the label's
    // cap height, so its box is well over twice the label's.
    expect(number!.height).toBeGreaterThanOrEqual(label!.height * 2.2);
    expect(number!.height).toBeLessThanOrEqual(label!.height * 5);
    // Under the number, centred on it, with a gap.
    expect(label!.top).toBeGreaterThan(number!.top + number!.height);
    expect(Math.abs(label!.left + label!.width / 2 - (number!.left + number!.width / 2))).toBeLessThan(info.width * 0.03);
    // A lighter tone than the figure: its brightest pixels are dimmer (white on navy: toward the navy).
    const g = greyOf(await rgbFrameAt(video, at, info));
    const peak = (w: Word) => {
      let max = 0;
      for (let y = w.top; y < w.top + w.height; y++) for (let x = w.left; x < w.left + w.width; x++) max = Math.max(max, g.pixels[y * g.width + x]!);
      return max;
    };
    expect(peak(label!)).toBeLessThan(peak(number!) - 20);
    // Still counting up at 0.6 s: the figure's region differs from the final one.
    const early = greyOf(await rgbFrameAt(video, 0.6, info));
    let changed = 0;
    for (let y = number!.top; y < number!.top + number!.height; y++) for (let x = number!.left; x < number!.left + number!.width; x++) if (Math.abs(early.pixels[y * g.width + x]! - g.pixels[y * g.width + x]!) > 40) changed++;
    expect(changed / (number!.width * number!.height)).toBeGreaterThan(0.05);
  });

  it.each(['landscape', 'portrait'])('sets a line that says what a lone figure counts under it, never over it as a title, in %s (OCR)', async (aspect) => {
    const { video, info } = videos.get(`caption-${aspect}`)!;
    const readings = await readFrame(await pngAt(video, COUNT_SECONDS - 0.1, join(dir, `caption-${aspect}.png`)), { half: true });
    const number = wordIn(readings, /^47$/);
    const homes = wordIn(readings, /^homes$/i);
    expect(number).toBeDefined();
    expect(homes).toBeDefined();
    // Under the figure at the end of its drift, a clear gap (at least a third of the figure's height), and close:
    // within the figure's own height, not a frame's third away.
    const gap = homes!.top - (number!.top + number!.height);
    expect(gap).toBeGreaterThan(number!.height / 3);
    expect(gap).toBeLessThan(number!.height);
    // The two a group in the middle of the frame.
    const middle = (number!.top + homes!.top + homes!.height) / 2;
    expect(Math.abs(middle - info.height / 2)).toBeLessThan(info.height * 0.12);
  });

  it("sets that line under a counter's own label, clear of it (OCR)", async () => {
    const { video } = videos.get('caption-labelled')!;
    const readings = await readFrame(await pngAt(video, COUNT_SECONDS - 0.1, join(dir, 'caption-labelled.png')), { half: true });
    const number = wordIn(readings, /^47$/);
    const label = wordIn(readings, /^homes$/i);
    const line = wordIn(readings, /^Carter$/);
    expect(number).toBeDefined();
    expect(label).toBeDefined();
    expect(line).toBeDefined();
    expect(label!.top).toBeGreaterThan(number!.top + number!.height);
    // Under the label with a gap, not over it ("Well done" was drawn across "homes sold").
    expect(line!.top).toBeGreaterThan(label!.top + label!.height + 4);
  });

  it('a countdown alone moves between its ticks: every frame inside a second differs from the one before', async () => {
    const { video, info } = videos.get('countdown')!;
    const fps = info.fps;
    const blocks: ReturnType<typeof blocksOf>[] = [];
    // The second of "2" (1.0 s to 2.0 s after the start), well after the entrance.
    await eachGreyFrame(video, info, (frame, i) => {
      if (i >= Math.round(1.1 * fps) && i < Math.round(1.95 * fps)) blocks.push(blocksOf(frame));
    });
    expect(blocks.length).toBeGreaterThan(20);
    const equal = blocks.slice(1).filter((b, i) => isEqual(frameDiff(blocks[i]!, b))).length;
    expect(equal).toBe(0);
    // And the number is the one the second says.
    const readings = await readFrame(await pngAt(video, 1.5, join(dir, 'countdown.png')));
    expect(wordIn(readings, /^2$/)).toBeDefined();
  });

  it("sets a chart's subtitle under its title, about half the title's cap height below it (ink rows)", async () => {
    const { video, info } = videos.get('chart')!;
    const g = greyOf(await rgbFrameAt(video, 2.2, info));
    // Rows with white text (the bars' blue is far darker), from the top: the title's band, then the subtitle's.
    const inkRow = (y: number) => {
      for (let x = 0; x < g.width; x++) if (g.pixels[y * g.width + x]! > 170) return true;
      return false;
    };
    const bands: { top: number; bottom: number }[] = [];
    for (let y = 0; y < g.height; y++) {
      if (!inkRow(y)) continue;
      const last = bands.at(-1);
      if (last && y === last.bottom + 1) last.bottom = y;
      else bands.push({ top: y, bottom: y });
    }
    const [title, subtitle] = bands;
    expect(subtitle).toBeDefined();
    // "Website visits" has no descenders: its band is its letters' height (caps, ascenders a little taller).
    const cap = title!.bottom - title!.top + 1;
    const gap = subtitle!.top - title!.bottom - 1;
    expect(gap / cap).toBeGreaterThanOrEqual(0.35);
    expect(gap / cap).toBeLessThanOrEqual(0.7);
    // Smaller than the title, and read as the texts they are, title first.
    expect(subtitle!.bottom - subtitle!.top + 1).toBeLessThan(cap * 0.75);
    const readings = await readFrame(await pngAt(video, 2.2, join(dir, 'chart.png')), { half: true });
    const titleWord = wordIn(readings, /^Website$/);
    const subWord = wordIn(readings, /^quarter,?$/);
    expect(titleWord).toBeDefined();
    expect(subWord).toBeDefined();
    expect(subWord!.top).toBeGreaterThan(titleWord!.top + titleWord!.height);
  });
});
