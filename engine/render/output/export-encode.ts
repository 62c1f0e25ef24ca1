import type { ExportEncoding } from '../../../model/export-encoding.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';

/*
 * The export's second pass: the joined chapters (H.264 yuv420p BT.709, 30 fps, AAC) re-encoded into what the export
 * asked for. Scaling is Lanczos and only ever down (model/export-encoding.ts refuses upscales); a lower frame rate
 * keeps the frame nearest each output instant (the fps filter), so motion stays on time.
 */

const X264 = {
  draft: { preset: 'veryfast', crf: '27', audio: '128k' },
  standard: { preset: 'medium', crf: '21', audio: '160k' },
  high: { preset: 'slow', crf: '17', audio: '192k' },
} as const;

// VP9 in constant quality (-b:v 0); cpu-used trades speed for size in the "good" deadline.
const VP9 = {
  draft: { crf: '40', cpuUsed: '5', audio: '96k' },
  standard: { crf: '32', cpuUsed: '3', audio: '128k' },
  high: { crf: '26', cpuUsed: '2', audio: '160k' },
} as const;

// A GIF has one palette of at most 256 colours: fewer keep draft files small.
const GIF_COLOURS = { draft: 64, standard: 160, high: 256 } as const;

const BT709_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];

/** The video filter shared by every container: frame rate first (fewer frames to scale), then the size. */
function sizeAndRate(e: ExportEncoding, extra = ''): string {
  return `fps=${e.fps},scale=${e.width}:${e.height}:flags=lanczos${extra}`;
}

/** The argument array (never a shell) that turns `input` into `output` per `e`. */
export function exportEncodeArgs(input: string, output: string, e: ExportEncoding): string[] {
  const head = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input];
  const tail = ['-progress', 'pipe:1', '-nostats', output];
  if (e.container === 'gif') {
    // The chapters are BT.709: say so where the pixels become RGB, or the default (BT.601) shifts every colour.
    // One palette for the whole loop (stats from the frames' differences), ordered dithering that does not crawl.
    const graph =
      `[0:v]${sizeAndRate(e, ':in_color_matrix=bt709:in_range=tv')},format=rgb24,split[a][b];` +
      `[a]palettegen=max_colors=${GIF_COLOURS[e.quality]}:stats_mode=diff[p];` +
      `[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle[v]`;
    return [...head, '-filter_complex', graph, '-map', '[v]', '-an', '-loop', '0', '-f', 'gif', ...tail];
  }
  if (e.container === 'webm') {
    const q = VP9[e.quality];
    return [
      ...head,
      '-map', '0:v:0', '-map', '0:a:0?',
      '-vf', sizeAndRate(e), '-pix_fmt', 'yuv420p',
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', q.crf, '-deadline', 'good', '-cpu-used', q.cpuUsed, '-row-mt', '1', '-g', String(e.fps * 2),
      ...BT709_TAGS,
      '-c:a', 'libopus', '-b:a', q.audio, '-ar', '48000',
      '-f', 'webm', ...tail,
    ];
  }
  const q = X264[e.quality];
  return [
    ...head,
    '-map', '0:v:0', '-map', '0:a:0?',
    '-vf', sizeAndRate(e), '-pix_fmt', 'yuv420p',
    '-c:v', 'libx264', '-preset', q.preset, '-crf', q.crf, '-profile:v', 'high', '-g', String(e.fps * 2),
    ...BT709_TAGS,
    '-c:a', 'aac', '-b:a', q.audio, '-ar', '48000',
    '-movflags', '+faststart+write_colr', '-f', 'mp4', ...tail,
  ];
}

export async function encodeExport(
  input: string,
  output: string,
  e: ExportEncoding,
  options: { expectedSeconds: number; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<void> {
  await runFfmpeg(exportEncodeArgs(input, output, e), options);
}
