import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

describe('watchForever', () => {
  it('keeps a process alive while it retries its first list (nothing else may hold the event loop then)', () => {
    // A process whose only work is awaiting the first sync, as `montage api` awaits store.start(): the first list
    // fails, the retry is 50 ms later. With an unref'd retry timer Node exits 13 ("unsettled top-level await").
    const script = `
      import { pino } from 'pino';
      import { KubeConfig } from '@kubernetes/client-node';
      import { watchForever } from ${JSON.stringify(join(here, 'watch-loop.ts'))};
      let lists = 0;
      let synced;
      const done = new Promise((resolve) => (synced = resolve));
      const stop = watchForever({
        kubeConfig: new KubeConfig(), path: '/api/v1/namespaces/x/secrets', query: {}, logger: pino({ level: 'silent' }),
        initialDelayMs: 50,
        list: async () => { if (++lists === 1) throw new Error('apiserver not ready'); synced(); return '7'; },
        onEvent: () => undefined,
        startWatch: async () => ({ abort: () => undefined }),
      });
      await done;
      stop();
      console.log('synced after ' + lists + ' lists');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000, cwd: join(here, '..', '..') });
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: 'synced after 2 lists' });
  });
});
