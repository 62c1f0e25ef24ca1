import type { Clock } from '../../lib/clock.js';
import { requestDeletion } from '../../core/deletion.js';
import { retryOnConflict } from '../../core/retry.js';
import { jobKeys } from '../../engine/job-spec.js';
import { deleteKeys } from '../../storage/delete-keys.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { isDeleting } from '../../store/objects.js';
import type { Store, StoredObject } from '../../store/store.js';
import { promptKeys } from '../cleanup/owned-keys.js';

export interface RetentionSettings {
  /** A finished export is deleted (with its file) this long after it finished; 0 keeps exports for ever. */
  exportRetentionHours: number;
  /** A superseded render's files are removed this long after the render that superseded it; 0 keeps them. */
  renderRetentionHours: number;
}

export interface RetentionResult {
  exportsDeleted: number;
  rendersRemoved: number;
}

const HOUR_MS = 3_600_000;

/*
 * Retention, level-triggered: every sweep reads the whole state and acts on what is past its time, so a sweep cut
 * short by a crash is simply done again by the next one (by this controller or the next leader).
 * - Exports: a completed or failed export older than the setting is deleted like any deleted object (the cleanup
 *   removes its file, captions, result and progress). When it is its project's active export, the claim is released
 *   first, so GET .../export answers 404 with "start one" and a new export can start.
 * - Superseded renders: a completed prompt whose chapter has a later completed prompt keeps its entry in the history
 *   and its scene document, but its video, captions and re-renders in other formats are removed once the later one
 *   is older than the setting; `status.output` goes last, which is also what marks it done. Renders an export still
 *   queued or running takes are left alone.
 */
export async function sweepRetention(deps: { store: Store; storage: ObjectStorage; clock: Clock }, settings: RetentionSettings): Promise<RetentionResult> {
  const now = deps.clock.now().getTime();
  const result: RetentionResult = { exportsDeleted: 0, rendersRemoved: 0 };
  const exports = (await deps.store.list('export')).filter((e) => !isDeleting(e));

  if (settings.exportRetentionHours > 0) {
    const cutoff = now - settings.exportRetentionHours * HOUR_MS;
    for (const exp of exports) {
      const phase = exp.status.phase ?? 'queued';
      if ((phase !== 'completed' && phase !== 'failed') || !exp.status.completedAt || Date.parse(exp.status.completedAt) > cutoff) continue;
      await releaseClaim(deps.store, exp);
      await requestDeletion(deps.store, 'export', exp.spec.id);
      result.exportsDeleted++;
    }
  }

  if (settings.renderRetentionHours > 0) {
    const cutoff = now - settings.renderRetentionHours * HOUR_MS;
    const busy = new Set(exports.filter((e) => ['queued', 'processing'].includes(e.status.phase ?? 'queued')).flatMap((e) => e.spec.chapters.map((c) => c.promptId)));
    const byChapter = new Map<string, StoredObject<'prompt'>[]>();
    for (const p of await deps.store.list('prompt')) {
      if (isDeleting(p) || (p.status.phase ?? 'processing') !== 'completed') continue;
      byChapter.set(p.spec.chapterId, [...(byChapter.get(p.spec.chapterId) ?? []), p]);
    }
    for (const completed of byChapter.values()) {
      // List order (creation), as the chapter's history: each entry is superseded by the next completed one.
      for (let i = 0; i < completed.length - 1; i++) {
        const prompt = completed[i]!;
        const successor = completed[i + 1]!;
        if (!prompt.status.output || busy.has(prompt.spec.id)) continue;
        if (!successor.status.completedAt || Date.parse(successor.status.completedAt) > cutoff) continue;
        await removeRender(deps, prompt);
        result.rendersRemoved++;
      }
    }
  }
  return result;
}

async function releaseClaim(store: Store, exp: StoredObject<'export'>): Promise<void> {
  await retryOnConflict(async () => {
    const project = await store.get('project', exp.spec.projectId);
    if (!project || project.spec.activeExportId !== exp.spec.id) return;
    await store.update('project', { ...project, spec: { ...project.spec, activeExportId: null } });
  });
}

/** The render's files first, then `output` (the marker): a crash in between only repeats the deletes. */
async function removeRender(deps: { store: Store; storage: ObjectStorage }, prompt: StoredObject<'prompt'>): Promise<void> {
  const keep = new Set([jobKeys.prompt(prompt.spec.chapterId, prompt.spec.id).sceneKey, prompt.spec.sceneSourceKey, prompt.status.sceneKey]);
  await deleteKeys(deps.storage, promptKeys(prompt).filter((key) => !keep.has(key)));
  await retryOnConflict(async () => {
    const current = await deps.store.get('prompt', prompt.spec.id);
    if (!current?.status.output) return;
    const { output: _removed, ...status } = current.status;
    await deps.store.updateStatus('prompt', { ...current, status });
  });
}
