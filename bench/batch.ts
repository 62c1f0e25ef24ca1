import { startEmbeddedService } from './embedded.js';
import { round, secondsSince } from './stats.js';
import { type Cleanup, type RestClient, settle, waitForChapter } from './support.js';
import { overhead, type Row } from './table.js';
import { pollUntil } from '../test/support/proc.js';

const SECONDS = 10;

export interface BatchOptions {
  rows: number;
}

async function waitForBatch(api: RestClient, projectId: string, batchId: string): Promise<any> {
  return pollUntil(
    `batch ${batchId}`,
    async () => {
      const batch = await api.get(`/projects/${projectId}/batches/${batchId}`);
      return batch.status === 'completed' || batch.status === 'cancelled' ? batch : undefined;
    },
    3_600_000,
    500,
  );
}

/**
 * Batch renders (issue 30), in the embedded mode: a 10 s template chapter (`title "Hi {{name}}"`), whose rows each
 * change only the text, rendered for N rows (one export each: fill, render, join), against one prompt's render of
 * the same chapter in the same run (POST prompt → ready: interpret, render). Then the same batch with a second 10 s
 * chapter without fields: it is joined as rendered, never rendered again, so it costs only its share of the join.
 */
export async function batchScenario(cleanup: Cleanup, options: BatchOptions): Promise<Row[]> {
  const S = 'batch';
  const service = await startEmbeddedService(cleanup, 'batch');
  const { api } = service;
  const project = await api.post('/projects', { name: 'Bench batch', format: { resolution: '720p' } });
  const chapter = await api.post(`/projects/${project.id}/chapters`, { name: 'Greeting', duration: SECONDS });

  // Baseline: a single prompt's render of the 10 s chapter (the template itself, as its first prompt renders it).
  await settle();
  const promptStarted = performance.now();
  await api.post(`/projects/${project.id}/chapters/${chapter.id}/prompt`, { content: `Title "Hi {{name}}" on a navy background, ${SECONDS} seconds` }, 202);
  const rendered = await waitForChapter(api, project.id, chapter.id, 300_000);
  const promptSeconds = secondsSince(promptStarted);
  if (rendered.prompts.at(-1)?.status !== 'completed') throw new Error(`template render failed: ${rendered.prompts.at(-1)?.result}`);

  const rows = Array.from({ length: options.rows }, (_, i) => ({ name: `Person ${i + 1}` }));
  const body = { rows, options: { poster: 'none', thumbnails: false, captions: 'none' } };
  await settle();
  const batchStarted = performance.now();
  const created = await api.post(`/projects/${project.id}/batches`, body, 202);
  const done = await waitForBatch(api, project.id, created.id);
  const batchSeconds = secondsSince(batchStarted);
  if (done.counts.completed !== options.rows) throw new Error(`batch: ${JSON.stringify(done.counts)}; first error: ${done.rows.find((r: any) => r.error)?.error}`);
  const perRow = batchSeconds / options.rows;

  // A second chapter without fields, then the same rows again (new names, so every template render is new).
  const plain = await api.post(`/projects/${project.id}/chapters`, { name: 'Outro', duration: SECONDS });
  await api.post(`/projects/${project.id}/chapters/${plain.id}/prompt`, { content: `Title "Thanks for watching" on a dark green background, ${SECONDS} seconds` }, 202);
  await waitForChapter(api, project.id, plain.id, 300_000);
  await settle();
  const withPlainStarted = performance.now();
  const again = await api.post(`/projects/${project.id}/batches`, { ...body, rows: rows.map((r) => ({ name: `${r.name}b` })) }, 202);
  const doneAgain = await waitForBatch(api, project.id, again.id);
  const withPlainSeconds = secondsSince(withPlainStarted);
  if (doneAgain.counts.completed !== options.rows) throw new Error(`batch with a plain chapter: ${JSON.stringify(doneAgain.counts)}`);
  const plainPerRow = withPlainSeconds / options.rows;
  // Renders each row's job made: the greeting only (the chapter without fields is never rendered by a row).
  let renders = 0;
  for (const row of doneAgain.rows) renders += (await service.store.get('export', row.export_id))?.status.renderedChapters ?? 0;
  const ratio = overhead(perRow, promptSeconds);
  return [
    {
      scenario: S,
      metric: `batch of ${options.rows} rows of a ${SECONDS} s template, wall time per row`,
      value: round(perRow, 2),
      unit: 's',
      baseline: round(promptSeconds, 2),
      ...ratio,
      target: '≤ 1.2× one prompt\'s render',
      pass: (ratio.ratio ?? Infinity) <= 1.2,
      samples: `${options.rows} rows in ${batchSeconds.toFixed(1)} s; baseline 1 prompt render`,
      note: 'rows change only the text; embedded mode, 2 jobs at a time (MONTAGE_JOB_CONCURRENCY), 4 rows of a batch admitted at a time; each row: fill, render, join (no poster, thumbnails or captions)',
    },
    {
      scenario: S,
      metric: `the same rows with a ${SECONDS} s chapter without fields added, wall time per row`,
      value: round(plainPerRow, 2),
      unit: 's',
      baseline: round(perRow, 2),
      ...overhead(plainPerRow, perRow),
      note: `chapter renders made by the ${options.rows} rows' jobs: ${renders} (the template's, one per row; the chapter without fields was rendered once, by its prompt, and is joined by stream copy); baseline: the batch without it, same run`,
    },
  ];
}
