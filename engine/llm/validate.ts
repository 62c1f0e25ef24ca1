import type { z } from 'zod';
import type { InterpretContext, Interpretation } from '../interpret.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { LlmAnswer } from './answer.js';
import { withoutNulls } from './strict-schema.js';

/*
 * The model's answer is a proposal: it is used only when it parses as JSON, matches the answer's zod schema, and
 * every asset it names is one of the caller's ready assets of the right kind (a proposal never widens what a job
 * reads). Otherwise the problems are listed, in words the model can act on when it is asked once to correct them.
 */

export type Checked = { interpretation: Interpretation } | { problems: string[] };

const MAX_PROBLEMS = 12;

const pathOf = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : '(the answer)');

function schemaProblems(error: z.ZodError): string[] {
  return error.issues.slice(0, MAX_PROBLEMS).map((issue) => `${pathOf(issue.path)}: ${issue.message}`);
}

/** Asset references the caller cannot use, as problems ("document.scenes.0.layers.1.assetId: …"). */
export function assetProblems(doc: SceneDocument, ctx: InterpretContext): string[] {
  const problems: string[] = [];
  const check = (at: string, id: string, kinds: readonly string[]) => {
    const asset = ctx.assets.get(id);
    if (!asset || !asset.ready) problems.push(`${at}: ${id} is not one of the caller's ready assets`);
    else if (!kinds.includes(asset.kind)) problems.push(`${at}: ${id} is a ${asset.kind}, not ${kinds.join(' or ')}`);
  };
  doc.scenes.forEach((scene, s) =>
    scene.layers.forEach((layer, l) => {
      const at = `document.scenes.${s}.layers.${l}`;
      if (layer.type === 'media') check(`${at}.assetId`, layer.assetId, [layer.kind]);
      if (layer.type === 'logo') check(`${at}.assetId`, layer.assetId, ['image']);
      if (layer.type === 'layout') layer.cells.forEach((cell, c) => check(`${at}.cells.${c}.assetId`, cell.assetId, [cell.kind]));
    }),
  );
  if (doc.soundtrack) check('document.soundtrack.assetId', doc.soundtrack.assetId, ['audio']);
  return problems;
}

/** The answer's text as an interpretation, or what is wrong with it. */
export function checkAnswer(content: string, ctx: InterpretContext, truncated = false): Checked {
  let json: unknown;
  try {
    // Some servers wrap JSON in a Markdown fence even in JSON mode.
    json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch (err) {
    return { problems: [truncated ? 'the answer was cut off at the token limit before its JSON ended' : `the answer is not JSON (${(err as Error).message.slice(0, 120)})`] };
  }
  const parsed = LlmAnswer.safeParse(withoutNulls(json));
  if (!parsed.success) return { problems: schemaProblems(parsed.error) };
  const { document, summary, format } = parsed.data;
  const assets = assetProblems(document, ctx);
  if (assets.length) return { problems: assets.slice(0, MAX_PROBLEMS) };
  return { interpretation: { document, summary: summary.trim(), ...(format ? { format } : {}) } };
}
