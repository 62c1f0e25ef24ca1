import type { CaptionStyle } from '../../../model/scene-document.js';
import type { Cue } from './captions-vtt.js';
import { joinShortCues } from './short-cues.js';
import { joinWords, type TimedWord } from '../sound/word-timing.js';

/*
 * The cues of each caption style, from the spoken phrases and their timed words. `lines` shows a phrase (up to two
 * lines of 42 characters, the subtitle limits) while it is spoken; `line` and `karaoke` show a short chunk of a
 * phrase (a few words, one line of about 22 characters: what short-form video shows, large), and `word` one word at
 * a time. Every cue carries its words, so karaoke can light them one by one and SRT/WebVTT hold the same timings.
 */

export interface TimedPhrase {
  text: string;
  /** Seconds: the phrase's speech. */
  start: number;
  end: number;
  words: TimedWord[];
}

/** Characters of a `line`/`karaoke` chunk: short enough to be set large in one line in 9:16. */
export const CHUNK_CHARS = 22;
/** What a cue too brief to read may grow to when it joins a neighbour (short-cues.ts): a chunk a little longer, or a word or two more. */
const JOINED_CHUNK_CHARS = 30;
const JOINED_WORDS = 3;
const JOINED_WORD_CHARS = 16;

const round = (s: number) => Math.round(s * 1000) / 1000;

/** The words cut into chunks of at most `maxChars` characters (a longer word is a chunk of its own), as even as can be. */
export function chunkWords<T extends { text: string }>(words: readonly T[], maxChars: number): T[][] {
  const length = (ws: readonly T[]) => ws.reduce((n, w) => n + w.text.length, 0) + Math.max(0, ws.length - 1);
  const total = length(words);
  if (total <= maxChars) return words.length ? [[...words]] : [];
  const count = Math.ceil(total / maxChars);
  const target = total / count;
  const chunks: T[][] = [];
  let chunk: T[] = [];
  for (const word of words) {
    const next = [...chunk, word];
    // A chunk ends at its target length, or early after a clause's punctuation when it is half full.
    const endsClause = /[,;:.!?…]["'”’)\]]*$/.test(word.text);
    // A word that ends a clause stays with its chunk when it fits at all: the break then falls at the punctuation.
    if (chunk.length && (length(next) > maxChars || (length(next) > target * 1.15 && !endsClause))) {
      chunks.push(chunk);
      chunk = [word];
    } else chunk = next;
    if (endsClause && length(chunk) >= target * 0.5) {
      chunks.push(chunk);
      chunk = [];
    }
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * The cues of `style`. A cue shows from its first word's sound until the next cue starts, or, at the end of a
 * phrase, until `hold` seconds after its speech (never into the next phrase); `wrap` sets a cue's text in lines.
 */
export function styleCues(phrases: readonly TimedPhrase[], style: CaptionStyle, hold: number, wrap: (text: string) => string[]): Cue[] {
  const cues: Cue[] = [];
  for (const [p, phrase] of phrases.entries()) {
    const next = phrases[p + 1];
    const phraseEnd = next ? next.start : phrase.end + hold;
    const groups = style === 'lines' ? [phrase.words] : style === 'word' ? phrase.words.map((w) => [w]) : chunkWords(phrase.words, CHUNK_CHARS);
    for (const [g, words] of groups.entries()) {
      if (!words.length) continue;
      const following = groups[g + 1];
      const start = style === 'lines' ? phrase.start : words[0]!.start;
      const end = following?.length ? following[0]!.start : phraseEnd;
      const text = style === 'lines' ? phrase.text : joinWords(words.map((w) => w.text));
      cues.push({ start: round(start), end: round(end), text, words: words.map((w) => ({ text: w.text, start: round(w.start), end: round(w.end) })) });
    }
  }
  const shown = cues.filter((c) => c.end - c.start >= 0.05);
  // Word by word and chunks: a cue too brief to read takes its neighbour's words with it (short-cues.ts).
  const readable =
    style === 'lines'
      ? shown
      : joinShortCues(shown, (text) => (style === 'word' ? text.split(' ').length <= JOINED_WORDS && text.length <= JOINED_WORD_CHARS : text.length <= JOINED_CHUNK_CHARS));
  return style === 'word' ? readable : readable.map((c) => ({ ...c, text: wrap(c.text).join('\n') }));
}

/** A silence this long between two transcribed words ends a phrase. */
const PHRASE_GAP = 0.7;

/**
 * Transcribed words (a clip's speech) grouped into phrases like the narration's: at the end of a sentence, at a
 * silence, or before the phrase outgrows `maxChars` (two caption lines).
 */
export function phrasesOfWords(words: readonly TimedWord[], maxChars = 84): TimedPhrase[] {
  const phrases: TimedPhrase[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (!current.length) return;
    phrases.push({ text: joinWords(current.map((w) => w.text)), start: current[0]!.start, end: current.at(-1)!.end, words: current });
    current = [];
  };
  for (const word of words) {
    const last = current.at(-1);
    const length = current.reduce((n, w) => n + w.text.length + 1, 0) + word.text.length;
    if (last && (word.start - last.end >= PHRASE_GAP || length > maxChars)) close();
    current.push(word);
    if (/[.!?…]["'”’)\]]*$/.test(word.text)) close();
  }
  close();
  return phrases;
}
