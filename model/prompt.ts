import { z } from 'zod';
import { OutputFormat } from './format.js';
import { SpecBase, StatusBase } from './common.js';
import { PromptContent, PromptState, Timestamp, id } from './fields.js';
import { PROMPT_SUBMISSION_EXAMPLE, SUBMIT_PROMPT_EXAMPLE } from './examples.js';

export const SubmitPromptBody = z
  .object({
    content: PromptContent,
    force: z
      .boolean()
      .optional()
      .meta({ description: 'When true, supersede a prompt still processing for this chapter instead of getting 409' }),
  })
  .strict()
  .meta({ id: 'SubmitPromptRequest', examples: [SUBMIT_PROMPT_EXAMPLE] });
export type SubmitPromptBody = z.infer<typeof SubmitPromptBody>;

export const PromptSubmission = z
  .object({
    prompt_id: id('prompt'),
    status: PromptState,
    message: z.string(),
    estimated_time: z.string().meta({ description: 'Human-readable estimate, e.g. "30-90 seconds"' }),
  })
  .meta({ id: 'PromptSubmission', examples: [PROMPT_SUBMISSION_EXAMPLE] });
export type PromptSubmission = z.infer<typeof PromptSubmission>;

/** Where a completed prompt's render lives in object storage. */
export const RenderOutput = z.object({
  key: z.string().min(1).max(1024),
  durationSeconds: z.number().min(0),
  /** Absent on renders made before formats existed: landscape 720p. */
  format: z.object(OutputFormat.shape).optional(),
  /** The narration's WebVTT subtitles, when the document shows captions. */
  captionsKey: z.string().max(1024).optional(),
});

export const PromptSpec = z.object({
  id: id('prompt'),
  ...SpecBase,
  projectId: id('project'),
  chapterId: id('chapter'),
  content: PromptContent,
  force: z.boolean(),
  /** A `PUT .../scene`: the stored scene document to render as it is (content then only says so). */
  sceneSourceKey: z.string().max(1024).optional(),
});
export type PromptSpec = z.infer<typeof PromptSpec>;

export const PromptStatus = z.object({
  ...StatusBase,
  phase: PromptState.optional(),
  result: z.string().max(2000).nullable().optional(),
  progress: z.number().min(0).max(1).optional(),
  startedAt: Timestamp.optional(),
  completedAt: Timestamp.optional(),
  supersededBy: id('prompt').optional(),
  /** The output format its job renders in, chosen (from the project) before the job is made. */
  format: z.object(OutputFormat.shape).optional(),
  /** The scene document this prompt produced (object storage key); the next prompt edits it. */
  sceneKey: z.string().max(1024).optional(),
  output: RenderOutput.optional(),
  /** A chapter rendered in pieces (issue 31): pieces done out of all, e.g. `3/10` (cached pieces count as done). */
  chunks: z.string().regex(/^\d+\/\d+$/).max(16).optional(),
  /** The Indexed Job path (docs/chunked-rendering.md): past the plan job, the stage its Jobs are at. */
  renderStage: z.enum(['pieces', 'join']).optional(),
});
export type PromptStatus = z.infer<typeof PromptStatus>;
