import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Binaries } from '../test/env/binaries.js';
import { installCrds, startControlPlane } from '../test/env/control-plane.js';
import { KubeHttp } from './kube.js';
import { secondsSince } from './stats.js';
import { ROOT } from './support.js';

/*
 * Seeding 100,000 custom resources through the apiserver takes 12 minutes on this machine (two requests each, the
 * apiserver's admission and etcd writes), longer than the measurements it sets up. The seeded etcd data directory
 * is kept outside the clone, keyed by everything that decides its content (the seed's own code, the CRDs, the
 * settings, etcd and apiserver versions), and later runs start etcd on a copy of it: the same objects, in seconds.
 * The copy is taken from a stopped etcd, so it is consistent; the scenario still counts what it lists.
 */

export interface SeedResult<T> {
  /** The etcd data directory to copy before etcd starts. */
  etcdDir: string;
  seeded: T;
  /** How long seeding took when it ran (now or in the run that filled the cache). */
  seedSeconds: number;
  fromCache: boolean;
}

const cacheRoot = () => join(process.env.MONTAGE_TOOLS_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'montage-tools'), 'bench-seed');

export function seedKey(parts: unknown[]): string {
  const crds = join(ROOT, 'crds');
  const hash = createHash('sha256');
  for (const file of readdirSync(crds).sort()) hash.update(file).update(readFileSync(join(crds, file)));
  hash.update(JSON.stringify(parts));
  return hash.digest('hex').slice(0, 20);
}

/**
 * The seeded etcd for `key`: from the cache, or made now in a control plane of its own (namespaces created,
 * `seed` run, everything stopped) and then cached.
 */
export async function seededEtcd<T>(
  bin: Binaries,
  key: string,
  namespaces: string[],
  seed: (kube: KubeHttp) => Promise<T>,
  scratch: string,
): Promise<SeedResult<T>> {
  const dir = join(cacheRoot(), key);
  if (existsSync(join(dir, 'seeded.json'))) {
    const saved = JSON.parse(readFileSync(join(dir, 'seeded.json'), 'utf8')) as { seeded: T; seedSeconds: number };
    return { etcdDir: join(dir, 'etcd'), seeded: saved.seeded, seedSeconds: saved.seedSeconds, fromCache: true };
  }
  const plane = await startControlPlane(bin, scratch);
  let result: { seeded: T; seedSeconds: number };
  try {
    await installCrds(bin.kubectl, plane.kubeconfigPath, join(ROOT, 'crds'));
    const kube = new KubeHttp(plane.kubeconfigPath, 40);
    try {
      for (const name of namespaces) await kube.expect([201], 'POST', '/api/v1/namespaces', { metadata: { name } });
      const t = performance.now();
      const seeded = await seed(kube);
      result = { seeded, seedSeconds: secondsSince(t) };
    } finally {
      kube.close();
    }
  } finally {
    // etcd last: a stopped etcd's data directory is a consistent copy.
    for (const p of [...plane.processes].reverse()) await p.stop();
  }
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  execFileSync('cp', ['-a', join(scratch, 'etcd'), join(partial, 'etcd')]);
  writeFileSync(join(partial, 'seeded.json'), JSON.stringify(result));
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { etcdDir: join(dir, 'etcd'), ...result, fromCache: false };
}

/** Puts a copy of a seeded etcd where `startControlPlane(bin, dir)` looks for its data. */
export function restoreEtcd(etcdDir: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  rmSync(join(dir, 'etcd'), { recursive: true, force: true });
  execFileSync('cp', ['-a', etcdDir, join(dir, 'etcd')]);
}
