import { z } from 'zod';
import { SceneDocument } from './scene-document.js';
import { queryBoolean } from './query-params.js';
import { SCENE_DOCUMENT_INPUT_EXAMPLE } from './examples.js';

/*
 * The scene document as the API shows and takes it (model/scene-document.ts is the one schema). Two components,
 * because the same schema reads differently: a GET always shows every field (defaults filled in), a PUT may omit
 * the ones with defaults.
 */
const DESCRIPTION =
  "What a chapter is made of (version 2): scenes of layers (text with roles, lists, media, logo, chart, counter, shapes) with placements, timing and animations, transitions between scenes, a soundtrack and narration. Positions are fractions of the frame or named anchors, so one document renders in every output format.";

export const SceneDocumentOut = SceneDocument.meta({ id: 'SceneDocument', description: DESCRIPTION, examples: [SceneDocument.parse(SCENE_DOCUMENT_INPUT_EXAMPLE)] });
export const SceneDocumentIn = SceneDocument.meta({
  id: 'SceneDocumentInput',
  description: `${DESCRIPTION} Fields with a default may be omitted; unknown fields are refused.`,
  examples: [SCENE_DOCUMENT_INPUT_EXAMPLE],
});

/** The history entry a `PUT .../scene` records (its prompt's content). */
export const SCENE_EDIT_CONTENT = '(scene document edited through the API)';

export const SceneQuery = z.object({
  force: queryBoolean('true: supersede a prompt still processing for this chapter instead of getting 409 (as `force` of a prompt)'),
});
