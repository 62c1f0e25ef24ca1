import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface Binaries {
  etcd: string;
  kubeApiserver: string;
  kubeControllerManager: string;
  kubectl: string;
  minio: string;
  helm: string;
}

const cacheDir = () => process.env.MONTAGE_TOOLS_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'montage-tools');

/** Paths of the servers built by build-binaries.sh (the versions live there, once). */
export function binaries(): Binaries {
  return readPaths<Binaries>('paths.json');
}

/** The real node's binaries too (test/node/): kubelet, kube-scheduler, kube-proxy, CoreDNS. */
export interface NodeBinaries extends Binaries {
  kubelet: string;
  kubeScheduler: string;
  kubeProxy: string;
  coredns: string;
}

export function nodeBinaries(): NodeBinaries {
  return { ...binaries(), ...readPaths<Omit<NodeBinaries, keyof Binaries>>('node-paths.json') };
}

function readPaths<T extends object>(name: string): T {
  const file = join(cacheDir(), name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`bash test/env/prepare.sh\` (npm test does) to build the test servers`);
  const paths = JSON.parse(readFileSync(file, 'utf8')) as T;
  for (const [key, path] of Object.entries(paths)) {
    if (!existsSync(path as string)) throw new Error(`${key} binary ${path as string} is missing: run \`bash test/env/prepare.sh\``);
  }
  return paths;
}
