import { expect, it } from '@jest/globals';
import { forEachVariant, sampleFiles, type Harness } from './harness.js';
import { waitFor } from './http.js';

/*
 * DELETE as the API presents it, on both stores. Only the asset controller runs beside these servers, so the
 * storage cleanup of assets is checked here; that of projects and chapters (which needs the whole controller,
 * jobs and crashes included) is in test/flow/deletion.test.ts.
 */

async function readyAsset(h: Harness, key: string, bytes: Buffer, type: string): Promise<string> {
  const res = await h.api.raw('POST', '/api/v1/assets?name=a', key, { body: bytes, headers: { 'content-type': type } });
  expect(res.status).toBe(201);
  await waitFor('the asset to be ready', async () => ((await h.api.get(`/api/v1/assets/${res.body.id}`, key)).body.state === 'ready' ? true : undefined));
  return res.body.id;
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#3366cc"/></svg>');

forEachVariant('deletion', (h) => {
  it('answers 202 {id, object, status: deleting}; the project is 404 and out of the list at once; again is 404', async () => {
    const key = await h().newTenantKey();
    const kept = (await h().api.post('/api/v1/projects', key, { name: 'Kept' })).body;
    const gone = (await h().api.post('/api/v1/projects', key, { name: 'Gone' })).body;
    const chapter = (await h().api.post(`/api/v1/projects/${gone.id}/chapters`, key, { name: 'One' })).body;

    const res = await h().api.del(`/api/v1/projects/${gone.id}`, key);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: gone.id, object: 'project', status: 'deleting' });
    expect((await h().api.get(`/api/v1/projects/${gone.id}`, key)).status).toBe(404);
    expect((await h().api.get(`/api/v1/projects/${gone.id}/chapters/${chapter.id}`, key)).status).toBe(404);
    const list = (await h().api.get('/api/v1/projects', key)).body;
    expect(list.projects.map((p: { id: string }) => p.id)).toEqual([kept.id]);
    expect(list.pagination.total).toBe(1);
    expect((await h().api.post(`/api/v1/projects/${gone.id}/chapters`, key, { name: 'Late' })).status).toBe(404);
    const again = await h().api.del(`/api/v1/projects/${gone.id}`, key);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it("is 404 for another tenant's project, chapter and asset, which stay", async () => {
    const owner = await h().newTenantKey();
    const other = await h().newTenantKey();
    const project = (await h().api.post('/api/v1/projects', owner, { name: 'Mine' })).body;
    const chapter = (await h().api.post(`/api/v1/projects/${project.id}/chapters`, owner, { name: 'One' })).body;
    const asset = await readyAsset(h(), owner, (await sampleFiles()).png, 'image/png');
    for (const path of [`/api/v1/projects/${project.id}`, `/api/v1/projects/${project.id}/chapters/${chapter.id}`, `/api/v1/assets/${asset}`]) {
      const res = await h().api.del(path, other);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await h().api.get(path, owner)).status).toBe(200);
    }
  });

  it('deletes a chapter: gone from the project, the other chapters stay', async () => {
    const key = await h().newTenantKey();
    const project = (await h().api.post('/api/v1/projects', key, { name: 'P' })).body;
    const a = (await h().api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'A' })).body;
    const b = (await h().api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'B' })).body;
    const res = await h().api.del(`/api/v1/projects/${project.id}/chapters/${a.id}`, key);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: a.id, object: 'chapter', status: 'deleting' });
    const listed = (await h().api.get(`/api/v1/projects/${project.id}/chapters`, key)).body.chapters;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([b.id]);
    // Addressed under another project, a chapter does not exist there.
    const elsewhere = (await h().api.post('/api/v1/projects', key, { name: 'Q' })).body;
    expect((await h().api.del(`/api/v1/projects/${elsewhere.id}/chapters/${b.id}`, key)).status).toBe(404);
  });

  it("removes an asset's upload and its rendition from storage: none of its objects is left", async () => {
    const key = await h().newTenantKey();
    const svg = await readyAsset(h(), key, SVG, 'image/svg+xml');
    const mine = (await h().storedObjectKeys()).filter((k) => k.includes(svg));
    // The upload and its PNG rendition.
    expect(mine.length).toBe(2);
    const res = await h().api.del(`/api/v1/assets/${svg}`, key);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: svg, object: 'asset', status: 'deleting' });
    expect((await h().api.get(`/api/v1/assets/${svg}`, key)).status).toBe(404);
    expect((await h().api.get(`/api/v1/assets/${svg}/content`, key)).status).toBe(404);
    expect((await h().api.get('/api/v1/assets', key)).body.assets).toEqual([]);
    await waitFor('the asset objects to be removed', async () => ((await h().storedObjectKeys()).some((k) => k.includes(svg)) ? undefined : true));
    expect((await h().storedObjectKeys()).filter((k) => k.includes(svg))).toHaveLength(0);
  });

  it("refuses to delete an asset a chapter's latest scene uses with 409, a hint and the chapter's name, unless ?force=true", async () => {
    const key = await h().newTenantKey();
    const asset = await readyAsset(h(), key, (await sampleFiles()).png, 'image/png');
    const unused = await readyAsset(h(), key, (await sampleFiles()).png, 'image/png');
    const project = (await h().api.post('/api/v1/projects', key, { name: 'P' })).body;
    const chapter = (await h().api.post(`/api/v1/projects/${project.id}/chapters`, key, { name: 'Uses the logo' })).body;
    const prompt = (await h().api.post(`/api/v1/projects/${project.id}/chapters/${chapter.id}/prompt`, key, { content: `Show ${asset}` })).body.prompt_id;
    await h().completePromptWithScene(prompt, 'done', {
      version: 2,
      background: { type: 'solid', colour: '#102030' },
      scenes: [{ duration: 4, layers: [{ type: 'logo', assetId: asset }] }],
    });

    const refused = await h().api.del(`/api/v1/assets/${asset}`, key);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.error).toContain('Uses the logo');
    expect(refused.body.hint).toMatch(/force=true/);
    expect((await h().api.get(`/api/v1/assets/${asset}`, key)).status).toBe(200);
    expect((await h().api.del(`/api/v1/assets/${unused}`, key)).status).toBe(202);
    expect((await h().api.del(`/api/v1/assets/${asset}?force=maybe`, key)).status).toBe(400);

    const forced = await h().api.del(`/api/v1/assets/${asset}?force=true`, key);
    expect(forced.status).toBe(202);
    expect((await h().api.get(`/api/v1/assets/${asset}`, key)).status).toBe(404);
  });
});
