import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createChapter } from '../../core/chapters.js';
import type { Clock } from '../../lib/clock.js';
import { createProject } from '../../core/projects.js';
import { jobKeys, type JobResult } from '../../engine/job-spec.js';
import { renderCacheKey } from '../../model/render-key.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { readIndex } from './cache-index.js';
import { RenderCache } from './render-cache.js';

/*
 * The controller's side of the render cache on real local storage and a real (embedded) store: what a job is
 * granted, how a finished job's renders move into `cache/`, and the sweeper's bound and orphans.
 */
describe('RenderCache', () => {
  let dir: string;
  let store: EmbeddedStore;
  let storage: LocalDiskStorage;
  const clock: Clock = { now: () => new Date('2026-11-26T08:00:00.000Z') };
  const caller = { tenant: 'acme' };
  const hash = (c: string) => c.repeat(64);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'render-cache-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
  });
  afterEach(async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const put = (key: string, bytes: number) => storage.put(key, Readable.from([Buffer.alloc(bytes, 1)]), { contentType: 'video/mp4', contentLength: bytes });

  /** A prompt's job that rendered its chapter (`output` bytes) and wrote pieces to its first slots. */
  async function finishedJob(cache: RenderCache, chapterId: string, promptId: string, chapter: string, pieces: { hash: string; bytes: number }[], at: string) {
    const keys = jobKeys.prompt(chapterId, promptId);
    const slots = jobKeys.promptCache(chapterId, promptId);
    await put(keys.outputKey, 1000);
    await storage.put(slots.metaKey, Readable.from([Buffer.from('{"durationSeconds":1,"captions":null,"document":{}}')]), { contentType: 'application/json' });
    for (const [i, p] of pieces.entries()) await put(slots.slotKey(i), p.bytes);
    const result: Extract<JobResult, { ok: true }> = {
      ok: true,
      message: 'done',
      durationSeconds: 1,
      render: { hash: chapter, reused: false, hits: [], stored: pieces.map((p, i) => ({ kind: 'scene', hash: p.hash, slot: i })), pieces: pieces.length },
    };
    await cache.afterSuccess(caller.tenant, chapterId, promptId, keys.outputKey, result, at);
    return slots;
  }

  it('grants nothing and keeps nothing when it is off, but still tells jobs how to chunk', async () => {
    const cache = new RenderCache(storage, { workers: 3, chunkThreshold: 10, maxBytes: 0 });
    expect(await cache.planFor(caller.tenant, 'chp_x', 'int_x')).toEqual({ workers: 3, chunkThreshold: 10, cached: [], slots: [] });
  });

  it('moves a finished render and its pieces into cache/, then grants them to the chapter\'s next prompt only', async () => {
    const cache = new RenderCache(storage, { workers: 2, chunkThreshold: 60, maxBytes: 1 << 20 });
    const project = await createProject(store, clock, caller, { name: 'P' });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'One' });
    const slots = await finishedJob(cache, chapter.spec.id, 'int_first', hash('a'), [{ hash: hash('b'), bytes: 300 }], '2026-11-26T08:00:00.000Z');
    // Moved: the cache holds them, the job's slots and meta are gone.
    expect((await storage.head(renderCacheKey(caller.tenant, 'chapter', hash('a'))))?.size).toBe(1000);
    expect((await storage.head(renderCacheKey(caller.tenant, 'scene', hash('b'))))?.size).toBe(300);
    expect(await storage.head(slots.slotKey(0))).toBeUndefined();
    expect(await storage.head(slots.metaKey)).toBeUndefined();

    const plan = await cache.planFor(caller.tenant, chapter.spec.id, 'int_second');
    expect(plan.cached.map((c) => [c.kind, c.hash])).toEqual(expect.arrayContaining([['chapter', hash('a')], ['scene', hash('b')]]));
    expect(plan.cached.find((c) => c.kind === 'chapter')?.metaKey).toBe(renderCacheKey(caller.tenant, 'chapter', hash('a'), 'json'));
    expect(plan.slots[0]).toBe(jobKeys.promptCache(chapter.spec.id, 'int_second').slotKey(0));
    // Another tenant, or another chapter, is granted none of it.
    expect((await cache.planFor('other', chapter.spec.id, 'int_third')).cached).toEqual([]);
    expect((await cache.planFor(caller.tenant, 'chp_elsewhere', 'int_third')).cached).toEqual([]);
  });

  it('sweeps down to its bound, least recently used first, and drops the renders of deleted chapters', async () => {
    const cache = new RenderCache(storage, { workers: 2, chunkThreshold: 60, maxBytes: 1500 });
    const project = await createProject(store, clock, caller, { name: 'P' });
    const kept = await createChapter(store, clock, caller, project.spec.id, { name: 'Kept' });
    await finishedJob(cache, kept.spec.id, 'int_old', hash('1'), [], '2026-11-26T08:00:00.000Z');
    await finishedJob(cache, kept.spec.id, 'int_new', hash('2'), [], '2026-11-26T09:00:00.000Z');
    await finishedJob(cache, 'chp_deleted', 'int_gone', hash('3'), [{ hash: hash('4'), bytes: 10 }], '2026-11-26T10:00:00.000Z');
    const sizes = (await readIndex(storage)).map((e) => e.size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(1500);

    const swept = await cache.sweep(store);
    const left = (await readIndex(storage)).map((e) => e.hash);
    // The deleted chapter's two renders, then the least recently used of the kept chapter's.
    expect(swept.evicted).toBe(3);
    expect(left).toEqual([hash('2')]);
    expect(await storage.head(renderCacheKey(caller.tenant, 'chapter', hash('1')))).toBeUndefined();
    expect(await storage.head(renderCacheKey(caller.tenant, 'chapter', hash('1'), 'json'))).toBeUndefined();
    expect(await storage.head(renderCacheKey(caller.tenant, 'scene', hash('4')))).toBeUndefined();
    expect(await storage.head(renderCacheKey(caller.tenant, 'chapter', hash('2')))).toBeDefined();
    // Level-triggered: nothing more to do.
    expect(await cache.sweep(store)).toEqual({ evicted: 0, bytes: 0 });
  });
});
