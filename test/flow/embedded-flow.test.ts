import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleFiles } from '../api/harness.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';
import { runIntendedFlow } from './intended-flow.js';

const KEY = `flow-key-${randomBytes(12).toString('hex')}`;

describe('the intended flow on `montage serve` (embedded: local disk, child-process jobs)', () => {
  let server: ServerUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'flow-embedded-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=flow` });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends with a downloadable MP4 of both chapters', async () => {
    const result = await runIntendedFlow(server.base, KEY, await sampleFiles(), dataDir);
    console.log(`embedded flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    expect(result.promptSeconds).toHaveLength(3);
  }, 240_000);
});
