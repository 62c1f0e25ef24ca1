import { ConflictError, NotFoundError, ValidationError } from '../model/errors.js';
import { ExportOptions, MAX_EXPORT_CHAPTERS } from '../model/export.js';
import { checkOptions, resolveOptions } from '../model/export-encoding.js';
import { projectFormat } from '../model/project.js';
import { newId } from '../model/ids.js';
import { CLEANUP_FINALIZER } from '../model/finalizers.js';
import { LABELS } from '../model/kinds.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import { latestCompletedPrompt, listChapters } from './chapters.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { getOwned } from './owned.js';
import { retryOnConflict } from './retry.js';

export type ExportObject = StoredObject<'export'>;

export function exportState(exp: ExportObject) {
  return exp.status.phase ?? 'queued';
}

const IN_PROGRESS = new Set(['queued', 'processing']);

/*
 * Like prompts: create the Export (a snapshot of the completed chapters, so later prompts cannot change a running
 * export), then claim it as the project's active export with the project's resourceVersion. One export runs per
 * project; concurrent starters lose the claim and get 409.
 */
export async function startExport(store: Store, clock: Clock, caller: Caller, projectId: string, asked: ExportOptions = ExportOptions.parse({})): Promise<ExportObject> {
  const owner = await getOwned(store, caller, 'project', projectId);
  const chapters = (await listChapters(store, caller, projectId))
    .map((view) => ({ view, prompt: latestCompletedPrompt(view) }))
    .filter((c) => c.prompt !== undefined);
  if (chapters.length === 0) {
    throw new ValidationError(
      'The project has no completed chapters to export',
      'Submit a prompt to a chapter and wait until its status is ready, then start the export.',
    );
  }
  if (chapters.length > MAX_EXPORT_CHAPTERS) {
    throw new ValidationError(`An export takes at most ${MAX_EXPORT_CHAPTERS} chapters`, 'Split the project.');
  }
  // Checked against the project's format now, so a bad request is a 422 and not a failed export; the defaults are
  // recorded, so the Export resource shows what it makes (kubectl's Format column).
  const format = projectFormat(owner.spec);
  const seconds = chapters.reduce((sum, { prompt }) => sum + prompt!.status.output!.durationSeconds, 0);
  checkOptions(asked, format, seconds);
  const options = resolveOptions(asked, format);
  const exp = await store.create('export', {
    spec: {
      id: newId('export'),
      tenant: caller.tenant,
      createdAt: isoNow(clock),
      projectId,
      chapters: chapters.map(({ view, prompt }) => ({
        chapterId: view.chapter.spec.id,
        promptId: prompt!.spec.id,
        key: prompt!.status.output!.key,
        durationSeconds: prompt!.status.output!.durationSeconds,
        // What an export at another size or rate, or with burned-in captions, renders again (as a batch row does).
        ...(prompt!.status.sceneKey ? { sceneKey: prompt!.status.sceneKey } : {}),
        fixedLength: Boolean(view.chapter.spec.duration) && !prompt!.spec.sceneSourceKey,
      })),
      options,
    },
    status: { phase: 'queued' },
    labels: { [LABELS.project]: projectId },
    finalizers: [CLEANUP_FINALIZER], // as a prompt's (core/prompts.ts)
  });
  try {
    await retryOnConflict(async () => {
      const project = await getOwned(store, caller, 'project', projectId);
      const activeId = project.spec.activeExportId;
      if (activeId && (await isInProgress(store, activeId))) {
        throw new ConflictError(
          'An export is already in progress for this project',
          'Poll GET /api/v1/projects/{projectId}/export until it completes, then start a new one.',
        );
      }
      await store.update('project', { ...project, spec: { ...project.spec, activeExportId: exp.spec.id } });
    });
  } catch (err) {
    await store.delete('export', exp.spec.id).catch(() => undefined);
    throw err;
  }
  return exp;
}

async function isInProgress(store: Store, exportId: string): Promise<boolean> {
  const active = await store.get('export', exportId);
  return !active || IN_PROGRESS.has(exportState(active));
}

export async function getActiveExport(store: Store, caller: Caller, projectId: string): Promise<ExportObject> {
  // The project as the backend has it: an export just started through another API replica must be the one answered
  // here, not the one before it (or none) that this replica's cache may still show.
  const project = await getOwned(store, caller, 'project', projectId, undefined, { consistent: true });
  const hint = 'Start one first with POST /api/v1/projects/{projectId}/export.';
  const activeId = project.spec.activeExportId;
  if (!activeId) throw new NotFoundError('Export', hint);
  return getOwned(store, caller, 'export', activeId, hint);
}
