import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { UNIFORM_OUTPUT } from '../engine/render/chapter-args.js';
import { renderChapter } from '../engine/render/render-chapter.js';
import { mediaBinaries } from '../lib/media/binaries.js';
import type { SceneDocumentInput } from '../model/scene-document.js';
import { makeCodedClip } from '../test/support/coded-clip.js';
import { median, percentile, round, secondsSince } from './stats.js';
import { type Cleanup, settle } from './support.js';
import { overhead, type Row } from './table.js';

/*
 * Footage (issue 29): a 30 s slideshow of 6 photos at 1080p with crossfades and alternating Ken Burns moves, and a
 * 5 s trim of a one-minute 1080p clip, each rendered by renderChapter in this process, next to plain FFmpeg encodes
 * measured in the same run: the same length from one picture, and the kept 5 s alone (cut beforehand, so the
 * baseline decodes nothing else).
 */

const run = promisify(execFile);
const SLIDES = 6;
const SLIDE_SECONDS = 5;
const TRIM = { from: 40, to: 45 };
const PHOTO = (i: number) => `ast_benchphoto${i}aaaaaaaaaaaaaaaaa`.slice(0, 25);
const CLIP = 'ast_benchclipaaaaaaaaaaaa';

export interface FootageOptions {
  runs: number;
  baselineRuns: number;
  /** One part only (BENCH_FOOTAGE=trim or slideshow): the other takes minutes on a busy machine. */
  only?: 'trim' | 'slideshow';
}

/** The machine's load while a part ran (1-minute average, cores): figures from a busy machine read differently. */
const loadNote = (before: number) => `machine load ${before.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

/** The slideshow as the interpreter writes it (slideshow.ts): one full-frame slide per photo. */
function slideshowDocument(): SceneDocumentInput {
  const moves = ['zoom-in', 'zoom-out'] as const;
  return {
    version: 2,
    background: { type: 'solid', colour: '#000000' },
    scenes: Array.from({ length: SLIDES }, (_, i) => ({
      duration: SLIDE_SECONDS,
      ...(i > 0 ? { transition: { type: 'crossfade' as const, duration: 0.7 } } : {}),
      layers: [{ type: 'media' as const, assetId: PHOTO(i), kind: 'image' as const, placement: 'full' as const, fit: 'cover' as const, kenBurns: moves[i % 2]!, animation: { in: 'none' as const } }],
    })),
  };
}

function trimDocument(): SceneDocumentInput {
  return {
    version: 2,
    background: { type: 'solid', colour: '#000000' },
    scenes: [{ duration: TRIM.to - TRIM.from, layers: [{ type: 'media', assetId: CLIP, kind: 'video', trim: TRIM, animation: { in: 'none' } }] }],
  };
}

async function timeRenders(document: SceneDocumentInput, media: Map<string, string>, work: string, name: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await settle();
    const started = performance.now();
    await renderChapter({ document, media, output: join(work, `${name}-${i}.mp4`) });
    if (i > 0) times.push(secondsSince(started));
  }
  return times;
}

/** One FFmpeg encode of `input` options to `seconds` of 1080p with the chapters' encoder settings. */
async function plainEncode(input: string[], seconds: number, work: string, name: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    await settle();
    const started = performance.now();
    await run(mediaBinaries().ffmpeg, [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      ...input,
      '-f', 'lavfi', '-t', String(seconds), '-i', 'anullsrc=r=48000:cl=stereo',
      '-map', '0:v', '-map', '1:a',
      '-vf', 'scale=1920:1080,format=yuv420p', ...UNIFORM_OUTPUT, '-t', String(seconds), join(work, `${name}-${r}.mp4`),
    ]);
    times.push(secondsSince(started));
  }
  return times;
}

export async function footageScenario(cleanup: Cleanup, options: FootageOptions): Promise<Row[]> {
  const S = 'footage';
  const work = cleanup.tempDir('footage-work');
  const ffmpeg = mediaBinaries().ffmpeg;
  const media = new Map<string, string>();
  for (let i = 0; i < SLIDES; i++) {
    const path = join(work, `photo-${i}.png`);
    await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=2400x1600:rate=1,hue=h=${i * 60}`, '-frames:v', '1', path]);
    media.set(PHOTO(i), path);
  }
  const clip = await makeCodedClip(join(work, 'clip.mp4'), 60, { width: 1920 });
  media.set(CLIP, clip);
  const kept = join(work, 'kept.mp4');
  await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(TRIM.from), '-t', String(TRIM.to - TRIM.from), '-i', clip, '-c:v', 'libx264', '-preset', 'ultrafast', '-an', kept]);

  const total = SLIDES * SLIDE_SECONDS;
  const rows: Row[] = [];
  if (options.only !== 'trim') {
    const load = loadavg()[0]!;
    // Rendered under the default render memory limit (MONTAGE_RENDER_MEMORY_MB, 2048): since transitions gate their
    // parts (transitions.ts), this slideshow's FFmpeg peaks at about 0.7 GB resident, as with cuts.
    const slideshow = await timeRenders(slideshowDocument(), media, work, 'slideshow', options.runs);
    const slideBase = await plainEncode(['-loop', '1', '-framerate', '30', '-t', String(total), '-i', media.get(PHOTO(0))!], total, work, 'plain-30s', options.baselineRuns);
    const s50 = percentile(slideshow, 50);
    const sBase = median(slideBase);
    rows.push({
      scenario: S,
      metric: `slideshow render, p50 (${SLIDES} photos × ${SLIDE_SECONDS} s at 1080p, crossfades, alternating Ken Burns)`,
      value: round(s50, 2),
      unit: 's',
      baseline: round(sBase, 2),
      ...overhead(s50, sBase),
      target: '≤ 1.5× baseline',
      pass: s50 <= 1.5 * sBase,
      samples: `${slideshow.length} runs [${slideshow.map((s) => s.toFixed(2)).join(', ')}] s (+1 warm-up)`,
      note: `baseline = one ffmpeg run: one photo → ${total} s 1920x1080 with the chapters' encoder settings (${slideBase.length} runs, median); ${loadNote(load)}`,
    });
  }
  if (options.only !== 'slideshow') {
    const load = loadavg()[0]!;
    const trim = await timeRenders(trimDocument(), media, work, 'trim', options.runs);
    const trimBase = await plainEncode(['-i', kept], TRIM.to - TRIM.from, work, 'plain-kept', options.baselineRuns);
    const whole = await plainEncode(['-i', clip], 60, work, 'plain-whole', 1);
    const t50 = percentile(trim, 50);
    const tBase = median(trimBase);
    rows.push({
      scenario: S,
      metric: `trim render, p50 (seconds ${TRIM.from}-${TRIM.to} of a 1-minute 1080p clip, with its sound)`,
      value: round(t50, 2),
      unit: 's',
      baseline: round(tBase, 2),
      ...overhead(t50, tBase),
      target: '≤ 1× baseline (issue 29: no more than encoding the kept part)',
      pass: t50 <= tBase,
      samples: `${trim.length} runs [${trim.map((s) => s.toFixed(2)).join(', ')}] s (+1 warm-up)`,
      note: `baseline = one ffmpeg run encoding the kept ${TRIM.to - TRIM.from} s alone (cut beforehand) at 1080p with the chapters' settings (${trimBase.length} runs, median); the whole minute encodes in ${round(whole[0]!, 2)} s; ${loadNote(load)}`,
    });
  }
  return rows;
}
