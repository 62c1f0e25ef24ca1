import { z } from 'zod';
import { id } from '../model/fields.js';
import { PromptContent } from '../model/fields.js';
import { DEFAULT_FORMAT, OutputFormat, RenderFormat } from '../model/format.js';
import { EXPORT_CONTAINERS, EXPORT_QUALITIES } from '../model/export.js';
import { exportThumbnailKey } from '../model/export-encoding.js';

/*
 * What a Job is told and what it answers. The controller gathers everything the engine needs (it can read the
 * store; Job pods cannot reach the Kubernetes API), passes it as JSON in MONTAGE_JOB, and reads the answer back
 * from object storage at a key it chose. The same contract serves Kubernetes Jobs and local child processes.
 */

/**
 * The objects a job may read and write, as one URL per object and method, made by the controller (runner/
 * storage-grants.ts): S3 presigned URLs in a cluster, the embedded service's job object server otherwise. It is the
 * engine's only way to object storage, so a job holds no storage credentials and can touch nothing else.
 */
export const StorageGrant = z.record(z.string(), z.object({ get: z.string().url().optional(), put: z.string().url().optional() }));
export type StorageGrant = z.infer<typeof StorageGrant>;

export const JobAsset = z.object({
  id: id('asset'),
  kind: z.enum(['image', 'video', 'audio']),
  key: z.string().min(1),
  ready: z.boolean(),
  /** Its file name: an edit may name a picture by it ("remove the photo of the kitchen": kitchen.jpg). Text only. */
  name: z.string().max(255).optional(),
  /** A video's length in seconds, when probed: a clip with no length said plays whole, and sets its scene's length. */
  seconds: z.number().positive().optional(),
});
export type JobAsset = z.infer<typeof JobAsset>;

/**
 * How a prompt job renders (issue 31): in pieces with local FFmpeg processes past a size, and with the render cache.
 * The controller decides what is cached (jobs cannot list storage): it names the cached renders this job may reuse,
 * by content address (model/render-key.ts) and granted key, and the slots it may write new pieces to; after the job
 * it moves the slots' pieces into the cache (controller/cache/).
 */
export const RenderPlan = z.object({
  /** Pieces rendered at once (local FFmpeg processes). */
  workers: z.number().int().min(1).max(64).default(1),
  /** Seconds × megapixels from which a chapter renders in pieces (engine/render/chunks/plan.ts). */
  chunkThreshold: z.number().min(0).default(60),
  /** Cached renders of this chapter's earlier documents: a whole chapter (with its `metaKey`), or one piece. */
  cached: z.array(z.object({ kind: z.enum(['chapter', 'scene', 'chunk', 'audio']), hash: z.string().regex(/^[0-9a-f]{64}$/), key: z.string(), metaKey: z.string().optional() })).max(256).default([]),
  /** Where this job writes the pieces it renders, in order (the controller copies them into the cache). */
  slots: z.array(z.string()).max(64).default([]),
  /** Where it writes what the cache keeps beside a whole chapter's render (captions, rendered document, length). */
  metaKey: z.string().optional(),
  /**
   * The Indexed Job path (cluster mode, docs/chunked-rendering.md): a chapter past the threshold is not rendered by
   * this job but planned: it writes the plan (ChapterPiecePlan) to `planKey` and the chapter's one audio mix to
   * `audioKey`, and answers with `planned`; the controller then runs one Indexed Job for the pieces and a join job.
   */
  split: z.object({ planKey: z.string(), audioKey: z.string() }).optional(),
});
export type RenderPlan = z.infer<typeof RenderPlan>;

/** What the cache keeps beside a whole chapter's render: enough to answer the prompt without rendering. */
export const CachedChapterMeta = z.object({
  durationSeconds: z.number(),
  captions: z.string().nullable(),
  document: z.unknown(),
  note: z.string().optional(),
});
export type CachedChapterMeta = z.infer<typeof CachedChapterMeta>;

/**
 * A chapter planned for the Indexed Job path, as the plan job stores it: the document as rendered (narration fitted),
 * what the captions draw, and each piece (one per scene, engine/render/chunks/plan.ts) with its content address and,
 * when the render cache holds it, the cached key (then no index renders it).
 */
export const ChapterPiecePlan = z.object({
  document: z.unknown(),
  format: OutputFormat,
  seconds: z.number(),
  /** The prompt's answer, for the join job's result. */
  message: z.string(),
  captions: z.object({ cues: z.array(z.unknown()).max(5000), style: z.string(), top: z.number().optional(), vtt: z.string() }).optional(),
  pieces: z.array(z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), kind: z.enum(['scene', 'chunk']), frames: z.number().int().min(1), seconds: z.number(), cachedKey: z.string().optional() })).min(1).max(128),
  /** The chapter's render content address and the format the prompt asked for, when it asked for one. */
  hash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  askedFormat: OutputFormat.optional(),
});
export type ChapterPiecePlan = z.infer<typeof ChapterPiecePlan>;

export const PromptJob = z.object({
  type: z.literal('prompt'),
  promptId: id('prompt'),
  content: PromptContent,
  chapterDuration: z.number().int().positive().nullable(),
  /** The scene document of the chapter's latest completed prompt, which this prompt edits. */
  previousSceneKey: z.string().nullable(),
  /** The caller's assets the prompt refers to (looked up by the controller; nothing else is ever read). */
  assets: z.array(JobAsset).max(100),
  /** The project's output format: every chapter renders in it. */
  format: OutputFormat.default(DEFAULT_FORMAT),
  /**
   * A stored scene document to render as it is, instead of interpreting `content`: a `PUT .../scene`, or a chapter
   * re-rendered in its project's new format.
   */
  sceneSourceKey: z.string().nullable().default(null),
  sceneKey: z.string(),
  outputKey: z.string(),
  /** WebVTT subtitles of the narration, written when the document shows captions. */
  captionsKey: z.string().optional(),
  resultKey: z.string(),
  progressKey: z.string(),
  /** Chunked rendering and the render cache; absent: one FFmpeg run, no cache. */
  render: RenderPlan.optional(),
  grant: StorageGrant.optional(),
});
export type PromptJob = z.infer<typeof PromptJob>;
export type PromptJobInput = z.input<typeof PromptJob>;

/**
 * A chapter an export renders itself (a batch row's template filled with its values, issue 30): the document is
 * rendered to the chapter's `key` (a content address, model/render-key.ts), with `metaKey` ({durationSeconds,
 * captions}) written last, so the controller reuses the render for any later row that fills it the same way.
 */
export const ExportChapterRender = z.object({
  document: z.unknown(),
  /** The project's format, or an export's larger or faster one (model/export-encoding.ts exportRender). */
  format: RenderFormat,
  fixedLength: z.boolean(),
  assets: z.array(JobAsset).max(100),
  metaKey: z.string(),
  captionsKey: z.string(),
});
export type ExportChapterRender = z.infer<typeof ExportChapterRender>;

export const ExportJob = z.object({
  type: z.literal('export'),
  exportId: id('export'),
  chapters: z.array(z.object({ key: z.string(), durationSeconds: z.number(), captionsKey: z.string().nullable().default(null), render: ExportChapterRender.optional() })).min(1),
  outputKey: z.string(),
  /** The chapters' captions joined into one WebVTT file, written when any chapter has captions. */
  captionsKey: z.string().optional(),
  /** The same captions as SubRip (SRT), written with the WebVTT file. */
  captionsSrtKey: z.string().optional(),
  /** Re-encode the joined chapters (model/export-encoding.ts); absent: the stream copy is the output. */
  encode: z
    .object({ container: z.enum(EXPORT_CONTAINERS), width: z.number().int().min(2).max(4096), height: z.number().int().min(2).max(4096), fps: z.number().int().min(1).max(60), quality: z.enum(EXPORT_QUALITIES) })
    .optional(),
  /** The chapters' frame size (the project's format), which the stills are scaled from. */
  frame: z.object({ width: z.number().int().min(2), height: z.number().int().min(2) }).optional(),
  /** A still of the output at `at` seconds. */
  poster: z.object({ key: z.string(), at: z.number().min(0), format: z.enum(['jpeg', 'png']) }).optional(),
  /** One small JPEG per chapter, at `at` seconds into the output. */
  thumbnails: z.array(z.object({ chapterId: id('chapter'), key: z.string(), at: z.number().min(0) })).optional(),
  resultKey: z.string(),
  progressKey: z.string(),
  grant: StorageGrant.optional(),
});
export type ExportJob = z.infer<typeof ExportJob>;

/**
 * One index of a chapter's Indexed Job: completion index i (JOB_COMPLETION_INDEX) renders piece `pieces[i]` of the
 * plan at `planKey` into `slots[i]`. It writes no result: its exit code is its answer (0 done, 2 bad input: the Job's
 * podFailurePolicy fails the whole Job at once; anything else is retried, that index alone).
 */
export const PieceJob = z.object({
  type: z.literal('piece'),
  promptId: id('prompt'),
  planKey: z.string(),
  pieces: z.array(z.number().int().min(0)).min(1).max(128),
  slots: z.array(z.string()).min(1).max(128),
  assets: z.array(JobAsset).max(100),
  grant: StorageGrant.optional(),
});
export type PieceJob = z.infer<typeof PieceJob>;

/** The join after the Indexed Job: the pieces (`segments`, in order) by stream copy, muxed with the audio mix. */
export const JoinJob = z.object({
  type: z.literal('join'),
  promptId: id('prompt'),
  planKey: z.string(),
  audioKey: z.string(),
  segments: z.array(z.string()).min(1).max(128),
  outputKey: z.string(),
  resultKey: z.string(),
  progressKey: z.string(),
  grant: StorageGrant.optional(),
});
export type JoinJob = z.infer<typeof JoinJob>;

/** The exit code of a job whose input can never render (an index of the Indexed Job fails the whole Job on it). */
export const EXIT_BAD_INPUT = 2;

export const JobSpec = z.discriminatedUnion('type', [PromptJob, ExportJob, PieceJob, JoinJob]);
export type JobSpec = z.infer<typeof JobSpec>;
/** What the controller hands a runner: defaults (format, captions) are filled in when the engine parses it. */
export type JobSpecInput = z.input<typeof JobSpec>;

export const JobResult = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** One sentence for people: what was built. */
    message: z.string(),
    durationSeconds: z.number(),
    sizeBytes: z.number().int().optional(),
    /** A WebVTT file was written at the job's captionsKey (and an export's SRT at its captionsSrtKey, when it has one). */
    captions: z.boolean().optional(),
    /** An export wrote its poster and its thumbnails. */
    poster: z.boolean().optional(),
    thumbnails: z.boolean().optional(),
    /** The output format the prompt asked for ("vertical", "square", "1080p"): the controller sets it on the project. */
    format: OutputFormat.optional(),
    /**
     * The render cache's part (issue 31): the chapter's content address (chapterRenderHash), whether it was reused
     * from the cache, the cached entries it read, and the pieces it wrote to its slots for the cache.
     */
    render: z
      .object({
        hash: z.string().regex(/^[0-9a-f]{64}$/),
        reused: z.boolean(),
        hits: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(256),
        stored: z.array(z.object({ kind: z.enum(['scene', 'chunk', 'audio']), hash: z.string().regex(/^[0-9a-f]{64}$/), slot: z.number().int().min(0) })).max(128),
        pieces: z.number().int().min(0),
      })
      .optional(),
    /** A plan job's answer: the chapter was planned (ChapterPiecePlan), not rendered; `todo` pieces are to render. */
    planned: z.object({ pieces: z.number().int().min(1), todo: z.number().int().min(0) }).optional(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type JobResult = z.infer<typeof JobResult>;

export const JobProgress = z.object({
  progress: z.number().min(0).max(1),
  at: z.string(),
  /** A chapter rendered in pieces (issue 31): the pieces done, cached ones included, out of all. */
  chunks: z.object({ done: z.number().int().min(0), total: z.number().int().min(1) }).optional(),
});
export type JobProgress = z.infer<typeof JobProgress>;

/** Stable object keys: re-running a job overwrites its own outputs, never another's. */
export const jobKeys = {
  prompt: (chapterId: string, promptId: string) => ({
    sceneKey: `chapters/${chapterId}/prompts/${promptId}/scene.json`,
    outputKey: `chapters/${chapterId}/prompts/${promptId}/render.mp4`,
    resultKey: `chapters/${chapterId}/prompts/${promptId}/result.json`,
    progressKey: `chapters/${chapterId}/prompts/${promptId}/progress.json`,
    captionsKey: `chapters/${chapterId}/prompts/${promptId}/captions.vtt`,
  }),
  /** A prompt job's slots for new pieces and the meta of its whole render, moved into the render cache after it. */
  promptCache: (chapterId: string, promptId: string) => ({
    slotKey: (index: number) => `chapters/${chapterId}/prompts/${promptId}/pieces/${index}.mp4`,
    metaKey: `chapters/${chapterId}/prompts/${promptId}/render-meta.json`,
    /** The Indexed Job path's plan and audio mix (RenderPlan `split`). */
    planKey: `chapters/${chapterId}/prompts/${promptId}/plan.json`,
    audioKey: `chapters/${chapterId}/prompts/${promptId}/audio.m4a`,
  }),
  export: (projectId: string, exportId: string, container: 'mp4' | 'webm' | 'gif' = 'mp4') => ({
    outputKey: `projects/${projectId}/exports/${exportId}/export.${container}`,
    posterKey: (extension: string) => `projects/${projectId}/exports/${exportId}/poster.${extension}`,
    thumbnailKey: (index: number) => exportThumbnailKey(projectId, exportId, index),
    resultKey: `projects/${projectId}/exports/${exportId}/result.json`,
    progressKey: `projects/${projectId}/exports/${exportId}/progress.json`,
    captionsKey: `projects/${projectId}/exports/${exportId}/captions.vtt`,
    captionsSrtKey: `projects/${projectId}/exports/${exportId}/captions.srt`,
  }),
};
