import { spawn, type ChildProcess } from 'node:child_process';
import { withCpus } from '../../../lib/media/cpu-affinity.js';
import { withMemoryLimit } from '../../../lib/media/limited-run.js';

/** How long a child asked to stop (SIGTERM, when its job is aborted) has before it is killed (SIGKILL). */
export const KILL_GRACE_MS = 250;

export interface ChildOptions {
  /**
   * Aborting stops the child: SIGTERM, then SIGKILL after `killGraceMs`. The promise still settles only once the
   * child has exited, rejecting with the signal's reason, so an aborted job leaves no process behind.
   */
  signal?: AbortSignal;
  /** Killed (SIGKILL) after this long; the child's exit is then reported with `timedOut`. */
  timeoutMs?: number;
  killGraceMs?: number;
  onStdout?: (chunk: string) => void;
  /** RLIMIT_DATA of the child (lib/media/limited-run.ts says why that limit): a decoder that needs more fails. */
  memoryBytes?: number;
  /** RLIMIT_FSIZE of the child (with `memoryBytes`): a larger write kills it with SIGXFSZ. */
  fileBytes?: number;
  /** The CPUs the child may run on (lib/media/cpu-affinity.ts); absent: any. */
  cpus?: readonly number[];
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last 8,000 characters of its stderr. */
  stderr: string;
  timedOut: boolean;
}

/** The children of this process that have not exited yet. */
const live = new Set<ChildProcess>();

/** How many children started by runChild are still running. */
export function liveChildren(): number {
  return live.size;
}

/** SIGKILLs every child still running: the engine's last step before it exits, so none outlives it. */
export function killRemainingChildren(): void {
  for (const child of live) child.kill('SIGKILL');
}

/**
 * Runs `command` with an argument array (never a shell). Resolves with how it exited, once it has exited and its
 * output is read; rejects when it could not start, or with `signal.reason` when aborted (also only after its exit).
 */
export function runChild(command: string, args: readonly string[], options: ChildOptions = {}): Promise<ChildExit> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    // prlimit sets the limit on itself and execs the command: the same pid, so signals reach the command.
    const [limited, limitedArgs] = options.memoryBytes ? withMemoryLimit(command, [...args], options.memoryBytes, options.fileBytes) : [command, [...args]];
    const [file, argv] = withCpus(limited, limitedArgs, options.cpus);
    const child = spawn(file, argv, { stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'pipe'] });
    live.add(child);
    let stderr = '';
    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    if (options.onStdout) child.stdout!.setEncoding('utf8').on('data', options.onStdout);
    const onAbort = () => {
      child.kill('SIGTERM');
      killTimer ??= setTimeout(() => child.kill('SIGKILL'), options.killGraceMs ?? KILL_GRACE_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : undefined;
    const done = () => {
      live.delete(child);
      clearTimeout(timer);
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.once('exit', () => live.delete(child));
    child.on('error', (err) => {
      // Only a child that never started settles here; any other error is followed by 'close'.
      if (child.pid !== undefined) return;
      done();
      reject(signal?.aborted ? signal.reason : err);
    });
    child.once('close', (code, exitSignal) => {
      if (child.pid === undefined) return;
      done();
      if (signal?.aborted) reject(signal.reason);
      else resolve({ code, signal: exitSignal, stderr, timedOut });
    });
  });
}
