import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../lib/config.js';
import { newId } from '../model/ids.js';
import { LocalDiskStorage } from '../storage/local-disk.js';
import type { StoredObject } from '../store/store.js';
import { PromptHistory, historySegmentKey, mergeHistory, writeHistorySegment, type ArchivedPrompt } from './history.js';

const entry = (i: number): ArchivedPrompt => ({ id: newId('prompt'), content: `Prompt ${i}`, status: 'completed', result: `done ${i}`, created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() });
const chapterWith = (history: { key: string; count: number }[]) => ({ status: { history } }) as unknown as StoredObject<'chapter'>;

describe('PromptHistory: archived prompts read back, cached by segment key and count', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'history-reader-'));
    storage = new LocalDiskStorage({ root: dir, secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('does not cache a segment short of its count (being written): the rewrite is seen at once', async () => {
    const chapterId = newId('chapter');
    const prompts = [entry(0), entry(1), entry(2)];
    const key = historySegmentKey(chapterId, prompts[0]!.id);
    const reader = new PromptHistory(storage);
    // The status says 3 before the segment exists (step 1 of the archiver), then before it holds all 3.
    expect(await reader.archived(chapterWith([{ key, count: 3 }]))).toEqual([]);
    await writeHistorySegment(storage, key, { chapter_id: chapterId, prompts: prompts.slice(0, 2) });
    expect(await reader.archived(chapterWith([{ key, count: 3 }]))).toHaveLength(2);
    await writeHistorySegment(storage, key, { chapter_id: chapterId, prompts });
    expect(await reader.archived(chapterWith([{ key, count: 3 }]))).toEqual(prompts);
    // Complete, it is cached: removing the object does not change what is served for that key and count...
    await storage.delete(key);
    expect(await reader.archived(chapterWith([{ key, count: 3 }]))).toEqual(prompts);
    // ...and a new count (a rewrite with more prompts) is read afresh.
    expect(await reader.archived(chapterWith([{ key, count: 4 }]))).toEqual([]);
  });

  it('merges live prompts over their archived copies, oldest first', () => {
    const [a, b, c] = [entry(0), entry(1), entry(2)];
    const liveB = { ...b!, result: 'live copy' };
    expect(mergeHistory([liveB, c!], [{ ...a!, scene_source_key: 'k' }, b!])).toEqual([a, liveB, c]);
  });

  it('MONTAGE_PROMPT_HISTORY_LIMIT: 50 by default, 0 turns archiving off, a negative or fractional value is refused', () => {
    expect(loadConfig({}).MONTAGE_PROMPT_HISTORY_LIMIT).toBe(50);
    expect(loadConfig({ MONTAGE_PROMPT_HISTORY_LIMIT: '0' }).MONTAGE_PROMPT_HISTORY_LIMIT).toBe(0);
    expect(() => loadConfig({ MONTAGE_PROMPT_HISTORY_LIMIT: '-1' })).toThrow(/MONTAGE_PROMPT_HISTORY_LIMIT/);
    expect(() => loadConfig({ MONTAGE_PROMPT_HISTORY_LIMIT: '2.5' })).toThrow(/MONTAGE_PROMPT_HISTORY_LIMIT/);
  });
});
