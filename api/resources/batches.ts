import { cancelBatch, createBatch, exportIdForRow, getBatch, getProjectExport, rowState, ZERO_COUNTS, type BatchObject } from '../../core/batches.js';
import { requestDeletion } from '../../core/deletion.js';
import { projectFields } from '../../core/fields.js';
import { getProject } from '../../core/projects.js';
import { Batch, CreateBatchBody } from '../../model/batch.js';
import { Deletion } from '../../model/common.js';
import { ExportStatusResponse } from '../../model/export.js';
import { FieldList } from '../../model/template.js';
import { isDeleting } from '../../store/objects.js';
import type { Store } from '../../store/store.js';
import type { ApiDeps } from '../deps.js';
import { DELETE_DESCRIPTION, deletionOf } from '../deletion.js';
import { baseUrl } from '../public-url.js';
import { defineRoute } from '../route.js';
import { presentExport } from './exports.js';

/** A batch as GET answers it: its counts and each row's export state, read from the rows' exports. */
export async function presentBatch(store: Store, batch: BatchObject) {
  const created = batch.status.created ?? 0;
  const rows = [];
  for (let row = 0; row < batch.spec.rows.length; row++) {
    const id = exportIdForRow(batch.spec.id, row);
    const exp = row < created ? await store.get('export', id) : undefined;
    const gone = row < created && (!exp || isDeleting(exp));
    const state = gone ? 'failed' : row >= created && batch.spec.cancelled ? 'cancelled' : rowState(exp);
    const error = gone ? 'The export was deleted.' : exp?.status.phase === 'failed' ? (exp.status.error ?? 'The export failed') : undefined;
    rows.push({ row, export_id: id, status: state, progress: state === 'completed' ? 1 : (exp?.status.progress ?? 0), ...(error ? { error } : {}) });
  }
  return {
    id: batch.spec.id,
    project_id: batch.spec.projectId,
    status: batch.status.phase ?? 'queued',
    total: batch.spec.rows.length,
    counts: batch.status.counts ?? { ...ZERO_COUNTS, queued: batch.spec.rows.length },
    rows,
    ...(batch.spec.options ? { options: batch.spec.options } : {}),
    created_at: batch.spec.createdAt,
    ...(batch.status.completedAt ? { completed_at: batch.status.completedAt } : {}),
  };
}

export function batchRoutes(deps: ApiDeps) {
  const { store, storage, clock, downloadUrl } = deps;
  const batchPath = '/projects/:projectId/batches/:batchId';
  return [
    defineRoute({
      method: 'get',
      path: '/projects/:projectId/fields',
      operationId: 'listFields',
      summary: "The project's merge fields",
      description:
        "Every merge field of the project's completed chapters, read from their latest scene documents: `{{name}}` or `{{name|default}}` in a text, " +
        "and the typed bindings of a document's `fields` (a colour, an asset or a number). A field without a default is required: a batch row without it fails. See docs/templates-and-batches.md.",
      tag: 'Templates and batches',
      success: { status: 200, schema: FieldList, description: 'The fields, in the order the chapters first use them' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => ({ project_id: params.projectId!, fields: await projectFields(store, storage, caller, params.projectId!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/projects/:projectId/batches',
      operationId: 'createBatch',
      summary: 'Render the project once per row of field values',
      description:
        'Up to 1,000 rows; each becomes its own export (GET .../exports/{exportId}, webhooks `export.completed`/`export.failed`, DELETE), made from the chapters\' stored scene documents with the row\'s values filled in: nothing is interpreted again. ' +
        'A chapter that uses no field is joined as it was rendered; a chapter filled the same way for two rows renders once. ' +
        "Keys that are no field of the project are ignored (a CSV's other columns); null or an empty string takes the default. A row whose values do not fit (a required field missing, a colour that is not one, an asset that is not the caller's or not ready) fails alone, with the reason in its `error`. " +
        'A few rows render at a time. Send `Idempotency-Key` to retry safely.',
      tag: 'Templates and batches',
      body: CreateBatchBody,
      success: { status: 202, schema: Batch, description: 'The batch is queued' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, body }) => presentBatch(store, await createBatch(store, storage, clock, caller, params.projectId!, body)),
    }),
    defineRoute({
      method: 'get',
      path: batchPath,
      operationId: 'getBatch',
      summary: "A batch's status: counts and each row's export",
      tag: 'Templates and batches',
      success: { status: 200, schema: Batch, description: 'The batch' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => presentBatch(store, await getBatch(store, caller, params.projectId!, params.batchId!)),
    }),
    defineRoute({
      method: 'post',
      path: `${batchPath}/cancel`,
      operationId: 'cancelBatch',
      summary: 'Stop a batch',
      description: 'Rows not completed yet are cancelled (a running render is stopped); completed rows keep their files. Cancelling a finished or cancelled batch changes nothing. The counts settle within seconds: poll GET.',
      tag: 'Templates and batches',
      success: { status: 202, schema: Batch, description: 'The batch is being cancelled' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => presentBatch(store, await cancelBatch(store, caller, params.projectId!, params.batchId!)),
    }),
    defineRoute({
      method: 'delete',
      path: batchPath,
      operationId: 'deleteBatch',
      summary: 'Delete a batch with its exports',
      description: DELETE_DESCRIPTION('batch', "its rows' exports and their files (a running render is stopped)"),
      tag: 'Templates and batches',
      success: { status: 202, schema: Deletion, description: 'The batch is gone from the API; its exports are being removed' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => {
        const batch = await getBatch(store, caller, params.projectId!, params.batchId!);
        await requestDeletion(store, 'batch', batch.spec.id);
        return deletionOf('batch', batch.spec.id);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:projectId/exports/:exportId',
      operationId: 'getExportById',
      summary: 'One export of the project (a batch row, or the project\'s own)',
      tag: 'Exports',
      success: { status: 200, schema: ExportStatusResponse, description: 'The export status, with its files when completed' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, req }) => {
        const exp = await getProjectExport(store, caller, params.projectId!, params.exportId!);
        const project = await getProject(store, caller, params.projectId!);
        const base = baseUrl(deps, req);
        // A batch row's files are named after the project and the row, so a folder of them stays apart.
        const name = exp.spec.batch ? `${project.spec.name} - row ${exp.spec.batch.row + 1}` : project.spec.name;
        return presentExport(exp, (key, filename) => downloadUrl(key, filename, base), name);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/projects/:projectId/exports/:exportId',
      operationId: 'deleteExport',
      summary: 'Delete an export and its files',
      description: DELETE_DESCRIPTION('export', 'its video, poster, thumbnails and caption files (a running export is stopped)'),
      tag: 'Exports',
      success: { status: 202, schema: Deletion, description: 'The export is gone from the API; its files are being removed' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => {
        const exp = await getProjectExport(store, caller, params.projectId!, params.exportId!);
        await requestDeletion(store, 'export', exp.spec.id);
        return deletionOf('export', exp.spec.id);
      },
    }),
  ];
}
