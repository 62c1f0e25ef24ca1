import { beforeAll, expect, it } from '@jest/globals';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { forEachVariant, sampleFiles, type SampleFiles } from './harness.js';
import { waitFor } from './http.js';

/** A raw GET (node:http, not fetch): the bytes as sent, undecoded, and every header. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">${'<rect width="8" height="8" fill="#123456"/>'.repeat(200)}</svg>`);

forEachVariant('HTTP conventions', (h) => {
  let files: SampleFiles;
  beforeAll(async () => {
    files = await sampleFiles();
  });

  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  async function upload(key: string, body: Buffer, type: string, name?: string) {
    const res = await h().api.raw('POST', `/api/v1/assets${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`, key, { body, headers: { 'content-type': type } });
    expect(res.status).toBe(201);
    return res;
  }
  async function ready(key: string, id: string) {
    return waitFor('the asset to be probed', async () => {
      const got = (await h().api.get(`/api/v1/assets/${id}`, key)).body;
      return got.state === 'processing' ? undefined : got;
    });
  }

  it('answers every 201 with the Location of the new resource, also when replayed', async () => {
    const key = await h().newTenantKey();
    const project = await h().api.post('/api/v1/projects', key, { name: 'Located' });
    expect(project.headers.get('location')).toBe(`${h().base}/api/v1/projects/${project.body.id}`);
    expect((await h().api.get(new URL(project.headers.get('location')!).pathname, key)).body.id).toBe(project.body.id);

    const chapter = await h().api.post(`/api/v1/projects/${project.body.id}/chapters`, key, { name: 'One' });
    expect(chapter.headers.get('location')).toBe(`${h().base}/api/v1/projects/${project.body.id}/chapters/${chapter.body.id}`);

    const asset = await upload(key, files.png, 'image/png');
    expect(asset.headers.get('location')).toBe(`${h().base}/api/v1/assets/${asset.body.id}`);

    const webhook = await h().api.post('/api/v1/webhooks', key, { url: 'http://127.0.0.1:9/hook', events: ['export.completed'] });
    expect(webhook.status).toBe(201);
    expect(webhook.headers.get('location')).toBe(`${h().base}/api/v1/webhooks/${webhook.body.id}`);

    const first = await h().api.post('/api/v1/projects', key, { name: 'Once' }, { 'idempotency-key': 'located-once' });
    const replay = await h().api.post('/api/v1/projects', key, { name: 'Once' }, { 'idempotency-key': 'located-once' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('location')).toBe(first.headers.get('location'));
    // Other successes are not creations: no Location.
    expect((await h().api.get('/api/v1/projects', key)).headers.get('location')).toBeNull();
  });

  it('pages lists with an RFC 8288 Link header that keeps the filters', async () => {
    const key = await h().newTenantKey();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await h().api.post('/api/v1/projects', key, { name: `P${i}` })).body.id);
    const page = await h().api.get('/api/v1/projects?limit=2&offset=2', key);
    const links = Object.fromEntries(
      page.headers
        .get('link')!
        .split(', ')
        .map((l) => /^<([^>]+)>; rel="(\w+)"$/.exec(l)!)
        .map((m) => [m[2], m[1]]),
    );
    const base = `${h().base}/api/v1/projects`;
    expect(links).toEqual({ first: `${base}?limit=2&offset=0`, prev: `${base}?limit=2&offset=0`, next: `${base}?limit=2&offset=4`, last: `${base}?limit=2&offset=4` });
    // Following `next` is the rest of the list.
    const next = await h().api.get(new URL(links.next!).pathname + new URL(links.next!).search, key);
    expect(next.body.projects.map((p: { id: string }) => p.id)).toEqual(ids.slice(4));
    expect(next.headers.get('link')).not.toContain('rel="next"');
    // The first page has no prev; an empty list's last page is the first.
    expect((await h().api.get('/api/v1/projects?limit=2', key)).headers.get('link')).not.toContain('rel="prev"');
    const empty = await h().api.get('/api/v1/webhooks', key);
    expect(empty.headers.get('link')).toBe(`<${h().base}/api/v1/webhooks?limit=20&offset=0>; rel="first", <${h().base}/api/v1/webhooks?limit=20&offset=0>; rel="last"`);
    // Filters stay in every link.
    const assets = await h().api.get('/api/v1/assets?state=ready&limit=1', key);
    expect(assets.headers.get('link')).toContain(`<${h().base}/api/v1/assets?state=ready&limit=1&offset=0>; rel="first"`);
  });

  it('compresses JSON as the client asks (br, gzip), never a file download', async () => {
    const url = `${h().base}/api/v1/openapi.json`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const br = await rawGet(url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // The 96 KB document goes out in a fraction of its size.
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    // An SVG is compressible text, but an asset's content is the file itself (ranges and lengths are its own).
    const key = await h().newTenantKey();
    const svg = (await upload(key, SVG, 'image/svg+xml')).body;
    const content = await rawGet(svg.url, { ...auth(key), 'accept-encoding': 'gzip, br' });
    expect(content.status).toBe(200);
    expect(content.headers['content-encoding']).toBeUndefined();
    expect(content.body.equals(SVG)).toBe(true);
  });

  it("serves an asset's content with a strong ETag, byte ranges, 304 and 416", async () => {
    const key = await h().newTenantKey();
    const png = (await upload(key, files.png, 'image/png', 'Café ☕.png')).body;
    await ready(key, png.id);
    const size = files.png.length;
    const whole = await rawGet(png.url, auth(key));
    expect(whole.status).toBe(200);
    expect(whole.body.equals(files.png)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-disposition']).toBe(`inline; filename="Caf_ _.png"; filename*=UTF-8''Caf%C3%A9%20%E2%98%95.png`);
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const part = await rawGet(png.url, { ...auth(key), range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.body.equals(files.png.subarray(0, 10))).toBe(true);
    const middle = await rawGet(png.url, { ...auth(key), range: `bytes=100-${size + 500}` });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(middle.body.equals(files.png.subarray(100))).toBe(true);
    const suffix = await rawGet(png.url, { ...auth(key), range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(files.png.subarray(size - 5))).toBe(true);

    const past = await rawGet(png.url, { ...auth(key), range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // The file's tag is not this JSON answer's.
    expect(past.headers.etag).not.toBe(etag);
    expect(JSON.parse(past.body.toString())).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE', hint: expect.any(String) });
    // A malformed or multi-part Range is ignored: the whole file.
    for (const range of ['bytes=abc', 'bytes=0-1,5-6', 'items=0-1']) {
      const ignored = await rawGet(png.url, { ...auth(key), range });
      expect({ range, status: ignored.status, length: ignored.body.length }).toEqual({ range, status: 200, length: size });
    }

    const notModified = await rawGet(png.url, { ...auth(key), 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect((await rawGet(png.url, { ...auth(key), 'if-none-match': '"other"' })).status).toBe(200);
    // If-Range with another tag: the file changed since, so the whole of it; with ours, the range.
    expect((await rawGet(png.url, { ...auth(key), range: 'bytes=0-9', 'if-range': '"other"' })).status).toBe(200);
    expect((await rawGet(png.url, { ...auth(key), range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);

    const head = await rawGet(png.url, auth(key), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
  });

  it("names downloads after the project (ASCII filename and RFC 5987 filename*), with ranges and 416", async () => {
    const key = await h().newTenantKey();
    const project = (await h().api.post('/api/v1/projects', key, { name: 'Café ☕ "Launch"' })).body;
    const chapter = (await h().api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'Intro/1' })).body;
    const prompt = await h().api.post(`/api/v1/projects/${project.id}/chapters/${chapter.id}/prompt`, key, { content: 'Title "Hi"' });
    await h().completePrompt(prompt.body.prompt_id, 'done', { key: `renders/${chapter.id}/x.mp4`, durationSeconds: 3 });
    const started = await h().api.post(`/api/v1/projects/${project.id}/export`, key);
    expect(started.status).toBe(202);
    const bytes = Buffer.from('0123456789 an mp4 stand-in');
    await h().completeExport(started.body.id, bytes, 3, 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n');
    const exported = (await h().api.get(`/api/v1/projects/${project.id}/export`, key)).body;

    const exact = `Café ☕ _Launch_`;
    const disposition = (ext: string) => `attachment; filename="Caf_ _ _Launch_.${ext}"; filename*=UTF-8''${encodeURIComponent(`${exact}.${ext}`)}`;
    const download = await rawGet(exported.download_url);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe(disposition('mp4'));
    expect(download.body.equals(bytes)).toBe(true);
    const captions = await rawGet(exported.captions_url);
    expect(captions.headers['content-disposition']).toBe(disposition('vtt'));

    // Signed downloads answer ranges too (a player seeks in them), and a range past the end is 416.
    const part = await rawGet(exported.download_url, { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('0123');
    const past = await rawGet(exported.download_url, { range: `bytes=${bytes.length + 10}-` });
    expect(past.status).toBe(416);
    // Our /files route says the size; S3 (MinIO here) answers its own InvalidRange without it.
    if (h().variant === 'embedded') expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

    // The chapter preview: `<project> - <chapter>.mp4` (a slash is no part of a file name).
    const got = (await h().api.get(`/api/v1/projects/${project.id}/chapters/${chapter.id}`, key)).body;
    const preview = new URL(got.preview_url);
    const named = preview.searchParams.get('name') ?? preview.searchParams.get('response-content-disposition');
    expect(named).toContain(h().variant === 'embedded' ? `${exact} - Intro_1.mp4` : `filename*=UTF-8''${encodeURIComponent(`${exact} - Intro_1.mp4`)}`);
  });

  it('answers a wrong method with 405 and Allow, and OPTIONS with 204 and Allow', async () => {
    const key = h().keyA;
    const wrong = await h().api.raw('PUT', '/api/v1/projects', key);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    expect(wrong.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', error: expect.stringContaining('PUT'), hint: expect.stringContaining('GET, HEAD, OPTIONS, POST') });
    const onItem = await h().api.raw('POST', '/api/v1/projects/prj_000000000000000000000', key);
    expect(onItem.status).toBe(405);
    expect(onItem.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, PATCH');
    expect((await h().api.raw('DELETE', '/api/v1/openapi.json', key)).headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    // Authentication still comes first.
    expect((await h().api.raw('PUT', '/api/v1/projects', undefined)).status).toBe(401);

    const options = await rawGet(`${h().base}/api/v1/projects/prj_000000000000000000000/chapters`, {}, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(options.body.length).toBe(0);
    expect(options.headers['content-type']).toBeUndefined();
    expect((await rawGet(`${h().base}/api/v1/assets/ast_000000000000000000000/content`, {}, 'OPTIONS')).headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('challenges a 401 with WWW-Authenticate: Bearer realm="montage"', async () => {
    const none = await h().api.get('/api/v1/projects', undefined);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="montage"');
    const refused = await h().api.get('/api/v1/projects', 'not-a-key');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="montage", error="invalid_token"');
    expect((await h().api.get('/api/v1/projects', h().keyA)).headers.get('www-authenticate')).toBeNull();
  });

  it('routes case-sensitively: /API/V1/PROJECTS is a JSON 404, not the API and not the console', async () => {
    for (const path of ['/API/V1/PROJECTS', '/api/v1/Projects', '/Api/v1/openapi.json']) {
      const res = await h().api.raw('GET', path, h().keyA, { headers: { accept: 'text/html,*/*' } });
      expect({ path, status: res.status, code: res.body?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
    expect((await h().api.get('/api/v1/projects', h().keyA)).status).toBe(200);
  });

  it('takes query parameters in their wire form, refusing what the document rules out', async () => {
    const key = h().keyA;
    for (const q of ['limit=0', 'limit=101', 'limit=1.5', 'offset=-1', 'limit=', 'limit=1&limit=2']) {
      expect({ q, status: (await h().api.get(`/api/v1/projects?${q}`, key)).status }).toEqual({ q, status: 400 });
    }
    expect((await h().api.get('/api/v1/projects?limit=100&offset=0', key)).status).toBe(200);
    const asset = (await upload(key, files.png, 'image/png')).body;
    expect((await h().api.raw('DELETE', `/api/v1/assets/${asset.id}?force=yes`, key)).status).toBe(400);
    await ready(key, asset.id);
    expect((await h().api.raw('DELETE', `/api/v1/assets/${asset.id}?force=true`, key)).status).toBe(202);
  });
});
