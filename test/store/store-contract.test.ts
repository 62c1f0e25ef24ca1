import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { newId, objectNameForId } from '../../model/ids.js';
import { LABELS, tenantLabelValue } from '../../model/kinds.js';
import {
  StoreAlreadyExistsError,
  StoreConflictError,
  StoreNotFoundError,
  type Store,
  type StoredObject,
  type WatchEvent,
} from '../../store/store.js';
import { newChapter, newProject, newPrompt } from './fixtures.js';
import { embeddedSubject, kubernetesSubject, type StoreSubject } from './subjects.js';
import { waitFor } from './wait-for.js';

/*
 * The store port's contract (store/store.ts), run against both adapters: the embedded store on local disk, and
 * custom resources on the real kube-apiserver of the integration environment. Every expectation holds for both.
 */

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second));
const tenantName = () => `tenant-${newId('project').slice(4, 12).toLowerCase()}`;

async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

describe.each([
  ['embedded', embeddedSubject],
  ['kubernetes', () => kubernetesSubject()],
])('%s store contract', (_name, open: () => Promise<StoreSubject>) => {
  let subject: StoreSubject;
  let store: Store;
  let tenant: string;
  beforeEach(async () => {
    subject = await open();
    store = subject.store;
    tenant = tenantName();
  });
  afterEach(() => subject.close());

  describe('create and get', () => {
    it('stores the object with Kubernetes-style metadata and the store-owned labels, readable at once', async () => {
      const input = newPrompt(tenant, newId('project'), newId('chapter'));
      const created = await store.create('prompt', input);
      expect(created).toEqual({
        kind: 'prompt',
        metadata: {
          name: objectNameForId(input.spec.id),
          resourceVersion: expect.stringMatching(/^\d+$/),
          generation: 1,
          creationTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
          uid: expect.any(String),
          labels: {
            ...input.labels,
            [LABELS.id]: input.spec.id,
            [LABELS.tenant]: tenant,
            [LABELS.managedBy]: 'montage',
          },
        },
        spec: input.spec,
        status: input.status,
      });
      expect(await store.get('prompt', input.spec.id)).toEqual(created);
    });

    it('labels a tenant that is not a valid label value by a hash, keeping spec.tenant exact', async () => {
      const longTenant = `user@example.com/${'x'.repeat(80)}`;
      const created = await store.create('project', newProject(longTenant));
      expect(created.spec.tenant).toBe(longTenant);
      expect(created.metadata.labels[LABELS.tenant]).toBe(tenantLabelValue(longTenant));
      expect((await store.list('project', { tenant: longTenant })).map((p) => p.spec.id)).toEqual([created.spec.id]);
    });

    it('refuses a second object with the same id', async () => {
      const input = newProject(tenant);
      await store.create('project', input);
      await expect(store.create('project', { ...input, spec: { ...input.spec, name: 'Again' } })).rejects.toThrow(StoreAlreadyExistsError);
    });

    it('returns nothing for an unknown id', async () => {
      expect(await store.get('project', newId('project'))).toBeUndefined();
    });

    it('rejects an invalid spec as a programmer error', async () => {
      const input = newProject(tenant);
      await expect(store.create('project', { ...input, spec: { ...input.spec, name: '' } })).rejects.toThrow(/invalid project spec/);
    });

    it('hands out copies: changing a returned object changes nothing stored', async () => {
      const created = await store.create('project', newProject(tenant));
      created.spec.name = 'Mutated';
      created.metadata.labels.extra = 'x';
      const read = await store.get('project', created.spec.id);
      read!.spec.name = 'Mutated too';
      const again = await store.get('project', created.spec.id);
      expect(again!.spec.name).toBe('A project');
      expect(again!.metadata.labels.extra).toBeUndefined();
    });
  });

  describe('list', () => {
    it('lists by tenant in createdAt order, then id', async () => {
      const projectId = newId('project');
      const chapters = [at(3), at(1), at(2), at(1)].map((time) => newChapter(tenant, projectId, time));
      for (const chapter of chapters) await store.create('chapter', chapter);
      const [late, early1, middle, early2] = chapters.map((c) => c.spec.id) as [string, string, string, string];
      const expected = [...[early1, early2].sort(), middle, late];
      expect((await store.list('chapter', { tenant })).map((c) => c.spec.id)).toEqual(expected);
    });

    it('keeps tenants apart and filters by labels', async () => {
      const other = tenantName();
      const p1 = newId('project');
      const p2 = newId('project');
      const mine1 = await store.create('chapter', newChapter(tenant, p1, at(1)));
      const mine2 = await store.create('chapter', newChapter(tenant, p2, at(2)));
      const theirs = await store.create('chapter', newChapter(other, p1, at(3)));

      expect((await store.list('chapter', { tenant })).map((c) => c.spec.id)).toEqual([mine1.spec.id, mine2.spec.id]);
      expect((await store.list('chapter', { tenant: other })).map((c) => c.spec.id)).toEqual([theirs.spec.id]);
      expect((await store.list('chapter', { tenant, labels: { [LABELS.project]: p1 } })).map((c) => c.spec.id)).toEqual([mine1.spec.id]);
      // Labels alone select across tenants; the tenant option is what isolates.
      expect((await store.list('chapter', { labels: { [LABELS.project]: p1 } })).map((c) => c.spec.id)).toEqual([mine1.spec.id, theirs.spec.id]);
      expect(await store.list('chapter', { tenant: tenantName() })).toEqual([]);
      expect(await store.list('project', { tenant })).toEqual([]);
    });

    it('serves a window of the list, narrowed by `where` first, with the total, as copies', async () => {
      const projectId = newId('project');
      const created = [];
      for (let i = 0; i < 7; i++) created.push(await store.create('chapter', newChapter(tenant, projectId, at(i))));
      await store.create('chapter', newChapter(tenantName(), projectId, at(0)));
      const ids = created.map((c) => c.spec.id);

      const page = await store.listPage('chapter', { tenant }, { offset: 2, limit: 3 });
      expect(page.total).toBe(7);
      expect(page.items.map((c) => c.spec.id)).toEqual(ids.slice(2, 5));
      expect(await store.listPage('chapter', { tenant }, { offset: 6, limit: 3 })).toMatchObject({ total: 7, items: [{ spec: { id: ids[6] } }] });
      expect(await store.listPage('chapter', { tenant }, { offset: 9, limit: 3 })).toEqual({ total: 7, items: [] });

      const even = new Set(ids.filter((_, i) => i % 2 === 0));
      const filtered = await store.listPage('chapter', { tenant, where: (c) => even.has(c.spec.id) }, { offset: 1, limit: 2 });
      expect(filtered.total).toBe(4);
      expect(filtered.items.map((c) => c.spec.id)).toEqual([ids[2], ids[4]]);

      page.items[0]!.spec.name = 'changed by the caller';
      expect((await store.get('chapter', ids[2]!))!.spec.name).not.toBe('changed by the caller');
    });
  });

  describe('update and updateStatus', () => {
    it('update writes spec and labels, bumps generation, ignores status, and is readable at once', async () => {
      const created = await store.create('project', newProject(tenant));
      const updated = await store.update('project', {
        ...created,
        spec: { ...created.spec, name: 'Renamed' },
        status: { observedGeneration: 99 },
      });
      expect(updated.spec.name).toBe('Renamed');
      expect(updated.status).toEqual({});
      expect(updated.metadata.generation).toBe(2);
      expect(Number(updated.metadata.resourceVersion)).toBeGreaterThan(Number(created.metadata.resourceVersion));
      expect(updated.metadata.uid).toBe(created.metadata.uid);
      expect(await store.get('project', created.spec.id)).toEqual(updated);
      expect((await store.list('project', { tenant }))[0]).toEqual(updated);
    });

    it('updateStatus writes status only: spec changes are ignored and generation stays', async () => {
      const created = await store.create('project', newProject(tenant));
      const updated = await store.updateStatus('project', {
        ...created,
        spec: { ...created.spec, name: 'Ignored' },
        status: { observedGeneration: 1 },
      });
      expect(updated.status).toEqual({ observedGeneration: 1 });
      expect(updated.spec.name).toBe('A project');
      expect(updated.metadata.generation).toBe(1);
      expect(Number(updated.metadata.resourceVersion)).toBeGreaterThan(Number(created.metadata.resourceVersion));
      expect(await store.get('project', created.spec.id)).toEqual(updated);
    });

    it('keeps null and nested status values as written', async () => {
      const prompt = await store.create('prompt', newPrompt(tenant, newId('project'), newId('chapter')));
      const status = { phase: 'completed' as const, result: null, progress: 1, output: { key: 'renders/x.mp4', durationSeconds: 2.5 } };
      const updated = await store.updateStatus('prompt', { ...prompt, status });
      expect(updated.status).toEqual(status);
      expect((await store.get('prompt', prompt.spec.id))!.status).toEqual(status);
    });

    it('changes labels only when given, and never the store-owned ones', async () => {
      const projectId = newId('project');
      const created = await store.create('chapter', newChapter(tenant, projectId));
      const kept = await store.update('chapter', { spec: { ...created.spec, name: 'B' }, status: {}, metadata: { resourceVersion: created.metadata.resourceVersion } });
      expect(kept.metadata.labels).toEqual(created.metadata.labels);
      const relabelled = await store.update('chapter', {
        ...kept,
        metadata: { resourceVersion: kept.metadata.resourceVersion, labels: { team: 'blue', [LABELS.tenant]: 'forged' } },
      });
      expect(relabelled.metadata.labels).toEqual({ team: 'blue', [LABELS.id]: created.spec.id, [LABELS.tenant]: tenant, [LABELS.managedBy]: 'montage' });
      expect(relabelled.metadata.generation).toBe(2); // labels are metadata, not spec
      expect(await store.list('chapter', { labels: { team: 'blue' } })).toEqual([relabelled]);
    });

    it('treats a write that changes nothing as no write: same resourceVersion and generation', async () => {
      const created = await store.create('project', newProject(tenant));
      const same = await store.update('project', created);
      expect(same.metadata.resourceVersion).toBe(created.metadata.resourceVersion);
      expect(same.metadata.generation).toBe(1);
      const sameStatus = await store.updateStatus('project', created);
      expect(sameStatus.metadata.resourceVersion).toBe(created.metadata.resourceVersion);

      const withStatus = await store.updateStatus('project', { ...created, status: { observedGeneration: 1 } });
      expect((await store.update('project', withStatus)).metadata.resourceVersion).toBe(withStatus.metadata.resourceVersion);
      expect((await store.updateStatus('project', withStatus)).metadata.resourceVersion).toBe(withStatus.metadata.resourceVersion);
    });

    it('fails an update or status update of a missing object with StoreNotFoundError', async () => {
      const input = newProject(tenant);
      const missing = { spec: input.spec, status: {}, metadata: { resourceVersion: '1' } };
      await expect(store.update('project', missing)).rejects.toThrow(StoreNotFoundError);
      await expect(store.updateStatus('project', missing)).rejects.toThrow(StoreNotFoundError);
    });
  });

  describe('optimistic concurrency', () => {
    it('of two updates from the same resourceVersion exactly one wins; the other gets StoreConflictError', async () => {
      const created = await store.create('project', newProject(tenant));
      const results = await Promise.allSettled([
        store.update('project', { ...created, spec: { ...created.spec, name: 'First' } }),
        store.update('project', { ...created, spec: { ...created.spec, name: 'Second' } }),
      ]);
      const won = results.filter((r): r is PromiseFulfilledResult<StoredObject<'project'>> => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toBeInstanceOf(StoreConflictError);
      expect(await store.get('project', created.spec.id)).toEqual(won[0]!.value);
    });

    it('a stale resourceVersion fails after any other write, spec or status', async () => {
      const created = await store.create('project', newProject(tenant));
      await store.updateStatus('project', { ...created, status: { observedGeneration: 1 } });
      await expect(store.update('project', { ...created, spec: { ...created.spec, name: 'Late' } })).rejects.toThrow(StoreConflictError);
      await expect(store.updateStatus('project', { ...created, status: { observedGeneration: 2 } })).rejects.toThrow(StoreConflictError);
    });

    it('of 20 concurrent updates from one read exactly one succeeds', async () => {
      const created = await store.create('chapter', newChapter(tenant, newId('project')));
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? store.update('chapter', { ...created, spec: { ...created.spec, name: `Writer ${i}` } })
            : store.updateStatus('chapter', { ...created, status: { promptCount: i } }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(StoreConflictError);
    });
  });

  describe('delete', () => {
    it('removes the object at once; deleting again is not an error', async () => {
      const created = await store.create('project', newProject(tenant));
      await store.delete('project', created.spec.id);
      expect(await store.get('project', created.spec.id)).toBeUndefined();
      expect(await store.list('project', { tenant })).toEqual([]);
      await store.delete('project', created.spec.id);
      await expect(store.update('project', created)).rejects.toThrow(StoreNotFoundError);
    });
  });

  describe('finalizers (Kubernetes graceful deletion)', () => {
    const FINALIZER = 'montage.dev/cleanup';

    it('delete only marks an object with finalizers; removing the last one deletes it, with the events a watch shows', async () => {
      const created = await store.create('project', newProject(tenant));
      const id = created.spec.id;
      const events: WatchEvent<'project'>[] = [];
      const unsubscribe = store.watch('project', (event) => {
        if (event.object.spec.id === id) events.push(event);
      });
      const guarded = await store.update('project', { ...created, metadata: { ...created.metadata, finalizers: [FINALIZER] } });
      expect(guarded.metadata.finalizers).toEqual([FINALIZER]);
      expect(guarded.metadata.deletionTimestamp).toBeUndefined();

      await store.delete('project', id);
      const marked = await waitFor(async () => {
        const got = (await store.get('project', id))!;
        expect(got.metadata.deletionTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
        return got;
      });
      expect(marked.metadata.finalizers).toEqual([FINALIZER]);
      expect(marked.metadata.generation).toBe(guarded.metadata.generation + 1);
      // Still listed, as on the apiserver: hiding deleting objects is the API's business, not the store's.
      expect((await store.list('project', { tenant })).map((p) => p.spec.id)).toEqual([id]);
      // Deleting again changes nothing; a new finalizer is refused; a spec change is still a write.
      await store.delete('project', id);
      expect((await store.get('project', id))!.metadata.deletionTimestamp).toBe(marked.metadata.deletionTimestamp);
      await expect(store.update('project', { ...marked, metadata: { ...marked.metadata, finalizers: [FINALIZER, 'example.com/other'] } })).rejects.toThrow();

      const released = await store.update('project', { ...marked, metadata: { ...marked.metadata, finalizers: [] } });
      expect(released.metadata.deletionTimestamp).toBe(marked.metadata.deletionTimestamp);
      expect(await store.get('project', id)).toBeUndefined();
      expect(await store.list('project', { tenant })).toEqual([]);
      await waitFor(() => expect(events.map((e) => e.type)).toEqual(['ADDED', 'MODIFIED', 'MODIFIED', 'DELETED']));
      expect(events[2]!.object.metadata.deletionTimestamp).toBe(marked.metadata.deletionTimestamp);
      unsubscribe();
    });

    it('keeps finalizers through spec, label and status writes that leave them out, and across a reopen', async () => {
      const created = await store.create('chapter', newChapter(tenant, newId('project')));
      const guarded = await store.update('chapter', { ...created, metadata: { resourceVersion: created.metadata.resourceVersion, finalizers: [FINALIZER] } });
      const renamed = await store.update('chapter', { spec: { ...guarded.spec, name: 'Renamed' }, status: guarded.status, metadata: { resourceVersion: guarded.metadata.resourceVersion } });
      const observed = await store.updateStatus('chapter', { ...renamed, status: { state: 'ready' } });
      expect(observed.metadata.finalizers).toEqual([FINALIZER]);
      await store.delete('chapter', created.spec.id);
      const reopened = await subject.reopen();
      const after = (await reopened.get('chapter', created.spec.id))!;
      expect(after.metadata.finalizers).toEqual([FINALIZER]);
      expect(after.metadata.deletionTimestamp).toEqual(expect.any(String));
      await reopened.update('chapter', { ...after, metadata: { ...after.metadata, finalizers: [] } });
      expect(await reopened.get('chapter', created.spec.id)).toBeUndefined();
    });

    it('creates an object with its finalizers in the one write, and a delete then only marks it', async () => {
      const created = await store.create('project', { ...newProject(tenant), finalizers: [FINALIZER] });
      expect(created.metadata.finalizers).toEqual([FINALIZER]);
      expect((await store.get('project', created.spec.id))!.metadata.finalizers).toEqual([FINALIZER]);
      await store.delete('project', created.spec.id);
      const marked = await waitFor(async () => {
        const got = (await store.get('project', created.spec.id))!;
        expect(got.metadata.deletionTimestamp).toEqual(expect.any(String));
        return got;
      });
      await store.update('project', { ...marked, metadata: { ...marked.metadata, finalizers: [] } });
      expect(await store.get('project', created.spec.id)).toBeUndefined();
      await expect(store.create('project', { ...newProject(tenant), finalizers: ['no-domain'] })).rejects.toThrow();
    });

    it('a stale resourceVersion cannot remove a finalizer', async () => {
      const created = await store.create('project', newProject(tenant));
      const guarded = await store.update('project', { ...created, metadata: { ...created.metadata, finalizers: [FINALIZER] } });
      await store.delete('project', created.spec.id);
      await expect(store.update('project', { ...guarded, metadata: { ...guarded.metadata, finalizers: [] } })).rejects.toThrow(StoreConflictError);
      expect(await store.get('project', created.spec.id)).toBeDefined();
    });
  });

  describe('watch', () => {
    it('replays existing objects as ADDED, then streams ADDED, MODIFIED and DELETED in order', async () => {
      const existing = await store.create('project', newProject(tenant, at(1)));
      const events: WatchEvent<'project'>[] = [];
      const unsubscribe = store.watch('project', (event) => {
        if (event.object.spec.tenant === tenant) events.push(event);
      });
      expect(events.map((e) => [e.type, e.object.spec.id])).toEqual([['ADDED', existing.spec.id]]);

      const added = await store.create('project', newProject(tenant, at(2)));
      const renamed = await store.update('project', { ...added, spec: { ...added.spec, name: 'Renamed' } });
      const observed = await store.updateStatus('project', { ...renamed, status: { observedGeneration: 2 } });
      await store.delete('project', added.spec.id);

      const expected = [
        ['ADDED', existing.spec.id, existing.metadata.resourceVersion],
        ['ADDED', added.spec.id, added.metadata.resourceVersion],
        ['MODIFIED', added.spec.id, renamed.metadata.resourceVersion],
        ['MODIFIED', added.spec.id, observed.metadata.resourceVersion],
        ['DELETED', added.spec.id],
      ];
      await waitFor(() => expect(events.map((e) => [e.type, e.object.spec.id, ...(e.type === 'DELETED' ? [] : [e.object.metadata.resourceVersion])])).toEqual(expected));
      expect(events[3]!.object.status).toEqual({ observedGeneration: 2 });

      unsubscribe();
      await store.create('project', newProject(tenant));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toHaveLength(5);
    });

    it('gives every watcher its own copy of each event', async () => {
      const seen: WatchEvent<'project'>[] = [];
      const stopFirst = store.watch('project', (event) => {
        event.object.spec.name = 'changed by a watcher';
      });
      const stopSecond = store.watch('project', (event) => seen.push(event));
      const created = await store.create('project', newProject(tenant));
      await waitFor(() => expect(seen.map((e) => e.object.spec.id)).toContain(created.spec.id));
      expect(seen.find((e) => e.object.spec.id === created.spec.id)!.object.spec.name).toBe('A project');
      expect((await store.get('project', created.spec.id))!.spec.name).toBe('A project');
      stopFirst();
      stopSecond();
    });
  });

  describe('scale', () => {
    it('holds a chapter with 500 prompts of 5,000 characters, listed by chapter label', async () => {
      const project = await store.create('project', newProject(tenant));
      const chapter = await store.create('chapter', newChapter(tenant, project.spec.id));
      const inputs = Array.from({ length: 500 }, (_, i) =>
        newPrompt(tenant, project.spec.id, chapter.spec.id, `${i} `.padEnd(5_000, 'lorem ipsum '), new Date(Date.UTC(2025, 0, 1) + i)),
      );
      const started = performance.now();
      await inParallel(inputs, 16, (input) => store.create('prompt', input));
      const createMs = performance.now() - started;

      const listStarted = performance.now();
      const listed = await store.list('prompt', { tenant, labels: { [LABELS.chapter]: chapter.spec.id } });
      const listMs = performance.now() - listStarted;
      expect(listed.map((p) => p.spec.id)).toEqual(inputs.map((p) => p.spec.id));
      expect(listed.every((p) => p.spec.content.length === 5_000 && p.status.phase === 'processing')).toBe(true);

      const reopenStarted = performance.now();
      const reopened = await subject.reopen();
      const reopenMs = performance.now() - reopenStarted;
      expect(await reopened.list('prompt', { labels: { [LABELS.chapter]: chapter.spec.id } })).toHaveLength(500);
      console.log(
        `[${_name} store] 500 prompts × 5,000 chars: created in ${(createMs / 1000).toFixed(2)} s (16 in flight), ` +
          `listed by label in ${listMs.toFixed(1)} ms, a fresh store started (synced) in ${reopenMs.toFixed(0)} ms`,
      );
    }, 180_000);
  });

  describe('durability of the backing data', () => {
    it('a store opened afresh on the same data sees every write', async () => {
      const project = await store.create('project', newProject(tenant, at(1)));
      const chapter = await store.create('chapter', newChapter(tenant, project.spec.id, at(2)));
      const renamed = await store.update('chapter', { ...chapter, spec: { ...chapter.spec, name: 'Kept' } });
      const gone = await store.create('project', newProject(tenant, at(3)));
      await store.delete('project', gone.spec.id);

      const reopened = await subject.reopen();
      expect(await reopened.list('project', { tenant })).toEqual([project]);
      expect(await reopened.get('chapter', chapter.spec.id)).toEqual(renamed);
    });
  });
});
