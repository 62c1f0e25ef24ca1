import { beforeAll, expect, it } from '@jest/globals';
import { forEachVariant } from './harness.js';

/*
 * Templates and batches (issue 30) at the HTTP edge, on both stores, without renders: the field list derived from
 * the stored scene documents, the batch body's checks (400 with a hint naming the row and key), the batch as stored
 * and presented, cancel, tenancy, and an export addressed by id (GET and DELETE). The rendering of rows is
 * test/flow/batch-render.test.ts.
 */
forEachVariant('templates and batches', (h) => {
  let projectId: string;
  let plainProjectId: string;
  let chapterId: string;
  const template = {
    version: 2,
    background: { type: 'solid', colour: '#223344' },
    scenes: [{ duration: 2, layers: [{ type: 'text', role: 'heading', text: 'Hi {{first_name|there}}, {{city}}' }, { type: 'counter', to: 10 }] }],
    fields: [
      { path: 'background.colour', name: 'brand' },
      { path: 'scenes.0.layers.1.to', name: 'points', required: true },
    ],
  };

  beforeAll(async () => {
    projectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Template', format: { resolution: '720p' } })).body.id;
    chapterId = (await h().api.post(`/api/v1/projects/${projectId}/chapters`, h().keyA, { name: 'Hello' })).body.id;
    const prompt = await h().api.post(`/api/v1/projects/${projectId}/chapters/${chapterId}/prompt`, h().keyA, { content: 'title "x"' });
    await h().completePromptWithScene(prompt.body.prompt_id, 'done', template);
    plainProjectId = (await h().api.post('/api/v1/projects', h().keyA, { name: 'Plain' })).body.id;
    const plainChapter = (await h().api.post(`/api/v1/projects/${plainProjectId}/chapters`, h().keyA, { name: 'Plain' })).body.id;
    const plainPrompt = await h().api.post(`/api/v1/projects/${plainProjectId}/chapters/${plainChapter}/prompt`, h().keyA, { content: 'title "x"' });
    await h().completePromptWithScene(plainPrompt.body.prompt_id, 'done', { ...template, scenes: [{ duration: 2, layers: [{ type: 'text', role: 'heading', text: 'Plain' }] }], fields: undefined });
  });

  it('lists the fields of the chapters\' latest documents', async () => {
    const res = await h().api.get(`/api/v1/projects/${projectId}/fields`, h().keyA);
    expect(res.status).toBe(200);
    expect(res.body.fields.map((f: any) => [f.name, f.type, f.default, f.required])).toEqual([
      ['brand', 'colour', '#223344', false],
      ['points', 'number', null, true],
      ['first_name', 'text', 'there', false],
      ['city', 'text', null, true],
    ]);
    expect((await h().api.get(`/api/v1/projects/${plainProjectId}/fields`, h().keyA)).body.fields).toEqual([]);
    expect((await h().api.get(`/api/v1/projects/${projectId}/fields`, h().keyB)).status).toBe(404);
  });

  it('refuses malformed batches with a hint, and a project without fields', async () => {
    const path = `/api/v1/projects/${projectId}/batches`;
    const refused: [unknown, RegExp][] = [
      [{ rows: [] }, /rows/],
      [{ rows: [{ city: 'Oslo' }, { 'first name': 'Ada' }] }, /rows\.1: "first name" is not a field name/],
      [{ rows: Array.from({ length: 1001 }, () => ({})) }, /rows/],
      [{ rows: [{ city: { nested: true } }] }, /rows/],
      [{ rows: [{}], options: { resolution: '2160p', fps: 60 } }, /1440p/],
      [{ rows: [{}], extra: 1 }, /extra/],
    ];
    for (const [body, message] of refused) {
      const res = await h().api.post(path, h().keyA, body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      expect(`${res.body.error} ${res.body.hint}`).toMatch(message);
    }
    const plain = await h().api.post(`/api/v1/projects/${plainProjectId}/batches`, h().keyA, { rows: [{}] });
    expect(plain.status).toBe(400);
    expect(plain.body.hint).toMatch(/\{\{field_name\}\}/);
  });

  it('stores a batch with each row\'s export id, the defaults filled in, and cancels it', async () => {
    const created = await h().api.post(`/api/v1/projects/${projectId}/batches`, h().keyA, { rows: [{ city: 'Oslo', points: 3, email: 'ignored' }, { first_name: null }], options: { format: 'webm' } });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ project_id: projectId, status: 'queued', total: 2, counts: { queued: 2, processing: 0, completed: 0, failed: 0, cancelled: 0 }, options: { format: 'webm', resolution: '720p' } });
    expect(created.body.rows.map((r: any) => [r.row, r.status])).toEqual([[0, 'queued'], [1, 'queued']]);
    expect(created.body.rows[0].export_id).toMatch(/^exp_[A-Za-z0-9]{21}$/);
    const stored = (await h().runtime.deps.store.get('batch', created.body.id))!;
    expect(stored.spec.rows).toEqual([{ brand: '#223344', first_name: 'there', city: 'Oslo', points: '3' }, { brand: '#223344', first_name: 'there' }]);
    expect(stored.spec.chapters).toEqual([expect.objectContaining({ chapterId, templated: true, sceneKey: expect.stringMatching(/scene\.json$/) })]);
    const path = `/api/v1/projects/${projectId}/batches/${created.body.id}`;
    expect((await h().api.get(path, h().keyB)).status).toBe(404);
    expect((await h().api.get(`/api/v1/projects/${plainProjectId}/batches/${created.body.id}`, h().keyA)).status).toBe(404);
    expect((await h().api.post(`${path}/cancel`, h().keyA)).status).toBe(202);
    expect((await h().runtime.deps.store.get('batch', created.body.id))!.spec.cancelled).toBe(true);
    const deleted = await h().api.del(path, h().keyA);
    expect(deleted.body).toEqual({ id: created.body.id, object: 'batch', status: 'deleting' });
    expect((await h().api.get(path, h().keyA)).status).toBe(404);
  });

  it('answers an export by its id, and deletes it', async () => {
    const started = await h().api.post(`/api/v1/projects/${projectId}/export`, h().keyA);
    const path = `/api/v1/projects/${projectId}/exports/${started.body.id}`;
    expect((await h().api.get(path, h().keyA)).body).toMatchObject({ id: started.body.id, status: 'queued' });
    expect((await h().api.get(path, h().keyB)).status).toBe(404);
    expect((await h().api.get(`/api/v1/projects/${plainProjectId}/exports/${started.body.id}`, h().keyA)).status).toBe(404);
    expect((await h().api.get(`/api/v1/projects/${projectId}/exports/not-an-id`, h().keyA)).status).toBe(404);
    expect((await h().api.del(path, h().keyA)).body).toEqual({ id: started.body.id, object: 'export', status: 'deleting' });
    expect((await h().api.get(path, h().keyA)).status).toBe(404);
  });
});
