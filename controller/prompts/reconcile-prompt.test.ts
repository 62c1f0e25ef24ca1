import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { createChapter } from '../../core/chapters.js';
import type { Clock } from '../../lib/clock.js';
import { createProject } from '../../core/projects.js';
import { submitPrompt } from '../../core/prompts.js';
import { LocalJobRunner } from '../../runner/local/local-runner.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import type { StoredObject } from '../../store/store.js';
import { LogEventRecorder } from '../events.js';
import { CLEANUP_FINALIZER } from '../../core/deletion.js';
import { jobKeys } from '../../engine/job-spec.js';
import type { PromptReconcilerDeps } from './prompt-deps.js';
import { reconcilePrompt } from './reconcile-prompt.js';

/*
 * The reconciler's decisions on a real (embedded) store. The runner is the real local one, never asked to start
 * anything here: these prompts end before a job would be made.
 */
describe('reconcilePrompt', () => {
  let dir: string;
  let store: EmbeddedStore;
  let deps: PromptReconcilerDeps;
  let now: Date;
  const caller = { tenant: 'race' };
  const clock: Clock = { now: () => now };
  const warnings: string[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reconcile-prompt-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    now = new Date('2026-11-23T10:00:00.000Z');
    warnings.length = 0;
    const events = new LogEventRecorder(pino({ level: 'silent' }));
    deps = {
      store,
      storage: new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' }),
      runner: new LocalJobRunner({ concurrency: 1, env: {}, logger: pino({ level: 'silent' }), command: { command: 'false', args: [] } }),
      clock,
      events: { normal: events.normal.bind(events), warning: (_o, _r, message) => warnings.push(message) },
      deadlineSeconds: 600,
      startDeadlineSeconds: 900,
      claimGraceMs: 30_000,
      progressIntervalMs: 1_000,
    };
  });
  afterEach(async () => {
    await deps.runner.stop();
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A chapter, and a Prompt created straight in the store (as `kubectl create` would): no claim, no finalizer. */
  async function chapterWithBarePrompt(name: string, promptId: string, content: string) {
    const project = await createProject(store, clock, caller, { name });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'One' });
    const prompt = await store.create('prompt', {
      spec: { id: promptId, tenant: caller.tenant, createdAt: now.toISOString(), projectId: project.spec.id, chapterId: chapter.spec.id, content, force: false },
      status: { phase: 'processing', result: null },
      labels: {},
    });
    return { project, chapter, prompt };
  }

  async function chapterWithPrompts(force: boolean): Promise<{ loser: StoredObject<'prompt'>; winner: StoredObject<'prompt'> }> {
    // The loser's Prompt was created first but its claim lost: the winner, created a moment later, holds the chapter.
    const { project, chapter, prompt: loser } = await chapterWithBarePrompt('Race', 'int_loserloserloserloser1', 'Title "A"');
    now = new Date(now.getTime() + 5);
    const winner = await submitPrompt(store, clock, caller, project.spec.id, chapter.spec.id, { content: 'Title "B"', force });
    return { loser, winner };
  }

  it('gives a prompt made without the API the cleanup finalizer, so a later kubectl delete still cleans its storage', async () => {
    const { chapter, prompt: made } = await chapterWithBarePrompt('Kubectl', 'int_kubectlkubectlkubect1', 'Title "K"');
    expect(made.metadata.finalizers ?? []).toEqual([]);
    await reconcilePrompt(deps, made.spec.id);
    expect((await store.get('prompt', made.spec.id))?.metadata.finalizers).toEqual([CLEANUP_FINALIZER]);
    // What its job would have written.
    const keys = jobKeys.prompt(chapter.spec.id, made.spec.id);
    await deps.storage.put(keys.outputKey, Readable.from([Buffer.from('mp4')]), { contentType: 'video/mp4' });
    await deps.storage.put(keys.resultKey, Readable.from([Buffer.from('{}')]), { contentType: 'application/json' });

    // `kubectl delete`: the store's delete, nothing else. The object waits for its cleanup.
    await store.delete('prompt', made.spec.id);
    expect((await store.get('prompt', made.spec.id))?.metadata.deletionTimestamp).toBeDefined();
    await reconcilePrompt(deps, made.spec.id);
    expect(await store.get('prompt', made.spec.id)).toBeUndefined();
    expect(await deps.storage.head(keys.outputKey)).toBeUndefined();
    expect(await deps.storage.head(keys.resultKey)).toBeUndefined();
  });

  it('tells the loser of a race without force that it lost a race, not that it was forced out', async () => {
    const { loser, winner } = await chapterWithPrompts(false);
    await reconcilePrompt(deps, loser.spec.id);
    const failed = await store.get('prompt', loser.spec.id);
    expect(failed?.status).toMatchObject({ phase: 'failed', result: `Lost a race with prompt ${winner.spec.id}, submitted to the chapter at the same time; that one runs instead.` });
    expect(warnings).toEqual([failed?.status.result]);
  });

  it('names force when the newer prompt used it', async () => {
    const { loser, winner } = await chapterWithPrompts(true);
    await reconcilePrompt(deps, loser.spec.id);
    expect((await store.get('prompt', loser.spec.id))?.status.result).toBe(`Superseded by prompt ${winner.spec.id}, submitted with force.`);
  });
});
