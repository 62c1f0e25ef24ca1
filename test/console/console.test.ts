import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../lib/config.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { client } from '../api/http.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { pollUntil } from '../support/proc.js';
import { startReceiver } from '../webhooks/receiver.js';
import { verifyStandardWebhook } from '../webhooks/standard-webhooks-verifier.js';
import { ffprobe, makeMedia } from '../support/media.js';
import { dropFile, launchChromium, screenshot } from './browser.js';
import { ensureConsoleBuilt } from './build.js';
import { dropBigFile, exportProgressRecorder, imageWidth, recordedExportProgress, recordedRenderProgress, renderProgressRecorder, scrollsSideways, selectShowsChoice, videoDuration } from './in-page.js';

/*
 * The web console end to end, in Debian's Chromium driven by playwright-core, against the embedded runtime
 * (real engine, real FFmpeg): sign in, projects, chapters, an upload, prompts, players, an export, the download.
 * Every wait has a deadline; nothing sleeps.
 */
const KEY = `console-key-${randomBytes(12).toString('hex')}`;
const RENDER_MS = 120_000;

describe('the web console in a real browser (embedded runtime)', () => {
  let runtime: Runtime;
  let http: Listening;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  const requestUrls: string[] = [];
  const state: { projectId?: string; assetUrl?: string; secondAssetId?: string } = {};

  beforeAll(async () => {
    await ensureConsoleBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'console-'));
    runtime = await startEmbedded(
      // The webhook step's receiver listens on 127.0.0.1 over http: the admin setting allows exactly that.
      loadConfig({ MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=console`, LOG_LEVEL: 'silent', MONTAGE_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }),
      pino({ level: 'silent' }),
    );
    http = await listenRuntime(runtime);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('request', (r) => requestUrls.push(r.url()));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await http?.close();
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const chapter = (name: string) => page.getByRole('article', { name: new RegExp(`${name}$`) });

  it('refuses a wrong key with the API hint, then signs in with the right key from the keyboard', async () => {
    const refused = await client(http.base).get('/api/v1/projects', 'not-a-montage-key');
    expect(refused.status).toBe(401);

    await page.goto(`${http.base}/`);
    await page.getByLabel('API key').fill('not-a-montage-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('This API key was not accepted').waitFor();
    expect(await alert.textContent()).toContain(refused.body.hint);
    await screenshot(page, 'sign-in');

    await page.getByLabel('API key').fill('');
    await page.getByLabel('API key').focus();
    await page.keyboard.type(KEY);
    await page.keyboard.press('Enter');
    await heading('Projects').waitFor();
    expect(await page.evaluate(() => (globalThis as any).sessionStorage.getItem('montage.apiKey'))).toBe(KEY);
  });

  it('limits the name as the API does, says a refusal in plain words, creates the project and lists it first (newest first)', async () => {
    const rest = client(http.base);
    // Eleven older projects: more than a page of ten, so the new one would land on the second page oldest first.
    for (let i = 1; i <= 11; i++) expect((await rest.post('/api/v1/projects', KEY, { name: `Older ${i}` })).status).toBe(201);

    // The name stops at 30 characters (maxLength) and a counter says how many are used.
    const name = page.getByLabel('Name', { exact: true });
    expect(await name.getAttribute('maxlength')).toBe('30');
    expect(await page.getByLabel('Description (optional)').getAttribute('maxlength')).toBe('1000');
    await name.pressSequentially('A project name far too long to keep');
    expect(await name.inputValue()).toBe('A project name far too long to'.slice(0, 30));
    expect(await page.getByTestId('project-name-count').textContent()).toContain('30/30');
    await name.fill('Demo');
    expect(await page.getByTestId('project-name-count').textContent()).toContain('4/30');

    // A name of spaces passes the browser's `required` and the API refuses it: said in words, never "Invalid body".
    const invalid = await rest.post('/api/v1/projects', KEY, { name: '   ' });
    expect(invalid.body).toMatchObject({ error: 'Invalid body', hint: 'name: name must contain a non-space character' });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Create project' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('The project was not created').waitFor();
    const said = (await alert.textContent())!;
    expect(said).toContain('One field needs a change');
    expect(said).toContain('Name must contain a non-space character');
    expect(said).toContain('VALIDATION_ERROR');
    expect(said).not.toContain('Invalid body');
    expect(said).not.toContain('name: name');
    await screenshot(page, 'projects');

    await name.fill('Console demo');
    await page.getByLabel('Description (optional)').fill('Made in the browser test');
    // The format: landscape 720p unless chosen otherwise; every option the API takes is offered.
    expect(await page.getByLabel('Format').inputValue()).toBe('landscape');
    expect(await page.getByLabel('Format').locator('option').evaluateAll((os) => os.map((o) => (o as any).value))).toEqual(['landscape', 'portrait', 'square']);
    expect(await page.getByLabel('Resolution').locator('option').evaluateAll((os) => os.map((o) => (o as any).value))).toEqual(['720p', '1080p']);
    await page.getByLabel('Resolution').selectOption('720p');
    await page.getByRole('button', { name: 'Create project' }).click();
    await heading('Console demo').waitFor();
    state.projectId = /\/projects\/(prj_[^/]+)$/.exec(page.url())?.[1];
    expect(state.projectId).toBeDefined();
    expect(await page.getByTestId('project-format').textContent()).toBe('Landscape 16:9 · 720p');
    expect((await rest.get(`/api/v1/projects/${state.projectId}`, KEY)).body.format).toEqual({ aspect: 'landscape', resolution: '720p' });

    // Newest first: the new project heads the first page; the oldest ends the second.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    const titles = page.getByRole('list', { name: 'Projects' }).locator('.list-title');
    await titles.first().filter({ hasText: 'Console demo' }).waitFor();
    expect(await titles.allTextContents()).toEqual(['Console demo', ...Array.from({ length: 9 }, (_, i) => `Older ${11 - i}`)]);
    expect(await page.getByRole('navigation', { name: 'Project pages' }).textContent()).toContain('1–10 of 12');
    await screenshot(page, 'projects-newest-first');
    await page.getByRole('button', { name: 'Next' }).click();
    // An exact match: 'Older 1' is also part of 'Older 11' and 'Older 10' on the first page, which is still shown.
    await titles.first().filter({ hasText: /^Older 2$/ }).waitFor();
    expect(await titles.allTextContents()).toEqual(['Older 2', 'Older 1']);
    await page.getByRole('button', { name: 'Previous' }).click();
    await titles.first().filter({ hasText: 'Console demo' }).waitFor();
    await titles.first().click();
    await heading('Console demo').waitFor();
  });

  it('adds two chapters, in order', async () => {
    for (const [name, seconds] of [['Opening', '4'], ['Closing', '3']] as const) {
      await page.getByLabel('Chapter name').fill(name);
      await page.getByLabel('Duration in seconds (optional)').fill(seconds);
      await page.getByRole('button', { name: 'Add chapter' }).click();
      await chapter(name).waitFor();
    }
    const names = await page.locator('article.chapter .chapter-head > h2').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(['1. Opening', '2. Closing']);
    expect(await page.getByLabel('Chapter name').getAttribute('maxlength')).toBe('30');

    // Nothing rendered yet: a neutral "no video yet" (the API says "ready"), and Export is off, saying why.
    for (const name of ['Opening', 'Closing']) {
      const badge = chapter(name).locator('.chapter-head .badge');
      expect(await badge.textContent()).toBe('no video yet');
      expect(await badge.getAttribute('class')).toContain('badge-empty');
    }
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    expect(await exportButton.isDisabled()).toBe(true);
    expect(await page.locator('#export-disabled-why').textContent()).toMatch(/at least one chapter with a finished video/);
    expect(await page.getByRole('link', { name: 'Export', exact: true }).count()).toBe(0);

    // "Delete chapter" says what it deletes, up in the chapter's head, far from "Send prompt".
    const remove = chapter('Opening').getByRole('button', { name: 'Delete chapter Opening' });
    expect((await remove.textContent())!.trim()).toBe('Delete chapter');
    const send = chapter('Opening').getByRole('button', { name: 'Send prompt' });
    const [removeBox, sendBox] = [(await remove.boundingBox())!, (await send.boundingBox())!];
    expect(sendBox.y - (removeBox.y + removeBox.height)).toBeGreaterThan(150);
    await screenshot(page, 'project-empty');
  });

  it('uploads an image by drag and drop with a progress bar, and lists it with a thumbnail and its facts', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assets' }).click();
    await heading('Assets').waitFor();
    const png = await makeMedia('png', join(dataDir, 'picture.png'), { size: '640x360' });
    await dropFile(page, '[data-testid=dropzone]', { name: 'picture.png', type: 'image/png', bytes: readFileSync(png) });

    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads.getByText('uploaded and ready').waitFor({ timeout: 30_000 });
    const card = page.getByRole('article', { name: 'picture.png' });
    await card.locator('.badge', { hasText: 'ready' }).waitFor({ timeout: 30_000 });
    const thumb = card.locator('img.thumb');
    expect(await thumb.evaluate(imageWidth)).toBe(640);
    const facts = await card.locator('.facts').textContent();
    expect(facts).toContain('image/png');
    expect(facts).toContain('640×360');
    state.assetUrl = await card.getByLabel('URL for prompts').inputValue();
    expect(state.assetUrl).toMatch(/\/api\/v1\/assets\/ast_[^/]+\/content$/);

    // The state filter asks the API for that state only.
    await page.getByLabel('State').selectOption('error');
    await page.getByText('No assets in state error.').waitFor();
    await page.getByLabel('State').selectOption('ready');
    await card.waitFor();
    await page.getByLabel('State').selectOption('');
    await screenshot(page, 'assets');
  });

  it('tells two assets of the same name apart, and never calls a refused upload uploaded', async () => {
    // A second "picture.png", smaller: the cards differ by id suffix, size and upload time.
    const small = readFileSync(await makeMedia('png', join(dataDir, 'picture-small.png'), { size: '160x90' }));
    await dropFile(page, '[data-testid=dropzone]', { name: 'picture.png', type: 'image/png', bytes: small });
    const cards = page.getByRole('article', { name: /^picture\.png/ });
    await pollUntil('two picture.png cards', async () => ((await cards.count()) === 2 ? true : undefined));
    const ids = await cards.evaluateAll((els) => els.map((e) => (e as any).dataset.assetId as string));
    state.secondAssetId = ids.find((id) => !state.assetUrl!.includes(id));
    const headings = await cards.locator('.asset-name').allTextContents();
    expect(new Set(headings).size).toBe(2);
    for (const id of ids) expect(headings.some((h) => h.includes(`…${id.slice(-6)}`))).toBe(true);
    const sizes = await cards.locator('.facts').allTextContents();
    expect(sizes.every((f) => /Uploaded.*Id.*ast_/.test(f))).toBe(true);

    // Refused at once (an unsupported type): the API's message, code and hint, and no "uploaded", no 100 %.
    const refusedAtOnce = await client(http.base).raw('POST', '/api/v1/assets?name=notes.txt', KEY, { body: Buffer.from('hello'), headers: { 'content-type': 'text/plain' } });
    expect(refusedAtOnce.status).toBe(400);
    await dropFile(page, '[data-testid=dropzone]', { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') });
    const notes = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'notes.txt' });
    await notes.getByRole('alert').waitFor();
    const notesText = (await notes.textContent())!;
    expect(notesText).toContain('Not uploaded: Unsupported Content-Type text/plain');
    expect(notesText).toContain('VALIDATION_ERROR');
    expect(notesText).toContain(refusedAtOnce.body.hint);

    // Accepted, then refused by the check (not a PNG inside): the asset's error, never "uploaded" or 100 %.
    await dropFile(page, '[data-testid=dropzone]', { name: 'fake.png', type: 'image/png', bytes: Buffer.from('this is not a picture') });
    const fake = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'fake.png' });
    await fake.getByRole('alert').waitFor({ timeout: 30_000 });
    const fakeText = (await fake.textContent())!;
    expect(fakeText).toMatch(/Not uploaded: .*does not match/);
    // Over 100 MB: refused before a byte is sent, with the limit in words.
    await page.evaluate(dropBigFile, { selector: '[data-testid=dropzone]', name: 'huge.mp4', type: 'video/mp4', size: 100 * 1024 * 1024 + 1 });
    const huge = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'huge.mp4' });
    await huge.getByRole('alert').waitFor();
    const hugeText = (await huge.textContent())!;
    expect(hugeText).toContain('Not uploaded: The file is too large: 104,857,601 bytes, and an upload may have at most 100 MB (FILE_TOO_LARGE)');
    expect(requestUrls.filter((u) => u.includes('huge.mp4'))).toEqual([]);
    for (const text of [notesText, fakeText, hugeText]) {
      expect(text).not.toMatch(/uploaded and ready|100\s?%/);
      expect(text).toContain('refused');
    }
    await screenshot(page, 'assets-same-name-and-refused');
  });

  it('prompts both chapters (one with the image), asks before forcing, and plays both renders', async () => {
    await page.goBack();
    await heading('Console demo').waitFor();

    const opening = chapter('Opening');
    const openingPrompt = opening.getByLabel('Prompt for “Opening”');
    await openingPrompt.fill('Title "HELLO CONSOLE" over');
    // The two "picture.png" are told apart in the chooser too: type, size, upload time, id suffix.
    const choices = await opening.getByLabel('Insert an asset').locator('option').allTextContents();
    const pictures = choices.filter((c) => c.startsWith('picture.png'));
    expect(pictures).toHaveLength(2);
    expect(new Set(pictures).size).toBe(2);
    expect(pictures.every((c) => /^picture\.png · image\/png · [\d.]+ (B|KB) · .+ · …\w{6}$/.test(c))).toBe(true);
    expect(pictures.some((c) => c.endsWith(`…${state.secondAssetId!.slice(-6)}`))).toBe(true);
    await opening.getByLabel('Insert an asset').selectOption(state.assetUrl!);
    expect(await openingPrompt.inputValue()).toBe(`Title "HELLO CONSOLE" over ${state.assetUrl}`);
    await page.evaluate(renderProgressRecorder, 'Rendering Opening');
    await opening.getByRole('button', { name: 'Send prompt' }).click();
    await opening.locator('.chapter-head .badge', { hasText: 'processing' }).waitFor();
    await screenshot(page, 'project-rendering');

    // A second prompt while the first is processing needs `force`: the page asks first; "Keep waiting" sends nothing.
    await openingPrompt.fill('Title "SECOND THOUGHTS"');
    await opening.getByRole('button', { name: 'Send prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'A prompt is still processing' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep waiting' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await openingPrompt.inputValue()).toBe('Title "SECOND THOUGHTS"');
    await openingPrompt.fill('');

    const closing = chapter('Closing');
    // Narrated with captions: the export then offers its captions as WebVTT and as SRT.
    await closing.getByLabel('Prompt for “Closing”').fill('caption "THE END" on a black background, narrate: "The end." with captions');
    await closing.getByRole('button', { name: 'Send prompt' }).click();

    for (const [card, seconds] of [[opening, 4], [closing, 3]] as const) {
      await card.locator('video.player').waitFor({ timeout: RENDER_MS });
      expect(await card.locator('.chapter-head .badge').textContent()).toBe('ready');
      const duration = await card.locator('video.player').evaluate(videoDuration);
      expect(duration).toBeGreaterThan(seconds - 0.5);
      expect(await card.locator('.prompt .badge').allTextContents()).toEqual(['completed']);
    }
    // The bar was never a frozen 0 %: until the render reported progress it moved and said why.
    const progressShown = await page.evaluate(recordedRenderProgress);
    console.log(`render progress seen in the console: ${progressShown.join(' → ')}`);
    expect(progressShown.length).toBeGreaterThan(0);
    expect(progressShown[0]).toMatch(/^indeterminate: Queued: waiting for a render slot, or starting… \(sent \d+ s ago\)$/);
    expect(progressShown).not.toContain('0%');
    const openingResult = await opening.locator('.prompt-result').textContent();
    expect(openingResult).toMatch(/title "HELLO CONSOLE"/);
    expect(openingResult).toMatch(/image ast_/);
    expect(openingResult).not.toMatch(/ignored/);
    await screenshot(page, 'project', 'console-project.png');

    // The scene document the prompt built, read-only, as the API's GET .../scene returns it.
    await opening.getByText(/What this chapter is made of/).click();
    const sceneJson = opening.getByLabel('Scene document of Opening');
    await sceneJson.waitFor();
    const shown = JSON.parse((await sceneJson.textContent())!);
    const api = (await client(http.base).get(`/api/v1/projects/${state.projectId}/chapters/${await opening.getAttribute('data-chapter-id')}/scene`, KEY)).body;
    expect(shown).toEqual(api);
    expect(shown.version).toBe(2);
    expect(JSON.stringify(shown)).toContain('HELLO CONSOLE');
    await screenshot(page, 'project-scene');
  }, RENDER_MS + 30_000);

  it('exports with a progress bar that reaches the end, then plays and downloads the MP4', async () => {
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await heading('Export “Console demo”').waitFor();
    await page.getByRole('heading', { name: 'No export yet' }).waitFor();
    await page.evaluate(exportProgressRecorder);
    await page.getByRole('button', { name: 'Start export' }).click();

    await page.locator('.export .badge', { hasText: 'completed' }).waitFor({ timeout: RENDER_MS });
    await page.locator('[role=progressbar][aria-label="Export progress"][aria-valuenow="100"]').waitFor();
    const seen = await page.evaluate(recordedExportProgress);
    console.log(`export progress seen in the console: ${seen.join('% → ')}%`);
    expect(seen[0]).toBeLessThan(100);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const duration = await page.locator('video.player').evaluate(videoDuration);
    expect(duration).toBeGreaterThan(6.5);
    await screenshot(page, 'export', 'console-export.png');

    // The closing chapter narrates with captions: links to them as WebVTT and SRT, beside the MP4's.
    const exported = (await client(http.base).get(`/api/v1/projects/${state.projectId}/export`, KEY)).body;
    expect({ vtt: typeof exported.captions_url, srt: typeof exported.captions_srt_url }).toEqual({ vtt: 'string', srt: 'string' });
    const [srt] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download captions (SRT)' }).click()]);
    expect(srt.suggestedFilename()).toBe('Console demo.srt');
    const srtText = readFileSync(await srt.path(), 'utf8');
    expect(srtText).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\r?\nThe end\./);
    expect(await page.getByRole('link', { name: 'Download captions (WebVTT)' }).count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download MP4' }).click()]);
    const file = join(dataDir, 'export.mp4');
    await download.saveAs(file);
    const probe = await ffprobe(file);
    expect(Number(probe.format.duration)).toBeCloseTo(7, 0);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(probe.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
    // Every export has a poster and a thumbnail per chapter, shown under the player.
    expect(await page.locator('ol.thumbnails img').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Download poster (JPEG)' }).count()).toBe(1);

    // Export options: a WebM with a PNG poster, chosen in the form, made by the export's job.
    await page.locator('details.export-options summary').click();
    // Every option's words show whole (they were cut off: "30 fps (default; a GIF's is 1…").
    for (const label of ['Format', 'Resolution', 'Frame rate', 'Captions', 'Quality', 'Poster']) expect([label, await page.getByLabel(label).evaluate(selectShowsChoice)]).toEqual([label, true]);
    await screenshot(page, 'export-options');
    await page.getByLabel('Format').selectOption('webm');
    await page.getByLabel('Poster').selectOption('png');
    const previous = exported.id as string;
    await page.getByRole('button', { name: 'Export again' }).click();
    await pollUntil('the WebM export to complete', async () => {
      const now = (await client(http.base).get(`/api/v1/projects/${state.projectId}/export`, KEY)).body;
      return now.id !== previous && now.status === 'completed' ? now : undefined;
    }, RENDER_MS, 250);
    await page.getByRole('link', { name: 'Download WebM' }).waitFor({ timeout: RENDER_MS });
    expect(await page.getByRole('link', { name: 'Download poster (PNG)' }).count()).toBe(1);
    const [webm] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download WebM' }).click()]);
    expect(webm.suggestedFilename()).toBe('Console demo.webm');
    const webmFile = join(dataDir, 'export.webm');
    await webm.saveAs(webmFile);
    expect((await ffprobe(webmFile)).streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('vp9');

    // The project page offers the download of this export of its chapters as they are.
    await page.getByRole('link', { name: 'Console demo' }).click();
    await page.getByRole('link', { name: 'Download the video' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download the video' }).getAttribute('download')).toBe('Console demo.webm');
  }, RENDER_MS * 2 + 30_000);

  it('renders a batch from a CSV file read in the browser, with each row\'s progress and the bad row\'s reason', async () => {
    // The closing chapter becomes a template (through the API: the prompt box is tested above).
    const rest = client(http.base);
    const closingId = (await rest.get(`/api/v1/projects/${state.projectId}/chapters`, KEY)).body.chapters.find((c: { name: string }) => c.name === 'Closing').id;
    expect((await rest.post(`/api/v1/projects/${state.projectId}/chapters/${closingId}/prompt`, KEY, { content: 'caption "BYE {{who}}" on a black background' })).status).toBe(202);
    await pollUntil('the template chapter', async () => ((await rest.get(`/api/v1/projects/${state.projectId}/chapters/${closingId}?wait=30`, KEY)).body.status === 'ready' ? true : undefined), RENDER_MS, 0);
    await page.goto(`${http.base}/projects/${state.projectId}/batch`);
    await heading('Batch render of “Console demo”').waitFor();
    await page.getByText('who (text), required').waitFor();
    // A quoted cell with a comma and doubled quotes, an ignored column, and a row without the required field.
    const csv = 'who,email\r\n"Ada ""A"", L",ada@example.com\r\nGRACE,g@example.com\r\n,nobody@example.com\r\n';
    await page.getByLabel('CSV file of rows').setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('3 rows of who, email. Ignored column: email.').waitFor();
    await page.getByRole('button', { name: 'Render 3 videos' }).click();
    await page.getByTestId('batch-counts').getByText('2 completed, 1 failed, 0 cancelled, 0 processing, 0 queued').waitFor({ timeout: RENDER_MS });
    expect(await page.locator('ol.batch-rows li').evaluateAll((items) => items.map((li) => li.getAttribute('data-status')))).toEqual(['completed', 'completed', 'failed']);
    expect(await page.locator('ol.batch-rows li[data-row="2"] .row-error').textContent()).toMatch(/Field "who" is required/);
    const batchId = (await page.getByRole('heading', { name: /^Batch bat_/ }).textContent())!.replace('Batch ', '');
    const first = (await rest.get(`/api/v1/projects/${state.projectId}/batches/${batchId}`, KEY)).body.rows[0];
    const exp = (await rest.get(`/api/v1/projects/${state.projectId}/exports/${first.export_id}`, KEY)).body;
    expect(exp.status).toBe('completed');
    const scene = (await rest.get(`/api/v1/projects/${state.projectId}/chapters/${closingId}/scene`, KEY)).body;
    expect(JSON.stringify(scene)).toContain('BYE {{who}}');
    await screenshot(page, 'batch');
  }, RENDER_MS * 2 + 30_000);

  it('adds a webhook (refusing a private address), shows its secret once and its deliveries, re-enables it once disabled, and deletes it after asking', async () => {
    const receiver = await startReceiver();
    try {
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByLabel('URL').fill('https://10.0.0.1/hook');
      await page.getByRole('button', { name: 'Add webhook' }).click();
      await page.getByRole('alert').filter({ hasText: 'private' }).waitFor();

      await page.getByLabel('URL').fill(receiver.url);
      await page.getByLabel('Description (optional)').fill('CI');
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();
      expect(await page.getByTestId('webhook-secret').count()).toBe(0);

      const png = readFileSync(await makeMedia('png', join(dataDir, 'hook.png')));
      const uploaded = await client(http.base).raw('POST', '/api/v1/assets', KEY, { body: png, headers: { 'content-type': 'image/png' } });
      expect(uploaded.status).toBe(201);
      const delivered = await pollUntil('the webhook delivery', () => [...receiver.accepted().values()].find((m) => JSON.parse(m.body).data.asset.id === uploaded.body.id));
      expect(verifyStandardWebhook(secret, delivered.headers, delivered.body)).toEqual({ valid: true });

      await page.reload();
      const item = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: receiver.url });
      await item.getByText('Latest deliveries').click();
      await item.getByText(/asset\.ready · 200/).waitFor();
      await screenshot(page, 'webhooks');

      // Disabled as the dispatcher disables a webhook whose delivery ran out of retries; Enable brings it back.
      const hookId = (await client(http.base).get('/api/v1/webhooks', KEY)).body.webhooks[0].id as string;
      const stored = (await runtime.deps.store.get('webhook', hookId))!;
      await runtime.deps.store.updateStatus('webhook', { ...stored, status: { ...stored.status, disabled: { reason: 'Event msg_x could not be delivered in 30 attempts', at: new Date().toISOString() } } });
      await page.reload();
      await item.getByText('could not be delivered in 30 attempts').waitFor();
      await item.getByText(/^Disabled ·/).waitFor();
      await item.getByRole('button', { name: 'Enable' }).click();
      await item.getByText(/^Active ·/).waitFor();
      expect(await item.getByRole('button', { name: 'Enable' }).count()).toBe(0);
      expect((await client(http.base).get(`/api/v1/webhooks/${hookId}`, KEY)).body).toMatchObject({ state: 'active', disabled_reason: null });
      const again = await client(http.base).raw('POST', '/api/v1/assets', KEY, { body: png, headers: { 'content-type': 'image/png' } });
      await pollUntil('a delivery after enabling', () => [...receiver.accepted().values()].find((m) => JSON.parse(m.body).data.asset.id === again.body.id));

      await item.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Keep it' }).click();
      // The dialog sits inside the item and closes in an effect after the click: wait until it is hidden.
      await page.getByRole('button', { name: 'Delete webhook' }).waitFor({ state: 'hidden' });
      expect((await client(http.base).get('/api/v1/webhooks', KEY)).body.webhooks).toHaveLength(1);
      await item.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Delete webhook' }).click();
      await page.getByText('No webhooks yet').waitFor();
      expect((await client(http.base).get('/api/v1/webhooks', KEY)).body.webhooks).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('fits a phone-width screen, and never put the key in a URL or broke its security policy', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${http.base}/projects/${state.projectId}`);
    await chapter('Closing').locator('video.player').waitFor();
    expect(await page.evaluate(scrollsSideways)).toBe(false);
    await screenshot(page, 'project-phone');

    expect(requestUrls.length).toBeGreaterThan(10);
    expect(requestUrls.filter((u) => u.includes(KEY))).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('deletes the image a chapter uses only after "Delete anyway" in the dialog that shows the refusal', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${http.base}/assets`);
    const id = /assets\/(ast_[^/]+)\/content$/.exec(state.assetUrl!)![1]!;
    const card = page.locator(`article[data-asset-id="${id}"]`);
    await card.getByRole('button', { name: 'Delete asset picture.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “picture.png”?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    // The API's 409: the chapter that uses it, and the hint; the dialog now offers to delete anyway.
    await dialog.getByRole('alert').filter({ hasText: 'Opening' }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain('force=true');
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await client(http.base).get(`/api/v1/assets/${id}`, KEY)).status).toBe(404);
  });

  it('deletes a chapter, then the project, each only after a confirmation that Cancel backs out of', async () => {
    await page.goto(`${http.base}/projects/${state.projectId}`);
    const rest = client(http.base);
    const deleteOpening = chapter('Opening').getByRole('button', { name: 'Delete chapter Opening' });
    const dialog = page.getByRole('dialog', { name: 'Delete chapter “Opening”?' });
    await deleteOpening.click();
    await dialog.waitFor();
    // Cancel has the focus: Enter backs out, and nothing was deleted.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect((await rest.get(`/api/v1/projects/${state.projectId}/chapters`, KEY)).body.chapters).toHaveLength(2);

    await deleteOpening.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await chapter('Opening').waitFor({ state: 'detached' });
    const left = (await rest.get(`/api/v1/projects/${state.projectId}/chapters`, KEY)).body.chapters;
    expect(left.map((c: { name: string }) => c.name)).toEqual(['Closing']);

    // Export refused although the page offered it (the last chapter with a video went, in another tab): plain words.
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await heading('Export “Console demo”').waitFor();
    const again = page.getByRole('button', { name: 'Export again' });
    await pollUntil('Export again enabled', async () => ((await again.isEnabled()) ? true : undefined));
    expect((await rest.raw('DELETE', `/api/v1/projects/${state.projectId}/chapters/${left[0].id}`, KEY)).status).toBe(202);
    await again.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The export did not start' });
    await refusal.waitFor();
    const refusalText = (await refusal.textContent())!;
    expect(refusalText).toContain('Nothing to export yet: no chapter has a finished video');
    expect(refusalText).toContain('VALIDATION_ERROR');
    expect(refusalText).toContain('The project has no completed chapters to export');
    // The page re-read the chapters: the button is now off (the refusal above says why).
    await pollUntil('Export again disabled', async () => ((await again.isDisabled()) ? true : undefined));
    await screenshot(page, 'export-refused');
    await page.getByRole('link', { name: 'Console demo' }).click();
    await heading('Console demo').waitFor();

    await page.getByRole('button', { name: /^Delete project / }).click();
    await page.getByRole('dialog', { name: /^Delete “/ }).getByRole('button', { name: 'Delete', exact: true }).click();
    await heading('Projects').waitFor();
    expect((await rest.get(`/api/v1/projects/${state.projectId}`, KEY)).status).toBe(404);
    await screenshot(page, 'project-deleted');
    expect(pageErrors).toEqual([]);
  });
});

