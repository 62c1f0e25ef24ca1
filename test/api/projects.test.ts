import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forEachVariant } from './harness.js';
import { DEFAULT_FORMAT } from '../../model/format.js';

const ID = /^prj_[A-Za-z0-9]{21}$/;
const ISO_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

forEachVariant('projects', (h) => {
  it('creates a project with nulls where nothing was supplied', async () => {
    const res = await h().api.post('/api/v1/projects', h().keyA, { name: 'Launch video' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(ID),
      name: 'Launch video',
      description: null,
      settings: null,
      format: { aspect: 'landscape', resolution: DEFAULT_FORMAT.resolution },
      active_export_id: null,
      created_at: expect.stringMatching(ISO_Z),
    });
  });

  it('keeps description and settings as given', async () => {
    const res = await h().api.post('/api/v1/projects', h().keyA, { name: 'P', description: 'd'.repeat(1000), settings: { fps: 30, nested: { a: [1] } } });
    expect(res.status).toBe(201);
    expect(res.body.description).toHaveLength(1000);
    expect(res.body.settings).toEqual({ fps: 30, nested: { a: [1] } });
    const again = await h().api.get(`/api/v1/projects/${res.body.id}`, h().keyA);
    expect(again.body).toEqual(res.body);
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { name: '' }],
    ['a 31-character name', { name: 'x'.repeat(31) }],
    ['a blank name', { name: '   ' }],
    ['a name that is not a string', { name: 42 }],
    ['a 1001-character description', { name: 'ok', description: 'd'.repeat(1001) }],
    ['settings that are not an object', { name: 'ok', settings: [1, 2] }],
    ['an unknown field', { name: 'ok', colour: 'red' }],
  ])('refuses %s with VALIDATION_ERROR and a hint', async (_what, body) => {
    const res = await h().api.post('/api/v1/projects', h().keyA, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(typeof res.body.error).toBe('string');
    expect(res.body.hint).toEqual(expect.any(String));
  });

  it('names the allowed length in the hint', async () => {
    const res = await h().api.post('/api/v1/projects', h().keyA, { name: 'x'.repeat(31) });
    expect(res.body.hint).toMatch(/30/);
  });

  it('refuses malformed JSON and a non-JSON Content-Type', async () => {
    const malformed = await h().api.raw('POST', '/api/v1/projects', h().keyA, { body: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    const wrongType = await h().api.raw('POST', '/api/v1/projects', h().keyA, { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.hint).toMatch(/application\/json/);
    const noType = await h().api.raw('POST', '/api/v1/projects', h().keyA, { body: '{"name":"x"}' });
    expect(noType.status).toBe(400);
  });

  it("gets only the caller's own project", async () => {
    const created = await h().api.post('/api/v1/projects', h().keyA, { name: 'Mine' });
    expect((await h().api.get(`/api/v1/projects/${created.body.id}`, h().keyA)).status).toBe(200);
    const other = await h().api.get(`/api/v1/projects/${created.body.id}`, h().keyB);
    const missing = await h().api.get('/api/v1/projects/prj_000000000000000000000', h().keyA);
    const malformed = await h().api.get('/api/v1/projects/not-an-id', h().keyA);
    for (const res of [other, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    // Another tenant's project is indistinguishable from a missing one.
    expect(other.body).toEqual(missing.body);
  });

  describe('pagination', () => {
    let key: string;
    let ids: string[];
    beforeAll(async () => {
      key = await h().newTenantKey();
      ids = [];
      for (let i = 0; i < 5; i++) ids.push((await h().api.post('/api/v1/projects', key, { name: `p${i}` })).body.id);
    });

    it('lists oldest first with limit, offset and total', async () => {
      const all = await h().api.get('/api/v1/projects', key);
      expect(all.status).toBe(200);
      expect(all.body.pagination).toEqual({ limit: 20, offset: 0, total: 5 });
      expect(all.body.projects.map((p: { id: string }) => p.id)).toEqual(ids);
      const page = await h().api.get('/api/v1/projects?limit=2&offset=3', key);
      expect(page.body.pagination).toEqual({ limit: 2, offset: 3, total: 5 });
      expect(page.body.projects.map((p: { id: string }) => p.id)).toEqual(ids.slice(3));
      const beyond = await h().api.get('/api/v1/projects?offset=99', key);
      expect(beyond.body.projects).toEqual([]);
      expect(beyond.body.pagination.total).toBe(5);
      const max = await h().api.get('/api/v1/projects?limit=100', key);
      expect(max.status).toBe(200);
    });

    it.each(['limit=0', 'limit=101', 'limit=-1', 'limit=abc', 'limit=1.5', 'offset=-1', 'offset=x', 'limit=', 'limit=1&limit=2'])(
      'refuses %s with a hint',
      async (query) => {
        const res = await h().api.get(`/api/v1/projects?${query}`, key);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
        expect(res.body.hint).toMatch(/limit|offset/);
      },
    );

    it('shows no other tenant its projects', async () => {
      const other = await h().api.get('/api/v1/projects?limit=100', h().keyB);
      const otherIds = new Set(other.body.projects.map((p: { id: string }) => p.id));
      for (const id of ids) expect(otherIds.has(id)).toBe(false);
    });
  });
});
