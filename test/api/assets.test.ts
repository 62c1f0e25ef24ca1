import { beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pngBomb } from '../media/hostile-media.js';
import { forEachVariant, sampleFiles, type SampleFiles } from './harness.js';
import { waitFor } from './http.js';

/** A raw HTTP upload, so tests control Content-Length and chunking exactly. */
function upload(base: string, key: string, body: Readable | null, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const url = new URL('/api/v1/assets', base);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }));
    });
    // The server may answer (and close) before the whole body was sent: that is the point of some tests.
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'EPIPE' || (err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    if (body) body.pipe(req);
    else req.end();
  });
}

function zeros(bytes: number, head = Buffer.alloc(0)): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  return new Readable({
    read() {
      if (sent === 0 && head.length) {
        sent += head.length;
        this.push(head);
        return;
      }
      if (sent >= bytes) return void this.push(null);
      const n = Math.min(chunk.length, bytes - sent);
      sent += n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

forEachVariant('assets', (h) => {
  let files: SampleFiles;
  beforeAll(async () => {
    files = await sampleFiles();
  });

  it('stores an image, returns it as processing, then probes it to ready', async () => {
    const res = await upload(h().base, h().keyA, Readable.from([files.png]), { 'content-type': 'image/png', 'content-length': String(files.png.length) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^ast_[A-Za-z0-9]{21}$/),
      content_type: 'image/png',
      size: files.png.length,
      state: 'processing',
      url: expect.stringContaining(res.body.id),
      error: null,
    });
    const ready = await waitFor('the asset to be probed', async () => {
      const got = await h().api.get(`/api/v1/assets/${res.body.id}`, h().keyA);
      return got.body.state === 'processing' ? undefined : got.body;
    });
    expect(ready).toMatchObject({ state: 'ready', width: 320, height: 240, duration: null, error: null });
    const content = await fetch(ready.url, { headers: { authorization: `Bearer ${h().keyA}` } });
    expect(content.status).toBe(200);
    expect(Buffer.from(await content.arrayBuffer()).equals(files.png)).toBe(true);
    expect((await fetch(ready.url, { headers: { authorization: `Bearer ${h().keyB}` } })).status).toBe(404);
    expect((await h().api.get(`/api/v1/assets/${res.body.id}`, h().keyB)).status).toBe(404);
  });

  it('probes audio and video durations', async () => {
    const wav = await upload(h().base, h().keyA, Readable.from([files.wav]), { 'content-type': 'audio/wav' });
    const mp4 = await upload(h().base, h().keyA, Readable.from([files.mp4]), { 'content-type': 'video/mp4' });
    for (const res of [wav, mp4]) expect(res.status).toBe(201);
    const probed = async (id: string) =>
      waitFor('probe', async () => {
        const got = (await h().api.get(`/api/v1/assets/${id}`, h().keyA)).body;
        return got.state === 'processing' ? undefined : got;
      });
    expect(await probed(wav.body.id)).toMatchObject({ state: 'ready', width: null, height: null, duration: expect.closeTo(1, 1) });
    expect(await probed(mp4.body.id)).toMatchObject({ state: 'ready', width: 320, height: 240, duration: expect.closeTo(1, 1) });
  });

  it('ends in state error when the bytes do not match the declared type', async () => {
    const res = await upload(h().base, h().keyA, Readable.from([files.png]), { 'content-type': 'audio/wav' });
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('error');
    expect(res.body.url).toBeNull();
    const failed = await h().api.get('/api/v1/assets?state=failed&limit=100', h().keyA);
    expect(failed.body.assets.map((a: { id: string }) => a.id)).toContain(res.body.id);
  });

  it('says why an asset is in state error: a PNG declared as image/jpeg at upload, a picture too large at probe', async () => {
    const mismatch = await upload(h().base, h().keyA, Readable.from([files.png]), { 'content-type': 'image/jpeg' });
    expect(mismatch.status).toBe(201);
    const reason = 'The file content does not match Content-Type image/jpeg (it looks like image/png).';
    expect(mismatch.body).toMatchObject({ state: 'error', url: null, error: reason });
    expect((await h().api.get(`/api/v1/assets/${mismatch.body.id}`, h().keyA)).body).toMatchObject({ state: 'error', error: reason });
    const listed = await h().api.get('/api/v1/assets?state=error&limit=100', h().keyA);
    expect(listed.body.assets.find((a: { id: string }) => a.id === mismatch.body.id)).toMatchObject({ error: reason });

    const bomb = pngBomb(16_000, 16_000);
    const res = await upload(h().base, h().keyA, Readable.from([bomb]), { 'content-type': 'image/png' });
    expect(res.body).toMatchObject({ state: 'processing', error: null });
    const probed = await waitFor('the asset to be probed', async () => {
      const got = await h().api.get(`/api/v1/assets/${res.body.id}`, h().keyA);
      return got.body.state === 'processing' ? undefined : got.body;
    });
    expect(probed).toMatchObject({ state: 'error', error: expect.stringMatching(/^The picture is 16,000×16,000 pixels; at most .* is accepted\.$/) });
  });

  it.each([
    ['a missing Content-Type', {}],
    ['an unsupported Content-Type', { 'content-type': 'text/plain' }],
  ])('refuses %s with VALIDATION_ERROR', async (_what, headers) => {
    const res = await upload(h().base, h().keyA, Readable.from([Buffer.from('hello')]), headers as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.hint).toMatch(/image\/png/);
  });

  it('refuses a declared length over 100 MB before reading the body', async () => {
    const before = (await h().api.get('/api/v1/assets?limit=100', h().keyA)).body.pagination.total;
    const res = await upload(h().base, h().keyA, zeros(1024), { 'content-type': 'video/mp4', 'content-length': String(100 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    expect((await h().api.get('/api/v1/assets?limit=100', h().keyA)).body.pagination.total).toBe(before);
  });

  it('cuts off a chunked body that passes 100 MB and keeps nothing of it', async () => {
    const key = await h().newTenantKey();
    const storedBefore = await h().storedObjectKeys();
    const mp4Head = Buffer.from(files.mp4.subarray(0, 64));
    const res = await upload(h().base, key, zeros(100 * 1024 * 1024 + 64 * 1024, mp4Head), { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    const list = await h().api.get('/api/v1/assets', key);
    expect(list.body.pagination.total).toBe(0);
    expect(await h().storedObjectKeys()).toEqual(storedBefore);
  });

  it('answers 500 UPLOAD_FAILED when storing fails (503 naming the cause when the bucket is gone), and keeps nothing', async () => {
    const key = await h().newTenantKey();
    const broken = await h().breakStorage();
    try {
      const res = await upload(h().base, key, Readable.from([files.png]), { 'content-type': 'image/png' });
      if (h().variant === 'embedded') {
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ error: expect.any(String), code: 'UPLOAD_FAILED', hint: expect.any(String) });
      } else {
        // The kubernetes harness breaks storage by deleting the bucket: a configuration problem, not a failed upload
        // to retry, so the answer says what an admin must fix (docs/installing.md, "A cluster installation without Helm").
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ error: expect.any(String), code: 'SERVICE_UNAVAILABLE', hint: expect.stringContaining('does not exist') });
      }
    } finally {
      await broken.restore();
    }
    expect((await h().api.get('/api/v1/assets', key)).body.pagination.total).toBe(0);
  });

  describe('listing', () => {
    let key: string;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      key = await h().newTenantKey();
      ids.png = (await upload(h().base, key, Readable.from([files.png]), { 'content-type': 'image/png' })).body.id;
      ids.bad = (await upload(h().base, key, Readable.from([files.png]), { 'content-type': 'image/jpeg' })).body.id;
      ids.wav = (await upload(h().base, key, Readable.from([files.wav]), { 'content-type': 'audio/wav' })).body.id;
      await waitFor('probes', async () => {
        const list = (await h().api.get('/api/v1/assets?state=processing', key)).body;
        return list.pagination.total === 0 ? true : undefined;
      });
    });

    it('filters by content type and state, with total counting the matches', async () => {
      const all = await h().api.get('/api/v1/assets', key);
      expect(all.body.pagination).toEqual({ limit: 20, offset: 0, total: 3 });
      expect(all.body.assets.map((a: { id: string }) => a.id)).toEqual([ids.png, ids.bad, ids.wav]);
      const images = await h().api.get('/api/v1/assets?contentType=image/png', key);
      expect(images.body.assets.map((a: { id: string }) => a.id)).toEqual([ids.png]);
      const ready = await h().api.get('/api/v1/assets?state=ready&limit=1', key);
      expect(ready.body.pagination).toEqual({ limit: 1, offset: 0, total: 2 });
      const failed = await h().api.get('/api/v1/assets?state=failed', key);
      expect(failed.body.assets.map((a: { id: string }) => a.id)).toEqual([ids.bad]);
      const error = await h().api.get('/api/v1/assets?state=error', key);
      expect(error.body.assets.map((a: { id: string }) => a.id)).toEqual([ids.bad]);
    });

    it('refuses an unknown state filter and bad paging', async () => {
      for (const q of ['state=done', 'limit=500', 'offset=-2']) {
        const res = await h().api.get(`/api/v1/assets?${q}`, key);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      }
    });

    it('lists nothing of another tenant', async () => {
      const other = await h().api.get('/api/v1/assets?limit=100', h().keyB);
      for (const id of Object.values(ids)) expect(other.body.assets.map((a: { id: string }) => a.id)).not.toContain(id);
    });
  });
});
