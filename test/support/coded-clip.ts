import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * A test clip whose every frame shows its own number, pixel-coded: CODE_BITS vertical bars across the frame, bar k
 * white when bit k of the frame number is set (least significant on the left), 30 fps, with a 60 Hz tone as its
 * sound (below a voice's pitch, so it can be measured apart from a narration). Drawn at CODE_BITS x 2 pixels by geq and scaled up without interpolation, so a minute of it is made in
 * seconds. A rendered frame that shows the clip full frame decodes back to the clip's frame number by averaging each
 * bar (scale to CODE_BITS x 1 with area averaging) and thresholding: robust to H.264, scaling and a cover crop of
 * the same aspect.
 */

const run = promisify(execFile);
export const CODE_BITS = 12;
export const CLIP_FPS = 30;

/** Makes the coded clip: `seconds` long, 16:9 (`width` a multiple of CODE_BITS), H.264 + AAC (or silent). */
export async function makeCodedClip(path: string, seconds: number, opts: { width?: number; sound?: boolean; ffmpeg?: string } = {}): Promise<string> {
  const width = opts.width ?? 768;
  const height = Math.round((width * 9) / 16 / 2) * 2;
  const video = `color=c=black:s=${CODE_BITS}x2:r=${CLIP_FPS}:d=${seconds},format=gray,geq=lum='16+219*mod(floor(N/pow(2\\,X))\\,2)',scale=${width}:${height}:flags=neighbor,format=yuv420p`;
  const sound = opts.sound ?? true;
  await run(opts.ffmpeg ?? 'ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', video,
    ...(sound ? ['-f', 'lavfi', '-i', `sine=frequency=60:sample_rate=48000:duration=${seconds}`] : []),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(CLIP_FPS), '-pix_fmt', 'yuv420p',
    ...(sound ? ['-c:a', 'aac', '-shortest'] : []),
    '-f', 'mp4', path,
  ]);
  return path;
}

/** The clip frame number shown by each frame of `video` (its box `crop`: w:h:x:y, default the whole frame). */
export async function decodeFrames(video: string, crop?: string): Promise<number[]> {
  const vf = [crop ? `crop=${crop}` : '', `scale=${CODE_BITS}:1:flags=area`, 'format=gray'].filter(Boolean).join(',');
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', video, '-vf', vf, '-f', 'rawvideo', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const out: number[] = [];
  for (let i = 0; i + CODE_BITS <= stdout.length; i += CODE_BITS) {
    let n = 0;
    for (let k = 0; k < CODE_BITS; k++) if (stdout[i + k]! > 128) n |= 1 << k;
    out.push(n);
  }
  return out;
}
