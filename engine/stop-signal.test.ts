import { describe, expect, it } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { createEngineStop, EngineStopped, exitCodeOf, installStopHandlers } from './stop-signal.js';

function exitRecorder() {
  let record!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (record = resolve));
  return { exit: (code: number) => record(code), exited };
}

describe('engine stop', () => {
  it('exit codes are 128 + the signal number', () => {
    expect(exitCodeOf('SIGTERM')).toBe(143);
    expect(exitCodeOf('SIGINT')).toBe(130);
  });

  it('aborts the job, waits for it to settle, then exits with the code', async () => {
    const { exit, exited } = exitRecorder();
    const stop = createEngineStop({ exit });
    let settled = false;
    // A job that takes 100 ms to wind down after the abort (its children exiting, scratch files removed).
    const work = new Promise<void>((_, reject) =>
      stop.signal.addEventListener('abort', () => setTimeout(() => ((settled = true), reject(stop.signal.reason)), 100)),
    );
    stop.track(work);
    stop.stop('SIGTERM', 143);
    expect(stop.signal.aborted).toBe(true);
    expect(stop.signal.reason).toBeInstanceOf(EngineStopped);
    expect((stop.signal.reason as Error).name).toBe('AbortError');
    expect(await exited).toBe(143);
    expect(settled).toBe(true);
  });

  it('exits after settleMs even when the job does not settle', async () => {
    const { exit, exited } = exitRecorder();
    const stop = createEngineStop({ exit, settleMs: 100 });
    stop.track(new Promise(() => undefined));
    const started = Date.now();
    stop.stop('SIGTERM', 143);
    expect(await exited).toBe(143);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('counts only the first stop', async () => {
    const codes: number[] = [];
    const reasons: string[] = [];
    const stop = createEngineStop({ exit: (code) => codes.push(code), onStop: (reason) => reasons.push(reason) });
    stop.stop('SIGTERM', 143);
    stop.stop('SIGINT', 130);
    await new Promise((r) => setTimeout(r, 20));
    expect(codes).toEqual([143]);
    expect(reasons).toEqual(['SIGTERM']);
  });

  it('installs handlers for SIGTERM, SIGINT and, with an IPC channel, disconnect', () => {
    const calls: [string, number][] = [];
    const stop = { signal: new AbortController().signal, track: () => undefined, stop: (reason: string, code: number) => calls.push([reason, code]) };
    const withIpc = Object.assign(new EventEmitter(), { send: () => true }) as unknown as NodeJS.Process;
    installStopHandlers(stop, withIpc);
    withIpc.emit('SIGTERM');
    withIpc.emit('SIGINT');
    withIpc.emit('disconnect');
    expect(calls).toEqual([['SIGTERM', 143], ['SIGINT', 130], ['disconnect', 3]]);

    // A parent gone before the handlers were installed: its 'disconnect' is past, so the job stops at once.
    const orphaned = Object.assign(new EventEmitter(), { send: () => true, connected: false }) as unknown as NodeJS.Process;
    installStopHandlers(stop, orphaned);
    expect(calls.at(-1)).toEqual(['disconnect', 3]);

    const withoutIpc = new EventEmitter() as unknown as NodeJS.Process;
    installStopHandlers(stop, withoutIpc);
    expect(withoutIpc.listenerCount('disconnect')).toBe(0);
    expect(withoutIpc.listenerCount('SIGTERM')).toBe(1);
  });
});
