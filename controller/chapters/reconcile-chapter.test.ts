import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChapter, getChapter } from '../../core/chapters.js';
import type { Clock } from '../../lib/clock.js';
import { createProject, updateProject } from '../../core/projects.js';
import { submitPrompt } from '../../core/prompts.js';
import type { PromptJob } from '../../engine/job-spec.js';
import { putJson } from '../../engine/storage-files.js';
import type { JobRequest, JobRunner, JobStatus } from '../../runner/job-runner.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { reconcileExport } from '../exports/reconcile-export.js';
import { startExport } from '../../core/exports.js';
import { reconcileChapter, type ChapterReconcilerDeps } from './reconcile-chapter.js';
import { chapterOfRerenderJob, rerenderJobName, rerenderKeys } from './rerender.js';

/** A runner whose jobs do only what the test says. */
class ScriptedRunner implements JobRunner {
  readonly jobs = new Map<string, { request: JobRequest; status: JobStatus }>();
  readonly created: string[] = [];
  readonly deleted: string[] = [];
  async ensure(request: JobRequest): Promise<void> {
    if (this.jobs.has(request.name)) return;
    this.created.push(request.name);
    this.jobs.set(request.name, { request, status: { state: 'pending' } });
  }
  async status(name: string): Promise<JobStatus> {
    return this.jobs.get(name)?.status ?? { state: 'absent' };
  }
  async delete(name: string): Promise<void> {
    if (this.jobs.delete(name)) this.deleted.push(name);
  }
  onChange(): () => void {
    return () => undefined;
  }
  async stop(): Promise<void> {}
  set(name: string, status: JobStatus): void {
    this.jobs.get(name)!.status = status;
  }
}

const PORTRAIT = { aspect: 'portrait', resolution: '720p' } as const;

describe('reconcileChapter: renders in the project format', () => {
  let dir: string;
  let store: EmbeddedStore;
  let storage: LocalDiskStorage;
  let runner: ScriptedRunner;
  let deps: ChapterReconcilerDeps;
  let now: Date;
  const caller = { tenant: 'formats' };
  const clock: Clock = { now: () => now };
  const events: string[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reconcile-chapter-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
    runner = new ScriptedRunner();
    now = new Date('2026-11-23T10:00:00.000Z');
    events.length = 0;
    deps = {
      store,
      storage,
      runner,
      clock,
      events: { normal: (_o, reason) => events.push(reason), warning: (_o, reason, message) => events.push(`${reason}: ${message}`) },
      deadlineSeconds: 600,
      startDeadlineSeconds: 900,
      progressIntervalMs: 1_000,
    };
  });
  afterEach(async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A project with one chapter whose prompt completed in landscape 720p, using an image. */
  async function completedChapter() {
    const project = await createProject(store, clock, caller, { name: 'Formats', format: { aspect: 'landscape', resolution: '720p' } });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'One', duration: 4 });
    const asset = await store.create('asset', {
      spec: { id: 'ast_imageimageimageimage1', tenant: caller.tenant, createdAt: now.toISOString(), name: 'a.png', contentType: 'image/png', objectKey: 'assets/a.png' },
      status: { state: 'ready' },
    });
    const prompt = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: 'Title "A"' });
    const sceneKey = `chapters/${chapter.spec.id}/prompts/${prompt.spec.id}/scene.json`;
    await putJson(storage, sceneKey, {
      version: 2,
      background: { type: 'solid', colour: '#000080' },
      scenes: [{ duration: 4, layers: [{ type: 'media', assetId: asset.spec.id, kind: 'image' }, { type: 'text', role: 'heading', text: 'A' }] }],
    });
    const completed = await store.updateStatus('prompt', {
      ...prompt,
      status: { ...prompt.status, phase: 'completed', result: 'ok', sceneKey, output: { key: 'own.mp4', durationSeconds: 4, format: { aspect: 'landscape', resolution: '720p' } } },
    });
    return { project, chapter, prompt: completed };
  }

  it('keeps a render already in the format, and makes no job', async () => {
    const { chapter, prompt } = await completedChapter();
    expect(await reconcileChapter(deps, chapter.spec.id)).toBeUndefined();
    const got = await store.get('chapter', chapter.spec.id);
    expect(got?.status).toMatchObject({ state: 'ready', promptCount: 1, render: { promptId: prompt.spec.id, key: 'own.mp4', format: { aspect: 'landscape', resolution: '720p' } } });
    expect(runner.created).toEqual([]);
  });

  it('writes nothing when the status is the same with its keys in another order (as the apiserver returns it)', async () => {
    const { chapter } = await completedChapter();
    await reconcileChapter(deps, chapter.spec.id);
    const written = (await store.get('chapter', chapter.spec.id))!;
    const sortedKeys = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, sortedKeys(v)]))
        : value;
    const reordered = await store.updateStatus('chapter', { ...written, status: sortedKeys(written.status) as typeof written.status });
    await reconcileChapter(deps, chapter.spec.id);
    expect((await store.get('chapter', chapter.spec.id))?.metadata.resourceVersion).toBe(reordered.metadata.resourceVersion);
  });

  it('re-renders the latest scene document in a new format, then shows that render', async () => {
    const { project, chapter, prompt } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    const name = rerenderJobName(chapter.spec.id, prompt.spec.id, PORTRAIT);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(chapterOfRerenderJob(name)).toBe(chapter.spec.id);

    expect(await reconcileChapter(deps, chapter.spec.id)).toEqual({ requeueAfterMs: 1_000 });
    expect(runner.created).toEqual([name]);
    const spec = runner.jobs.get(name)!.request.spec as PromptJob;
    const keys = rerenderKeys(chapter.spec.id, prompt.spec.id, PORTRAIT);
    expect(spec).toMatchObject({ type: 'prompt', promptId: prompt.spec.id, format: PORTRAIT, sceneSourceKey: prompt.status.sceneKey, outputKey: keys.outputKey, previousSceneKey: null });
    // The document's image is passed: the engine reads nothing it is not given.
    expect(spec.assets.map((a) => a.id)).toEqual(['ast_imageimageimageimage1']);
    let view = await getChapter(store, caller, project.spec.id, chapter.spec.id);
    expect(view.chapter.status.state).toBe('processing');
    // No new prompt entry.
    expect(view.prompts).toHaveLength(1);

    // A pass while it runs changes nothing and creates nothing new.
    runner.set(name, { state: 'running' });
    await reconcileChapter(deps, chapter.spec.id);
    expect(runner.created).toEqual([name]);

    await putJson(storage, keys.resultKey, { ok: true, message: 'done', durationSeconds: 4.0, captions: true });
    runner.set(name, { state: 'succeeded' });
    expect(await reconcileChapter(deps, chapter.spec.id)).toBeUndefined();
    view = await getChapter(store, caller, project.spec.id, chapter.spec.id);
    expect(view.chapter.status).toMatchObject({ state: 'ready', render: { promptId: prompt.spec.id, format: PORTRAIT, key: keys.outputKey, captionsKey: keys.captionsKey } });
    expect(view.chapter.status.rerender).toBeUndefined();
    expect(events).toEqual(['Rerendering', 'Rerendered']);
  });

  it('creates the job again after a crash between the status write and the create', async () => {
    const { project, chapter } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    await reconcileChapter(deps, chapter.spec.id);
    const [name] = runner.created;
    runner.jobs.clear(); // as if the controller died before its create reached the runner
    await reconcileChapter(deps, chapter.spec.id);
    expect(runner.created).toEqual([name, name]);
  });

  it('stops a re-render that a newer format made moot', async () => {
    const { project, chapter, prompt } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    await reconcileChapter(deps, chapter.spec.id);
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'square', resolution: '1080p' } });
    await reconcileChapter(deps, chapter.spec.id);
    const square = rerenderJobName(chapter.spec.id, prompt.spec.id, { aspect: 'square', resolution: '1080p' });
    expect(runner.deleted).toEqual([rerenderJobName(chapter.spec.id, prompt.spec.id, PORTRAIT)]);
    expect(runner.created.at(-1)).toBe(square);
    // Back to the prompt's own format: nothing to re-render, the job is stopped and the chapter is ready.
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'landscape', resolution: '720p' } });
    await reconcileChapter(deps, chapter.spec.id);
    expect(runner.deleted.at(-1)).toBe(square);
    expect((await store.get('chapter', chapter.spec.id))?.status).toMatchObject({ state: 'ready', render: { key: 'own.mp4' } });
  });

  it('records a failed re-render as the chapter\'s error, and does not retry it', async () => {
    const { project, chapter, prompt } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    await reconcileChapter(deps, chapter.spec.id);
    const name = runner.created[0]!;
    runner.set(name, { state: 'failed', message: 'engine exited with code 1' });
    await reconcileChapter(deps, chapter.spec.id);
    const view = await getChapter(store, caller, project.spec.id, chapter.spec.id);
    expect(view.chapter.status.state).toBe('error');
    expect(view.chapter.status.renderFailure).toMatchObject({ promptId: prompt.spec.id, message: expect.stringMatching(/portrait 720p failed: engine exited with code 1/) });
    await reconcileChapter(deps, chapter.spec.id);
    expect(runner.created).toEqual([name]);
  });

  it('fails a re-render that never started within the start deadline', async () => {
    const { project, chapter } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    await reconcileChapter(deps, chapter.spec.id);
    runner.set(runner.created[0]!, { state: 'pending', queued: true });
    now = new Date(now.getTime() + 901_000);
    await reconcileChapter(deps, chapter.spec.id);
    expect((await store.get('chapter', chapter.spec.id))?.status.renderFailure?.message).toMatch(/render queue/);
  });

  it('lets an export wait for the re-render, then join the renders in the new format', async () => {
    const { project, chapter, prompt } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    const exp = await startExport(store, clock, caller, project.spec.id);
    const exportDeps = { ...deps, claimGraceMs: 30_000 };
    expect(await reconcileExport(exportDeps, exp.spec.id)).toEqual({ requeueAfterMs: 1_000 });
    let got = await store.get('export', exp.spec.id);
    expect(got?.status).toMatchObject({ phase: 'queued', waiting: expect.stringMatching(/Waiting for 1 chapter.*portrait 720p.*"One"/) });
    expect(runner.created.filter((n) => n.startsWith('montage-export-'))).toEqual([]);

    await reconcileChapter(deps, chapter.spec.id);
    const name = rerenderJobName(chapter.spec.id, prompt.spec.id, PORTRAIT);
    const keys = rerenderKeys(chapter.spec.id, prompt.spec.id, PORTRAIT);
    await putJson(storage, keys.resultKey, { ok: true, message: 'done', durationSeconds: 4, captions: true });
    runner.set(name, { state: 'succeeded' });
    await reconcileChapter(deps, chapter.spec.id);

    await reconcileExport(exportDeps, exp.spec.id);
    got = await store.get('export', exp.spec.id);
    expect(got?.status).toMatchObject({ phase: 'queued', format: PORTRAIT, startedAt: expect.any(String) });
    expect(got?.status.waiting).toBeUndefined();
    const job = [...runner.jobs.values()].find((j) => j.request.name.startsWith('montage-export-'))!;
    expect(job.request.spec).toMatchObject({
      type: 'export',
      chapters: [{ key: keys.outputKey, durationSeconds: 4, captionsKey: keys.captionsKey }],
      captionsKey: `projects/${project.spec.id}/exports/${exp.spec.id}/captions.vtt`,
    });
  });

  it('fails an export whose chapter moved on to a newer prompt while it waited', async () => {
    const { project, chapter } = await completedChapter();
    await updateProject(store, caller, project.spec.id, { format: { aspect: 'portrait' } });
    const exp = await startExport(store, clock, caller, project.spec.id);
    now = new Date(now.getTime() + 10);
    const newer = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: 'Title "B"' });
    await store.updateStatus('prompt', { ...newer, status: { ...newer.status, phase: 'completed', result: 'ok', sceneKey: 'b.json', output: { key: 'b.mp4', durationSeconds: 4, format: PORTRAIT } } });
    await reconcileExport({ ...deps, claimGraceMs: 30_000 }, exp.spec.id);
    expect((await store.get('export', exp.spec.id))?.status).toMatchObject({ phase: 'failed', error: expect.stringMatching(/"One" changed while the export waited/) });
  });
});
