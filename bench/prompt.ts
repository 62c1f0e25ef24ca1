import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { UNIFORM_OUTPUT } from '../engine/render/chapter-args.js';
import { renderChapter } from '../engine/render/render-chapter.js';
import { interpretPrompt, type KnownAsset } from '../engine/interpret.js';
import { mediaBinaries } from '../lib/media/binaries.js';
import { makeMedia } from '../test/support/media.js';
import { pollUntil } from '../test/support/proc.js';
import { startEmbeddedService } from './embedded.js';
import { engineStartSeconds } from './export.js';
import { timed } from './cpu.js';
import { median, percentile, round, secondsSince } from './stats.js';
import { type Cleanup, settle, waitForChapter } from './support.js';
import { overhead, type Row } from './table.js';

const run = promisify(execFile);
const SECONDS = 10;

export interface PromptOptions {
  runs: number;
  baselineRuns: number;
}

const content = (i: number, url: string) =>
  `Title "Chapter ${i}" over ${url}, navy background, ${SECONDS} seconds, narrate: "Welcome to chapter ${i} of the benchmark."`;

/**
 * 2. Prompt → chapter: POST prompt → prompt `completed` for a 10 s chapter with a quoted title, an uploaded image
 * (referenced by its url) and narration, in the embedded mode. Baseline: one direct FFmpeg invocation making a
 * 10 s 1280x720 clip of the same image in the same output format (no text, no narration, no service).
 */
export async function promptScenario(cleanup: Cleanup, options: PromptOptions): Promise<Row[]> {
  const S = 'prompt';
  const service = await startEmbeddedService(cleanup, 'prompt');
  const { api } = service;
  const work = cleanup.tempDir('prompt-work');
  const png = await makeMedia('png', join(work, 'photo.png'), { size: '1280x720' });
  const image = await api.upload('photo.png', readFileSync(png), 'image/png');
  await pollUntil('the image to be probed', async () => ((await api.get(`/assets/${image.id}`)).state === 'processing' ? undefined : true), 30_000);
  const project = await api.post('/projects', { name: 'Bench prompts' });

  const times: number[] = [];
  /** Per run: submit → job started, job started → prompt completed, completed → the client's long poll returns. */
  const phases: { toStart: number; job: number; toClient: number }[] = [];
  let warmup = 0;
  let lastResult = '';
  // One warm-up prompt (not counted): the first job reads the engine, espeak-ng and FFmpeg from a cold disk cache.
  for (let i = 0; i <= options.runs; i++) {
    const chapter = await api.post(`/projects/${project.id}/chapters`, { name: `Chapter ${i}`, duration: SECONDS });
    await settle();
    const started = performance.now();
    const submitted = Date.now();
    await api.post(`/projects/${project.id}/chapters/${chapter.id}/prompt`, { content: content(i, image.url) }, 202);
    const done = await waitForChapter(api, project.id, chapter.id);
    const seconds = secondsSince(started);
    const seen = Date.now();
    const latest = done.prompts.at(-1);
    if (latest?.status !== 'completed') throw new Error(`prompt ${latest?.id} ended ${latest?.status}: ${latest?.result}`);
    lastResult = latest.result;
    if (i === 0) {
      warmup = seconds;
      continue;
    }
    times.push(seconds);
    const stored = await service.store.get('prompt', latest.id);
    const startedAt = Date.parse(stored?.status.startedAt ?? '');
    const completedAt = Date.parse(stored?.status.completedAt ?? '');
    phases.push({ toStart: (startedAt - submitted) / 1000, job: (completedAt - startedAt) / 1000, toClient: (seen - completedAt) / 1000 });
  }
  if (!lastResult.includes(image.id) || !/narrat/i.test(lastResult)) throw new Error(`the render did not use the image and narration: ${lastResult}`);

  const baseline = await plainEncodeSeconds(png, work, options.baselineRuns);

  // Where the time goes: the engine's render of the same scene document in this process (espeak-ng + one FFmpeg
  // run with zoompan and drawtext), and an engine process start. The rest is the service's own round trip.
  const known = new Map<string, KnownAsset>([[image.id, { id: image.id, kind: 'image', ready: true }]]);
  const { document } = interpretPrompt(undefined, content(99, image.url), { assets: known, chapterDuration: SECONDS });
  const renders: number[] = [];
  for (let r = 0; r < 3; r++) {
    await settle();
    const started = performance.now();
    await renderChapter({ document, media: new Map([[image.id, png]]), output: join(work, `render-${r}.mp4`) });
    renders.push(secondsSince(started));
  }
  const spawnTimes: number[] = [];
  for (let r = 0; r < 3; r++) spawnTimes.push(await engineStartSeconds());

  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const base = median(baseline);
  const render = median(renders);
  const start = median(spawnTimes);
  const samples = `${times.length} runs [${times.map((s) => s.toFixed(2)).join(', ')}] s (+1 warm-up, ${warmup.toFixed(2)} s)`;
  return [
    {
      scenario: S,
      metric: 'POST prompt → completed, p50 (title + image + narration, 10 s)',
      value: round(p50, 2),
      unit: 's',
      baseline: round(base, 2),
      ...overhead(p50, base),
      target: '< 5 s',
      pass: p50 < 5,
      samples,
      note: `baseline = one ffmpeg run: the same image → 10 s 1280x720 clip, same encoder settings, no text/narration (${baseline.length} runs, median)`,
    },
    { scenario: S, metric: 'POST prompt → completed, p95', value: round(p95, 2), unit: 's', baseline: round(base, 2), ...overhead(p95, base), samples: `nearest rank of ${times.length}` },
    {
      scenario: S,
      metric: 'real-time factor (10 s of video / p50)',
      value: round(SECONDS / p50, 2),
      unit: '×',
      baseline: round(SECONDS / base, 2),
      note: 'above 1 = renders faster than real time',
    },
    {
      scenario: S,
      metric: 'breakdown: engine render alone (espeak-ng + ffmpeg)',
      value: round(render, 2),
      unit: 's',
      samples: `${renders.length} runs of renderChapter() in process, same scene document`,
    },
    {
      scenario: S,
      metric: 'breakdown: engine process start',
      value: round(start, 2),
      unit: 's',
    },
    {
      scenario: S,
      metric: 'breakdown: submit → job started (API write, controller)',
      value: round(median(phases.map((p) => p.toStart)), 3),
      unit: 's',
      samples: `median of ${phases.length}, from the prompts' stored startedAt/completedAt`,
    },
    {
      scenario: S,
      metric: 'breakdown: job started → prompt completed',
      value: round(median(phases.map((p) => p.job)), 2),
      unit: 's',
      note: `of which render ${render.toFixed(2)} s + process start ${start.toFixed(2)} s; the remaining ${(median(phases.map((p) => p.job)) - render - start).toFixed(2)} s are the job's I/O (asset download, render upload, result) and the controller reading the result`,
    },
    {
      scenario: S,
      metric: 'breakdown: completed → client sees it (long poll)',
      value: round(median(phases.map((p) => p.toClient)), 3),
      unit: 's',
    },
  ];
}

/**
 * The render baseline of the prompt and motion scenarios: one ffmpeg run turning an image into a 10 s clip of `size`
 * (default 1280x720), H.264/AAC with the chapters' encoder settings (the same preset; no text, no narration, no
 * service): wall and CPU seconds per run.
 */
export async function plainEncodeRuns(png: string, work: string, runs: number, size = '1280x720'): Promise<{ wall: number; cpu: number }[]> {
  const ffmpeg = mediaBinaries().ffmpeg;
  const times: { wall: number; cpu: number }[] = [];
  for (let r = 0; r < runs; r++) {
    await settle();
    times.push(
      await timed(() =>
        run(ffmpeg, [
          '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
          '-loop', '1', '-framerate', '30', '-t', String(SECONDS), '-i', png,
          '-f', 'lavfi', '-t', String(SECONDS), '-i', 'anullsrc=r=48000:cl=stereo',
          '-vf', `scale=${size.replace('x', ':')},format=yuv420p`, ...UNIFORM_OUTPUT, '-t', String(SECONDS), join(work, `baseline-${size}-${r}.mp4`),
        ]),
      ),
    );
  }
  return times;
}

/** plainEncodeRuns' wall seconds. */
export async function plainEncodeSeconds(png: string, work: string, runs: number, size = '1280x720'): Promise<number[]> {
  return (await plainEncodeRuns(png, work, runs, size)).map((t) => t.wall);
}
