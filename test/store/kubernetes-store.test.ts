import { afterEach, describe, expect, it } from '@jest/globals';
import { CustomObjectsApi, makeInformer, type Informer, type KubernetesObject } from '@kubernetes/client-node';
import { objectNameForId } from '../../model/ids.js';
import { API_GROUP, API_GROUP_VERSION, API_VERSION } from '../../model/kinds.js';
import type { InformerFactory } from '../../store/kubernetes/kind-informer.js';
import type { KubernetesStore } from '../../store/kubernetes/kubernetes-store.js';
import { storeLabels } from '../../store/objects.js';
import type { WatchEvent } from '../../store/store.js';
import { kubeConfig } from '../env/test-env.js';
import { newProject } from './fixtures.js';
import { kubernetesSubject, type StoreSubject } from './subjects.js';
import { waitFor } from './wait-for.js';

/* What only the Kubernetes store has to get right: its informer caches survive informer failures. */

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second));
const resource = (namespace: string) => ({ group: API_GROUP, version: API_VERSION, namespace, plural: 'projects' });

/** client-node's ListWatch keeps its watch request in a private field; aborting it is a real watch failure. */
function watchRequestOf(informer: Informer<KubernetesObject>): AbortController | undefined {
  return (informer as unknown as { request?: AbortController }).request;
}

let subject: StoreSubject<KubernetesStore> | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
});

describe('kubernetes store informers', () => {
  it('rebuilds the cache by a full resync when an informer fails, emitting what changed meanwhile', async () => {
    // Real informers, with a gate before each list so the test decides when the restarted one may list.
    const informers: Informer<KubernetesObject>[] = [];
    let gate: Promise<void> = Promise.resolve();
    const gated: InformerFactory = (kc, path, list) => {
      const informer = makeInformer(kc, path, () => gate.then(list));
      if (path.endsWith('/projects')) informers.push(informer);
      return informer;
    };
    const kube = await kubernetesSubject({ makeInformer: gated, initialDelayMs: 50 });
    subject = kube;
    const { store, namespace } = kube;
    const tenant = 'resync';
    const doomed = await store.create('project', newProject(tenant, at(1)));
    const changed = await store.create('project', newProject(tenant, at(2)));
    const kept = await store.create('project', newProject(tenant, at(3)));
    const events: WatchEvent<'project'>[] = [];
    store.watch('project', (event) => {
      if (event.type !== 'ADDED' || event.object.spec.id !== doomed.spec.id) events.push(event);
    });
    events.length = 0;

    // Hold the next list, then break the running watch: the informer emits `error` and stops for good.
    let openGate!: () => void;
    gate = new Promise((resolve) => (openGate = resolve));
    const broken = await waitFor(() => {
      const request = watchRequestOf(informers[0]!);
      expect(request).toBeDefined();
      return request!;
    });
    broken.abort();
    await waitFor(() => expect(informers).toHaveLength(2)); // the replacement, waiting at the gate to list

    // Meanwhile another client changes things no informer is watching.
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
    const names = async () => (await store.list('project', { tenant })).map((p) => [p.spec.id, p.spec.name]);
    expect(await names()).toEqual([[doomed.spec.id, 'A project'], [changed.spec.id, 'A project'], [kept.spec.id, 'A project']]);

    openGate();
    await waitFor(async () => expect(await names()).toEqual([[changed.spec.id, 'Changed elsewhere'], [kept.spec.id, 'A project'], [added.spec.id, 'A project']]));
    // Vanished objects first, then the list's objects in the apiserver's (name) order.
    const [first, ...rest] = events.map((e) => `${e.type} ${e.object.spec.id}`);
    expect(first).toBe(`DELETED ${doomed.spec.id}`);
    expect(rest.sort()).toEqual([`ADDED ${added.spec.id}`, `MODIFIED ${changed.spec.id}`]);
    expect(events.find((e) => e.type === 'MODIFIED')!.object.spec.name).toBe('Changed elsewhere');

    // The replacement informer watches: a later change by another client arrives as an event.
    await api.deleteNamespacedCustomObject({ ...resource(namespace), name: kept.metadata.name });
    await waitFor(() => expect(events.map((e) => `${e.type} ${e.object.spec.id}`)).toHaveLength(4));
    expect(`${events[3]!.type} ${events[3]!.object.spec.id}`).toBe(`DELETED ${kept.spec.id}`);
    expect(await store.get('project', kept.spec.id)).toBeUndefined();
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
