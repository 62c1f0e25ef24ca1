import express, { Router } from 'express';
import { NotFoundError } from '../model/errors.js';
import { idPattern, type IdKind } from '../model/ids.js';
import { authenticate } from './auth.js';
import type { ApiDeps } from './deps.js';
import { buildOpenApiDocument } from './openapi.js';
import { rateLimit } from './rate-limit.js';
import { assetRoutes } from './resources/assets.js';
import { chapterRoutes } from './resources/chapters.js';
import { exportRoutes } from './resources/exports.js';
import { projectRoutes } from './resources/projects.js';
import { promptRoutes } from './resources/prompts.js';
import { sceneRoutes } from './resources/scene.js';
import { webhookRoutes } from './resources/webhooks.js';
import { mountRoute, type RouteDefinition } from './route.js';

export const API_DESCRIPTION =
  'Create video projects, add chapters, describe each chapter in a prompt, and export the project as one MP4. ' +
  'Every request carries `Authorization: Bearer <API key>`. Errors are `{error, code, hint?}`.';

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
  return [...assetRoutes(deps), ...projectRoutes(deps), ...chapterRoutes(deps), ...promptRoutes(deps), ...sceneRoutes(deps), ...exportRoutes(deps), ...webhookRoutes(deps)];
}

/** Decision: a path id that cannot be an id of its kind names nothing, so it is 404 NOT_FOUND like a missing one. */
function requireIdParam(router: Router, param: string, kind: IdKind, label: string): void {
  const pattern = idPattern(kind);
  router.param(param, (_req, _res, next, value: string) => {
    next(pattern.test(value) ? undefined : new NotFoundError(label));
  });
}

export function apiV1Router(deps: ApiDeps): Router {
  const router = Router();
  const routes = allRoutes(deps);
  const document = openApiDocument(routes);
  // The contract is public: readable without a key, so clients and tools can discover the API.
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  requireIdParam(router, 'projectId', 'project', 'Project');
  requireIdParam(router, 'chapterId', 'chapter', 'Chapter');
  requireIdParam(router, 'assetId', 'asset', 'Asset');
  requireIdParam(router, 'webhookId', 'webhook', 'Webhook');
  router.use(authenticate(deps.keys), rateLimit(deps.rateLimiter));
  // Bodies are parsed for JSON types only; mountRoute refuses other Content-Types with a hint.
  router.use(express.json({ limit: '1mb', type: (req) => /json/i.test(String(req.headers['content-type'] ?? '')) }));
  for (const route of routes) mountRoute(router, route, [], deps.idempotency);
  return router;
}
