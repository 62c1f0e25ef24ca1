import { dirname } from 'node:path';
import { mediaBinaries } from '../../../lib/media/binaries.js';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import type { Loudness } from './loudness.js';
import { runChild } from '../ffmpeg/run-child.js';
import { renderMemoryBytes } from '../ffmpeg/run-ffmpeg.js';

/*
 * The loudness of a soundtrack over the part a chapter plays (looped to `seconds`, at most the first minute),
 * by FFmpeg's ebur128 meter: a short audio-only run started beside the narration's synthesis, so that the render's
 * mix can give the soundtrack a fixed gain to the chapters' common loudness. The file is opened as audio through
 * inputArgsForFile (lib/media/input-args.ts), like the render's own input of it (audio.ts).
 */

/**
 * undefined when FFmpeg could not read it, or when the file is no audio FFmpeg may open (then FFmpeg is not run:
 * the render refuses the same file with the reason, or plays a readable one as it is).
 */
export async function measureSoundtrack(path: string, seconds: number, signal?: AbortSignal): Promise<Loudness | undefined> {
  const span = Math.min(60, Math.max(1, seconds));
  let input: string[];
  try {
    input = inputArgsForFile(path, 'audio', { dir: dirname(path) });
  } catch {
    return undefined;
  }
  // The loop and the length are options of this input: before its demuxer options and `-i`.
  return measureInput(['-stream_loop', '-1', '-t', String(span), ...input], signal);
}

/**
 * The loudness of the first audio stream of an input (its options and `-i`, as inputArgsForFile gives them);
 * undefined when FFmpeg could not read it or it has no sound (a silent clip).
 */
export async function measureInput(input: string[], signal?: AbortSignal): Promise<Loudness | undefined> {
  const args = [
    '-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info',
    ...input,
    '-vn', '-af', 'aformat=sample_rates=48000:channel_layouts=stereo,ebur128=peak=sample', '-f', 'null', '-',
  ];
  const exit = await runChild(mediaBinaries().ffmpeg, args, { signal, timeoutMs: 60_000, memoryBytes: renderMemoryBytes() });
  if (exit.code !== 0) return undefined;
  const summary = exit.stderr.slice(exit.stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf)\s+LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf)\s+dBFS/.exec(summary)?.[1];
  if (!integrated) return undefined;
  const value = (s: string | undefined, silent: number) => (s === undefined || s === '-inf' ? silent : Number(s));
  return { integrated: value(integrated, -70), peak: value(peak, -120) };
}
