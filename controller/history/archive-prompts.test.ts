import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { createChapter } from '../../core/chapters.js';
import type { Clock } from '../../lib/clock.js';
import { PromptHistory } from '../../core/history.js';
import { createProject } from '../../core/projects.js';
import { jobKeys } from '../../engine/job-spec.js';
import { newId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import type { PromptStatus } from '../../model/prompt.js';
import { jobName, type JobRunner, type JobStatus } from '../../runner/job-runner.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { reconcileChapter } from '../chapters/reconcile-chapter.js';
import { sweepRetention } from '../retention/sweep.js';
import { eventsRecorded, recordDeliveries } from '../webhooks/record.js';
import { archivePrompts, type HistorySettings } from './archive-prompts.js';
import { deleteHistory } from './delete-history.js';

const HOUR = 3_600_000;

describe('archivePrompts (embedded store, local disk): which prompts go, and retention', () => {
  let dir: string;
  let store: EmbeddedStore;
  let storage: LocalDiskStorage;
  let now: Date;
  const clock: Clock = { now: () => now };
  const caller = { tenant: 'history' };
  /** Jobs in the states a test sets; every other job is absent (nothing runs here). */
  const jobs = new Map<string, JobStatus>();
  const runner = { status: async (name: string) => jobs.get(name) ?? { state: 'absent' }, delete: async () => undefined, ensure: async () => undefined, onChange: () => () => undefined, stop: async () => undefined } as unknown as JobRunner;

  const files = () =>
    readdirSync(join(dir, 'objects'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith('.meta.json'))
      .map((e) => relative(join(dir, 'objects'), join(e.parentPath, e.name)))
      .sort();

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'history-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
    now = new Date('2026-11-01T00:00:00.000Z');
    jobs.clear();
  });
  afterEach(async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function chapterWith(states: ('completed' | 'failed' | 'processing')[]) {
    const project = await createProject(store, clock, caller, { name: 'P' });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'C' });
    const ids: string[] = [];
    for (const [i, phase] of states.entries()) {
      const id = newId('prompt');
      const at = new Date(now.getTime() + i * HOUR).toISOString();
      const keys = jobKeys.prompt(chapter.spec.id, id);
      let status: PromptStatus = { phase };
      if (phase === 'completed') {
        for (const key of [keys.sceneKey, keys.outputKey]) await storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'application/octet-stream' });
        status = { phase, result: `done ${i}`, completedAt: at, sceneKey: keys.sceneKey, output: { key: keys.outputKey, durationSeconds: 2 } };
      } else if (phase === 'failed') status = { phase, result: `failed ${i}`, completedAt: at };
      await store.create('prompt', {
        spec: { id, tenant: caller.tenant, createdAt: at, projectId: project.spec.id, chapterId: chapter.spec.id, content: `Prompt ${i}`, force: false },
        status,
        labels: { [LABELS.project]: project.spec.id, [LABELS.chapter]: chapter.spec.id },
      });
      ids.push(id);
    }
    return { project: project.spec.id, chapter: chapter.spec.id, ids };
  }

  const archive = async (chapterId: string, settings: HistorySettings) => {
    const chapter = (await store.get('chapter', chapterId))!;
    const prompts = await store.list('prompt', { labels: { [LABELS.chapter]: chapterId } });
    return archivePrompts({ store, storage, runner, history: new PromptHistory(storage) }, chapter, prompts, settings);
  };
  const live = async (chapterId: string) => (await store.list('prompt', { labels: { [LABELS.chapter]: chapterId } })).map((p) => p.spec.id);

  it('leaves the claimed, latest completed, rendered, re-rendered, exported, unfinished and still running prompts', async () => {
    const { project, chapter, ids } = await chapterWith(['completed', 'failed', 'completed', 'processing', 'completed', 'failed', 'completed', 'failed', 'failed', 'failed']);
    const [exported, running, rerendered, unfinished, old1, old2, latestCompleted, , , claimed] = ids as [string, string, string, string, string, string, string, string, string, string];
    await store.create('export', {
      spec: { id: newId('export'), tenant: caller.tenant, createdAt: now.toISOString(), projectId: project, chapters: [{ chapterId: chapter, promptId: exported, key: 'k', durationSeconds: 2 }] },
      status: { phase: 'queued' },
      labels: { [LABELS.project]: project },
    });
    jobs.set(jobName('prompt', (await store.get('prompt', running))!.metadata.name), { state: 'running' });
    const current = (await store.get('chapter', chapter))!;
    await store.update('chapter', { ...current, spec: { ...current.spec, activePromptId: claimed } });
    const withSpec = (await store.get('chapter', chapter))!;
    await store.updateStatus('chapter', { ...withSpec, status: { rerender: { job: 'montage-render-x', promptId: rerendered, format: { aspect: 'portrait', resolution: '720p' }, startedAt: now.toISOString() } } });

    expect(await archive(chapter, { limit: 3, renderRetentionHours: 0 })).toBe(2);
    expect(await live(chapter)).toEqual(ids.filter((id) => id !== old1 && id !== old2));
    expect(await live(chapter)).toContain(latestCompleted);
    expect(await live(chapter)).toContain(unfinished);

    // The chapter's prompt count takes the archived ones in.
    const deps = { store, storage, runner, clock, events: { normal: () => undefined, warning: () => undefined }, deadlineSeconds: 600, startDeadlineSeconds: 900, progressIntervalMs: 1_000 };
    await reconcileChapter({ ...deps, history: { reader: new PromptHistory(storage), settings: { limit: 3, renderRetentionHours: 0 } } }, chapter);
    expect((await store.get('chapter', chapter))!.status.promptCount).toBe(10);
  });

  it('archives in batches of a tenth of the limit, and not at all with a limit of 0', async () => {
    const { chapter, ids } = await chapterWith(Array.from({ length: 21 }, () => 'failed' as const));
    expect(await archive(chapter, { limit: 0, renderRetentionHours: 0 })).toBe(0);
    // 21 prompts, limit 20: one over, but a batch is 2.
    expect(await archive(chapter, { limit: 20, renderRetentionHours: 0 })).toBe(0);
    expect(await archive(chapter, { limit: 19, renderRetentionHours: 0 })).toBe(2);
    expect(await live(chapter)).toEqual(ids.slice(2));
  });

  it("keeps a prompt whose webhook event is not recorded yet, and archives it once it is", async () => {
    const webhook = newId('webhook');
    await store.create('webhook', {
      spec: { id: webhook, tenant: caller.tenant, createdAt: new Date(now.getTime() - HOUR).toISOString(), url: 'https://hooks.example.com/x', events: ['prompt.failed'], secrets: [{ value: `whsec_${Buffer.alloc(32, 1).toString('base64')}` }] },
    });
    const { chapter, ids } = await chapterWith(['failed', 'failed', 'failed']);
    const recorded = (prompt: Parameters<typeof eventsRecorded>[1]) => eventsRecorded(store, prompt);
    const withEvents = async () => {
      const current = (await store.get('chapter', chapter))!;
      const prompts = await store.list('prompt', { labels: { [LABELS.chapter]: chapter } });
      return archivePrompts({ store, storage, runner, history: new PromptHistory(storage), eventsRecorded: recorded }, current, prompts, { limit: 1, renderRetentionHours: 0 });
    };
    expect(await withEvents()).toBe(0);
    const payload = { publicUrl: undefined, downloadUrl: async () => 'unused' };
    await recordDeliveries({ store, clock, payload }, (await store.get('prompt', ids[0]!))!);
    expect(await withEvents()).toBe(1);
    expect(await live(chapter)).toEqual(ids.slice(1));
  });

  it('with a render retention, waits for retention to remove a render before archiving its prompt', async () => {
    const { chapter, ids } = await chapterWith(['completed', 'completed', 'completed', 'completed']);
    const settings = { limit: 1, renderRetentionHours: 1 };
    expect(await archive(chapter, settings)).toBe(0);
    now = new Date(now.getTime() + 10 * HOUR);
    expect(await sweepRetention({ store, storage, clock }, { exportRetentionHours: 0, renderRetentionHours: 1 })).toEqual({ exportsDeleted: 0, rendersRemoved: 3 });
    expect(await archive(chapter, settings)).toBe(3);
    expect(await live(chapter)).toEqual([ids[3]]);
    // The archived prompts' scene documents stay (their segment owns them) until the chapter goes.
    const prefix = (id: string) => `chapters/${chapter}/prompts/${id}/`;
    for (const id of ids.slice(0, 3)) expect(files().filter((f) => f.startsWith(prefix(id)))).toEqual([`${prefix(id)}scene.json`]);
    await deleteHistory(storage, (await store.get('chapter', chapter))!);
    expect(files()).toEqual([`${prefix(ids[3]!)}render.mp4`, `${prefix(ids[3]!)}scene.json`]);
  });
});
