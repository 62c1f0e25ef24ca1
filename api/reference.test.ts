import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { consoleRouter } from './console.js';
import { errorHandler, notFoundRoute } from './errors.js';
import { REFERENCE_CSP, apiReferenceRouter } from './reference.js';

/** The reference router as createApp mounts it: before the console, then the JSON 404. */
async function serve(): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  app.use(apiReferenceRouter());
  app.use(consoleRouter('/nonexistent-console'));
  app.use(notFoundRoute);
  app.use(errorHandler);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the API reference router', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());

  it('serves the page with its own policy: scripts from this origin only, the setup a file', async () => {
    const res = await fetch(`${server.base}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(REFERENCE_CSP);
    expect(REFERENCE_CSP).toContain("script-src 'self';");
    const html = await res.text();
    expect(html).toContain('<script src="/docs/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/<script>|https?:\/\/(?!127)/);
    const setup = await fetch(`${server.base}/docs/reference.js`);
    expect(await setup.text()).toContain("url: '/api/v1/openapi.json'");
  });

  it('serves the renderer from node_modules, and nothing else of the package', async () => {
    const bundle = await fetch(`${server.base}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(Number(bundle.headers.get('content-length'))).toBeGreaterThan(100_000);
    expect((await fetch(`${server.base}/docs/swagger-ui.css`)).status).toBe(200);
    for (const path of ['/docs/package.json', '/docs/index.html', '/docs/..%2Fpackage.json', '/docs/nothing']) {
      const res = await fetch(`${server.base}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('is not the console: /docs never answers the console page', async () => {
    const res = await fetch(`${server.base}/docs/anything`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
  });
});
