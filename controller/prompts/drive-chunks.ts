import { documentAssetIds } from '../../core/scene.js';
import { ChapterPiecePlan, EXIT_BAD_INPUT, jobKeys, type JobResult } from '../../engine/job-spec.js';
import { getJson } from '../../engine/storage-files.js';
import { frameSize } from '../../model/format.js';
import { API_GROUP_VERSION, LABELS } from '../../model/kinds.js';
import { jobName, type JobRequest } from '../../runner/job-runner.js';
import type { StoredObject } from '../../store/store.js';
import { notStartedInTime, pendingRecheckMs } from '../job-wait.js';
import { chunkResources } from './chunk-resources.js';
import { jobAssets } from '../job-io.js';
import type { PromptReconcilerDeps } from './prompt-deps.js';

type Prompt = StoredObject<'prompt'>;

/*
 * The Indexed Job path of a chunked chapter (docs/chunked-rendering.md), after its plan job answered `planned`.
 * Level-triggered like the rest of the prompt reconciler: the stage is in the prompt's status (`renderStage`,
 * written before the Job of that stage is made, so a crash or a Job's TTL never runs an earlier stage again), the
 * rest is read from the plan in storage and the Jobs. Each pass takes one step and says what the reconciler does:
 *   pieces: one Indexed Job, index i renders the i-th piece not in the render cache; its completedIndexes are the
 *           progress (`status.chunks`); a failed index is retried alone (backoffLimitPerIndex);
 *   join:   one Job joins the pieces by stream copy with the chapter's audio mix; its result is the prompt's.
 */

export type ChunkStep = { requeueAfterMs: number } | { fail: string } | { complete: Extract<JobResult, { ok: true }> };

/** Retries of one index before it fails for good (then the Job fails: maxFailedIndexes 0). */
const BACKOFF_PER_INDEX = 2;

export function chunkJobNames(prompt: Prompt): { chunks: string; join: string } {
  return { chunks: jobName('chunks', prompt.metadata.name), join: jobName('join', prompt.metadata.name) };
}

async function readPlan(deps: PromptReconcilerDeps, key: string): Promise<ChapterPiecePlan | undefined> {
  try {
    return ChapterPiecePlan.parse(await getJson(deps.storage, key));
  } catch {
    return undefined;
  }
}

export async function driveChunks(deps: PromptReconcilerDeps, given: Prompt, readResult: (key: string) => Promise<JobResult | undefined>): Promise<ChunkStep> {
  const { store, runner, clock } = deps;
  let prompt = given;
  const keys = jobKeys.prompt(prompt.spec.chapterId, prompt.spec.id);
  const cacheKeys = jobKeys.promptCache(prompt.spec.chapterId, prompt.spec.id);
  const plan = await readPlan(deps, cacheKeys.planKey);
  if (!plan) return { fail: 'Rendering failed: the chapter\'s piece plan could not be read.' };
  const names = chunkJobNames(prompt);
  const todo = plan.pieces.flatMap((p, i) => (p.cachedKey ? [] : [i]));
  const cached = plan.pieces.length - todo.length;
  const owner = { apiVersion: API_GROUP_VERSION, kind: 'Prompt', name: prompt.metadata.name, uid: prompt.metadata.uid };
  const labels = { [LABELS.project]: prompt.spec.projectId, [LABELS.chapter]: prompt.spec.chapterId, [LABELS.id]: prompt.spec.id };
  const total = plan.pieces.length;
  const setStage = async (stage: 'pieces' | 'join', done: number) => {
    prompt = await store.updateStatus('prompt', { ...prompt, status: { ...prompt.status, renderStage: stage, chunks: `${done}/${total}`, progress: Math.max(prompt.status.progress ?? 0, 0.1 + (0.8 * done) / total) } });
  };

  let stage = prompt.status.renderStage ?? 'pieces';
  if (stage === 'pieces') {
    if (todo.length === 0) {
      await setStage('join', total);
      stage = 'join';
    } else {
      const job = await runner.status(names.chunks);
      switch (job.state) {
        case 'absent': {
          // The stage first: from now on the plan job is never looked at (nor made again, should its TTL remove it).
          if (!prompt.status.renderStage) await setStage('pieces', cached);
          const assets = await jobAssets(store, prompt.spec.tenant, await documentAssetIds(deps.storage, keys.sceneKey));
          const largest = Math.max(...todo.map((i) => plan.pieces[i]!.seconds));
          const request: JobRequest = {
            name: names.chunks,
            spec: { type: 'piece', promptId: prompt.spec.id, planKey: cacheKeys.planKey, pieces: todo, slots: todo.map((i) => cacheKeys.slotKey(i)), assets },
            owner,
            labels,
            deadlineSeconds: deps.deadlineSeconds,
            indexed: { completions: todo.length, parallelism: deps.renderCache?.settings.workers ?? 2, backoffLimitPerIndex: BACKOFF_PER_INDEX, maxFailedIndexes: 0, failJobExitCode: EXIT_BAD_INPUT },
            resources: chunkResources(frameSize(plan.format), largest),
          };
          await runner.ensure(request);
          return { requeueAfterMs: deps.progressIntervalMs };
        }
        case 'pending': {
          const late = notStartedInTime(job, names.chunks, Date.parse(prompt.status.startedAt ?? prompt.spec.createdAt), clock.now().getTime(), deps.startDeadlineSeconds);
          if (late && !job.indexes?.completed) return { fail: late };
          return { requeueAfterMs: pendingRecheckMs(job, deps.progressIntervalMs) };
        }
        case 'running': {
          const done = cached + (job.indexes?.completed ?? 0);
          if (`${done}/${total}` !== prompt.status.chunks) await setStage('pieces', done);
          return { requeueAfterMs: deps.progressIntervalMs };
        }
        case 'failed':
          return { fail: `Rendering failed: the pieces' Indexed Job ${names.chunks} failed (${job.message ?? 'no reason given'}; ${job.indexes?.failed ?? 0} failed index(es)).` };
        case 'succeeded':
          // The stage is written before the join Job exists: a pass after a crash goes on with the join.
          await setStage('join', total);
          stage = 'join';
          break;
      }
    }
  }
  const segments = plan.pieces.map((p, i) => p.cachedKey ?? cacheKeys.slotKey(i));
  const join = await runner.status(names.join);
  switch (join.state) {
    case 'absent':
      await runner.ensure({
        name: names.join,
        spec: { type: 'join', promptId: prompt.spec.id, planKey: cacheKeys.planKey, audioKey: cacheKeys.audioKey, segments, outputKey: keys.outputKey, resultKey: keys.resultKey, progressKey: keys.progressKey },
        owner,
        labels,
        deadlineSeconds: deps.deadlineSeconds,
      });
      return { requeueAfterMs: deps.progressIntervalMs };
    case 'pending':
    case 'running':
      return { requeueAfterMs: deps.progressIntervalMs };
    default: {
      const result = await readResult(keys.resultKey);
      // The plan job's answer sits at the same key until the join overwrites it.
      if (result?.ok && !result.planned) return { complete: result };
      return { fail: `Rendering failed: ${result && !result.ok ? result.message : (join.message ?? `the join Job ${names.join} wrote no result`)}` };
    }
  }
}

/**
 * What the Indexed Job path leaves under the prompt's keys once it ended: the plan, the audio mix and the pieces'
 * slots (the render cache copied the ones it keeps first). Deleted when the prompt completes or its Jobs fail, so
 * they do not outlive it; a prompt superseded or deleted mid-render leaves them (the cleanup names keys, it cannot
 * list them).
 */
export async function chunkScratchKeys(deps: PromptReconcilerDeps, prompt: Prompt): Promise<string[]> {
  const keys = jobKeys.promptCache(prompt.spec.chapterId, prompt.spec.id);
  const plan = await readPlan(deps, keys.planKey);
  return [keys.planKey, keys.audioKey, ...(plan?.pieces ?? []).map((_, i) => keys.slotKey(i))];
}
