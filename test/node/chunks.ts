import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/*
 * What the real node's chunked-rendering tests (real-node.test.ts, "a chapter past the chunk threshold") render and
 * measure: a short 720p chapter whose middle scene enters with a crossfade, so that a cut of the plan lies after a
 * transition; its output read back with the host's FFmpeg (frame counts, per-frame PSNR against the whole render).
 */

const run = promisify(execFile);

/** "Frame-for-frame equivalent": the pieces differ from the whole render by x264 encoding only (as test/engine/chunked-render.test.ts). */
export const MIN_FRAME_PSNR_DB = 40;

const scene = (duration: number, text: string, colour: string, transition: { type: string; duration?: number }) => ({
  duration,
  transition,
  background: { type: 'solid', colour },
  layers: [{ type: 'text', role: 'heading', text }],
});

/**
 * Three scenes, 7 s of 720p (6.5 megapixel-seconds: whole under the chart's default threshold of 60). In pieces:
 * scene 1's body (index 0), the crossfade into scene 2 (1), scene 2 (2: the longest) and scene 3 (3).
 */
export const chunkedDocument = (last: string) => ({
  version: 2,
  theme: 'classic',
  background: { type: 'solid', colour: '#000000' },
  scenes: [
    scene(2, 'ALPHA', '#a02020', { type: 'cut' }),
    // The longest piece (index 2 renders it): the one killed mid-render.
    scene(3, 'BRAVO', '#20a020', { type: 'crossfade', duration: 0.4 }),
    scene(2, last, '#2020a0', { type: 'cut' }),
  ],
});
export const CHUNKED_FRAMES = 7 * 30;
export const CHUNKED_PIECES = 4;
export const KILLED_INDEX = '2';

export async function download(url: string, path: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
}

export interface Probed {
  video: { codec: string; width: number; height: number; frames: number; seconds: number };
  audio?: { codec: string; seconds: number };
}

export async function probe(path: string): Promise<Probed> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_type,codec_name,width,height,nb_read_frames,duration', '-of', 'json', path]);
  const streams = (JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number; nb_read_frames?: string; duration?: string }[] }).streams;
  const v = streams.find((s) => s.codec_type === 'video')!;
  const a = streams.find((s) => s.codec_type === 'audio');
  return {
    video: { codec: v.codec_name, width: v.width!, height: v.height!, frames: Number(v.nb_read_frames), seconds: Number(v.duration) },
    ...(a ? { audio: { codec: a.codec_name, seconds: Number(a.duration) } } : {}),
  };
}

/** Per-frame PSNR (average of the planes) of `b` against `a`. */
export async function framePsnr(a: string, b: string): Promise<number[]> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', a, '-i', b, '-lavfi', '[0:v][1:v]psnr=stats_file=-', '-f', 'null', '-'], { maxBuffer: 1 << 24 });
  return stdout
    .trim()
    .split('\n')
    .map((line) => {
      const v = /psnr_avg:(\S+)/.exec(line)![1]!;
      return v === 'inf' ? Infinity : Number(v);
    });
}
