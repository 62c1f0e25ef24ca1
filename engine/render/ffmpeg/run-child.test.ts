import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { killRemainingChildren, liveChildren, runChild } from './run-child.js';
import { FfmpegError, runFfmpeg } from './run-ffmpeg.js';

/** A Node child that prints its pid, then runs until killed; with `ignoreTerm`, SIGTERM does not stop it. */
function sleeper(ignoreTerm = false): string[] {
  return ['-e', `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} console.log(process.pid); setInterval(() => {}, 1000);`];
}

/** Starts a sleeper; resolves with its pid (once it runs) and the promise of runChild. */
async function startSleeper(options: { signal?: AbortSignal; ignoreTerm?: boolean; killGraceMs?: number; timeoutMs?: number }) {
  let announce!: (pid: number) => void;
  const started = new Promise<number>((resolve) => (announce = resolve));
  const run = runChild(process.execPath, sleeper(options.ignoreTerm), { ...options, onStdout: (chunk) => announce(Number(chunk.trim())) });
  run.catch(() => undefined);
  return { pid: await started, run };
}

describe('runChild', () => {
  it('reports how the child exited, with its stderr', async () => {
    const exit = await runChild(process.execPath, ['-e', "console.error('bad news'); process.exit(3)"]);
    expect(exit).toMatchObject({ code: 3, signal: null, timedOut: false });
    expect(exit.stderr).toContain('bad news');
  });

  it('on abort stops the child with SIGTERM and rejects with the reason only after it exited', async () => {
    const controller = new AbortController();
    const { pid, run } = await startSleeper({ signal: controller.signal });
    expect(liveChildren()).toBe(1);
    const reason = new Error('stopped');
    controller.abort(reason);
    await expect(run).rejects.toBe(reason);
    expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(liveChildren()).toBe(0);
  });

  it('kills a child that ignores SIGTERM after the grace period', async () => {
    const controller = new AbortController();
    const { pid, run } = await startSleeper({ signal: controller.signal, ignoreTerm: true, killGraceMs: 200 });
    // Its SIGTERM handler is installed: it prints its pid after that.
    const aborted = Date.now();
    controller.abort(new Error('stopped'));
    await expect(run).rejects.toThrow('stopped');
    expect(Date.now() - aborted).toBeGreaterThanOrEqual(190);
    expect(Date.now() - aborted).toBeLessThan(2_000);
    expect(existsSync(`/proc/${pid}`)).toBe(false);
  });

  it('does not start a child when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(runChild(process.execPath, ['-e', ''], { signal: controller.signal })).rejects.toThrow('too late');
    expect(liveChildren()).toBe(0);
  });

  it('kills a child on timeout and says so', async () => {
    // Not startSleeper: on a loaded machine the timeout may kill the child before it prints its pid.
    const run = runChild(process.execPath, sleeper(), { timeoutMs: 200 });
    await expect(run).resolves.toMatchObject({ code: null, signal: 'SIGKILL', timedOut: true });
  });

  it('rejects with the spawn error when the command does not exist', async () => {
    await expect(runChild('/nonexistent/montage-binary', [])).rejects.toThrow(/ENOENT/);
    expect(liveChildren()).toBe(0);
  });

  it('killRemainingChildren kills every child still running', async () => {
    const first = await startSleeper({ ignoreTerm: true });
    const second = await startSleeper({});
    expect(liveChildren()).toBe(2);
    killRemainingChildren();
    await expect(first.run).resolves.toMatchObject({ signal: 'SIGKILL' });
    await expect(second.run).resolves.toMatchObject({ signal: 'SIGKILL' });
    expect(liveChildren()).toBe(0);
  });
});

describe('runFfmpeg', () => {
  // An endless encode to nowhere: runs until stopped.
  const endless = ['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-progress', 'pipe:1', '-nostats', '-f', 'null', '-'];

  it('rejects with the abort reason, not an FfmpegError, once ffmpeg has exited', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const run = runFfmpeg(endless, { signal: controller.signal, expectedSeconds: 3600, onProgress: (p) => progress.push(p) });
    const outcome = run.catch((err: unknown) => err);
    // Running: it has reported progress.
    for (const deadline = Date.now() + 20_000; progress.length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    expect(progress.length).toBeGreaterThan(0);
    const reason = new Error('stopped');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    expect(liveChildren()).toBe(0);
  }, 30_000);

  it('still reports a failing ffmpeg as an FfmpegError', async () => {
    await expect(runFfmpeg(['-hide_banner', '-i', '/nonexistent/input.mp4', '-f', 'null', '-'])).rejects.toBeInstanceOf(FfmpegError);
  });
});
