import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runChild } from './run-child.js';
import { encodeWav, parseWav, pcmPrefix, sameFormat, silence, soundEnd, type Wav } from './wav.js';

/**
 * Speaks `text` into a WAV with espeak-ng. The text goes through a file (`-f`), never the argument list, so
 * nothing in it can be read as an option. Aborting `signal` stops espeak-ng (and waits for it to exit).
 */
export async function synthesizeNarration(text: string, textPath: string, wavPath: string, voice = 'en-us', signal?: AbortSignal): Promise<void> {
  await writeFile(textPath, text, 'utf8');
  const exit = await runChild('espeak-ng', ['-v', voice, '-s', '155', '-w', wavPath, '-f', textPath], { timeoutMs: 60_000, signal, memoryBytes: 512 * 1024 * 1024 });
  if (exit.code === 0) return;
  const last = exit.stderr.trim().split('\n').slice(-1)[0] ?? '';
  const how = exit.timedOut ? 'timed out' : exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
  throw new Error(`espeak-ng ${how}${last ? `: ${last}` : ''}`);
}

/** A word of the narration and when it is spoken, in seconds from the start of the narration track. */
export interface SpokenWord {
  text: string;
  start: number;
  end: number;
}

export interface SpokenPhrase {
  text: string;
  /** Seconds from the start of the narration track to where this phrase starts and its speech ends. */
  start: number;
  end: number;
  /**
   * Its words' timings, when the speech engine reports them (e.g. a speech endpoint's timestamps). Absent: the
   * captions time the words themselves (word-timing.ts: espeak-ng's phonemes over the phrase's speech).
   */
  words?: SpokenWord[];
}

export interface PhrasedNarration {
  /** Length of the joined track in seconds. */
  seconds: number;
  phrases: SpokenPhrase[];
}

/**
 * Speaks each phrase into its own WAV (so its real length is known, not guessed from its characters) and joins
 * them into one track at `wavPath`, `pauseSeconds` apart: espeak-ng's trailing silence is cut at the end of the
 * speech and replaced by the pause, so the gaps are even. Two espeak-ng processes run at a time (phrases take a
 * few tens of milliseconds each). Aborting `signal` stops the ones running.
 */
export async function synthesizePhrases(
  phrases: readonly string[],
  work: string,
  wavPath: string,
  options: { voice?: string; pauseSeconds?: number; signal?: AbortSignal } = {},
): Promise<PhrasedNarration> {
  const pause = options.pauseSeconds ?? 0.25;
  const wavs: Wav[] = new Array(phrases.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    for (let i = next++; i < phrases.length && !failed; i = next++) {
      const path = join(work, `phrase-${i}.wav`);
      try {
        await synthesizeNarration(phrases[i]!, join(work, `phrase-${i}.txt`), path, options.voice, options.signal);
        wavs[i] = parseWav(await readFile(path));
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  // Both workers have finished (no espeak-ng left running) before a failure is reported.
  const settled = await Promise.allSettled([worker(), worker()]);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  const chunks: Buffer[] = [];
  const spoken: SpokenPhrase[] = [];
  let at = 0;
  const first = wavs[0];
  for (const [i, wav] of wavs.entries()) {
    if (first && !sameFormat(first, wav)) throw new Error('espeak-ng wrote phrases in different formats');
    // A phrase of silence only (e.g. punctuation) still takes its place, but no time.
    const speech = soundEnd(wav);
    // 60 ms past the last loud sample keeps the fading end of a soft consonant.
    const samples = pcmPrefix(wav, Math.min(wav.seconds, speech + 0.06));
    const seconds = samples.length / (wav.channels * 2) / wav.sampleRate;
    spoken.push({ text: phrases[i]!, start: at, end: at + speech });
    chunks.push(samples);
    at += seconds;
    if (i < wavs.length - 1) {
      chunks.push(silence(wav, pause));
      at += Math.round(pause * wav.sampleRate) / wav.sampleRate;
    }
  }
  // A short tail so the last word is not clipped by the end of the track.
  if (first) {
    const tail = silence(first, 0.15);
    chunks.push(tail);
    at += tail.length / (first.channels * 2) / first.sampleRate;
  }
  await writeFile(wavPath, encodeWav(first ?? { sampleRate: 22050, channels: 1, bitsPerSample: 16 }, Buffer.concat(chunks)));
  return { seconds: at, phrases: spoken };
}
