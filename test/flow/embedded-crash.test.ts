import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { client } from '../api/http.js';
import { pollUntil, processesMatching } from '../support/proc.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';

const KEY = `crash-key-${randomBytes(12).toString('hex')}`;

describe('kill -9 of `montage serve` in the middle of a prompt and of an export', () => {
  let dataDir: string;
  let server: ServerUnderTest | undefined;
  const start = async () => (server = await startServeProcess({ MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=crash` }));
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An engine process's command line: the bundle the server builds in a checkout (runner/local/engine-command.ts). */
  const ENGINE = '/montage-engine/';

  /** Waits until the server runs an engine job, then kills the server without warning. */
  async function killDuringJob(s: ServerUnderTest): Promise<void> {
    await pollUntil('an engine job of the server', () => processesMatching(ENGINE).find((p) => p.ppid === s.pid));
    await s.stop('SIGKILL');
    // The job notices its parent is gone and stops too: nothing renders unsupervised.
    await pollUntil('the orphaned job to stop', () => (processesMatching(ENGINE).some((p) => p.ppid === 1) ? undefined : true), 10_000);
  }

  it('finishes the prompt and the export exactly once after restarts', async () => {
    let s = await start();
    let api = client(s.base);
    const project = (await api.post('/api/v1/projects', KEY, { name: 'Crash' })).body;
    const chapter = (await api.post(`/api/v1/projects/${project.id}/chapters`, KEY, { name: 'One', duration: 12 })).body;
    const chapterPath = `/api/v1/projects/${project.id}/chapters/${chapter.id}`;
    const submitted = await api.post(`${chapterPath}/prompt`, KEY, { content: 'Title "SURVIVOR" with a fade' });
    expect(submitted.status).toBe(202);
    await killDuringJob(s);

    s = await start();
    api = client(s.base);
    const done = await pollUntil('the chapter', async () => {
      const got = (await api.get(`${chapterPath}?wait=30`, KEY)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000);
    expect(done.status).toBe('ready');
    expect(done.prompts).toHaveLength(1);
    expect(done.prompts[0]).toMatchObject({ id: submitted.body.prompt_id, status: 'completed' });

    const exportStart = await api.raw('POST', `/api/v1/projects/${project.id}/export`, KEY);
    expect(exportStart.status).toBe(202);
    await killDuringJob(s);

    s = await start();
    api = client(s.base);
    const exported = await pollUntil('the export', async () => {
      const got = (await api.get(`/api/v1/projects/${project.id}/export?wait=30`, KEY)).body;
      return ['queued', 'processing'].includes(got.status) ? undefined : got;
    }, 120_000);
    expect(exported).toMatchObject({ id: exportStart.body.id, status: 'completed', duration_seconds: 12 });
    expect((await api.get(`/api/v1/projects/${project.id}`, KEY)).body.active_export_id).toBe(exportStart.body.id);
    expect((await fetch(exported.download_url)).status).toBe(200);
  }, 300_000);
});
