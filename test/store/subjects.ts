import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KubeConfig } from '@kubernetes/client-node';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { KubernetesStore, type KubernetesStoreOptions } from '../../store/kubernetes/kubernetes-store.js';
import type { Store } from '../../store/store.js';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';

/** A started store and how to dispose of it: the contract suite runs against each adapter through these. */
export interface StoreSubject<S extends Store = Store> {
  store: S;
  /** Another store on the same backing data (a second process, or the same after a restart). */
  reopen(): Promise<Store>;
  close(): Promise<void>;
}

export async function embeddedSubject(): Promise<StoreSubject> {
  const dir = mkdtempSync(join(tmpdir(), 'montage-store-'));
  const stores: Store[] = [];
  const open = async () => {
    const store = new EmbeddedStore(dir);
    await store.start();
    stores.push(store);
    return store;
  };
  const store = await open();
  return {
    store,
    // One process per data dir: the first store is stopped before the directory is opened again.
    reopen: async () => {
      for (const s of stores.splice(0)) await s.stop();
      return open();
    },
    close: async () => {
      for (const s of stores.splice(0)) await s.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `kc`: the client the first store uses (e.g. one through test/support/apiserver-proxy.ts); reopen() connects directly. */
export async function kubernetesSubject(options: KubernetesStoreOptions = {}, kc?: KubeConfig): Promise<StoreSubject<KubernetesStore> & { namespace: string }> {
  const namespace = await createTestNamespace('store');
  const stores: KubernetesStore[] = [];
  const open = async (opts = options, client = kubeConfig()) => {
    const store = new KubernetesStore(client, namespace.name, opts);
    await store.start();
    stores.push(store);
    return store;
  };
  const store = await open(options, kc ?? kubeConfig());
  return {
    store,
    namespace: namespace.name,
    reopen: () => open({}),
    close: async () => {
      for (const s of stores.splice(0)) await s.stop();
      await namespace.remove();
    },
  };
}
