import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChapterPiecePlan, type JobResult, type JoinJob } from './job-spec.js';
import { joinPieces } from './render/chunks/join.js';
import { trackScratch } from './scratch-dirs.js';
import { downloadTo, getJson, progressReporter, uploadFile, type EngineStorage } from './storage-files.js';

/*
 * The last step of the Indexed Job path: the pieces the indexes rendered (and the cached ones), in order, joined by
 * stream copy and muxed with the chapter's one audio mix (join.ts), stored as the prompt's render. Its result is the
 * prompt's: what the plan job said, with the render's size and the render cache's part (the pieces it rendered are
 * in the prompt's slots, which the controller moves into the cache).
 */
export async function runJoinJob(storage: EngineStorage, job: JoinJob, options: { signal?: AbortSignal } = {}): Promise<JobResult> {
  const plan = ChapterPiecePlan.parse(await getJson(storage, job.planKey));
  if (plan.pieces.length !== job.segments.length) throw new Error(`the plan has ${plan.pieces.length} pieces, the join was given ${job.segments.length}`);
  const work = await mkdtemp(join(tmpdir(), 'montage-join-'));
  const untrack = trackScratch(work);
  const progress = progressReporter(storage, job.progressKey);
  try {
    const segments: string[] = [];
    for (const [i, key] of job.segments.entries()) {
      const path = join(work, `piece-${i}.mp4`);
      await downloadTo(storage, key, path);
      segments.push(path);
      options.signal?.throwIfAborted();
    }
    const audio = join(work, 'audio.m4a');
    await downloadTo(storage, job.audioKey, audio);
    const output = join(work, 'render.mp4');
    await joinPieces(segments, audio, plan.seconds, work, output, { signal: options.signal });
    const sizeBytes = await uploadFile(storage, job.outputKey, output, 'video/mp4');
    progress.report(1);
    await progress.flush();
    const hits = plan.pieces.filter((p) => p.cachedKey).map((p) => p.hash);
    const stored = plan.pieces.flatMap((p, slot) => (p.cachedKey ? [] : [{ kind: p.kind, hash: p.hash, slot }]));
    return {
      ok: true,
      message: plan.message,
      durationSeconds: plan.seconds,
      sizeBytes,
      ...(plan.captions ? { captions: true } : {}),
      ...(plan.askedFormat ? { format: plan.askedFormat } : {}),
      ...(plan.hash ? { render: { hash: plan.hash, reused: false, hits, stored, pieces: plan.pieces.length } } : {}),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
    untrack();
  }
}
