import { read } from '../engine/interpret/testing.js';
for (const p of process.argv.slice(2)) {
  const r = read(p);
  console.log('PROMPT:', p);
  console.log(JSON.stringify({ doc: r.document, summary: (r as any).summary, notUnderstood: (r as any).notUnderstood ?? (r as any).unknown }, null, 1).slice(0, 3000));
}
