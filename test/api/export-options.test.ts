import { beforeAll, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { exportThumbnailKey } from '../../model/export-encoding.js';
import { forEachVariant } from './harness.js';

/*
 * Export options (issue 30) at the HTTP edge, on both stores: the body is optional (the spec's export has none), is
 * checked against the project before anything is created, is recorded with its defaults on the Export, and a
 * completed export lists every file it made, each signed.
 */
forEachVariant('export options', (h) => {
  let projectId: string;
  let chapterId: string;
  const exportPath = () => `/api/v1/projects/${projectId}/export`;

  beforeAll(async () => {
    projectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Launch', format: { aspect: 'landscape', resolution: '720p' } })).body.id;
    chapterId = (await h().api.post(`/api/v1/projects/${projectId}/chapters`, h().keyA, { name: 'Intro' })).body.id;
    const prompt = await h().api.post(`/api/v1/projects/${projectId}/chapters/${chapterId}/prompt`, h().keyA, { content: 'title "Launch"' });
    await h().completePrompt(prompt.body.prompt_id, 'done', { key: `renders/${chapterId}.mp4`, durationSeconds: 40 });
  });

  it('refuses bad options with a hint, and starts nothing', async () => {
    const refused: [object, RegExp][] = [
      [{ format: 'avi' }, /format/],
      [{ fps: 29.97 }, /fps/],
      [{ codec: 'h265' }, /codec/],
      // 4K at 60 fps: refused (at most 30), with the sizes and rates that are offered.
      [{ resolution: '2160p', fps: 60 }, /1440p/],
      [{ format: 'gif', fps: 50, resolution: '480p' }, /GIF/],
      [{ captions: 'open' }, /captions/],
      // 40 s is too long for a GIF loop.
      [{ format: 'gif' }, /30 s/],
      [{ poster_at: 40 }, /poster_at/],
    ];
    for (const [body, message] of refused) {
      const res = await h().api.post(exportPath(), h().keyA, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
      expect(`${res.body.error} ${res.body.hint}`).toMatch(message);
      expect(res.body.hint).toEqual(expect.any(String));
    }
    const text = await h().api.raw('POST', exportPath(), h().keyA, { body: 'format=webm', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(text.body.hint).toMatch(/application\/json/);
    expect((await h().api.get(exportPath(), h().keyA)).status).toBe(404);
  });

  it('records the options with their defaults, and lists every file of the completed export, signed', async () => {
    const started = await h().api.post(exportPath(), h().keyA, { format: 'webm', fps: 24, poster: 'png' });
    expect(started.status).toBe(202);
    const queued = (await h().api.get(exportPath(), h().keyA)).body;
    expect(queued.options).toEqual({ format: 'webm', resolution: '720p', fps: 24, quality: 'standard', captions: 'sidecar', poster: 'png', thumbnails: true });
    expect(queued).not.toHaveProperty('files');

    await h().completeExport(started.body.id, Buffer.from('webm bytes'), 40);
    const thumbnail = exportThumbnailKey(projectId, started.body.id, 0);
    await h().writeStatus('export', started.body.id, () => ({ posterKey: `projects/${projectId}/exports/${started.body.id}/poster.png`, thumbnails: true }));
    for (const [key, bytes] of [
      [`projects/${projectId}/exports/${started.body.id}/poster.png`, 'png bytes'],
      [thumbnail, 'jpeg bytes'],
    ] as const) {
      await h().runtime.deps.storage.put(key, Readable.from([Buffer.from(bytes)]), { contentType: 'application/octet-stream' });
    }
    const done = (await h().api.get(exportPath(), h().keyA)).body;
    expect(done.files.map((f: { kind: string; content_type: string }) => `${f.kind} ${f.content_type}`)).toEqual(['video video/webm', 'poster image/png', 'thumbnail image/jpeg']);
    expect(done.files[2].chapter_id).toBe(chapterId);
    expect(done.poster_url).toBe(done.files[1].url);
    expect(done.download_url).toBe(done.files[0].url);
    const video = await fetch(done.download_url);
    expect(video.headers.get('content-disposition')).toMatch(/Launch\.webm/);
    const poster = await fetch(done.poster_url);
    expect(await poster.text()).toBe('png bytes');
    expect(poster.headers.get('content-disposition')).toMatch(/Launch - poster\.png/);
    const thumb = await fetch(done.files[2].url);
    expect(await thumb.text()).toBe('jpeg bytes');
  });

  it('still takes the spec export without a body, recording the defaults: an MP4 at the project’s resolution', async () => {
    const started = await h().api.raw('POST', exportPath(), h().keyA);
    expect(started.status).toBe(202);
    const queued = (await h().api.get(exportPath(), h().keyA)).body;
    expect(queued.options).toEqual({ format: 'mp4', resolution: '720p', fps: 30, quality: 'standard', captions: 'sidecar', poster: 'jpeg', thumbnails: true });
  });
});
