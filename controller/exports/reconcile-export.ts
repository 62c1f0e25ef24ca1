import { latestCompletedPrompt, outputFormat } from '../../core/chapters.js';
import { frameSize, sameFormat, type OutputFormat } from '../../model/format.js';
import { jobKeys, type ExportJob } from '../../engine/job-spec.js';
import { projectFormat } from '../../model/project.js';
import { ExportOptions } from '../../model/export.js';
import { ValidationError } from '../../model/errors.js';
import { POSTER_EXTENSIONS, checkOptions, exportEncoding, joinedFormat, posterTime, resolveOptions, thumbnailTime } from '../../model/export-encoding.js';
import { API_GROUP_VERSION, LABELS } from '../../model/kinds.js';
import { jobName } from '../../runner/job-runner.js';
import { isDeleting } from '../../store/objects.js';
import type { StoredObject } from '../../store/store.js';
import { withCleanupFinalizer } from '../cleanup/ensure-finalizer.js';
import { finishDeletion } from '../cleanup/finish-deletion.js';
import { readProgress, readResult } from '../job-io.js';
import type { ReconcileResult } from '../work-queue.js';
import { notStartedInTime, pendingRecheckMs } from '../job-wait.js';
import { readyStatus } from '../conditions.js';
import { rerenderKeys } from '../chapters/rerender.js';
import type { JobReconcilerDeps } from '../job-reconciler-deps.js';
import { planTemplates } from './plan-templates.js';

type Export = StoredObject<'export'>;

export interface ExportReconcilerDeps extends JobReconcilerDeps {
  /** How long an unclaimed export may wait for its submitter's claim (see core/exports.ts). */
  claimGraceMs: number;
}

/*
 * Level-triggered like the prompt reconciler: queued → (job created) → processing → completed | failed, with the
 * status written once per pass and every step safe to repeat.
 */
export async function reconcileExport(deps: ExportReconcilerDeps, exportId: string): Promise<ReconcileResult | void> {
  const { store, runner, clock } = deps;
  // 1. Load the export; finished ones need nothing more.
  const stored = await store.get('export', exportId);
  if (!stored) return;
  if (isDeleting(stored)) return finishDeletion(deps, 'export', stored);
  const phase = stored.status.phase ?? 'queued';
  if (phase === 'completed' || phase === 'failed') return;
  const exp = await withCleanupFinalizer(store, 'export', stored); // before it can write storage, as a prompt's
  const name = jobName('export', exp.metadata.name);

  // 2. Only the project's active export runs (see the claim in core/exports.ts); a batch's rows run in its turns.
  const project = await store.get('project', exp.spec.projectId);
  if (!project || isDeleting(project)) return fail(deps, exp, name, 'The project was deleted.');
  if (exp.spec.batch) {
    const turn = await batchTurn(deps, exp, projectFormat(project.spec));
    if (turn.fail) return fail(deps, exp, name, turn.fail, turn.cancelled);
    if (turn.wait) return;
  } else if (project.spec.activeExportId !== exp.spec.id) {
    const waited = clock.now().getTime() - Date.parse(exp.spec.createdAt);
    if (waited < deps.claimGraceMs) return { requeueAfterMs: deps.claimGraceMs - waited };
    return fail(deps, exp, name, 'The export request did not complete; start the export again.');
  }

  // 3. Drive the job.
  const format = exp.status.format ?? projectFormat(project.spec);
  const options = resolveOptions(exp.spec.options, format);
  const keys = jobKeys.export(exp.spec.projectId, exp.spec.id, options.format);
  const job = await runner.status(name);
  switch (job.state) {
    case 'absent': {
      const started = exp.status.startedAt ? Date.parse(exp.status.startedAt) : undefined;
      if (started !== undefined && clock.now().getTime() - started > deps.deadlineSeconds * 1000) {
        return fail(deps, exp, name, `The export did not finish within ${deps.deadlineSeconds} s.`);
      }
      // Until its job exists the export follows the project's format; from then on the format it recorded.
      // The chapters the job renders itself: a batch row's templated ones, or all at the export's own size and rate,
      // or those that lack the burned-in captions asked for; filled, reused from storage or rendered by its job.
      const templates = await planTemplates(deps, exp, format);
      if (templates.fail) return fail(deps, exp, name, templates.fail);
      const plan = await planRenders(deps, exp, format, templates.chapters);
      if (plan.fail) return fail(deps, exp, name, plan.fail);
      if (plan.waiting) {
        // Queued behind re-renders of chapters in the project's format; bounded like a job that does not start.
        const waited = clock.now().getTime() - Date.parse(exp.spec.createdAt);
        const limit = deps.startDeadlineSeconds + deps.deadlineSeconds;
        if (waited > limit * 1000) return fail(deps, exp, name, `Waited more than ${limit} s for chapters to be rendered in ${format.aspect} ${format.resolution}; start the export again.`);
        if (exp.status.waiting !== plan.waiting) {
          await store.updateStatus('export', { ...exp, status: { ...exp.status, phase: 'queued', waiting: plan.waiting, ...readyStatus(exp, clock, 'False', 'WaitingForChapters', plan.waiting) } });
        }
        return { requeueAfterMs: deps.progressIntervalMs };
      }
      const chapters = exp.spec.chapters.map((_, i) => templates.chapters?.get(i) ?? plan.chapters!.get(i)!);
      const renders = chapters.filter((c) => c.render).length;
      const invalid = checkedOptions(exp, format, chapters);
      if (invalid) return fail(deps, exp, name, invalid);
      // A chapter the job renders may write captions: the job writes the files only when some chapter has them.
      const withCaptions = options.captions !== 'none' && chapters.some((c) => c.captionsKey || c.render);
      const encode = exportEncoding(options, format);
      const starts = chapterStarts(chapters);
      const spec: ExportJob = {
        type: 'export',
        exportId: exp.spec.id,
        chapters,
        outputKey: keys.outputKey,
        ...(withCaptions ? { captionsKey: keys.captionsKey, captionsSrtKey: keys.captionsSrtKey } : {}),
        ...(encode ? { encode } : {}),
        frame: frameSize(joinedFormat(options, format)),
        ...(options.poster !== 'none'
          ? { poster: { key: keys.posterKey(POSTER_EXTENSIONS[options.poster]), format: options.poster, at: posterTime(options, chapters[0]!.durationSeconds) } }
          : {}),
        ...(options.thumbnails
          ? { thumbnails: exp.spec.chapters.map((c, i) => ({ chapterId: c.chapterId, key: keys.thumbnailKey(i), at: starts[i]! + thumbnailTime(chapters[i]!.durationSeconds) })) }
          : {}),
        resultKey: keys.resultKey,
        progressKey: keys.progressKey,
      };
      if (started === undefined) {
        // Written before the job exists, so a job made again after a crash joins the same renders.
        const { waiting: _done, ...rest } = exp.status;
        await store.updateStatus('export', {
          ...exp,
          status: { ...rest, phase: 'queued', startedAt: clock.now().toISOString(), progress: 0, format, ...(exp.spec.values ? { renderedChapters: renders } : {}), ...readyStatus(exp, clock, 'False', 'Queued', `Job ${name} created`) },
        });
      }
      await runner.ensure({
        name,
        spec,
        owner: { apiVersion: API_GROUP_VERSION, kind: 'Export', name: exp.metadata.name, uid: exp.metadata.uid },
        labels: { [LABELS.project]: exp.spec.projectId, [LABELS.id]: exp.spec.id },
        deadlineSeconds: deps.deadlineSeconds,
      });
      if (started === undefined) deps.events.normal(exp, 'JobCreated', `Started job ${name}`);
      return { requeueAfterMs: deps.progressIntervalMs };
    }
    case 'pending': {
      const late = notStartedInTime(job, name, Date.parse(exp.status.startedAt ?? exp.spec.createdAt), clock.now().getTime(), deps.startDeadlineSeconds);
      if (late) return fail(deps, exp, name, late);
      return { requeueAfterMs: pendingRecheckMs(job, deps.progressIntervalMs) };
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
            ...(result.captions ? { captionsKey: keys.captionsKey, captionsSrtKey: keys.captionsSrtKey } : {}),
            ...(result.sizeBytes !== undefined ? { sizeBytes: result.sizeBytes } : {}),
            ...(result.poster && options.poster !== 'none' ? { posterKey: keys.posterKey(POSTER_EXTENSIONS[options.poster]) } : {}),
            ...(result.thumbnails ? { thumbnails: true } : {}),
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

async function fail(deps: ExportReconcilerDeps, exp: Export, name: string, message: string, cancelled = false): Promise<void> {
  await deps.runner.delete(name);
  const { waiting: _waiting, ...rest } = exp.status;
  await deps.store.updateStatus('export', {
    ...exp,
    status: {
      ...rest,
      phase: 'failed',
      ...(cancelled ? { cancelled: true } : {}),
      error: message.slice(0, 2000),
      completedAt: deps.clock.now().toISOString(),
      ...readyStatus(exp, deps.clock, 'False', 'Failed', message),
    },
  });
  deps.events.warning(exp, 'Failed', message);
}

/** Why the export's options no longer fit (the project's format changed since the export was asked for), if so. */
function checkedOptions(exp: Export, format: OutputFormat, chapters: readonly { durationSeconds: number }[]): string | undefined {
  try {
    checkOptions(exp.spec.options ?? ExportOptions.parse({}), format, chapters.reduce((sum, c) => sum + c.durationSeconds, 0));
    return undefined;
  } catch (err) {
    return err instanceof ValidationError ? `${err.message}. ${err.hint ?? ''}`.trim() : String(err);
  }
}

/** Where each chapter starts in the joined video: the sum of the durations before it, as the stream copy keeps them. */
function chapterStarts(chapters: readonly { durationSeconds: number }[]): number[] {
  let at = 0;
  return chapters.map((c) => {
    const start = at;
    at += c.durationSeconds;
    return start;
  });
}

/**
 * A batch row's turn (controller/batches/): a row whose batch is cancelled or gone stops; a row's values are checked
 * once, before it waits for its turn, so a bad row fails at once and alone; then it waits until the batch admits
 * it (the batch's window of rows rendering at a time). The batch's status changes wake the admitted rows.
 */
async function batchTurn(deps: ExportReconcilerDeps, exp: Export, format: OutputFormat): Promise<{ fail?: string; cancelled?: boolean; wait?: boolean }> {
  const batch = await deps.store.get('batch', exp.spec.batch!.id);
  if (!batch || isDeleting(batch) || batch.spec.cancelled) return { fail: 'Cancelled: the batch was cancelled.', cancelled: true };
  if (exp.status.startedAt) return {};
  const waiting = `Waiting for its turn in batch ${batch.spec.id} (row ${exp.spec.batch!.row}).`;
  if (exp.status.waiting !== waiting) {
    const checked = await planTemplates(deps, exp, format);
    if (checked.fail) return { fail: checked.fail };
  }
  if (exp.spec.batch!.row < (batch.status.admitted ?? 0)) return {};
  if (exp.status.waiting !== waiting) {
    await deps.store.updateStatus('export', { ...exp, status: { ...exp.status, phase: 'queued', waiting, ...readyStatus(exp, deps.clock, 'False', 'WaitingForTurn', waiting) } });
  }
  return { wait: true };
}

interface RenderPlan {
  chapters?: Map<number, ExportJob['chapters'][number]>;
  /** Why the export cannot start yet (chapters still being rendered in the format). */
  waiting?: string;
  fail?: string;
}

/**
 * The render of each exported chapter in `format`: the snapshot prompt's own render when it is in that format,
 * otherwise its re-render (controller/chapters), which the chapter's reconciler is making while the prompt is still
 * the chapter's latest. A chapter that moved on to a newer prompt meanwhile has no one making it: the export fails
 * and says to start again.
 */
async function planRenders(deps: ExportReconcilerDeps, exp: Export, format: OutputFormat, planned: ReadonlyMap<number, unknown> = new Map()): Promise<RenderPlan> {
  const { store, storage } = deps;
  const chapters = new Map<number, ExportJob['chapters'][number]>();
  const waitingFor: string[] = [];
  for (const [index, entry] of exp.spec.chapters.entries()) {
    // A chapter the export's job renders itself is planned by planTemplates.
    if (planned.has(index)) continue;
    const push = (chapter: ExportJob['chapters'][number]) => chapters.set(index, chapter);
    const prompt = await store.get('prompt', entry.promptId);
    const output = prompt?.status.output;
    if (prompt && output && sameFormat(outputFormat(prompt), format)) {
      push({ key: output.key, durationSeconds: output.durationSeconds, captionsKey: output.captionsKey ?? null });
      continue;
    }
    const chapter = await store.get('chapter', entry.chapterId);
    const label = chapter ? `"${chapter.spec.name}"` : entry.chapterId;
    const render = chapter?.status.render;
    if (render && render.promptId === entry.promptId && sameFormat(render.format, format)) {
      push({ key: render.key, durationSeconds: render.durationSeconds, captionsKey: render.captionsKey ?? null });
      continue;
    }
    const failure = chapter?.status.renderFailure;
    if (failure && failure.promptId === entry.promptId && sameFormat(failure.format, format)) return { fail: `Chapter ${label}: ${failure.message}` };
    const latest = chapter ? latestCompletedPrompt({ chapter, prompts: await store.list('prompt', { tenant: chapter.spec.tenant, labels: { [LABELS.chapter]: chapter.spec.id } }) }) : undefined;
    if (latest?.spec.id === entry.promptId) {
      waitingFor.push(label);
      continue;
    }
    // Moved on: a re-render made before then may still be in storage.
    const keys = rerenderKeys(entry.chapterId, entry.promptId, format);
    const result = await readResult(storage, keys.resultKey);
    if (result?.ok) {
      push({ key: keys.outputKey, durationSeconds: result.durationSeconds, captionsKey: result.captions ? keys.captionsKey : null });
      continue;
    }
    return { fail: `Chapter ${label} changed while the export waited for it to be rendered in ${format.aspect} ${format.resolution}; start the export again.` };
  }
  if (waitingFor.length > 0) {
    const names = waitingFor.slice(0, 5).join(', ') + (waitingFor.length > 5 ? ` and ${waitingFor.length - 5} more` : '');
    return { waiting: `Waiting for ${waitingFor.length} chapter(s) to be re-rendered in the project's format (${format.aspect} ${format.resolution}): ${names}.` };
  }
  return { chapters };
}
