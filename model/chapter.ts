import { z } from 'zod';
import { OutputFormat } from './format.js';
import { SpecBase, StatusBase } from './common.js';
import { ChapterDuration, ChapterName, ChapterState, PromptContent, PromptState, Timestamp, id } from './fields.js';
import { CHAPTER_EXAMPLE, CHAPTER_LIST_EXAMPLE, CREATED_CHAPTER_EXAMPLE, CREATE_CHAPTER_EXAMPLE } from './examples.js';

export const CreateChapterBody = z
  .object({
    name: ChapterName,
    duration: ChapterDuration.optional().meta({ description: 'Total length in whole seconds (1-600)' }),
  })
  .strict()
  .meta({ id: 'CreateChapterRequest', examples: [CREATE_CHAPTER_EXAMPLE] });
export type CreateChapterBody = z.infer<typeof CreateChapterBody>;

export const PromptEntry = z
  .object({
    id: id('prompt'),
    content: PromptContent,
    status: PromptState,
    result: z.string().nullable().meta({ description: 'Result message; null while processing' }),
    progress: z.number().min(0).max(1).optional().meta({ description: 'Only while processing: the render\'s progress, 0 to 1' }),
    created_at: Timestamp,
  })
  .meta({ id: 'PromptEntry' });
export type PromptEntry = z.infer<typeof PromptEntry>;

const chapterFields = {
  id: id('chapter'),
  project_id: id('project'),
  name: ChapterName,
  duration: ChapterDuration.nullable().meta({ description: 'Seconds; null when not supplied' }),
  created_at: Timestamp,
};

/** The create response: no derived fields yet. */
export const CreatedChapter = z.object(chapterFields).meta({ id: 'CreatedChapter', examples: [CREATED_CHAPTER_EXAMPLE] });
export const ChapterSummary = z
  .object({
    ...chapterFields,
    status: ChapterState.meta({ description: "Derived from the latest prompt" }),
    prompt_count: z.number().int().min(0),
  })
  .meta({ id: 'ChapterSummary' });
export const Chapter = ChapterSummary.extend({
  prompts: z.array(PromptEntry).meta({ description: 'Oldest first: the last element is the latest prompt' }),
  preview_url: z
    .string()
    .nullable()
    .meta({ description: "Signed, expiring URL of the chapter's latest completed render (MP4); null when there is none" }),
  format: OutputFormat.nullable().meta({
    description:
      "The output format of preview_url's render; null when there is none. After the project's format changes it is the old one until the chapter is re-rendered (status `processing` meanwhile)",
  }),
  render_error: z
    .string()
    .optional()
    .meta({ description: "Only when status is `error` because re-rendering the chapter in the project's new format failed: why. A new prompt (or PUT of the scene) retries" }),
}).meta({ id: 'Chapter', examples: [CHAPTER_EXAMPLE] });
export type Chapter = z.infer<typeof Chapter>;
export type ChapterSummary = z.infer<typeof ChapterSummary>;

export const ChapterList = z
  .object({ project_id: id('project'), chapters: z.array(ChapterSummary) })
  .meta({ id: 'ChapterList', examples: [CHAPTER_LIST_EXAMPLE] });

export const ChapterSpec = z.object({
  id: id('chapter'),
  ...SpecBase,
  projectId: id('project'),
  name: ChapterName,
  duration: ChapterDuration.nullable(),
  /** Claimed by the API with optimistic concurrency: the prompt that currently defines the chapter. */
  activePromptId: id('prompt').nullable(),
});
export type ChapterSpec = z.infer<typeof ChapterSpec>;

/** A chapter's current render in its project's format: a prompt's own render, or a re-render of its scene document. */
export const ChapterRender = z.object({
  promptId: id('prompt'),
  format: z.object(OutputFormat.shape),
  key: z.string().min(1).max(1024),
  durationSeconds: z.number().min(0),
  /** The scene document rendered (the prompt's). */
  sceneKey: z.string().max(1024),
  captionsKey: z.string().max(1024).optional(),
});
export type ChapterRender = z.infer<typeof ChapterRender>;

/** At most this many prompts go in one history segment (a JSON object of about 1-3 MB at most). */
export const HISTORY_SEGMENT_SIZE = 500;

export const ChapterStatus = z.object({
  ...StatusBase,
  state: ChapterState.optional(),
  promptCount: z.number().int().min(0).optional(),
  /** The latest completed prompt rendered in the project's format (controller/chapters/reconcile-chapter.ts). */
  render: ChapterRender.optional(),
  /** The re-render Job in flight: the latest completed prompt's scene document in the project's new format. */
  rerender: z
    .object({ job: z.string().max(63), promptId: id('prompt'), format: z.object(OutputFormat.shape), startedAt: Timestamp })
    .optional(),
  /**
   * Older prompts moved to object storage (controller/history/): the segments in the order they were made, each with
   * the number of prompts it holds once written. A segment is only ever rewritten with more prompts, so a reader may
   * cache one by key and count.
   */
  history: z
    .array(z.object({ key: z.string().min(1).max(1024), count: z.number().int().min(1).max(HISTORY_SEGMENT_SIZE) }))
    .max(10_000)
    .optional(),
  /** The last re-render that failed; not retried until the prompt or the format changes. */
  renderFailure: z.object({ promptId: id('prompt'), format: z.object(OutputFormat.shape), message: z.string().max(2000) }).optional(),
  /** The chapter's current prompt rendered in pieces (issue 31): its pieces done out of all (`kubectl get chapters`). */
  chunks: z.string().regex(/^\d+\/\d+$/).max(16).optional(),
});
export type ChapterStatus = z.infer<typeof ChapterStatus>;
