import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollUntil } from '../test/support/proc.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH = join(ROOT, 'bench');
export const MB = 1024 * 1024;

/* ------------------------------------------------------------------------------------------------------------ */
/* Cleanup: every scenario registers what it started; run.ts runs the lot (newest first) even when one fails.    */
/* ------------------------------------------------------------------------------------------------------------ */

type Task = { name: string; fn: () => unknown };

export class Cleanup {
  private tasks: Task[] = [];

  /** Registers a clean-up step; the returned function runs it now (once) and unregisters it. */
  add(name: string, fn: () => unknown): () => Promise<void> {
    const task: Task = { name, fn };
    this.tasks.push(task);
    return async () => {
      const i = this.tasks.indexOf(task);
      if (i < 0) return;
      this.tasks.splice(i, 1);
      await runTask(task);
    };
  }

  tempDir(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), `montage-bench-${prefix}-`));
    this.add(`rm ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  async run(): Promise<void> {
    while (this.tasks.length > 0) await runTask(this.tasks.pop()!);
  }
}

async function runTask(task: Task): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(task.fn),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 20_000);
      }),
    ]);
  } catch (err) {
    if (process.env.BENCH_DEBUG) console.error(`[bench] clean-up "${task.name}" failed:`, err);
  } finally {
    clearTimeout(timer);
  }
}

/* Last resort: children still alive when this process exits (a crash, Ctrl-C) are killed by pid. */
const livePids = new Set<number>();
export function trackPid(pid: number | undefined): void {
  if (pid) livePids.add(pid);
}
export function untrackPid(pid: number | undefined): void {
  if (pid) livePids.delete(pid);
}
process.on('exit', () => {
  for (const pid of livePids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/* ------------------------------------------------------------------------------------------------------------ */
/* Child processes                                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

export interface Child {
  pid: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the first stdout line that parses as JSON (how bench children announce their ports). */
  ready: Promise<Record<string, unknown>>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A TypeScript file run by node through tsx, its output kept (last 20 kB) for error messages only. */
export function spawnTs(file: string, args: string[], env: NodeJS.ProcessEnv, cleanup: Cleanup, nodeArgs: string[] = []): Child {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT });
  trackPid(child.pid);
  let output = '';
  let line = '';
  let announce: (value: Record<string, unknown>) => void;
  let fail: (err: Error) => void;
  const ready = new Promise<Record<string, unknown>>((res, rej) => {
    announce = res;
    fail = rej;
  });
  ready.catch(() => undefined);
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output = (output + chunk).slice(-20_000);
    line += chunk;
    for (;;) {
      const nl = line.indexOf('\n');
      if (nl < 0) break;
      const text = line.slice(0, nl).trim();
      line = line.slice(nl + 1);
      if (text.startsWith('{')) {
        try {
          announce(JSON.parse(text) as Record<string, unknown>);
        } catch {
          /* a log line */
        }
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-20_000)));
  child.once('exit', (code, signal) => {
    untrackPid(child.pid);
    fail(new Error(`${file} exited (${signal ?? code}) before it was ready: ${output.slice(-1500)}`));
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => stopChild(child, signal);
  const remove = cleanup.add(`stop ${file}`, () => stop());
  return {
    pid: child.pid!,
    child,
    output: () => output,
    ready,
    stop: async (signal) => {
      await stopChild(child, signal ?? 'SIGTERM');
      await remove();
    },
  };
}

/** Signal, then SIGKILL after five seconds. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      untrackPid(child.pid);
      resolve();
    });
    child.kill(signal);
  });
}

export async function withTimeout<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Memory of a process, from /proc                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------------------------------ */
/* REST                                                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

export interface Reply<T = any> {
  status: number;
  body: T;
}

export function restClient(base: string, key: string) {
  async function call<T = any>(method: string, path: string, init: { json?: unknown; body?: Uint8Array; contentType?: string } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    let body: string | Uint8Array | undefined = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.contentType) {
      headers['content-type'] = init.contentType;
    }
    const res = await fetch(`${base}/api/v1${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep the text */
    }
    return { status: res.status, body: parsed as T };
  }
  const expect = async <T = any>(status: number, reply: Promise<Reply<T>>, what: string): Promise<T> => {
    const r = await reply;
    if (r.status !== status) throw new Error(`${what}: HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body;
  };
  return {
    call,
    get: <T = any>(path: string) => expect<T>(200, call<T>('GET', path), `GET ${path}`),
    post: <T = any>(path: string, json: unknown, status = 201) => expect<T>(status, call<T>('POST', path, { json }), `POST ${path}`),
    upload: <T = any>(name: string, bytes: Uint8Array, contentType: string) =>
      expect<T>(201, call<T>('POST', `/assets?name=${encodeURIComponent(name)}`, { body: bytes, contentType }), `upload ${name}`),
  };
}
export type RestClient = ReturnType<typeof restClient>;

/** Waits for a chapter's latest prompt to leave `processing`, by the API's long poll (?wait=30). */
export async function waitForChapter(api: RestClient, projectId: string, chapterId: string, timeoutMs = 180_000): Promise<any> {
  return pollUntil(
    `chapter ${chapterId}`,
    async () => {
      const chapter = await api.get(`/projects/${projectId}/chapters/${chapterId}?wait=30`);
      return chapter.status === 'processing' ? undefined : chapter;
    },
    timeoutMs,
    0,
  );
}

export async function waitForExport(api: RestClient, projectId: string, timeoutMs = 180_000): Promise<any> {
  return pollUntil(
    `export of ${projectId}`,
    async () => {
      const exp = await api.get(`/projects/${projectId}/export?wait=30`);
      return ['queued', 'processing'].includes(exp.status) ? undefined : exp;
    },
    timeoutMs,
    0,
  );
}

/** Pauses between phases so one phase's stragglers (GC, exiting children) do not land in the next measurement. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
