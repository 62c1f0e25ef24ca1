import { execFile } from 'node:child_process';
import { findOnPath } from './binaries.js';

/*
 * One run of a program over a user's file (ffprobe, the SVG rasteriser), bounded in time and memory, with an
 * environment that holds nothing of the service's (no S3 keys, no signing secret: only PATH).
 *
 * Memory: RLIMIT_DATA (heap, brk and private anonymous mappings, which is where a decoder's frames go), set by
 * util-linux's `prlimit` when it is on PATH (Debian's util-linux is essential, so it is in the image), else by
 * `ulimit -d` in /bin/sh. Not RLIMIT_AS: Debian's ffprobe maps ~350 MiB of shared libraries before it reads a
 * byte (under `--as=256M` it cannot even start), whereas under RLIMIT_DATA it starts in 64 MiB and the npm build
 * in 16 MiB; a 16000×16000 PNG (1 GiB of RGBA to decode) fails at once under the default 512 MiB.
 */

export interface RunLimits {
  timeoutMs: number;
  /** RLIMIT_DATA of the process, in bytes. */
  memoryBytes: number;
  signal?: AbortSignal;
  cwd?: string;
  /** Largest stdout kept; more kills the process. */
  maxBuffer?: number;
}

export class RunLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory' | 'output',
    message: string,
  ) {
    super(message);
    this.name = 'RunLimitError';
  }
}

let prlimit: string | null | undefined;

/**
 * The command line that runs `file args` with its data segment limited to `memoryBytes` and, when given, every file
 * it writes to `fileBytes` (RLIMIT_FSIZE: a larger write kills it with SIGXFSZ).
 */
export function withMemoryLimit(file: string, args: string[], memoryBytes: number, fileBytes?: number): [string, string[]] {
  if (prlimit === undefined) prlimit = findOnPath('prlimit') ?? null;
  const bytes = Math.max(1, Math.floor(memoryBytes));
  const fsize = fileBytes === undefined ? undefined : Math.max(512, Math.floor(fileBytes));
  if (prlimit) return [prlimit, [`--data=${bytes}`, ...(fsize ? [`--fsize=${fsize}`] : []), '--', file, ...args]];
  // The shell's `ulimit -f` counts 512-byte blocks.
  const fileLimit = fsize ? ` && ulimit -f ${Math.ceil(fsize / 512)}` : '';
  return ['/bin/sh', ['-c', `ulimit -d ${Math.ceil(bytes / 1024)}${fileLimit} && exec "$0" "$@"`, file, ...args]];
}

const MEMORY_SYMPTOMS = /cannot allocate memory|memory allocation|out of memory|failed to map segment|std::bad_alloc|ENOMEM/i;

/**
 * Runs `file args` within `limits`; resolves with its output when it exits 0. Rejects with a RunLimitError when
 * it passed a limit, with the signal's reason when aborted, and otherwise with the last line it wrote on stderr.
 * Settles only once the process has exited, also when it is killed.
 */
export function runLimited(file: string, args: string[], limits: RunLimits): Promise<{ stdout: string; stderr: string }> {
  limits.signal?.throwIfAborted();
  const [command, argv] = withMemoryLimit(file, args, limits.memoryBytes);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' };
  const maxBuffer = limits.maxBuffer ?? 8 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = execFile(
      command,
      argv,
      { timeout: limits.timeoutMs, maxBuffer, signal: limits.signal, killSignal: 'SIGKILL', env, cwd: limits.cwd, encoding: 'utf8' },
      (err, stdout, stderr) => {
        const settle = () => {
          if (!err) return resolve({ stdout, stderr });
          if (limits.signal?.aborted) return reject(limits.signal.reason);
          const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null };
          if (e.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
            return reject(new RunLimitError('output', `it wrote more than ${Math.round(maxBuffer / 1024)} KiB of output`));
          }
          if (e.killed && Date.now() - started >= limits.timeoutMs - 50) {
            return reject(new RunLimitError('time', `it took longer than ${Math.round(limits.timeoutMs / 1000)} s`));
          }
          const mib = Math.round(limits.memoryBytes / (1024 * 1024));
          if (MEMORY_SYMPTOMS.test(stderr) || e.signal === 'SIGABRT' || e.signal === 'SIGSEGV' || e.signal === 'SIGBUS') {
            return reject(new RunLimitError('memory', `it needed more than ${mib} MiB of memory`));
          }
          const lines = stderr.trim().split('\n').filter(Boolean);
          reject(new Error(lines.at(-1)?.trim() || e.message || `${file} failed`));
        };
        // execFile calls back at once on an abort, before the process is gone: wait for its exit.
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) settle();
        else child.once('exit', settle);
      },
    );
  });
}
