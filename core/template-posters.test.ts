import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTemplate } from './templates.js';
import { TemplatePosters } from './template-posters.js';

describe('template posters', () => {
  it('prepares again after a failed preparation, so one bad moment does not fail every poster', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'posters-test-'));
    const root = join(dir, 'root');
    const posters = new TemplatePosters(() => root);
    try {
      // A file where the working directory should be: the stand-in picture cannot be prepared.
      writeFileSync(root, 'not a directory');
      await expect(posters.poster(getTemplate('quote-card'))).rejects.toThrow();
      rmSync(root);
      mkdirSync(root);
      const png = await posters.poster(getTemplate('quote-card'));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
