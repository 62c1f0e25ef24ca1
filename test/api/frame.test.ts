import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ocrPicture } from '../support/media.js';
import { sampleFiles, startHarness, type Harness } from './harness.js';
import { waitFor } from './http.js';

/*
 * Stills (GET/POST .../frame) drawn for real by FFmpeg in the API process, and the scene's ETag/If-Match. The still
 * does not depend on the store (it reads the scene document as GET .../scene does), so the embedded composition is
 * enough; the scene's versions are the store's prompts, checked here too.
 */

/** A PNG's size, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('stills of a chapter and scene versions (embedded)', () => {
  let h: Harness;
  let dir: string;
  let projectId: string;
  let chapterId: string;
  let pictureId: string;
  const base = () => `/api/v1/projects/${projectId}/chapters/${chapterId}`;
  const image = async (method: 'GET' | 'POST', query: string, key = h.keyA, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${h.base}${base()}/frame${query}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const document = (title: string) => ({
    version: 2,
    background: { type: 'solid', colour: '#0f172a' },
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'media', assetId: pictureId, kind: 'image', placement: 'right' },
          { type: 'text', role: 'heading', text: title, placement: 'top' },
          { type: 'list', items: ['Fresh bread', 'Warm coffee'], placement: 'left' },
        ],
      },
      { duration: 2, transition: { type: 'crossfade', duration: 0.5 }, layers: [{ type: 'text', role: 'heading', text: 'See you' }] },
    ],
  });
  const read = async (bytes: Buffer, name: string) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return (await ocrPicture(path)).toUpperCase();
  };

  beforeAll(async () => {
    h = await startHarness('embedded');
    dir = mkdtempSync(join(tmpdir(), 'frame-'));
    projectId = (await h.api.post('/api/v1/projects', h.keyA, { name: 'Stills', format: { aspect: 'landscape', resolution: '720p' } })).body.id;
    chapterId = (await h.api.post(`/api/v1/projects/${projectId}/chapters`, h.keyA, { name: 'Still' })).body.id;
    const upload = await h.api.raw('POST', '/api/v1/assets?name=pic.png', h.keyA, { body: (await sampleFiles()).png, headers: { 'content-type': 'image/png' } });
    pictureId = upload.body.id;
    await waitFor('the picture to be ready', async () => ((await h.api.get(`/api/v1/assets/${pictureId}`, h.keyA)).body.state === 'ready' ? true : undefined));
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has no still and no version before the chapter has a scene document', async () => {
    const res = await h.api.get(`${base()}/frame?t=1`, h.keyA);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it("versions the scene with ETag and refuses a PUT on a stale one with 412 and a hint", async () => {
    const first = await h.api.put(`${base()}/scene`, h.keyA, document('SPRING SALE'));
    expect(first.status).toBe(202);
    const v1 = first.headers.get('etag');
    expect(v1).toBe(`"${first.body.prompt_id}"`);
    await h.completePromptWithScene(first.body.prompt_id, 'done', document('SPRING SALE'));
    const got = await h.api.get(`${base()}/scene`, h.keyA);
    expect(got.headers.get('etag')).toBe(v1);

    // Two editors read v1; the first one's PUT makes v2, the second one's is refused and changes nothing.
    const put = (etag: string) => h.api.raw('PUT', `${base()}/scene`, h.keyA, { json: document('SPRING SALE'), headers: { 'if-match': etag } });
    const second = await put(v1!);
    expect(second.status).toBe(202);
    const v2 = second.headers.get('etag')!;
    await h.completePromptWithScene(second.body.prompt_id, 'done', document('SPRING SALE'));
    const stale = await put(v1!);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'PRECONDITION_FAILED', hint: expect.stringContaining(`If-Match: ${v2}`) });
    expect((await h.api.get(`${base()}/scene`, h.keyA)).headers.get('etag')).toBe(v2);
    // While a newer prompt renders, the document read is already stale.
    const prompt = await h.api.post(`${base()}/prompt`, h.keyA, { content: 'Make it blue' });
    expect((await put(v2)).status).toBe(412);
    await h.completePromptWithScene(prompt.body.prompt_id, 'done', document('SPRING SALE'));
  });

  it('draws the instant asked at the width asked, as a PNG OCR reads, and serves it again from the cache', async () => {
    const res = await image('GET', '?t=1.5&width=1280');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(res.bytes)).toEqual({ width: 1280, height: 720 });
    expect(await read(res.bytes, 'spring.png')).toMatch(/SPRING\s*SALE/);
    expect(res.headers.get('x-montage-still')).toBe('drawn');

    const again = await image('GET', '?t=1.5&width=1280');
    expect(again.headers.get('x-montage-still')).toBe('cached');
    expect(again.headers.get('etag')).toBe(res.headers.get('etag'));
    expect(again.bytes.equals(res.bytes)).toBe(true);
    expect((await image('GET', '?t=1.5&width=1280', h.keyA, undefined, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    expect(pngSize((await image('GET', '?t=3.2&width=320')).bytes)).toEqual({ width: 320, height: 180 });
  }, 120_000);

  it('draws a document sent in the body without storing it, as JPEG on request', async () => {
    const res = await image('POST', '?t=2&width=1280&format=jpeg', h.keyA, document('WINTER DEALS'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(await read(res.bytes, 'winter.jpg')).toMatch(/WINTER\s*DEALS/);
    // An Idempotency-Key changes nothing: a still has nothing to repeat, and is drawn (or served) again.
    const keyed = await image('POST', '?t=2&width=1280&format=jpeg', h.keyA, document('WINTER DEALS'), { 'idempotency-key': 'still-1' });
    expect(keyed.status).toBe(200);
    expect(keyed.bytes.equals(res.bytes)).toBe(true);
    // Nothing was stored: the chapter's scene is what it was.
    expect((await h.api.get(`${base()}/scene`, h.keyA)).body.scenes[0].layers[1].text).toBe('SPRING SALE');
  }, 120_000);

  it.each([
    ['t past the end', '?t=5', /5\.000 s long/],
    ['a width out of range', '?width=4000', /width/],
    ['an odd width', '?width=641', /even/],
    ['an unknown format', '?format=gif', /format/],
  ])('refuses %s with 400 and a hint', async (_what, query, hint) => {
    const res = await h.api.get(`${base()}/frame${query}`, h.keyA);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', hint: expect.stringMatching(hint) });
  });

  it("refuses a sent document with an unknown field or another tenant's asset, and hides others' chapters", async () => {
    const unknown = await h.api.post(`${base()}/frame`, h.keyA, { ...document('X'), colr: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.hint).toMatch(/colr/);
    expect((await h.api.get(`${base()}/frame?t=1`, h.keyB)).status).toBe(404);
    expect((await h.api.post(`${base()}/frame`, h.keyB, document('X'))).status).toBe(404);
  });
});
