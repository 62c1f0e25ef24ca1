/*
 * The LLM engine's settings, read from the engine's environment (the service's in the embedded mode, the render
 * Job's in a cluster: runtime/engine-env.ts passes exactly these names on). Only MONTAGE_LLM_URL is required; without
 * it the deterministic interpreter alone reads prompts. The API key is a secret: it goes into the request's
 * Authorization header and nowhere else (never into a result, an error or a log line).
 */

/** How the answer's shape is asked for (docs/llm-engine.md "What is sent"). */
export const RESPONSE_FORMATS = ['json_schema', 'json_object'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

export interface LlmSettings {
  /** Base URL of an OpenAI-compatible API, e.g. https://llm.internal/v1; `/chat/completions` is appended. */
  url: string;
  model: string;
  apiKey?: string;
  /** Milliseconds one request may take (the engine makes at most two: the answer and one correction). */
  timeoutMs: number;
  /** json_schema: structured outputs with the document's JSON Schema; json_object: JSON mode, the schema in the prompt. */
  responseFormat: ResponseFormat;
  /** json_schema only: `strict: true` and the strict-mode form of the schema (every field required, nullable). */
  strict: boolean;
  /** The answer's token budget (`max_tokens`); absent: the server's default. */
  maxTokens?: number;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

const positive = (value: string | undefined, fallback: number | undefined, name: string): number | undefined => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of ${name.endsWith('_MS') ? 'milliseconds' : 'tokens'}, not "${value}"`);
  return Math.round(n);
};

/** The settings, or undefined when no MONTAGE_LLM_URL is set. A malformed setting throws (named, never its value for the key). */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings | undefined {
  const url = env.MONTAGE_LLM_URL?.trim();
  if (!url) return undefined;
  const format = env.MONTAGE_LLM_RESPONSE_FORMAT?.trim() || 'json_schema';
  if (!(RESPONSE_FORMATS as readonly string[]).includes(format)) {
    throw new Error(`MONTAGE_LLM_RESPONSE_FORMAT must be one of ${RESPONSE_FORMATS.join(', ')}, not "${format}"`);
  }
  const strict = env.MONTAGE_LLM_STRICT?.trim().toLowerCase() || 'true';
  if (strict !== 'true' && strict !== 'false') throw new Error(`MONTAGE_LLM_STRICT must be true or false, not "${strict}"`);
  const maxTokens = positive(env.MONTAGE_LLM_MAX_TOKENS, undefined, 'MONTAGE_LLM_MAX_TOKENS');
  return {
    url: url.replace(/\/+$/, ''),
    model: env.MONTAGE_LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
    ...(env.MONTAGE_LLM_API_KEY ? { apiKey: env.MONTAGE_LLM_API_KEY } : {}),
    timeoutMs: positive(env.MONTAGE_LLM_TIMEOUT_MS, DEFAULT_LLM_TIMEOUT_MS, 'MONTAGE_LLM_TIMEOUT_MS')!,
    responseFormat: format as ResponseFormat,
    strict: strict === 'true',
    ...(maxTokens ? { maxTokens } : {}),
  };
}
