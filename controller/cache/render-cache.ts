import { jobKeys, type JobResult, type RenderPlan } from '../../engine/job-spec.js';
import { renderCacheKey } from '../../model/render-key.js';
import { deleteKeys } from '../../storage/delete-keys.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store } from '../../store/store.js';
import { evictionVictims, readIndex, touch, upsert, writeIndex, type CacheEntry } from './cache-index.js';

/*
 * The controller's side of the render cache (issue 31). Jobs cannot list storage, so the controller decides: before
 * a prompt's job it grants the cached renders of the chapter's earlier documents (a whole chapter, or pieces) and
 * slots for new pieces (RenderPlan); after the job it moves what the job rendered into `cache/` (renderCacheKey)
 * and records it in the index; a sweeper keeps the cache within its size bound, least recently used out first, and
 * drops the renders of chapters that no longer exist. The index is written by one reconciler pass at a time.
 */

export interface RenderCacheSettings {
  /** Pieces a job renders at once (local FFmpeg processes). */
  workers: number;
  /** Seconds × megapixels from which a chapter renders in pieces. */
  chunkThreshold: number;
  /** The cache's size bound in bytes; 0: no cache (chunked rendering still happens). */
  maxBytes: number;
}

/** Slots a job may write new pieces to: one per scene a document may have. */
const SLOTS = 50;
/** Cached entries granted to one job at most (most recently used first). */
const GRANTED = 200;

export class RenderCache {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: ObjectStorage,
    readonly settings: RenderCacheSettings,
  ) {}

  get enabled(): boolean {
    return this.settings.maxBytes > 0;
  }

  /** Index changes, one at a time (read, change, write). */
  private update<T>(change: (entries: CacheEntry[]) => Promise<{ entries: CacheEntry[]; value: T }>): Promise<T> {
    const next = this.chain.then(async () => {
      const { entries, value } = await change(await readIndex(this.storage));
      await writeIndex(this.storage, entries);
      return value;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** How a prompt of `chapterId` renders: its workers and threshold and, with the cache, what it may reuse and write. */
  async planFor(tenant: string, chapterId: string, promptId: string): Promise<RenderPlan> {
    const base = { workers: this.settings.workers, chunkThreshold: this.settings.chunkThreshold, cached: [], slots: [] };
    if (!this.enabled) return base;
    const keys = jobKeys.promptCache(chapterId, promptId);
    const entries = (await readIndex(this.storage))
      .filter((e) => e.tenant === tenant && e.chapters.includes(chapterId))
      .sort((a, b) => b.usedAt.localeCompare(a.usedAt))
      .slice(0, GRANTED);
    return {
      ...base,
      cached: entries.map((e) => ({ kind: e.kind, hash: e.hash, key: e.key, ...(e.metaKey ? { metaKey: e.metaKey } : {}) })),
      slots: Array.from({ length: SLOTS }, (_, i) => keys.slotKey(i)),
      metaKey: keys.metaKey,
    };
  }

  /**
   * After a prompt's job succeeded: its render and the pieces it wrote move into the cache (copied; the slots and
   * meta are then deleted), and the entries it used are marked used. Idempotent: run again after a crash, it
   * copies what is still there.
   */
  async afterSuccess(tenant: string, chapterId: string, promptId: string, outputKey: string, result: Extract<JobResult, { ok: true }>, now: string): Promise<void> {
    const render = result.render;
    if (!this.enabled || !render) return;
    const keys = jobKeys.promptCache(chapterId, promptId);
    const added: CacheEntry[] = [];
    if (!render.reused) {
      const key = renderCacheKey(tenant, 'chapter', render.hash);
      const metaKey = renderCacheKey(tenant, 'chapter', render.hash, 'json');
      const size = (await this.copy(outputKey, key)) + (await this.copy(keys.metaKey, metaKey));
      if (size > 0) added.push({ key, metaKey, tenant, kind: 'chapter', hash: render.hash, size, usedAt: now, chapters: [chapterId] });
    }
    for (const piece of render.stored) {
      const key = renderCacheKey(tenant, piece.kind, piece.hash);
      const size = await this.copy(keys.slotKey(piece.slot), key);
      if (size > 0) added.push({ key, tenant, kind: piece.kind, hash: piece.hash, size, usedAt: now, chapters: [chapterId] });
    }
    await this.update(async (entries) => {
      let next = touch(entries, tenant, render.hits, chapterId, now);
      for (const entry of added) next = upsert(next, entry);
      return { entries: next, value: undefined };
    });
    await deleteKeys(this.storage, [keys.metaKey, ...render.stored.map((p) => keys.slotKey(p.slot))]);
  }

  /** Copies an object (through this process: the storage port has no server-side copy); its size, 0 if it is gone. */
  private async copy(from: string, to: string): Promise<number> {
    const info = await this.storage.head(from);
    if (!info) return (await this.storage.head(to))?.size ?? 0;
    await this.storage.put(to, await this.storage.get(from), { contentType: info.contentType, contentLength: info.size });
    return info.size;
  }

  /**
   * Level-triggered eviction: the renders of chapters that no longer exist go, then the least recently used until
   * the cache fits its bound. Each object is deleted before its entry, so a crash in between only deletes it again.
   */
  async sweep(store: Store): Promise<{ evicted: number; bytes: number }> {
    const entries = await readIndex(this.storage);
    const gone = new Set<string>();
    for (const chapterId of new Set(entries.flatMap((e) => e.chapters))) {
      if (!(await store.get('chapter', chapterId))) gone.add(chapterId);
    }
    const orphans = entries.filter((e) => e.chapters.every((c) => gone.has(c)));
    const kept = entries.filter((e) => !orphans.includes(e));
    const victims = [...orphans, ...evictionVictims(kept, this.enabled ? this.settings.maxBytes : 0)];
    if (!victims.length) return { evicted: 0, bytes: 0 };
    await deleteKeys(this.storage, victims.flatMap((v) => [v.key, ...(v.metaKey ? [v.metaKey] : [])]));
    const removed = new Set(victims.map((v) => v.key));
    await this.update(async (current) => ({ entries: current.filter((e) => !removed.has(e.key)), value: undefined }));
    return { evicted: victims.length, bytes: victims.reduce((sum, v) => sum + v.size, 0) };
  }
}
