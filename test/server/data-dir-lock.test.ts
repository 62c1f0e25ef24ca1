import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Two `npm start`s in one folder would interleave appends to one journal; the second must refuse to start. */
describe('one `montage serve` per data dir', () => {
  let dataDir: string;
  let first: ServerUnderTest;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lock-'));
    first = await startServeProcess({ MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: 'lock-test-key-0123456789=lock' });
  });
  afterAll(async () => {
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with a message naming the holder, then starts once the first has stopped', async () => {
    const second = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bin', 'montage.ts'), 'serve'], {
      cwd: root,
      env: { ...process.env, MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: 'lock-test-key-0123456789=lock', PORT: '0', LOG_LEVEL: 'info' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stdout + second.stderr).toContain(`montage (pid ${first.pid}) is already using this data dir`);
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);

    await first.stop();
    const again = await startServeProcess({ MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: 'lock-test-key-0123456789=lock' });
    first = again;
    expect((await fetch(`${again.base}/healthz`)).status).toBe(200);
  });
});
