import { z } from 'zod';
import { SpecBase, StatusBase } from './common.js';
import { ChapterDuration, ChapterName, ChapterState, PromptContent, PromptState, Timestamp, id } from './fields.js';

export const CreateChapterBody = z
  .object({
    name: ChapterName,
    duration: ChapterDuration.optional().meta({ description: 'Total length in whole seconds (1-600)' }),
  })
  .strict()
  .meta({ id: 'CreateChapterRequest' });
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
export const CreatedChapter = z.object(chapterFields).meta({ id: 'CreatedChapter' });
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
}).meta({ id: 'Chapter' });
export type Chapter = z.infer<typeof Chapter>;
export type ChapterSummary = z.infer<typeof ChapterSummary>;

export const ChapterList = z
  .object({ project_id: id('project'), chapters: z.array(ChapterSummary) })
  .meta({ id: 'ChapterList' });

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

export const ChapterStatus = z.object({
  ...StatusBase,
  state: ChapterState.optional(),
  promptCount: z.number().int().min(0).optional(),
});
export type ChapterStatus = z.infer<typeof ChapterStatus>;
