import { expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { forEachVariant, sampleFiles } from './harness.js';

/*
 * Idempotency-Key on both compositions: the embedded runtime (records in memory) and the cluster API (records in
 * the real Redis, projects as custom resources).
 */
forEachVariant('Idempotency-Key', (h) => {
  it('does the work once for 20 concurrent identical POSTs with one key, and answers all of them alike', async () => {
    const key = await h().newTenantKey();
    const idem = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h().api.post('/api/v1/projects', key, { name: 'Once', description: 'only one' }, { 'idempotency-key': idem })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    const list = await h().api.get('/api/v1/projects?limit=100', key);
    expect(list.body.pagination.total).toBe(1);
    expect(list.body.projects[0].id).toBe([...ids][0]);
  });

  it('treats the same JSON with its keys in another order as the same request', async () => {
    const key = await h().newTenantKey();
    const idem = randomUUID();
    const first = await h().api.raw('POST', '/api/v1/projects', key, { body: '{"name":"A","description":"d"}', headers: { 'content-type': 'application/json', 'idempotency-key': idem } });
    const second = await h().api.raw('POST', '/api/v1/projects', key, { body: '{ "description": "d", "name": "A" }', headers: { 'content-type': 'application/json', 'idempotency-key': idem } });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
  });

  it('refuses the same key with another body, or on another endpoint, with 422 and a hint', async () => {
    const key = await h().newTenantKey();
    const idem = randomUUID();
    const first = await h().api.post('/api/v1/projects', key, { name: 'First' }, { 'idempotency-key': idem });
    expect(first.status).toBe(201);
    const other = await h().api.post('/api/v1/projects', key, { name: 'Second' }, { 'idempotency-key': idem });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: expect.any(String), code: 'IDEMPOTENCY_KEY_REUSED', hint: expect.stringMatching(/new key/) });
    const elsewhere = await h().api.post(`/api/v1/projects/${first.body.id}/chapters`, key, { name: 'First' }, { 'idempotency-key': idem });
    expect(elsewhere.status).toBe(422);
    expect((await h().api.get('/api/v1/projects', key)).body.pagination.total).toBe(1);
  });

  it('scopes keys per tenant', async () => {
    const [a, b] = [await h().newTenantKey(), await h().newTenantKey()];
    const idem = randomUUID();
    const ra = await h().api.post('/api/v1/projects', a, { name: 'Mine' }, { 'idempotency-key': idem });
    const rb = await h().api.post('/api/v1/projects', b, { name: 'Mine' }, { 'idempotency-key': idem });
    expect(rb.status).toBe(201);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
  });

  it('keeps only successes: after an error the same key does the work', async () => {
    const key = await h().newTenantKey();
    const idem = randomUUID();
    const project = (await h().api.post('/api/v1/projects', key, { name: 'P' })).body;
    const missing = await h().api.post('/api/v1/projects/prj_000000000000000000000/chapters', key, { name: 'C' }, { 'idempotency-key': idem });
    expect(missing.status).toBe(404);
    const noChapter = await h().api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'C' }, { 'idempotency-key': randomUUID() });
    expect(noChapter.status).toBe(201);
    const invalid = await h().api.post('/api/v1/projects', key, { name: '' }, { 'idempotency-key': idem });
    expect(invalid.status).toBe(400);
    const fixed = await h().api.post('/api/v1/projects', key, { name: 'Fixed' }, { 'idempotency-key': idem });
    expect(fixed.status).toBe(201);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await h().api.post('/api/v1/projects', h().keyA, { name: 'x' }, { 'idempotency-key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.hint).toMatch(/1-255/);
  });

  it('replays a prompt submission instead of answering 409 to its own retry', async () => {
    const key = await h().newTenantKey();
    const project = (await h().api.post('/api/v1/projects', key, { name: 'P' })).body;
    const chapter = (await h().api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'C' })).body;
    const idem = randomUUID();
    const path = `/api/v1/projects/${project.id}/chapters/${chapter.id}/prompt`;
    const results = await Promise.all(Array.from({ length: 5 }, () => h().api.post(path, key, { content: 'A title card' }, { 'idempotency-key': idem })));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(202));
    expect(new Set(results.map((r) => r.body.prompt_id)).size).toBe(1);
    const got = await h().api.get(`/api/v1/projects/${project.id}/chapters/${chapter.id}`, key);
    expect(got.body.prompts).toHaveLength(1);
  });

  it('decides "same upload" by the bytes: the same file is stored once, other bytes are 422', async () => {
    const key = await h().newTenantKey();
    const { png, wav } = await sampleFiles();
    const idem = randomUUID();
    const send = (body: Buffer, type: string) =>
      h().api.raw('POST', '/api/v1/assets?name=logo.png', key, { body, headers: { 'content-type': type, 'idempotency-key': idem } });
    const results = await Promise.all([send(png, 'image/png'), send(png, 'image/png'), send(png, 'image/png')]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const other = await send(Buffer.concat([png, Buffer.from([0])]), 'image/png');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherType = await send(wav, 'audio/wav');
    expect(otherType.status).toBe(422);
    const list = await h().api.get('/api/v1/assets', key);
    expect(list.body.pagination.total).toBe(1);
  });
});
