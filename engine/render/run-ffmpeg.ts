import { spawn } from 'node:child_process';
import { mediaBinaries } from '../../lib/media/binaries.js';

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

/** Runs ffmpeg with an argument array (never a shell), reporting progress from `-progress pipe:1`. */
export function runFfmpeg(args: string[], options: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(mediaBinaries().ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stderr = '';
    let buffered = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
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
    });
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not run: ${err.message}`, stderr));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').slice(-1)[0] ?? '';
      reject(new FfmpegError(`ffmpeg ${signal ? `was killed (${signal})` : `exited with code ${code}`}${last ? `: ${last}` : ''}`, stderr));
    });
  });
}
