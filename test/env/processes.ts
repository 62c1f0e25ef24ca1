import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface ServerProcess {
  name: string;
  pid: number;
  logFile: string;
  /** Why the process ended after it was ready (its exit code or signal), or undefined while it runs. */
  exited(): string | undefined;
  /** Calls `listener` once the process ends (at once if it already has), with why (as `exited()` says it). */
  onExit(listener: (why: string) => void): void;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  logFile: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Resolves true once the server answers; polled until the deadline. */
  ready(): Promise<boolean>;
  /**
   * With `progress`: the start fails only when `progress()` returned nothing new for `timeoutMs` (a server that
   * recovers a lot of state on a loaded machine keeps writing its log; a stuck one does not). Without: `timeoutMs`
   * bounds the whole start.
   */
  progress?: () => string;
  timeoutMs?: number;
}

export function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts a server (argument array, no shell), its output in a log file, and waits until `ready()` says so.
 * A server that exits or is not ready in time fails the start with the tail of its log.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const out = openSync(options.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(options.command, options.args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', out, out], detached: false });
  } finally {
    closeSync(out);
  }
  let exited: string | undefined;
  const listeners: ((why: string) => void)[] = [];
  const end = (why: string) => {
    if (exited) return;
    exited = why;
    for (const listener of listeners.splice(0)) listener(why);
  };
  child.once('exit', (code, signal) => end(`exited with ${signal ?? `code ${code}`}`));
  child.once('error', (err) => end(`could not start: ${err.message}`));
  const fail = (why: string) =>
    new Error(`${options.name} ${why}. Last lines of ${options.logFile}:\n${logTail(options.logFile)}`);

  const timeoutMs = options.timeoutMs ?? 60_000;
  let deadline = Date.now() + timeoutMs;
  let seen = options.progress?.();
  let delay = 50;
  for (;;) {
    if (exited) throw fail(exited);
    if (await options.ready().catch(() => false)) break;
    const now = options.progress?.();
    if (now !== seen) {
      seen = now;
      deadline = Date.now() + timeoutMs;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw fail(options.progress ? `was not ready and made no progress for ${timeoutMs} ms` : `was not ready within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 500);
  }
  return {
    name: options.name,
    pid: child.pid!,
    logFile: options.logFile,
    exited: () => exited,
    onExit: (listener) => (exited ? listener(exited) : listeners.push(listener)),
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL if it has not exited within five seconds. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
