import { z } from 'zod';
import { getJson, putJson } from '../engine/storage-files.js';
import { HISTORY_SEGMENT_SIZE, PromptEntry } from '../model/chapter.js';
import { ObjectNotFoundError, type ObjectStorage } from '../storage/object-storage.js';
import type { StoredObject } from '../store/store.js';

/*
 * A chapter's older prompts, kept in object storage instead of the store (controller/history/ moves them), so that a
 * chapter with thousands of prompts is a bounded number of custom resources or journal records. They live in
 * segments: JSON objects of at most HISTORY_SEGMENT_SIZE prompts each, named from the chapter and the first prompt
 * put in them, listed in the chapter's `status.history` with their counts. Each entry is the prompt as the API
 * presents it, plus what is needed to name the keys it still owns in storage (its render, scene document and
 * re-renders), so that deleting the chapter removes them too.
 */

export const ArchivedPrompt = PromptEntry.omit({ progress: true }).extend({
  /** A `PUT .../scene` prompt's source document: the one key of a prompt not derived from its ids. */
  scene_source_key: z.string().max(1024).optional(),
});
export type ArchivedPrompt = z.infer<typeof ArchivedPrompt>;

export const HistorySegment = z.object({
  chapter_id: z.string(),
  prompts: z.array(ArchivedPrompt).max(HISTORY_SEGMENT_SIZE),
});
export type HistorySegment = z.infer<typeof HistorySegment>;

export function historySegmentKey(chapterId: string, firstPromptId: string): string {
  return `chapters/${chapterId}/history/${firstPromptId}.json`;
}

/** The segment as stored, or undefined when it was never written (its status entry is recorded first). */
export async function readHistorySegment(storage: ObjectStorage, key: string): Promise<HistorySegment | undefined> {
  try {
    return HistorySegment.parse(await getJson(storage, key));
  } catch (err) {
    if (err instanceof ObjectNotFoundError) return undefined;
    throw err;
  }
}

export async function writeHistorySegment(storage: ObjectStorage, key: string, segment: HistorySegment): Promise<void> {
  await putJson(storage, key, segment);
}

/**
 * Reads a chapter's archived prompts, keeping the segments it read in a small LRU cache. The key of the cache is the
 * segment's key and its count in the chapter's status: a segment rewritten with more prompts has a new count, so a
 * stale copy is never served. A segment holding fewer prompts than its count is one being written (or whose write
 * a crash cut short): it is read, never cached, and the prompts not yet in it are still live objects.
 */
export class PromptHistory {
  private readonly cache = new Map<string, ArchivedPrompt[]>();
  private cached = 0;

  constructor(
    private readonly storage: ObjectStorage,
    /** How many archived prompts the cache holds at most, over all segments. */
    private readonly maxCachedPrompts = 20_000,
  ) {}

  /** Every archived prompt of the chapter, in the order they were archived, each once. */
  async archived(chapter: StoredObject<'chapter'>): Promise<ArchivedPrompt[]> {
    const segments = chapter.status.history ?? [];
    if (segments.length === 0) return [];
    const lists = await Promise.all(segments.map((s) => this.segment(s.key, s.count)));
    const seen = new Set<string>();
    return lists.flat().filter((p) => !seen.has(p.id) && seen.add(p.id));
  }

  private async segment(key: string, count: number): Promise<ArchivedPrompt[]> {
    const cacheKey = `${count}:${key}`;
    const hit = this.cache.get(cacheKey);
    if (hit) {
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, hit);
      return hit;
    }
    const prompts = (await readHistorySegment(this.storage, key))?.prompts ?? [];
    // (Two readers may miss the same segment at once: the second must not count it again.)
    if (prompts.length >= count && !this.cache.has(cacheKey)) {
      this.cache.set(cacheKey, prompts);
      this.cached += prompts.length;
      for (const [oldest, list] of this.cache) {
        if (this.cached <= this.maxCachedPrompts) break;
        this.cache.delete(oldest);
        this.cached -= list.length;
      }
    }
    return prompts;
  }
}

/** The whole history as the API serves it: live prompts win over their archived copy; oldest first, as lists are. */
export function mergeHistory(live: PromptEntry[], archived: readonly ArchivedPrompt[]): PromptEntry[] {
  if (archived.length === 0) return live;
  const liveIds = new Set(live.map((p) => p.id));
  const older = archived.filter((p) => !liveIds.has(p.id)).map(({ scene_source_key: _key, ...entry }) => entry);
  return [...older, ...live].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
