import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { client } from '../api/http.js';
import { pollUntil } from '../support/proc.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';

/*
 * The render cache end to end on `montage serve` (embedded: the controller, the job object server, engine child
 * processes), with the cache on and every chapter of two scenes or more rendered in pieces (threshold 0), 720p:
 * 1. a chapter's document of two scenes is rendered (`PUT .../scene`): its two pieces go into the cache, and the whole render;
 * 2. the same document PUT again renders nothing: the job reports the cached render reused, and the new render is
 *    byte for byte the cached one;
 * 3. the document with one scene's text changed renders that scene's piece only and takes the other from the cache.
 * What the jobs did is read from their result.json in the data dir (the engine's report to the controller).
 */
const KEY = `cache-key-${randomBytes(12).toString('hex')}`;

describe('the render cache on `montage serve`', () => {
  let server: ServerUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'flow-cache-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: join(dataDir, 'data'), MONTAGE_API_KEYS: `${KEY}=cache`, MONTAGE_RENDER_CACHE_MB: '64', MONTAGE_CHUNK_THRESHOLD: '0' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reuses a whole render for the same document, and one scene\'s piece after an edit of the other', async () => {
    const api = client(server.base);
    const objects = join(dataDir, 'data', 'objects');
    const project = (await api.post('/api/v1/projects', KEY, { name: 'Cache', format: { resolution: '720p' } })).body;
    const chapters = `/api/v1/projects/${project.id}/chapters`;
    const chapter = (await api.post(chapters, KEY, { name: 'One' })).body;
    const settle = async (promptId: string) => {
      const got = await pollUntil('the chapter to settle', async () => {
        const c = (await api.get(`${chapters}/${chapter.id}?wait=30`, KEY)).body;
        return c.status === 'processing' ? undefined : c;
      }, 180_000);
      expect(got.prompts.at(-1)).toMatchObject({ id: promptId, status: 'completed' });
      const result = JSON.parse(readFileSync(join(objects, 'chapters', chapter.id, 'prompts', promptId, 'result.json'), 'utf8'));
      const render = readFileSync(join(objects, 'chapters', chapter.id, 'prompts', promptId, 'render.mp4'));
      return { result, sha: createHash('sha256').update(render).digest('hex') };
    };

    const scene = (text: string) => ({ duration: 1, transition: { type: 'cut' }, background: { type: 'solid', colour: '#203040' }, layers: [{ type: 'text', role: 'heading', text }] });
    const document = { version: 2, theme: 'classic', background: { type: 'solid', colour: '#000000' }, scenes: [scene('Alpha'), scene('Bravo')] };
    const put = async (doc: unknown) => {
      const res = await api.put(`${chapters}/${chapter.id}/scene`, KEY, doc);
      expect(res.status).toBe(202);
      return { id: res.body.prompt_id as string, ...(await settle(res.body.prompt_id)) };
    };

    const one = await put(document);
    expect(one.result.render).toMatchObject({ reused: false, pieces: 2, hits: [] });
    // Its two scenes' pieces and its audio mix.
    expect(one.result.render.stored.map((s: { kind: string }) => s.kind).sort()).toEqual(['audio', 'scene', 'scene']);

    const two = await put(document);
    expect(two.result.render).toMatchObject({ hash: one.result.render.hash, reused: true, pieces: 0 });
    expect(two.sha).toBe(one.sha);

    const three = await put({ ...document, scenes: [scene('Alpha'), scene('Charlie')] });
    expect(three.result.render).toMatchObject({ reused: false, pieces: 2 });
    // Alpha's piece and the audio mix (the sound did not change) come from the cache, Charlie's is new. (`stored`
    // lists pieces as they finished: two workers finish them in either order, so Alpha's hash is found among the
    // first render's, not at an index.)
    const first = one.result.render.stored.map((s: { hash: string }) => s.hash);
    expect(three.result.render.hits).toHaveLength(2);
    for (const hit of three.result.render.hits) expect(first).toContain(hit);
    expect(three.result.render.stored).toHaveLength(1);
    expect(first).not.toContain(three.result.render.stored[0].hash);
    expect(three.sha).not.toBe(one.sha);

    // The controller moved the job's pieces into cache/ and removed its slots and meta.
    const index = JSON.parse(readFileSync(join(objects, 'cache', 'index.json'), 'utf8'));
    expect(index.entries.map((e: { kind: string }) => e.kind).sort()).toEqual(['audio', 'chapter', 'chapter', 'scene', 'scene', 'scene']);
    for (const e of index.entries) expect(existsSync(join(objects, e.key))).toBe(true);
    const slots = join(objects, 'chapters', chapter.id, 'prompts', three.id, 'pieces');
    expect(existsSync(slots) ? readdirSync(slots) : []).toEqual([]);
    expect(existsSync(join(objects, 'chapters', chapter.id, 'prompts', three.id, 'render-meta.json'))).toBe(false);
  }, 400_000);
});
