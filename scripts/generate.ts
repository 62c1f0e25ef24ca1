import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIRS, generatedFiles } from './generated-files.js';

// Writes every generated file; scripts/generated-files.test.ts fails when the committed ones differ.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const dir of GENERATED_DIRS) {
  // Remove stale generated files (a kind that was renamed) before writing the new set.
  mkdirSync(join(root, dir), { recursive: true });
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.yaml')) rmSync(join(root, dir, entry.name));
  }
}
const files = await generatedFiles();
for (const file of files) {
  mkdirSync(dirname(join(root, file.path)), { recursive: true });
  writeFileSync(join(root, file.path), file.content);
}
console.log(`wrote ${files.length} files`);
