import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { pino } from 'pino';
import { sha256Hex } from '../../auth/api-keys.js';
import { SecretApiKeys } from '../../auth/secret-keys.js';
import { startApiserver } from '../env/control-plane.js';
import { freePort } from '../env/ports.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { startApiserverProxy, type ApiserverProxy } from '../support/apiserver-proxy.js';
import { pollUntil } from '../support/proc.js';

/*
 * The API keys Secret is watched; real clusters end watches with ERROR events (504 while an apiserver's watch cache
 * catches up after a restart, 410 when a version expired) and restart apiservers. A valid key must keep working
 * through all of it: the watch keeps the last good keys, resumes from where it was, and relists only on 410.
 */
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const entry = (key: string, tenant: string) => Buffer.from(`${sha256Hex(key)}:${tenant}`).toString('base64');
const KEY = 'watch-errors-key-0123456789';

/** Resolves the key every few milliseconds until stopped; returns how often it was refused. */
function keepResolving(keys: SecretApiKeys): { stop(): Promise<{ refused: number; tries: number }> } {
  let running = true;
  let refused = 0;
  let tries = 0;
  const loop = (async () => {
    while (running) {
      tries++;
      if (!(await keys.resolve(KEY))) refused++;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { refused, tries };
    },
  };
}

describe('watches through apiserver errors and restarts', () => {
  let namespace: { name: string; remove(): Promise<void> };
  const core = kubeConfig().makeApiClient(CoreV1Api);
  const putKeys = (data: Record<string, string>) =>
    core.replaceNamespacedSecret({ name: 'montage-api-keys', namespace: namespace.name, body: { metadata: { name: 'montage-api-keys' }, data } });

  beforeAll(async () => {
    namespace = await createTestNamespace('watch-errors');
    await core.createNamespacedSecret({ namespace: namespace.name, body: { metadata: { name: 'montage-api-keys' }, data: { 'team-a.ci': entry(KEY, 'team-a') } } });
  });
  afterAll(async () => {
    await namespace.remove();
  });

  describe('ERROR events', () => {
    let proxy: ApiserverProxy;
    let keys: SecretApiKeys;
    const lists = () => proxy.requests.filter((r) => !r.watch && r.method === 'GET' && r.path.endsWith('/secrets')).length;
    const watches = () => proxy.requests.filter((r) => r.watch).length;

    beforeAll(async () => {
      proxy = await startApiserverProxy(kubeConfig());
      keys = new SecretApiKeys(proxy.kubeConfig(), namespace.name, 'montage-api-keys', logger);
      await keys.start();
      await pollUntil('the first watch', () => watches() > 0 || undefined, 10_000);
    });
    afterAll(async () => {
      keys.stop();
      await proxy.close();
    });

    // Stopped after each test even when it fails: a resolving loop left running keeps jest from exiting.
    let resolving: ReturnType<typeof keepResolving> | undefined;
    afterEach(async () => {
      await resolving?.stop();
      resolving = undefined;
    });

    it('keeps the keys through a 504 and resumes the watch without relisting', async () => {
      resolving = keepResolving(keys);
      const listsBefore = lists();
      const watchesBefore = watches();
      // The watch request is counted when it is sent, but is open only once the apiserver answered it (later on a
      // busy machine): the error goes to the first open watch.
      await pollUntil('a watch to fail with 504', () => proxy.injectWatchError(504, 'Timeout', 'Too large resource version: 99999, current: 12') === 1 || undefined, 10_000);
      await pollUntil('the watch to resume', () => watches() > watchesBefore || undefined, 10_000);
      const { refused, tries } = await resolving.stop();
      expect(tries).toBeGreaterThan(10);
      expect(refused).toBe(0);
      expect(lists()).toBe(listsBefore);
      // The resumed watch still delivers changes.
      await putKeys({ 'team-a.ci': entry(KEY, 'team-a'), 'team-b.ci': entry('second-key-0123456789', 'team-b') });
      await pollUntil('the new key', async () => (await keys.resolve('second-key-0123456789')) ?? undefined, 10_000);
    });

    it('relists on 410 Expired, and only then, still without refusing a valid key', async () => {
      resolving = keepResolving(keys);
      const listsBefore = lists();
      const watchesBefore = watches();
      await pollUntil('a watch to fail with 410', () => proxy.injectWatchError(410, 'Expired', 'too old resource version') === 1 || undefined, 10_000);
      await pollUntil('the watch to resume', () => watches() > watchesBefore || undefined, 10_000);
      const { refused } = await resolving.stop();
      expect(refused).toBe(0);
      expect(lists()).toBe(listsBefore + 1);
    });
  });

  it('keeps every valid key working while its apiserver restarts, and sees changes after', async () => {
    // An apiserver of this test's own on the suite's etcd, so that restarting it disturbs no other suite.
    const dir = mkdtempSync(join(tmpdir(), 'montage-apiserver-'));
    const port = await freePort();
    const env = testEnv();
    let apiserver = await startApiserver(env.binaries, dir, env.etcdUrl, port);
    const connect = (server: string, token: string) => {
      const kc = new KubeConfig();
      kc.loadFromOptions({
        clusters: [{ name: 'own', server, skipTLSVerify: true }],
        users: [{ name: 'admin', token }],
        contexts: [{ name: 'own', cluster: 'own', user: 'admin' }],
        currentContext: 'own',
      });
      return kc;
    };
    const keys = new SecretApiKeys(connect(apiserver.server, apiserver.token), namespace.name, 'montage-api-keys', logger);
    try {
      await keys.start();
      const resolving = keepResolving(keys);
      await apiserver.process.stop();
      // Same port, same token file: the client's kubeconfig stays valid across the restart.
      apiserver = await startApiserver(env.binaries, dir, env.etcdUrl, port, apiserver.token);
      const { refused, tries } = await resolving.stop();
      expect(tries).toBeGreaterThan(100);
      expect(refused).toBe(0);
      // The watch came back on the restarted apiserver: a key added now works.
      await putKeys({ 'team-a.ci': entry(KEY, 'team-a'), 'team-c.ci': entry('third-key-0123456789', 'team-c') });
      await pollUntil('the key added after the restart', async () => (await keys.resolve('third-key-0123456789')) ?? undefined, 40_000);
    } finally {
      keys.stop();
      await apiserver.process.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
