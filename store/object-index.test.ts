import { describe, expect, it } from '@jest/globals';
import { LABELS } from '../model/kinds.js';
import { ObjectIndex } from './object-index.js';
import { compareForList } from './objects.js';
import type { StoredObject } from './store.js';

let serial = 0;
function chapter(tenant: string, createdAt: number, projectId: string, name = 'c', id = `chp_${String(serial++).padStart(21, '0')}`): StoredObject<'chapter'> {
  return {
    kind: 'chapter',
    metadata: { name: id, resourceVersion: '1', generation: 1, creationTimestamp: '', labels: { [LABELS.project]: projectId, [LABELS.tenant]: tenant }, uid: id },
    spec: { id, tenant, createdAt: new Date(Date.UTC(2025, 0, 1) + createdAt * 1000).toISOString(), projectId, name, duration: 10, activePromptId: null },
    status: {},
  } as StoredObject<'chapter'>;
}

const ids = (objects: StoredObject[]) => objects.map((o) => o.spec.id);

describe('ObjectIndex', () => {
  it('serves a tenant’s pages in list order through inserts, updates (also of labels and tenant) and deletes', () => {
    const index = new ObjectIndex();
    const all = new Map<string, StoredObject<'chapter'>>();
    const put = (c: StoredObject<'chapter'>) => {
      index.set(c);
      all.set(c.spec.id, c);
    };
    // Inserted out of order, some with equal createdAt (ties break by id).
    for (let i = 0; i < 300; i++) put(chapter(i % 3 === 0 ? 'other' : 'big', (i * 37) % 101, `prj_${i % 5}`));
    const expected = (tenant: string, project?: string) =>
      [...all.values()].filter((c) => c.spec.tenant === tenant && (!project || c.spec.projectId === project)).sort(compareForList);
    const check = () => {
      for (const tenant of ['big', 'other', 'none']) {
        const want = expected(tenant);
        for (const offset of [0, 20, 150, want.length - 1, want.length]) {
          const page = index.page('chapter', { tenant }, { offset, limit: 20 });
          expect(page.total).toBe(want.length);
          expect(ids(page.items)).toEqual(ids(want.slice(offset, offset + 20)));
        }
        expect(ids(index.list('chapter', { tenant }))).toEqual(ids(want));
        const byParent = index.page('chapter', { tenant, labels: { [LABELS.project]: 'prj_2' } }, { offset: 1, limit: 5 });
        expect(ids(byParent.items)).toEqual(ids(expected(tenant, 'prj_2').slice(1, 6)));
        expect(byParent.total).toBe(expected(tenant, 'prj_2').length);
      }
    };
    check();
    const some = [...all.values()].filter((_, i) => i % 4 === 1);
    for (const c of some.slice(0, 20)) put({ ...c, spec: { ...c.spec, name: 'renamed' } });
    for (const c of some.slice(20, 30)) put({ ...c, spec: { ...c.spec, tenant: 'other' } });
    for (const c of some.slice(30, 40)) put({ ...c, metadata: { ...c.metadata, labels: { ...c.metadata.labels, [LABELS.project]: 'prj_2' } }, spec: { ...c.spec, projectId: 'prj_2' } });
    for (const c of some.slice(40, 60)) {
      index.delete('chapter', c.spec.id);
      all.delete(c.spec.id);
    }
    check();
    // An update is visible in the page, not a stale copy.
    const renamed = index.page('chapter', { tenant: some[0]!.spec.tenant }, { offset: 0, limit: 1_000 }).items.find((c) => c.spec.id === some[0]!.spec.id);
    expect(renamed?.spec.name).toBe('renamed');
  });

  it('keeps offsets stable while newer objects are added: paging forward never skips or repeats one', () => {
    const index = new ObjectIndex();
    for (let i = 0; i < 95; i++) index.set(chapter('t', i, 'p'));
    const seen: string[] = [];
    for (let offset = 0, added = 95; ; offset += 10) {
      const page = index.page('chapter', { tenant: 't' }, { offset, limit: 10 });
      seen.push(...ids(page.items));
      if (page.items.length < 10) break;
      index.set(chapter('t', added++, 'p')); // a new object between two page requests (newest: appended)
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(ids(index.list('chapter', { tenant: 't' })));
  });

  it('filters with where and with labels that are not indexed, and lists a kind without a tenant', () => {
    const index = new ObjectIndex();
    const a = chapter('t', 2, 'p', 'keep');
    const b = chapter('t', 1, 'p', 'drop');
    const c = { ...chapter('u', 0, 'p', 'keep'), metadata: { ...chapter('u', 0, 'p').metadata, labels: { extra: 'x', [LABELS.project]: 'p' } } };
    for (const o of [a, b, c]) index.set(o);
    expect(ids(index.page('chapter', { tenant: 't', where: (o) => o.spec.name === 'keep' }, { offset: 0, limit: 5 }).items)).toEqual([a.spec.id]);
    expect(ids(index.list('chapter', { labels: { extra: 'x' } }))).toEqual([c.spec.id]);
    expect(ids(index.list('chapter', {}))).toEqual([c.spec.id, b.spec.id, a.spec.id]);
    expect(index.page('chapter', { tenant: 'nobody' }, { offset: 0, limit: 5 })).toEqual({ items: [], total: 0 });
  });

  it('serves live and faceted pages from indexes through changes of state, deletion marks and deletes', () => {
    const index = new ObjectIndex();
    const all = new Map<string, StoredObject<'asset'>>();
    const states = ['uploading', 'processing', 'ready', 'error'] as const;
    const types = ['image/png', 'video/mp4'] as const;
    const put = (a: StoredObject<'asset'>) => {
      index.set(a);
      all.set(a.spec.id, a);
    };
    for (let i = 0; i < 400; i++) put(asset(i % 7 === 0 ? 'other' : 't', (i * 53) % 211, states[i % 4]!, types[i % 2]!));
    const some = [...all.values()];
    for (const a of some.slice(0, 60)) put({ ...a, status: { ...a.status, state: 'ready' } });
    for (const a of some.slice(60, 90)) put({ ...a, metadata: { ...a.metadata, deletionTimestamp: '2026-11-23T12:00:00Z' } });
    for (const a of some.slice(90, 100)) {
      index.delete('asset', a.spec.id);
      all.delete(a.spec.id);
    }
    const want = (tenant: string, facets: Record<string, string>) =>
      [...all.values()]
        .filter((a) => a.spec.tenant === tenant && !a.metadata.deletionTimestamp)
        .filter((a) => (!facets.state || a.status.state === facets.state) && (!facets.contentType || a.spec.contentType === facets.contentType))
        .sort(compareForList);
    for (const tenant of ['t', 'other']) {
      const facetSets: Record<string, string>[] = [{}, { state: 'ready' }, { contentType: 'video/mp4' }, { state: 'error', contentType: 'image/png' }];
      for (const facets of facetSets) {
        const expected = want(tenant, facets);
        for (const offset of [0, 7, expected.length - 1]) {
          const page = index.page('asset', { tenant, live: true, facets }, { offset, limit: 10 });
          expect(page.total).toBe(expected.length);
          expect(ids(page.items)).toEqual(ids(expected.slice(offset, offset + 10)));
        }
      }
    }
  });

  it('reads only the window of a live or single-facet page (no scan of the tenant)', () => {
    const index = new ObjectIndex();
    const touched = new Set<string>();
    let counting = false;
    // Every read of an object's parts is noted while counting (getters survive the copy a page makes).
    const watched = (a: StoredObject<'asset'>) => {
      const parts = { metadata: a.metadata, spec: a.spec, status: a.status };
      for (const [key, value] of Object.entries(parts)) {
        Object.defineProperty(a, key, {
          enumerable: true,
          get() {
            if (counting) touched.add(parts.spec.id);
            return value;
          },
        });
      }
      return a;
    };
    for (let i = 0; i < 2_000; i++) index.set(watched(asset('t', i, i % 2 ? 'ready' : 'error', 'image/png')));
    for (const options of [{ tenant: 't', live: true }, { tenant: 't', facets: { state: 'ready' } }]) {
      touched.clear();
      counting = true;
      const page = index.page('asset', options, { offset: 500, limit: 10 });
      counting = false;
      expect(page.items).toHaveLength(10);
      expect([...touched].sort()).toEqual(ids(page.items).sort());
    }
  });
});

function asset(tenant: string, createdAt: number, state: 'uploading' | 'processing' | 'ready' | 'error', contentType: 'image/png' | 'video/mp4'): StoredObject<'asset'> {
  const id = `ast_${String(serial++).padStart(21, '0')}`;
  return {
    kind: 'asset',
    metadata: { name: id, resourceVersion: '1', generation: 1, creationTimestamp: '', labels: { [LABELS.tenant]: tenant }, uid: id },
    spec: { id, tenant, createdAt: new Date(Date.UTC(2025, 0, 1) + createdAt * 1000).toISOString(), name: 'a', contentType, objectKey: `assets/${id}` },
    status: { state },
  } as StoredObject<'asset'>;
}
