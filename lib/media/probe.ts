import { z } from 'zod';
import { mediaBinaries } from './binaries.js';
import { inputArgs, type MediaInput } from './input-args.js';
import { runLimited } from './limited-run.js';

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
        avg_frame_rate: z.string().optional(),
        duration: z.string().optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional(), nb_streams: z.number().optional() }).default({}),
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

export interface ProbeOptions {
  /** The declared type and the sniffed container: they choose the demuxer (input-args.ts). */
  input: MediaInput;
  /** The directory the file must be in (the probe job's private copy). */
  dir?: string;
  timeoutMs?: number;
  /** RLIMIT_DATA of ffprobe, in bytes. */
  memoryBytes?: number;
  /** Aborting kills ffprobe (SIGKILL: it only reads) and rejects with the signal's reason once it has exited. */
  signal?: AbortSignal;
}

/**
 * ffprobe of a local file, opened only as inputArgs allows (explicit demuxer, file protocol only), bounded in
 * time and memory (limited-run.ts), with an argument array and no shell. Throws MediaTypeMismatchError when the
 * bytes are not the declared type, a RunLimitError past a limit, and otherwise an Error with ffprobe's message.
 */
export async function probeMedia(path: string, opts: ProbeOptions): Promise<MediaInfo> {
  const args = ['-v', 'error', '-hide_banner', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(opts.input, path, { dir: opts.dir })];
  const { stdout } = await runLimited(mediaBinaries().ffprobe, args, {
    timeoutMs: opts.timeoutMs ?? 30_000,
    memoryBytes: opts.memoryBytes ?? 512 * 1024 * 1024,
    signal: opts.signal,
    cwd: opts.dir,
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
