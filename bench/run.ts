/*
 * `npm run bench`: every scenario in turn, each next to a baseline measured in the same run, then one table (printed)
 * and bench/results/<date>.json + latest.json. A scenario that fails becomes an error row; the others still run.
 *
 * Settings (environment):
 *   BENCH_ONLY=export,prompt,motion,footage,chunks,api,upload,scale,webhook,batch,export-formats,text,particles,frame   run only these scenarios (default: all, in this order)
 *   BENCH_FOOTAGE=trim|slideshow                 the footage scenario's trim or slideshow part only
 *   BENCH_SCALE=small                           1,000 projects / 2,000 chapters / 100 prompts instead of 10k / 20k / 500
 *   BENCH_QUICK=1                               fewer repetitions (a smoke test, not figures to publish)
 *   BENCH_NO_WRITE=1                            print only; do not write bench/results/
 *   BENCH_DEBUG=1                               print clean-up failures
 */
import { join } from 'node:path';
import { apiScenario } from './api.js';
import { chunksScenario } from './chunks.js';
import { exportScenario } from './export.js';
import { footageScenario } from './footage.js';
import { motionScenario } from './motion.js';
import { promptScenario } from './prompt.js';
import { scaleScenario, scaleSettings } from './scale.js';
import { Cleanup, BENCH, ROOT } from './support.js';
import { errorRow, gitCommit, machine, renderTable, writeResults, type Row } from './table.js';
import { uploadScenario } from './upload.js';
import { webhookScenario } from './webhook.js';
// Batch renders (issue 30); also `BENCH_ONLY=batch`.
import { batchScenario } from './batch.js';
// CPU per output minute of each export format (issue 30); also `BENCH_ONLY=export-formats`.
import { exportFormatsScenario } from './export-formats.js';
// What drawing text costs, per script: per block and per frame (issue 28); also `BENCH_ONLY=text`.
import { textScenario } from './text.js';
import { particlesScenario, type ParticleVariant } from './particles.js';
// A still of one instant beside a full render (issue 41); also `BENCH_ONLY=frame`.
import { frameScenario } from './frame.js';

// The engine jobs the embedded mode starts inherit this: their logs stay quiet.
process.env.LOG_LEVEL = 'silent';
// Keep the output to the table: process warnings (e.g. the AWS SDK's notice about Node 20) only with BENCH_DEBUG.
process.removeAllListeners('warning');
// A stray rejection in a scenario's background task must not kill the run before clean-up.
process.on('unhandledRejection', (reason) => {
  if (process.env.BENCH_DEBUG) console.error('unhandled rejection:', reason);
});
process.on('warning', (warning) => {
  if (process.env.BENCH_DEBUG) console.error(warning);
});

const quick = process.env.BENCH_QUICK === '1';
const scale = scaleSettings(process.env.BENCH_SCALE);
const settings = {
  quick,
  scale: scale.name,
  export: { runs: quick ? 2 : 5, baselineRuns: quick ? 1 : 3 },
  prompt: { runs: quick ? 3 : 7, baselineRuns: quick ? 2 : 5 },
  motion: { runs: quick ? 3 : 7, baselineRuns: quick ? 2 : 5 },
  footage: { runs: quick ? 1 : 3, baselineRuns: quick ? 1 : 3, only: (['trim', 'slideshow'] as const).find((part) => part === process.env.BENCH_FOOTAGE) },
  api: { runs: quick ? 1 : 3, seconds: 2, rate: 500, connections: 10 },
  upload: { runs: quick ? 1 : 3, megabytes: 90 },
  webhook: { events: quick ? 5 : 30 },
  batch: { rows: quick ? 10 : 100 },
  exportFormats: { seconds: quick ? 4 : 10 },
  text: { blockRuns: quick ? 5 : 20, runs: quick ? 1 : 3, baselineRuns: quick ? 1 : 3 },
  frame: { runs: quick ? 3 : 9 },
  // BENCH_PARTICLES=balloons,fireworks,confetti+front: only those.
  particles: { runs: 1, kinds: (process.env.BENCH_PARTICLES?.split(',') as ParticleVariant[] | undefined) ?? (quick ? ['confetti'] : ['confetti', 'sparkles', 'snow', 'balloons', 'fireworks', 'confetti+front']) },
  scaleSettings: scale,
};

type Scenario = { name: string; run: (cleanup: Cleanup) => Promise<Row[]> };
const scenarios: Scenario[] = [
  { name: 'export', run: (c) => exportScenario(c, settings.export) },
  { name: 'prompt', run: (c) => promptScenario(c, settings.prompt) },
  { name: 'motion', run: (c) => motionScenario(c, settings.motion) },
  { name: 'footage', run: (c) => footageScenario(c, settings.footage) },
  { name: 'chunks', run: (c) => chunksScenario(c) },
  { name: 'api', run: (c) => apiScenario(c, settings.api) },
  { name: 'upload', run: (c) => uploadScenario(c, settings.upload) },
  { name: 'scale', run: (c) => scaleScenario(c, scale) },
  { name: 'webhook', run: (c) => webhookScenario(c, settings.webhook) },
  { name: 'batch', run: (c) => batchScenario(c, settings.batch) },
  { name: 'export-formats', run: (c) => exportFormatsScenario(c, settings.exportFormats) },
  { name: 'text', run: (c) => textScenario(c, settings.text) },
  { name: 'frame', run: (c) => frameScenario(c, settings.frame) },
  { name: 'particles', run: (c) => particlesScenario(c, { runs: settings.particles.runs, kinds: [...settings.particles.kinds] }) },
];

async function main(): Promise<number> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = only?.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown?.length) {
    console.error(`unknown scenario(s) in BENCH_ONLY: ${unknown.join(', ')} (known: ${scenarios.map((s) => s.name).join(', ')})`);
    return 2;
  }
  const startedAt = new Date();
  const started = performance.now();
  const rows: Row[] = [];
  const selected = scenarios.filter((s) => !only || only.includes(s.name));
  console.log(`montage bench: ${selected.map((s) => s.name).join(', ')}${quick ? ' (quick)' : ''}, scale ${scale.name}`);

  let interrupted = false;
  const cleanups = new Set<Cleanup>();
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping what the bench started...`);
    void Promise.all([...cleanups].map((c) => c.run())).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  for (const scenario of selected) {
    const t = performance.now();
    process.stdout.write(`  ${scenario.name} ... `);
    const cleanup = new Cleanup();
    cleanups.add(cleanup);
    try {
      const got = await scenario.run(cleanup);
      rows.push(...got);
      process.stdout.write(`${((performance.now() - t) / 1000).toFixed(0)} s\n`);
    } catch (err) {
      rows.push(errorRow(scenario.name, err));
      process.stdout.write(`failed after ${((performance.now() - t) / 1000).toFixed(0)} s: ${(err as Error).message?.split('\n')[0]}\n`);
      if (process.env.BENCH_DEBUG) console.error(err);
    } finally {
      await cleanup.run();
      cleanups.delete(cleanup);
    }
    rows.push({ scenario: scenario.name, metric: 'scenario wall time (incl. setup)', value: Math.round((performance.now() - t) / 100) / 10, unit: 's' });
  }
  const totalSeconds = Math.round((performance.now() - started) / 100) / 10;
  rows.push({ scenario: 'bench', metric: 'total runtime', value: totalSeconds, unit: 's', target: '< 600 s', pass: only ? null : totalSeconds < 600 });

  console.log(`\n${renderTable(rows)}\n`);
  if (process.env.BENCH_NO_WRITE !== '1') {
    const files = writeResults(join(BENCH, 'results'), {
      date: startedAt.toISOString().slice(0, 10),
      startedAt: startedAt.toISOString(),
      commit: gitCommit(ROOT),
      machine: machine(),
      settings,
      totalSeconds,
      rows,
    });
    console.log(`wrote ${files.map((f) => f.slice(ROOT.length + 1)).join(' and ')}`);
  }
  return rows.some((r) => r.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
