import { latestCompletedPrompt } from '../../core/chapters.js';
import { setProjectFormat } from '../../core/projects.js';
import { documentAssetIds } from '../../core/scene.js';
import type { OutputFormat } from '../../model/format.js';
import { findReferences } from '../../engine/references.js';
import { jobKeys, type JobResult, type PromptJobInput } from '../../engine/job-spec.js';
import { projectFormat } from '../../model/project.js';
import { API_GROUP_VERSION, LABELS } from '../../model/kinds.js';
import { jobName } from '../../runner/job-runner.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { isDeleting } from '../../store/objects.js';
import type { Store, StoredObject } from '../../store/store.js';
import { withCleanupFinalizer } from '../cleanup/ensure-finalizer.js';
import { finishDeletion } from '../cleanup/finish-deletion.js';
import type { ReconcileResult } from '../work-queue.js';
import { notStartedInTime, pendingRecheckMs } from '../job-wait.js';
import { readyStatus } from '../conditions.js';
import { jobAssets, readProgressReport, readResult } from '../job-io.js';
import type { RenderCache } from '../cache/render-cache.js';
import type { PromptReconcilerDeps } from './prompt-deps.js';
import { chunkJobNames, chunkScratchKeys, driveChunks, type ChunkStep } from './drive-chunks.js';
import { deleteKeys } from '../../storage/delete-keys.js';

type Prompt = StoredObject<'prompt'>;


/*
 * Level-triggered: every pass reads the prompt, its chapter and its job, takes the one next step, and writes the
 * prompt's status at most once. Any line may crash; the next pass sees what was written and carries on.
 */
export async function reconcilePrompt(deps: PromptReconcilerDeps, promptId: string): Promise<ReconcileResult | void> {
  const { store, runner, clock } = deps;
  // 1. Load the prompt. Gone: its Job is garbage-collected with it (ownerReference) or was never made.
  const stored = await store.get('prompt', promptId);
  if (!stored) return;
  if (isDeleting(stored)) return finishDeletion(deps, 'prompt', stored);
  // 2. Finished prompts need nothing more: failing one already stopped its job, and TTLs clean up the rest. (Nor
  // the finalizer: the history archiver removes it from finished prompts before deleting them without their files,
  // and adding it back in between made that delete a cleanup of the files the archive now owns.)
  if ((stored.status.phase ?? 'processing') !== 'processing') return;
  const prompt = await withCleanupFinalizer(store, 'prompt', stored);
  const name = jobName('prompt', prompt.metadata.name);

  // 3. Only the chapter's active prompt runs (see the claim in core/prompts.ts).
  const chapter = await store.get('chapter', prompt.spec.chapterId);
  // Deleting, the chapter is as good as gone: no job is started that its cleanup would only have to stop.
  if (!chapter || isDeleting(chapter)) return fail(deps, prompt, name, 'The chapter was deleted.');
  if (chapter.spec.activePromptId !== prompt.spec.id) {
    const active = chapter.spec.activePromptId ? await store.get('prompt', chapter.spec.activePromptId) : undefined;
    if (active && active.spec.createdAt >= prompt.spec.createdAt) {
      // Without force, the later prompt got the chapter only because this one never claimed it: two submissions
      // raced and this one's submitter was answered 409, so "submitted with force" would be untrue.
      const why = active.spec.force
        ? `Superseded by prompt ${active.spec.id}, submitted with force.`
        : `Lost a race with prompt ${active.spec.id}, submitted to the chapter at the same time; that one runs instead.`;
      return fail(deps, prompt, name, why);
    }
    const waited = clock.now().getTime() - Date.parse(prompt.spec.createdAt);
    if (waited < deps.claimGraceMs) return { requeueAfterMs: deps.claimGraceMs - waited };
    return fail(deps, prompt, name, 'The submission did not complete; submit the prompt again.');
  }

  // 4. Drive the job.
  const keys = jobKeys.prompt(prompt.spec.chapterId, prompt.spec.id);
  // Its job is made only after `startedAt` is written, so an unstarted prompt has none: no need to ask (in a
  // cluster that was a GET of a Job that is not there, for every prompt).
  // Past its plan job, a chunked chapter is driven by its Indexed Job and its join (drive-chunks.ts).
  if (prompt.status.renderStage) return chunkStep(deps, prompt, name, await driveChunks(deps, prompt, (key) => readResult(deps.storage, key)));
  const job = prompt.status.startedAt === undefined ? { state: 'absent' as const } : await runner.status(name);
  switch (job.state) {
    case 'absent': {
      const started = prompt.status.startedAt ? Date.parse(prompt.status.startedAt) : undefined;
      if (started !== undefined && clock.now().getTime() - started > deps.deadlineSeconds * 1000) {
        return fail(deps, prompt, name, `Rendering did not finish within ${deps.deadlineSeconds} s.`);
      }
      // The format is chosen once, from the project, and written before the job exists: a job made again after a
      // crash renders in the same format, and the completed render records the format it is in.
      let current = prompt;
      if (started === undefined || !prompt.status.format) {
        const project = await store.get('project', prompt.spec.projectId);
        const format = prompt.status.format ?? (project ? projectFormat(project.spec) : projectFormat({}));
        current = await store.updateStatus('prompt', {
          ...prompt,
          status: {
            ...prompt.status,
            phase: 'processing', // (the API creates prompts without a status: this shows it in `kubectl get prompts`)
            format,
            ...(started === undefined
              ? { startedAt: clock.now().toISOString(), progress: 0, ...readyStatus(prompt, clock, 'False', 'Rendering', `Job ${name} renders the chapter`) }
              : {}),
          },
        });
      }
      await runner.ensure({
        name,
        spec: await promptJobSpec(store, deps.storage, current, chapter, keys, deps.renderCache, runner.indexedJobs === true),
        owner: { apiVersion: API_GROUP_VERSION, kind: 'Prompt', name: prompt.metadata.name, uid: prompt.metadata.uid },
        labels: { [LABELS.project]: prompt.spec.projectId, [LABELS.chapter]: prompt.spec.chapterId, [LABELS.id]: prompt.spec.id },
        deadlineSeconds: deps.deadlineSeconds,
      });
      // No Event for the start: the Ready condition names the Job while it renders, and the Job's own Events say
      // when it ran; one Event per prompt (its end) halves what prompts cost the apiserver in Events.
      return { requeueAfterMs: deps.progressIntervalMs };
    }
    case 'pending': {
      // Queued or starting: no engine has run yet, so there is no progress to read.
      const late = notStartedInTime(job, name, Date.parse(prompt.status.startedAt ?? prompt.spec.createdAt), clock.now().getTime(), deps.startDeadlineSeconds);
      if (late) return fail(deps, prompt, name, late);
      return { requeueAfterMs: pendingRecheckMs(job, deps.progressIntervalMs) };
    }
    case 'running': {
      const report = await readProgressReport(deps.storage, keys.progressKey);
      const progress = report?.progress;
      // A chapter rendered in pieces shows them done out of all (`kubectl get prompts`: Chunks).
      const chunks = report?.chunks ? `${report.chunks.done}/${report.chunks.total}` : prompt.status.chunks;
      if (progress !== undefined && (progress !== prompt.status.progress || chunks !== prompt.status.chunks)) {
        await store.updateStatus('prompt', { ...prompt, status: { ...prompt.status, progress, ...(chunks ? { chunks } : {}) } });
      }
      return { requeueAfterMs: deps.progressIntervalMs };
    }
    case 'succeeded':
    case 'failed': {
      const result = await readResult(deps.storage, keys.resultKey);
      // The plan job of the Indexed Job path planned the chapter: its pieces and join come next.
      if (result?.ok && result.planned && job.state === 'succeeded') return chunkStep(deps, prompt, name, await driveChunks(deps, prompt, (key) => readResult(deps.storage, key)));
      if (result?.ok) return complete(deps, prompt, result);
      const reason = result?.message ?? job.message ?? 'The render job failed without a message.';
      return fail(deps, prompt, name, `Rendering failed: ${reason}`);
    }
  }
}

/** What the Indexed Job path's step says: look again, fail, or complete with the join's result. */
async function chunkStep(deps: PromptReconcilerDeps, prompt: Prompt, name: string, step: ChunkStep): Promise<ReconcileResult | void> {
  if ('requeueAfterMs' in step) return step;
  // Read again: the step may have written the status (its stage, its chunks).
  const current = (await deps.store.get('prompt', prompt.spec.id)) ?? prompt;
  const scratch = await chunkScratchKeys(deps, current);
  if ('fail' in step) await fail(deps, current, name, step.fail);
  else await complete(deps, current, step.complete);
  // Only once the prompt is finished (the cache has copied the pieces it keeps): a crash before leaves them, not a
  // prompt without its pieces.
  await deleteKeys(deps.storage, scratch).catch(() => undefined);
}

async function complete(deps: PromptReconcilerDeps, prompt: Prompt, result: Extract<JobResult, { ok: true }>): Promise<void> {
  const { store, clock } = deps;
  const keys = jobKeys.prompt(prompt.spec.chapterId, prompt.spec.id);
  // A prompt that asked for a format ("make it vertical") was rendered in it, and sets it on the project
  // first (idempotent): the chapter reconciler then re-renders the other chapters in it.
  if (result.format) {
    try {
      await setProjectFormat(store, prompt.spec.projectId, result.format);
    } catch (err) {
      // Refused for good (an installation whose controller Role predates format changes): complete the prompt
      // anyway, and say so; the chapter reconciler then renders it again in the project's format.
      if (!/HTTP 403/.test(String((err as Error).message))) throw err;
      deps.events.warning(prompt, 'FormatNotSet', `The project's format could not be changed to ${result.format.aspect} ${result.format.resolution}: ${(err as Error).message}`);
    }
  }
  if (deps.renderCache && result.render) {
    // The render cache is only a cache: failing to fill it never fails the prompt.
    try {
      await deps.renderCache.afterSuccess(prompt.spec.tenant, prompt.spec.chapterId, prompt.spec.id, keys.outputKey, result, clock.now().toISOString());
    } catch (err) {
      deps.events.warning(prompt, 'RenderNotCached', `The render could not be stored in the render cache: ${(err as Error).message}`);
    }
  }
  const format: OutputFormat = result.format ?? prompt.status.format ?? projectFormat({});
  await store.updateStatus('prompt', {
    ...prompt,
    status: {
      ...prompt.status,
      phase: 'completed',
      result: result.message,
      progress: 1,
      completedAt: clock.now().toISOString(),
      sceneKey: keys.sceneKey,
      ...(result.render?.pieces ? { chunks: `${result.render.pieces}/${result.render.pieces}` } : {}),
      output: {
        key: keys.outputKey,
        durationSeconds: result.durationSeconds,
        format: { aspect: format.aspect, resolution: format.resolution },
        ...(result.captions ? { captionsKey: keys.captionsKey } : {}),
      },
      ...readyStatus(prompt, clock, 'True', 'Completed', result.message),
    },
  });
  deps.events.normal(prompt, 'Completed', result.message);
}

async function fail(deps: PromptReconcilerDeps, prompt: Prompt, name: string, message: string): Promise<void> {
  await deps.runner.delete(name);
  // The Indexed Job path's Jobs, if it got that far: their Pods stop (cancel, a newer prompt, a failure).
  if (prompt.status.renderStage) {
    const chunks = chunkJobNames(prompt);
    await deps.runner.delete(chunks.chunks);
    await deps.runner.delete(chunks.join);
  }
  await deps.store.updateStatus('prompt', {
    ...prompt,
    status: {
      ...prompt.status,
      phase: 'failed',
      result: message.slice(0, 2000),
      completedAt: deps.clock.now().toISOString(),
      ...readyStatus(prompt, deps.clock, 'False', 'Failed', message),
    },
  });
  deps.events.warning(prompt, 'Failed', message);
}

/** Everything the engine needs, gathered here because Job pods cannot read the store. */
async function promptJobSpec(
  store: Store,
  storage: ObjectStorage,
  prompt: Prompt,
  chapter: StoredObject<'chapter'>,
  keys: ReturnType<typeof jobKeys.prompt>,
  renderCache?: RenderCache,
  indexed = false,
): Promise<PromptJobInput> {
  const siblings = await store.list('prompt', { tenant: prompt.spec.tenant, labels: { [LABELS.chapter]: chapter.spec.id } });
  const earlier = siblings.filter((p) => p.spec.createdAt < prompt.spec.createdAt || (p.spec.createdAt === prompt.spec.createdAt && p.spec.id < prompt.spec.id));
  const previous = latestCompletedPrompt({ chapter, prompts: earlier });
  const source = prompt.spec.sceneSourceKey ?? null;
  // A scene document edit names its assets in the document. A prompt names new ones in its text and keeps the
  // ones the previous document uses: those are passed too, since the engine reads no asset it is not given.
  const previousSceneKey = previous?.status.sceneKey ?? null;
  const ids = source
    ? await documentAssetIds(storage, source)
    : [...findReferences(prompt.spec.content).assetIds, ...(previousSceneKey ? await documentAssetIds(storage, previousSceneKey) : [])];
  return {
    type: 'prompt',
    promptId: prompt.spec.id,
    content: prompt.spec.content,
    chapterDuration: chapter.spec.duration,
    previousSceneKey,
    assets: await jobAssets(store, prompt.spec.tenant, ids),
    format: prompt.status.format ?? projectFormat({}),
    sceneSourceKey: source,
    ...keys,
    ...(renderCache ? { render: await renderPlan(renderCache, prompt, chapter.spec.id, indexed) } : {}),
  };
}

/** The render cache's plan and, where the runner has Indexed Jobs, the keys of the plan job's plan and audio mix. */
async function renderPlan(renderCache: RenderCache, prompt: Prompt, chapterId: string, indexed: boolean) {
  const plan = await renderCache.planFor(prompt.spec.tenant, chapterId, prompt.spec.id);
  if (!indexed) return plan;
  const keys = jobKeys.promptCache(chapterId, prompt.spec.id);
  return { ...plan, split: { planKey: keys.planKey, audioKey: keys.audioKey } };
}
