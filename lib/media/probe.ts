import { execFile } from 'node:child_process';
import { z } from 'zod';
import { mediaBinaries } from './binaries.js';

/** ffprobe's stdout; settles only after ffprobe has exited, also when it is killed. */
function ffprobeJson(args: string[], timeoutMs: number, signal: AbortSignal | undefined): Promise<string> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = execFile(
      mediaBinaries().ffprobe,
      args,
      { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024, signal, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => {
        const settle = () => {
          if (!err) resolve(stdout);
          else if (signal?.aborted) reject(signal.reason);
          else reject(new Error((stderr || err.message).trim().split('\n').slice(-1)[0] || 'ffprobe failed'));
        };
        // execFile calls back at once on an abort, before the process is gone: wait for its exit.
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) settle();
        else child.once('exit', settle);
      },
    );
  });
}

const ProbeOutput = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        pix_fmt: z.string().optional(),
        sample_rate: z.string().optional(),
        channels: z.number().optional(),
        r_frame_rate: z.string().optional(),
        duration: z.string().optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).default({}),
});
export type ProbeOutput = z.infer<typeof ProbeOutput>;

export interface MediaInfo {
  duration: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  raw: ProbeOutput;
}

/**
 * ffprobe of a local file (argument array, no shell); throws with ffprobe's message when it cannot read it.
 * Aborting `signal` kills ffprobe (SIGKILL: it only reads) and rejects with the signal's reason once it has exited.
 */
export async function probeMedia(path: string, timeoutMs = 30_000, signal?: AbortSignal): Promise<MediaInfo> {
  const stdout = await ffprobeJson(['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', path], timeoutMs, signal);
  const raw = ProbeOutput.parse(JSON.parse(stdout));
  const video = raw.streams.find((s) => s.codec_type === 'video');
  const audio = raw.streams.find((s) => s.codec_type === 'audio');
  const duration = Number(raw.format.duration ?? video?.duration ?? audio?.duration);
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    raw,
  };
}
