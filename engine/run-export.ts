import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { ExportJob, JobResult } from './job-spec.js';
import { concatChapters } from './render/concat.js';
import { downloadTo, progressReporter, uploadFile } from './storage-files.js';

/**
 * An export's work: fetch the chapters' renders, join them by stream copy, store the MP4. Aborting `options.signal`
 * stops it between steps and stops its ffmpeg; it then rejects with the reason.
 */
export async function runExportJob(storage: ObjectStorage, job: ExportJob, options: { signal?: AbortSignal } = {}): Promise<JobResult> {
  const { signal } = options;
  const work = await mkdtemp(join(tmpdir(), 'montage-export-'));
  const progress = progressReporter(storage, job.progressKey);
  try {
    progress.report(0);
    const files: string[] = [];
    for (const [i, chapter] of job.chapters.entries()) {
      const path = join(work, `chapter-${String(i).padStart(4, '0')}.mp4`);
      await downloadTo(storage, chapter.key, path);
      signal?.throwIfAborted();
      files.push(path);
      progress.report(((i + 1) / job.chapters.length) * 0.5);
    }
    const expectedSeconds = job.chapters.reduce((sum, c) => sum + c.durationSeconds, 0);
    const output = join(work, 'export.mp4');
    await concatChapters(files, output, { expectedSeconds, onProgress: (p) => progress.report(0.5 + p * 0.4), signal });
    signal?.throwIfAborted();
    const sizeBytes = await uploadFile(storage, job.outputKey, output, 'video/mp4');
    progress.report(1);
    await progress.flush();
    return {
      ok: true,
      message: `Exported ${job.chapters.length} chapter(s), ${Math.round(expectedSeconds * 10) / 10} s.`,
      durationSeconds: Math.round(expectedSeconds * 1000) / 1000,
      sizeBytes,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
