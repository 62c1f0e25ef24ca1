import { mkdtemp, rm } from 'node:fs/promises';
import { trackScratch } from './scratch-dirs.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { OutputFormat } from '../model/format.js';
import type { InterpretContext, KnownAsset } from './interpret.js';
import { interpretWithEngines } from './llm.js';
import { CachedChapterMeta, type ChapterPiecePlan, type JobResult, type PromptJob, type RenderPlan } from './job-spec.js';
import { chapterHash, jobPieceCache } from './render-cache.js';
import { renderChapter, type SplitResult } from './render/render-chapter.js';
import { speechSettingsFromEnv } from './speech/speech-endpoint.js';
import type { SceneDocument } from '../model/scene-document.js';
import { parseSceneDocument } from './scene/migrate.js';
import { downloadTo, getJson, progressReporter, putJson, uploadFile, type EngineStorage } from './storage-files.js';
import { transcriberFromEnv } from './transcribe.js';
import { usedAssets } from './used-assets.js';
import { toWebVtt } from './render/captions/captions.js';

interface Interpretation {
  document: SceneDocument;
  summary: string;
  /** The output format the prompt asked for, when it asked for one. */
  format?: OutputFormat;
}

/** The optional LLM engine when configured (its result says which engine built the chapter), else the deterministic one. */
async function interpret(previous: SceneDocument | undefined, content: string, ctx: InterpretContext): Promise<Interpretation> {
  const result = await interpretWithEngines(previous, content, ctx, process.env);
  return { document: parseSceneDocument(result.document), summary: result.summary, ...(result.format ? { format: result.format } : {}) };
}

/** The result's message with what the render changed (e.g. the narration shortened), as one more sentence. */
function withNote(message: string, note: string | undefined): string {
  if (!note) return message;
  return `${message.replace(/\s+$/, '')} Note: ${note}.`;
}

function describe(doc: SceneDocument, seconds: number): string {
  const scenes = doc.scenes.length;
  return `Rendered the scene document (${scenes} scene${scenes === 1 ? '' : 's'}, ${Math.round(seconds * 10) / 10} s).`;
}

/**
 * A prompt's work: read the chapter's current scene document, apply the prompt to it, render the result, and
 * store scene, render and result under the prompt's own keys (so a retried job overwrites only itself). With a
 * `sceneSourceKey` (a `PUT .../scene`, or a chapter re-rendered in its project's new format), the stored document is
 * rendered as it is instead. Every render is in the project's format (`job.format`).
 * Aborting `options.signal` stops it between steps and stops its child processes; it then rejects with the reason.
 */
export async function runPromptJob(storage: EngineStorage, job: PromptJob, options: { signal?: AbortSignal } = {}): Promise<JobResult> {
  const { signal } = options;
  const work = await mkdtemp(join(tmpdir(), 'montage-prompt-'));
  const untrack = trackScratch(work);
  const progress = progressReporter(storage, job.progressKey);
  try {
    progress.report(0);
    let interpretation: Interpretation | undefined;
    let document: SceneDocument;
    if (job.sceneSourceKey) {
      document = parseSceneDocument(await getJson(storage, job.sceneSourceKey));
    } else {
      const previous = job.previousSceneKey ? parseSceneDocument(await getJson(storage, job.previousSceneKey)) : undefined;
      const known = new Map<string, KnownAsset>(job.assets.map((a) => [a.id, { id: a.id, kind: a.kind, ready: a.ready, ...(a.name ? { name: a.name } : {}), ...(a.seconds ? { seconds: a.seconds } : {}) }]));
      interpretation = await interpret(previous, job.content, { assets: known, chapterDuration: job.chapterDuration, format: job.format });
      document = interpretation.document;
    }
    signal?.throwIfAborted();

    // Only the assets the document uses are downloaded.
    const used = usedAssets(document);
    const media = new Map<string, string>();
    for (const asset of job.assets.filter((a) => used.has(a.id))) {
      const path = join(work, `${asset.id}`);
      await downloadTo(storage, asset.key, path);
      media.set(asset.id, path);
      signal?.throwIfAborted();
    }
    const output = join(work, 'render.mp4');
    const format = interpretation?.format ?? job.format;
    const fixedLength = Boolean(job.chapterDuration) && !job.sceneSourceKey;
    // The render cache (issue 31): the same document, format, length rule and voice as an earlier render of this
    // chapter is that render again: it is copied, nothing is rendered.
    const plan = job.render;
    const hash = plan ? chapterHash(document, format, fixedLength, process.env) : undefined;
    const whole = plan?.cached.find((c) => c.kind === 'chapter' && c.hash === hash && c.metaKey);
    if (plan && hash && whole) {
      const reused = await reuseChapter(storage, job, whole.key, whole.metaKey!, output).catch(() => undefined);
      if (reused) {
        progress.report(1);
        await progress.flush();
        return {
          ok: true,
          message: withNote(interpretation ? interpretation.summary : describe(reused.document, reused.durationSeconds), reused.note),
          durationSeconds: reused.durationSeconds,
          sizeBytes: reused.sizeBytes,
          ...(reused.captions ? { captions: true } : {}),
          ...(interpretation?.format ? { format: interpretation.format } : {}),
          render: { hash, reused: true, hits: [hash], stored: [], pieces: 0 },
        };
      }
    }
    const pieceCache = plan ? jobPieceCache(storage, plan) : undefined;
    let chunks: { done: number; total: number } | undefined;
    let split: SplitResult | undefined;
    // A prompt that asks for a format ("make it vertical") is rendered in it; the controller then sets it on the
    // project and re-renders the other chapters, so every chapter ends in the same format.
    const rendered = await renderChapter({
      document,
      format,
      mediaDir: work,
      media,
      output,
      onProgress: (p) => progress.report(0.05 + p * 0.9, chunks),
      signal,
      // The chapter's own duration is a fixed length: a longer narration is shortened, not the chapter grown.
      fixedLength,
      // The optional neural voice, configured by the operator as the LLM engine is.
      speech: speechSettingsFromEnv(process.env),
      transcribe: transcriberFromEnv(process.env),
      ...(plan
        ? {
            chunking: {
              workers: plan.workers,
              thresholdMegapixelSeconds: plan.chunkThreshold,
              cache: pieceCache,
              onPieces: (done: number, total: number) => (chunks = { done, total }),
              // The Indexed Job path: the audio mix is stored now (the job's directory goes with the render's end).
              ...(plan.split
                ? {
                    split: async (s: SplitResult) => {
                      await uploadFile(storage, plan.split!.audioKey, s.audioPath, 'audio/mp4');
                      split = s;
                    },
                  }
                : {}),
            },
          }
        : {}),
    });
    if (rendered.planned && split && plan?.split) {
      return await storePlan(storage, job, plan, split, {
        message: withNote(interpretation ? interpretation.summary : describe(split.document, split.seconds), rendered.note),
        format,
        hash,
        askedFormat: interpretation?.format,
      });
    }
    const { seconds, captions } = rendered;
    signal?.throwIfAborted();
    // The document as rendered: its last scene may have grown to hold the narration.
    if (rendered.document) document = rendered.document;
    await putJson(storage, job.sceneKey, document);
    const sizeBytes = await uploadFile(storage, job.outputKey, output, 'video/mp4');
    const wroteCaptions = captions !== undefined && job.captionsKey !== undefined;
    if (wroteCaptions) await storage.put(job.captionsKey!, Readable.from([Buffer.from(captions, 'utf8')]), { contentType: 'text/vtt' });
    // What the cache keeps beside this render, should the controller cache it (controller/cache/).
    if (plan?.metaKey) {
      const meta: CachedChapterMeta = { durationSeconds: seconds, captions: captions ?? null, document, ...(rendered.note ? { note: rendered.note } : {}) };
      await putJson(storage, plan.metaKey, meta).catch(() => undefined);
    }
    progress.report(1);
    await progress.flush();
    return {
      ok: true,
      message: withNote(interpretation ? interpretation.summary : describe(document, seconds), rendered.note),
      durationSeconds: seconds,
      sizeBytes,
      ...(wroteCaptions ? { captions: true } : {}),
      ...(interpretation?.format ? { format: interpretation.format } : {}),
      ...(plan && hash && pieceCache
        ? { render: { hash, reused: false, hits: pieceCache.hits, stored: pieceCache.stored, pieces: rendered.pieces?.length ?? 0 } }
        : {}),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
    untrack();
  }
}

/** An earlier render of the same chapter input, from the cache, stored as this prompt's own; undefined if unreadable. */
async function reuseChapter(storage: EngineStorage, job: PromptJob, key: string, metaKey: string, path: string) {
  const meta = CachedChapterMeta.parse(await getJson(storage, metaKey));
  const document = parseSceneDocument(meta.document);
  await downloadTo(storage, key, path);
  await putJson(storage, job.sceneKey, document);
  const sizeBytes = await uploadFile(storage, job.outputKey, path, 'video/mp4');
  const captions = meta.captions !== null && job.captionsKey !== undefined;
  if (captions) await storage.put(job.captionsKey!, Readable.from([Buffer.from(meta.captions!, 'utf8')]), { contentType: 'text/vtt' });
  return { document, durationSeconds: meta.durationSeconds, sizeBytes, captions, ...(meta.note ? { note: meta.note } : {}) };
}

/**
 * The plan job's answer on the Indexed Job path: the scene document and captions under the prompt's keys (as a
 * render stores them), the plan at `split.planKey` (its pieces, each with the cached key when the render cache
 * holds it), and a result saying so; the controller runs the pieces' Indexed Job and the join from it.
 */
async function storePlan(
  storage: EngineStorage,
  job: PromptJob,
  render: RenderPlan,
  split: SplitResult,
  about: { message: string; format: OutputFormat; hash: string | undefined; askedFormat: OutputFormat | undefined },
): Promise<JobResult> {
  const cached = new Map(render.cached.filter((c) => c.kind !== 'chapter').map((c) => [c.hash, c.key]));
  const plan: ChapterPiecePlan = {
    document: split.document,
    format: about.format,
    seconds: split.seconds,
    message: about.message,
    ...(split.captions ? { captions: { ...split.captions, vtt: toWebVtt(split.captions.cues) } } : {}),
    pieces: split.pieces.map((p) => ({ ...p, ...(cached.has(p.hash) ? { cachedKey: cached.get(p.hash)! } : {}) })),
    ...(about.hash ? { hash: about.hash } : {}),
    ...(about.askedFormat ? { askedFormat: about.askedFormat } : {}),
  };
  await putJson(storage, job.sceneKey, split.document);
  const captions = split.captions !== undefined && job.captionsKey !== undefined;
  if (captions) await storage.put(job.captionsKey!, Readable.from([Buffer.from(plan.captions!.vtt, 'utf8')]), { contentType: 'text/vtt' });
  await putJson(storage, render.split!.planKey, plan);
  const todo = plan.pieces.filter((p) => !p.cachedKey).length;
  return {
    ok: true,
    message: about.message,
    durationSeconds: split.seconds,
    ...(captions ? { captions: true } : {}),
    ...(about.askedFormat ? { format: about.askedFormat } : {}),
    planned: { pieces: plan.pieces.length, todo },
  };
}
