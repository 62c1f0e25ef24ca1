import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_FORMAT } from '../../model/format.js';
import { SCENE_EDIT_CONTENT } from '../../model/scene.js';
import { forEachVariant, sampleFiles, type Harness } from './harness.js';
import { waitFor } from './http.js';

// A new project's resolution when none is asked (1080p since issue 27).
const R = DEFAULT_FORMAT.resolution;
const LANDSCAPE = { aspect: 'landscape', resolution: R };
const PORTRAIT = { aspect: 'portrait', resolution: R };

/** A ready asset of the caller's, uploaded through the API. */
async function readyAsset(h: Harness, key: string, bytes: Buffer, type: string): Promise<string> {
  const res = await h.api.raw('POST', '/api/v1/assets?name=a', key, { body: bytes, headers: { 'content-type': type } });
  expect(res.status).toBe(201);
  await waitFor('the asset to be ready', async () => ((await h.api.get(`/api/v1/assets/${res.body.id}`, key)).body.state === 'ready' ? true : undefined));
  return res.body.id;
}

const documentWith = (layers: unknown[], extra: Record<string, unknown> = {}) => ({
  version: 2,
  background: { type: 'solid', colour: '#102030' },
  scenes: [{ duration: 4, layers }],
  ...extra,
});

forEachVariant('project formats', (h) => {
  it('creates a project in the format asked, shown by get and list', async () => {
    const key = await h().newTenantKey();
    const res = await h().api.post('/api/v1/projects', key, { name: 'Reel', format: { aspect: 'portrait', resolution: '1080p' } });
    expect(res.status).toBe(201);
    expect(res.body.format).toEqual({ aspect: 'portrait', resolution: '1080p' });
    expect((await h().api.get(`/api/v1/projects/${res.body.id}`, key)).body.format).toEqual({ aspect: 'portrait', resolution: '1080p' });
    const half = await h().api.post('/api/v1/projects', key, { name: 'Square', format: { aspect: 'square' } });
    expect(half.body.format).toEqual({ aspect: 'square', resolution: R });
    const list = await h().api.get('/api/v1/projects', key);
    expect(list.body.projects.map((p: { format: unknown }) => p.format)).toEqual([{ aspect: 'portrait', resolution: '1080p' }, { aspect: 'square', resolution: R }]);
  });

  it.each([
    ['an unknown aspect', { aspect: 'wide' }],
    ['an unknown resolution', { resolution: '4k' }],
    ['an unknown member', { aspect: 'square', fps: 60 }],
    ['a string', 'portrait'],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_what, format) => {
    const res = await h().api.post('/api/v1/projects', h().keyA, { name: 'Bad', format });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.hint).toMatch(/format/);
  });

  describe('PATCH', () => {
    let projectId: string;
    beforeAll(async () => {
      projectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Patched', description: 'old' })).body.id;
    });
    const path = () => `/api/v1/projects/${projectId}`;

    it('changes only the members sent', async () => {
      let res = await h().api.patch(path(), h().keyA, { format: { aspect: 'portrait' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: projectId, name: 'Patched', description: 'old', format: PORTRAIT });
      res = await h().api.patch(path(), h().keyA, { format: { resolution: '1080p' } });
      expect(res.body.format).toEqual({ aspect: 'portrait', resolution: '1080p' });
      res = await h().api.patch(path(), h().keyA, { name: 'Renamed', description: null });
      expect(res.body).toMatchObject({ name: 'Renamed', description: null, format: { aspect: 'portrait', resolution: '1080p' } });
      expect((await h().api.get(path(), h().keyA)).body).toEqual(res.body);
    });

    it.each([
      ['an empty body', {}],
      ['an unknown field', { colour: 'red' }],
      ['a bad aspect', { format: { aspect: 'tall' } }],
      ['an unknown format member', { format: { width: 100 } }],
      ['a 31-character name', { name: 'n'.repeat(31) }],
    ])('refuses %s', async (_what, body) => {
      const res = await h().api.patch(path(), h().keyA, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.hint).toEqual(expect.any(String));
    });

    it("answers 404 for another tenant's or a missing project", async () => {
      expect((await h().api.patch(path(), h().keyB, { format: { aspect: 'square' } })).status).toBe(404);
      expect((await h().api.patch('/api/v1/projects/prj_000000000000000000000', h().keyA, { format: { aspect: 'square' } })).status).toBe(404);
      expect((await h().api.get(path(), h().keyA)).body.format.aspect).toBe('portrait');
    });
  });

  it('shows a chapter rendered in another format as processing until its render in the new format exists', async () => {
    const key = await h().newTenantKey();
    const projectId = (await h().api.post('/api/v1/projects', key, { name: 'Switch' })).body.id;
    const chapters = `/api/v1/projects/${projectId}/chapters`;
    const rendered = (await h().api.post(chapters, key, { name: 'Rendered' })).body.id;
    const empty = (await h().api.post(chapters, key, { name: 'Empty' })).body.id;
    const prompt = (await h().api.post(`${chapters}/${rendered}/prompt`, key, { content: 'Title "A"' })).body.prompt_id;
    await h().completePrompt(prompt, 'done', { key: `renders/${rendered}.mp4`, durationSeconds: 4, format: LANDSCAPE });
    let chapter = (await h().api.get(`${chapters}/${rendered}`, key)).body;
    expect(chapter).toMatchObject({ status: 'ready', format: LANDSCAPE, preview_url: expect.any(String) });

    await h().api.patch(`/api/v1/projects/${projectId}`, key, { format: { aspect: 'portrait' } });
    chapter = (await h().api.get(`${chapters}/${rendered}`, key)).body;
    // The old render stays watchable meanwhile; no prompt entry is added.
    expect(chapter).toMatchObject({ status: 'processing', format: LANDSCAPE, prompt_count: 1, preview_url: expect.any(String) });
    expect((await h().api.get(`${chapters}/${empty}`, key)).body).toMatchObject({ status: 'ready', format: null, preview_url: null });
    const list = (await h().api.get(chapters, key)).body.chapters;
    expect(list.map((c: { status: string }) => c.status)).toEqual(['processing', 'ready']);

    // The controller's re-render lands in the chapter's status: the chapter shows it.
    const render = { promptId: prompt, format: PORTRAIT, key: `renders/${rendered}-portrait.mp4`, durationSeconds: 4, sceneKey: 'scene.json' };
    await h().writeStatus('chapter', rendered, () => ({ render }));
    chapter = (await h().api.get(`${chapters}/${rendered}`, key)).body;
    expect(chapter).toMatchObject({ status: 'ready', format: PORTRAIT });
    expect(chapter.preview_url).toContain('portrait');
    expect(chapter).not.toHaveProperty('render_error');

    // A failed re-render is the chapter's error, with why.
    await h().api.patch(`/api/v1/projects/${projectId}`, key, { format: { aspect: 'square' } });
    await h().writeStatus('chapter', rendered, () => ({ renderFailure: { promptId: prompt, format: { aspect: 'square', resolution: R }, message: `Re-rendering the chapter in square ${R} failed: boom` } }));
    chapter = (await h().api.get(`${chapters}/${rendered}`, key)).body;
    expect(chapter).toMatchObject({ status: 'error', render_error: `Re-rendering the chapter in square ${R} failed: boom` });
  });
});

forEachVariant('scene documents', (h) => {
  let projectId: string;
  let chapterId: string;
  const scenePath = () => `/api/v1/projects/${projectId}/chapters/${chapterId}/scene`;
  beforeAll(async () => {
    projectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Scenes' })).body.id;
    chapterId = (await h().api.post(`/api/v1/projects/${projectId}/chapters`, h().keyA, { name: 'Doc', duration: 4 })).body.id;
  });

  it('answers 404 with a hint while the chapter has no scene document', async () => {
    const res = await h().api.get(scenePath(), h().keyA);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', hint: expect.stringMatching(/prompt/) });
  });

  it("returns the latest completed prompt's document as version 2, also one an older engine wrote", async () => {
    const prompt = (await h().api.post(`/api/v1/projects/${projectId}/chapters/${chapterId}/prompt`, h().keyA, { content: 'Title "Old"' })).body.prompt_id;
    await h().completePromptWithScene(prompt, 'done', { version: 1, background: '#000080', scenes: [{ duration: 4, title: 'Old', fade: true }] });
    const res = await h().api.get(scenePath(), h().keyA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 2,
      theme: 'classic',
      background: { type: 'solid', colour: '#000080' },
      scenes: [{ duration: 4, fadeIn: true, fadeOut: true, layers: [{ type: 'text', role: 'heading', text: 'Old' }] }],
    });
    expect((await h().api.get(scenePath(), h().keyB)).status).toBe(404);
  });

  it('takes a PUT as a prompt: stored, recorded in the history, rendered from the document', async () => {
    const document = documentWith([{ type: 'text', role: 'heading', text: 'Edited', placement: 'upper-third' }, { type: 'list', items: ['one', 'two'] }]);
    const res = await h().api.put(scenePath(), h().keyA, document);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ prompt_id: expect.stringMatching(/^int_/), status: 'processing', message: expect.any(String), estimated_time: expect.any(String) });
    const chapter = (await h().api.get(`/api/v1/projects/${projectId}/chapters/${chapterId}`, h().keyA)).body;
    expect(chapter.status).toBe('processing');
    expect(chapter.prompts.at(-1)).toMatchObject({ id: res.body.prompt_id, content: SCENE_EDIT_CONTENT, status: 'processing' });
    // Until it is rendered, GET shows the document the chapter shows.
    expect((await h().api.get(scenePath(), h().keyA)).body.scenes[0].layers[0].text).toBe('Old');
    const stored = (await h().readJson(`chapters/${chapterId}/prompts/${res.body.prompt_id}/source.json`)) as any;
    expect(stored).toMatchObject({ version: 2, theme: 'classic', scenes: [{ layers: [{ text: 'Edited' }, { type: 'list', items: ['one', 'two'], stagger: 0.6 }] }] });

    // The same 409/force rules as a prompt.
    const refused = await h().api.put(scenePath(), h().keyA, document);
    expect(refused.status).toBe(409);
    expect(refused.body.hint).toMatch(/force/);
    const forced = await h().api.put(`${scenePath()}?force=true`, h().keyA, document);
    expect(forced.status).toBe(202);
    await h().completePromptWithScene(forced.body.prompt_id, 'Rendered the scene document.', stored);
    expect((await h().api.get(scenePath(), h().keyA)).body.scenes[0].layers[0].text).toBe('Edited');
  });

  it.each([
    ['a wrong text role', documentWith([{ type: 'text', role: 'shout', text: 'x' }]), /^scenes\.0\.layers\.0\.role/],
    ['an unknown field', documentWith([{ type: 'text', role: 'heading', text: 'x', colr: '#ffffff' }]), /scenes\.0\.layers\.0\.colr: unknown field/],
    ['version 1', { version: 1, background: '#000000', scenes: [{ duration: 1 }] }, /version/],
    ['no scenes', { version: 2, background: { type: 'solid', colour: '#000000' }, scenes: [] }, /scenes/],
    ['a colour name', { version: 2, background: { type: 'solid', colour: 'navy' }, scenes: [{ duration: 1 }] }, /background\.colour/],
  ])('refuses %s with VALIDATION_ERROR naming where', async (_what, body, hint) => {
    const res = await h().api.put(`${scenePath()}?force=true`, h().keyA, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.hint).toMatch(hint);
  });

  describe('assets', () => {
    let mine: string;
    let sound: string;
    let theirs: string;
    beforeAll(async () => {
      const files = await sampleFiles();
      mine = await readyAsset(h(), h().keyA, files.png, 'image/png');
      sound = await readyAsset(h(), h().keyA, files.wav, 'audio/wav');
      theirs = await readyAsset(h(), h().keyB, files.png, 'image/png');
    }, 30_000);

    it("refuses another tenant's, a missing, or a wrong kind of asset, naming where it is used", async () => {
      const foreign = await h().api.put(`${scenePath()}?force=true`, h().keyA, documentWith([{ type: 'media', assetId: theirs, kind: 'image' }]));
      expect(foreign.status).toBe(400);
      expect(foreign.body.hint).toMatch(new RegExp(`scenes\\.0\\.layers\\.0\\.assetId: ${theirs} is not one of your ready assets`));
      const missing = await h().api.put(`${scenePath()}?force=true`, h().keyA, documentWith([{ type: 'logo', assetId: 'ast_000000000000000000000' }]));
      expect(missing.status).toBe(400);
      const wrongKind = await h().api.put(`${scenePath()}?force=true`, h().keyA, documentWith([], { soundtrack: { assetId: mine } }));
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.hint).toMatch(/soundtrack\.assetId.*audio/);
    });

    it("refuses another tenant's picture in a layout's cell, naming the cell", async () => {
      const split = (second: string) => documentWith([{ type: 'layout', arrangement: 'split', cells: [{ assetId: mine, kind: 'image', label: 'Before' }, { assetId: second, kind: 'image' }] }]);
      const foreign = await h().api.put(`${scenePath()}?force=true`, h().keyA, split(theirs));
      expect(foreign.status).toBe(400);
      expect(foreign.body.hint).toMatch(new RegExp(`scenes\\.0\\.layers\\.0\\.cells\\.1\\.assetId: ${theirs} is not one of your ready assets`));
      expect((await h().api.put(`${scenePath()}?force=true`, h().keyA, split(mine))).status).toBe(202);
    });

    it("accepts the caller's ready assets", async () => {
      const res = await h().api.put(`${scenePath()}?force=true`, h().keyA, documentWith([{ type: 'media', assetId: mine, kind: 'image', kenBurns: 'pan-left' }], { soundtrack: { assetId: sound } }));
      expect(res.status).toBe(202);
    });
  });

  it("answers 404 for another tenant's chapter or a chapter of another project", async () => {
    const document = documentWith([{ type: 'text', role: 'heading', text: 'x' }]);
    expect((await h().api.put(scenePath(), h().keyB, document)).status).toBe(404);
    const other = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Other' })).body.id;
    expect((await h().api.put(`/api/v1/projects/${other}/chapters/${chapterId}/scene`, h().keyA, document)).status).toBe(404);
    expect((await h().api.get(`/api/v1/projects/${other}/chapters/${chapterId}/scene`, h().keyA)).status).toBe(404);
  });
});
