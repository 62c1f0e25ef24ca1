import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../lib/config.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { launchChromium, screenshot } from './browser.js';
import { ensureConsoleBuilt } from './build.js';

/*
 * The API reference at /docs (api/reference.ts: Swagger UI from node_modules) in Debian's Chromium: it renders the
 * service's own openapi.json with every path, shows the export options, loads nothing from another origin and breaks
 * no rule of its Content-Security-Policy; the console's header links to it. No render: the embedded runtime only
 * serves pages here.
 */
const KEY = `reference-key-${randomBytes(12).toString('hex')}`;

type Json = Record<string, unknown>;

describe('the API reference at /docs in a real browser', () => {
  let runtime: Runtime;
  let http: Listening;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let document: { paths: Record<string, Record<string, Json>> };
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];

  beforeAll(async () => {
    await ensureConsoleBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'reference-'));
    runtime = await startEmbedded(loadConfig({ MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=reference`, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
    http = await listenRuntime(runtime);
    document = (await (await fetch(`${http.base}/api/v1/openapi.json`)).json()) as typeof document;
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(30_000);
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(http.base) && !/^(data|blob):/.test(r.url())) foreignRequests.push(r.url());
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await http?.close();
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every operation of openapi.json, by method and path', async () => {
    const response = await page.goto(`${http.base}/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.opblock').first().waitFor();
    const expected = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const operationCount = expected.length;
    await page.waitForFunction((count) => (globalThis as any).document.querySelectorAll('.opblock').length >= count, operationCount);
    const shown = await page.locator('.opblock').evaluateAll((blocks) =>
      blocks.map((b: any) => `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`),
    );
    expect(shown.sort()).toEqual(expected);
    await page.getByRole('heading', { name: /Montage API/ }).first().waitFor();
    await screenshot(page, 'api-reference');
  });

  it('shows the export options of POST .../export, with its example', async () => {
    const operation = page.locator('#operations-Exports-startExport');
    await operation.locator('.opblock-summary-control').click();
    const body = operation.locator('.opblock-section-request-body');
    await body.waitFor();
    // The example (model/examples.ts) is shown first.
    await body.getByText('"webm"').first().waitFor();
    // The schema lists every option.
    await body.getByRole('tab', { name: 'Schema' }).click();
    const schema = body.locator('.model-box').first();
    await schema.waitFor();
    const expand = schema.locator('.model-toggle.collapsed');
    if (await expand.count()) await expand.first().click();
    const text = await schema.innerText();
    for (const option of ['format', 'resolution', 'fps', 'quality', 'captions', 'poster', 'poster_at', 'thumbnails']) expect(text).toContain(option);
    await screenshot(page, 'api-reference-export');
  });

  it('loads nothing from another origin and keeps to its Content-Security-Policy', () => {
    expect(foreignRequests).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("is linked from the console's header", async () => {
    await page.goto(`${http.base}/`);
    await page.getByLabel('API key').fill(KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API reference' });
    await link.click();
    await page.waitForURL(`${http.base}/docs`);
    await page.locator('.opblock').first().waitFor();
  });
});
