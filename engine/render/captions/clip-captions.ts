import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import type { CaptionStyle, SceneDocument } from '../../../model/scene-document.js';
import { phrasesOfWords, styleCues } from './caption-cues.js';
import type { Cue } from './captions-vtt.js';
import { FPS } from '../layout.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';
import { framesFor } from '../layout.js';
import type { TimedWord } from '../sound/word-timing.js';

/*
 * Captions of the speech in uploaded clips (a video layer with `captions`): the clip's sound over the span the layer
 * shows is decoded to a 16 kHz mono WAV, sent to the operator's transcription endpoint (engine/transcribe.ts,
 * handed in as a function so the renderer never speaks HTTP itself), and its timed words become cues of the
 * chapter's caption style, on the chapter's clock. No endpoint, a clip without sound, or any failure of the
 * endpoint: those captions are left out and the note says why; the chapter still renders.
 */

export type Transcriber = (wav: Buffer, seconds: number, signal?: AbortSignal) => Promise<{ words?: TimedWord[]; reason?: string }>;

export interface ClipCaptions {
  cues: Cue[];
  /** Why some clip's captions are missing. */
  note?: string;
}

/** The video layers whose speech is captioned, with where they show in the chapter. */
export function captionedClips(doc: SceneDocument): { assetId: string; start: number; seconds: number }[] {
  const clips: { assetId: string; start: number; seconds: number }[] = [];
  let sceneStart = 0;
  for (const scene of doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type !== 'media' || layer.kind !== 'video' || !layer.captions) continue;
      const end = Math.min(scene.duration, layer.end ?? scene.duration);
      if (end - layer.start > 0.2) clips.push({ assetId: layer.assetId, start: sceneStart + layer.start, seconds: end - layer.start });
    }
    sceneStart += framesFor(scene.duration) / FPS;
  }
  return clips;
}

export async function clipCaptions(
  doc: SceneDocument,
  media: ReadonlyMap<string, string>,
  work: string,
  style: CaptionStyle,
  transcribe: Transcriber | undefined,
  wrap: (text: string) => string[],
  signal?: AbortSignal,
): Promise<ClipCaptions> {
  const clips = captionedClips(doc);
  if (!clips.length) return { cues: [] };
  if (!transcribe) return { cues: [], note: 'the clip’s captions were left out: no transcription endpoint is configured (MONTAGE_TRANSCRIBE_URL)' };
  const cues: Cue[] = [];
  const reasons: string[] = [];
  for (const [i, clip] of clips.entries()) {
    const path = media.get(clip.assetId);
    if (!path) continue;
    const wavPath = join(work, `clip-speech-${i}.wav`);
    try {
      await runFfmpeg(['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...inputArgsForFile(path, 'video', { dir: dirname(path) }), '-t', String(clip.seconds), '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wavPath], { signal, timeoutMs: 120_000 });
    } catch (err) {
      signal?.throwIfAborted();
      reasons.push(`its sound could not be read (${(err as Error).message.slice(0, 80)})`);
      continue;
    }
    const answer = await transcribe(await readFile(wavPath), clip.seconds, signal);
    if (!answer.words) {
      reasons.push(answer.reason ?? 'the transcription endpoint found no words');
      continue;
    }
    const shifted = answer.words
      .filter((w) => w.start < clip.seconds)
      .map((w) => ({ text: w.text, start: clip.start + w.start, end: clip.start + Math.min(w.end, clip.seconds) }));
    cues.push(...styleCues(phrasesOfWords(shifted), style, 0.6, wrap).map((c) => ({ ...c, end: Math.min(c.end, clip.start + clip.seconds) })));
  }
  const note = reasons.length ? `the clip’s captions were left out: ${[...new Set(reasons)].join('; ')}` : undefined;
  return { cues, ...(note ? { note } : {}) };
}
