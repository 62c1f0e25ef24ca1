import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../lib/config.js';
import { startEmbedded } from '../runtime/embedded.js';
import { listenRuntime } from '../test/support/listen.js';
import type { Store } from '../store/store.js';
import { restClient, type Cleanup, type RestClient } from './support.js';

/** Limits high enough that no benchmark request is ever rate limited (the default is 600 a minute per key). */
export const NO_RATE_LIMIT = { MONTAGE_RATE_LIMIT: '100000000', MONTAGE_RATE_LIMIT_WINDOW_SECONDS: '60' };

export interface EmbeddedService {
  base: string;
  key: string;
  api: RestClient;
  dataDir: string;
  /** The service's own store, read only for timing breakdowns (status timestamps the API does not show). */
  store: Store;
}

/**
 * The embedded mode (`npm start`'s composition: embedded store, local disk, child-process engine jobs, all
 * controllers) in this process, served on a loopback port, with the default job concurrency unless told otherwise.
 */
export async function startEmbeddedService(cleanup: Cleanup, name: string, env: Record<string, string> = {}): Promise<EmbeddedService> {
  const dir = cleanup.tempDir(name);
  const key = `bench-${name}-${randomBytes(12).toString('hex')}`;
  const dataDir = join(dir, 'data');
  const config = loadConfig({ ...NO_RATE_LIMIT, ...env, MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: `${key}=bench`, PORT: '0', LOG_LEVEL: 'silent' });
  const runtime = await startEmbedded(config, pino({ level: 'silent' }));
  cleanup.add(`stop embedded ${name}`, () => runtime.stop());
  const http = await listenRuntime(runtime);
  cleanup.add(`close http ${name}`, () => http.close());
  return { base: http.base, key, api: restClient(http.base, key), dataDir, store: runtime.deps.store };
}
