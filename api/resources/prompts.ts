import { submitPrompt } from '../../core/prompts.js';
import { PromptSubmission, SubmitPromptBody } from '../../model/prompt.js';
import type { ApiDeps } from '../deps.js';
import { defineRoute } from '../route.js';

export function promptRoutes({ store, clock }: ApiDeps) {
  return [
    defineRoute({
      method: 'post',
      path: '/projects/:projectId/chapters/:chapterId/prompt',
      operationId: 'submitPrompt',
      summary: "Submit a prompt that (re)builds the chapter's content",
      description:
        'Accepted for asynchronous processing (202). Poll GET the chapter: the last prompt entry shows the status and result.',
      tag: 'Prompts',
      body: SubmitPromptBody,
      success: { status: 202, schema: PromptSubmission, description: 'The prompt is processing' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
      handle: async ({ caller, params, body }) => {
        const prompt = await submitPrompt(store, clock, caller, params.projectId!, params.chapterId!, body);
        return {
          prompt_id: prompt.spec.id,
          status: 'processing' as const,
          message: 'Prompt accepted; the chapter is being built. Poll the chapter for the result.',
          estimated_time: '5-90 seconds',
        };
      },
    }),
  ];
}
