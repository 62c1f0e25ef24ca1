import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { createChapter } from '../../core/chapters.js';
import { createProject } from '../../core/projects.js';
import { submitPrompt } from '../../core/prompts.js';
import { jobKeys, type ChapterPiecePlan, type JobResult } from '../../engine/job-spec.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRequest, JobRunner, JobStatus } from '../../runner/job-runner.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { LogEventRecorder } from '../events.js';
import { RenderCache } from '../cache/render-cache.js';
import type { PromptReconcilerDeps } from './prompt-deps.js';
import { reconcilePrompt } from './reconcile-prompt.js';

/*
 * The Indexed Job path's decisions, pass by pass, on a real (embedded) store and storage. The runner is a
 * RECORDING STAND-IN (it says what Jobs are in which state and records what is asked of it): the real Jobs are
 * exercised on the kube-apiserver in test/cluster/indexed-job.test.ts; here each step and each crash point is set
 * up exactly, which a live Job controller cannot be made to do.
 */
class RecordingRunner implements JobRunner {
  readonly indexedJobs = true;
  readonly states = new Map<string, JobStatus>();
  readonly ensured: JobRequest[] = [];
  readonly deleted: string[] = [];
  async ensure(request: JobRequest): Promise<void> {
    this.ensured.push(request);
    if (!this.states.has(request.name)) this.states.set(request.name, { state: 'pending' });
  }
  async status(name: string): Promise<JobStatus> {
    return this.states.get(name) ?? { state: 'absent' };
  }
  async delete(name: string): Promise<void> {
    this.deleted.push(name);
    this.states.delete(name);
  }
  onChange(): () => void {
    return () => undefined;
  }
  async stop(): Promise<void> {}
}

describe('a chunked prompt on the Indexed Job path', () => {
  let dir: string;
  let store: EmbeddedStore;
  let runner: RecordingRunner;
  let deps: PromptReconcilerDeps;
  const clock: Clock = { now: () => new Date('2026-11-26T10:00:00.000Z') };
  const caller = { tenant: 'chunks' };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'drive-chunks-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    runner = new RecordingRunner();
    const storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
    const events = new LogEventRecorder(pino({ level: 'silent' }));
    deps = {
      store,
      storage,
      runner,
      clock,
      events: { normal: events.normal.bind(events), warning: events.warning.bind(events) },
      deadlineSeconds: 600,
      startDeadlineSeconds: 900,
      claimGraceMs: 30_000,
      progressIntervalMs: 1_000,
      renderCache: new RenderCache(storage, { workers: 2, chunkThreshold: 0, maxBytes: 0 }),
    };
  });
  afterEach(async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const put = (key: string, value: unknown) => deps.storage.put(key, Readable.from([Buffer.from(JSON.stringify(value))]), { contentType: 'application/json' });
  const hash = (c: string) => c.repeat(64);

  /** A prompt whose plan job answered `planned`: three pieces, the middle one in the render cache. */
  async function planned() {
    const project = await createProject(store, clock, caller, { name: 'Chunks' });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'One' });
    const prompt = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: 'Title "A"', force: false });
    await reconcilePrompt(deps, prompt.spec.id);
    const planJob = runner.ensured[0]!;
    expect(planJob.name).toBe(`montage-prompt-${prompt.metadata.name}`);
    const cacheKeys = jobKeys.promptCache(chapter.spec.id, prompt.spec.id);
    // The plan job is told where to write its plan and audio mix (the runner has Indexed Jobs).
    expect(planJob.spec).toMatchObject({ render: { split: { planKey: cacheKeys.planKey, audioKey: cacheKeys.audioKey } } });
    const plan: ChapterPiecePlan = {
      document: { version: 2, scenes: [] },
      format: { aspect: 'landscape', resolution: '1080p' },
      seconds: 9,
      message: 'Built 3 scenes.',
      pieces: [
        { hash: hash('a'), kind: 'scene', frames: 90, seconds: 3 },
        { hash: hash('b'), kind: 'scene', frames: 90, seconds: 3, cachedKey: 'cache/chunks/scene/b.mp4' },
        { hash: hash('c'), kind: 'scene', frames: 120, seconds: 4 },
      ],
      hash: hash('d'),
    };
    await put(cacheKeys.planKey, plan);
    const keys = jobKeys.prompt(chapter.spec.id, prompt.spec.id);
    await put(keys.resultKey, { ok: true, message: 'Built 3 scenes.', durationSeconds: 9, planned: { pieces: 3, todo: 2 } } satisfies JobResult);
    runner.states.set(planJob.name, { state: 'succeeded' });
    return { prompt, keys, cacheKeys, name: prompt.metadata.name };
  }

  it('goes plan → one Indexed Job of the uncached pieces → join, writing each stage before its Job exists', async () => {
    const { prompt, keys, cacheKeys, name } = await planned();
    await reconcilePrompt(deps, prompt.spec.id);
    const indexed = runner.ensured.at(-1)!;
    expect(indexed.name).toBe(`montage-chunks-${name}`);
    expect(indexed.spec).toMatchObject({ type: 'piece', pieces: [0, 2], slots: [cacheKeys.slotKey(0), cacheKeys.slotKey(2)], planKey: cacheKeys.planKey });
    expect(indexed.indexed).toEqual({ completions: 2, parallelism: 2, backoffLimitPerIndex: 2, maxFailedIndexes: 0, failJobExitCode: 2 });
    // Sized from the largest piece: 1080p, 4 s.
    expect(indexed.resources?.requests).toEqual({ cpu: '1037m', memory: '775Mi', 'ephemeral-storage': '264Mi' });
    expect((await store.get('prompt', prompt.spec.id))?.status).toMatchObject({ renderStage: 'pieces', chunks: '1/3', phase: 'processing' });

    // The plan Job's TTL removed it: it is not made again (the stage says the plan is done). One index is done.
    runner.states.delete(`montage-prompt-${name}`);
    runner.states.set(indexed.name, { state: 'running', indexes: { completed: 1, failed: 0, total: 2 } });
    const made = runner.ensured.length;
    await reconcilePrompt(deps, prompt.spec.id);
    expect(runner.ensured).toHaveLength(made);
    expect((await store.get('prompt', prompt.spec.id))?.status.chunks).toBe('2/3');

    runner.states.set(indexed.name, { state: 'succeeded', indexes: { completed: 2, failed: 0, total: 2 } });
    await reconcilePrompt(deps, prompt.spec.id);
    const join = runner.ensured.at(-1)!;
    expect(join.name).toBe(`montage-join-${name}`);
    expect(join.spec).toMatchObject({ type: 'join', segments: [cacheKeys.slotKey(0), 'cache/chunks/scene/b.mp4', cacheKeys.slotKey(2)], audioKey: cacheKeys.audioKey, outputKey: keys.outputKey });
    expect((await store.get('prompt', prompt.spec.id))?.status).toMatchObject({ renderStage: 'join', chunks: '3/3' });

    // Until the join wrote its result, the plan's answer (`planned`) is not taken for the render.
    runner.states.set(join.name, { state: 'succeeded' });
    await put(keys.resultKey, { ok: true, message: 'Built 3 scenes.', durationSeconds: 9, sizeBytes: 1000, render: { hash: hash('d'), reused: false, hits: [hash('b')], stored: [], pieces: 3 } } satisfies JobResult);
    await reconcilePrompt(deps, prompt.spec.id);
    expect((await store.get('prompt', prompt.spec.id))?.status).toMatchObject({ phase: 'completed', chunks: '3/3', output: { key: keys.outputKey, durationSeconds: 9 } });
    // The plan does not outlive the prompt.
    expect(await deps.storage.head(cacheKeys.planKey)).toBeUndefined();
  });

  it('fails the prompt when the Indexed Job fails, and deletes its plan, Indexed and join Jobs', async () => {
    const { prompt, name } = await planned();
    await reconcilePrompt(deps, prompt.spec.id);
    runner.states.set(`montage-chunks-${name}`, { state: 'failed', message: 'FailedIndexes: Job has failed indexes', indexes: { completed: 1, failed: 1, total: 2 } });
    await reconcilePrompt(deps, prompt.spec.id);
    const status = (await store.get('prompt', prompt.spec.id))?.status;
    expect(status?.phase).toBe('failed');
    expect(status?.result).toMatch(/Indexed Job montage-chunks-.* failed \(FailedIndexes: Job has failed indexes; 1 failed index/);
    expect(runner.deleted).toEqual([`montage-prompt-${name}`, `montage-chunks-${name}`, `montage-join-${name}`]);
    expect(await deps.storage.head(jobKeys.promptCache(prompt.spec.chapterId, prompt.spec.id).planKey)).toBeUndefined();
  });
});
