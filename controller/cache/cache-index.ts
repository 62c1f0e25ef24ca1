import { z } from 'zod';
import { RENDER_CACHE_PREFIX } from '../../model/render-key.js';
import { getJson, putJson } from '../../engine/storage-files.js';
import type { ObjectStorage } from '../../storage/object-storage.js';

/*
 * The render cache's index: one small JSON object in storage beside the cached renders (storage cannot be listed,
 * and jobs cannot list it at all), written by the controller only (one leader at a time). It holds, per cached
 * render, its key, size, the chapters whose renders made or used it, and when it was last used: enough to grant a
 * job the renders its chapter may reuse, and to evict the least recently used when the cache passes its bound.
 * Losing it loses nothing but cache hits: the next renders fill it again, and orphaned objects under `cache/` are
 * removed by nobody but an operator (docs/chunked-rendering.md).
 */

export const INDEX_KEY = `${RENDER_CACHE_PREFIX}index.json`;

export const CacheEntry = z.object({
  key: z.string(),
  /** The chapter's meta (captions, rendered document, length), for a whole chapter's render. */
  metaKey: z.string().optional(),
  tenant: z.string(),
  kind: z.enum(['chapter', 'scene', 'chunk', 'audio']),
  hash: z.string(),
  /** Bytes, the meta's included. */
  size: z.number().int().min(0),
  usedAt: z.string(),
  /** The chapters whose renders made or used it, most recent last (at most 8). */
  chapters: z.array(z.string()).max(8),
});
export type CacheEntry = z.infer<typeof CacheEntry>;

const IndexFile = z.object({ version: z.literal(1), entries: z.array(CacheEntry) });

export async function readIndex(storage: ObjectStorage): Promise<CacheEntry[]> {
  try {
    return IndexFile.parse(await getJson(storage, INDEX_KEY)).entries;
  } catch {
    // Missing (nothing cached yet) or unreadable: an empty cache.
    return [];
  }
}

export async function writeIndex(storage: ObjectStorage, entries: readonly CacheEntry[]): Promise<void> {
  await putJson(storage, INDEX_KEY, { version: 1, entries });
}

/** `entries` with `added` put in (replacing the same key), its chapters merged. */
export function upsert(entries: readonly CacheEntry[], added: CacheEntry): CacheEntry[] {
  const old = entries.find((e) => e.key === added.key);
  const chapters = [...(old?.chapters ?? []).filter((c) => !added.chapters.includes(c)), ...added.chapters].slice(-8);
  return [...entries.filter((e) => e.key !== added.key), { ...added, chapters }];
}

/** `entries` with the ones of `hashes` (a tenant's) marked used now by `chapterId`. */
export function touch(entries: readonly CacheEntry[], tenant: string, hashes: readonly string[], chapterId: string, now: string): CacheEntry[] {
  const used = new Set(hashes);
  return entries.map((e) => (e.tenant === tenant && used.has(e.hash) ? { ...e, usedAt: now, chapters: [...e.chapters.filter((c) => c !== chapterId), chapterId].slice(-8) } : e));
}

/**
 * What eviction removes to bring the cache within `maxBytes`: least recently used first, until the rest fits. Pure,
 * so the policy is tested apart from storage.
 */
export function evictionVictims(entries: readonly CacheEntry[], maxBytes: number): CacheEntry[] {
  let total = entries.reduce((sum, e) => sum + e.size, 0);
  const victims: CacheEntry[] = [];
  for (const entry of [...entries].sort((a, b) => a.usedAt.localeCompare(b.usedAt) || a.key.localeCompare(b.key))) {
    if (total <= maxBytes) break;
    victims.push(entry);
    total -= entry.size;
  }
  return victims;
}
