import { constants } from 'node:os';
import { killRemainingChildren } from './render/ffmpeg/run-child.js';
import { removeScratchNow } from './scratch-dirs.js';

/*
 * How an engine process stops before its job is done: on SIGTERM (Kubernetes deleting the Pod of a superseded,
 * timed-out or deleted job), SIGINT, or, in the embedded mode, when the service that started it goes away. The job
 * is aborted (its ffmpeg, ffprobe or espeak-ng gets SIGTERM, then SIGKILL after a short grace), no result is
 * written (a stopped job has no answer: the controller decides what happens to it), and the process exits well
 * within a second, instead of rendering on through the Pod's 30 s grace period.
 */

/** How long the aborted job may take to settle (children reaped, scratch files removed) before the process exits. */
export const SETTLE_MS = 750;

/** The exit code of a process ended by `signal`, as a shell reports it: 128 + its number (SIGTERM: 143). */
export function exitCodeOf(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}

export class EngineStopped extends Error {
  constructor(readonly reason: string) {
    super(`the engine was stopped (${reason})`);
    this.name = 'AbortError';
  }
}

export interface EngineStop {
  /** Aborted when the engine stops; every part of the job takes it. */
  readonly signal: AbortSignal;
  /** The job's work: a stop waits (at most `settleMs`) for it to settle before the process exits. */
  track(work: Promise<unknown>): void;
  /** Aborts the job, waits for it to settle, kills any child left, and exits with `code`. Only the first call counts. */
  stop(reason: string, code: number): void;
}

export function createEngineStop(
  options: { exit?: (code: number) => void; settleMs?: number; onStop?: (reason: string, code: number) => void } = {},
): EngineStop {
  const controller = new AbortController();
  const work: Promise<unknown>[] = [];
  const exit = options.exit ?? ((code: number) => process.exit(code));
  return {
    signal: controller.signal,
    track(promise) {
      work.push(promise);
    },
    stop(reason, code) {
      if (controller.signal.aborted) return;
      options.onStop?.(reason, code);
      controller.abort(new EngineStopped(reason));
      let deadline: NodeJS.Timeout | undefined;
      const settleLimit = new Promise<void>((resolve) => {
        deadline = setTimeout(resolve, options.settleMs ?? SETTLE_MS);
      });
      void Promise.race([Promise.allSettled(work), settleLimit]).then(() => {
        clearTimeout(deadline);
        killRemainingChildren();
        removeScratchNow();
        exit(code);
      });
    },
  };
}

/** Stops on SIGTERM and SIGINT (exit code 128 + the signal's number), and on the parent's disconnect (code 3). */
export function installStopHandlers(stop: EngineStop, proc: NodeJS.Process = process): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) proc.on(signal, () => stop.stop(signal, exitCodeOf(signal)));
  // Started by the embedded mode's local runner: stop when that process goes away (a Kubernetes Job has no channel).
  if (proc.send) {
    proc.on('disconnect', () => stop.stop('disconnect', 3));
    // The parent can die while this process still loads its modules (ESM loading lets the event loop run): the
    // 'disconnect' event then fired before anyone listened, and the job would render on, unsupervised.
    if (proc.connected === false) stop.stop('disconnect', 3);
  }
}
