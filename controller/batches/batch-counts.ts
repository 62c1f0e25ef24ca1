import type { BatchCounts } from '../../model/batch.js';

/*
 * A batch's status from its rows' states, pure: the counts, and how far rows are admitted. Rows are admitted in
 * order while fewer than `window` admitted rows are still unsettled (queued or processing), so at most `window`
 * rows of a batch render at a time whatever order they finish in, and a bad row (failed before its turn) never
 * holds a place.
 */

export type RowState = keyof BatchCounts;

export interface BatchProgress {
  counts: BatchCounts;
  admitted: number;
  /** The first row not settled (== the rows created when all are): rows from here to `admitted` may need waking. */
  pendingFrom: number;
  phase: 'queued' | 'processing' | 'completed' | 'cancelled';
}

const SETTLED: ReadonlySet<RowState> = new Set(['completed', 'failed', 'cancelled']);

/** `states[i]`: row i's state, for the rows whose export exists; rows after them are queued (or cancelled). */
export function batchProgress(states: readonly RowState[], total: number, window: number, cancelled: boolean): BatchProgress {
  const counts: BatchCounts = { queued: 0, processing: 0, completed: 0, failed: 0, cancelled: 0 };
  for (const state of states) counts[state]++;
  const notCreated = total - states.length;
  if (cancelled) counts.cancelled += notCreated;
  else counts.queued += notCreated;
  let admitted = 0;
  let unsettled = 0;
  let pendingFrom = states.length;
  for (const [row, state] of states.entries()) {
    if (!SETTLED.has(state)) {
      pendingFrom = Math.min(pendingFrom, row);
      if (unsettled === window) break;
      unsettled++;
    }
    admitted++;
  }
  const settled = counts.completed + counts.failed + counts.cancelled;
  const phase = settled === total ? (cancelled ? 'cancelled' : 'completed') : counts.processing + counts.completed + counts.failed > 0 ? 'processing' : 'queued';
  return { counts, admitted, pendingFrom, phase };
}
