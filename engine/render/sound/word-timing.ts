import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { espeakVoice } from '../../speech/espeak-voice.js';
import { runChild } from '../ffmpeg/run-child.js';
import { parseWav, type Wav } from './wav.js';

/*
 * When each word of a phrase is spoken, for captions that follow the voice word by word (karaoke, one word at a
 * time): the one estimator of word times (narration and captions alike). Words a transcription endpoint timed
 * (narration.ts `words`, from the speech endpoint's own audio) are used as they are. espeak-ng's command line
 * reports no word events, and the speech endpoints' API no timestamps, so other words are timed here (mean error
 * 108 ms against espeak-ng's own prefixes, test/engine/karaoke.test.ts; a syllable count measured 143 ms): each word weighs its phonemes, as espeak-ng itself
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

/** Scripts written without spaces between words: their runs are cut by Intl.Segmenter. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * The words of a phrase as captions show them: split at white space, and by Intl.Segmenter in the scripts written
 * without spaces (Chinese, Japanese, Thai…); punctuation stays on its word, and lone punctuation ("—") joins the
 * word before it.
 */
export function wordsOf(text: string, language?: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (!/[\p{L}\p{N}]/u.test(token)) {
      if (words.length) words[words.length - 1] += ` ${token}`;
      else words.push(token);
      continue;
    }
    if (!UNSPACED.test(token)) {
      words.push(token);
      continue;
    }
    let current = '';
    for (const s of new Intl.Segmenter(language, { granularity: 'word' }).segment(token)) {
      if (s.isWordLike && current && /[\p{L}\p{N}]/u.test(current)) {
        words.push(current);
        current = '';
      }
      current += s.segment;
    }
    if (current) {
      if (/[\p{L}\p{N}]/u.test(current) || !words.length) words.push(current);
      else words[words.length - 1] += current;
    }
  }
  return words;
}

/** Words as a line shows them: spaces between them, none between two words of a script written without spaces. */
export function joinWords(words: readonly string[]): string {
  let text = '';
  for (const [i, w] of words.entries()) text += i === 0 || (UNSPACED.test(words[i - 1]!) && UNSPACED.test(w)) ? w : ` ${w}`;
  return text;
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

/** What spoke a narration, as far as timing its words needs (narration.ts NarrationSpeaker). */
export interface Speaker {
  engine: 'espeak-ng' | 'speech-endpoint';
  voice: string;
  language: string;
}

/**
 * The espeak-ng voice whose phonemes weigh the words: the one that spoke, or for a speech endpoint's audio the
 * voice of its language (its phonemes measure the words' length whoever speaks them).
 */
export function phonemeVoice(speaker: Speaker): string {
  return speaker.engine === 'espeak-ng' ? speaker.voice : espeakVoice(undefined, speaker.language).voice;
}

/** A spoken phrase: its text, its speech on the track (seconds), and its words when the engine reported them. */
export interface PhraseToTime {
  text: string;
  start: number;
  end: number;
  words?: TimedWord[];
}

/**
 * The phrases with their words timed: as reported (a transcription of the speech endpoint's audio), or by
 * espeak-ng's phonemes (`voice`) shared over each phrase's speech and moved to the pauses in the track at
 * `narrationPath`, or by syllables when espeak-ng cannot transcribe them. One espeak-ng run for all the words.
 */
export async function timePhrases(
  phrases: readonly PhraseToTime[],
  narrationPath: string,
  work: string,
  voice: string | undefined,
  signal?: AbortSignal,
): Promise<{ text: string; start: number; end: number; words: TimedWord[] }[]> {
  const untimed = phrases.filter((p) => !p.words?.length);
  const allWords = untimed.flatMap((p) => wordsOf(p.text));
  const weights = allWords.length ? await espeakWeights(allWords, work, voice, signal) : [];
  const wav = untimed.length ? parseWav(await readFile(narrationPath)) : undefined;
  let at = 0;
  return phrases.map((phrase) => {
    if (phrase.words?.length) return { text: phrase.text, start: phrase.start, end: phrase.end, words: phrase.words };
    const words = wordsOf(phrase.text);
    const own = weights ? weights.slice(at, at + words.length) : words.map(syllableWeight);
    at += words.length;
    const shared = shareByWeight(words, own, phrase.start, phrase.end);
    return { text: phrase.text, start: phrase.start, end: phrase.end, words: roundWords(wav ? snapToPauses(shared, wav) : shared) };
  });
}
