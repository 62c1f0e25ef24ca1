import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import type { NarrationVoice } from '../../../model/narration-voice.js';
import { detectLanguage } from '../../speech/detect-language.js';
import { espeakArgs, espeakVoice, type EspeakVoice } from '../../speech/espeak-voice.js';
import { endpointVoice, speakWithEndpoint, speaksLanguage, SpeechEndpointError, type SpeechSettings } from '../../speech/speech-endpoint.js';
import { runChild } from '../ffmpeg/run-child.js';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.js';
import type { TimedWord } from './word-timing.js';
import { encodeWav, parseWav, pcmPrefix, sameFormat, silence, soundEnd, type Wav } from './wav.js';

/*
 * The narration track: the text spoken phrase by phrase (so each phrase's real length is known: captions.ts times
 * a caption to it), joined with even pauses, and resampled once to 48 kHz mono (FFmpeg's soxr resampler, the
 * chapter's audio rate, so the mix does not resample it again with a lesser filter).
 *
 * Who speaks: the operator's neural speech endpoint when one is configured (engine/speech/speech-endpoint.ts) and
 * speaks the language, else espeak-ng with the voice chosen (engine/speech/espeak-voice.ts). Any failure of the
 * endpoint (network, timeout, a refusal, audio that cannot be read) makes espeak-ng speak the whole narration
 * instead (never a mix of two voices), and the result's `note` says so. The language is the voice's, or detected
 * from the text (engine/speech/detect-language.ts), English when it cannot be told.
 *
 * Word timing (for karaoke captions): neither engine reports word events, so the words are estimated by one
 * estimator, render/word-timing.ts (espeak-ng's phonemes, moved to the pauses in the track).
 */

/** The silence between two phrases spoken one after another. */
export const NARRATION_PAUSE_SECONDS = 0.25;

/** The narration track's sample rate: the chapter's audio rate (engine/render/sound/audio.ts). */
export const NARRATION_SAMPLE_RATE = 48_000;

/**
 * Speaks `text` into a WAV with espeak-ng. The text goes through a file (`-f`), never the argument list, so
 * nothing in it can be read as an option. Aborting `signal` stops espeak-ng (and waits for it to exit).
 */
export async function synthesizeNarration(text: string, textPath: string, wavPath: string, voice: EspeakVoice = espeakVoice(undefined, 'en'), signal?: AbortSignal): Promise<void> {
  await writeFile(textPath, text, 'utf8');
  const exit = await runChild('espeak-ng', [...espeakArgs(voice), '-w', wavPath, '-f', textPath], { timeoutMs: 60_000, signal, memoryBytes: 512 * 1024 * 1024 });
  if (exit.code === 0) return;
  const last = exit.stderr.trim().split('\n').slice(-1)[0] ?? '';
  const how = exit.timedOut ? 'timed out' : exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
  throw new Error(`espeak-ng ${how}${last ? `: ${last}` : ''}`);
}


export interface SpokenPhrase {
  text: string;
  /** Seconds from the start of the narration track to where this phrase starts and its speech ends. */
  start: number;
  end: number;
  /** Its words timed on the track, when something measured them (a transcription of the endpoint's audio); else word-timing.ts estimates them. */
  words?: TimedWord[];
}

/** What spoke the narration, for the prompt's result and the tests. */
export interface NarrationSpeaker {
  engine: 'espeak-ng' | 'speech-endpoint';
  /** espeak-ng's voice (`en-gb+f3`) or the endpoint's voice name. */
  voice: string;
  /** The BCP 47 tag spoken. */
  language: string;
  /** True when the language was detected from the text rather than chosen. */
  detected: boolean;
}

export interface PhrasedNarration {
  /** Length of the joined track in seconds. */
  seconds: number;
  phrases: SpokenPhrase[];
  speaker: NarrationSpeaker;
  /** Something the prompt's result should say: the endpoint failed and espeak-ng spoke instead, a missing voice… */
  note?: string;
}

export interface NarrationOptions {
  voice?: NarrationVoice;
  /** The operator's speech endpoint (speechSettingsFromEnv), when there is one. */
  speech?: SpeechSettings;
  pauseSeconds?: number;
  /**
   * Where each phrase starts on the track, given how long each one speaks (narration-scenes.ts: phrases that open
   * scenes start with them); undefined keeps them one after another, `pauseSeconds` apart.
   */
  place?: (seconds: readonly number[]) => readonly number[] | undefined;
  signal?: AbortSignal;
}

/** Runs `speak` over every phrase, two at a time; all have settled before a failure is reported. */
async function eachPhrase(phrases: readonly string[], speak: (i: number) => Promise<Wav>): Promise<Wav[]> {
  const wavs: Wav[] = new Array(phrases.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    for (let i = next++; i < phrases.length && !failed; i = next++) {
      try {
        wavs[i] = await speak(i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const settled = await Promise.allSettled([worker(), worker()]);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return wavs;
}

/** The endpoint's answer as PCM: a 16-bit WAV as it is, anything else (MP3, Ogg, float WAV) decoded by FFmpeg. */
async function endpointAudio(bytes: Buffer, work: string, i: number, signal?: AbortSignal): Promise<Wav> {
  let wav: Wav;
  try {
    wav = parseWav(bytes);
  } catch {
    const path = join(work, `speech-${i}.audio`);
    const out = join(work, `speech-${i}.wav`);
    await writeFile(path, bytes);
    try {
      const input = inputArgsForFile(path, 'audio', { dir: work });
      await runFfmpeg(['-hide_banner', '-nostdin', '-y', ...input, '-vn', '-ac', '1', '-ar', String(NARRATION_SAMPLE_RATE), '-af', 'aresample=resampler=soxr', '-c:a', 'pcm_s16le', '-f', 'wav', `file:${out}`], { timeoutMs: 30_000, signal });
      wav = parseWav(await readFile(out));
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new SpeechEndpointError(`its audio could not be read (${(err as Error).message.slice(0, 80)})`);
    }
  }
  if (wav.seconds < 0.05 || soundEnd(wav) === 0) throw new SpeechEndpointError('its audio was silent');
  return wav;
}

/** Resamples the joined track to 48 kHz mono 16-bit with soxr (one FFmpeg run), or copies it when it is already. */
async function resampleTo48k(joined: Buffer, format: Wav, work: string, wavPath: string, signal?: AbortSignal): Promise<void> {
  if (format.sampleRate === NARRATION_SAMPLE_RATE && format.channels === 1) {
    await writeFile(wavPath, joined);
    return;
  }
  const source = join(work, 'narration-joined.wav');
  await writeFile(source, joined);
  await runFfmpeg(
    [
      '-hide_banner', '-nostdin', '-y', ...inputArgsForFile(source, 'audio', { dir: work }),
      '-af', `aresample=${NARRATION_SAMPLE_RATE}:resampler=soxr:precision=28:dither_method=triangular`,
      '-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav', `file:${wavPath}`,
    ],
    { timeoutMs: 60_000, signal },
  );
}

/** The language spoken: the voice's, else the text's, else English. */
function languageOf(phrases: readonly string[], voice: NarrationVoice | undefined): { language: string; detected: boolean } {
  if (voice?.language) return { language: voice.language, detected: false };
  const found = detectLanguage(phrases.join(' '));
  return found ? { language: found.language, detected: true } : { language: 'en', detected: false };
}

/** The phrases spoken by the endpoint, or the reason it could not. */
async function viaEndpoint(
  settings: SpeechSettings,
  phrases: readonly string[],
  voice: NarrationVoice | undefined,
  language: string,
  work: string,
  signal: AbortSignal | undefined,
): Promise<{ wavs: Wav[]; name: string } | { reason: string }> {
  const name = endpointVoice(settings, voice, language);
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    // The deadline is the endpoint's (its requests); decoding its answers is the machine's work, not its.
    const wavs = await eachPhrase(phrases, async (i) => endpointAudio(await speakWithEndpoint(settings, phrases[i]!, name, voice?.speed ?? 1, both), work, i, signal));
    if (wavs.some((w) => !sameFormat(w, wavs[0]!))) return { reason: 'its phrases came in different audio formats' };
    return { wavs, name };
  } catch (err) {
    if (signal?.aborted) throw err;
    if (deadline.aborted) return { reason: `it did not answer within ${Math.round(settings.timeoutMs / 100) / 10} s` };
    if (err instanceof SpeechEndpointError) return { reason: err.message };
    return { reason: (err as Error).message.slice(0, 100) };
  }
}

/**
 * Speaks each phrase into its own WAV and joins them into one 48 kHz mono track at `wavPath`, `pauseSeconds`
 * apart: each phrase's trailing silence is cut at the end of its speech and replaced by the pause, so the gaps are
 * even. Two phrases are spoken at a time. Aborting `options.signal` stops the ones running.
 */
export async function synthesizePhrases(phrases: readonly string[], work: string, wavPath: string, options: NarrationOptions = {}): Promise<PhrasedNarration> {
  const pause = options.pauseSeconds ?? NARRATION_PAUSE_SECONDS;
  const { voice, speech, signal } = options;
  const { language, detected } = languageOf(phrases, voice);
  const notes: string[] = [];

  let wavs: Wav[] | undefined;
  let speaker: NarrationSpeaker | undefined;
  if (speech && !speaksLanguage(speech, language)) {
    notes.push(`espeak-ng spoke the narration: the speech endpoint is not set up for "${language}"`);
  } else if (speech) {
    const spoken = await viaEndpoint(speech, phrases, voice, language, work, signal);
    if ('wavs' in spoken) {
      wavs = spoken.wavs;
      speaker = { engine: 'speech-endpoint', voice: spoken.name, language, detected };
    } else notes.push(`the speech endpoint failed (${spoken.reason}), so espeak-ng spoke the narration`);
  }
  if (!wavs) {
    const espeak = espeakVoice(voice, language);
    if (espeak.note) notes.push(espeak.note);
    wavs = await eachPhrase(phrases, async (i) => {
      const path = join(work, `phrase-${i}.wav`);
      await synthesizeNarration(phrases[i]!, join(work, `phrase-${i}.txt`), path, espeak, signal);
      return parseWav(await readFile(path));
    });
    const first = wavs[0];
    if (first && wavs.some((w) => !sameFormat(first, w))) throw new Error('espeak-ng wrote phrases in different formats');
    speaker = { engine: 'espeak-ng', voice: espeak.voice, language: espeak.note ? 'en-US' : language, detected };
  }

  const chunks: Buffer[] = [];
  const spoken: SpokenPhrase[] = [];
  let at = 0;
  const first = wavs[0];
  // A phrase of silence only (e.g. punctuation) still takes its place, but no time. 60 ms past the last loud sample
  // keeps the fading end of a soft consonant.
  const kept = wavs.map((wav) => ({ speech: soundEnd(wav), samples: pcmPrefix(wav, Math.min(wav.seconds, soundEnd(wav) + 0.06)) }));
  const lengths = kept.map((k, i) => k.samples.length / (wavs[i]!.channels * 2) / wavs[i]!.sampleRate);
  const placed = options.place?.(lengths);
  for (const [i, wav] of wavs.entries()) {
    const gap = placed ? Math.max(0, placed[i]! - at) : i > 0 ? pause : 0;
    if (gap > 0) {
      chunks.push(silence(wav, gap));
      at += Math.round(gap * wav.sampleRate) / wav.sampleRate;
    }
    spoken.push({ text: phrases[i]!, start: at, end: at + kept[i]!.speech });
    chunks.push(kept[i]!.samples);
    at += lengths[i]!;
  }
  // A short tail so the last word is not clipped by the end of the track.
  const format = first ?? { sampleRate: 22050, channels: 1, bitsPerSample: 16, data: Buffer.alloc(0), seconds: 0 };
  const tail = silence(format, 0.15);
  chunks.push(tail);
  at += tail.length / (format.channels * 2) / format.sampleRate;
  await resampleTo48k(encodeWav(format, Buffer.concat(chunks)), format, work, wavPath, signal);
  return { seconds: at, phrases: spoken, speaker: speaker!, ...(notes.length ? { note: notes.join('; ') } : {}) };
}
