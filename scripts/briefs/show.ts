import { readFileSync } from 'node:fs';
import { parseBatch } from './batch.js';
import { scoreBrief } from './score.js';

/*
 * One brief's reading in full, to see why it fails: its prompts, its expectations, the interpreter's summaries, the
 * layers of each scene and the narration, and the failing checks.
 *
 *   npx tsx scripts/briefs/show.ts test/briefs/blind/w1-batch-01.json w1-b01-06 [more ids]
 */

const [file, ...ids] = process.argv.slice(2);
if (!file || !ids.length) {
  console.error('usage: tsx scripts/briefs/show.ts <batch.json> <brief id>...');
  process.exit(2);
}
for (const brief of parseBatch(readFileSync(file, 'utf8')).filter((b) => ids.includes(b.id))) {
  const score = scoreBrief(brief);
  console.log(`== ${brief.id}`, brief.prompts, JSON.stringify(brief.expect));
  console.log(score.summaries.join('\n'));
  const layers = score.document?.scenes.map((s) => s.layers.map((l) => [l.type, 'role' in l ? l.role : 'kind' in l ? l.kind : '', 'text' in l ? l.text : 'items' in l ? l.items : 'to' in l ? l.to : '']));
  console.log(JSON.stringify(layers), JSON.stringify(score.document?.narration));
  for (const c of score.checks.filter((c) => !c.pass)) console.log('  FAIL', c.key, c.detail);
}
