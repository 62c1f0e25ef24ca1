import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../lib/clock.js';
import { createChapter } from '../../core/chapters.js';
import { createProject } from '../../core/projects.js';
import { submitPrompt } from '../../core/prompts.js';
import { jobKeys, type PromptJob } from '../../engine/job-spec.js';
import { putJson } from '../../engine/storage-files.js';
import type { JobRequest, JobRunner, JobStatus } from '../../runner/job-runner.js';
import { jobName } from '../../runner/job-runner.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import type { PromptReconcilerDeps } from './prompt-deps.js';
import { reconcilePrompt } from './reconcile-prompt.js';

class ScriptedRunner implements JobRunner {
  readonly jobs = new Map<string, { request: JobRequest; status: JobStatus }>();
  async ensure(request: JobRequest): Promise<void> {
    if (!this.jobs.has(request.name)) this.jobs.set(request.name, { request, status: { state: 'pending' } });
  }
  async status(name: string): Promise<JobStatus> {
    return this.jobs.get(name)?.status ?? { state: 'absent' };
  }
  async delete(name: string): Promise<void> {
    this.jobs.delete(name);
  }
  onChange(): () => void {
    return () => undefined;
  }
  async stop(): Promise<void> {}
}

/* The job spec a prompt gets (format, scene source, assets) and what its result changes (format, captions). */
describe('reconcilePrompt: formats, scene documents and captions', () => {
  let dir: string;
  let store: EmbeddedStore;
  let storage: LocalDiskStorage;
  let runner: ScriptedRunner;
  let deps: PromptReconcilerDeps;
  const caller = { tenant: 'fmt' };
  const clock: Clock = { now: () => new Date() };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reconcile-prompt-format-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
    runner = new ScriptedRunner();
    deps = {
      store,
      storage,
      runner,
      clock,
      events: { normal: () => undefined, warning: () => undefined },
      deadlineSeconds: 600,
      startDeadlineSeconds: 900,
      claimGraceMs: 30_000,
      progressIntervalMs: 1_000,
    };
  });
  afterEach(async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function setup(format?: { aspect: 'square'; resolution: '1080p' }) {
    const project = await createProject(store, clock, caller, { name: 'P', ...(format ? { format } : {}) });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'C' });
    return { project, chapter };
  }

  it("gives the job the project's format, records it first, and takes the format a prompt asked for", async () => {
    const { project, chapter } = await setup({ aspect: 'square', resolution: '1080p' });
    const prompt = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: 'Title "Hi", make it vertical' });
    await reconcilePrompt(deps, prompt.spec.id);
    expect((await store.get('prompt', prompt.spec.id))?.status.format).toEqual({ aspect: 'square', resolution: '1080p' });
    const name = jobName('prompt', prompt.metadata.name);
    const spec = runner.jobs.get(name)!.request.spec as PromptJob;
    const keys = jobKeys.prompt(chapter.spec.id, prompt.spec.id);
    expect(spec).toMatchObject({ format: { aspect: 'square', resolution: '1080p' }, sceneSourceKey: null, captionsKey: keys.captionsKey });

    await putJson(storage, keys.resultKey, { ok: true, message: 'Built it.', durationSeconds: 5, captions: true, format: { aspect: 'portrait', resolution: '720p' } });
    runner.jobs.get(name)!.status = { state: 'succeeded' };
    await reconcilePrompt(deps, prompt.spec.id);
    expect((await store.get('prompt', prompt.spec.id))?.status).toMatchObject({
      phase: 'completed',
      output: { key: keys.outputKey, durationSeconds: 5, format: { aspect: 'portrait', resolution: '720p' }, captionsKey: keys.captionsKey },
    });
    expect((await store.get('project', project.spec.id))?.spec.format).toEqual({ aspect: 'portrait', resolution: '720p' });
  });

  it('renders a stored scene document with the assets it uses, and a later prompt keeps them', async () => {
    const { project, chapter } = await setup();
    const asset = await store.create('asset', {
      spec: { id: 'ast_logologologologologo1', tenant: caller.tenant, createdAt: new Date().toISOString(), name: 'l.png', contentType: 'image/png', objectKey: 'assets/l.png' },
      status: { state: 'ready' },
    });
    const source = `chapters/${chapter.spec.id}/prompts/int_sourcesourcesourcesou/source.json`;
    await putJson(storage, source, { version: 2, background: { type: 'solid', colour: '#000000' }, scenes: [{ duration: 3, layers: [{ type: 'logo', assetId: asset.spec.id }] }] });
    const edit = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: '(scene document edited through the API)' }, { promptId: 'int_sourcesourcesourcesou', sceneSourceKey: source });
    await reconcilePrompt(deps, edit.spec.id);
    const first = runner.jobs.get(jobName('prompt', edit.metadata.name))!;
    expect(first.request.spec).toMatchObject({ sceneSourceKey: source, format: { aspect: 'landscape', resolution: '1080p' } });
    expect((first.request.spec as PromptJob).assets.map((a) => a.id)).toEqual([asset.spec.id]);

    const keys = jobKeys.prompt(chapter.spec.id, edit.spec.id);
    await putJson(storage, keys.sceneKey, { version: 2, background: { type: 'solid', colour: '#000000' }, scenes: [{ duration: 3, layers: [{ type: 'logo', assetId: asset.spec.id }] }] });
    await putJson(storage, keys.resultKey, { ok: true, message: 'Rendered.', durationSeconds: 3 });
    first.status = { state: 'succeeded' };
    await reconcilePrompt(deps, edit.spec.id);

    const next = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: 'change the heading to "Later"' });
    await reconcilePrompt(deps, next.spec.id);
    const spec = runner.jobs.get(jobName('prompt', next.metadata.name))!.request.spec as PromptJob;
    expect(spec).toMatchObject({ previousSceneKey: keys.sceneKey, sceneSourceKey: null });
    expect(spec.assets.map((a) => a.id)).toEqual([asset.spec.id]);
  });
});
