import { rmSync } from 'node:fs';
import type { ServerProcess } from './processes.js';

export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __montageTestEnv?: { processes: ServerProcess[]; dir?: string } }).__montageTestEnv;
  if (!running) return;
  // Controllers before the apiserver, the apiserver before etcd: reverse start order.
  for (const p of [...running.processes].reverse()) await p.stop();
  if (running.dir && !process.env.MONTAGE_KEEP_TEST_ENV) rmSync(running.dir, { recursive: true, force: true });
}
