import type { InterpretContext, Interpretation } from '../interpret.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { parseSceneDocument } from '../scene/migrate.js';
import { answerJsonSchema } from './answer.js';
import { chatCompletion, redacted } from './chat.js';
import { correctionMessage, systemMessage, userMessage, type ChatMessage } from './messages.js';
import type { LlmSettings } from './settings.js';
import { checkAnswer } from './validate.js';

/*
 * The LLM engine's reading of a prompt: the model corrects the deterministic draft; an answer that cannot be used
 * (not JSON, not the schema, assets the caller does not own) is sent back once with its problems listed; a second
 * unusable answer, an HTTP error, a timeout or a refusal ends it with the reason, and the caller keeps the draft.
 */

export interface LlmOutcome {
  interpretation?: Interpretation;
  /** Why the model's reading is not used (absent when it is). */
  reason?: string;
  /** Requests made: 1, or 2 when the first answer was sent back for correction. */
  requests: number;
}

const MAX_ECHO_CHARS = 24_000;

export async function interpretWithLlm(
  settings: LlmSettings,
  previous: unknown,
  prompt: string,
  ctx: InterpretContext,
  draft: Interpretation,
): Promise<LlmOutcome> {
  let current: SceneDocument | null;
  try {
    current = previous === undefined || previous === null ? null : parseSceneDocument(previous);
  } catch {
    return { reason: 'the current scene document could not be read', requests: 0 };
  }
  const messages: ChatMessage[] = [
    { role: 'system', content: systemMessage(ctx, JSON.stringify(answerJsonSchema())) },
    { role: 'user', content: userMessage(prompt, current, draft) },
  ];
  const first = await chatCompletion(settings, messages);
  if ('failure' in first) return { reason: first.failure, requests: 1 };
  const checked = checkAnswer(first.content, ctx, first.truncated);
  if ('interpretation' in checked) return { interpretation: checked.interpretation, requests: 1 };
  messages.push({ role: 'assistant', content: first.content.slice(0, MAX_ECHO_CHARS) }, { role: 'user', content: correctionMessage(checked.problems) });
  const second = await chatCompletion(settings, messages);
  if ('failure' in second) return { reason: second.failure, requests: 2 };
  const corrected = checkAnswer(second.content, ctx, second.truncated);
  if ('interpretation' in corrected) return { interpretation: corrected.interpretation, requests: 2 };
  return { reason: redacted(`its answer was unusable twice (${corrected.problems[0]})`, settings), requests: 2 };
}
