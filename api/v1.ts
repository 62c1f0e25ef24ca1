import express, { Router } from 'express';
import { NotFoundError } from '../model/errors.js';
import { idPattern, type IdKind } from '../model/ids.js';
import { authenticate, withBearerChallenge } from './auth.js';
import { allowedMethods } from './methods.js';
import type { ApiDeps } from './deps.js';
import { buildOpenApiDocument } from './openapi.js';
import { rateLimit } from './rate-limit.js';
import { assetRoutes } from './resources/assets.js';
import { batchRoutes } from './resources/batches.js';
import { chapterRoutes } from './resources/chapters.js';
import { exportRoutes } from './resources/exports.js';
import { frameRoutes } from './resources/frame.js';
import { projectRoutes } from './resources/projects.js';
import { promptRoutes } from './resources/prompts.js';
import { sceneRoutes } from './resources/scene.js';
import { templateRoutes } from './resources/templates.js';
import { webhookRoutes } from './resources/webhooks.js';
import { baseUrl } from './public-url.js';
import { mountRoute, type RouteDefinition } from './route.js';

export const API_DESCRIPTION = [
  'Create video projects, add chapters, describe each chapter in a prompt, and export the project as one MP4. ' +
    'Every request carries `Authorization: Bearer <API key>`. Errors are `{error, code, hint?}` (the `Error` schema).',
  '**HTTP conventions.** A `201` carries `Location`, the new resource\'s URL. Paged lists carry an RFC 8288 `Link` header ' +
    '(`first`, `prev`, `next`, `last`). JSON answers of 1 KB or more are compressed (`br` or `gzip`) when `Accept-Encoding` asks; ' +
    'file downloads never are. A `401` carries `WWW-Authenticate: Bearer realm="montage"` (with `error="invalid_token"` when a key was sent but refused). ' +
    'A path asked with a method it does not take is `405 METHOD_NOT_ALLOWED` with `Allow`; `OPTIONS` on any path answers `204` with `Allow`, without a key. ' +
    'Paths are case-sensitive (`/API/V1/PROJECTS` is `404`). Query parameters are typed (integers with their ranges, booleans as `true`/`false`); ' +
    'a value out of range or of another form is `400 VALIDATION_ERROR`, never clamped.',
  '**Downloads.** An asset\'s `url` answers its bytes with a strong `ETag` (`If-None-Match` → `304`) and byte ranges (`206`; past the end `416` with ' +
    '`Content-Range: bytes */<size>`). The signed `download_url`, `captions_url` and `preview_url` download under the project\'s name ' +
    '(`<project>.mp4`, `<project>.vtt`, `<project> - <chapter>.mp4`): `Content-Disposition` with an ASCII `filename=` and the exact UTF-8 `filename*=` (RFC 5987), ' +
    'sent by this service for its own signed links and by S3 for presigned ones (`response-content-disposition`); both answer byte ranges.',
].join('\n\n');

/** The published contract, built from the route definitions themselves. */
export function openApiDocument(routes: RouteDefinition<any, any>[] = allRoutes(ROUTE_METADATA_ONLY)) {
  return buildOpenApiDocument(routes, { version: '1.0.0', description: API_DESCRIPTION });
}

/** Route definitions read only for their metadata (the OpenAPI generator) never run a handler. */
const ROUTE_METADATA_ONLY = new Proxy({} as ApiDeps, {
  get: (_t, prop) => (prop === 'then' ? undefined : () => {
    throw new Error(`route metadata only: ${String(prop)} is not available`);
  }),
});

export function allRoutes(deps: ApiDeps): RouteDefinition<any, any>[] {
  return [...assetRoutes(deps), ...projectRoutes(deps), ...chapterRoutes(deps), ...promptRoutes(deps), ...sceneRoutes(deps), ...frameRoutes(deps), ...exportRoutes(deps), ...batchRoutes(deps), ...templateRoutes(deps), ...webhookRoutes(deps)];
}

/** Decision: a path id that cannot be an id of its kind names nothing, so it is 404 NOT_FOUND like a missing one. */
function requireIdParam(router: Router, param: string, kind: IdKind, label: string): void {
  const pattern = idPattern(kind);
  router.param(param, (_req, _res, next, value: string) => {
    next(pattern.test(value) ? undefined : new NotFoundError(label));
  });
}

export function apiV1Router(deps: ApiDeps): Router {
  // Paths are case-sensitive (/API/V1/PROJECTS is 404): one spelling per resource, as the document gives it.
  const router = Router({ caseSensitive: true });
  const routes = allRoutes(deps);
  const document = openApiDocument(routes);
  const methods = allowedMethods([{ method: 'get', path: '/openapi.json' }, ...routes]);
  // OPTIONS answers which methods a path takes, without a key (it tells no more than the public document).
  router.use(methods.options);
  // The contract is public: readable without a key, so clients and tools can discover the API.
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  requireIdParam(router, 'projectId', 'project', 'Project');
  requireIdParam(router, 'chapterId', 'chapter', 'Chapter');
  requireIdParam(router, 'assetId', 'asset', 'Asset');
  requireIdParam(router, 'webhookId', 'webhook', 'Webhook');
  requireIdParam(router, 'batchId', 'batch', 'Batch');
  requireIdParam(router, 'exportId', 'export', 'Export');
  router.use(withBearerChallenge(authenticate(deps.keys)), rateLimit(deps.rateLimiter));
  // Bodies are parsed for JSON types only; mountRoute refuses other Content-Types with a hint.
  router.use(express.json({ limit: '1mb', type: (req) => /json/i.test(String(req.headers['content-type'] ?? '')) }));
  for (const route of routes) mountRoute(router, route, [], { idempotency: deps.idempotency, base: (req) => baseUrl(deps, req) });
  // A known path asked with another method: 405 with `Allow` (after authentication, like every other answer).
  router.use(methods.notAllowed);
  return router;
}
