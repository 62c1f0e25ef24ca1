import { z } from 'zod';
import { OutputFormat } from './format.js';
import { SpecBase, StatusBase } from './common.js';
import { ExportState, Timestamp, id } from './fields.js';
import { StoredRow } from './template.js';
import { EXPORT_OPTIONS_EXAMPLE, EXPORT_START_EXAMPLE, EXPORT_STATUS_EXAMPLE } from './examples.js';

/*
 * What an export makes (issue 30). Everything is optional: an export started without a body is the spec's, an MP4
 * joined by stream copy in the project's format, plus a poster and one thumbnail per chapter (cheap stills). Options
 * that change the encoding (another container, a smaller resolution, a frame rate other than the chapters' 30, draft
 * or high quality) re-encode the joined video in the export's Job, with progress. Options the chapters' renders cannot
 * give (a frame larger than the project's, 50 or 60 fps, captions burned into chapters rendered without them) make the
 * export's Job render the chapters again from their stored scene documents (model/export-encoding.ts).
 */
export const EXPORT_CONTAINERS = ['mp4', 'webm', 'gif'] as const;
export const EXPORT_RESOLUTIONS = ['480p', '720p', '1080p', '1440p', '2160p'] as const;
export const EXPORT_FRAME_RATES = [12, 15, 24, 25, 30, 50, 60] as const;
export const EXPORT_CAPTIONS = ['sidecar', 'burned', 'none'] as const;
export const EXPORT_QUALITIES = ['draft', 'standard', 'high'] as const;
/** A GIF is a short loop: longer exports are refused, since a GIF minute is tens of megabytes. */
export const MAX_GIF_SECONDS = 30;

export const ExportOptions = z
  .object({
    format: z.enum(EXPORT_CONTAINERS).default('mp4').meta({ description: 'mp4 (H.264 + AAC, default), webm (VP9 + Opus) or gif (a loop without sound, at most 30 s, 12 fps and 480p unless asked)' }),
    resolution: z
      .enum(EXPORT_RESOLUTIONS)
      .optional()
      .meta({
        description:
          "The short side of the output; 2160p is 4K UHD (3840x2160 landscape). Default: the project's; a GIF's default is 480p. Larger than the project's (e.g. 1440p or 2160p): the export renders its chapters again at that size from their scene documents (slower), instead of scaling up. 2160p is at most 30 fps; a GIF at most 1080p",
      }),
    fps: z
      .literal(EXPORT_FRAME_RATES)
      .optional()
      .meta({
        description:
          "Frames per second: 12, 15, 24, 25, 30, 50 or 60. Default 30; a GIF's default is 12. The chapters render at 30: a lower rate keeps the frame nearest each instant; 50 or 60 renders the chapters again at that rate, so motion is sampled 50 or 60 times a second (never repeated frames). Not with 2160p, nor a GIF",
      }),
    quality: z.enum(EXPORT_QUALITIES).default('standard').meta({ description: 'draft (small, fast), standard or high (larger, slower)' }),
    captions: z
      .enum(EXPORT_CAPTIONS)
      .default('sidecar')
      .meta({
        description:
          'sidecar: WebVTT and SRT files beside the video when a chapter has narration captions; burned: every narrated chapter\'s captions drawn on the frames (chapters rendered without them are rendered again with them, in their caption style), plus the same WebVTT and SRT files; none: no caption files. Without "burned", captions drawn on the frames are chosen per chapter by its prompt ("with captions")',
      }),
    poster: z.enum(['jpeg', 'png', 'none']).default('jpeg').meta({ description: 'A still of the video (poster_url) as JPEG or PNG, or none' }),
    poster_at: z
      .number()
      .min(0)
      .max(86_400)
      .optional()
      .meta({ description: "Seconds into the video for the poster; default: a frame where the first chapter's main content is on screen" }),
    thumbnails: z.boolean().default(true).meta({ description: 'One small JPEG per chapter (files with kind "thumbnail")' }),
  })
  .strict()
  .meta({ id: 'ExportOptions', examples: [EXPORT_OPTIONS_EXAMPLE] });
export type ExportOptions = z.infer<typeof ExportOptions>;
/**
 * The same options as an answer shows them, defaults filled in. A component of its own: the request's
 * `ExportOptions` has every defaulted field optional, the answer's has them all present, and one shared component
 * would document one of the two wrongly.
 */
export const AppliedExportOptions = z.object(ExportOptions.shape).strict().meta({ id: 'AppliedExportOptions', examples: [EXPORT_OPTIONS_EXAMPLE] });

/** One file of a completed export, as GET shows it. */
export const ExportFile = z
  .object({
    kind: z.enum(['video', 'poster', 'thumbnail', 'captions']),
    url: z.string().meta({ description: 'Signed, expiring URL' }),
    content_type: z.string(),
    size_bytes: z.number().int().optional(),
    chapter_id: id('chapter').optional().meta({ description: 'The chapter a thumbnail shows' }),
  })
  .meta({ id: 'ExportFile' });

export const ExportStart = z
  .object({
    id: id('export'),
    status: ExportState,
    message: z.string(),
    estimated_time: z.string().meta({ description: 'Human-readable estimate, e.g. "2-5 minutes"' }),
  })
  .meta({ id: 'ExportStart', examples: [EXPORT_START_EXAMPLE] });
export type ExportStart = z.infer<typeof ExportStart>;

export const ExportStatusResponse = z
  .object({
    id: id('export'),
    status: ExportState,
    download_url: z.string().nullable().meta({ description: 'Signed, expiring URL of the MP4; non-null only when completed' }),
    captions_url: z
      .string()
      .nullable()
      .meta({ description: "Signed, expiring URL of the narration's subtitles (WebVTT) for the whole video; non-null only when completed and some chapter shows captions" }),
    captions_srt_url: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The same subtitles as SubRip (SRT), signed and expiring; non-null when captions_url is (absent or null on exports made before SRT was offered)' }),
    message: z
      .string()
      .optional()
      .meta({ description: "Only while queued behind something, e.g. chapters being re-rendered in the project's new format" }),
    error: z.string().optional().meta({ description: 'Only when status is failed' }),
    progress: z.number().min(0).max(1).meta({ description: 'How far the export is, 0 to 1 (1 when completed)' }),
    started_at: Timestamp.optional(),
    completed_at: Timestamp.optional(),
    duration_seconds: z.number().optional().meta({ description: 'Length of the exported video' }),
    options: AppliedExportOptions.optional().meta({ description: 'What the export was asked to make (defaults filled in)' }),
    poster_url: z.string().nullable().optional().meta({ description: 'Signed, expiring URL of the poster still; non-null when completed with a poster' }),
    files: z.array(ExportFile).optional().meta({ description: 'Every file of a completed export: the video, the poster, the thumbnails and the caption files' }),
    batch_id: id('batch').optional().meta({ description: 'The batch render this export is a row of' }),
    row: z.number().int().min(0).optional().meta({ description: 'Its row in the batch, from 0' }),
  })
  .meta({ id: 'ExportStatus', examples: [EXPORT_STATUS_EXAMPLE] });
export type ExportStatusResponse = z.infer<typeof ExportStatusResponse>;

/** Decision (spec: not shown): one export covers at most this many chapters. */
export const MAX_EXPORT_CHAPTERS = 1000;

/** One chapter as it was when the export started: later prompts do not change a running export. */
export const ExportedChapter = z.object({
  chapterId: id('chapter'),
  promptId: id('prompt'),
  key: z.string().min(1).max(1024),
  durationSeconds: z.number().min(0),
  /** The scene document the prompt rendered: a batch row fills its fields (absent on plain exports). */
  sceneKey: z.string().max(1024).optional(),
  /** The document uses merge fields (model/template.ts): a batch row renders it with its values. */
  templated: z.boolean().optional(),
  /** The chapter has a fixed duration (a longer narration is shortened at a pause), as its prompt rendered it. */
  fixedLength: z.boolean().optional(),
});

export const ExportSpec = z.object({
  id: id('export'),
  ...SpecBase,
  projectId: id('project'),
  chapters: z.array(ExportedChapter).min(1).max(MAX_EXPORT_CHAPTERS),
  /** Absent on exports made before options existed, and on those started without a body: the defaults. */
  options: z.object(ExportOptions.shape).optional(),
  /** The batch render and row this export is (absent on an export started on its own). */
  batch: z.object({ id: id('batch'), row: z.number().int().min(0).max(100_000) }).optional(),
  /** The row's merge-field values, with the project's defaults filled in (model/template.ts). */
  values: StoredRow.optional(),
});
export type ExportSpec = z.infer<typeof ExportSpec>;

export const ExportStatus = z.object({
  ...StatusBase,
  phase: ExportState.optional(),
  progress: z.number().min(0).max(1).optional(),
  startedAt: Timestamp.optional(),
  completedAt: Timestamp.optional(),
  durationSeconds: z.number().min(0).optional(),
  error: z.string().max(2000).optional(),
  outputKey: z.string().max(1024).optional(),
  /** The joined WebVTT subtitles, when any chapter has captions. */
  captionsKey: z.string().max(1024).optional(),
  /** The same subtitles as SubRip (SRT); absent on exports made before SRT was written. */
  captionsSrtKey: z.string().max(1024).optional(),
  /** The output format joined (the project's when the job was made). */
  format: z.object(OutputFormat.shape).optional(),
  /** Why a queued export has not started yet (chapters being re-rendered in the project's format). */
  waiting: z.string().max(2000).optional(),
  sizeBytes: z.number().int().min(0).optional(),
  /** The poster written (absent on exports made before posters were). */
  posterKey: z.string().max(1024).optional(),
  /** One thumbnail per exported chapter was written, at exportThumbnailKey (model/export-encoding.ts). */
  thumbnails: z.boolean().optional(),
  /** A batch export stopped because its batch was cancelled (its phase is failed). */
  cancelled: z.boolean().optional(),
  /** Chapters this export's job rendered with its row's values (the others were reused from storage). */
  renderedChapters: z.number().int().min(0).optional(),
});
export type ExportStatus = z.infer<typeof ExportStatus>;
