import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newChapter, newProject } from '../../test/store/fixtures.js';
import { StoreNotFoundError } from '../store.js';
import { JOURNAL_FILE, SNAPSHOT_FILE, writeSnapshot } from './disk-state.js';
import { EmbeddedStore } from './embedded-store.js';

/* Recovery paths of the embedded store; the behaviour it shares with the Kubernetes store is in test/store. */

let dir: string;
const open: EmbeddedStore[] = [];

async function openStore(options?: ConstructorParameters<typeof EmbeddedStore>[1]): Promise<EmbeddedStore> {
  const store = new EmbeddedStore(dir, options);
  await store.start();
  open.push(store);
  return store;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'montage-embedded-'));
});
afterEach(async () => {
  for (const store of open.splice(0)) await store.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('EmbeddedStore recovery', () => {
  it('reopens with every object and keeps counting resourceVersions up', async () => {
    const first = await openStore();
    const project = await first.create('project', newProject('t1'));
    const updated = await first.update('project', { ...project, spec: { ...project.spec, name: 'Renamed' } });
    const gone = await first.create('project', newProject('t1'));
    await first.delete('project', gone.spec.id);
    await first.stop();

    const second = await openStore();
    expect(await second.get('project', project.spec.id)).toEqual(updated);
    expect(await second.get('project', gone.spec.id)).toBeUndefined();
    const next = await second.create('project', newProject('t1'));
    // The deletion took a resourceVersion too: the counter never goes back, even past a deleted newest object.
    expect(Number(next.metadata.resourceVersion)).toBe(Number(updated.metadata.resourceVersion) + 3);
  });

  it('compacts the journal into the snapshot on startup', async () => {
    const first = await openStore();
    await first.create('project', newProject('t1'));
    await first.stop();
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBeGreaterThan(0);

    await openStore();
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')).objects).toHaveLength(1);
  });

  it('ignores a torn last record and keeps writing durably after it', async () => {
    const first = await openStore();
    const kept = await first.create('project', newProject('t1'));
    await first.stop();
    appendFileSync(join(dir, JOURNAL_FILE), '1234abcd {"op":"put","object":{"kind":"proj');

    const second = await openStore();
    expect((await second.list('project')).map((p) => p.spec.id)).toEqual([kept.spec.id]);
    const after = await second.create('project', newProject('t1'));
    await second.stop();

    const third = await openStore();
    expect((await third.list('project')).map((p) => p.spec.id).sort()).toEqual([kept.spec.id, after.spec.id].sort());
  });

  it('replays nothing twice after a crash between writing the snapshot and emptying the journal', async () => {
    const first = await openStore();
    const project = await first.create('project', newProject('t1'));
    const deleted = await first.create('project', newProject('t1'));
    await first.delete('project', deleted.spec.id);
    const current = await first.update('project', { ...project, spec: { ...project.spec, name: 'Latest' } });
    const all = await first.list('project');
    await first.stop();
    // The snapshot holds everything; the journal still holds the same writes, as a crash would leave them.
    await writeSnapshot(dir, all, Number(current.metadata.resourceVersion));

    const second = await openStore();
    expect(await second.list('project')).toEqual([current]);
  });

  it('compacts while running once the journal passes the threshold', async () => {
    const store = await openStore({ compactAfterBytes: 2_000 });
    const project = await store.create('project', newProject('t1'));
    const chapters = [];
    for (let i = 0; i < 20; i++) chapters.push(await store.create('chapter', newChapter('t1', project.spec.id)));
    await store.stop();
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBeLessThan(2_000);

    const reopened = await openStore();
    expect(await reopened.list('chapter')).toHaveLength(20);
  });

  it('refuses reads and writes before start', async () => {
    const store = new EmbeddedStore(dir);
    await expect(store.get('project', 'prj_x')).rejects.toThrow(/not started/);
    await expect(store.create('project', newProject('t1'))).rejects.toThrow(/not started/);
  });

  it('tells a watcher registered before start about the objects start loads', async () => {
    const first = await openStore();
    const project = await first.create('project', newProject('t1'));
    await first.stop();

    const second = new EmbeddedStore(dir);
    const seen: string[] = [];
    second.watch('project', (event) => seen.push(`${event.type} ${event.object.spec.id}`));
    await second.start();
    open.push(second);
    expect(seen).toEqual([`ADDED ${project.spec.id}`]);
  });

  it('reports an update of a missing object', async () => {
    const store = await openStore();
    const project = newProject('t1');
    await expect(
      store.update('project', { spec: project.spec, status: {}, metadata: { resourceVersion: '1' } }),
    ).rejects.toThrow(StoreNotFoundError);
  });
});
