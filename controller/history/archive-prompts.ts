import { latestCompletedPrompt, promptState, type PromptObject } from '../../core/chapters.js';
import { historySegmentKey, readHistorySegment, writeHistorySegment, type ArchivedPrompt, type PromptHistory } from '../../core/history.js';
import { retryOnConflict } from '../../core/retry.js';
import { presentPrompt } from '../../api/present.js';
import { HISTORY_SEGMENT_SIZE } from '../../model/chapter.js';
import { LABELS } from '../../model/kinds.js';
import { jobName, type JobRunner } from '../../runner/job-runner.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { isDeleting } from '../../store/objects.js';
import type { Store, StoredObject } from '../../store/store.js';

export interface HistorySettings {
  /** Prompts per chapter kept as store objects (MONTAGE_PROMPT_HISTORY_LIMIT); 0 archives nothing. */
  limit: number;
  /** MONTAGE_RENDER_RETENTION_HOURS: when set, a prompt whose render retention has not removed yet stays. */
  renderRetentionHours: number;
  /** Prompts per segment (HISTORY_SEGMENT_SIZE unless a test wants to see segments fill up). */
  segmentSize?: number;
}

export interface ArchiveDeps {
  store: Store;
  storage: ObjectStorage;
  runner: JobRunner;
  history: PromptHistory;
  /**
   * Where webhooks are sent (controller/webhooks/): whether a prompt's event is recorded for every webhook. Until it
   * is, the prompt stays, since recording reads it; an archived prompt is gone from the dispatcher's watch, which
   * reacts to live objects only, so it neither fires again nor is missed.
   */
  eventsRecorded?: (prompt: PromptObject) => Promise<boolean>;
}

/** Archiving starts once this many prompts can go: a segment is rewritten every few prompts, not at every one. */
export function archiveBatch(limit: number): number {
  return Math.max(1, Math.ceil(limit / 10));
}

/*
 * Moves a chapter's older prompts out of the store, into history segments in object storage (core/history.ts). Run by
 * the chapter's reconciler, on the chapters' queue, so it never overlaps the chapter's own deletion.
 *
 * Which prompts: beyond the `limit` newest, those that are finished (completed or failed, superseded ones included)
 * and that nothing still reads as an object: not the chapter's claimed (`activePromptId`) or latest completed prompt,
 * not the prompt of `status.render` or of a re-render, not one an export still queued or running takes, not one
 * whose job still exists in a running state, and not one whose webhook event is not recorded yet. With a render retention set, a completed prompt waits until retention
 * removed its render (so retention, which works on live prompts, never needs to look at archived ones); with none,
 * renders are kept for ever, and the archived prompt's keys stay owned by its chapter through its segment entry.
 *
 * In this order, so that a crash at any line loses and duplicates nothing, and orphans nothing in storage:
 *   1. the segment's entry in `status.history`, with the count it will have: recorded before the object exists, so
 *      the chapter's deletion (which reads the status) always knows every segment there may be;
 *   2. the segment object, written whole: the prompts already in it (read back from storage, never from a cache)
 *      plus the new ones. A crash before it leaves the prompts live and the segment short of its count, which
 *      readers do not cache, and the next pass writes it again;
 *   3. the prompt objects deleted, directly (no cleanup finalizer, so their keys in storage stay: the segment owns
 *      them now). Until then a prompt is both live and archived, and readers keep the live one.
 */
export async function archivePrompts(deps: ArchiveDeps, chapter: StoredObject<'chapter'>, prompts: PromptObject[], settings: HistorySettings): Promise<number> {
  if (settings.limit === 0 || isDeleting(chapter)) return 0;
  const live = prompts.filter((p) => !isDeleting(p));
  if (live.length - settings.limit < archiveBatch(settings.limit)) return 0;

  const candidates = await archivable(deps, chapter, live, settings);
  if (candidates.length < archiveBatch(settings.limit)) return 0;

  const already = new Set((await deps.history.archived(chapter)).map((p) => p.id));
  const fresh = candidates.filter((p) => !already.has(p.spec.id));
  const size = Math.min(settings.segmentSize ?? HISTORY_SEGMENT_SIZE, HISTORY_SEGMENT_SIZE);
  while (fresh.length > 0) {
    const segments = (await deps.store.get('chapter', chapter.spec.id))?.status.history ?? [];
    const last = segments.at(-1);
    const stored = last ? ((await readHistorySegment(deps.storage, last.key))?.prompts ?? []) : [];
    const appending = last !== undefined && stored.length < size;
    const key = appending ? last.key : historySegmentKey(chapter.spec.id, fresh[0]!.spec.id);
    const base = appending ? stored : [];
    const batch = fresh.splice(0, size - base.length);
    const prompts = [...base, ...batch.map(archivedEntry)];
    if (!(await recordSegment(deps.store, chapter.spec.id, key, prompts.length))) return 0;
    await writeHistorySegment(deps.storage, key, { chapter_id: chapter.spec.id, prompts });
  }
  for (const prompt of candidates) await deleteArchived(deps.store, prompt);
  return candidates.length;
}

/** The prompts past the newest `limit` that may go, oldest first. */
async function archivable(deps: ArchiveDeps, chapter: StoredObject<'chapter'>, live: PromptObject[], settings: HistorySettings): Promise<PromptObject[]> {
  const exports = await deps.store.list('export', { tenant: chapter.spec.tenant, labels: { [LABELS.project]: chapter.spec.projectId } });
  const keep = new Set<string | null | undefined>([
    chapter.spec.activePromptId,
    chapter.status.render?.promptId,
    chapter.status.rerender?.promptId,
    chapter.status.renderFailure?.promptId,
    latestCompletedPrompt({ chapter, prompts: live })?.spec.id,
    ...exports.filter((e) => !isDeleting(e) && ['queued', 'processing'].includes(e.status.phase ?? 'queued')).flatMap((e) => e.spec.chapters.map((c) => c.promptId)),
  ]);
  const older = live.slice(0, live.length - settings.limit);
  const out: PromptObject[] = [];
  for (const prompt of older) {
    if (keep.has(prompt.spec.id) || promptState(prompt) === 'processing') continue;
    if (settings.renderRetentionHours > 0 && prompt.status.output) continue;
    const job = await deps.runner.status(jobName('prompt', prompt.metadata.name));
    if (job.state === 'pending' || job.state === 'running') continue;
    if (deps.eventsRecorded && !(await deps.eventsRecorded(prompt))) continue;
    out.push(prompt);
  }
  return out;
}

function archivedEntry(prompt: PromptObject): ArchivedPrompt {
  const { progress: _none, ...entry } = presentPrompt(prompt);
  return { ...entry, ...(prompt.spec.sceneSourceKey ? { scene_source_key: prompt.spec.sceneSourceKey } : {}) };
}

/** Step 1: the segment and its coming count in the status. False when the chapter is gone or being deleted. */
async function recordSegment(store: Store, chapterId: string, key: string, count: number): Promise<boolean> {
  return retryOnConflict(async () => {
    const chapter = await store.get('chapter', chapterId);
    if (!chapter || isDeleting(chapter)) return false;
    const segments = [...(chapter.status.history ?? [])];
    const at = segments.findIndex((s) => s.key === key);
    if (at >= 0 && segments[at]!.count === count) return true;
    if (at >= 0) segments[at] = { key, count };
    else segments.push({ key, count });
    await store.updateStatus('chapter', { ...chapter, status: { ...chapter.status, history: segments } });
    return true;
  });
}

/**
 * Step 3. A prompt carrying the cleanup finalizer (a DELETE cut short between its two writes) loses it first: its
 * cleanup would remove the keys its segment entry now owns.
 */
async function deleteArchived(store: Store, prompt: PromptObject): Promise<void> {
  await retryOnConflict(async () => {
    const current = await store.get('prompt', prompt.spec.id);
    if (!current || isDeleting(current)) return;
    if (current.metadata.finalizers?.length) await store.update('prompt', { ...current, metadata: { ...current.metadata, finalizers: [] } });
    await store.delete('prompt', prompt.spec.id);
  });
}
