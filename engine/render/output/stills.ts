import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';

/*
 * Stills of an export: its poster and one thumbnail per chapter, taken from the joined chapters (full quality,
 * before any re-encode). The chapters are BT.709 limited range; a PNG is RGB and a JPEG is JFIF (BT.601, full range),
 * so the matrix is converted where the pixels change, or every colour would shift.
 */

export interface StillRequest {
  /** Seconds into the input. */
  at: number;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  output: string;
}

/** The size that fits `long` px on the frame's long side, even dimensions, the frame's aspect kept. */
export function thumbnailSize(width: number, height: number, long = 320): { width: number; height: number } {
  const scale = long / Math.max(width, height);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

export function stillArgs(input: string, still: StillRequest): string[] {
  const size = `scale=${still.width}:${still.height}:flags=lanczos:in_color_matrix=bt709:in_range=tv`;
  const convert = still.format === 'png' ? `${size},format=rgb24` : `${size}:out_color_matrix=bt601:out_range=pc,format=yuvj420p`;
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    // Input seeking decodes from the keyframe before `at` and drops frames up to it: the exact frame, quickly.
    '-ss', still.at.toFixed(3), '-i', input,
    '-frames:v', '1', '-vf', convert,
    ...(still.format === 'jpeg' ? ['-q:v', '2'] : []),
    '-f', 'image2', '-update', '1', still.output,
  ];
}

export async function extractStill(input: string, still: StillRequest, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(stillArgs(input, still), { signal });
}
