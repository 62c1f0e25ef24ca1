import { expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { PromptHistory, readHistorySegment } from '../../core/history.js';
import { finishDeletion } from '../../controller/cleanup/finish-deletion.js';
import { archivePrompts, type HistorySettings } from '../../controller/history/archive-prompts.js';
import { jobKeys } from '../../engine/job-spec.js';
import { newId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import type { JobRunner } from '../../runner/job-runner.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store } from '../../store/store.js';
import { forEachVariant, type Harness } from './harness.js';

/*
 * Bounded prompt history on both stores (embedded journal + local disk; custom resources on the kube-apiserver +
 * MinIO): a chapter with 130 prompts and a limit of 50 keeps 50 prompt objects (plus the one an export in progress
 * takes), the API still serves all 130 exactly as before, an archiver cut short at each step (the failure injected
 * into the real store or storage) loses and duplicates nothing, and deleting the chapter leaves no object in storage.
 * The archiver is called here the way the chapter reconciler calls it: only the asset controller runs beside these
 * servers (see harness.ts).
 */

const COUNT = 130;
const LIMIT = 50;
/** Small segments, so that 80 archived prompts fill several and the last is appended to. */
const SETTINGS: HistorySettings = { limit: LIMIT, renderRetentionHours: 0, segmentSize: 30 };
/** No job exists for these prompts (their states were written directly): every job is absent. */
const noJobs = { delete: async () => undefined, status: async () => ({ state: 'absent' as const }) } as unknown as JobRunner;

class InjectedCrash extends Error {}

/** Real storage whose `put` of a history segment fails: a crash after the status write, before the segment. */
function failingSegmentWrites(storage: ObjectStorage): ObjectStorage {
  return new Proxy(storage, {
    get: (target, prop) => {
      if (prop === 'put') return async (key: string, ...rest: Parameters<ObjectStorage['put']> extends [string, ...infer R] ? R : never) => (key.includes('/history/') ? Promise.reject(new InjectedCrash('put')) : target.put(key, ...rest));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The real store, whose `delete` fails after `n` prompts were deleted: a crash in the middle of step 3. */
function failingAfterDeletes(store: Store, n: number): Store {
  let left = n;
  return new Proxy(store, {
    get: (target, prop) => {
      if (prop === 'delete') return async (kind: 'prompt', id: string) => (left-- > 0 ? target.delete(kind, id) : Promise.reject(new InjectedCrash('delete')));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function buildChapter(h: Harness, key: string) {
  const project = (await h.api.post('/api/v1/projects', key, { name: 'Long history', format: { resolution: '720p' } })).body.id as string;
  const chapter = (await h.api.post(`/api/v1/projects/${project}/chapters`, key, { name: 'Many prompts' })).body.id as string;
  const prompts: string[] = [];
  const storage = h.runtime.deps.storage;
  for (let i = 0; i < COUNT; i++) {
    const res = await h.api.post(`/api/v1/projects/${project}/chapters/${chapter}/prompt`, key, { content: `Prompt number ${i}` });
    expect(res.status).toBe(202);
    const id = res.body.prompt_id as string;
    prompts.push(id);
    if (i % 7 === 3) {
      await h.failPrompt(id, `failure ${i}`);
      continue;
    }
    const keys = jobKeys.prompt(chapter, id);
    for (const k of [keys.sceneKey, keys.outputKey]) await storage.put(k, Readable.from([Buffer.from(k)]), { contentType: 'application/octet-stream' });
    await h.writeStatus('prompt', id, () => ({ phase: 'completed', result: `done ${i}`, progress: 1, completedAt: new Date().toISOString(), sceneKey: keys.sceneKey, output: { key: keys.outputKey, durationSeconds: 2 } }));
  }
  return { project, chapter, prompts };
}

forEachVariant('prompt history beyond the limit', (h) => {
  it('archives all but the newest 50 (and what an export takes), still serves all 130, survives crashes, and deletes every object', async () => {
    const key = await h().newTenantKey();
    const { store, storage } = h().runtime.deps;
    const { project, chapter, prompts } = await buildChapter(h(), key);
    // An export in progress takes an old prompt: that one stays an object.
    const busy = prompts[5]!;
    const exportId = newId('export');
    await store.create('export', {
      spec: { id: exportId, tenant: (await store.get('chapter', chapter))!.spec.tenant, createdAt: new Date().toISOString(), projectId: project, chapters: [{ chapterId: chapter, promptId: busy, key: 'k', durationSeconds: 2 }] },
      status: { phase: 'processing' },
      labels: { [LABELS.project]: project },
    });

    const path = `/api/v1/projects/${project}/chapters/${chapter}`;
    const before = (await h().api.get(path, key)).body;
    expect(before.prompts).toHaveLength(COUNT);
    expect(before.prompts.map((p: { id: string }) => p.id)).toEqual(prompts);
    const summary = async () => (await h().api.get(`/api/v1/projects/${project}/chapters`, key)).body.chapters[0];
    expect(await summary()).toMatchObject({ prompt_count: COUNT });
    const objects = async () => (await store.list('prompt', { labels: { [LABELS.chapter]: chapter } })).length;
    // The preview URL is signed afresh at each GET; everything else must be exactly as before.
    const stable = ({ preview_url, ...rest }: { preview_url: string | null }) => ({ ...rest, preview: preview_url !== null });
    const unchanged = async () => {
      const now = (await h().api.get(path, key)).body;
      expect(stable(now)).toEqual(stable(before));
      expect(new Set(now.prompts.map((p: { id: string }) => p.id)).size).toBe(COUNT);
      expect(await summary()).toMatchObject({ prompt_count: COUNT });
    };
    const run = async (deps: { store?: Store; storage?: ObjectStorage } = {}) => {
      const s = deps.store ?? store;
      const current = (await s.get('chapter', chapter))!;
      const live = await s.list('prompt', { labels: { [LABELS.chapter]: chapter } });
      const target = deps.storage ?? storage;
      return archivePrompts({ store: s, storage: target, runner: noJobs, history: new PromptHistory(target) }, current, live, SETTINGS);
    };

    // Crash 1: the segment's status entry is recorded, its object never written.
    await expect(run({ storage: failingSegmentWrites(storage) })).rejects.toThrow(InjectedCrash);
    expect((await store.get('chapter', chapter))!.status.history).toHaveLength(1);
    expect(await objects()).toBe(COUNT);
    await unchanged();

    // Crash 2: every segment written, 20 of the 79 prompt objects deleted.
    await expect(run({ store: failingAfterDeletes(store, 20) })).rejects.toThrow(InjectedCrash);
    expect(await objects()).toBe(COUNT - 20);
    await unchanged();

    // The next pass finishes: the 50 newest and the exported one stay.
    expect(await run()).toBe(COUNT - LIMIT - 1 - 20);
    expect(await objects()).toBe(LIMIT + 1);
    const left = (await store.list('prompt', { labels: { [LABELS.chapter]: chapter } })).map((p) => p.spec.id);
    expect(left).toEqual([busy, ...prompts.slice(-LIMIT)]);
    await unchanged();
    // 79 archived prompts in segments of 30: 30, 30, 19, each written exactly once with no prompt twice.
    const segments = (await store.get('chapter', chapter))!.status.history!;
    expect(segments.map((s) => s.count)).toEqual([30, 30, 19]);
    const archivedIds = (await Promise.all(segments.map(async (s) => (await readHistorySegment(storage, s.key))!.prompts.map((p) => p.id)))).flat();
    expect(archivedIds.sort()).toEqual(prompts.filter((id) => id !== busy && !prompts.slice(-LIMIT).includes(id)).sort());
    // Nothing to do now, and the storage files of the archived prompts are still there (their segment owns them).
    expect(await run()).toBe(0);
    const stored = await h().storedObjectKeys();
    expect(stored.filter((k) => k.startsWith(`chapters/${chapter}/prompts/`))).toHaveLength(2 * prompts.filter((_, i) => i % 7 !== 3).length);

    // Ten more prompts: the newest 50 stay, the last segment is appended to (19 + 10 = 29).
    for (let i = 0; i < 10; i++) {
      const id = (await h().api.post(`${path}/prompt`, key, { content: `More ${i}` })).body.prompt_id as string;
      await h().failPrompt(id, `more ${i}`);
    }
    expect(await run()).toBe(10);
    expect((await store.get('chapter', chapter))!.status.history!.map((s) => s.count)).toEqual([30, 30, 29]);
    const after = (await h().api.get(path, key)).body;
    expect(after.prompts).toHaveLength(COUNT + 10);
    expect(after.prompts.slice(0, COUNT)).toEqual(before.prompts);

    // Deleting the chapter removes every archived prompt's files and the segments: nothing is left under it.
    await store.delete('export', exportId);
    expect((await h().api.del(path, key)).status).toBe(202);
    const deps = { store, storage, runner: noJobs };
    // The cleanup goes in steps (the prompts' finalizers, then the chapter's files 16 at a time: thousands of keys
    // against MinIO on the cluster path), so the wait fails when a minute passes without a step, not after a guessed
    // total: at a load of 15-26 the whole cleanup took more than 30 s.
    const files = async () => (await h().storedObjectKeys()).filter((k) => k.startsWith(`chapters/${chapter}/`)).length;
    let fewest = Infinity;
    let progressedAt = Date.now();
    for (;;) {
      const live = await store.list('prompt', { labels: { [LABELS.chapter]: chapter } });
      for (const p of live) await finishDeletion(deps, 'prompt', p);
      const current = await store.get('chapter', chapter);
      if (!current) break;
      await finishDeletion(deps, 'chapter', current);
      const left = live.length + (await files());
      if (left < fewest) [fewest, progressedAt] = [left, Date.now()];
      else if (Date.now() - progressedAt > 60_000) throw new Error(`the chapter cleanup made no progress for 60 s (${left} prompts and files left)`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await h().storedObjectKeys()).filter((k) => k.startsWith(`chapters/${chapter}/`))).toEqual([]);
  }, 600_000);
});
