import { join } from 'node:path';
import { renderChapter } from '../engine/render/render-chapter.js';
import type { OutputFormat } from '../model/format.js';
import type { SceneDocumentInput } from '../model/scene-document.js';
import { makeMedia } from '../test/support/media.js';
import { plainEncodeSeconds } from './prompt.js';
import { median, percentile, round, secondsSince } from './stats.js';
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

/** Renders the document `runs` times after one warm-up (not counted: fonts, espeak-ng and FFmpeg from a cold disk cache). */
async function renderTimes(work: string, music: string, format: OutputFormat, runs: number): Promise<number[]> {
  const document = benchDocument();
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await settle();
    const started = performance.now();
    const { seconds, captions } = await renderChapter({ document, format, media: new Map([[MUSIC, music]]), output: join(work, `motion-${format.resolution}-${i}.mp4`) });
    const took = secondsSince(started);
    if (Math.abs(seconds - SECONDS) > 0.05 || !captions) throw new Error(`the render is ${seconds} s${captions ? '' : ' without captions'}`);
    if (i > 0) times.push(took);
  }
  return times;
}

/**
 * 3. Motion graphics: renderChapter of that document (espeak-ng per phrase, then one FFmpeg run), in this process,
 * at 1080p (the default for new projects) and at 720p (a draft). Baseline, measured in the same run: one plain
 * FFmpeg encode of a 10 s clip of the same resolution, at the same preset and output settings.
 */
export async function motionScenario(cleanup: Cleanup, options: MotionOptions): Promise<Row[]> {
  const S = 'motion';
  const work = cleanup.tempDir('motion-work');
  const png = await makeMedia('png', join(work, 'photo.png'), { size: '1920x1080' });
  const music = await makeMedia('wav', join(work, 'music.wav'), { seconds: 12 });
  const rows: Row[] = [];
  for (const [resolution, size] of [['1080p', '1920x1080'], ['720p', '1280x720']] as const) {
    const times = await renderTimes(work, music, { aspect: 'landscape', resolution }, options.runs);
    const baseline = await plainEncodeSeconds(png, work, options.baselineRuns, size);
    const p50 = percentile(times, 50);
    const base = median(baseline);
    const main = resolution === '1080p';
    rows.push({
      scenario: S,
      metric: `motion-graphics chapter render, p50 (10 s ${resolution}: animated heading, list in turn, bar chart, captions, narration, ducked music)`,
      value: round(p50, 2),
      unit: 's',
      baseline: round(base, 2),
      ...overhead(p50, base),
      ...(main ? { target: '≤ 1.5× baseline', pass: p50 <= 1.5 * base } : {}),
      samples: `${times.length} runs [${times.map((s) => s.toFixed(2)).join(', ')}] s (+1 warm-up)`,
      note: `baseline = one ffmpeg run: an image → 10 s ${size} clip with the chapters' encoder settings (${baseline.length} runs, median)`,
    });
  }
  return rows;
}
