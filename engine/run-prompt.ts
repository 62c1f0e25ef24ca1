import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStorage } from '../storage/object-storage.js';
import { interpretPrompt, type InterpretContext, type Interpretation, type KnownAsset } from './interpret.js';
import { interpretWithLlm, llmSettingsFromEnv } from './llm.js';
import type { JobResult, PromptJob } from './job-spec.js';
import { renderChapter } from './render/render-chapter.js';
import { SceneDocument } from './scene.js';
import { downloadTo, getJson, progressReporter, putJson, uploadFile } from './storage-files.js';

/** The optional LLM engine when configured, and the deterministic one otherwise or whenever the LLM fails. */
async function interpret(previous: SceneDocument | undefined, content: string, ctx: InterpretContext): Promise<Interpretation> {
  const llm = llmSettingsFromEnv(process.env);
  if (llm) {
    const { interpretation, reason } = await interpretWithLlm(llm, previous, content, ctx);
    if (interpretation) return interpretation;
    const fallback = interpretPrompt(previous, content, ctx);
    return { ...fallback, summary: `${fallback.summary.replace(/\.$/, '')} (built without the LLM: ${reason}).` };
  }
  return interpretPrompt(previous, content, ctx);
}

/**
 * A prompt's work: read the chapter's current scene document, apply the prompt to it, render the result, and
 * store scene, render and result under the prompt's own keys (so a retried job overwrites only itself).
 * Aborting `options.signal` stops it between steps and stops its child processes; it then rejects with the reason.
 */
export async function runPromptJob(storage: ObjectStorage, job: PromptJob, options: { signal?: AbortSignal } = {}): Promise<JobResult> {
  const { signal } = options;
  const work = await mkdtemp(join(tmpdir(), 'montage-prompt-'));
  const progress = progressReporter(storage, job.progressKey);
  try {
    progress.report(0);
    const previous = job.previousSceneKey ? SceneDocument.parse(await getJson(storage, job.previousSceneKey)) : undefined;
    const known = new Map<string, KnownAsset>(job.assets.map((a) => [a.id, { id: a.id, kind: a.kind, ready: a.ready }]));
    const ctx = { assets: known, chapterDuration: job.chapterDuration };
    const { document, summary } = await interpret(previous, job.content, ctx);
    signal?.throwIfAborted();

    // Only the assets the document uses are downloaded.
    const used = new Set([...document.scenes.flatMap((s) => (s.media ? [s.media.assetId] : [])), ...(document.soundtrack ? [document.soundtrack.assetId] : [])]);
    const media = new Map<string, string>();
    for (const asset of job.assets.filter((a) => used.has(a.id))) {
      const path = join(work, `${asset.id}`);
      await downloadTo(storage, asset.key, path);
      media.set(asset.id, path);
      signal?.throwIfAborted();
    }
    const output = join(work, 'render.mp4');
    const { seconds } = await renderChapter({ document, media, output, onProgress: (p) => progress.report(0.05 + p * 0.9), signal });
    signal?.throwIfAborted();
    await putJson(storage, job.sceneKey, document);
    const sizeBytes = await uploadFile(storage, job.outputKey, output, 'video/mp4');
    progress.report(1);
    await progress.flush();
    return { ok: true, message: summary, durationSeconds: seconds, sizeBytes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
