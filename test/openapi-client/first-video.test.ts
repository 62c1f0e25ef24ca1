import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleFiles } from '../api/harness.js';
import { ffprobe, ocrFrame } from '../support/media.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';
import type { paths } from './montage-api.js';

/*
 * A third party's first hour: a client generated from docs/openapi.json by openapi-typescript (the types in
 * montage-api.ts, regenerated and drift-checked by `npm run generate`) and openapi-fetch, running the README's
 * "A first video" against `montage serve` as its own process (real FFmpeg renders). Every error body met on the way
 * is validated against the document's own Error schema, and so is every success body against its schema.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KEY = `typed-client-${randomBytes(12).toString('hex')}`;
const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'montage', components: document.components });
const validatorOf = (name: string) => ajv.getSchema(`montage#/components/schemas/${name}`)!;
const validErrorBody = validatorOf('Error');

/** The body matches the document's Error schema (the assertion names what failed when it does not). */
function expectErrorBody(body: unknown, code: string) {
  const ok = validErrorBody(body);
  expect({ ok, errors: validErrorBody.errors ?? null }).toEqual({ ok: true, errors: null });
  expect(body).toMatchObject({ code, error: expect.any(String) });
}

function expectSchema(name: string, body: unknown) {
  const validate = validatorOf(name);
  const ok = validate(body);
  expect({ name, ok, errors: validate.errors ?? null }).toEqual({ name, ok: true, errors: null });
}

describe('a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  let server: ServerUnderTest;
  let dir: string;
  let api: ReturnType<typeof createClient<paths>>;
  const errorsMet: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'typed-client-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: `${KEY}=typed` });
    api = createClient<paths>({ baseUrl: server.base, headers: { Authorization: `Bearer ${KEY}` } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs the README's first video: upload, project, chapter, prompt, wait, export, download", async () => {
    const files = await sampleFiles();

    // The optional image: raw bytes, typed by the document's upload media types.
    const uploaded = await api.POST('/api/v1/assets', {
      params: { query: { name: 'photo.png' } },
      body: files.png as unknown as string,
      bodySerializer: (body) => body as never,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(uploaded.response.status).toBe(201);
    const asset = uploaded.data!;
    expectSchema('Asset', asset);
    expect(uploaded.response.headers.get('location')).toBe(`${server.base}/api/v1/assets/${asset.id}`);
    expect(asset.url).toBe(`${server.base}/api/v1/assets/${asset.id}/content`);

    const project = await api.POST('/api/v1/projects', { body: { name: 'Launch' } });
    expect(project.response.status).toBe(201);
    expectSchema('Project', project.data);
    const P = project.data!.id;
    expect(project.response.headers.get('location')).toBe(`${server.base}/api/v1/projects/${P}`);

    const chapter = await api.POST('/api/v1/projects/{projectId}/chapters', { params: { path: { projectId: P } }, body: { name: 'Intro', duration: 6 } });
    expect(chapter.response.status).toBe(201);
    expectSchema('CreatedChapter', chapter.data);
    const C = chapter.data!.id;

    const prompt = await api.POST('/api/v1/projects/{projectId}/chapters/{chapterId}/prompt', {
      params: { path: { projectId: P, chapterId: C } },
      body: { content: `Title "Hello Montage" over ${asset.url}, navy background, narrate: "Welcome"` },
    });
    expect(prompt.response.status).toBe(202);

    // `wait` is an integer in the document, so the generated client takes a number. The deadline is the render's:
    // each long poll returns as soon as the chapter leaves `processing`.
    const renderDeadline = Date.now() + 180_000;
    let chapterNow;
    do {
      const got = await api.GET('/api/v1/projects/{projectId}/chapters/{chapterId}', { params: { path: { projectId: P, chapterId: C }, query: { wait: 30 } } });
      expect(got.response.status).toBe(200);
      chapterNow = got.data!;
    } while (chapterNow.status === 'processing' && Date.now() < renderDeadline);
    expectSchema('Chapter', chapterNow);
    expect(chapterNow.status).toBe('ready');
    expect(chapterNow.prompts.at(-1)).toMatchObject({ status: 'completed', result: expect.any(String) });

    const started = await api.POST('/api/v1/projects/{projectId}/export', { params: { path: { projectId: P } } });
    expect(started.response.status).toBe(202);
    const exportDeadline = Date.now() + 180_000;
    let exported;
    do {
      const got = await api.GET('/api/v1/projects/{projectId}/export', { params: { path: { projectId: P }, query: { wait: 30 } } });
      expect(got.response.status).toBe(200);
      exported = got.data!;
    } while ((exported.status === 'queued' || exported.status === 'processing') && Date.now() < exportDeadline);
    expectSchema('ExportStatus', exported);
    expect(exported.status).toBe('completed');

    // The signed link downloads as the project's name, and it is the film: an MP4 of the chapter showing the title.
    const download = await fetch(exported.download_url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Launch.mp4"; filename*=UTF-8''Launch.mp4`);
    const video = join(dir, 'launch.mp4');
    writeFileSync(video, Buffer.from(await download.arrayBuffer()));
    const probe = await ffprobe(video);
    expect(Number(probe.format.duration)).toBeGreaterThan(5);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect((await ocrFrame(video, 3, join(dir, 'frame.png'))).toLowerCase()).toContain('hello');
  }, 420_000);

  it('meets the errors a first hour meets, each shaped as the Error schema says', async () => {
    // limit=0 is outside the documented range (1-100): refused, not clamped.
    const zero = await api.GET('/api/v1/projects', { params: { query: { limit: 0 } } });
    expect(zero.response.status).toBe(400);
    expectErrorBody(zero.error, 'VALIDATION_ERROR');
    errorsMet.push('limit=0');

    // An empty PATCH body (the document says minProperties 1).
    const project = await api.POST('/api/v1/projects', { body: { name: 'Errors' } });
    const empty = await api.PATCH('/api/v1/projects/{projectId}', { params: { path: { projectId: project.data!.id } }, body: {} });
    expect(empty.response.status).toBe(400);
    expectErrorBody(empty.error, 'VALIDATION_ERROR');

    // A webhook URL that the document's pattern refuses is refused by the server too.
    const webhook = await api.POST('/api/v1/webhooks', { body: { url: 'ftp://example.com/hook', events: ['export.completed'] } });
    expect(webhook.response.status).toBe(400);
    expectErrorBody(webhook.error, 'VALIDATION_ERROR');

    const missing = await api.GET('/api/v1/projects/{projectId}', { params: { path: { projectId: 'prj_000000000000000000000' } } });
    expect(missing.response.status).toBe(404);
    expectErrorBody(missing.error, 'NOT_FOUND');

    // A range past the end of an asset's file.
    const files = await sampleFiles();
    const asset = await api.POST('/api/v1/assets', { body: files.png as unknown as string, bodySerializer: (b) => b as never, headers: { 'Content-Type': 'image/png' } });
    const range = await api.GET('/api/v1/assets/{assetId}/content', { params: { path: { assetId: asset.data!.id } }, headers: { Range: `bytes=${files.png.length}-` } });
    expect(range.response.status).toBe(416);
    expect(range.response.headers.get('content-range')).toBe(`bytes */${files.png.length}`);
    // openapi-fetch parses an error answer as JSON whatever the success's media type: the Error schema it is.
    expectErrorBody(range.error, 'RANGE_NOT_SATISFIABLE');

    const anonymous = createClient<paths>({ baseUrl: server.base });
    const unauthorized = await anonymous.GET('/api/v1/projects');
    expect(unauthorized.response.status).toBe(401);
    expect(unauthorized.response.headers.get('www-authenticate')).toBe('Bearer realm="montage"');
    expectErrorBody(unauthorized.error, 'UNAUTHORIZED');

    // A method the path does not take: not in the document, so through fetch; the body is still an Error.
    const wrong = await fetch(`${server.base}/api/v1/projects`, { method: 'PUT', headers: { Authorization: `Bearer ${KEY}` } });
    expect(wrong.status).toBe(405);
    expectErrorBody(await wrong.json(), 'METHOD_NOT_ALLOWED');
  }, 60_000);
});

/* Type-level checks, run by `npm run typecheck`: the generated client takes typed parameters. */
export function typeChecks(api: ReturnType<typeof createClient<paths>>) {
  void api.GET('/api/v1/projects', { params: { query: { limit: 2, offset: 0 } } });
  // @ts-expect-error limit is an integer, not the string of one
  void api.GET('/api/v1/projects', { params: { query: { limit: '2' } } });
  void api.DELETE('/api/v1/assets/{assetId}', { params: { path: { assetId: 'ast_x' }, query: { force: true } } });
  // @ts-expect-error force is a boolean
  void api.DELETE('/api/v1/assets/{assetId}', { params: { path: { assetId: 'ast_x' }, query: { force: 'true' } } });
}
