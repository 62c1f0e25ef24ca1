import { MAX_BATCH_ROWS_BYTES, type BatchCounts, type CreateBatchBody } from '../model/batch.js';
import { NotFoundError, ValidationError } from '../model/errors.js';
import { ExportOptions, MAX_EXPORT_CHAPTERS } from '../model/export.js';
import { checkOptions, resolveOptions } from '../model/export-encoding.js';
import { derivedId, newId } from '../model/ids.js';
import { LABELS } from '../model/kinds.js';
import { projectFormat } from '../model/project.js';
import { FieldName, type Field, type StoredRow } from '../model/template.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { isDeleting } from '../store/objects.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import { exportState } from './exports.js';
import { mergeFields, templateChapters } from './fields.js';
import { getOwned } from './owned.js';
import { retryOnConflict } from './retry.js';

export type BatchObject = StoredObject<'batch'>;

/** A row's export has an id derived from the batch and the row: the controller can create it again after a crash without making two. */
export function exportIdForRow(batchId: string, row: number): string {
  return derivedId('export', `${batchId}/row/${row}`);
}

export const ZERO_COUNTS: BatchCounts = { queued: 0, processing: 0, completed: 0, failed: 0, cancelled: 0 };

/**
 * A row as stored: the project's defaults, then the row's own values (null: the default), numbers written as text.
 * Keys that are no field of the project are kept out (a CSV may carry other columns, e.g. an e-mail address).
 */
export function storedRow(fields: readonly Field[], values: CreateBatchBody['rows'][number]): StoredRow {
  const row: StoredRow = {};
  for (const field of fields) {
    const given = values[field.name];
    if (given !== undefined && given !== null && given !== '') row[field.name] = String(given);
    else if (field.default !== null) row[field.name] = String(field.default);
  }
  return row;
}

/**
 * `POST .../batches`: checks the body as a whole (the rows' keys are field names, the options fit the project), then
 * stores the batch with a snapshot of the completed chapters: their latest scene documents are what every row fills.
 * Each row's values are checked by the controller before its render, so a bad row fails alone.
 */
/** Only the clock's `now()` is used: typed by its shape. */
export async function createBatch(store: Store, storage: ObjectStorage, clock: { now(): Date }, caller: Caller, projectId: string, body: CreateBatchBody): Promise<BatchObject> {
  const project = await getOwned(store, caller, 'project', projectId);
  const chapters = await templateChapters(store, storage, caller, projectId);
  if (chapters.length === 0) {
    throw new ValidationError('The project has no completed chapters to render', 'Submit a prompt to a chapter and wait until its status is ready, then start the batch.');
  }
  if (chapters.length > MAX_EXPORT_CHAPTERS) throw new ValidationError(`An export takes at most ${MAX_EXPORT_CHAPTERS} chapters`, 'Split the project.');
  const fields = mergeFields(chapters);
  if (fields.length === 0) {
    throw new ValidationError(
      'The project has no merge fields: every row would make the same video',
      'Write {{field_name}} in a text of a chapter (e.g. a prompt with title "Hi {{first_name}}"), then GET /api/v1/projects/{projectId}/fields.',
    );
  }
  body.rows.forEach((values, i) => {
    for (const key of Object.keys(values)) {
      if (!FieldName.safeParse(key).success) {
        throw new ValidationError(`rows.${i}: ${JSON.stringify(key.slice(0, 40))} is not a field name`, `Field names are a letter, then letters, digits or _; this project's fields are: ${fields.map((f) => f.name).join(', ')}.`);
      }
    }
  });
  const rows = body.rows.map((values) => storedRow(fields, values));
  if (Buffer.byteLength(JSON.stringify(rows)) > MAX_BATCH_ROWS_BYTES) {
    throw new ValidationError(`The rows are larger than ${MAX_BATCH_ROWS_BYTES / 1024} KiB in all`, 'Split them into several batches.');
  }
  const format = projectFormat(project.spec);
  const asked = body.options ?? ExportOptions.parse({});
  checkOptions(asked, format, chapters.reduce((sum, c) => sum + c.prompt.status.output!.durationSeconds, 0));
  const id = newId('batch');
  return store.create('batch', {
    spec: {
      id,
      tenant: caller.tenant,
      createdAt: clock.now().toISOString(),
      projectId,
      chapters: chapters.map(({ view, prompt, fields: used }) => ({
        chapterId: view.chapter.spec.id,
        promptId: prompt.spec.id,
        key: prompt.status.output!.key,
        durationSeconds: prompt.status.output!.durationSeconds,
        sceneKey: prompt.status.sceneKey!,
        templated: used.length > 0,
        // As the prompt rendered it (engine/run-prompt.ts): a chapter's duration is fixed, unless a document was PUT.
        fixedLength: Boolean(view.chapter.spec.duration) && !prompt.spec.sceneSourceKey,
      })),
      rows,
      options: resolveOptions(asked, format),
    },
    status: { phase: 'queued', counts: { ...ZERO_COUNTS, queued: rows.length }, created: 0, admitted: 0 },
    labels: { [LABELS.project]: projectId },
  });
}

export async function getBatch(store: Store, caller: Caller, projectId: string, batchId: string): Promise<BatchObject> {
  const batch = await getOwned(store, caller, 'batch', batchId);
  if (batch.spec.projectId !== projectId) throw new NotFoundError('Batch');
  return batch;
}

/** Asks the controller to stop the batch: rows not completed yet are cancelled. Cancelling again changes nothing. */
export async function cancelBatch(store: Store, caller: Caller, projectId: string, batchId: string): Promise<BatchObject> {
  return retryOnConflict(async () => {
    const batch = await getBatch(store, caller, projectId, batchId);
    if (batch.spec.cancelled || batch.status.phase === 'completed') return batch;
    return store.update('batch', { ...batch, spec: { ...batch.spec, cancelled: true } });
  });
}

/** A row's state as the batch shows it: its export's, `cancelled` for one its batch stopped. */
export function rowState(exp: StoredObject<'export'> | undefined): keyof BatchCounts {
  if (!exp || isDeleting(exp)) return 'queued';
  if (exp.status.cancelled) return 'cancelled';
  return exportState(exp);
}

/** Any export of the project: a batch's rows, or the project's own. */
export async function getProjectExport(store: Store, caller: Caller, projectId: string, exportId: string): Promise<StoredObject<'export'>> {
  const exp = await getOwned(store, caller, 'export', exportId);
  if (exp.spec.projectId !== projectId) throw new NotFoundError('Export');
  return exp;
}
