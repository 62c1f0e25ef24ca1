import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { JobRequest, JobRunner, JobStatus } from '../job-runner.js';
import type { EngineUser } from './engine-users.js';

interface LocalJob {
  request: JobRequest;
  status: JobStatus;
  child?: ChildProcess;
  /** The engine process's own working directory (its cwd and TMPDIR), removed when it exits. */
  workDir?: string;
  /** Which of the `concurrency` slots it holds (and so which engine user it runs as). */
  slot?: number;
  deadline?: NodeJS.Timeout;
  output: string;
}

/**
 * Runs jobs as child processes of this one, at most `concurrency` at a time (the rest wait as `pending`).
 * State lives in memory: after a restart every job is `absent`, and the reconcilers start the unfinished ones again;
 * engine outputs have fixed keys, so a rerun replaces, never duplicates.
 *
 * Each engine process gets a directory of its own (`mkdtemp` under `workRoot`, default the OS temp dir; mode 0700),
 * as its working directory and its TMPDIR, so everything the engine and its FFmpeg write goes there and no job sees
 * another's files through a shared cwd or temp dir. It is removed when the process exits, whatever happened.
 * With `userFor` (engine-users.ts: the service runs as root) the process runs as its slot's user, which owns the
 * directory and is its HOME; no two running jobs share a user.
 */
export class LocalJobRunner implements JobRunner {
  private readonly jobs = new Map<string, LocalJob>();
  private readonly listeners = new Set<(name: string) => void>();
  private readonly slots = new Set<number>();
  private stopped = false;

  constructor(
    private readonly options: {
      concurrency: number;
      env: NodeJS.ProcessEnv;
      logger: Logger;
      command: { command: string; args: string[] };
      workRoot?: string;
      userFor?: (slot: number) => EngineUser;
    },
  ) {}

  async ensure(request: JobRequest): Promise<void> {
    if (this.stopped || this.jobs.has(request.name)) return;
    this.jobs.set(request.name, { request, status: { state: 'pending' }, output: '' });
    this.changed(request.name);
    this.pump();
  }

  async status(name: string): Promise<JobStatus> {
    return { ...(this.jobs.get(name)?.status ?? { state: 'absent' }) };
  }

  async delete(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return;
    this.jobs.delete(name);
    clearTimeout(job.deadline);
    // Waited for: a job being deleted with its outputs (controller/cleanup) must not write after they are removed.
    if (job.child) await stopChild(job.child);
  }

  onChange(listener: (name: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.jobs.keys()].map((name) => this.delete(name)));
  }

  private changed(name: string): void {
    for (const listener of this.listeners) listener(name);
  }

  private pump(): void {
    for (const [name, job] of this.jobs) {
      if (this.slots.size >= this.options.concurrency) return;
      if (job.status.state === 'pending' && !job.child) this.start(name, job);
    }
  }

  private start(name: string, job: LocalJob): void {
    const { command, args } = this.options.command;
    const logger = this.options.logger.child({ job: name });
    let slot = 0;
    while (this.slots.has(slot)) slot++;
    const user = this.options.userFor?.(slot);
    let workDir: string;
    try {
      // mkdtemp creates the directory with mode 0700.
      workDir = mkdtempSync(join(this.options.workRoot ?? tmpdir(), 'montage-job-'));
      if (user) chownSync(workDir, user.uid, user.gid);
    } catch (err) {
      job.status = { state: 'failed', message: `could not create the job's directory: ${(err as Error).message}` };
      logger.warn({ err }, 'job not started');
      this.changed(name);
      return;
    }
    job.workDir = workDir;
    job.slot = slot;
    this.slots.add(slot);
    const child = spawn(command, args, {
      cwd: workDir,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...this.options.env, ...(user ? { HOME: workDir } : {}), TMPDIR: workDir, MONTAGE_JOB: JSON.stringify(job.request.spec) },
      // The IPC channel lets the engine notice when this process dies (even by kill -9) and stop, so no job
      // outlives the service that tracks it; the restarted service reruns unfinished jobs.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.on('error', () => undefined);
    job.child = child;
    job.status = { state: 'running' };
    this.changed(name);
    const keep = (chunk: Buffer) => {
      job.output = (job.output + chunk.toString('utf8')).slice(-4_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    job.deadline = setTimeout(() => {
      job.status = { state: 'failed', message: `deadline of ${job.request.deadlineSeconds} s exceeded` };
      void stopChild(child);
    }, job.request.deadlineSeconds * 1000);
    job.deadline.unref();
    let finished = false;
    const finish = (code: number | null, error?: Error) => {
      // 'error' and 'exit' may both fire for one child.
      if (finished) return;
      finished = true;
      clearTimeout(job.deadline);
      this.slots.delete(slot);
      removeWorkDir(workDir, logger);
      if (this.jobs.get(name) === job) {
        if (job.status.state === 'running') {
          const tail = job.output.trim().split('\n').slice(-3).join(' ').slice(-500);
          job.status =
            code === 0
              ? { state: 'succeeded' }
              : { state: 'failed', message: error ? error.message : `engine exited with code ${code}${tail ? `: ${tail}` : ''}` };
        }
        logger[job.status.state === 'succeeded' ? 'debug' : 'warn']({ status: job.status }, 'job finished');
        job.child = undefined;
        this.changed(name);
      }
      this.pump();
    };
    child.once('error', (err) => finish(null, err));
    child.once('exit', (code) => finish(code));
  }
}

/** Removes a job's directory; the engine may have left anything in it (it was stopped, or crashed). */
function removeWorkDir(dir: string, logger: Logger): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  } catch (err) {
    logger.warn({ err, dir }, "could not remove the job's directory");
  }
}

/**
 * SIGTERM first, so the engine stops its own FFmpeg and espeak-ng (engine/stop-signal.ts); SIGKILL a moment later
 * for an engine that does not exit. A SIGKILL alone left the engine's children rendering, orphaned.
 */
/** SIGTERM, then SIGKILL after a grace; resolves once the process has exited, so it can write nothing more. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 2_000);
  kill.unref();
  void exited.then(() => clearTimeout(kill));
  return exited;
}
