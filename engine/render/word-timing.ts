import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runChild } from './run-child.js';
import type { Wav } from './wav.js';

/*
 * When each word of a phrase is spoken, for captions that follow the voice word by word (karaoke, one word at a
 * time). A speech engine that reports word timestamps is used as is (narration.ts `words`). espeak-ng's command line
 * reports no word events, so its words are timed here: each word weighs its phonemes, as espeak-ng itself
 * transcribes them (`-x`, one word per line so its answer lines up with the words), a clause pause weighs a few
 * phonemes more, the phrase's measured speech is shared out by weight, and each boundary between two words then
 * moves to the quietest 10 ms nearby in the track (the gap, or the softest joint, between the two words). Without
 * espeak-ng's phonemes (another voice engine, or a failure) words weigh their syllables, counted from the spelling.
 */

export interface TimedWord {
  text: string;
  /** Seconds, on the same clock as the phrase given. */
  start: number;
  end: number;
}

/** A pause after a word that ends a clause, in phoneme weights (espeak-ng pauses about 3 phonemes at a comma). */
const CLAUSE_PAUSE = 3;
const SENTENCE_PAUSE = 4;

/** The words of a phrase as captions show them: split at white space. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Syllables by spelling: groups of vowels (at least one per word); scripts without Latin vowels weigh graphemes / 2. */
export function syllableWeight(word: string): number {
  const letters = word.replace(/[^\p{L}\p{N}]/gu, '');
  if (!letters) return 0.5;
  if (/^[\p{Script=Latin}\p{N}]+$/u.test(letters)) {
    const lower = letters.toLowerCase();
    const groups = lower.match(/[aeiouyàâäéèêëïîôöùûüœæåøáíóúñ]+|\d/g)?.length ?? 0;
    // A silent final e ("montage", "voice"), but not "-le" ("title") or a word of one vowel ("the").
    const silentE = groups > 1 && /[^aeiouyl]e$/.test(lower) ? 1 : 0;
    return Math.max(1, groups - silentE);
  }
  return Math.max(1, [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(letters)].length / 2);
}

/** The phoneme count of one line of espeak-ng's `-x` output (its stress and length marks are not phonemes). */
export function phonemeWeight(mnemonics: string): number {
  // A digit after a letter is a variant of it (O2, t2), one sound with it; a long one (3:, the vowel of "word") is a phoneme.
  return Math.max(1, mnemonics.replace(/(?<=[A-Za-z@])\d(?!:)/g, '').replace(/[\s'",%=_:;|!#]/g, '').length);
}

/**
 * espeak-ng's phoneme weight of each word, or undefined when it cannot tell (a failure, or an answer that does not
 * line up one line per word). One process for all the words.
 */
export async function espeakWeights(words: readonly string[], work: string, voice = 'en-us', signal?: AbortSignal): Promise<number[] | undefined> {
  if (!words.length) return [];
  const path = join(work, `words-${process.hrtime.bigint()}.txt`);
  // One word per line, each line its own clause (`-l`): one line of phonemes per word.
  await writeFile(path, words.map((w) => w.replace(/[\r\n]/g, ' ')).join('\n') + '\n', 'utf8');
  let out = '';
  const exit = await runChild('espeak-ng', ['-q', '-x', '-l', '1000', '-v', voice, '-f', path], {
    timeoutMs: 30_000,
    signal,
    memoryBytes: 512 * 1024 * 1024,
    onStdout: (chunk) => (out += chunk),
  }).catch(() => undefined);
  if (!exit || exit.code !== 0) return undefined;
  const lines = out.split('\n').map((l) => l.trim()).filter(Boolean);
  // A word of punctuation only is spoken as nothing and writes no line: then the lines cannot be matched.
  if (lines.length !== words.length) return undefined;
  return lines.map(phonemeWeight);
}

/** Shares the span `start`..`end` out to the words by weight, a clause's pause counted after its last word. */
export function shareByWeight(words: readonly string[], weights: readonly number[], start: number, end: number): TimedWord[] {
  const pauses: number[] = words.map((w, i) => (i === words.length - 1 ? 0 : /[.!?…]["'”’)\]]*$/.test(w) ? SENTENCE_PAUSE : /[,;:—–]["'”’)\]]*$/.test(w) ? CLAUSE_PAUSE : 0));
  const total = weights.reduce((a, b) => a + b, 0) + pauses.reduce((a, b) => a + b, 0);
  const unit = total > 0 ? (end - start) / total : 0;
  const out: TimedWord[] = [];
  let at = start;
  for (const [i, text] of words.entries()) {
    const wordEnd = at + weights[i]! * unit;
    out.push({ text, start: at, end: wordEnd });
    at = wordEnd + pauses[i]! * unit;
  }
  return out;
}

/** Root mean square of `wav` (mono or first channel) over `from`..`to` seconds. */
function rmsOf(wav: Wav, from: number, to: number): number {
  const frame = wav.channels * 2;
  const total = Math.floor(wav.data.length / frame);
  const a = Math.max(0, Math.floor(from * wav.sampleRate));
  const b = Math.min(total, Math.ceil(to * wav.sampleRate));
  let sum = 0;
  for (let i = a; i < b; i++) sum += (wav.data.readInt16LE(i * frame) / 32768) ** 2;
  return b > a ? Math.sqrt(sum / (b - a)) : 0;
}

/**
 * Moves each boundary between two words to the quietest 10 ms window within `reach` seconds of it (never past the
 * middle of a neighbouring word), so a word lights up when its sound begins. `offset`: where the wav's time 0 is on
 * the words' clock.
 */
export function snapToPauses(words: readonly TimedWord[], wav: Wav, offset = 0, reach = 0.12): TimedWord[] {
  const out = words.map((w) => ({ ...w }));
  const step = 0.005;
  const window = 0.01;
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    const gapMiddle = (a.end + b.start) / 2;
    const lo = Math.max(gapMiddle - reach, (a.start + a.end) / 2);
    const hi = Math.min(gapMiddle + reach, (b.start + b.end) / 2);
    let best = gapMiddle;
    let bestRms = Infinity;
    for (let t = lo; t <= hi; t += step) {
      const r = rmsOf(wav, t - offset - window / 2, t - offset + window / 2);
      // Ties (silence) go to the moment nearest the estimate.
      if (r < bestRms - 1e-4 || (Math.abs(r - bestRms) <= 1e-4 && Math.abs(t - gapMiddle) < Math.abs(best - gapMiddle))) {
        best = t;
        bestRms = r;
      }
    }
    // In a real gap the next word starts where the sound does: find the gap's end from the quietest point.
    let nextStart = best;
    while (nextStart < hi && rmsOf(wav, nextStart - offset, nextStart - offset + window) < 0.01) nextStart += step;
    a.end = Math.max(a.start + 0.02, Math.min(best, b.end - 0.04));
    b.start = Math.max(a.end, Math.min(nextStart, b.end - 0.04));
  }
  return out;
}

/** Rounds times to milliseconds (what WebVTT and SRT carry). */
export function roundWords(words: readonly TimedWord[]): TimedWord[] {
  const r = (s: number) => Math.round(s * 1000) / 1000;
  return words.map((w) => ({ text: w.text, start: r(w.start), end: r(w.end) }));
}
