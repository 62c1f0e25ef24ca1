import { z } from 'zod';
import { OutputFormat } from '../../model/format.js';
import { SceneDocument } from '../../model/scene-document.js';
import { strictJsonSchema } from './strict-schema.js';

/*
 * What the model answers: the scene document, one sentence saying what it built, and the output format when the
 * prompt asked for one. zod is the one source of the shape: the JSON Schema sent to the model is generated from this
 * schema (in its input form: fields with defaults may be left out), and the answer is parsed by it.
 */
export const LlmAnswer = z.object({
  document: SceneDocument,
  summary: z.string().min(1).max(500).describe('One sentence for the user: what was built or changed, and anything of the request not understood'),
  format: OutputFormat.optional().describe('Only when the request asks for a format (vertical, square, 1080p…)'),
});
export type LlmAnswer = z.infer<typeof LlmAnswer>;

type Json = Record<string, unknown>;

/** The answer's JSON Schema as zod writes it (draft 2020-12, input form, no `$schema`). */
export function answerJsonSchema(): Json {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(LlmAnswer, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return schema;
}

/** The schema for `response_format`: the strict-mode form (strict-schema.ts) or the full one. */
export function responseJsonSchema(strict: boolean): Json {
  return strict ? strictJsonSchema(answerJsonSchema()) : answerJsonSchema();
}

/** The name `response_format.json_schema.name` carries (letters, digits, `_` and `-` only). */
export const ANSWER_SCHEMA_NAME = 'montage_scene_document';
