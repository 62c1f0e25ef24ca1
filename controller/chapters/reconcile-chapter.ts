import { chapterState, latestCompletedPrompt, outputFormat, type PromptObject } from '../../core/chapters.js';
import { sameFormat, type OutputFormat } from '../../model/format.js';
import type { PromptJobInput } from '../../engine/job-spec.js';
import type { ChapterRender, ChapterStatus } from '../../model/chapter.js';
import { API_GROUP_VERSION, LABELS } from '../../model/kinds.js';
import { projectFormat } from '../../model/project.js';
import type { JobRequest } from '../../runner/job-runner.js';
import { isDeleting } from '../../store/objects.js';
import { jsonEqual, toJson } from '../../store/json.js';
import type { StoredObject } from '../../store/store.js';
import { withCleanupFinalizer } from '../cleanup/ensure-finalizer.js';
import { finishDeletion } from '../cleanup/finish-deletion.js';
import { notStartedInTime, pendingRecheckMs } from '../job-wait.js';
import { documentAssetIds } from '../../core/scene.js';
import { jobAssets, readResult } from '../job-io.js';
import type { ReconcileResult } from '../work-queue.js';
import { rerenderJobName, rerenderKeys } from './rerender.js';
import type { JobReconcilerDeps } from '../job-reconciler-deps.js';
import type { PromptHistory } from '../../core/history.js';
import type { RenderCache } from '../cache/render-cache.js';
import { archivePrompts, type ArchiveDeps, type HistorySettings } from '../history/archive-prompts.js';

type Chapter = StoredObject<'chapter'>;

/** A re-render uses the prompt deadline as its `deadlineSeconds`. Without `history`, no prompt is archived. */
export type ChapterReconcilerDeps = JobReconcilerDeps & {
  history?: { reader: PromptHistory; settings: HistorySettings; eventsRecorded?: ArchiveDeps['eventsRecorded'] };
  /** How re-renders render (workers, chunk threshold: controller/cache/); absent: in one FFmpeg run. */
  renderCache?: RenderCache;
};

const describeFormat = (f: OutputFormat) => `${f.aspect} ${f.resolution}`;

/*
 * Level-triggered, like the other reconcilers: every pass reads the chapter, its project and its prompts, and
 *  1. keeps `status.render` = the latest completed prompt rendered in the project's format: the prompt's own render
 *     when it is in that format, otherwise a re-render of the prompt's scene document in it, made by a Job named
 *     from chapter, prompt and format (`status.rerender` while it runs; a failure is kept in `status.renderFailure`
 *     and not retried until the prompt or the format changes). A re-render no longer wanted is stopped.
 *  2. mirrors the derived state and prompt count (archived prompts included), so `kubectl get chapters` shows them.
 * Before that, it moves the chapter's older prompts to object storage when there are more than the history limit
 * (controller/history/archive-prompts.ts), on this queue so that it never overlaps the chapter's deletion.
 * The status is written once per pass, before the Job is created, so a crash at any line leaves a state the next
 * pass carries on from: the deterministic name makes a second create a no-op.
 */
export async function reconcileChapter(deps: ChapterReconcilerDeps, chapterId: string): Promise<ReconcileResult | void> {
  const { store } = deps;
  let chapter = await store.get('chapter', chapterId);
  if (!chapter) return;
  if (isDeleting(chapter)) return finishDeletion(deps, 'chapter', chapter);
  const listPrompts = () => store.list('prompt', { tenant: chapter!.spec.tenant, labels: { [LABELS.chapter]: chapterId } });
  let [project, prompts] = await Promise.all([store.get('project', chapter.spec.projectId), listPrompts()]);
  const history = deps.history;
  // Work that writes storage (a history segment, a re-render) first gives the chapter the cleanup finalizer when it
  // has none (one created with kubectl, or before deletion existed): only then, not on every chapter at start-up.
  if (history && history.settings.limit > 0 && prompts.length > history.settings.limit) chapter = await withCleanupFinalizer(store, 'chapter', chapter);
  if (history && (await archivePrompts({ ...deps, history: history.reader, ...(history.eventsRecorded ? { eventsRecorded: history.eventsRecorded } : {}) }, chapter, prompts, history.settings)) > 0) {
    chapter = await store.get('chapter', chapterId);
    if (!chapter) return;
    prompts = await listPrompts();
  }
  const format = project ? projectFormat(project.spec) : undefined;
  const latest = latestCompletedPrompt({ chapter, prompts });
  const status: ChapterStatus = structuredClone(chapter.status);
  const after: { ensure?: JobRequest; events: [normal: boolean, reason: string, message: string][]; requeueAfterMs?: number } = { events: [] };

  let wanted: string | undefined;
  if (latest && format) {
    const own = outputFormat(latest);
    if (sameFormat(own, format)) status.render = ownRender(latest, own);
    const rendered = status.render && status.render.promptId === latest.spec.id && sameFormat(status.render.format, format);
    if (!rendered) wanted = rerenderJobName(chapter.spec.id, latest.spec.id, format);
  }
  // A re-render of an older prompt or format is moot: stop it.
  if (status.rerender && status.rerender.job !== wanted) {
    await deps.runner.delete(status.rerender.job);
    delete status.rerender;
  }
  if (wanted && latest && format) {
    const failure = status.renderFailure;
    const failed = failure && failure.promptId === latest.spec.id && sameFormat(failure.format, format);
    if (!failed) {
      if (!status.rerender) chapter = await withCleanupFinalizer(store, 'chapter', chapter);
      await driveRerender(deps, chapter, latest, format, wanted, status, after);
    }
  }

  const state = chapterState({ chapter: { ...chapter, status }, prompts, format });
  status.state = state;
  status.promptCount = prompts.length + (await archivedOnly(deps, chapter, prompts));
  // The current prompt's pieces (the active one, else the newest): `kubectl get chapters` shows them as Chunks.
  const chunks = currentPrompt(chapter, prompts)?.status.chunks;
  if (chunks) status.chunks = chunks;
  else delete status.chunks;
  // Compared as JSON values, not strings: the apiserver hands objects back with their keys sorted, so a render
  // built here never stringified like the cached one, and every pass wrote the same status again (bench: a third
  // status write per prompt in a cluster).
  if (!jsonEqual(toJson(status), chapter.status)) {
    await store.updateStatus('chapter', { ...chapter, status });
  }
  for (const [normal, reason, message] of after.events) deps.events[normal ? 'normal' : 'warning'](chapter, reason, message);
  if (after.ensure) await deps.runner.ensure(after.ensure);
  return after.requeueAfterMs === undefined ? undefined : { requeueAfterMs: after.requeueAfterMs };
}

/** The prompt the chapter shows now: its active one, or else the newest. */
function currentPrompt(chapter: Chapter, prompts: PromptObject[]): PromptObject | undefined {
  const active = chapter.spec.activePromptId ? prompts.find((p) => p.spec.id === chapter.spec.activePromptId) : undefined;
  return active ?? prompts.reduce<PromptObject | undefined>((newest, p) => (!newest || p.spec.createdAt > newest.spec.createdAt ? p : newest), undefined);
}

/** Archived prompts that are not also still live (a pass cut short between writing a segment and deleting). */
async function archivedOnly(deps: ChapterReconcilerDeps, chapter: Chapter, prompts: PromptObject[]): Promise<number> {
  if (!chapter.status.history?.length) return 0;
  if (!deps.history) return chapter.status.history.reduce((sum, s) => sum + s.count, 0);
  const live = new Set(prompts.map((p) => p.spec.id));
  return (await deps.history.reader.archived(chapter)).filter((p) => !live.has(p.id)).length;
}

function ownRender(prompt: PromptObject, format: OutputFormat): ChapterRender {
  const output = prompt.status.output!;
  return {
    promptId: prompt.spec.id,
    format: { aspect: format.aspect, resolution: format.resolution },
    key: output.key,
    durationSeconds: output.durationSeconds,
    sceneKey: prompt.status.sceneKey ?? '',
    ...(output.captionsKey ? { captionsKey: output.captionsKey } : {}),
  };
}

/** One step of the re-render Job: start it, watch its deadlines, or take its result. Changes `status` in place. */
async function driveRerender(
  deps: ChapterReconcilerDeps,
  chapter: Chapter,
  prompt: PromptObject,
  format: OutputFormat,
  name: string,
  status: ChapterStatus,
  after: { ensure?: JobRequest; events: [boolean, string, string][]; requeueAfterMs?: number },
): Promise<void> {
  const { clock } = deps;
  const what = `in ${describeFormat(format)}`;
  const fail = async (message: string) => {
    await deps.runner.delete(name);
    delete status.rerender;
    status.renderFailure = { promptId: prompt.spec.id, format: { ...format }, message: `Re-rendering the chapter ${what} failed: ${message}`.slice(0, 2000) };
    after.events.push([false, 'RenderFailed', status.renderFailure.message]);
  };
  const sceneKey = prompt.status.sceneKey;
  if (!sceneKey) return fail(`prompt ${prompt.spec.id} left no scene document to render again.`);
  const keys = rerenderKeys(chapter.spec.id, prompt.spec.id, format);
  const request = async (): Promise<JobRequest> => {
    const spec: PromptJobInput = {
      type: 'prompt',
      promptId: prompt.spec.id,
      content: prompt.spec.content,
      chapterDuration: chapter.spec.duration,
      previousSceneKey: null,
      assets: await jobAssets(deps.store, chapter.spec.tenant, await documentAssetIds(deps.storage, sceneKey)),
      format: { ...format },
      sceneSourceKey: sceneKey,
      ...keys,
      // Chunked like any render; its document's cache entries are its prompt's (the same document in another format is another render).
      ...(deps.renderCache ? { render: { workers: deps.renderCache.settings.workers, chunkThreshold: deps.renderCache.settings.chunkThreshold } } : {}),
    };
    return {
      name,
      spec,
      owner: { apiVersion: API_GROUP_VERSION, kind: 'Chapter', name: chapter.metadata.name, uid: chapter.metadata.uid },
      labels: { [LABELS.project]: chapter.spec.projectId, [LABELS.chapter]: chapter.spec.id },
      deadlineSeconds: deps.deadlineSeconds,
    };
  };

  if (!status.rerender) {
    // Recorded first, then created (after the status write): a crash in between is picked up as `absent` below.
    status.rerender = { job: name, promptId: prompt.spec.id, format: { ...format }, startedAt: clock.now().toISOString() };
    after.ensure = await request();
    after.events.push([true, 'Rerendering', `Job ${name} renders the chapter ${what}`]);
    after.requeueAfterMs = deps.progressIntervalMs;
    return;
  }
  const startedAt = Date.parse(status.rerender.startedAt);
  const job = await deps.runner.status(name);
  switch (job.state) {
    case 'absent':
      if (clock.now().getTime() - startedAt > deps.deadlineSeconds * 1000) return fail(`it did not finish within ${deps.deadlineSeconds} s.`);
      after.ensure = await request();
      after.requeueAfterMs = deps.progressIntervalMs;
      return;
    case 'pending': {
      const late = notStartedInTime(job, name, startedAt, clock.now().getTime(), deps.startDeadlineSeconds);
      if (late) return fail(late);
      after.requeueAfterMs = pendingRecheckMs(job, deps.progressIntervalMs);
      return;
    }
    case 'running':
      after.requeueAfterMs = deps.progressIntervalMs;
      return;
    case 'succeeded':
    case 'failed': {
      const result = await readResult(deps.storage, keys.resultKey);
      if (!result?.ok) return fail(result?.message ?? job.message ?? 'the render job failed without a message.');
      status.render = {
        promptId: prompt.spec.id,
        format: { ...format },
        key: keys.outputKey,
        durationSeconds: result.durationSeconds,
        sceneKey,
        ...(result.captions ? { captionsKey: keys.captionsKey } : {}),
      };
      delete status.rerender;
      after.events.push([true, 'Rerendered', `The chapter was rendered ${what}`]);
      return;
    }
  }
}
