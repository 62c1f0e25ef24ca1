import { expect } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { client } from '../api/http.js';
import { ffprobe, ocrFrame } from '../support/media.js';
import { pollUntil } from '../support/proc.js';

export interface FormatFlowResult {
  /** Seconds from the PATCH until both chapters were ready in the new format. */
  rerenderSeconds: number;
  captions: boolean;
}

/**
 * Formats and scene documents through the public REST API only: a chapter built by a prompt, a chapter built by a
 * PUT of its scene document (with captioned narration), then the project switched to portrait. Both chapters are
 * re-rendered without new prompt entries, and the export is portrait, a stream copy of those renders. Finally a
 * prompt asks for a square video: the project follows it and the other chapter is re-rendered again.
 */
export async function runFormatFlow(base: string, key: string, workDir: string): Promise<FormatFlowResult> {
  const api = client(base);
  // 720p asked for (the default is 1080p): the flow renders five times, and the draft size keeps it quick.
  const project = (await api.post('/api/v1/projects', key, { name: 'Formats', format: { resolution: '720p' } })).body;
  expect(project.format).toEqual({ aspect: 'landscape', resolution: '720p' });
  const chapters = `/api/v1/projects/${project.id}/chapters`;
  const first = (await api.post(chapters, key, { name: 'Prompted', duration: 3 })).body;
  const second = (await api.post(chapters, key, { name: 'Documented' })).body;

  const untilSettled = async (chapterId: string) =>
    pollUntil('the chapter to settle', async () => {
      const got = (await api.get(`${chapters}/${chapterId}?wait=30`, key)).body;
      return got.status === 'processing' ? undefined : got;
    }, 180_000);
  const download = async (url: string, name: string) => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const path = join(workDir, name);
    writeFileSync(path, Buffer.from(await res.arrayBuffer()));
    return path;
  };
  const size = async (path: string) => {
    const video = (await ffprobe(path)).streams.find((s) => s.codec_type === 'video')!;
    return `${video.width}x${video.height}`;
  };

  // 1. A prompt builds the first chapter; a PUT of the scene document builds the second.
  expect((await api.post(`${chapters}/${first.id}/prompt`, key, { content: 'Title "FIRST" on a navy background' })).status).toBe(202);
  const document = {
    version: 2,
    background: { type: 'solid', colour: '#1a1a40' },
    scenes: [{ duration: 4, layers: [{ type: 'text', role: 'heading', text: 'SECOND', placement: 'center', animation: { in: 'none' } }] }],
    narration: { text: 'Hello from the scene document.', captions: true },
  };
  const put = await api.put(`${chapters}/${second.id}/scene`, key, document);
  expect(put.status).toBe(202);
  const built = [await untilSettled(first.id), await untilSettled(second.id)];
  for (const chapter of built) {
    expect(chapter).toMatchObject({ status: 'ready', prompt_count: 1, format: { aspect: 'landscape', resolution: '720p' } });
    expect(await size(await download(chapter.preview_url, `${chapter.id}-landscape.mp4`))).toBe('1280x720');
  }
  expect(built[1].prompts[0]).toMatchObject({ id: put.body.prompt_id, content: '(scene document edited through the API)', status: 'completed' });
  const scene = (await api.get(`${chapters}/${second.id}/scene`, key)).body;
  expect(scene).toMatchObject({ version: 2, scenes: [{ duration: 4, layers: [{ type: 'text', text: 'SECOND' }] }], narration: { captions: true } });

  // 2. Portrait: both chapters are re-rendered from their latest scene documents, with no new prompt entries.
  const switched = Date.now();
  expect((await api.patch(`/api/v1/projects/${project.id}`, key, { format: { aspect: 'portrait' } })).body.format).toEqual({ aspect: 'portrait', resolution: '720p' });
  // An export started at once waits for them.
  const start = await api.raw('POST', `/api/v1/projects/${project.id}/export`, key);
  expect(start.status).toBe(202);
  const rerendered = [await untilSettled(first.id), await untilSettled(second.id)];
  const rerenderSeconds = (Date.now() - switched) / 1000;
  for (const chapter of rerendered) {
    expect(chapter).toMatchObject({ status: 'ready', prompt_count: 1, format: { aspect: 'portrait', resolution: '720p' } });
    expect(await size(await download(chapter.preview_url, `${chapter.id}-portrait.mp4`))).toBe('720x1280');
  }
  const done = await pollUntil('the export', async () => {
    const got = (await api.get(`/api/v1/projects/${project.id}/export?wait=30`, key)).body;
    return ['queued', 'processing'].includes(got.status) ? undefined : got;
  }, 180_000);
  expect(done).toMatchObject({ id: start.body.id, status: 'completed' });
  const exported = await download(done.download_url, 'portrait-export.mp4');
  const probe = await ffprobe(exported);
  expect(await size(exported)).toBe('720x1280');
  expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
  expect(Number(probe.format.duration)).toBeCloseTo(7, 0);
  expect(await ocrFrame(exported, 1.5, join(workDir, 'first.png'))).toContain('FIRST');
  expect(await ocrFrame(exported, 5, join(workDir, 'second.png'))).toContain('SECOND');
  // The second chapter's narration is captioned: the export offers the subtitles, signed like the MP4.
  const captions = done.captions_url !== null;
  if (captions) {
    const vtt = await (await fetch(done.captions_url)).text();
    expect(vtt).toMatch(/^WEBVTT/);
    expect(vtt).toMatch(/Hello from the scene document/);
  }

  // 3. A prompt that asks for a square video sets the project's format; the other chapter follows.
  expect((await api.post(`${chapters}/${first.id}/prompt`, key, { content: 'make it square' })).status).toBe(202);
  const squared = await untilSettled(first.id);
  expect(squared).toMatchObject({ status: 'ready', prompt_count: 2, format: { aspect: 'square', resolution: '720p' } });
  expect((await api.get(`/api/v1/projects/${project.id}`, key)).body.format).toEqual({ aspect: 'square', resolution: '720p' });
  const other = await untilSettled(second.id);
  expect(other).toMatchObject({ status: 'ready', prompt_count: 1, format: { aspect: 'square', resolution: '720p' } });
  expect(await size(await download(other.preview_url, 'second-square.mp4'))).toBe('720x720');
  return { rerenderSeconds, captions };
}

