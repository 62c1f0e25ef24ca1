import { describe, expect, it } from '@jest/globals';
import type { StoredObject, WatchEvent } from '../store.js';
import { InformerCache } from './informer-cache.js';

const ID = 'prj_AAAAAAAAAAAAAAAAAAAAA';

function project(resourceVersion: string, name = 'p', id = ID): StoredObject<'project'> {
  return {
    kind: 'project',
    metadata: { name: 'x', resourceVersion, generation: 1, creationTimestamp: '', labels: {}, uid: 'u' },
    spec: { id, tenant: 't', createdAt: '2025-01-01T00:00:00.000Z', name, description: null, settings: null, activeExportId: null },
    status: {},
  };
}

function withEvents(): { cache: InformerCache; events: string[] } {
  const cache = new InformerCache();
  const events: string[] = [];
  cache.hub.subscribe('project', [], (e: WatchEvent<'project'>) => events.push(`${e.type} ${e.object.spec.id.slice(-1)}@${e.object.metadata.resourceVersion}`));
  return { cache, events };
}

describe('InformerCache', () => {
  it('never lets an older event replace a newer write (numeric, not string, order)', () => {
    const { cache, events } = withEvents();
    cache.upsert(project('9'));
    cache.upsert(project('10', 'written')); // the write's response
    cache.upsert(project('9', 'late event'));
    cache.upsert(project('10', 'its own event'));
    expect(cache.index.get('project', ID)?.spec.name).toBe('written');
    expect(events).toEqual(['ADDED A@9', 'MODIFIED A@10']);
  });

  it('does not resurrect an object the store deleted when a late event or an older list shows it', () => {
    const { cache, events } = withEvents();
    cache.upsert(project('5'));
    cache.removeWritten('project', ID, '5');
    cache.upsert(project('5', 'late event'));
    cache.resync('project', [{ object: project('5'), preserved: {} }], '7'); // list taken before the delete
    expect(cache.index.get('project', ID)).toBeUndefined();
    cache.removeObserved('project', ID, '8'); // the informer reports the deletion: tombstone no longer needed
    cache.upsert(project('12', 'recreated'));
    expect(cache.index.get('project', ID)?.spec.name).toBe('recreated');
    expect(events).toEqual(['ADDED A@5', 'DELETED A@5', 'ADDED A@12']);
  });

  it('ignores a deletion older than the cached object (an earlier incarnation)', () => {
    const { cache } = withEvents();
    cache.upsert(project('20'));
    cache.removeObserved('project', ID, '15');
    expect(cache.index.get('project', ID)).toBeDefined();
  });

  it('resyncs from a full list: vanished objects are DELETED, changed ones MODIFIED, own newer writes kept', () => {
    const { cache, events } = withEvents();
    const b = 'prj_BBBBBBBBBBBBBBBBBBBBB';
    const c = 'prj_CCCCCCCCCCCCCCCCCCCCC';
    const d = 'prj_DDDDDDDDDDDDDDDDDDDDD';
    cache.upsert(project('3', 'a'));
    cache.upsert(project('4', 'b', b));
    cache.upsert(project('30', 'written after the list', c));
    events.length = 0;
    cache.resync('project', [{ object: project('6', 'a changed'), preserved: {} }, { object: project('7', 'd', d), preserved: {} }], '25');
    expect(events).toEqual(['DELETED B@4', 'MODIFIED A@6', 'ADDED D@7']);
    expect(cache.index.list('project').map((p) => p.spec.name).sort()).toEqual(['a changed', 'd', 'written after the list']);
  });
});
