import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ObjectNotFoundError } from '../storage/object-storage.js';
import { ExportJob, type JobResult } from './job-spec.js';
import { toSrt } from './render/captions/captions-srt.js';
import { joinWebVtt, parseWebVtt } from './render/captions/captions-vtt.js';
import { concatChapters } from './render/output/concat.js';
import { encodeExport } from './render/output/export-encode.js';
import { extractStill, thumbnailSize } from './render/output/stills.js';
import { CONTAINER_TYPES, POSTER_TYPES } from '../model/export-encoding.js';
import { downloadTo, progressReporter, uploadFile, type EngineStorage } from './storage-files.js';

/**
 * An export's work: fetch the chapters' renders, join them by stream copy, store the MP4. Aborting `options.signal`
 * stops it between steps and stops its ffmpeg; it then rejects with the reason.
 */
export async function runExportJob(storage: EngineStorage, job: ExportJob, options: { signal?: AbortSignal } = {}): Promise<JobResult> {
  job = ExportJob.parse(job); // a copy, which the chapters rendered here update
  const { signal } = options;
  const work = await mkdtemp(join(tmpdir(), 'montage-export-'));
  const progress = progressReporter(storage, job.progressKey);
  try {
    progress.report(0);
    const files: string[] = [];
    // A batch row's chapters rendered here replace their planned lengths and captions with what the render made.
    const chapters = [...job.chapters];
    // The captions of the chapters rendered here, by key: joined from memory (the job may write them, not read them).
    const writtenCaptions = new Map<string, string>();
    const renders = chapters.filter((c) => c.render).length;
    // Rendering takes most of a row's time when there is any; the join and encode the rest.
    const span = renders > 0 ? 0.8 : 0.5;
    for (const [i, chapter] of chapters.entries()) {
      const path = join(work, `chapter-${String(i).padStart(4, '0')}.mp4`);
      const at = (i / chapters.length) * span;
      if (chapter.render) {
        // Loaded only here: a plain export (a stream copy) must not pay for loading the renderer (engine/main.ts).
        const { renderTemplateChapter } = await import('./template/render-row-chapter.js');
        const { captions, ...rendered } = await renderTemplateChapter(storage, chapter, chapter.render, path, work, i, (p) => progress.report(at + (p * span) / chapters.length), signal);
        chapters[i] = rendered;
        if (captions !== undefined && rendered.captionsKey) writtenCaptions.set(rendered.captionsKey, captions);
      } else await downloadTo(storage, chapter.key, path);
      signal?.throwIfAborted();
      files.push(path);
      progress.report(((i + 1) / chapters.length) * span);
    }
    job = { ...job, chapters };
    const expectedSeconds = job.chapters.reduce((sum, c) => sum + c.durationSeconds, 0);
    // The stream copy is the output when nothing asks for another encoding; otherwise it is the re-encode's input.
    const joined = join(work, 'joined.mp4');
    const encode = job.encode;
    await concatChapters(files, joined, { expectedSeconds, onProgress: (p) => progress.report(span + p * (encode ? 0.1 : 0.9 - span)), signal });
    signal?.throwIfAborted();
    let output = joined;
    if (encode) {
      output = join(work, `export.${encode.container}`);
      await encodeExport(joined, output, encode, { expectedSeconds, onProgress: (p) => progress.report(span + 0.1 + p * (0.8 - span)), signal });
      signal?.throwIfAborted();
    }
    const sizeBytes = await uploadFile(storage, job.outputKey, output, CONTAINER_TYPES[encode?.container ?? 'mp4']);
    const stills = await writeStills(storage, job, joined, work, signal);
    const captions = await writeExportCaptions(storage, job, signal, writtenCaptions);
    progress.report(1);
    await progress.flush();
    const what = encode ? ` as ${encode.container.toUpperCase()} ${encode.width}x${encode.height} at ${encode.fps} fps` : '';
    const rendered = renders > 0 ? `, ${renders} of them rendered with the row's values` : '';
    return {
      ok: true,
      message: `Exported ${job.chapters.length} chapter(s)${rendered}, ${Math.round(expectedSeconds * 10) / 10} s${what}${captions ? ', with captions' : ''}.`,
      durationSeconds: Math.round(expectedSeconds * 1000) / 1000,
      sizeBytes,
      ...(captions ? { captions: true } : {}),
      ...stills,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The poster and the chapters' thumbnails, taken from the joined chapters at the times the controller chose
 * (model/export-encoding.ts). A time past the end (a chapter shorter than its record) takes the last frame instead.
 */
async function writeStills(storage: EngineStorage, job: ExportJob, joined: string, work: string, signal?: AbortSignal) {
  const written: { poster?: true; thumbnails?: true } = {};
  const frame = job.frame;
  if (!frame) return written; // a job made before stills existed
  if (job.poster) {
    const size = job.encode && job.encode.container !== 'gif' ? { width: job.encode.width, height: job.encode.height } : frame;
    const path = join(work, `poster.${job.poster.format}`);
    await extractStill(joined, { at: job.poster.at, format: job.poster.format, ...size, output: path }, signal);
    await uploadFile(storage, job.poster.key, path, POSTER_TYPES[job.poster.format]);
    written.poster = true;
  }
  if (job.thumbnails?.length) {
    const size = thumbnailSize(frame.width, frame.height);
    for (const [i, thumbnail] of job.thumbnails.entries()) {
      const path = join(work, `thumbnail-${i}.jpg`);
      await extractStill(joined, { at: thumbnail.at, format: 'jpeg', ...size, output: path }, signal);
      await uploadFile(storage, thumbnail.key, path, 'image/jpeg');
    }
    written.thumbnails = true;
  }
  return written;
}

/* Captions: the chapters' WebVTT files joined into one for the export. */

async function readText(storage: EngineStorage, key: string): Promise<string | undefined> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } catch (err) {
    // A chapter whose captions are gone simply has none in the export.
    if (err instanceof ObjectNotFoundError) return undefined;
    throw err;
  }
}

function isWebVtt(text: string): boolean {
  try {
    parseWebVtt(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the export's WebVTT at `job.captionsKey` (and SRT at `job.captionsSrtKey`) when any chapter has captions: each chapter's cues shifted by
 * where the chapter starts in the joined video (the sum of the durations before it, whole frames each, as the
 * stream copy keeps them) and cut at its end. Returns whether it wrote one.
 */
export async function writeExportCaptions(storage: EngineStorage, job: ExportJob, signal?: AbortSignal, written: ReadonlyMap<string, string> = new Map()): Promise<boolean> {
  if (!job.captionsKey || !job.chapters.some((c) => c.captionsKey)) return false;
  const parts: { vtt: string | undefined; offset: number; seconds: number }[] = [];
  let offset = 0;
  for (const chapter of job.chapters) {
    let vtt = chapter.captionsKey ? (written.get(chapter.captionsKey) ?? (await readText(storage, chapter.captionsKey))) : undefined;
    signal?.throwIfAborted();
    // A file that is not WebVTT (it never should be) costs its chapter's captions, not the export.
    if (vtt !== undefined && !isWebVtt(vtt)) vtt = undefined;
    parts.push({ vtt, offset, seconds: chapter.durationSeconds });
    offset += chapter.durationSeconds;
  }
  if (!parts.some((p) => p.vtt)) return false;
  const vtt = joinWebVtt(parts);
  await storage.put(job.captionsKey, Readable.from([Buffer.from(vtt, 'utf8')]), { contentType: 'text/vtt; charset=utf-8' });
  // SRT beside it, from the same joined cues: the two files always agree.
  if (job.captionsSrtKey) await storage.put(job.captionsSrtKey, Readable.from([Buffer.from(toSrt(parseWebVtt(vtt)), 'utf8')]), { contentType: 'application/x-subrip; charset=utf-8' });
  return true;
}
