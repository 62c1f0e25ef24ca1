import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { parseBatch } from './briefs/batch.js';
import { scoreBatch } from './briefs/score.js';

/*
 * Scores batches of blind briefs (test/briefs/blind/*.json, docs/prompt-generalisation.md) on the deterministic
 * interpreter: each brief's prompts in order, every `expect` key checked on the resulting scene document. Prints
 * PASS/FAIL per brief with the failing keys, and each batch's pass rate; voided briefs (test/briefs/voids.json: id →
 * reason) are listed and counted out.
 *
 *   npx tsx scripts/brief-score.ts test/briefs/blind/w1-batch-01.json [--json out.json] [--verbose] [--only id]
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'string' }, verbose: { type: 'boolean', default: false }, only: { type: 'string', multiple: true }, voids: { type: 'string', default: 'test/briefs/voids.json' } },
});
if (!positionals.length) {
  console.error('usage: tsx scripts/brief-score.ts <batch.json>... [--json out.json] [--verbose] [--only id]');
  process.exit(2);
}
const voids: Record<string, string> = existsSync(values.voids!) ? JSON.parse(readFileSync(values.voids!, 'utf8')) : {};
const report: Record<string, unknown> = {};
for (const file of positionals) {
  const briefs = parseBatch(readFileSync(file, 'utf8')).filter((b) => !values.only?.length || values.only.includes(b.id));
  const score = scoreBatch(briefs, voids);
  for (const b of score.briefs) {
    const failed = b.checks.filter((c) => !c.pass);
    const tag = b.status.toUpperCase().padEnd(5);
    console.log(`${tag} ${b.id}${failed.length ? `  ${failed.map((c) => c.key).join(', ')}` : ''}${b.reason ? `  (${b.reason})` : ''}`);
    if (values.verbose || b.status === 'error') for (const c of failed) console.log(`        ${c.key}: ${c.detail}`);
    if (values.verbose && b.status !== 'pass') for (const s of b.summaries) console.log(`        > ${s}`);
  }
  const voided = score.briefs.filter((b) => b.status === 'void').length;
  console.log(`${basename(file)}: ${score.passed}/${score.counted} pass (${score.rate} %)${voided ? `, ${voided} void` : ''}`);
  report[basename(file)] = { rate: score.rate, passed: score.passed, counted: score.counted, briefs: score.briefs.map(({ document: _, ...rest }) => rest) };
}
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
