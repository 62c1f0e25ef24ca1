import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import { mediaBinaries } from './binaries.js';

const run = promisify(execFile);

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

/** ffprobe of a local file (argument array, no shell); throws with ffprobe's message when it cannot read it. */
export async function probeMedia(path: string, timeoutMs = 30_000): Promise<MediaInfo> {
  const { stdout } = await run(
    mediaBinaries().ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', path],
    { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 },
  ).catch((err: { stderr?: string; message: string }) => {
    throw new Error((err.stderr || err.message).trim().split('\n').slice(-1)[0] || 'ffprobe failed');
  });
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
