import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../env/ports.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerUnderTest {
  base: string;
  pid: number;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * How long a `montage serve` may take to listen. It loads its TypeScript through tsx, which at a load of 25-50 took
 * 32-59 s (8 s idle): the wait is for the event (listening, or the process exiting), and this is only the backstop
 * for a process that hangs. Hooks that start a server give themselves this much and more.
 */
export const SERVE_START_MS = 240_000;

/** `montage serve` as its own process (what `npm start` runs), for tests that measure or kill it. */
export async function startServeProcess(env: Record<string, string>): Promise<ServerUnderTest> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'bin', 'montage.ts'), 'serve'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVE_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`montage serve exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`montage serve did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid!,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** `montage controller` as its own process (cluster mode), for tests that kill it. */
export function startControllerProcess(env: Record<string, string>): { pid: number; output(): string; kill(): Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bin', 'montage.ts'), 'controller'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, MONTAGE_MODE: 'cluster' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return {
    pid: child.pid!,
    output: () => output,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/**
 * Controller replicas of one installation, started by name (each its own `montage controller` process, a Pod of the
 * Deployment), for tests that kill the leader; `killAll` in the suite's afterAll.
 */
export function controllerReplicas(env: () => Record<string, string>): {
  start(name: string): ReturnType<typeof startControllerProcess>;
  killAll(): Promise<void>;
} {
  const started: ReturnType<typeof startControllerProcess>[] = [];
  return {
    start: (name) => {
      const c = startControllerProcess({ ...env(), POD_NAME: name });
      started.push(c);
      return c;
    },
    killAll: async () => {
      for (const c of started.splice(0)) await c.kill();
    },
  };
}
