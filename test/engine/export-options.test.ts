import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ExportJob, jobKeys } from '../../engine/job-spec.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { runExportJob } from '../../engine/run-export.js';
import { downloadTo, uploadFile } from '../../engine/storage-files.js';
import { ExportOptions } from '../../model/export.js';
import { exportEncoding, posterTime, thumbnailTime } from '../../model/export-encoding.js';
import { frameSize, type OutputFormat } from '../../model/format.js';
import { newId } from '../../model/ids.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { ffprobe, ocrPicture } from '../support/media.js';

/*
 * Export options (issue 30) on real renders: two chapters of real titles joined and re-encoded as asked, measured on
 * the files: ffprobe for codec, size, rate and length; tesseract for the poster's title; the pixels for colours that
 * survive the BT.709 → RGB and JFIF conversions; the GIF's loop extension and size.
 */

const run = promisify(execFile);
const FORMAT: OutputFormat = { aspect: 'landscape', resolution: '720p' };
const BLUE = '#1d4ed8';
const RED = '#b91c1c';

const title = (text: string, colour: string, seconds: number): SceneDocumentInput => ({
  version: 2,
  still: true,
  background: { type: 'solid', colour },
  scenes: [{ duration: seconds, layers: [{ type: 'text', role: 'heading', text }] }],
});

/** The mean RGB of a frame's top-left 40×40 corner (the background), decoded as an RGB picture. */
async function cornerColour(picture: string, at?: number): Promise<[number, number, number]> {
  const { stdout } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', ...(at !== undefined ? ['-ss', String(at)] : []), '-i', picture, '-frames:v', '1', '-vf', 'crop=40:40:0:0,format=rgb24', '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 20 },
  );
  const sum = [0, 0, 0];
  for (let i = 0; i < stdout.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += stdout[i + c]!;
  return sum.map((v) => Math.round(v / (stdout.length / 3))) as [number, number, number];
}

const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const near = (got: number[], want: number[], tolerance: number) => got.every((v, i) => Math.abs(v - want[i]!) <= tolerance);

const ocr = async (picture: string) => (await ocrPicture(picture)).replace(/\s+/g, ' ').trim();

describe('export options (real FFmpeg, files measured)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-options-'));
  const storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(40), publicBaseUrl: 'http://localhost' });
  const chapters: { key: string; durationSeconds: number; chapterId: string }[] = [];
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    for (const [i, doc] of [title('LAUNCH DAY', BLUE, 2.5), title('THANK YOU', RED, 2)].entries()) {
      const output = join(dir, `chapter-${i}.mp4`);
      const { seconds: durationSeconds } = await renderChapter({ document: doc, format: FORMAT, media: new Map(), output });
      const key = `chapters/c${i}/render.mp4`;
      await uploadFile(storage, key, output, 'video/mp4');
      chapters.push({ key, durationSeconds, chapterId: newId('chapter') });
    }
  }, 120_000);

  /** Runs an export job with `options` as the controller would build it, and downloads what it wrote. */
  async function exportWith(options: object) {
    const opts = ExportOptions.parse(options);
    const exportId = newId('export');
    const keys = jobKeys.export(newId('project'), exportId, opts.format);
    const posterFormat = opts.poster === 'png' ? 'png' : 'jpeg';
    let start = 0;
    const job = ExportJob.parse({
      type: 'export',
      exportId,
      chapters: chapters.map(({ key, durationSeconds }) => ({ key, durationSeconds })),
      outputKey: keys.outputKey,
      resultKey: keys.resultKey,
      progressKey: keys.progressKey,
      frame: frameSize(FORMAT),
      ...(exportEncoding(opts, FORMAT) ? { encode: exportEncoding(opts, FORMAT) } : {}),
      ...(opts.poster !== 'none' ? { poster: { key: keys.posterKey(posterFormat === 'png' ? 'png' : 'jpg'), format: posterFormat, at: posterTime(opts, chapters[0]!.durationSeconds) } } : {}),
      ...(opts.thumbnails
        ? {
            thumbnails: chapters.map((c, i) => {
              const at = start + thumbnailTime(c.durationSeconds);
              start += c.durationSeconds;
              return { chapterId: c.chapterId, key: keys.thumbnailKey(i), at };
            }),
          }
        : {}),
    });
    const result = await runExportJob(storage, job);
    const local = async (key: string, name: string) => {
      const path = join(dir, `${exportId}-${name}`);
      await downloadTo(storage, key, path);
      return path;
    };
    return {
      result,
      video: await local(job.outputKey, `video.${opts.format}`),
      poster: job.poster ? await local(job.poster.key, `poster.${posterFormat}`) : undefined,
      thumbnails: await Promise.all((job.thumbnails ?? []).map((t, i) => local(t.key, `thumb-${i}.jpg`))),
    };
  }

  it('keeps the stream copy for the spec export, with a poster that shows the title and a thumbnail per chapter', async () => {
    const out = await exportWith({});
    expect(out.result).toMatchObject({ ok: true, poster: true, thumbnails: true });
    const probe = await ffprobe(out.video);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, r_frame_rate: '30/1' });
    expect(Number(probe.format.duration)).toBeCloseTo(4.5, 1);
    // The poster: the video's size, a JPEG, the title legible, the background's colour kept through BT.709 → JFIF.
    const poster = (await ffprobe(out.poster!)).streams[0]!;
    expect(poster).toMatchObject({ codec_name: 'mjpeg', width: 1280, height: 720 });
    expect(await ocr(out.poster!)).toMatch(/LAUNCH DAY/);
    expect(near(await cornerColour(out.poster!), hex(BLUE), 14)).toBe(true);
    // One thumbnail per chapter, 320 px on the long side, each showing its own chapter.
    expect(out.thumbnails).toHaveLength(2);
    for (const t of out.thumbnails) expect((await ffprobe(t)).streams[0]).toMatchObject({ width: 320, height: 180 });
    expect(near(await cornerColour(out.thumbnails[0]!), hex(BLUE), 16)).toBe(true);
    expect(near(await cornerColour(out.thumbnails[1]!), hex(RED), 16)).toBe(true);
  }, 120_000);

  it('re-encodes to WebM (VP9, Opus) at a smaller size and another frame rate, with a PNG poster at the time asked', async () => {
    const out = await exportWith({ format: 'webm', resolution: '480p', fps: 24, poster: 'png', poster_at: 3.5, thumbnails: false });
    expect(out.result).toMatchObject({ ok: true, poster: true, message: expect.stringContaining('WEBM 854x480 at 24 fps') });
    expect(out.result).not.toHaveProperty('thumbnails');
    const probe = await ffprobe(out.video);
    expect(probe.format.format_name).toMatch(/webm/);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'vp9', width: 854, height: 480, r_frame_rate: '24/1' });
    expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'opus', sample_rate: '48000' });
    expect(Number(probe.format.duration)).toBeCloseTo(4.5, 1);
    // 3.5 s is in the second chapter: the PNG is the red one, at the export's size, with its title.
    expect((await ffprobe(out.poster!)).streams[0]).toMatchObject({ codec_name: 'png', width: 854, height: 480 });
    expect(near(await cornerColour(out.poster!), hex(RED), 12)).toBe(true);
    expect(await ocr(out.poster!)).toMatch(/THANK YOU/);
    // The video's own colours: decoded by its BT.709 tags, the blue is still the blue.
    expect(near(await cornerColour(out.video, 1), hex(BLUE), 14)).toBe(true);
  }, 180_000);

  it('makes a GIF that loops forever, at 480p and 12 fps, in BT.709-true colours and under a size bound', async () => {
    const out = await exportWith({ format: 'gif', poster: 'none', thumbnails: false });
    expect(out.result).toMatchObject({ ok: true });
    expect(out.result).not.toHaveProperty('poster');
    const probe = await ffprobe(out.video);
    expect(probe.streams).toHaveLength(1); // no sound
    expect(probe.streams[0]).toMatchObject({ codec_name: 'gif', width: 854, height: 480, r_frame_rate: '12/1' });
    expect(Number(probe.format.duration)).toBeGreaterThan(4.2);
    expect(Number(probe.format.duration)).toBeLessThan(4.8);
    // The NETSCAPE2.0 application extension with a loop count of 0: play forever.
    const bytes = readFileSync(out.video);
    const netscape = bytes.indexOf('NETSCAPE2.0');
    expect(netscape).toBeGreaterThan(0);
    expect(bytes.readUInt16LE(netscape + 13)).toBe(0);
    expect(statSync(out.video).size).toBeLessThan(1_500_000);
    expect(near(await cornerColour(out.video, 1), hex(BLUE), 14)).toBe(true);
    expect(near(await cornerColour(out.video, 3.5), hex(RED), 14)).toBe(true);
  }, 180_000);

  it('trades size for quality: a draft MP4 is smaller than a high one of the same video', async () => {
    const draft = await exportWith({ quality: 'draft', poster: 'none', thumbnails: false });
    const high = await exportWith({ quality: 'high', poster: 'none', thumbnails: false });
    for (const v of [draft.video, high.video]) {
      expect((await ffprobe(v)).streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    }
    expect(statSync(draft.video).size).toBeLessThan(statSync(high.video).size);
  }, 180_000);
});
