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

/** Paths of the servers built by build-binaries.sh (the versions live there, once). */
export function binaries(): Binaries {
  const cache = process.env.MONTAGE_TOOLS_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'montage-tools');
  const file = join(cache, 'paths.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`bash test/env/prepare.sh\` (npm test does) to build the test servers`);
  const paths = JSON.parse(readFileSync(file, 'utf8')) as Binaries;
  for (const [name, path] of Object.entries(paths)) {
    if (!existsSync(path)) throw new Error(`${name} binary ${path} is missing: run \`bash test/env/prepare.sh\``);
  }
  return paths;
}
