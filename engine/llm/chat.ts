import { z } from 'zod';
import type { ChatMessage } from './messages.js';
import { ANSWER_SCHEMA_NAME, responseJsonSchema } from './answer.js';
import type { LlmSettings } from './settings.js';

/*
 * One request to an OpenAI-compatible `POST {url}/chat/completions`: the messages, temperature 0, and the
 * `response_format` the settings ask for. It answers the message's text, or why there is none (a timeout, a
 * status, a refusal, a body that is not a completion). Nothing here logs; no reason ever holds the API key.
 */

const Completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

export type ChatResult = { content: string; truncated: boolean } | { failure: string };

function responseFormat(settings: LlmSettings): Record<string, unknown> {
  if (settings.responseFormat === 'json_object') return { type: 'json_object' };
  return { type: 'json_schema', json_schema: { name: ANSWER_SCHEMA_NAME, strict: settings.strict, schema: responseJsonSchema(settings.strict) } };
}

/** The request body, exactly as sent (also what the tests read back from the fake server). */
export function chatRequestBody(settings: LlmSettings, messages: readonly ChatMessage[]): Record<string, unknown> {
  return {
    model: settings.model,
    temperature: 0,
    ...(settings.maxTokens ? { max_tokens: settings.maxTokens } : {}),
    response_format: responseFormat(settings),
    messages,
  };
}

/** A reason safe to put in a result: the key, should any text quote it, is blanked. */
export function redacted(reason: string, settings: Pick<LlmSettings, 'apiKey'>): string {
  return settings.apiKey ? reason.split(settings.apiKey).join('[key]') : reason;
}

export async function chatCompletion(settings: LlmSettings, messages: readonly ChatMessage[]): Promise<ChatResult> {
  let res: Response;
  try {
    res = await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify(chatRequestBody(settings, messages)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (err) {
    return { failure: describeFetchError(err, settings) };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return { failure: `the LLM answered HTTP ${res.status}` };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    return { failure: (err as Error).name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : 'the LLM answered something that is not a chat completion' };
  }
  const completion = Completion.safeParse(body);
  if (!completion.success) return { failure: 'the LLM answered something that is not a chat completion' };
  const choice = completion.data.choices[0]!;
  if (choice.message.refusal) return { failure: 'the LLM refused the request' };
  if (!choice.message.content) return { failure: 'the LLM answered no content' };
  return { content: choice.message.content, truncated: choice.finish_reason === 'length' };
}

function describeFetchError(err: unknown, settings: LlmSettings): string {
  const error = err as Error & { cause?: { code?: string; message?: string } };
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `no answer within ${settings.timeoutMs} ms`;
  // fetch says "fetch failed"; what failed (ECONNREFUSED, ENOTFOUND, a certificate) is its cause.
  const what = error.cause?.code ?? error.cause?.message ?? error.message;
  return redacted(`the LLM could not be reached (${what.slice(0, 80)})`, settings);
}
