import { useState } from 'preact/hooks';
import { ErrorMessage } from '../components/ErrorMessage';
import { Link } from '../components/Link';
import { ProgressBar } from '../components/ProgressBar';
import { StatusBadge } from '../components/StatusBadge';
import { api } from '../lib/api';
import { CsvError, parseCsv, type CsvTable } from '../lib/csv';
import type { Batch } from '../lib/types';
import { useAction } from '../lib/use-action';
import { usePoll } from '../lib/use-poll';
import { useTitle } from '../lib/use-title';

const MAX_ROWS = 1000;
const running = (b: Batch | null) => b !== null && (b.status === 'queued' || b.status === 'processing');

/**
 * A batch render from a CSV file (issue 30): the file is read here, in the browser (header row = field names), checked
 * against the project's fields, sent as rows, and then each row's export is shown with its progress, its error or
 * its download.
 */
export function BatchPage({ projectId }: { projectId: string }) {
  const project = usePoll(`project-name:${projectId}`, () => api.getProject(projectId), { active: () => false });
  const fields = usePoll(`fields:${projectId}`, () => api.getFields(projectId), { active: () => false });
  const [table, setTable] = useState<CsvTable | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const batch = usePoll(`batch:${projectId}:${batchId}`, async () => (batchId ? api.getBatch(projectId, batchId) : null), {
    active: running,
    fingerprint: (b) => JSON.stringify(b),
  });
  const name = project.data?.name ?? 'Project';
  useTitle(`Batch · ${name}`);
  const known = new Set((fields.data ?? []).map((f) => f.name));
  const missing = table ? (fields.data ?? []).filter((f) => f.required && !table.header.includes(f.name)).map((f) => f.name) : [];
  const ignored = table ? table.header.filter((h) => !known.has(h)) : [];

  const read = async (file: File | undefined) => {
    setCsvError(null);
    setTable(null);
    if (!file) return;
    try {
      const parsed = parseCsv(await file.text());
      if (parsed.rows.length === 0) throw new CsvError('the file has a header but no rows', 2);
      if (parsed.rows.length > MAX_ROWS) throw new CsvError(`${parsed.rows.length} rows: a batch takes at most ${MAX_ROWS}`, MAX_ROWS + 2);
      setTable(parsed);
    } catch (err) {
      setCsvError(err instanceof Error ? err.message : String(err));
    }
  };
  const { busy, error: startError, act: start } = useAction(async () => {
    if (!table) return;
    const created = await api.createBatch(projectId, table.rows, { poster: 'none' });
    setBatchId(created.id);
  });
  const { act: cancel } = useAction(async () => {
    if (batchId) await api.cancelBatch(projectId, batchId);
    batch.refresh();
  });
  const download = async (exportId: string) => {
    const exp = await api.getExportById(projectId, exportId);
    if (exp.download_url) window.location.assign(exp.download_url);
  };
  const b = batch.data ?? null;

  return (
    <>
      <p class="breadcrumbs">
        <Link href="/projects">Projects</Link> / <Link href={`/projects/${projectId}`}>{name}</Link> / <span>Batch</span>
      </p>
      <h1>Batch render of “{name}”</h1>
      <p class="lead">One video per row of a CSV file: its first line names the fields, each later line fills them.</p>
      <ErrorMessage error={project.error ?? fields.error} />
      <section class="card" aria-labelledby="fields-title">
        <h2 id="fields-title">Fields</h2>
        {fields.data && fields.data.length === 0 ? <p>This project has no fields yet: write {'{{first_name}}'} in a chapter's text, e.g. a prompt with title "Hi {'{{first_name}}'}".</p> : null}
        <ul class="fields">
          {(fields.data ?? []).map((f) => (
            <li key={f.name}>
              <code>{f.name}</code> ({f.type}){f.required ? ', required' : `, default ${String(f.default)}`}
            </li>
          ))}
        </ul>
        <label>
          CSV file
          <input type="file" accept=".csv,text/csv" aria-label="CSV file of rows" onChange={(e) => void read((e.currentTarget as HTMLInputElement).files?.[0])} />
        </label>
        {csvError ? <ErrorMessage error={{ message: csvError, hint: 'Fix the file and choose it again.' }} title="The file cannot be read" /> : null}
        {table ? (
          <>
            <p class="csv-summary">
              {table.rows.length} row{table.rows.length === 1 ? '' : 's'} of {table.header.join(', ')}.
              {missing.length ? ` Missing required column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')} (those rows will fail).` : ''}
              {ignored.length ? ` Ignored column${ignored.length === 1 ? '' : 's'}: ${ignored.join(', ')}.` : ''}
            </p>
            <button type="button" onClick={start} disabled={busy || running(b)}>
              Render {table.rows.length} video{table.rows.length === 1 ? '' : 's'}
            </button>
          </>
        ) : null}
        <ErrorMessage error={startError} />
      </section>
      {b ? (
        <section class="card" aria-labelledby="batch-title">
          <div class="page-head">
            <h2 id="batch-title">Batch {b.id}</h2>
            <StatusBadge status={b.status} />
          </div>
          <p class="batch-counts" data-testid="batch-counts">
            {b.counts.completed} completed, {b.counts.failed} failed, {b.counts.cancelled} cancelled, {b.counts.processing} processing, {b.counts.queued} queued
          </p>
          {running(b) ? (
            <button type="button" class="secondary" onClick={cancel}>
              Cancel the rest
            </button>
          ) : null}
          <ol class="batch-rows">
            {b.rows.map((r) => (
              <li key={r.export_id} data-row={r.row} data-status={r.status}>
                <span class="row-name">Row {r.row + 1}</span>
                <StatusBadge status={r.status} />
                {r.status === 'failed' || r.status === 'cancelled' ? <span /> : <ProgressBar value={r.status === 'completed' ? 1 : r.progress > 0 ? r.progress : null} label={`Row ${r.row + 1} progress`} />}
                {r.error ? <span class="row-error">{r.error}</span> : null}
                {r.status === 'completed' ? (
                  <button type="button" class="secondary" onClick={() => void download(r.export_id)}>
                    Download
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
