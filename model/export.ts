import { z } from 'zod';
import { OutputFormat } from './format.js';
import { SpecBase, StatusBase } from './common.js';
import { ExportState, Timestamp, id } from './fields.js';

export const ExportStart = z
  .object({
    id: id('export'),
    status: ExportState,
    message: z.string(),
    estimated_time: z.string().meta({ description: 'Human-readable estimate, e.g. "2-5 minutes"' }),
  })
  .meta({ id: 'ExportStart' });
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
  })
  .meta({ id: 'ExportStatus' });
export type ExportStatusResponse = z.infer<typeof ExportStatusResponse>;

/** Decision (spec: not shown): one export covers at most this many chapters. */
export const MAX_EXPORT_CHAPTERS = 1000;

/** One chapter as it was when the export started: later prompts do not change a running export. */
export const ExportedChapter = z.object({
  chapterId: id('chapter'),
  promptId: id('prompt'),
  key: z.string().min(1).max(1024),
  durationSeconds: z.number().min(0),
});

export const ExportSpec = z.object({
  id: id('export'),
  ...SpecBase,
  projectId: id('project'),
  chapters: z.array(ExportedChapter).min(1).max(MAX_EXPORT_CHAPTERS),
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
});
export type ExportStatus = z.infer<typeof ExportStatus>;
