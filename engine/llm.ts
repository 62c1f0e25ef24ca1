import { z } from 'zod';
import { OutputFormat } from '../model/format.js';
import type { InterpretContext, Interpretation } from './interpret.js';
import { SceneDocument, type Layer } from '../model/scene-document.js';
import { parseSceneDocument } from './scene/migrate.js';

/*
 * An optional engine: an OpenAI-compatible chat completions endpoint (MONTAGE_LLM_URL) writes the scene document
 * (version 2, model/scene-document.ts). Its answer is only a proposal: it is parsed and validated by the same zod
 * schema as the deterministic engine's, media it names must be among the caller's ready assets the controller passed
 * in (nothing else is ever read), and any failure — network, timeout, refusal, invalid JSON or schema — falls back to
 * the deterministic engine.
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

const Answer = z.object({ document: z.unknown(), summary: z.string().min(1).max(500), format: z.unknown().optional() });
const Completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const SCHEMA = JSON.stringify(z.toJSONSchema(SceneDocument, { io: 'input' }));

function instructions(ctx: InterpretContext): string {
  const assets = [...ctx.assets.values()].filter((a) => a.ready).map((a) => ({ id: a.id, kind: a.kind }));
  return [
    'You edit the scene document (version 2) of one chapter of a video. Apply the user\'s request to the current document',
    '(or create one when there is none): keep everything the request does not change. Answer with JSON only:',
    '{"document": <scene document>, "summary": "<one sentence saying what you built or changed>", "format": <optional>}.',
    `The document must match this JSON Schema: ${SCHEMA}`,
    'A scene has layers drawn in order: text (role heading, subtitle, body, quote, attribution, name, role or caption),',
    'list (items revealed `stagger` seconds apart, 0 for all at once), media (image or video, Ken Burns for images),',
    'logo, chart (bar or line, labelled values), counter (counts from `from` to `to`) and shape. Placements are named',
    'anchors (center, top, bottom-left, lower-third, left-half, …) or boxes in fractions of the frame; times are seconds',
    'from the scene\'s start; `transition` says how a scene follows the one before it. Colours are #rrggbb.',
    'Put text on screen only where the request quotes it or asks for it, verbatim.',
    `Media, logos and the soundtrack may only use these assets: ${JSON.stringify(assets)}.`,
    ctx.chapterDuration ? `The scenes' durations must add up to ${ctx.chapterDuration} seconds.` : '',
    'When the request asks for a format (vertical/portrait/9:16/stories, square/1:1, landscape/16:9, 1080p/full HD),',
    'add "format": {"aspect": "landscape"|"portrait"|"square", "resolution": "720p"|"1080p"}; the document itself has no size.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Removes media the caller does not own (or that are not ready): a proposal never widens what is read. */
function onlyKnownAssets(doc: SceneDocument, ctx: InterpretContext): SceneDocument {
  const usable = (id: string, kinds: string[]) => {
    const asset = ctx.assets.get(id);
    return asset?.ready === true && kinds.includes(asset.kind);
  };
  const keep = (layer: Layer) => {
    if (layer.type === 'media') return usable(layer.assetId, [layer.kind]);
    if (layer.type === 'logo') return usable(layer.assetId, ['image']);
    // A layout keeps only usable cells, and only while it still has two.
    if (layer.type === 'layout') return layer.cells.filter((c) => usable(c.assetId, [c.kind])).length >= 2;
    return true;
  };
  const cellsKept = (layer: Layer): Layer => (layer.type === 'layout' ? { ...layer, cells: layer.cells.filter((c) => usable(c.assetId, [c.kind])) } : layer);
  const { soundtrack, ...rest } = doc;
  return {
    ...rest,
    scenes: doc.scenes.map((scene) => ({ ...scene, layers: scene.layers.filter(keep).map(cellsKept) })),
    ...(soundtrack && usable(soundtrack.assetId, ['audio']) ? { soundtrack } : {}),
  };
}

/** The LLM's interpretation, or undefined (with the reason) when it cannot be used. `previous` may be of any version. */
export async function interpretWithLlm(
  settings: LlmSettings,
  previous: unknown,
  prompt: string,
  ctx: InterpretContext,
): Promise<{ interpretation?: Interpretation; reason?: string }> {
  try {
    const current = previous === undefined || previous === null ? null : parseSceneDocument(previous);
    const res = await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions(ctx) },
          { role: 'user', content: JSON.stringify({ current_document: current, request: prompt }) },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) return { reason: `the LLM answered ${res.status}` };
    const content = Completion.parse(await res.json()).choices[0]!.message.content;
    const answer = Answer.parse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    const parsed = SceneDocument.safeParse(answer.document);
    if (!parsed.success) return { reason: 'the LLM proposed an invalid scene document' };
    const format = answer.format === undefined || answer.format === null ? undefined : OutputFormat.safeParse(answer.format);
    if (format && !format.success) return { reason: 'the LLM proposed an invalid format' };
    const document = SceneDocument.parse(onlyKnownAssets(parsed.data, ctx));
    return { interpretation: { document, summary: answer.summary, ...(format?.data ? { format: format.data } : {}) } };
  } catch (err) {
    return { reason: `the LLM could not be used (${(err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message.slice(0, 100)})` };
  }
}
