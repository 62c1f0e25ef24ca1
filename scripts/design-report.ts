/*
 * Renders the design briefs (test/design/briefs.ts) through the real embedded service and prints every metric of
 * issue 27 per brief, without jest:
 *
 *   npx tsx scripts/design-report.ts                 # all briefs
 *   npx tsx scripts/design-report.ts cafe quote      # only these (brief ids)
 *   npx tsx scripts/design-report.ts --json out.json # also write the measurements as JSON
 *   npx tsx scripts/design-report.ts --keep dir      # also keep each brief's MP4 in dir (to look at its frames)
 *
 * Exits 1 when a check fails, so it can gate a merge.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatTable } from '../test/design/metrics.js';
import { runBriefs } from '../test/design/run-briefs.js';

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonPath = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const keepAt = args.indexOf('--keep');
const keepDir = keepAt >= 0 ? args[keepAt + 1] : undefined;
if (keepDir) mkdirSync(keepDir, { recursive: true });
const only = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1) && (keepAt < 0 || i !== keepAt + 1));

const started = Date.now();
const runs = await runBriefs({
  only,
  onDone: (run) => {
    if (keepDir) {
      if (run.video) copyFileSync(run.video, join(keepDir, `${run.brief.id}.mp4`));
      // Each brief's row as soon as it is measured: a long run interrupted still leaves its figures.
      writeFileSync(join(keepDir, `${run.brief.id}.txt`), formatTable([run.metrics]));
    }
    const failed = run.metrics.checks.filter((c) => !c.pass).length;
    process.stderr.write(`${run.brief.id}: rendered in ${run.renderSeconds.toFixed(0)} s, ${failed} failed check(s) — ${run.result}\n`);
  },
});
const rows = runs.map((r) => r.metrics);
console.log(formatTable(rows));
console.log(`\n${runs.length} briefs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (jsonPath) writeFileSync(jsonPath, JSON.stringify(rows.map((m) => ({ ...m, kenBurns: m.kenBurns && { ...m.kenBurns, scales: undefined } })), null, 2));
process.exit(rows.some((m) => m.checks.some((c) => !c.pass)) ? 1 : 0);
