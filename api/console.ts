import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';

/**
 * The web console (console/ → `npm run build:console` → dist/console/), served at `/` by the API itself.
 * Client routes (/projects/..., /assets) get index.html; the service's own paths never do, so an unknown
 * /api/v1 path still gets the JSON 404.
 */

/** Paths that belong to the service, never to the console. */
const SERVICE_PREFIXES = ['/api', '/docs', '/mcp', '/files', '/healthz', '/readyz', '/metrics', '/.well-known'];
/** Vite's output folder for hashed bundles (console/vite.config.ts: `assetsDir`). */
const HASHED_PREFIX = '/static/';

/**
 * Scripts and styles only from this origin, no inline code, no frames. Media and images may come from elsewhere:
 * in a cluster, chapter previews and exports are presigned S3 URLs on the object store's host. Thumbnails of
 * uploaded assets are `blob:` URLs (fetched with the API key).
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  'media-src * blob:',
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The checkout's dist/console, found from this file in api/ (tsx) or dist/api/ (compiled). */
export function defaultConsoleDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'dist', 'console');
    dir = dirname(dir);
  }
  return resolve('dist', 'console');
}

/** In any letter case: `/API/V1/PROJECTS` is no console page but the service's JSON 404 (its routes are case-sensitive). */
function isServicePath(path: string): boolean {
  const lower = path.toLowerCase();
  return SERVICE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', CONSOLE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Montage</title>
<h1>The web console is not built</h1>
<p>Run <code>npm run build:console</code> (or <code>npm start</code>, which builds it), then reload. The REST API is at
<a href="/api/v1/openapi.json">/api/v1</a>.</p></html>`;

function sendIndex(dir: string, res: Response, next: (err?: unknown) => void): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    res.status(503).setHeader('Cache-Control', 'no-store');
    res.type('html').send(NOT_BUILT);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(index, (err) => {
    if (err && !res.headersSent) next(err);
  });
}

/** A browser navigation to a console page: GET/HEAD, not a service path, not a file name, HTML acceptable. */
function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isServicePath(req.path) || req.path.startsWith(HASHED_PREFIX)) return false;
  if (/\.[A-Za-z0-9]+$/.test(req.path)) return false;
  return Boolean(req.accepts('html'));
}

export function consoleRouter(dir: string = defaultConsoleDir()): Router {
  const router = Router({ caseSensitive: true });
  const files = express.static(dir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      // Bundles are named by their content hash: cacheable forever. Anything else is revalidated.
      const hashed = path.startsWith(join(dir, HASHED_PREFIX));
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServicePath(req.path)) return next();
    securityHeaders(req, res, () => {
      if (isPageRequest(req)) return sendIndex(dir, res, next);
      files(req, res, next);
    });
  });
  return router;
}
