import type { Clock } from '../../core/clock.js';
import { jobKeys } from '../../engine/job-spec.js';
import { API_GROUP_VERSION, LABELS } from '../../model/kinds.js';
import { jobName, type JobRunner } from '../../runner/job-runner.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';
import type { EventRecorder } from '../events.js';
import { readProgress, readResult } from '../prompts/reconcile-prompt.js';
import type { ReconcileResult } from '../work-queue.js';
import { notStartedInTime } from '../job-wait.js';
import { readyStatus } from '../conditions.js';

type Export = StoredObject<'export'>;

export interface ExportReconcilerDeps {
  store: Store;
  storage: ObjectStorage;
  runner: JobRunner;
  clock: Clock;
  events: EventRecorder;
  deadlineSeconds: number;
  /** Pending work (queued behind the concurrency limit, or a Job no Pod runs) is failed after this long. */
  startDeadlineSeconds: number;
  claimGraceMs: number;
  progressIntervalMs: number;
}

/*
 * Level-triggered like the prompt reconciler: queued → (job created) → processing → completed | failed, with the
 * status written once per pass and every step safe to repeat.
 */
export async function reconcileExport(deps: ExportReconcilerDeps, exportId: string): Promise<ReconcileResult | void> {
  const { store, runner, clock } = deps;
  // 1. Load the export; finished ones need nothing more.
  const exp = await store.get('export', exportId);
  if (!exp) return;
  const phase = exp.status.phase ?? 'queued';
  if (phase === 'completed' || phase === 'failed') return;
  const name = jobName('export', exp.metadata.name);

  // 2. Only the project's active export runs (see the claim in core/exports.ts).
  const project = await store.get('project', exp.spec.projectId);
  if (!project) return fail(deps, exp, name, 'The project was deleted.');
  if (project.spec.activeExportId !== exp.spec.id) {
    const waited = clock.now().getTime() - Date.parse(exp.spec.createdAt);
    if (waited < deps.claimGraceMs) return { requeueAfterMs: deps.claimGraceMs - waited };
    return fail(deps, exp, name, 'The export request did not complete; start the export again.');
  }

  // 3. Drive the job.
  const keys = jobKeys.export(exp.spec.projectId, exp.spec.id);
  const job = await runner.status(name);
  switch (job.state) {
    case 'absent': {
      const started = exp.status.startedAt ? Date.parse(exp.status.startedAt) : undefined;
      if (started !== undefined && clock.now().getTime() - started > deps.deadlineSeconds * 1000) {
        return fail(deps, exp, name, `The export did not finish within ${deps.deadlineSeconds} s.`);
      }
      await runner.ensure({
        name,
        spec: { type: 'export', exportId: exp.spec.id, chapters: exp.spec.chapters.map(({ key, durationSeconds }) => ({ key, durationSeconds })), ...keys },
        owner: { apiVersion: API_GROUP_VERSION, kind: 'Export', name: exp.metadata.name, uid: exp.metadata.uid },
        labels: { [LABELS.project]: exp.spec.projectId, [LABELS.id]: exp.spec.id },
        deadlineSeconds: deps.deadlineSeconds,
      });
      if (started === undefined) {
        await store.updateStatus('export', {
          ...exp,
          status: { ...exp.status, phase: 'queued', startedAt: clock.now().toISOString(), progress: 0, ...readyStatus(exp, clock, 'False', 'Queued', `Job ${name} created`) },
        });
        deps.events.normal(exp, 'JobCreated', `Started job ${name}`);
      }
      return { requeueAfterMs: deps.progressIntervalMs };
    }
    case 'pending': {
      const late = notStartedInTime(job, name, Date.parse(exp.status.startedAt ?? exp.spec.createdAt), clock.now().getTime(), deps.startDeadlineSeconds);
      if (late) return fail(deps, exp, name, late);
      return { requeueAfterMs: deps.progressIntervalMs };
    }
    case 'running': {
      const progress = (await readProgress(deps.storage, keys.progressKey)) ?? exp.status.progress ?? 0;
      if (phase !== 'processing' || progress !== exp.status.progress) {
        await store.updateStatus('export', { ...exp, status: { ...exp.status, phase: 'processing', progress, ...readyStatus(exp, clock, 'False', 'Rendering', `Job ${name} joins the chapters`) } });
      }
      return { requeueAfterMs: deps.progressIntervalMs };
    }
    case 'succeeded':
    case 'failed': {
      const result = await readResult(deps.storage, keys.resultKey);
      if (result?.ok) {
        await store.updateStatus('export', {
          ...exp,
          status: {
            ...exp.status,
            phase: 'completed',
            progress: 1,
            completedAt: clock.now().toISOString(),
            durationSeconds: result.durationSeconds,
            outputKey: keys.outputKey,
            ...(result.sizeBytes !== undefined ? { sizeBytes: result.sizeBytes } : {}),
            ...readyStatus(exp, clock, 'True', 'Completed', result.message),
          },
        });
        deps.events.normal(exp, 'Completed', result.message);
        return;
      }
      return fail(deps, exp, name, result?.message ?? job.message ?? 'The export job failed without a message.');
    }
  }
}

async function fail(deps: ExportReconcilerDeps, exp: Export, name: string, message: string): Promise<void> {
  await deps.runner.delete(name);
  await deps.store.updateStatus('export', {
    ...exp,
    status: {
      ...exp.status,
      phase: 'failed',
      error: message.slice(0, 2000),
      completedAt: deps.clock.now().toISOString(),
      ...readyStatus(exp, deps.clock, 'False', 'Failed', message),
    },
  });
  deps.events.warning(exp, 'Failed', message);
}
