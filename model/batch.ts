import { z } from 'zod';
import { SpecBase, StatusBase } from './common.js';
import { AppliedExportOptions, ExportOptions, ExportedChapter, MAX_EXPORT_CHAPTERS } from './export.js';
import { ExportState, Timestamp, id } from './fields.js';
import { RowValues, StoredRow } from './template.js';
import { BATCH_EXAMPLE, CREATE_BATCH_EXAMPLE } from './examples.js';

/*
 * A batch render (issue 30): one request with up to 1,000 rows of merge-field values makes one Export per row. The
 * batch keeps the rows and a snapshot of the chapters (their prompts' scene documents: nothing is interpreted
 * again); the controller creates the rows' exports, lets a few run at a time, and counts them.
 */

export const MAX_BATCH_ROWS = 1000;
/** The rows as stored (in the custom resource: etcd refuses objects over ~1.5 MiB). */
export const MAX_BATCH_ROWS_BYTES = 512 * 1024;

export const BATCH_STATES = ['queued', 'processing', 'completed', 'cancelled'] as const;
export const BatchState = z.enum(BATCH_STATES);

export const CreateBatchBody = z
  .object({
    rows: z.array(RowValues).min(1).max(MAX_BATCH_ROWS).meta({ description: 'One object of field values per video (at most 1,000; 512 KiB in all)' }),
    options: ExportOptions.optional().meta({ description: "Every row's export options (as POST .../export takes them); default: MP4 in the project's format" }),
  })
  .strict()
  .meta({ id: 'CreateBatch', examples: [CREATE_BATCH_EXAMPLE] });
export type CreateBatchBody = z.infer<typeof CreateBatchBody>;

export const BatchCounts = z
  .object({
    queued: z.number().int().min(0),
    processing: z.number().int().min(0),
    completed: z.number().int().min(0),
    failed: z.number().int().min(0),
    cancelled: z.number().int().min(0),
  })
  .meta({ id: 'BatchCounts' });
export type BatchCounts = z.infer<typeof BatchCounts>;

export const BatchRow = z
  .object({
    row: z.number().int().min(0),
    export_id: id('export'),
    status: z.union([ExportState, z.literal('cancelled')]),
    progress: z.number().min(0).max(1),
    error: z.string().optional().meta({ description: 'Why the row failed: a missing field, a value of the wrong type, an unknown asset, or the render' }),
  })
  .meta({ id: 'BatchRow' });

export const Batch = z
  .object({
    id: id('batch'),
    project_id: id('project'),
    status: BatchState.meta({ description: 'queued, processing, completed (every row ended: see counts for failures) or cancelled' }),
    total: z.number().int().min(1),
    counts: BatchCounts,
    rows: z.array(BatchRow).meta({ description: "Each row's export, in row order; GET .../exports/{exportId} for its files" }),
    options: AppliedExportOptions.optional(),
    created_at: Timestamp,
    completed_at: Timestamp.optional(),
  })
  .meta({ id: 'Batch', examples: [BATCH_EXAMPLE] });
export type Batch = z.infer<typeof Batch>;

export const BatchSpec = z.object({
  id: id('batch'),
  ...SpecBase,
  projectId: id('project'),
  chapters: z.array(ExportedChapter).min(1).max(MAX_EXPORT_CHAPTERS),
  rows: z.array(StoredRow).min(1).max(MAX_BATCH_ROWS),
  options: z.object(ExportOptions.shape).optional(),
  /** Asked to stop: rows not yet completed are cancelled. */
  cancelled: z.boolean().optional(),
});
export type BatchSpec = z.infer<typeof BatchSpec>;

export const BatchStatus = z.object({
  ...StatusBase,
  phase: BatchState.optional(),
  counts: z.object(BatchCounts.shape).optional(),
  /** Rows whose Export exists (the controller creates them in order). */
  created: z.number().int().min(0).optional(),
  /** Rows allowed to start their job: the ones ended plus the batch's window. */
  admitted: z.number().int().min(0).optional(),
  /** The first row not ended yet: the rows from it to `admitted` are the ones an admission may wake. */
  pendingFrom: z.number().int().min(0).optional(),
  completedAt: Timestamp.optional(),
});
export type BatchStatus = z.infer<typeof BatchStatus>;
