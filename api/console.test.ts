import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { CONSOLE_CSP, consoleRouter } from './console.js';
import { errorHandler, notFoundRoute } from './errors.js';

/** Serves a console router over `dir` the way createApp mounts it (then the JSON 404). */
async function serve(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  app.use(consoleRouter(dir));
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

describe('the console router over a built console', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'console-'));
    mkdirSync(join(dir, 'static'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dir, 'static', 'index-abc123.js'), 'console.log(1)');
    server = await serve(dir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/projects', '/projects/prj_123/export', '/assets'])('answers the page %s with index.html, revalidated', async (path) => {
    const res = await fetch(`${server.base}${path}`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>console</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
  });

  it('serves hashed bundles as immutable', async () => {
    const res = await fetch(`${server.base}/static/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('keeps a strict policy: scripts from this origin only, media from anywhere (presigned S3 URLs)', () => {
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(CONSOLE_CSP).toContain('media-src * blob:');
  });

  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['GET', '/api/v2/projects'],
    ['GET', '/mcp/x'],
    ['GET', '/static/missing.js'],
    ['GET', '/favicon.ico'],
    ['POST', '/projects'],
  ])('leaves %s %s to the JSON 404', async (method, path) => {
    const res = await fetch(`${server.base}${path}`, { method, headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('answers a request that does not accept HTML with the JSON 404', async () => {
    const res = await fetch(`${server.base}/projects`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(404);
  });
});

describe('the console router before the console is built', () => {
  it('says how to build it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-empty-'));
    const server = await serve(dir);
    try {
      const res = await fetch(`${server.base}/projects`, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build:console');
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
