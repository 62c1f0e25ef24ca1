import { expect } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_FORMAT, frameSize, type OutputFormat } from '../../model/format.js';
import { ffprobe, ocrFrame, ocrPicture } from '../support/media.js';
import { pollUntil } from '../support/proc.js';
import { client } from '../api/http.js';
import type { SampleFiles } from '../api/harness.js';

/** The draft size: what suites ask for when the frame size is not what they test. */
export const DRAFT_FORMAT: OutputFormat = { aspect: 'landscape', resolution: '720p' };

export interface FlowResult {
  promptSeconds: number[];
  exportSeconds: number;
  videoPath: string;
}

/**
 * The spec's intended flow, through the public REST API only: upload assets, create a project and a chapter,
 * prompt (referencing the assets, with a quoted title), wait, edit with a second prompt, add a second chapter,
 * export, poll, download. Then the MP4 is checked with ffprobe and the title read back with OCR.
 */
async function saved(url: string, path: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  writeFileSync(path, Buffer.from(await res.arrayBuffer()));
  return path;
}

/**
 * `format`: the project's format. Without one the project gets the default (1080p), which one composition checks
 * (embedded-flow); the others ask for the 720p draft size, since what they test is the path, not the frame size.
 */
export async function runIntendedFlow(base: string, key: string, files: SampleFiles, workDir: string, format?: OutputFormat): Promise<FlowResult> {
  const api = client(base);
  const upload = async (bytes: Buffer, type: string, name: string) => {
    const res = await api.raw('POST', `/api/v1/assets?name=${name}`, key, { body: bytes, headers: { 'content-type': type } });
    expect(res.status).toBe(201);
    return res.body as { id: string; url: string };
  };
  const image = await upload(files.png, 'image/png', 'picture.png');
  const audio = await upload(files.wav, 'audio/wav', 'music.wav');
  for (const asset of [image, audio]) {
    const ready = await pollUntil('the asset to be probed', async () => {
      const got = (await api.get(`/api/v1/assets/${asset.id}`, key)).body;
      return got.state === 'processing' ? undefined : got;
    }, 60_000, 200);
    expect(ready.state).toBe('ready');
  }

  const project = (await api.post('/api/v1/projects', key, { name: 'Flow', description: 'end to end', ...(format && { format }) })).body;
  const chapters = `/api/v1/projects/${project.id}/chapters`;
  const first = (await api.post(chapters, key, { name: 'Opening', duration: 4 })).body;
  const promptSeconds: number[] = [];
  const prompt = async (chapterId: string, content: string) => {
    const started = Date.now();
    const res = await api.post(`${chapters}/${chapterId}/prompt`, key, { content });
    expect(res.status).toBe(202);
    // Long-poll: the API answers as soon as the chapter leaves `processing`.
    const chapter = await pollUntil('the chapter to settle', async () => {
      const got = (await api.get(`${chapters}/${chapterId}?wait=30`, key)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000);
    promptSeconds.push((Date.now() - started) / 1000);
    const latest = chapter.prompts.at(-1);
    expect(latest).toMatchObject({ id: res.body.prompt_id, status: 'completed' });
    expect(chapter.status).toBe('ready');
    // The chapter's newest render can be watched before any export.
    const preview = await fetch(chapter.preview_url);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).subarray(4, 8).toString()).toBe('ftyp');
    return latest;
  };

  const built = await prompt(first.id, `Title "HELLO MONTAGE" over ${image.url} with music ${audio.url}, navy background`);
  expect(built.result).toMatch(/title "HELLO MONTAGE"/);
  expect(built.result).toMatch(new RegExp(`image ${image.id}`));
  // The audio URL is followed by a comma in the prompt: prose punctuation is not part of a URL.
  expect(built.result).toMatch(new RegExp(`soundtrack ${audio.id}`));
  expect(built.result).not.toMatch(/ignored/);
  const edited = await prompt(first.id, 'change the title to "SECOND TAKE" and add a fade');
  expect(edited.result).toMatch(/title "SECOND TAKE"/);
  const second = (await api.post(chapters, key, { name: 'Closing' })).body;
  await prompt(second.id, 'caption "THE END" on a black background, 3 seconds');

  const exportStarted = Date.now();
  const start = await api.raw('POST', `/api/v1/projects/${project.id}/export`, key);
  expect(start.status).toBe(202);
  const done = await pollUntil('the export', async () => {
    const got = (await api.get(`/api/v1/projects/${project.id}/export?wait=30`, key)).body;
    return ['queued', 'processing'].includes(got.status) ? undefined : got;
  }, 180_000);
  const exportSeconds = (Date.now() - exportStarted) / 1000;
  expect(done).toMatchObject({ status: 'completed', duration_seconds: 7 });
  const download = await fetch(done.download_url);
  expect(download.status).toBe(200);
  const videoPath = join(workDir, 'export.mp4');
  writeFileSync(videoPath, Buffer.from(await download.arrayBuffer()));

  const probe = await ffprobe(videoPath);
  const video = probe.streams.find((s) => s.codec_type === 'video');
  const sound = probe.streams.find((s) => s.codec_type === 'audio');
  // The project's format, or the default one's frame (1080p) for a project made without one.
  const { width, height } = frameSize(format ?? DEFAULT_FORMAT);
  expect(video).toMatchObject({ codec_name: 'h264', width, height, pix_fmt: 'yuv420p' });
  expect(sound).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
  expect(Number(probe.format.duration)).toBeCloseTo(7, 0);
  // The edited title is on screen in the first chapter, the caption in the second.
  expect(await ocrFrame(videoPath, 2, join(workDir, 'title.png'))).toContain('SECOND TAKE');
  expect(await ocrFrame(videoPath, 5.5, join(workDir, 'end.png'))).toContain('THE END');
  // The spec export also made a poster that shows the title and a thumbnail per chapter.
  expect(done.files.map((f: { kind: string }) => f.kind)).toEqual(['video', 'poster', 'thumbnail', 'thumbnail']);
  expect(await ocrPicture(await saved(done.poster_url, join(workDir, 'poster.jpg')))).toContain('SECOND TAKE');

  // Export options (issue 30): the same chapters as a smaller WebM, re-encoded in the export's job.
  const webmStart = await api.post(`/api/v1/projects/${project.id}/export`, key, { format: 'webm', resolution: '720p', fps: 25, thumbnails: false });
  expect(webmStart.status).toBe(202);
  const webm = await pollUntil('the WebM export', async () => {
    const got = (await api.get(`/api/v1/projects/${project.id}/export?wait=30`, key)).body;
    return ['queued', 'processing'].includes(got.status) ? undefined : got;
  }, 180_000);
  expect(webm).toMatchObject({ status: 'completed', options: { format: 'webm', resolution: '720p', fps: 25 } });
  expect(webm.files.map((f: { kind: string; content_type: string }) => `${f.kind} ${f.content_type}`)).toEqual(['video video/webm', 'poster image/jpeg']);
  const webmPath = await saved(webm.download_url, join(workDir, 'export.webm'));
  const webmVideo = (await ffprobe(webmPath)).streams.find((s) => s.codec_type === 'video');
  expect(webmVideo).toMatchObject({ codec_name: 'vp9', width: 1280, height: 720, r_frame_rate: '25/1' });
  return { promptSeconds, exportSeconds, videoPath };
}


