import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_TYPES_PATH, GENERATED_DIRS, generatedFiles, type GeneratedFile } from './generated-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('generated files', () => {
  let files: GeneratedFile[];
  beforeAll(async () => {
    files = await generatedFiles();
  }, 60_000);

  it('are all up to date (run `npm run generate`)', () => {
    const stale = files.filter((file) => {
      const path = join(root, file.path);
      return !existsSync(path) || readFileSync(path, 'utf8') !== file.content;
    });
    expect(stale.map((f) => f.path)).toEqual([]);
  });

  it('include the OpenAPI document, the typed client generated from it and the configuration reference', () => {
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['docs/openapi.json', CLIENT_TYPES_PATH, 'docs/configuration.md']));
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
