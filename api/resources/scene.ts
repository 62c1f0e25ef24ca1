import { getScene, putScene } from '../../core/scene.js';
import { PromptSubmission } from '../../model/prompt.js';
import { SceneDocumentIn, SceneDocumentOut, SceneQuery } from '../../model/scene.js';
import type { ApiDeps } from '../deps.js';
import { defineRoute } from '../route.js';

const ETAG_HEADER = { description: "The scene document's version (the id of the prompt that made it): send it as `If-Match` with the next PUT", schema: { type: 'string' } };

export function sceneRoutes({ store, storage, clock }: ApiDeps) {
  const path = '/projects/:projectId/chapters/:chapterId/scene';
  return [
    defineRoute({
      method: 'get',
      path,
      operationId: 'getScene',
      summary: "The chapter's latest scene document",
      description:
        'The document the latest completed prompt rendered (what `preview_url` shows), as version 2 with every default filled in. ' +
        'A prompt edits this document; PUT replaces it. 404 while the chapter has no completed prompt.',
      tag: 'Scene documents',
      success: { status: 200, schema: SceneDocumentOut, description: 'The scene document', headers: { ETag: ETAG_HEADER } },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, res }) => {
        const { document, prompt } = await getScene(store, storage, caller, params.projectId!, params.chapterId!);
        res.setHeader('ETag', `"${prompt.spec.id}"`);
        return document;
      },
    }),
    defineRoute({
      method: 'put',
      path,
      operationId: 'putScene',
      summary: "Replace the chapter's scene document and render it",
      description:
        'The body is a version 2 scene document (GET one for an example). It is validated (unknown fields are refused), every asset it ' +
        "uses must be one of the caller's `ready` assets of the right kind, and then it is handled like a prompt: a prompt entry whose content " +
        `is "(scene document edited through the API)" is added to the chapter's history and the document is rendered as it is, in the ` +
        "project's format. Same rules as a prompt: 409 while another prompt is processing, unless `?force=true`. Later prompts edit this document. " +
        'Send `If-Match` with the `ETag` of the document you edited (from GET) so that two editors never overwrite each other silently: when another edit or ' +
        "prompt came in since, the answer is `412 PRECONDITION_FAILED` and nothing changes; the 202 carries the new version's `ETag` for the next edit.",
      tag: 'Scene documents',
      body: SceneDocumentIn,
      query: SceneQuery,
      success: { status: 202, schema: PromptSubmission, description: 'The document is being rendered', headers: { ETag: ETAG_HEADER } },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'PRECONDITION_FAILED', 'RATE_LIMITED'],
      handle: async ({ caller, params, query, req, res }) => {
        // The raw body, not the parsed one: parsing strips unknown fields, and those must be refused.
        const ifMatch = req.headers['if-match'];
        const prompt = await putScene(store, storage, clock, caller, params.projectId!, params.chapterId!, req.body, query.force, ifMatch);
        res.setHeader('ETag', `"${prompt.spec.id}"`);
        return {
          prompt_id: prompt.spec.id,
          status: 'processing' as const,
          message: 'Scene document accepted; the chapter is being rendered from it. Poll the chapter for the result.',
          estimated_time: '5-90 seconds',
        };
      },
    }),
  ];
}
