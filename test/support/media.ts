import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Test media made by the real FFmpeg from its built-in sources. */
export async function makeMedia(kind: 'png' | 'wav' | 'mp4', path: string, opts: { seconds?: number; size?: string } = {}): Promise<string> {
  const size = opts.size ?? '320x240';
  const seconds = String(opts.seconds ?? 1);
  const args: Record<typeof kind, string[]> = {
    png: ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=1`, '-frames:v', '1'],
    wav: ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`, '-ac', '2'],
    mp4: ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
  };
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args[kind], path]);
  return path;
}

export interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string; sample_rate?: string; channels?: number; r_frame_rate?: string; duration?: string }[];
  format: { duration: string; format_name: string };
}

export async function ffprobe(path: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
  return JSON.parse(stdout) as Probe;
}

/** The text tesseract reads in the frame at `seconds`. */
export async function ocrFrame(video: string, seconds: number, framePath: string): Promise<string> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(seconds), '-i', video, '-frames:v', '1', framePath]);
  const { stdout } = await run('tesseract', [framePath, 'stdout', '--psm', '6']);
  return stdout;
}

/** The text tesseract reads in a picture file (a poster, a thumbnail). */
export async function ocrPicture(picture: string): Promise<string> {
  const { stdout } = await run('tesseract', [picture, 'stdout', '--psm', '6']);
  return stdout;
}

/** Share of `expected`'s characters that `read` has, in order (1 - edit distance / length), spaces ignored: how well OCR read a text. */
export function similarity(read: string, expected: string): number {
  const a = [...read.replace(/\s+/g, '')];
  const b = [...expected.replace(/\s+/g, '')];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[b.length]! / b.length;
}
