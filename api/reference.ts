import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router, type RequestHandler } from 'express';

/**
 * The API reference at /docs: Swagger UI (the npm package swagger-ui-dist, served from node_modules: no build step,
 * no CDN, works offline) rendering the service's own /api/v1/openapi.json. Public like the document it renders.
 */

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * The console's policy (api/console.ts) with one allowance Swagger UI needs: `style-src 'unsafe-inline'`, because
 * it sets `style` attributes in its markup (its syntax highlighter, collapsed sections). Scripts stay 'self' only:
 * the page's own setup is a file (/docs/reference.js), not inline code. `data:` images are its icons.
 */
export const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Montage API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="reference" aria-live="polite">Loading the API reference from <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>…</div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/reference.js"></script>
</body>
</html>
`;

/**
 * Swagger UI's setup. `validatorUrl: null`: no badge fetched from swagger.io (offline, and no third party learns of
 * the page). Requests sent with "Try it out" go to this origin with the key given under "Authorize"; it is kept in
 * the page's memory only (`persistAuthorization: false`).
 */
const SETUP = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 1,
  displayRequestDuration: true,
  persistAuthorization: false,
  validatorUrl: null,
});
`;

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

const referenceHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', REFERENCE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

export function apiReferenceRouter(dir: string = swaggerUiDir()): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.use('/docs', referenceHeaders);
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get('/docs/reference.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(SETUP);
  });
  router.get('/docs/:file', (req, res, next) => {
    const type = ASSETS[req.params.file];
    if (!type) return next();
    // The package's version is in its path on disk, not in the URL: revalidate rather than cache forever.
    res.sendFile(join(dir, req.params.file), { headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' } }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  return router;
}
