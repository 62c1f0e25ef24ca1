import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ocrPicture } from '../support/media.js';
import { sampleFiles, startHarness, type Harness } from './harness.js';
import { waitFor } from './http.js';

/* The template gallery and projects made from a template, against the embedded composition (real posters). */
describe('templates (embedded)', () => {
  let h: Harness;
  let dir: string;

  beforeAll(async () => {
    h = await startHarness('embedded');
    dir = mkdtempSync(join(tmpdir(), 'templates-'));
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the twelve templates with their fields, labels, defaults and poster URLs', async () => {
    const res = await h.api.get('/api/v1/templates', h.keyA);
    expect(res.status).toBe(200);
    expect(res.body.templates).toHaveLength(12);
    const promo = res.body.templates.find((t: { id: string }) => t.id === 'promo');
    expect(promo).toMatchObject({ name: 'Product promo', aspect: 'landscape', poster_url: `${h.base}/api/v1/templates/promo/poster` });
    expect(promo.fields).toContainEqual({ name: 'product', label: 'Product name', type: 'text', default: 'Aurora Lamp' });
    expect(promo.fields).toContainEqual({ name: 'brand', label: 'Brand colour', type: 'colour', default: '#1e1b4b' });
    expect(promo.fields).toContainEqual({ name: 'photo', label: 'Product picture', type: 'asset', default: null });
    expect((await h.api.get('/api/v1/templates', undefined)).status).toBe(401);
  });

  it("draws a template's poster from its defaults, as the frame path does", async () => {
    const res = await fetch(`${h.base}/api/v1/templates/quote-card/poster`, { headers: { authorization: `Bearer ${h.keyA}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 480]);
    const path = join(dir, 'quote.png');
    writeFileSync(path, png);
    expect(await ocrPicture(path)).toMatch(/Simplicity/i);
    expect((await h.api.get('/api/v1/templates/nope/poster', h.keyA)).status).toBe(404);
  }, 60_000);

  it('makes a project whose chapter renders from the filled template, with the caller\'s own picture', async () => {
    const upload = await h.api.raw('POST', '/api/v1/assets?name=kettle.png', h.keyA, { body: (await sampleFiles()).png, headers: { 'content-type': 'image/png' } });
    await waitFor('the picture to be ready', async () => ((await h.api.get(`/api/v1/assets/${upload.body.id}`, h.keyA)).body.state === 'ready' ? true : undefined));
    const res = await h.api.post('/api/v1/projects', h.keyA, { template: 'promo', fields: { product: 'Nimbus Kettle', brand: '#065f46', photo: upload.body.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Product promo', format: { aspect: 'landscape' } });
    const chapters = (await h.api.get(`/api/v1/projects/${res.body.id}/chapters`, h.keyA)).body.chapters;
    expect(chapters).toHaveLength(1);
    expect(chapters[0]).toMatchObject({ name: 'Product promo', status: 'processing' });
    const chapter = (await h.api.get(`/api/v1/projects/${res.body.id}/chapters/${chapters[0].id}`, h.keyA)).body;
    expect(chapter.prompts).toEqual([expect.objectContaining({ content: '(scene document edited through the API)', status: 'processing' })]);
    // Another tenant's picture, a colour that is not one, an unknown template: 400 naming the field.
    const theirs = await h.api.post('/api/v1/projects', h.keyB, { template: 'promo', fields: { photo: upload.body.id } });
    expect(theirs.status).toBe(400);
    expect(theirs.body.hint).toMatch(/"photo".*not one of your assets/);
    expect((await h.api.post('/api/v1/projects', h.keyA, { template: 'promo', fields: { brand: 'blurple' } })).body.hint).toMatch(/"brand"/);
    expect((await h.api.post('/api/v1/projects', h.keyA, { template: 'nope' })).body.hint).toMatch(/one of promo, sale/);
    expect((await h.api.post('/api/v1/projects', h.keyA, { name: 'X', fields: { a: 'b' } })).body.hint).toMatch(/give template/);
    expect((await h.api.post('/api/v1/projects', h.keyA, {})).body.hint).toMatch(/name/);
  });
});
