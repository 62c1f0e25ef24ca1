import { z } from 'zod';
import type { InterpretContext, Interpretation } from './interpret.js';
import { SceneDocument } from './scene.js';

/*
 * An optional engine: an OpenAI-compatible chat completions endpoint (MONTAGE_LLM_URL) writes the scene document.
 * Its answer is only a proposal: it is parsed and validated by the same zod schema as the deterministic engine's,
 * media it names must be among the caller's ready assets the controller passed in (nothing else is ever read), and
 * any failure — network, timeout, refusal, invalid JSON or schema — falls back to the deterministic engine.
 */

export interface LlmSettings {
  /** Base URL of an OpenAI-compatible API, e.g. https://llm.internal/v1 (configured by the operator). */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings | undefined {
  if (!env.MONTAGE_LLM_URL) return undefined;
  return {
    url: env.MONTAGE_LLM_URL.replace(/\/+$/, ''),
    model: env.MONTAGE_LLM_MODEL ?? 'gpt-4o-mini',
    apiKey: env.MONTAGE_LLM_API_KEY,
    timeoutMs: Number(env.MONTAGE_LLM_TIMEOUT_MS ?? 30_000),
  };
}

const Answer = z.object({ document: z.unknown(), summary: z.string().min(1).max(300) });
const Completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const SCHEMA = JSON.stringify(z.toJSONSchema(SceneDocument, { io: 'input' }));

function instructions(ctx: InterpretContext): string {
  const assets = [...ctx.assets.values()].filter((a) => a.ready).map((a) => ({ id: a.id, kind: a.kind }));
  return [
    'You edit the scene document of one chapter of a video. Apply the user\'s request to the current document',
    '(or create one when there is none) and answer with JSON only: {"document": <scene document>, "summary": "<one sentence saying what you built>"}.',
    `The document must match this JSON Schema: ${SCHEMA}`,
    `Media and soundtrack may only use these assets: ${JSON.stringify(assets)}.`,
    ctx.chapterDuration ? `The scenes' durations must add up to ${ctx.chapterDuration} seconds.` : '',
    'Show quoted text verbatim.',
  ].join('\n');
}

/** Removes media the caller does not own (or that are not ready): a proposal never widens what is read. */
function onlyKnownAssets(doc: SceneDocument, ctx: InterpretContext): SceneDocument {
  const usable = (id: string, kinds: string[]) => {
    const asset = ctx.assets.get(id);
    return asset?.ready === true && kinds.includes(asset.kind);
  };
  return {
    ...doc,
    scenes: doc.scenes.map((scene) => (scene.media && !usable(scene.media.assetId, [scene.media.kind]) ? { ...scene, media: undefined } : scene)),
    soundtrack: doc.soundtrack && usable(doc.soundtrack.assetId, ['audio']) ? doc.soundtrack : undefined,
  };
}

/** The LLM's interpretation, or undefined (with the reason) when it cannot be used. */
export async function interpretWithLlm(
  settings: LlmSettings,
  previous: SceneDocument | undefined,
  prompt: string,
  ctx: InterpretContext,
): Promise<{ interpretation?: Interpretation; reason?: string }> {
  try {
    const res = await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions(ctx) },
          { role: 'user', content: JSON.stringify({ current_document: previous ?? null, request: prompt }) },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) return { reason: `the LLM answered ${res.status}` };
    const content = Completion.parse(await res.json()).choices[0]!.message.content;
    const answer = Answer.parse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    const parsed = SceneDocument.safeParse(answer.document);
    if (!parsed.success) return { reason: 'the LLM proposed an invalid scene document' };
    return { interpretation: { document: SceneDocument.parse(onlyKnownAssets(parsed.data, ctx)), summary: answer.summary } };
  } catch (err) {
    return { reason: `the LLM could not be used (${(err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message.slice(0, 100)})` };
  }
}
