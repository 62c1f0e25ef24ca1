/*
 * Renders the design briefs (test/design/briefs.ts) through the real embedded service and prints every metric of
 * issue 27 per brief, without jest:
 *
 *   npx tsx scripts/design-report.ts                 # all briefs
 *   npx tsx scripts/design-report.ts cafe quote      # only these (brief ids)
 *   npx tsx scripts/design-report.ts --json out.json # also write the measurements as JSON
 *   npx tsx scripts/design-report.ts --blind         # only the batch written blind (briefs marked `blind`)
 *   npx tsx scripts/design-report.ts --keep dir      # also keep each brief's MP4 and scene document in dir
 *   npx tsx scripts/design-report.ts --measure dir   # measure the MP4s kept in dir again (no render), e.g. after
 *                                                    # the criteria changed
 *
 * Exits 1 when a check fails, so it can gate a merge.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatTable, measureBrief, type BriefMetrics } from '../test/design/metrics.js';
import { runBriefs, selectBriefs } from '../test/design/run-briefs.js';

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonPath = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const keepAt = args.indexOf('--keep');
const keepDir = keepAt >= 0 ? args[keepAt + 1] : undefined;
const measureAt = args.indexOf('--measure');
const measureDir = measureAt >= 0 ? args[measureAt + 1] : undefined;
if (keepDir) mkdirSync(keepDir, { recursive: true });
const valued = new Set([jsonAt, keepAt, measureAt].filter((i) => i >= 0).map((i) => i + 1));
const only = args.filter((a, i) => !a.startsWith('--') && !valued.has(i));
const blind = args.includes('--blind');

const started = Date.now();
const rows = measureDir ? await measureKept(measureDir) : await renderAndMeasure();
console.log(formatTable(rows));
console.log(`\n${rows.length} briefs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (jsonPath) writeFileSync(jsonPath, JSON.stringify(rows.map((m) => ({ ...m, kenBurns: m.kenBurns && { ...m.kenBurns, scales: undefined } })), null, 2));
process.exit(rows.some((m) => m.checks.some((c) => !c.pass)) ? 1 : 0);

/** Measures again the MP4s (and scene documents) an earlier run kept: the briefs without a kept MP4 are skipped. */
async function measureKept(dir: string): Promise<BriefMetrics[]> {
  const frames = join(dir, 'frames');
  mkdirSync(frames, { recursive: true });
  const rows: BriefMetrics[] = [];
  for (const brief of selectBriefs(only, blind)) {
    const video = join(dir, `${brief.id}.mp4`);
    if (!existsSync(video)) continue;
    const sceneFile = join(dir, `${brief.id}.scene.json`);
    const scene = existsSync(sceneFile) ? JSON.parse(readFileSync(sceneFile, 'utf8')) : undefined;
    rows.push(await measureBrief(brief, video, scene, frames));
    process.stderr.write(`${brief.id}: measured\n`);
  }
  return rows;
}

async function renderAndMeasure(): Promise<BriefMetrics[]> {
  const runs = await runBriefs({
    only,
    blind,
    onDone: (run) => {
      if (keepDir) {
        if (run.video) copyFileSync(run.video, join(keepDir, `${run.brief.id}.mp4`));
        if (run.scene) writeFileSync(join(keepDir, `${run.brief.id}.scene.json`), JSON.stringify(run.scene, null, 2));
        // Each brief's row as soon as it is measured: a long run interrupted still leaves its figures.
        writeFileSync(join(keepDir, `${run.brief.id}.txt`), formatTable([run.metrics]));
      }
      const failed = run.metrics.checks.filter((c) => !c.pass).length;
      process.stderr.write(`${run.brief.id}: rendered in ${run.renderSeconds.toFixed(0)} s, ${failed} failed check(s) — ${run.result}\n`);
    },
});
  return runs.map((r) => r.metrics);
}
