import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterController } from '../../runtime/cluster.js';
import { kubeConfig } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';
import { runFormatFlow } from './format-flow.js';

/*
 * Changing a project's format re-renders its chapters (ffprobe shows the new size on each chapter's render and on
 * the export), on both compositions. `captions_url` needs the engine to write the captions (JobResult.captions).
 */
describe('formats and scene documents on `montage serve` (embedded)', () => {
  const key = `formats-key-${randomBytes(12).toString('hex')}`;
  let server: ServerUnderTest;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flow-formats-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: `${key}=formats` });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('re-renders the other chapters in a new format and exports them as one portrait MP4', async () => {
    const result = await runFormatFlow(server.base, key, dir);
    console.log(`embedded: chapters re-rendered in ${result.rerenderSeconds.toFixed(1)} s; captions_url ${result.captions ? 'present' : 'null'}`);
    expect(result.captions).toBe(true);
  }, 400_000);
});

describe('formats and scene documents on the cluster path (render Jobs)', () => {
  let cluster: ClusterFixture;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flow-formats-k8s-'));
    cluster = await startClusterFixture('formats');
    controller = await startClusterController(loadConfig({ ...cluster.env, POD_NAME: 'controller-0' }), pino({ level: 'silent' }), kubeConfig());
  }, 60_000);
  afterAll(async () => {
    await controller?.stop();
    await cluster?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('re-renders the other chapters in Jobs and exports them as one portrait MP4', async () => {
    const result = await runFormatFlow(cluster.http.base, cluster.key, dir);
    console.log(`cluster: chapters re-rendered in ${result.rerenderSeconds.toFixed(1)} s; captions_url ${result.captions ? 'present' : 'null'}`);
    expect(result.captions).toBe(true);
  }, 400_000);
});
