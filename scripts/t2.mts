import { read } from '../engine/interpret/testing.js';
const [a, ...rest] = process.argv.slice(2);
let r = read(a!);
for (const p of rest) { r = read(p, r.document); console.log(r.summary); }
console.log(JSON.stringify(r.document.scenes.map((s) => s.layers.map((l: any) => l.text ?? l.items ?? l.type))));
