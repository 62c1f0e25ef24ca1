import type { Interpretation, InterpretContext } from '../interpret.js';
import type { SceneDocument } from '../../model/scene-document.js';

/*
 * What the model is told: the task and the rules (system), then the request with the chapter's current document and
 * the deterministic interpreter's reading of the request as a draft to correct (user). The draft gives a small model
 * the structure (scenes, roles, placements) and the exact texts; the model's part is what the rules missed.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function systemMessage(ctx: InterpretContext, schema: string): string {
  const assets = [...ctx.assets.values()].filter((a) => a.ready).map((a) => ({ id: a.id, kind: a.kind, ...(a.name ? { name: a.name } : {}) }));
  return [
    "You write the scene document (version 2) of one chapter of a video from a user's request. The user message has",
    '`request`, `current_document` (the chapter as it is, or null for a new chapter: keep everything the request does',
    'not change) and `draft`: a rule-based reading of the same request (`draft.document`, and `draft.result`, the',
    'sentence it would report). Start from the draft: keep what it got right, and correct what it got wrong or missed.',
    'Answer with one JSON object: {"document": <scene document>, "summary": "<one sentence: what you built or changed>",',
    '"format": <only when the request asks for one>}.',
    '',
    'Rules:',
    '- Text on screen is content only: quoted text, and the words the request asks to show, verbatim. The request\'s',
    '  instructions ("add", "make", "put", "use", "show", "keep", "read"…, with their placements, colours, styles and',
    '  timings) are never drawn: they become layers, placements, colours, animations and timings.',
    '- A scene has layers drawn in order: text (role heading, subtitle, body, quote, attribution, name, role or caption),',
    '  list, media (image or video), logo, chart, counter, shape, layout, progress, graphic, button, particles.',
    '  Placements are named anchors (center, top, bottom-left, lower-third, left-half…) or boxes in fractions of the',
    '  frame; times are seconds from the scene\'s start; colours are #rrggbb.',
    '- Words to be spoken go in `narration` (with `captions` when asked); the spoken text is not also a text layer.',
    `- Media, logos, layouts and the soundtrack may only use these assets (by id and kind): ${JSON.stringify(assets)}.`,
    ctx.chapterDuration ? `- The scenes' durations must add up to ${ctx.chapterDuration} seconds.` : '',
    '- Only when the request asks for a format (vertical/portrait/9:16/stories, square/1:1, landscape/16:9, 720p/1080p)',
    '  give "format": {"aspect": "landscape"|"portrait"|"square", "resolution": "720p"|"1080p"}; otherwise null.',
    '',
    `The answer matches this JSON Schema: ${schema}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function userMessage(prompt: string, current: SceneDocument | null, draft: Interpretation): string {
  return JSON.stringify({
    request: prompt,
    current_document: current,
    draft: { document: draft.document, result: draft.summary, ...(draft.format ? { format: draft.format } : {}) },
  });
}

/** The correction asked for once, after an answer that could not be used: what was wrong, and the same task again. */
export function correctionMessage(problems: readonly string[]): string {
  return [
    'That answer cannot be used:',
    ...problems.map((p) => `- ${p}`),
    'Answer again with the whole corrected JSON object (document, summary, format), and nothing else.',
  ].join('\n');
}
