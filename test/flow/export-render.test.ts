import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { client } from '../api/http.js';
import { ffprobe, ocrPicture } from '../support/media.js';
import { pollUntil } from '../support/proc.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';

/*
 * Exports that render their chapters again (issue 30) on `montage serve`: one 720p chapter at 30 fps, narrated
 * WITHOUT captions, with a progress bar that grows every frame. Exported at 60 fps with captions burned in, the
 * export's job renders the chapter's stored scene document at 60 fps with its captions: ffprobe shows 60/1 and 60
 * frames a second, the bar's edge moves on every one of them (motion sampled at 60, not repeated 30 fps frames), and
 * tesseract reads the narration on the frames of the export but not on the chapter's own render. Exported at 1440p,
 * the chapter is rendered at 2560x1440 (not scaled up). 4K is checked as a request (model/export-encoding.test.ts
 * and the refusal below): a 4K render costs more than this suite's budget.
 */
const run = promisify(execFile);
const NARRATION = 'Hello from the moon base';
const W = 1280;
const H = 720;

/** The width of the progress bar's blue fill in frames `from`..`to` (numbers from 0), read from a row of pixels. */
async function barEdges(video: string, from: number, to: number): Promise<number[]> {
  const row = H - 6; // inside the 0.03-high bar along the bottom edge
  const { stdout } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', video, '-vf', `select='between(n\\,${from}\\,${to})',format=rgb24,crop=${W}:1:0:${row}`, '-vsync', '0', '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 22 },
  );
  const edges: number[] = [];
  for (let f = 0; f * W * 3 < stdout.length; f++) {
    let filled = 0;
    // The fill is the theme's blue (B well above R); the track beside it is a grey.
    for (let x = 0; x < W; x++) if (stdout[(f * W + x) * 3 + 2]! - stdout[(f * W + x) * 3]! > 80) filled++;
    edges.push(filled);
  }
  return edges;
}

/** The text tesseract reads in the lower fifth of the frame at `seconds` (where captions are drawn). */
async function captionBand(video: string, seconds: number, picture: string, height: number): Promise<string> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(seconds), '-i', video, '-frames:v', '1', '-vf', `crop=iw:ih/5:0:ih*4/5-${Math.round(height * 0.02)}`, picture]);
  return (await ocrPicture(picture)).replace(/\s+/g, ' ');
}

describe('exports rendered at their own size and rate, with burned-in captions (embedded)', () => {
  const key = `export-render-${randomBytes(12).toString('hex')}`;
  let server: ServerUnderTest;
  let dir: string;
  let api: ReturnType<typeof client>;
  let projectId: string;
  let chapterPreview: string;
  const exported: Record<string, { status: any; path: string }> = {};

  async function exportWith(name: string, options: object) {
    const started = await api.post(`/api/v1/projects/${projectId}/export`, key, options);
    expect(started.status).toBe(202);
    const done = await pollUntil(`the ${name} export`, async () => {
      const got = (await api.get(`/api/v1/projects/${projectId}/export?wait=30`, key)).body;
      return ['queued', 'processing'].includes(got.status) ? undefined : got;
    }, 240_000);
    expect({ id: done.id, status: done.status, error: done.error }).toEqual({ id: started.body.id, status: "completed", error: undefined });
    const path = join(dir, `${name}.mp4`);
    writeFileSync(path, Buffer.from(await (await fetch(done.download_url)).arrayBuffer()));
    exported[name] = { status: done, path };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flow-export-render-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: `${key}=exports` });
    api = client(server.base);
    projectId = (await api.post('/api/v1/projects', key, { name: 'Moon', format: { resolution: '720p' } })).body.id;
    const chapters = `/api/v1/projects/${projectId}/chapters`;
    const chapterId = (await api.post(chapters, key, { name: 'Base' })).body.id;
    const document = {
      version: 2,
      background: { type: 'solid', colour: '#14213d' },
      scenes: [{ duration: 2, layers: [{ type: 'text', role: 'heading', text: 'ROCKET', animation: { in: 'none' } }, { type: 'progress', span: 'chapter', thickness: 0.03, colour: '#2563eb' }] }],
      narration: { text: NARRATION, captions: false },
    };
    expect((await api.put(`${chapters}/${chapterId}/scene`, key, document)).status).toBe(202);
    const ready = await pollUntil('the chapter to be ready', async () => {
      const got = (await api.get(`${chapters}/${chapterId}?wait=30`, key)).body;
      return got.status === 'ready' ? got : undefined;
    }, 180_000);
    chapterPreview = join(dir, 'chapter.mp4');
    writeFileSync(chapterPreview, Buffer.from(await (await fetch(ready.preview_url)).arrayBuffer()));
    await exportWith('60fps', { fps: 60, captions: 'burned', poster: 'none', thumbnails: false });
    await exportWith('1440p', { resolution: '1440p', captions: 'none', poster: 'none', thumbnails: false });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a 60 fps export of 60 rendered frames a second, each one moved on', async () => {
    const { status, path } = exported['60fps']!;
    expect(status.options).toMatchObject({ fps: 60, captions: 'burned', resolution: '720p' });
    const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v', '-count_frames', '-show_entries', 'stream=r_frame_rate,nb_read_frames,width,height,duration', '-of', 'json', path]);
    const video = JSON.parse(stdout).streams[0];
    // The video stream's own length (the file's includes the audio encoder's priming).
    const seconds = Number(video.duration);
    console.log(`60 fps export: ${video.nb_read_frames} frames, ${seconds} s`);
    expect(video).toMatchObject({ r_frame_rate: '60/1', width: W, height: H });
    expect(Math.abs(Number(video.nb_read_frames) - 60 * seconds)).toBeLessThanOrEqual(1);
    // The bar grows W / (60 × seconds) px a frame: every consecutive frame moves it by about that much (a 30 fps
    // render shown at 60 would hold every other frame still, and jump twice as far on the next).
    const edges = await barEdges(path, 40, 52);
    expect(edges).toHaveLength(13);
    const step = W / (60 * seconds);
    const steps = edges.slice(1).map((e, i) => e - edges[i]!);
    for (const s of steps) expect(Math.abs(s - step)).toBeLessThan(step * 0.6);
  });

  it('burns the narration into the frames of the export, which the chapter\'s own render does not show, and writes the captions files', async () => {
    const { status, path } = exported['60fps']!;
    expect(await captionBand(path, 1.2, join(dir, 'burned.png'), H)).toMatch(/moon base/i);
    expect(await captionBand(chapterPreview, 1.2, join(dir, 'plain.png'), H)).not.toMatch(/moon/i);
    const vtt = await (await fetch(status.captions_url)).text();
    expect(vtt).toMatch(/^WEBVTT/);
    expect(vtt).toContain(NARRATION);
    expect(await (await fetch(status.captions_srt_url)).text()).toMatch(/^1\r?\n00:00:00,000 --> /);
  });

  it('renders a 1440p export at 2560x1440 from the scene document', async () => {
    const { status, path } = exported['1440p']!;
    expect(status.options).toMatchObject({ resolution: '1440p', fps: 30 });
    expect(status.captions_url).toBeNull();
    const video = (await ffprobe(path)).streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ width: 2560, height: 1440, r_frame_rate: '30/1', codec_name: 'h264' });
  });

  it('refuses 4K at 60 fps with a hint', async () => {
    const res = await api.post(`/api/v1/projects/${projectId}/export`, key, { resolution: '2160p', fps: 60 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('4K'), hint: expect.stringContaining('1440p') });
  });
});
