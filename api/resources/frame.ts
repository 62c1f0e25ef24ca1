import type { Response } from 'express';
import { z } from 'zod';
import { Stills, type Still } from '../../core/still.js';
import { SceneDocumentIn } from '../../model/scene.js';
import { StillQuery } from '../../model/still.js';
import type { ApiDeps } from '../deps.js';
import { defineRoute } from '../route.js';

/*
 * A still of one instant of a chapter (core/still.ts): of its latest scene document (GET), or of a document sent in
 * the request and not stored (POST: the console's editor previews each change with it). The image is the answer.
 */

const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const HEADERS = {
  ETag: { description: "The still's content address (strong): the same document, instant, size and format give the same image", schema: { type: 'string' } },
  'X-Montage-Still': { description: '`cached` when the still was drawn before (served from memory), `drawn` otherwise', schema: { type: 'string', enum: ['cached', 'drawn'] } },
};
const DESCRIPTION =
  'The frame at `t` seconds as the render draws it (PNG by default, or JPEG), at `width` pixels with the height of the project\'s aspect, ' +
  'without rendering the chapter: the scene at that instant is composed once, by the same filter graph as the render, from that frame on ' +
  '(inside a transition, the two scenes blended). Not drawn: the narration\'s captions (they are timed to the synthesised speech). ' +
  'Stills are cached by content address: the same document, instant, size and format answer the same bytes (and `ETag`) without drawing again; ' +
  '`If-None-Match` with that ETag is `304`. 400 when `t` is at or past the chapter\'s end, `width` is odd or out of range (neither side may pass 1920), or `format` is not png or jpeg.';

function send(res: Response, req: { headers: Record<string, unknown> }, still: Still): undefined {
  res.setHeader('ETag', still.etag);
  res.setHeader('Cache-Control', 'private, max-age=3600');
  res.setHeader('X-Montage-Still', still.cached ? 'cached' : 'drawn');
  if (req.headers['if-none-match'] === still.etag) {
    res.status(304).end();
    return undefined;
  }
  res.status(200).type(still.contentType).setHeader('Content-Length', String(still.image.length));
  res.end(still.image);
  return undefined;
}

export function frameRoutes(deps: ApiDeps) {
  const path = '/projects/:projectId/chapters/:chapterId/frame';
  let stills: Stills | undefined;
  // Made on first use: route definitions are also read for their metadata alone (the OpenAPI generator).
  const service = () => (stills ??= new Stills(deps.store, deps.storage));
  const success = { status: 200, schema: z.string(), description: 'The still', media: { contentTypes: IMAGE_TYPES }, headers: HEADERS };
  const otherResponses = { '304': { description: '`If-None-Match` names this still\'s ETag', headers: { ETag: HEADERS.ETag } } };
  return [
    defineRoute({
      method: 'get',
      path,
      operationId: 'getFrame',
      summary: "A still of one instant of the chapter's scene document",
      description: `${DESCRIPTION} 404 while the chapter has no completed prompt (no scene document yet).`,
      tag: 'Scene documents',
      query: StillQuery,
      success,
      otherResponses,
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, query, req, res }) => send(res, req, await service().ofChapter(caller, params.projectId!, params.chapterId!, query)),
    }),
    defineRoute({
      method: 'post',
      path,
      operationId: 'previewFrame',
      summary: 'A still of one instant of the scene document sent (not stored)',
      description: `${DESCRIPTION} The body is a scene document checked as \`PUT .../scene\` checks it (unknown fields and others' assets are refused); nothing is stored or rendered.`,
      tag: 'Scene documents',
      body: SceneDocumentIn,
      query: StillQuery,
      success,
      otherResponses,
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      // The raw body: parsing strips unknown fields, and those must be refused.
      handle: async ({ caller, params, query, req, res }) => send(res, req, await service().ofDocument(caller, params.projectId!, params.chapterId!, req.body, query)),
    }),
  ];
}
