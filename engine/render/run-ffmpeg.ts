import { mediaBinaries } from '../../lib/media/binaries.js';
import { runChild } from './run-child.js';

export interface RunOptions {
  /** Output length in seconds, to turn FFmpeg's `-progress` times into a fraction. */
  expectedSeconds?: number;
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  signal?: AbortSignal;
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
  const { signal, timeoutMs } = options;
  const exit = await runChild(mediaBinaries().ffmpeg, args, { signal, timeoutMs, onStdout }).catch((err: Error) => {
    if (signal?.aborted) throw err;
    throw new FfmpegError(`ffmpeg could not run: ${err.message}`, '');
  });
  if (exit.code === 0) return;
  const last = exit.stderr.trim().split('\n').slice(-1)[0] ?? '';
  const how = exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
  throw new FfmpegError(`ffmpeg ${how}${last ? `: ${last}` : ''}`, exit.stderr);
}
