import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIRS, generatedFiles } from './generated-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('generated files', () => {
  const files = generatedFiles();

  it.each(files.map((f) => [f.path, f] as const))('%s is up to date (run `npm run generate`)', (_path, file) => {
    const path = join(root, file.path);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(file.content);
  });

  it('leaves no stale generated file behind', () => {
    const expected = new Set(files.map((f) => f.path));
    for (const dir of GENERATED_DIRS) {
      for (const name of readdirSync(join(root, dir))) {
        if (name.endsWith('.yaml')) expect(expected).toContain(`${dir}/${name}`);
      }
    }
  });
});
