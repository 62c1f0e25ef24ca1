import { readFileSync } from 'node:fs';
import { parseBatch } from '/work/wt/interpret39/scripts/briefs/batch.js';
import { scoreBrief } from '/work/wt/interpret39/scripts/briefs/score.js';
const [file, ...ids] = process.argv.slice(2);
for (const b of parseBatch(readFileSync(file!, 'utf8')).filter((b) => ids.includes(b.id))) {
  const s = scoreBrief(b);
  console.log('==', b.id, b.prompts, JSON.stringify(b.expect));
  console.log(s.summaries.join('\n'));
  console.log(JSON.stringify(s.document?.scenes.map((sc) => sc.layers.map((l: any) => [l.type, l.role ?? l.kind ?? '', l.text ?? l.items ?? l.to ?? l.assetId ?? ''])), null, 0), JSON.stringify(s.document?.narration));
  for (const c of s.checks.filter((c) => !c.pass)) console.log('  FAIL', c.key, c.detail);
}
