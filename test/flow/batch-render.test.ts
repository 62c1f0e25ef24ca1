import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterController } from '../../runtime/cluster.js';
import { client } from '../api/http.js';
import { kubeConfig, testEnv } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { ffprobe, ocrFrame, ocrPicture } from '../support/media.js';
import { pollUntil } from '../support/proc.js';

/*
 * Templates and batch renders (issue 30) on the cluster path: the real kube-apiserver (Batch and Export custom
 * resources), MinIO, render Jobs run by the kubelet stand-in, real FFmpeg, and tesseract reading each row's frame.
 * One project of two chapters at 720p: "Intro" (2 s) without fields, "Greeting" (1 s) a scene document with a text field and
 * a colour binding. One batch renders every row once (no poster, thumbnails or captions: the point is the rows).
 */
const run = promisify(execFile);
const NAMES = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT', 'GOLF', 'HOTEL', 'INDIA', 'JULIET', 'KILO', 'LIMA', 'MIKE', 'NOVEMBER', 'OSCAR', 'PAPA', 'QUEBEC', 'ROMEO', 'SIERRA', 'TANGO'];

describe('batch renders of a template (cluster path)', () => {
  let cluster: ClusterFixture;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let dir: string;
  let api: ReturnType<typeof client>;
  let key: string;
  let projectId: string;
  let greetingId: string;
  let introId: string;
  let batch: any;
  let batchSeconds: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flow-batch-'));
    // Four jobs at a time, the batch's window (the fixture runs the engine bundled, as the embedded mode does).
    cluster = await startClusterFixture('batch', { MONTAGE_JOB_CONCURRENCY: '4' });
    controller = await startClusterController(loadConfig({ ...cluster.env, POD_NAME: 'controller-0' }), pino({ level: 'silent' }), kubeConfig());
    api = client(cluster.http.base);
    key = cluster.key;
    projectId = (await api.post('/api/v1/projects', key, { name: 'Greetings', format: { resolution: '720p' } })).body.id;
    const chapters = `/api/v1/projects/${projectId}/chapters`;
    introId = (await api.post(chapters, key, { name: 'Intro', duration: 2 })).body.id;
    greetingId = (await api.post(chapters, key, { name: 'Greeting' })).body.id;
    expect((await api.post(`${chapters}/${introId}/prompt`, key, { content: 'Title "WELCOME" on a navy background' })).status).toBe(202);
    const template = {
      version: 2,
      background: { type: 'solid', colour: '#1a1a40' },
      // 1 s: each of the 20 rows renders it (the suite's time is mostly those renders); the text does not animate.
      scenes: [{ duration: 1, layers: [{ type: 'text', role: 'heading', text: 'HI {{ name }}', placement: 'center', animation: { in: 'none' } }] }],
      fields: [{ path: 'background.colour', name: 'brand' }],
    };
    expect((await api.put(`${chapters}/${greetingId}/scene`, key, template)).status).toBe(202);
    for (const id of [introId, greetingId]) {
      await pollUntil('the chapter to be ready', async () => ((await api.get(`${chapters}/${id}?wait=30`, key)).body.status === 'ready' ? true : undefined), 120_000);
    }
    // 20 rows with a name each, a row that repeats the first (its chapter is reused, not rendered), and two bad rows.
    const rows = [...NAMES.map((name) => ({ name })), { name: NAMES[0] }, { brand: '#336699' }, { name: 'XRAY', brand: 'plaid' }];
    const started = Date.now();
    const created = await api.post(`/api/v1/projects/${projectId}/batches`, key, { rows, options: { poster: 'none', thumbnails: false, captions: 'none' } });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ status: 'queued', total: 23, counts: { queued: 23 } });
    batch = await pollUntil('the batch to complete', async () => {
      const got = (await api.get(`/api/v1/projects/${projectId}/batches/${created.body.id}`, key)).body;
      return got.status === 'completed' ? got : undefined;
    }, 400_000, 500);
    batchSeconds = (Date.now() - started) / 1000;
  }, 600_000);

  afterAll(async () => {
    await controller?.stop();
    await cluster?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('lists the project\'s fields with their types, defaults and places', async () => {
    const res = await api.get(`/api/v1/projects/${projectId}/fields`, key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      project_id: projectId,
      fields: [
        { name: 'brand', type: 'colour', default: '#1a1a40', required: false, used_in: [{ chapter_id: greetingId, path: 'background.colour' }] },
        { name: 'name', type: 'text', default: null, required: true, used_in: [{ chapter_id: greetingId, path: 'scenes.0.layers.0.text' }] },
      ],
    });
  });

  it('makes one video per good row, each showing its own row\'s value, and fails the bad rows alone', async () => {
    console.log(`batch of ${batch.total} rows: ${batchSeconds.toFixed(1)} s (${(batchSeconds / batch.total).toFixed(2)} s a row)`);
    expect(batch.counts).toEqual({ queued: 0, processing: 0, completed: 21, failed: 2, cancelled: 0 });
    expect(batch.rows[21]).toMatchObject({ status: 'failed', error: expect.stringMatching(/Field "name" is required/) });
    expect(batch.rows[22]).toMatchObject({ status: 'failed', error: expect.stringMatching(/Field "brand" \(colour\): "plaid" is not a colour/) });
    const videos: string[] = [];
    for (const [row] of NAMES.entries()) {
      const exp = (await api.get(`/api/v1/projects/${projectId}/exports/${batch.rows[row].export_id}`, key)).body;
      expect(exp).toMatchObject({ status: 'completed', batch_id: batch.id, row });
      const path = join(dir, `row-${row}.mp4`);
      const res = await fetch(exp.download_url);
      expect(res.headers.get('content-disposition')).toContain(`row ${row + 1}`);
      writeFileSync(path, Buffer.from(await res.arrayBuffer()));
      videos.push(path);
    }
    const probe = await ffprobe(videos[0]!);
    expect(Number(probe.format.duration)).toBeCloseTo(3, 0);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1280, height: 720 });
    expect(await ocrFrame(videos[0]!, 0.8, join(dir, 'intro.png'))).toMatch(/WELCOME/);
    // One frame of each row's templated chapter (2 s to 3 s), its middle band, stacked into one picture: one
    // FFmpeg run and one OCR for all twenty, each line read in row order.
    const sheet = join(dir, 'rows.png');
    const inputs = videos.flatMap((v) => ['-ss', '2.5', '-i', v]);
    const bands = videos.map((_, i) => `[${i}:v]crop=1280:240:0:240,scale=640:120[b${i}]`).join(';');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', `${bands};${videos.map((_, i) => `[b${i}]`).join('')}vstack=inputs=${videos.length}[out]`, '-map', '[out]', '-frames:v', '1', sheet]);
    const lines = (await ocrPicture(sheet)).split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
    let from = 0;
    for (const [row, name] of NAMES.entries()) {
      const at = lines.findIndex((line, i) => i >= from && line.includes(name));
      expect({ row, name, found: at >= 0 }).toEqual({ row, name, found: true });
      from = at + 1;
    }
  });

  it('renders the chapter without fields never again, and a chapter filled the same way once', async () => {
    const store = cluster.api.deps.store;
    const rendered = [];
    for (const row of batch.rows.slice(0, 21)) rendered.push((await store.get('export', row.export_id))!.status.renderedChapters);
    // Each of the 20 names rendered the greeting once; the repeated row reused the first row's render.
    expect(rendered).toEqual([...NAMES.map(() => 1), 0]);
    const { s3 } = testEnv();
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    const listed = await admin.send(new ListObjectsV2Command({ Bucket: cluster.env.S3_BUCKET, Prefix: 'cache/' }));
    admin.destroy();
    const videos = (listed.Contents ?? []).map((o) => o.Key!).filter((k) => k.endsWith('.mp4'));
    expect(videos).toHaveLength(20);
    expect(videos.every((k) => /^cache\/t[0-9a-f]{24}\/chapter\/[0-9a-f]{64}\.mp4$/.test(k))).toBe(true);
  });

  it('refuses a malformed batch with a hint naming the row and field', async () => {
    const res = await api.post(`/api/v1/projects/${projectId}/batches`, key, { rows: [{ name: 'A' }, { 'bad key': 'B' }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('rows.1') });
    expect(res.body.hint).toMatch(/brand, name/);
  });

  it('cancels the rest of a batch', async () => {
    const created = (await api.post(`/api/v1/projects/${projectId}/batches`, key, { rows: NAMES.slice(0, 8).map((name) => ({ name: `${name}2` })), options: { poster: 'none', thumbnails: false, captions: 'none' } })).body;
    const cancel = await api.post(`/api/v1/projects/${projectId}/batches/${created.id}/cancel`, key);
    expect(cancel.status).toBe(202);
    const done = await pollUntil('the batch to be cancelled', async () => {
      const got = (await api.get(`/api/v1/projects/${projectId}/batches/${created.id}`, key)).body;
      return got.status === 'cancelled' ? got : undefined;
    }, 120_000, 300);
    expect(done.counts.cancelled + done.counts.completed).toBe(8);
    // At most the window's rows could have started before the cancel landed.
    expect(done.counts.cancelled).toBeGreaterThanOrEqual(4);
    expect(done.rows.filter((r: { status: string }) => r.status === 'cancelled')).toHaveLength(done.counts.cancelled);
  });
});
