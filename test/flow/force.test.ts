import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { client } from '../api/http.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { pollUntil } from '../support/proc.js';

const KEY = `force-key-${randomBytes(12).toString('hex')}`;

describe('a forced prompt supersedes the one processing', () => {
  let runtime: Runtime;
  let http: Listening;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'force-'));
    runtime = await startEmbedded(loadConfig({ MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: `${KEY}=force`, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
    http = await listenRuntime(runtime);
  });
  afterAll(async () => {
    await http.close();
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the old job, fails the old prompt naming the new one, and completes the new one', async () => {
    const api = client(http.base);
    const project = (await api.post('/api/v1/projects', KEY, { name: 'Force' })).body;
    const chapter = (await api.post(`/api/v1/projects/${project.id}/chapters`, KEY, { name: 'One', duration: 20 })).body;
    const path = `/api/v1/projects/${project.id}/chapters/${chapter.id}`;
    const old = (await api.post(`${path}/prompt`, KEY, { content: 'Title "OLD"' })).body;
    expect((await api.post(`${path}/prompt`, KEY, { content: 'Title "NEW"' })).status).toBe(409);
    const replacement = await api.post(`${path}/prompt`, KEY, { content: 'Title "NEW"', force: true });
    expect(replacement.status).toBe(202);
    const done = await pollUntil('the chapter', async () => {
      const got = (await api.get(`${path}?wait=30`, KEY)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000);
    expect(done.status).toBe('ready');
    expect(done.prompts).toEqual([
      expect.objectContaining({ id: old.prompt_id, status: 'failed', result: `Superseded by prompt ${replacement.body.prompt_id}, submitted with force.` }),
      expect.objectContaining({ id: replacement.body.prompt_id, status: 'completed' }),
    ]);
  }, 180_000);
});
