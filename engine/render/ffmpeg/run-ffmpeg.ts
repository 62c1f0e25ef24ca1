import { mediaBinaries } from '../../../lib/media/binaries.js';
import { runChild } from './run-child.js';

export interface RunOptions {
  /** Output length in seconds, to turn FFmpeg's `-progress` times into a fraction. */
  expectedSeconds?: number;
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The CPUs FFmpeg may run on (a worker's own core, render-pieces.ts); absent: any. */
  cpus?: readonly number[];
}

const MiB = 1024 * 1024;
const MEMORY_SYMPTOMS = /cannot allocate memory|out of memory|failed to map segment|ENOMEM/i;

/**
 * The data-segment limit of every FFmpeg the renderer runs: a composition of a few 1080p inputs stays under 1 GiB;
 * a crafted input that decodes into more fails here, in both modes, instead of taking the machine's memory.
 */
export function renderMemoryBytes(env: NodeJS.ProcessEnv = process.env): number {
  return megabytes(env.MONTAGE_RENDER_MEMORY_MB, 2048) * MiB;
}

/**
 * The largest file a render's FFmpeg may write (the render, an export, a narration track): it bounds a job's
 * scratch space in the embedded mode, where no emptyDir sizeLimit does.
 */
export function renderFileBytes(env: NodeJS.ProcessEnv = process.env): number {
  return megabytes(env.MONTAGE_RENDER_MAX_FILE_MB, 4096) * MiB;
}

function megabytes(value: string | undefined, fallback: number): number {
  const mb = Number(value);
  return Number.isFinite(mb) && mb >= 1 && value !== undefined && value !== '' ? mb : fallback;
}

export class FfmpegError extends Error {
  constructor(message: string, readonly stderrTail: string) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs ffmpeg with an argument array (never a shell), reporting progress from `-progress pipe:1`. Aborting
 * `signal` stops it (SIGTERM, then SIGKILL) and rejects with the signal's reason once ffmpeg has exited.
 */
export async function runFfmpeg(args: string[], options: RunOptions = {}): Promise<void> {
  let buffered = '';
  const onStdout = (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_us (ffmpeg >= 4.4) and out_time_ms (older; also microseconds despite its name).
      const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
      if (match && options.expectedSeconds && options.onProgress) {
        options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.expectedSeconds));
      }
    }
  };
  const { signal, timeoutMs, cpus } = options;
  const memoryBytes = renderMemoryBytes();
  const fileBytes = renderFileBytes();
  const exit = await runChild(mediaBinaries().ffmpeg, args, { signal, timeoutMs, onStdout, memoryBytes, fileBytes, cpus }).catch((err: Error) => {
    if (signal?.aborted) throw err;
    throw new FfmpegError(`ffmpeg could not run: ${err.message}`, '');
  });
  if (exit.code === 0) return;
  const last = exit.stderr.trim().split('\n').slice(-1)[0] ?? '';
  if (exit.signal === 'SIGXFSZ') {
    throw new FfmpegError(`the render wrote a file larger than ${Math.round(fileBytes / MiB)} MiB (MONTAGE_RENDER_MAX_FILE_MB)`, exit.stderr);
  }
  if (MEMORY_SYMPTOMS.test(exit.stderr)) {
    throw new FfmpegError(`the render needed more than ${Math.round(memoryBytes / MiB)} MiB of memory (MONTAGE_RENDER_MEMORY_MB)`, exit.stderr);
  }
  const how = exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
  throw new FfmpegError(`ffmpeg ${how}${last ? `: ${last}` : ''}`, exit.stderr);
}
