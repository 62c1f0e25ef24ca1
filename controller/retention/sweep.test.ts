import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { createChapter } from '../../core/chapters.js';
import type { Clock } from '../../lib/clock.js';
import { createProject } from '../../core/projects.js';
import { jobKeys } from '../../engine/job-spec.js';
import { newId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import type { JobRunner } from '../../runner/job-runner.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { rerenderKeys } from '../chapters/rerender.js';
import { finishDeletion } from '../cleanup/finish-deletion.js';
import { sweepRetention } from './sweep.js';

const HOUR = 3_600_000;

describe('the retention sweep (embedded store, local disk)', () => {
  let dir: string;
  let store: EmbeddedStore;
  let storage: LocalDiskStorage;
  let now: Date;
  const clock: Clock = { now: () => now };
  const caller = { tenant: 'retention' };
  /** No job runs here: every job is absent, which is what the export cleanup waits for. */
  const noJobs = { delete: async () => undefined, status: async () => ({ state: 'absent' as const }) } as unknown as JobRunner;

  const files = () =>
    readdirSync(join(dir, 'objects'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith('.meta.json'))
      .map((e) => relative(join(dir, 'objects'), join(e.parentPath, e.name)))
      .sort();
  const put = (key: string) => storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'application/octet-stream' });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'retention-'));
    store = new EmbeddedStore(join(dir, 'store'));
    await store.start();
    storage = new LocalDiskStorage({ root: join(dir, 'objects'), secret: 'x'.repeat(32), publicBaseUrl: 'http://127.0.0.1:1' });
    now = new Date('2026-11-01T00:00:00.000Z');
  });
  afterEach(async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A completed prompt at `at`, with its render, captions, scene document and a re-render in portrait stored. */
  async function completedPrompt(projectId: string, chapterId: string, at: Date): Promise<string> {
    const id = newId('prompt');
    const keys = jobKeys.prompt(chapterId, id);
    const portrait = rerenderKeys(chapterId, id, { aspect: 'portrait', resolution: '720p' });
    for (const key of [keys.outputKey, keys.captionsKey, keys.sceneKey, portrait.outputKey]) await put(key);
    await store.create('prompt', {
      spec: { id, tenant: caller.tenant, createdAt: at.toISOString(), projectId, chapterId, content: 'Title "X"', force: false },
      status: { phase: 'completed', result: 'done', completedAt: at.toISOString(), sceneKey: keys.sceneKey, output: { key: keys.outputKey, durationSeconds: 2, captionsKey: keys.captionsKey } },
      labels: { [LABELS.project]: projectId, [LABELS.chapter]: chapterId },
    });
    return id;
  }

  it("deletes old exports (releasing the project's claim) and superseded renders' files, keeping the history and the latest render", async () => {
    const project = await createProject(store, clock, caller, { name: 'Old' });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'One' });
    const old = await completedPrompt(project.spec.id, chapter.spec.id, now);
    const latest = await completedPrompt(project.spec.id, chapter.spec.id, new Date(now.getTime() + HOUR));
    const exportId = newId('export');
    const exportKeys = jobKeys.export(project.spec.id, exportId);
    for (const key of [exportKeys.outputKey, exportKeys.resultKey]) await put(key);
    await store.create('export', {
      spec: { id: exportId, tenant: caller.tenant, createdAt: now.toISOString(), projectId: project.spec.id, chapters: [{ chapterId: chapter.spec.id, promptId: latest, key: 'k', durationSeconds: 2 }] },
      status: { phase: 'completed', completedAt: new Date(now.getTime() + 2 * HOUR).toISOString(), outputKey: exportKeys.outputKey },
      labels: { [LABELS.project]: project.spec.id },
    });
    const claimed = (await store.get('project', project.spec.id))!;
    await store.update('project', { ...claimed, spec: { ...claimed.spec, activeExportId: exportId } });
    const before = files();
    expect(before).toHaveLength(10);

    const settings = { exportRetentionHours: 24, renderRetentionHours: 48 };
    now = new Date(now.getTime() + 20 * HOUR);
    expect(await sweepRetention({ store, storage, clock }, settings)).toEqual({ exportsDeleted: 0, rendersRemoved: 0 });
    expect(files()).toEqual(before);

    // 27 h on: the export is past 24 h, the render that superseded the old one not yet past 48 h.
    now = new Date(now.getTime() + 7 * HOUR);
    expect(await sweepRetention({ store, storage, clock }, settings)).toEqual({ exportsDeleted: 1, rendersRemoved: 0 });
    expect((await store.get('project', project.spec.id))!.spec.activeExportId).toBeNull();
    const marked = (await store.get('export', exportId))!;
    expect(marked.metadata.deletionTimestamp).toBeDefined();
    await finishDeletion({ store, storage, runner: noJobs }, 'export', marked);
    expect(await store.get('export', exportId)).toBeUndefined();
    expect(files().filter((f) => f.startsWith('projects/'))).toEqual([]);

    // 50 h on: the old render's video, captions and re-render go; its scene document and history entry stay.
    now = new Date(now.getTime() + 23 * HOUR);
    expect(await sweepRetention({ store, storage, clock }, settings)).toEqual({ exportsDeleted: 0, rendersRemoved: 1 });
    expect(files()).toEqual(
      [jobKeys.prompt(chapter.spec.id, old).sceneKey, ...['render.mp4', 'captions.vtt', 'scene.json', 'formats/portrait-720p/render.mp4'].map((f) => `chapters/${chapter.spec.id}/prompts/${latest}/${f}`)].sort(),
    );
    const oldPrompt = (await store.get('prompt', old))!;
    expect(oldPrompt.status.output).toBeUndefined();
    expect(oldPrompt.status.phase).toBe('completed');
    expect((await store.get('prompt', latest))!.status.output).toBeDefined();
    // Done is done: a later sweep finds nothing more.
    expect(await sweepRetention({ store, storage, clock }, settings)).toEqual({ exportsDeleted: 0, rendersRemoved: 0 });
  });

  it('keeps everything with retention 0, and a superseded render that an export still in progress takes', async () => {
    const project = await createProject(store, clock, caller, { name: 'Busy' });
    const chapter = await createChapter(store, clock, caller, project.spec.id, { name: 'One' });
    const old = await completedPrompt(project.spec.id, chapter.spec.id, now);
    await completedPrompt(project.spec.id, chapter.spec.id, new Date(now.getTime() + HOUR));
    await store.create('export', {
      spec: { id: newId('export'), tenant: caller.tenant, createdAt: now.toISOString(), projectId: project.spec.id, chapters: [{ chapterId: chapter.spec.id, promptId: old, key: 'k', durationSeconds: 2 }] },
      status: { phase: 'processing' },
      labels: { [LABELS.project]: project.spec.id },
    });
    now = new Date(now.getTime() + 1000 * HOUR);
    expect(await sweepRetention({ store, storage, clock }, { exportRetentionHours: 0, renderRetentionHours: 0 })).toEqual({ exportsDeleted: 0, rendersRemoved: 0 });
    expect(await sweepRetention({ store, storage, clock }, { exportRetentionHours: 1, renderRetentionHours: 1 })).toEqual({ exportsDeleted: 0, rendersRemoved: 0 });
    expect(files()).toHaveLength(8);
  });
});
