import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import type { TestEnvInfo } from './env-file.js';

let cached: TestEnvInfo | undefined;

/** The connection details of the servers the global setup started. */
export function testEnv(): TestEnvInfo {
  if (cached) return cached;
  const file = process.env.MONTAGE_TEST_ENV_FILE;
  if (!file) throw new Error('MONTAGE_TEST_ENV_FILE is not set: integration suites run under the jest `integration` project');
  cached = JSON.parse(readFileSync(file, 'utf8')) as TestEnvInfo;
  return cached;
}

export function kubeConfig(): KubeConfig {
  const kc = new KubeConfig();
  kc.loadFromFile(testEnv().kubeconfigPath);
  return kc;
}

/** A namespace of its own for a suite, so suites never see each other's objects. */
export async function createTestNamespace(prefix: string): Promise<{ name: string; remove(): Promise<void> }> {
  const core = kubeConfig().makeApiClient(CoreV1Api);
  const name = `${prefix.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 40)}-${randomBytes(4).toString('hex')}`;
  await core.createNamespace({ body: { metadata: { name } } });
  return {
    name,
    remove: async () => {
      await core.deleteNamespace({ name }).catch(() => undefined);
    },
  };
}
