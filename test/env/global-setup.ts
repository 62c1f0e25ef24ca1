import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binaries } from './binaries.js';
import { installCrds, startControlPlane } from './control-plane.js';
import type { TestEnvInfo } from './env-file.js';
import { startMinio } from './minio.js';
import type { ServerProcess } from './processes.js';
import { startRedis } from './redis.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Handles for the teardown, which jest runs in this same process. */
export const running: { processes: ServerProcess[]; dir?: string } = { processes: [] };
(globalThis as { __montageTestEnv?: typeof running }).__montageTestEnv = running;

/** A detached watcher that stops these servers if this process dies before its teardown (test/env/reaper.mjs). */
function startReaper(dir: string, processes: ServerProcess[]): void {
  const reaper = spawn(process.execPath, [join(root, 'test', 'env', 'reaper.mjs'), String(process.pid), dir, ...processes.map((p) => String(p.pid))], { detached: true, stdio: 'ignore' });
  reaper.unref();
}

/**
 * Starts the real servers once for the whole integration run, each on free loopback ports with a temporary data
 * directory: etcd + kube-apiserver + kube-controller-manager (CRDs installed), MinIO, Redis.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'montage-test-env-'));
  running.dir = dir;
  const results = await Promise.allSettled([startControlPlane(bin, dir), startMinio(bin.minio, dir), startRedis(dir)]);
  for (const r of results) if (r.status === 'fulfilled') running.processes.push(...('processes' in r.value ? r.value.processes : [r.value.process]));
  startReaper(dir, running.processes);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(running.processes.map((p) => p.stop()));
    throw failed.reason;
  }
  const [plane, minio, redis] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    Awaited<ReturnType<typeof startControlPlane>>,
    Awaited<ReturnType<typeof startMinio>>,
    Awaited<ReturnType<typeof startRedis>>,
  ];
  const crds = await installCrds(bin.kubectl, plane.kubeconfigPath, join(root, 'crds'));
  const info: TestEnvInfo = { dir, kubeconfigPath: plane.kubeconfigPath, etcdUrl: plane.etcdUrl, s3: minio.s3, redisUrl: redis.url, binaries: bin, crds };
  const file = join(dir, 'test-env.json');
  writeFileSync(file, JSON.stringify(info, null, 2), { mode: 0o600 });
  process.env.MONTAGE_TEST_ENV_FILE = file;
  console.log(`\n[test env] kube-apiserver, kube-controller-manager, etcd, MinIO, Redis ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`);
}
