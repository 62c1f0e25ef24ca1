import { beforeAll, describe, expect, it } from '@jest/globals';
import { forEachVariant } from './harness.js';

const ISO_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

forEachVariant('chapters and prompts', (h) => {
  let projectId: string;
  beforeAll(async () => {
    projectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Chapters' })).body.id;
  });

  const chapters = () => `/api/v1/projects/${projectId}/chapters`;

  it('creates chapters with and without a duration', async () => {
    const plain = await h().api.post(chapters(), h().keyA, { name: 'Intro' });
    expect(plain.status).toBe(201);
    expect(plain.body).toEqual({
      id: expect.stringMatching(/^cht_[A-Za-z0-9]{21}$/),
      project_id: projectId,
      name: 'Intro',
      duration: null,
      created_at: expect.stringMatching(ISO_Z),
    });
    const timed = await h().api.post(chapters(), h().keyA, { name: 'Timed', duration: 12 });
    expect(timed.body.duration).toBe(12);
  });

  it.each([
    ['a 31-character name', { name: 'c'.repeat(31) }],
    ['a zero duration', { name: 'c', duration: 0 }],
    ['a negative duration', { name: 'c', duration: -5 }],
    ['a fractional duration', { name: 'c', duration: 1.5 }],
    ['a string duration', { name: 'c', duration: '10' }],
    ['an unknown field', { name: 'c', order: 1 }],
  ])('refuses %s', async (_what, body) => {
    const res = await h().api.post(chapters(), h().keyA, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.hint).toEqual(expect.any(String));
  });

  it('answers 404 for a missing or foreign project', async () => {
    expect((await h().api.post('/api/v1/projects/prj_000000000000000000000/chapters', h().keyA, { name: 'x' })).status).toBe(404);
    expect((await h().api.post(chapters(), h().keyB, { name: 'x' })).status).toBe(404);
    expect((await h().api.get(chapters(), h().keyB)).status).toBe(404);
  });

  it('lists chapters in creation order with status and prompt_count but no prompts', async () => {
    const res = await h().api.get(chapters(), h().keyA);
    expect(res.status).toBe(200);
    expect(res.body.project_id).toBe(projectId);
    expect(res.body.chapters.map((c: { name: string }) => c.name)).toEqual(['Intro', 'Timed']);
    for (const chapter of res.body.chapters) {
      expect(chapter).toMatchObject({ status: 'ready', prompt_count: 0 });
      expect(chapter).not.toHaveProperty('prompts');
    }
  });

  describe('prompts', () => {
    let chapterId: string;
    const promptPath = () => `${chapters()}/${chapterId}/prompt`;
    beforeAll(async () => {
      chapterId = (await h().api.post(chapters(), h().keyA, { name: 'Prompted' })).body.id;
    });

    it('accepts a prompt for asynchronous processing', async () => {
      const res = await h().api.post(promptPath(), h().keyA, { content: 'A title card saying "Hello"' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        prompt_id: expect.stringMatching(/^int_[A-Za-z0-9]{21}$/),
        status: 'processing',
        message: expect.any(String),
        estimated_time: expect.any(String),
      });
      const chapter = await h().api.get(`${chapters()}/${chapterId}`, h().keyA);
      expect(chapter.body).toMatchObject({ status: 'processing', prompt_count: 1 });
      expect(chapter.body.prompts).toEqual([
        { id: res.body.prompt_id, content: 'A title card saying "Hello"', status: 'processing', result: null, progress: 0, created_at: expect.stringMatching(ISO_Z) },
      ]);
    });

    it('refuses a second prompt while one is processing, unless forced', async () => {
      const refused = await h().api.post(promptPath(), h().keyA, { content: 'again' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('CONFLICT');
      expect(refused.body.hint).toMatch(/force/);
      const forced = await h().api.post(promptPath(), h().keyA, { content: 'replace it', force: true });
      expect(forced.status).toBe(202);
      const chapter = await h().api.get(`${chapters()}/${chapterId}`, h().keyA);
      // Oldest first: the last element is the latest.
      expect(chapter.body.prompts.map((p: { content: string }) => p.content)).toEqual(['A title card saying "Hello"', 'replace it']);
      expect(chapter.body.prompt_count).toBe(2);
    });

    it.each([
      ['empty content', { content: '' }],
      ['content over 5000 characters', { content: 'x'.repeat(5001) }],
      ['a non-boolean force', { content: 'x', force: 'yes' }],
      ['missing content', { force: true }],
    ])('refuses %s', async (_what, body) => {
      const res = await h().api.post(promptPath(), h().keyA, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.hint).toEqual(expect.any(String));
    });

    it('accepts exactly 5000 characters', async () => {
      const res = await h().api.post(promptPath(), h().keyA, { content: 'y'.repeat(5000), force: true });
      expect(res.status).toBe(202);
    });

    it('shows the result and status once the controller finishes the prompt', async () => {
      const chapter = (await h().api.get(`${chapters()}/${chapterId}`, h().keyA)).body;
      const latest = chapter.prompts.at(-1);
      await h().completePrompt(latest.id, 'Built a 5 s title scene.');
      const after = await h().api.get(`${chapters()}/${chapterId}`, h().keyA);
      expect(after.body.status).toBe('ready');
      expect(after.body.prompts.at(-1)).toMatchObject({ status: 'completed', result: 'Built a 5 s title scene.' });
      expect(after.body.prompts.at(-1)).not.toHaveProperty('progress');
      // Completed without a render output here, so there is nothing to preview.
      expect(after.body.preview_url).toBeNull();
      await h().failPrompt(latest.id, 'The prompt referenced a missing asset.');
      const failed = await h().api.get(`${chapters()}/${chapterId}`, h().keyA);
      expect(failed.body.status).toBe('error');
      expect(failed.body.prompts.at(-1)).toMatchObject({ status: 'failed', result: 'The prompt referenced a missing asset.' });
    });

    it('answers 404 for a chapter of another project, tenant, or a missing one', async () => {
      const otherProject = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Other' })).body.id;
      expect((await h().api.get(`/api/v1/projects/${otherProject}/chapters/${chapterId}`, h().keyA)).status).toBe(404);
      expect((await h().api.post(`/api/v1/projects/${otherProject}/chapters/${chapterId}/prompt`, h().keyA, { content: 'x' })).status).toBe(404);
      expect((await h().api.get(`${chapters()}/${chapterId}`, h().keyB)).status).toBe(404);
      expect((await h().api.post(promptPath(), h().keyB, { content: 'x', force: true })).status).toBe(404);
      expect((await h().api.get(`${chapters()}/cht_000000000000000000000`, h().keyA)).status).toBe(404);
    });
  });

  describe('races (optimistic concurrency, 20 concurrent clients)', () => {
    it('with none processing: exactly one 202 and nineteen 409s', async () => {
      const chapterId = (await h().api.post(chapters(), h().keyA, { name: 'Race' })).body.id;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => h().api.post(`${chapters()}/${chapterId}/prompt`, h().keyA, { content: `racer ${i}` })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 202)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      // The losers left nothing behind.
      const chapter = await h().api.get(`${chapters()}/${chapterId}`, h().keyA);
      expect(chapter.body.prompt_count).toBe(1);
      expect(chapter.body.prompts[0].id).toBe(results.find((r) => r.status === 202)!.body.prompt_id);
    });

    it('with one processing: twenty 409s', async () => {
      const chapterId = (await h().api.post(chapters(), h().keyA, { name: 'Busy' })).body.id;
      expect((await h().api.post(`${chapters()}/${chapterId}/prompt`, h().keyA, { content: 'first' })).status).toBe(202);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => h().api.post(`${chapters()}/${chapterId}/prompt`, h().keyA, { content: 'late' })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(409));
    });
  });
});
