import { afterEach, describe, expect, it } from '@jest/globals';
import { CustomObjectsApi } from '@kubernetes/client-node';
import { objectNameForId } from '../../model/ids.js';
import { API_GROUP, API_GROUP_VERSION, API_VERSION } from '../../model/kinds.js';
import type { KubernetesStore } from '../../store/kubernetes/kubernetes-store.js';
import { storeLabels } from '../../store/objects.js';
import type { StoredObject, WatchEvent } from '../../store/store.js';
import { kubeConfig } from '../env/test-env.js';
import { startApiserverProxy, type ApiserverProxy, type RequestInfo } from '../support/apiserver-proxy.js';
import { newProject } from './fixtures.js';
import { kubernetesSubject, type StoreSubject } from './subjects.js';
import { waitFor } from './wait-for.js';

/*
 * What only the Kubernetes store has to get right: its informers list in pages, resume a broken watch from the last
 * resourceVersion without listing again, relist only on 410 Gone (and then drop what vanished), and reuse
 * connections. The apiserver is real; a fault-injecting proxy in front of it (test/support/apiserver-proxy.ts) ends
 * watches with the ERROR events real clusters send, holds responses, and counts requests and connections.
 */

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second));
const resource = (namespace: string) => ({ group: API_GROUP, version: API_VERSION, namespace, plural: 'projects' });
const projectsWatch = (r: RequestInfo) => r.watch && r.path.endsWith('/projects');
const projectsList = (r: RequestInfo) => !r.watch && r.method === 'GET' && r.path.endsWith('/projects');

let subject: StoreSubject<KubernetesStore> | undefined;
let proxy: ApiserverProxy | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
  await proxy?.close();
  proxy = undefined;
});

/** A store through the proxy, three projects in it, and a recorder of its events after those. */
async function storeWithThreeProjects(tenant: string) {
  proxy = await startApiserverProxy(kubeConfig());
  const kube = await kubernetesSubject({ initialDelayMs: 50, listPageSize: 2 }, proxy.kubeConfig());
  subject = kube;
  const { store, namespace } = kube;
  const doomed = await store.create('project', newProject(tenant, at(1)));
  const changed = await store.create('project', newProject(tenant, at(2)));
  const kept = await store.create('project', newProject(tenant, at(3)));
  const events: string[] = [];
  const eventObjects: WatchEvent<'project'>[] = [];
  await waitFor(async () => expect(await store.list('project', { tenant })).toHaveLength(3));
  store.watch('project', (event) => {
    events.push(`${event.type} ${event.object.spec.id}`);
    eventObjects.push(event);
  });
  events.length = 0;
  eventObjects.length = 0;
  return { store, namespace, doomed, changed, kept, events, eventObjects, proxy };
}

/** Another client deletes one project, renames one and adds one, behind the store's back. */
async function changeElsewhere(namespace: string, doomed: StoredObject<'project'>, changed: StoredObject<'project'>, tenant: string) {
  const api = kubeConfig().makeApiClient(CustomObjectsApi);
  await api.deleteNamespacedCustomObject({ ...resource(namespace), name: doomed.metadata.name });
  await api.replaceNamespacedCustomObject({
    ...resource(namespace),
    name: changed.metadata.name,
    body: {
      apiVersion: API_GROUP_VERSION,
      kind: 'Project',
      metadata: { name: changed.metadata.name, labels: changed.metadata.labels, resourceVersion: changed.metadata.resourceVersion },
      spec: { ...changed.spec, name: 'Changed elsewhere' },
    },
  });
  const added = newProject(tenant, at(4));
  await api.createNamespacedCustomObject({
    ...resource(namespace),
    body: { apiVersion: API_GROUP_VERSION, kind: 'Project', metadata: { name: objectNameForId(added.spec.id), labels: storeLabels(added.spec) }, spec: added.spec },
  });
  return added;
}

describe('kubernetes store informers', () => {
  it('resumes a watch ended by an error from the last version, catching up without listing again', async () => {
    const tenant = 'resume';
    const { store, namespace, doomed, changed, kept, events, proxy } = await storeWithThreeProjects(tenant);
    const lists = proxy.requests.filter(projectsList).length;
    const watches = proxy.requests.filter(projectsWatch).length;
    // The next watch is held, so the changes below happen while the store sees nothing.
    const release = proxy.hold(projectsWatch);
    expect(proxy.injectWatchError(504, 'Timeout', 'Too large resource version')).toBeGreaterThan(0);
    await waitFor(() => expect(proxy.requests.filter(projectsWatch).length).toBeGreaterThan(watches));
    const added = await changeElsewhere(namespace, doomed, changed, tenant);
    const names = async () => (await store.list('project', { tenant })).map((p) => p.spec.name);
    expect(await names()).toEqual(['A project', 'A project', 'A project']);

    release();
    await waitFor(async () => expect((await store.list('project', { tenant })).map((p) => [p.spec.id, p.spec.name])).toEqual([[changed.spec.id, 'Changed elsewhere'], [kept.spec.id, 'A project'], [added.spec.id, 'A project']]));
    expect(events).toEqual([`DELETED ${doomed.spec.id}`, `MODIFIED ${changed.spec.id}`, `ADDED ${added.spec.id}`]);
    expect(proxy.requests.filter(projectsList)).toHaveLength(lists);
  });

  it('relists on 410 Gone, dropping what vanished and emitting what changed meanwhile', async () => {
    const tenant = 'relist';
    const { store, namespace, doomed, changed, kept, events, eventObjects, proxy } = await storeWithThreeProjects(tenant);
    const lists = proxy.requests.filter(projectsList).length;
    const release = proxy.hold(projectsList);
    expect(proxy.injectWatchError(410, 'Expired', 'too old resource version')).toBeGreaterThan(0);
    await waitFor(() => expect(proxy.requests.filter(projectsList).length).toBeGreaterThan(lists));
    const added = await changeElsewhere(namespace, doomed, changed, tenant);

    release();
    await waitFor(async () => expect((await store.list('project', { tenant })).map((p) => [p.spec.id, p.spec.name])).toEqual([[changed.spec.id, 'Changed elsewhere'], [kept.spec.id, 'A project'], [added.spec.id, 'A project']]));
    // Vanished objects first, then the list's objects in the apiserver's (name) order.
    const [first, ...rest] = events;
    expect(first).toBe(`DELETED ${doomed.spec.id}`);
    expect(rest.sort()).toEqual([`ADDED ${added.spec.id}`, `MODIFIED ${changed.spec.id}`].sort());
    expect(eventObjects.find((e) => e.type === 'MODIFIED')!.object.spec.name).toBe('Changed elsewhere');
    // One relist, taken in pages of two (the namespace holds four projects now).
    expect(proxy.requests.filter(projectsList).length - lists).toBe(2);

    // The watch after the relist delivers later changes.
    await kubeConfig().makeApiClient(CustomObjectsApi).deleteNamespacedCustomObject({ ...resource(namespace), name: kept.metadata.name });
    await waitFor(() => expect(events.at(-1)).toBe(`DELETED ${kept.spec.id}`));
    expect(await store.get('project', kept.spec.id)).toBeUndefined();
  });

  it('keeps only what it reads: no managedFields or namespace in cached objects', async () => {
    const { store, doomed } = await storeWithThreeProjects('transform');
    const cached = (store as unknown as { cache: { index: { get(kind: string, id: string): object } } }).cache.index.get('project', doomed.spec.id);
    expect(Object.keys(cached).sort()).toEqual(['kind', 'metadata', 'spec', 'status']);
    expect(Object.keys((cached as StoredObject).metadata).sort()).toEqual(['creationTimestamp', 'generation', 'labels', 'name', 'resourceVersion', 'uid']);
  });

  it('sends every request over a few kept-alive connections, not one connection per request', async () => {
    const { store, proxy } = await storeWithThreeProjects('keep-alive');
    const before = proxy.connections();
    let project = await store.create('project', newProject('keep-alive', at(9)));
    for (let i = 0; i < 20; i++) project = await store.update('project', { ...project, spec: { ...project.spec, name: `Name ${i}` } });
    expect(proxy.connections() - before).toBeLessThanOrEqual(2);
  });

  it('resyncs on demand, keeping the writes made meanwhile', async () => {
    const kube = await kubernetesSubject();
    subject = kube;
    const { store } = kube;
    const project = await store.create('project', newProject('on-demand'));
    await store.update('project', { ...project, spec: { ...project.spec, name: 'Before' } });
    // A write made while the relist is in flight is newer than the list: the resync must not roll it back.
    const resyncing = store.resync();
    const latest = await store.update('project', { ...(await store.get('project', project.spec.id))!, spec: { ...project.spec, name: 'During' } });
    await resyncing;
    expect(await store.get('project', project.spec.id)).toEqual(latest);
    await new Promise((resolve) => setTimeout(resolve, 200)); // and no late event either
    expect(await store.get('project', project.spec.id)).toEqual(latest);
  });
});
