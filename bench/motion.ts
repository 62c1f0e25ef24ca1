import { loadavg } from 'node:os';
import { join } from 'node:path';
import { renderChapter } from '../engine/render/render-chapter.js';
import type { OutputFormat } from '../model/format.js';
import type { SceneDocumentInput } from '../model/scene-document.js';
import { makeMedia } from '../test/support/media.js';
import { loadNote, timed } from './cpu.js';
import { plainEncodeRuns } from './prompt.js';
import { median, percentile, round } from './stats.js';
import { type Cleanup, settle } from './support.js';
import { overhead, type Row } from './table.js';

const SECONDS = 10;
const MUSIC = 'ast_benchmusicbenchmusic1';

export interface MotionOptions {
  runs: number;
  baselineRuns: number;
}

/**
 * The motion graphics the issue names, in one 10 s scene: an animated heading, a three-item list revealed in
 * turn, a bar chart growing in, captions over narration, and music ducked under it.
 */
export function benchDocument(): SceneDocumentInput {
  return {
    version: 2,
    theme: 'bold',
    background: { type: 'gradient', from: '#10203a', to: '#2a4d7a', direction: 'diagonal' },
    scenes: [
      {
        duration: SECONDS,
        layers: [
          { type: 'text', role: 'heading', text: 'Quarterly results', placement: 'top', animation: { in: 'pop', duration: 0.6 } },
          { type: 'list', items: ['Revenue up 40%', 'Costs down 12%', 'Three new markets'], placement: 'left-half', start: 1, stagger: 0.8, animation: { in: 'slide-right' } },
          { type: 'chart', kind: 'bar', data: [{ label: 'Q1', value: 10 }, { label: 'Q2', value: 15 }, { label: 'Q3', value: 22 }], unit: 'k', placement: 'right-half', start: 2 },
        ],
      },
    ],
    soundtrack: { assetId: MUSIC, fadeIn: 1, fadeOut: 1, duck: true },
    narration: { text: 'This quarter revenue grew by forty percent. Costs fell, and we opened three new markets.', captions: true },
  };
}

/**
 * Renders the document `runs` times after one warm-up (not counted: fonts, espeak-ng and FFmpeg from a cold disk
 * cache): wall and CPU seconds (this process's and its espeak-ng and FFmpeg children's) per run.
 */
async function renderTimes(work: string, music: string, format: OutputFormat, runs: number): Promise<{ wall: number; cpu: number }[]> {
  const document = benchDocument();
  const times: { wall: number; cpu: number }[] = [];
  for (let i = 0; i <= runs; i++) {
    await settle();
    let result: Awaited<ReturnType<typeof renderChapter>> | undefined;
    const took = await timed(async () => {
      result = await renderChapter({ document, format, media: new Map([[MUSIC, music]]), output: join(work, `motion-${format.resolution}-${i}.mp4`) });
    });
    const { seconds, captions } = result!;
    if (Math.abs(seconds - SECONDS) > 0.05 || !captions) throw new Error(`the render is ${seconds} s${captions ? '' : ' without captions'}`);
    if (i > 0) times.push(took);
  }
  return times;
}

/**
 * 3. Motion graphics: renderChapter of that document (espeak-ng per phrase, then one FFmpeg run), in this process,
 * at 1080p (the default for new projects) and at 720p (a draft). Baseline, measured in the same run: one plain
 * FFmpeg encode of a 10 s clip of the same resolution, at the same preset and output settings. Each is measured in
 * wall seconds (the target's figure) and in CPU seconds (its own and its children's), with the machine's load.
 */
export async function motionScenario(cleanup: Cleanup, options: MotionOptions): Promise<Row[]> {
  const S = 'motion';
  const work = cleanup.tempDir('motion-work');
  const png = await makeMedia('png', join(work, 'photo.png'), { size: '1920x1080' });
  const music = await makeMedia('wav', join(work, 'music.wav'), { seconds: 12 });
  const rows: Row[] = [];
  for (const [resolution, size] of [['1080p', '1920x1080'], ['720p', '1280x720']] as const) {
    const load = loadavg()[0]!;
    const renders = await renderTimes(work, music, { aspect: 'landscape', resolution }, options.runs);
    const baseline = await plainEncodeRuns(png, work, options.baselineRuns, size);
    const loaded = loadNote(load);
    const wall = { p50: percentile(renders.map((t) => t.wall), 50), base: median(baseline.map((t) => t.wall)) };
    const cpu = { p50: percentile(renders.map((t) => t.cpu), 50), base: median(baseline.map((t) => t.cpu)) };
    const main = resolution === '1080p';
    const list = (values: number[]) => `[${values.map((s) => s.toFixed(2)).join(', ')}]`;
    rows.push({
      scenario: S,
      metric: `motion-graphics chapter render, p50 (10 s ${resolution}: animated heading, list in turn, bar chart, captions, narration, ducked music)`,
      value: round(wall.p50, 2),
      unit: 's',
      baseline: round(wall.base, 2),
      ...overhead(wall.p50, wall.base),
      ...(main ? { target: '≤ 1.5× baseline', pass: wall.p50 <= 1.5 * wall.base } : {}),
      samples: `${renders.length} runs ${list(renders.map((t) => t.wall))} s (+1 warm-up); ${loaded}`,
      note: `baseline = one ffmpeg run: an image → 10 s ${size} clip with the chapters' encoder settings, the same preset (${baseline.length} runs ${list(baseline.map((t) => t.wall))} s, median)`,
    });
    rows.push({
      scenario: S,
      metric: `motion-graphics chapter render, CPU p50 (${resolution}: this process + its espeak-ng and ffmpeg children)`,
      value: round(cpu.p50, 2),
      unit: 'CPU s',
      baseline: round(cpu.base, 2),
      ...overhead(cpu.p50, cpu.base),
      ...(main ? { target: '≤ 1.5× baseline', pass: cpu.p50 <= 1.5 * cpu.base } : {}),
      samples: `${renders.length} runs ${list(renders.map((t) => t.cpu))} CPU s; baseline ${list(baseline.map((t) => t.cpu))} CPU s`,
      note: 'CPU seconds do not swing with the machine\'s load as wall seconds do (the same work, whatever runs beside it)',
    });
  }
  return rows;
}
