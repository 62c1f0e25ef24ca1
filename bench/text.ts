import { join } from 'node:path';
import { renderChapter } from '../engine/render/render-chapter.js';
import { blockPicture, REST } from '../engine/render/typeset/raster.js';
import { setBlock } from '../engine/render/typeset/set-block.js';
import { frameSize, type OutputFormat } from '../model/format.js';
import type { SceneDocumentInput } from '../model/scene-document.js';
import { makeMedia } from '../test/support/media.js';
import { EMOJI_LINE, SCRIPT_SAMPLES } from '../test/support/script-samples.js';
import { ownAndChildrenCpuSeconds } from './cpu.js';
import { plainEncodeSeconds } from './prompt.js';
import { median, round, secondsSince } from './stats.js';
import { type Cleanup, settle } from './support.js';
import { overhead, type Row } from './table.js';

/*
 * Issue 28's bench: what drawing text costs, per script. Two parts:
 *  - per block: one 1080p heading set (type scale, balanced lines, fallback chain) and drawn once (Skia, PNG encode),
 *    in this process, for each script's sample line and for a line of colour emoji;
 *  - per frame: a 10 s 1080p chapter of five scenes, each an animated heading and subtitle in two scripts, rendered
 *    beside the same chapter in plain Latin and a same-run plain encode of 10 s. Its bound is the motion-graphics
 *    one of issue 27 (≤ 1.5× the plain encode). Wall and CPU seconds (this process and its FFmpeg children) are both
 *    given: CPU holds on a shared machine, where wall time swings with the load.
 */

const SECONDS = 10;
const FORMAT: OutputFormat = { aspect: 'landscape', resolution: '1080p' };

export interface TextOptions {
  blockRuns: number;
  runs: number;
  baselineRuns: number;
}

const text = (name: string) => SCRIPT_SAMPLES.find((s) => s.name === name)!.text;

/** Five 2 s scenes, two scripts each: every sample is drawn, with the emoji line and a mixed-direction line. */
export function scriptsDocument(): SceneDocumentInput {
  const pairs: [string, string][] = [
    [text('Latin with diacritics'), `${text('Greek')} · ${text('Cyrillic')}`],
    [text('Arabic'), text('Hebrew')],
    [text('Devanagari'), text('Thai')],
    [text('Chinese'), `${text('Japanese')} · ${text('Korean')}`],
    [EMOJI_LINE, `Open ${text('Arabic')} 2026`],
  ];
  return documentOf(pairs);
}

/** The same chapter in plain Latin, lines of about the same length. */
export function latinDocument(): SceneDocumentInput {
  return documentOf([
    ['Summer menu', 'Fresh plates · Cold drinks'],
    ['Open today', 'Until late'],
    ['New arrivals', 'This week only'],
    ['Book a table now', 'Lunch · Dinner · Brunch'],
    ['Party time tonight', 'Open house 2026'],
  ]);
}

function documentOf(pairs: [string, string][]): SceneDocumentInput {
  return {
    version: 2,
    theme: 'bold',
    background: { type: 'gradient', from: '#10203a', to: '#2a4d7a', direction: 'diagonal' },
    scenes: pairs.map(([heading, subtitle]) => ({
      duration: SECONDS / pairs.length,
      layers: [
        { type: 'text', role: 'heading', text: heading, animation: { in: 'pop', duration: 0.6 } },
        { type: 'text', role: 'subtitle', text: subtitle, start: 0.3 },
      ],
    })),
  };
}

/** Milliseconds to set one 1080p heading and draw its picture once, median of `runs` after one warm-up. */
function blockMs(line: string, runs: number): { set: number; draw: number } {
  const frame = frameSize(FORMAT);
  const set: number[] = [];
  const draw: number[] = [];
  for (let i = 0; i <= runs; i++) {
    let started = performance.now();
    const block = setBlock(line, { theme: 'bold', role: 'heading', frame, maxWidth: frame.width * 0.8, maxHeight: frame.height * 0.5 });
    const setMs = performance.now() - started;
    started = performance.now();
    blockPicture(block, { colour: '#ffffff', align: 'center' }, { maxScale: 1.05, maxRise: 20 }, { x: 0, y: 0 }).draw(REST);
    const drawMs = performance.now() - started;
    if (i > 0) {
      set.push(setMs);
      draw.push(drawMs);
    }
  }
  return { set: median(set), draw: median(draw) };
}

async function renderRuns(work: string, name: string, document: SceneDocumentInput, runs: number): Promise<{ wall: number; cpu: number }[]> {
  const out: { wall: number; cpu: number }[] = [];
  for (let i = 0; i <= runs; i++) {
    await settle();
    const cpu = ownAndChildrenCpuSeconds();
    const started = performance.now();
    const { seconds, note } = await renderChapter({ document, format: FORMAT, media: new Map(), output: join(work, `${name}-${i}.mp4`) });
    const wall = secondsSince(started);
    if (Math.abs(seconds - SECONDS) > 0.05) throw new Error(`the ${name} chapter is ${seconds} s`);
    // Every sample's fonts ship with the image (CJK as optional dependencies): a note naming undrawn text is a failure.
    if (note && /text was not drawn/.test(note)) throw new Error(`the ${name} chapter left text out: ${note}`);
    if (i > 0) out.push({ wall, cpu: ownAndChildrenCpuSeconds() - cpu });
  }
  return out;
}

export async function textScenario(cleanup: Cleanup, options: TextOptions): Promise<Row[]> {
  const S = 'text';
  const rows: Row[] = [];
  const samples = [...SCRIPT_SAMPLES.map((s) => ({ name: s.name, line: s.text })), { name: 'colour emoji (ZWJ, skin tone, flag)', line: EMOJI_LINE }];
  for (const s of samples) {
    const ms = blockMs(s.line, options.blockRuns);
    rows.push({
      scenario: S,
      metric: `one 1080p heading block: ${s.name}, set + drawn once`,
      value: round(ms.set + ms.draw, 1),
      unit: 'ms',
      samples: `${options.blockRuns} runs (+1 warm-up), median; set ${ms.set.toFixed(1)} ms, drawn ${ms.draw.toFixed(1)} ms`,
    });
  }

  const work = cleanup.tempDir('text-work');
  const png = await makeMedia('png', join(work, 'photo.png'), { size: '1920x1080' });
  const scripts = await renderRuns(work, 'scripts', scriptsDocument(), options.runs);
  const latin = await renderRuns(work, 'latin', latinDocument(), options.runs);
  const base: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < options.baselineRuns; i++) {
    const cpu = ownAndChildrenCpuSeconds();
    const [wall] = await plainEncodeSeconds(png, work, 1, '1920x1080');
    base.push({ wall: wall!, cpu: ownAndChildrenCpuSeconds() - cpu });
  }
  const frames = SECONDS * 30;
  const m = (xs: { wall: number; cpu: number }[], k: 'wall' | 'cpu') => median(xs.map((x) => x[k]));
  const baseWall = m(base, 'wall');
  const baseCpu = m(base, 'cpu');
  const list = (xs: { wall: number; cpu: number }[]) => `${xs.length} runs (+1 warm-up), wall [${xs.map((x) => x.wall.toFixed(2)).join(', ')}] s, CPU [${xs.map((x) => x.cpu.toFixed(2)).join(', ')}] s`;
  for (const [name, runs] of [['every script and emoji', scripts], ['plain Latin', latin]] as const) {
    const wall = m(runs, 'wall');
    const cpu = m(runs, 'cpu');
    const main = runs === scripts;
    rows.push({
      scenario: S,
      metric: `10 s 1080p chapter, 10 animated text blocks in ${name}: CPU seconds, median`,
      value: round(cpu, 2),
      unit: 's',
      baseline: round(baseCpu, 2),
      ...overhead(cpu, baseCpu),
      ...(main ? { target: '≤ 1.5× baseline (issue 27)', pass: cpu <= 1.5 * baseCpu } : {}),
      samples: list(runs),
      note: `baseline = one ffmpeg run: an image → 10 s 1920x1080 clip with the chapters' encoder settings (${base.length} runs, median); judged on CPU seconds, which a shared machine's load does not swing`,
    });
    rows.push({
      scenario: S,
      metric: `same chapter (${name}): wall, median`,
      value: round(wall, 2),
      unit: 's',
      baseline: round(baseWall, 2),
      ...overhead(wall, baseWall),
    });
    rows.push({
      scenario: S,
      metric: `text cost per output frame (${name}): (chapter CPU − plain encode CPU) / ${frames} frames`,
      value: round(((cpu - baseCpu) / frames) * 1000, 2),
      unit: 'ms',
    });
  }
  return rows;
}
