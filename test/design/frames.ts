import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * Decoding for the measurements: every frame of a video as it was encoded (no frame rate conversion, so a frame
 * drawn twice stays twice and none is invented), single frames in RGB, and the stream's tags.
 */

const run = promisify(execFile);

export interface VideoInfo {
  width: number;
  height: number;
  fps: number;
  duration: number;
  frames: number;
  colorSpace?: string;
  colorPrimaries?: string;
  colorTransfer?: string;
  colorRange?: string;
}

export async function probeVideo(video: string): Promise<VideoInfo> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-count_packets', '-show_entries',
    'stream=width,height,r_frame_rate,nb_read_packets,color_space,color_primaries,color_transfer,color_range:format=duration', '-of', 'json', video]);
  const parsed = JSON.parse(stdout) as { streams: Record<string, string | number>[]; format: { duration: string } };
  const s = parsed.streams[0]!;
  const [num, den] = String(s.r_frame_rate).split('/').map(Number) as [number, number];
  const tag = (v: unknown) => (typeof v === 'string' && v !== 'unknown' ? v : undefined);
  return {
    width: Number(s.width),
    height: Number(s.height),
    fps: num / (den || 1),
    duration: Number(parsed.format.duration),
    frames: Number(s.nb_read_packets),
    colorSpace: tag(s.color_space),
    colorPrimaries: tag(s.color_primaries),
    colorTransfer: tag(s.color_transfer),
    colorRange: tag(s.color_range),
  };
}

export interface GreyFrame {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * Calls `onFrame` with every frame of `video` in 8-bit grey (BT.709 luma of the decoded pixels), in order, at its
 * own resolution. Frames are streamed: a 1080p video is never held in memory whole.
 */
export async function eachGreyFrame(video: string, info: Pick<VideoInfo, 'width' | 'height'>, onFrame: (frame: GreyFrame, index: number) => void): Promise<number> {
  const size = info.width * info.height;
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', video, '-map', '0:v:0', '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  // The frame being filled, copied into once per chunk: concatenating the pending bytes with each 64 KB chunk
  // copied a 1080p frame ~30 times over (most of a 1080p motion measure's time).
  let frame = new Uint8Array(size);
  let filled = 0;
  let index = 0;
  for await (const data of child.stdout) {
    const chunk = data as Buffer;
    let at = 0;
    while (at < chunk.length) {
      const n = Math.min(size - filled, chunk.length - at);
      frame.set(chunk.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === size) {
        onFrame({ width: info.width, height: info.height, pixels: frame }, index++);
        frame = new Uint8Array(size);
        filled = 0;
      }
    }
  }
  const code: number = await new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (c) => resolve(c ?? 1))));
  if (code !== 0) throw new Error(`ffmpeg could not decode ${video}: ${stderr}`);
  return index;
}

export interface RgbFrame {
  width: number;
  height: number;
  /** r, g, b bytes, row after row. */
  pixels: Buffer;
}

/** The frame at `seconds` (the first frame at or after it) in RGB at the video's resolution. */
export async function rgbFrameAt(video: string, seconds: number, info: Pick<VideoInfo, 'width' | 'height'>): Promise<RgbFrame> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', Math.max(0, seconds).toFixed(3), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (stdout.length < info.width * info.height * 3) throw new Error(`no frame at ${seconds} s in ${video}`);
  return { width: info.width, height: info.height, pixels: stdout };
}

/** The frame at `seconds` as a PNG file (for OCR and contact sheets). */
export async function pngAt(video: string, seconds: number, path: string): Promise<string> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', Math.max(0, seconds).toFixed(3), '-i', video, '-frames:v', '1', path]);
  return path;
}

/** The grey value (BT.709 luma, full range) of an RGB frame's pixel. */
export function greyOf(frame: RgbFrame): GreyFrame {
  const out = new Uint8Array(frame.width * frame.height);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(0.2126 * frame.pixels[i * 3]! + 0.7152 * frame.pixels[i * 3 + 1]! + 0.0722 * frame.pixels[i * 3 + 2]!);
  return { width: frame.width, height: frame.height, pixels: out };
}
