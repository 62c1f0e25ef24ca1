import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { num } from '../ffmpeg/expr.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';

/** A path as the concat demuxer's `file` directive reads it: single-quoted, quotes escaped. */
function concatEntry(path: string): string {
  return `file '${path.replace(/'/g, "'\\''")}'`;
}

/*
 * The pieces' video joined by stream copy (concat demuxer: each piece opens on an IDR frame and shares the uniform
 * encoding, so no frame is re-encoded, added or dropped) and muxed with the chapter's one audio mix, also copied.
 * The video's timestamps run on from piece to piece (the concat demuxer offsets each by the durations before it),
 * and the audio is one continuous track, so the two stay in step across every boundary.
 */
export async function joinPieces(
  segments: readonly string[],
  audio: string,
  seconds: number,
  work: string,
  output: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  const list = join(work, 'pieces.txt');
  await writeFile(list, segments.map(concatEntry).join('\n') + '\n', 'utf8');
  await runFfmpeg(
    [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      '-f', 'concat', '-safe', '0', '-i', list,
      '-i', audio,
      '-map', '0:v:0', '-map', '1:a:0', '-c', 'copy',
      '-t', num(seconds),
      '-movflags', '+faststart+write_colr',
      '-progress', 'pipe:1', '-nostats',
      output,
    ],
    options,
  );
}
