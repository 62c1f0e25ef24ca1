import { exportIdForRow, rowState } from '../../core/batches.js';
import { CLEANUP_FINALIZER } from '../../model/finalizers.js';
import { LABELS } from '../../model/kinds.js';
import { isDeleting } from '../../store/objects.js';
import { StoreAlreadyExistsError, type Store, type StoredObject } from '../../store/store.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { JobRunner } from '../../runner/job-runner.js';
import { finishDeletion } from '../cleanup/finish-deletion.js';
import { readyStatus } from '../conditions.js';
import type { EventRecorder } from '../events.js';
import type { ReconcileResult } from '../work-queue.js';
import type { JobReconcilerDeps } from '../job-reconciler-deps.js';
import { batchProgress, type RowState } from './batch-counts.js';

type Batch = StoredObject<'batch'>;

export interface BatchReconcilerDeps {
  store: Store;
  storage: ObjectStorage;
  runner: JobRunner;
  clock: JobReconcilerDeps['clock'];
  events: EventRecorder;
  /** Rows of one batch rendering at a time. */
  window: number;
}

/** Exports created per pass: a pass stays short, and the next one follows at once. */
const CREATE_SLICE = 50;

/*
 * A batch (model/batch.ts), level-triggered like the other reconcilers:
 *   1. create the rows' Exports, in order, with ids derived from batch and row (a repeat creates nothing new);
 *   2. read the rows' states from their exports and compute counts, admission and phase (batch-counts.ts);
 *   3. write the status once, when it changed.
 * The rows' own work (checking values, rendering, joining) is the export reconciler's; the batch's status changes
 * wake the rows it admits (controller/manager.ts), and every row's change wakes the batch.
 */
export async function reconcileBatch(deps: BatchReconcilerDeps, batchId: string): Promise<ReconcileResult | void> {
  const { store, clock } = deps;
  const batch = await store.get('batch', batchId);
  if (!batch) return;
  if (isDeleting(batch)) return finishDeletion(deps, 'batch', batch);
  const total = batch.spec.rows.length;
  const cancelled = batch.spec.cancelled === true;

  // 1. Create the next rows' exports (none once cancelled: rows never created are cancelled).
  let created = batch.status.created ?? 0;
  if (!cancelled && created < total) {
    const until = Math.min(total, created + CREATE_SLICE);
    for (let row = created; row < until; row++) await createRowExport(deps, batch, row);
    created = until;
  }

  // 2. The rows' states. A row whose export was deleted (DELETE .../exports/{id}) is failed: it has no video.
  const exports = new Map((await store.list('export', { tenant: batch.spec.tenant, labels: { [LABELS.batch]: batch.spec.id } })).map((e) => [e.spec.id, e]));
  const states: RowState[] = [];
  for (let row = 0; row < created; row++) {
    const exp = exports.get(exportIdForRow(batch.spec.id, row));
    states.push(exp && !isDeleting(exp) ? rowState(exp) : 'failed');
  }
  const progress = batchProgress(states, total, deps.window, cancelled);

  // 3. Write what changed.
  const status = {
    ...batch.status,
    phase: progress.phase,
    counts: progress.counts,
    created,
    admitted: progress.admitted,
    pendingFrom: progress.pendingFrom,
    ...(progress.phase === 'completed' || progress.phase === 'cancelled' ? { completedAt: batch.status.completedAt ?? clock.now().toISOString() } : {}),
  };
  const changed = JSON.stringify({ ...status, conditions: undefined, observedGeneration: undefined }) !== JSON.stringify({ ...batch.status, conditions: undefined, observedGeneration: undefined });
  if (changed || batch.status.observedGeneration !== batch.metadata.generation) {
    const c = progress.counts;
    const message = `${c.completed} completed, ${c.failed} failed, ${c.cancelled} cancelled, ${c.processing} processing, ${c.queued} queued of ${total}`;
    const done = progress.phase === 'completed' || progress.phase === 'cancelled';
    await store.updateStatus('batch', { ...batch, status: { ...status, ...readyStatus(batch, clock, done ? 'True' : 'False', progress.phase === 'cancelled' ? 'Cancelled' : done ? 'Completed' : 'Rendering', message) } });
    if (done && batch.status.phase !== progress.phase) deps.events.normal(batch, progress.phase === 'cancelled' ? 'Cancelled' : 'Completed', message);
  }
  if (!cancelled && created < total) return { requeueAfterMs: 0 };
}

async function createRowExport(deps: BatchReconcilerDeps, batch: Batch, row: number): Promise<void> {
  const id = exportIdForRow(batch.spec.id, row);
  if (await deps.store.get('export', id)) return;
  try {
    await deps.store.create('export', {
      spec: {
        id,
        tenant: batch.spec.tenant,
        createdAt: deps.clock.now().toISOString(),
        projectId: batch.spec.projectId,
        chapters: batch.spec.chapters,
        ...(batch.spec.options ? { options: batch.spec.options } : {}),
        batch: { id: batch.spec.id, row },
        values: batch.spec.rows[row]!,
      },
      status: { phase: 'queued' },
      labels: { [LABELS.project]: batch.spec.projectId, [LABELS.batch]: batch.spec.id },
      finalizers: [CLEANUP_FINALIZER],
    });
  } catch (err) {
    if (!(err instanceof StoreAlreadyExistsError)) throw err;
  }
}
