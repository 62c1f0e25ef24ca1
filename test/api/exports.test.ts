import { beforeAll, expect, it } from '@jest/globals';
import { forEachVariant } from './harness.js';

forEachVariant('exports', (h) => {
  let projectId: string;
  let chapterIds: string[];
  const exportPath = () => `/api/v1/projects/${projectId}/export`;

  beforeAll(async () => {
    projectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Exported' })).body.id;
    chapterIds = [];
    for (const name of ['One', 'Two', 'Three']) {
      chapterIds.push((await h().api.post(`/api/v1/projects/${projectId}/chapters`, h().keyA, { name })).body.id);
    }
  });

  it('answers 404 with a hint before any export was started', async () => {
    const res = await h().api.get(exportPath(), h().keyA);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(res.body.hint).toMatch(/POST/);
  });

  it('refuses to export a project without completed chapters', async () => {
    const res = await h().api.raw('POST', exportPath(), h().keyA);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.hint).toEqual(expect.any(String));
  });

  it('starts one export of the completed chapters, in order, and refuses a second while it runs', async () => {
    // Chapters one and three have completed renders; two has only a failed prompt.
    for (const [i, chapterId] of chapterIds.entries()) {
      const prompt = await h().api.post(`/api/v1/projects/${projectId}/chapters/${chapterId}/prompt`, h().keyA, { content: `chapter ${i}` });
      expect(prompt.status).toBe(202);
      if (i === 1) await h().failPrompt(prompt.body.prompt_id, 'failed on purpose');
      else await h().completePrompt(prompt.body.prompt_id, 'done', { key: `renders/${chapterId}.mp4`, durationSeconds: 5 + i });
    }
    const started = await h().api.raw('POST', exportPath(), h().keyA);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      id: expect.stringMatching(/^exp_[A-Za-z0-9]{21}$/),
      status: 'queued',
      message: expect.any(String),
      estimated_time: expect.any(String),
    });
    const project = await h().api.get(`/api/v1/projects/${projectId}`, h().keyA);
    expect(project.body.active_export_id).toBe(started.body.id);
    // A chapter with a completed render offers a signed preview of it.
    const previewed = await h().api.get(`/api/v1/projects/${projectId}/chapters/${chapterIds[0]}`, h().keyA);
    expect(previewed.body.preview_url).toEqual(expect.stringMatching(/^https?:\/\//));
    expect((await h().api.get(`/api/v1/projects/${projectId}/chapters/${chapterIds[1]}`, h().keyA)).body.preview_url).toBeNull();
    const snapshot = await h().exportChapters(started.body.id);
    expect(snapshot).toEqual([chapterIds[0], chapterIds[2]]);

    const status = await h().api.get(exportPath(), h().keyA);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ id: started.body.id, status: 'queued', download_url: null, progress: 0 });
    expect(status.body).not.toHaveProperty('error');

    const again = await h().api.raw('POST', exportPath(), h().keyA);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect((await h().api.raw('POST', exportPath(), h().keyB)).status).toBe(404);
    expect((await h().api.get(exportPath(), h().keyB)).status).toBe(404);
  });

  it('shows a completed export with a working download URL', async () => {
    const { id } = (await h().api.get(exportPath(), h().keyA)).body;
    await h().completeExport(id, Buffer.from('not really an mp4'), 11);
    const res = await h().api.get(exportPath(), h().keyA);
    expect(res.body).toMatchObject({ id, status: 'completed', duration_seconds: 11, progress: 1 });
    expect(res.body.started_at).toMatch(/Z$/);
    expect(res.body.completed_at).toMatch(/Z$/);
    const download = await fetch(res.body.download_url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('not really an mp4');
    // No chapter had captions.
    expect(res.body.captions_url).toBeNull();
    expect(res.body.captions_srt_url).toBeNull();
    // The URL is signed: changing it breaks it.
    const tampered = new URL(res.body.download_url);
    const sig = [...tampered.searchParams.keys()].find((k) => /sig/i.test(k))!;
    tampered.searchParams.set(sig, '0'.repeat(64));
    expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  });

  it('offers the captions beside the MP4, signed and expiring like it', async () => {
    const started = await h().api.raw('POST', exportPath(), h().keyA);
    expect(started.status).toBe(202);
    const queued = (await h().api.get(exportPath(), h().keyA)).body;
    expect(queued).toMatchObject({ status: 'queued', captions_url: null });
    expect(queued).not.toHaveProperty('message');
    // Waiting for chapters in the project's format: the controller says so.
    await h().writeStatus('export', started.body.id, () => ({ waiting: 'Waiting for 1 chapter(s) to be re-rendered in the project\'s format (portrait 720p): "One".' }));
    expect((await h().api.get(exportPath(), h().keyA)).body).toMatchObject({ status: 'queued', message: expect.stringMatching(/re-rendered/) });
    await h().completeExport(started.body.id, Buffer.from('mp4'), 11, 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
    const res = (await h().api.get(exportPath(), h().keyA)).body;
    expect(res).not.toHaveProperty('message');
    expect(res.captions_url).toEqual(expect.stringMatching(/^https?:\/\//));
    const captions = await fetch(res.captions_url);
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // And as SRT, named like the project.
    const srt = await fetch(res.captions_srt_url);
    expect(srt.status).toBe(200);
    expect(await srt.text()).toBe('1\r\n00:00:00,000 --> 00:00:02,000\r\nHello\r\n');
    expect(srt.headers.get('content-disposition')).toMatch(/\.srt/);
    const tampered = new URL(res.captions_url);
    const sig = [...tampered.searchParams.keys()].find((k) => /sig/i.test(k))!;
    tampered.searchParams.set(sig, '0'.repeat(64));
    expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  });

  it('shows a failed export with its error, and a new export may start after it', async () => {
    const started = await h().api.raw('POST', exportPath(), h().keyA);
    expect(started.status).toBe(202);
    await h().failExport(started.body.id, 'FFmpeg exited with code 1');
    const res = await h().api.get(exportPath(), h().keyA);
    expect(res.body).toMatchObject({ id: started.body.id, status: 'failed', error: 'FFmpeg exited with code 1', download_url: null });
  });

  it('lets exactly one of 20 concurrent export starts win', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => h().api.raw('POST', exportPath(), h().keyA)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = results.find((r) => r.status === 202)!.body.id;
    expect((await h().api.get(`/api/v1/projects/${projectId}`, h().keyA)).body.active_export_id).toBe(winner);
  });
});

forEachVariant('signed download URLs', (h) => {
  it('answer 404 to unsigned or unknown file paths, and never 500 to malformed ones', async () => {
    for (const path of ['/files/a/b?expires=1&sig=00', '/files/projects/x/export.mp4']) {
      expect((await fetch(`${h().base}${path}`)).status).toBe(404);
    }
    // Broken percent-encoding is the client's error (400 where the route exists, 404 where it does not).
    const malformed = await fetch(`${h().base}/files/%zz`);
    expect([400, 404]).toContain(malformed.status);
  });
});
