import { afterEach, describe, expect, it } from '@jest/globals';
import { getOwned } from '../../core/owned.js';
import { NotFoundError } from '../../model/errors.js';
import type { KubernetesStore } from '../../store/kubernetes/kubernetes-store.js';
import { kubeConfig } from '../env/test-env.js';
import { startApiserverProxy, type ApiserverProxy, type RequestInfo } from '../support/apiserver-proxy.js';
import { newProject } from './fixtures.js';
import { kubernetesSubject, type StoreSubject } from './subjects.js';
import { waitFor } from './wait-for.js';

/*
 * Two API replicas behind one Service: a client is answered 201 by one and asks the other at once. The other's
 * informer cache may not have the write yet (milliseconds, more under load: the real-node flow once got 404 for an
 * export it had just started). Here the second replica's watch is held, so its cache is deterministically behind,
 * and what a client is told must still come from the apiserver.
 */

const projectsWatch = (r: RequestInfo) => r.watch && r.path.endsWith('/projects');

let subject: StoreSubject<KubernetesStore> | undefined;
let proxy: ApiserverProxy | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
  await proxy?.close();
  proxy = undefined;
});

describe('reads across API replicas (Kubernetes store)', () => {
  it('confirms a 404 against the apiserver: an object another replica just created is found, a missing one is still NOT_FOUND', async () => {
    proxy = await startApiserverProxy(kubeConfig());
    // Replica B, through the proxy; replica A, another store on the same namespace.
    const b = await kubernetesSubject({ initialDelayMs: 50 }, proxy.kubeConfig());
    subject = b;
    const a = await b.reopen();
    // B's watch is held from here on: it sees nothing A writes.
    const watches = proxy.requests.filter(projectsWatch).length;
    const release = proxy.hold(projectsWatch);
    expect(proxy.injectWatchError(504, 'Timeout', 'Too large resource version')).toBeGreaterThan(0);
    await waitFor(() => expect(proxy!.requests.filter(projectsWatch).length).toBeGreaterThan(watches));

    const created = await a.create('project', newProject('replicas'));
    // B's cache is behind (the plain read proves the setup); what the API answers through B is the project, not 404.
    expect(await b.store.get('project', created.spec.id)).toBeUndefined();
    expect((await getOwned(b.store, { tenant: 'replicas' }, 'project', created.spec.id)).spec).toEqual(created.spec);
    // A consistent read of another object A writes now (the first read above put the project into B's cache).
    const second = await a.create('project', newProject('replicas'));
    expect(await b.store.get('project', second.spec.id)).toBeUndefined();
    expect((await b.store.get('project', second.spec.id, { consistent: true }))?.spec).toEqual(second.spec);
    // Still 404 for another tenant, and for an id that exists nowhere.
    await expect(getOwned(b.store, { tenant: 'someone-else' }, 'project', created.spec.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getOwned(b.store, { tenant: 'replicas' }, 'project', 'prj_nowherenowherenowhere')).rejects.toBeInstanceOf(NotFoundError);
    release();
  });
});
