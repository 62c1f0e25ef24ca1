import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseSrt } from '../../engine/render/captions/captions-srt.js';
import { parseWebVtt, toWebVtt } from '../../engine/render/captions/captions.js';
import { ExportJob, jobKeys } from '../../engine/job-spec.js';
import { runExportJob } from '../../engine/run-export.js';
import { uploadFile } from '../../engine/storage-files.js';
import { newId } from '../../model/ids.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { makeMedia } from '../support/media.js';

/*
 * An export joins its chapters' captions into one WebVTT file beside the MP4 (engine/run-export.ts): each chapter's
 * cues shifted by where the chapter starts, chapters without captions contributing none.
 */

async function text(storage: LocalDiskStorage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('export captions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-captions-'));
  const storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(40), publicBaseUrl: 'http://localhost' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (key: string, body: string) => storage.put(key, Readable.from([Buffer.from(body)]), { contentType: 'text/vtt' });

  async function chapters(n: number): Promise<string[]> {
    const keys: string[] = [];
    for (let i = 0; i < n; i++) {
      const key = `chapters/c${i}/render.mp4`;
      await uploadFile(storage, key, await makeMedia('mp4', join(dir, `c${i}.mp4`), { seconds: 1 }), 'video/mp4');
      keys.push(key);
    }
    return keys;
  }

  it('joins the chapters’ WebVTT files with each chapter’s offset, and says so in the result', async () => {
    const [a, b, c] = await chapters(3);
    await put('chapters/c0/captions.vtt', toWebVtt([{ start: 0.1, end: 0.9, text: 'First chapter' }]));
    await put('chapters/c2/captions.vtt', toWebVtt([{ start: 0.2, end: 0.5, text: 'Third chapter\nsecond line' }, { start: 0.5, end: 1.4, text: 'cut at its end' }]));
    const exportId = newId('export');
    const keys = jobKeys.export(newId('project'), exportId);
    const job = ExportJob.parse({
      type: 'export',
      exportId,
      chapters: [
        { key: a, durationSeconds: 1, captionsKey: 'chapters/c0/captions.vtt' },
        { key: b, durationSeconds: 1 },
        { key: c, durationSeconds: 1, captionsKey: 'chapters/c2/captions.vtt' },
      ],
      ...keys,
    });
    const result = await runExportJob(storage, job);
    expect(result).toMatchObject({ ok: true, captions: true });
    const vtt = await text(storage, keys.captionsKey);
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(parseWebVtt(vtt)).toEqual([
      { start: 0.1, end: 0.9, text: 'First chapter' },
      { start: 2.2, end: 2.5, text: 'Third chapter\nsecond line' },
      { start: 2.5, end: 3, text: 'cut at its end' },
    ]);
    // SRT beside it: valid (numbered from 1, comma milliseconds), in order, and the same cues as the WebVTT file.
    const srt = await text(storage, keys.captionsSrtKey);
    expect(srt).toMatch(/^1\r\n00:00:00,100 --> 00:00:00,900\r\nFirst chapter\r\n\r\n2\r\n/);
    const srtCues = parseSrt(srt);
    expect(srtCues).toEqual(parseWebVtt(vtt));
    for (const [i, cue] of srtCues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(srtCues[i - 1]!.end);
    }
  });

  it('writes no captions file when no chapter has captions (or theirs are gone, or not WebVTT)', async () => {
    const [a, b] = await chapters(2);
    const exportId = newId('export');
    const keys = jobKeys.export(newId('project'), exportId);
    const base = { type: 'export', exportId, ...keys } as const;
    const none = await runExportJob(storage, ExportJob.parse({ ...base, chapters: [{ key: a, durationSeconds: 1 }, { key: b, durationSeconds: 1 }] }));
    expect(none).toMatchObject({ ok: true });
    expect(none.ok && none.captions).toBeFalsy();
    await put('chapters/bad/captions.vtt', 'not webvtt at all');
    const gone = await runExportJob(storage, ExportJob.parse({ ...base, chapters: [{ key: a, durationSeconds: 1, captionsKey: 'chapters/none/captions.vtt' }, { key: b, durationSeconds: 1, captionsKey: 'chapters/bad/captions.vtt' }] }));
    expect(gone.ok && gone.captions).toBeFalsy();
    expect(await storage.head(keys.captionsKey)).toBeUndefined();
    expect(await storage.head(keys.captionsSrtKey)).toBeUndefined();
  });
});
