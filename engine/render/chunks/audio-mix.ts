import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { renderHash } from '../../../model/render-key.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';
import { audioArgs } from './audio-args.js';
import type { PieceCache } from './piece-cache.js';

/*
 * The chapter's one audio mix (audio-args.ts), taken from the render cache when an earlier render mixed the same
 * sound: an edit of a heading or a colour leaves the sound as it was, so the re-render only fetches it. Its address
 * is what FFmpeg is given (model/render-key.ts): the mix's arguments, with every input file (the soundtrack, the
 * clips) named by the SHA-256 of its bytes instead of its path, which changes every run, and the narration spoken
 * by espeak-ng by what it was made from (its bytes vary in their lowest bits; its loudness and the spans it speaks,
 * which the mix's filters are made from, are in the arguments). A neural voice's speech is named by its bytes: the
 * same text may come back spoken otherwise.
 */

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The content address of a mix from its FFmpeg arguments (the output, the last argument, left out); `origins`
 * names the files whose origin names them better than their bytes (the narration spoken by espeak-ng).
 */
export async function audioMixHash(args: readonly string[], origins: ReadonlyMap<string, string> = new Map()): Promise<string> {
  const name = async (path: string) => (origins.has(path) ? `origin:${origins.get(path)}` : `sha256:${await fileHash(path)}`);
  const input = await Promise.all(args.slice(0, -1).map(async (arg) => (arg.startsWith('file:') ? name(arg.slice('file:'.length)) : arg)));
  return renderHash('audio', input);
}

export interface AudioMixInput {
  work: string;
  media: ReadonlyMap<string, string>;
  seconds: number;
  sound: Parameters<typeof audioArgs>[3];
  output: string;
  /** Fetched from when it holds the mix; offered the mix when `store` is set (a job with slots of its own). */
  cache?: PieceCache;
  store?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Mixes the chapter's sound into `output` (or fetches it); says whether it came from the cache. */
export async function mixChapterAudio(input: AudioMixInput): Promise<{ hash: string; cached: boolean }> {
  const args = audioArgs(input.work, input.media, input.seconds, input.sound, input.output);
  const narration = input.sound.narration;
  const hash = await audioMixHash(args, new Map(narration?.origin ? [[narration.path, narration.origin]] : []));
  if (input.cache && (await input.cache.fetch(hash, input.output).catch(() => false))) {
    input.onProgress?.(1);
    return { hash, cached: true };
  }
  await runFfmpeg(args, { expectedSeconds: input.seconds, onProgress: input.onProgress, signal: input.signal, timeoutMs: input.timeoutMs });
  if (input.cache && input.store) await input.cache.store(hash, input.output, 'audio').catch(() => undefined);
  return { hash, cached: false };
}
