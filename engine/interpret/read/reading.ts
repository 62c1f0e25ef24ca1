import { withSpecBulletsOff } from './spec-lines.js';
import { withPictureLines } from './picture-lines.js';
import { withInitialsHeld } from './initials.js';
import { withDictationTyped } from './dictation.js';
import { withoutShoutedRequests, withoutShouting } from './shouting.js';
import { outsideQuotes } from './outside-quotes.js';
import { ASSET_ID, URL_PATTERN, ownAssetId, trimUrl } from '../../references.js';
import type { InterpretContext, KnownAsset } from '../types.js';
import { takeCourtesyAbroad } from './courtesy-abroad.js';
import { INFERRED_MARK, quoteDisplayText } from './display-text.js';
import { CUE_MARK, cueWords } from './cue-words.js';
import { takeSpokenQuotes } from './speech.js';
import { normaliseWords } from './spelling.js';

/*
 * A prompt prepared for reading. Quoted text is what people want on screen, verbatim, so it is taken out first and
 * replaced by a token (⟪q0⟫, ⟪q1⟫, …); asset references become ⟪a0⟫, … (usable assets only); narration is taken out
 * whole. What remains are the instruction words, which the recognisers read with regular expressions that can
 * never match inside on-screen text. Every recogniser marks the characters it understood as used, so whatever is
 * left at the end is what the prompt said that was not understood.
 */

/** A quote token; group 1 is its index. */
export const QUOTE = '⟪q(\\d+)⟫';
/** A usable asset's token; group 1 is its index. */
export const ASSET = '⟪a(\\d+)⟫';

const NARRATION =
  /\b(?:narrate|narrated|narration|narrator(?:\s+says)?|voice[- ]?over|voice\s+saying|read\s+aloud|spoken\s+text|speak)\b\s*(?:[:\-–—]|says?|saying|reads?|of|is)?\s*["“”„«]([^"“”„«»]{1,2000})["“”„»]/gi;
/**
 * Narration with how it is spoken between the word and a colon: `narrate in a deep British voice: "…"`. The how
 * words stay in the prompt for the voice reader (voice.ts); they may not name something on screen, so a quote
 * after "narration and subtitle:" stays a subtitle.
 */
const NARRATION_HOW =
  /\b(?:narrate|narrated|narration|narrator|voice[- ]?over|read\s+aloud|speak|spoken)\b((?:\s+(?!(?:title|heading|headline|subtitle|tagline|caption|captions|list|quote|text|chart|counter|logo|scene|and|then)\b)[\p{L}'-]+,?){1,14}?)\s*[:\-–—]\s*["“”„«]([^"“”„«»]{1,2000})["“”„»]/giu;
const QUOTED = /["“”„«]([^"“”„«»]{0,500})["“”„»]/g;

/** Consumed text reads as this character: neither a word character nor white space, so patterns do not cross it. */
const USED = '\u0001';

export interface Reference {
  /** What the prompt wrote (a URL or an id). */
  written: string;
  asset?: KnownAsset;
  /** Why it cannot be used. */
  problem?: string;
}

/**
 * One global copy per pattern, made once. A RegExp built from a word class's source (a few thousand characters of
 * voice, language and colour words) is compiled again when it is made again: 25-40 ms for the largest, which was
 * most of a prompt's reading (1.4 s of CPU for a one-line prompt) when every find made its own copy.
 */
const globalCopies = new WeakMap<RegExp, RegExp>();
function globalCopy(pattern: RegExp): RegExp {
  let copy = globalCopies.get(pattern);
  if (!copy) {
    copy = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globalCopies.set(pattern, copy);
  }
  return copy;
}

export class Reading {
  readonly text: string;
  private readonly used: Uint8Array;

  /** How many quotes the writer typed (the others were quoted by the reading: read/display-text.ts). */
  typedQuotes = 0;

  /** The prompt as the writer typed it, before any word was written out: the language it is in (compose/audio.ts). */
  typed = '';

  /** What the words around each clip said (trims.ts), by asset token number: read before anything else. */
  clipWords = new Map<number, { trim?: { from: number; to?: number; last?: number }; speed?: number; muted?: boolean }>();

  constructor(
    text: string,
    readonly quotes: string[],
    readonly assets: KnownAsset[],
    readonly narration: string[],
    readonly ignored: string[],
  ) {
    this.text = text;
    this.used = new Uint8Array(text.length);
    // Narration and unusable references are dealt with already.
    for (const m of text.matchAll(new RegExp(`⟪[nx]\\d+⟫|${CUE_MARK}[^${CUE_MARK}]*${CUE_MARK}`, 'g'))) this.take(m.index!, m.index! + m[0].length);
  }

  get length(): number {
    return this.text.length;
  }

  take(start: number, end: number): void {
    this.used.fill(1, Math.max(0, start), Math.min(this.text.length, end));
  }

  /**
   * Takes a reader's match, with a word's inflection it stopped short of: a pattern that tries "crossfade" before
   * "crossfades" must not leave "s between them" behind to be drawn.
   */
  takeMatch(m: RegExpExecArray): void {
    const end = m.index + m[0].length;
    const tail = /\p{L}$/u.test(m[0]) ? /^(?:s|es|d|ed|ing)(?![\p{L}\p{N}])/u.exec(this.text.slice(end, end + 4)) : null;
    this.take(m.index, end + (tail?.[0].length ?? 0));
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  /** The text with what is used blanked out, from `from` to `to`. */
  view(from = 0, to = this.text.length): string {
    let out = '';
    for (let i = from; i < to; i++) out += this.used[i] ? USED : this.text[i];
    return out;
  }

  /** What is left: used text as spaces. */
  leftover(from = 0, to = this.text.length): string {
    return this.view(from, to).replaceAll(USED, ' ');
  }

  /** All matches of `pattern` in [from, to) over unused text; indices are absolute. */
  find(pattern: RegExp, from = 0, to = this.text.length): RegExpExecArray[] {
    const re = globalCopy(pattern);
    re.lastIndex = 0;
    const view = this.view(from, to);
    const found: RegExpExecArray[] = [];
    for (let m = re.exec(view); m; m = re.exec(view)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      m.index += from;
      found.push(m);
    }
    return found;
  }

  first(pattern: RegExp, from = 0, to = this.text.length): RegExpExecArray | undefined {
    return this.find(pattern, from, to)[0];
  }

  /** Finds and marks as used; returns the match. */
  takeFirst(pattern: RegExp, from = 0, to = this.text.length): RegExpExecArray | undefined {
    const m = this.first(pattern, from, to);
    if (m) this.takeMatch(m);
    return m;
  }

  quote(token: string | number): string {
    return this.quotes[Number(token)]!;
  }

  /** The quote tokens in [from, to), unused ones only unless `all`. */
  quoteTokens(from = 0, to = this.text.length): RegExpExecArray[] {
    return this.find(new RegExp(QUOTE, 'g'), from, to);
  }

  assetTokens(from = 0, to = this.text.length): RegExpExecArray[] {
    return this.find(new RegExp(ASSET, 'g'), from, to);
  }

  /** Absolute offsets of the substring of `m` captured by group `n` (needs the `d` flag, so computed by search). */
  static groupStart(m: RegExpExecArray, n: number): number {
    const g = m[n];
    if (g === undefined) return -1;
    const rel = m[0].indexOf(g);
    return m.index + Math.max(0, rel);
  }
}

/**
 * Texts in single quotes ("captions 'Living room', 'Kitchen'", ‘Hello’), outside double quotes, written as double-quoted
 * ones. A quote opens after no letter and closes before none, so an apostrophe inside a word ("You've", "m'appelle")
 * is none; a plural's apostrophe before a word in lower case ("five minutes' walk") is none either when the quote
 * closes later on its line.
 */
const LETTER = /[\p{L}\p{N}]/u;
const MAX_SINGLE_QUOTED = 400;
function doubleSingles(text: string): string {
  let out = '';
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    if (!/['‘]/.test(text[i]!) || LETTER.test(text[i - 1] ?? '')) continue;
    const closers: number[] = [];
    for (let j = i + 1; j < text.length && j - i <= MAX_SINGLE_QUOTED + 1; j++) {
      const c = text[j]!;
      if (c === '\n' || c === '"' || c === '“' || c === '”' || c === '‘') break;
      // Another quote opening ("'Dogs' and 'Cats'"): this one closed before it.
      // (Or a price: "'New Arrival' and '¥2,800'".)
      if (c === "'" && closers.length && !LETTER.test(text[j - 1] ?? '') && (LETTER.test(text[j + 1] ?? '') || /[$€£¥₹]/.test(text[j + 1] ?? ''))) break;
      if ((c === "'" || c === '’') && !LETTER.test(text[j + 1] ?? '')) closers.push(j);
    }
    // A plural's apostrophe inside the quote ("'Parents' Evening - Thursday'", "'the kids' menu'") is no closer when
    // a word follows it and another closer comes later on the line.
    const close = closers.find((j, k) => k === closers.length - 1 || !/s$/i.test(text.slice(i + 1, j)) || !/^\s+\p{L}/u.test(text.slice(j + 1)));
    if (close === undefined || close === i + 1) continue;
    out += `${text.slice(at, i)}"${text.slice(i + 1, close)}"`;
    at = close + 1;
    i = close;
  }
  return out + text.slice(at);
}
/**
 * A manner of appearing written as one hyphenated word ("one-word-at-a-time subtitles", "line-by-line", "all-at-once",
 * "step-by-step"), read as the phrase it spells, so every reader of the spaced phrase sees it. Only outside quotes:
 * quoted text is the person's own.
 */
const HYPHENED_MANNER = /\b(?:(?:one|a|two|single)-(?:word|line|item|point|step|thing)s?-at-a-time|(?:one|word|line|step|letter|point|item)-by-(?:one|word|line|step|letter|point|item)|(?:all|everything)-at-once|one-(?:after-(?:another|the-other)|at-a-time))\b/gi;
/** Single-quoted texts written as double-quoted ones, so that every reader sees one kind of quote. */
export function doubleSingleQuotes(prompt: string): string {
  return outsideQuotes(prompt, doubleSingles);
}

/**
 * A kind of video named in quotes before its noun ("a short 'year in numbers' video for our AGM"): what the video is,
 * not words to show, so its quotes go.
 */
function withKindUnquoted(prompt: string): string {
  return prompt
    .replace(/\b(a|an|the|our|my|this)\s+((?:[a-z-]+\s+){0,2})["'“‘]([^"'“”‘’\n]{2,40})["'”’]\s+(video|reel|clip|film|slideshow|promo|post|story|montage|recap)\b/gi, '$1 $2$3 $4')
    // Or after it, as French, Spanish and Italian put it: "une vidéo « save the date » pour notre mariage".
    .replace(/(?<![\p{L}])(vidéo|vídeo|video|film|clip)\s+[«"“]\s*([^"»”\n]{2,40}?)\s*[»"”]\s+(?=(?:pour|para|per|für|voor)(?![\p{L}]))/giu, '$1 $2 ');
}

/**
 * Japanese and Chinese corner brackets (「…」, 『…』) and the Chinese double angles (《…》) are those
 * languages' quotation marks: read as double quotes, so every reader sees one kind of quote.
 */
function withCornerQuotes(prompt: string): string {
  return prompt.replace(/[「『《]([^「」『』《》\n]{1,2000})[」』》]/g, '“$1”');
}

/** Takes out narration, quotes and references; resolves references against the caller's assets. */
export function prepare(prompt: string, ctx: InterpretContext): Reading {
  const narration: string[] = [];
  let text = normaliseWords(withDictationTyped(withoutShoutedRequests(withoutShouting(doubleSingleQuotes(withSpecBulletsOff(withPictureLines(withKindUnquoted(withInitialsHeld(withCornerQuotes(prompt)))))))))).replace(NARRATION_HOW, (m, how: string, spoken: string) => {
    const trimmed = spoken.trim();
    if (trimmed) narration.push(trimmed);
    return ` ${cueWords(m.slice(0, m.indexOf(how)))} ${how.trim()} ⟪n${narration.length}⟫ `;
  });
  text = text.replace(NARRATION, (m, spoken: string) => {
    const trimmed = spoken.trim();
    if (trimmed) narration.push(trimmed);
    return ` ${cueWords(m.slice(0, m.search(/["“”„«]/)))} ⟪n${narration.length}⟫ `;
  });
  // Quotes a voice says in other words ("have a woman's voice say: …", "… read aloud"): read/speech.ts.
  text = takeSpokenQuotes(text, narration);
  // Text to show written without quotes ("with the text Open Late at the bottom"): quoted, as if it had been.
  text = quoteDisplayText(text);

  const quotes: string[] = [];
  let typed = 0;
  text = text.replace(new RegExp(`${QUOTED.source}|${INFERRED_MARK}([^${INFERRED_MARK}]{1,500})${INFERRED_MARK}`, 'g'), (_m, quoted: string | undefined, inferred: string | undefined) => {
    const trimmed = (quoted ?? inferred ?? '').trim();
    if (!trimmed) return ' ';
    quotes.push(trimmed);
    if (quoted !== undefined) typed++;
    return `⟪q${quotes.length - 1}⟫`;
  });

  const assets: KnownAsset[] = [];
  const ignored: string[] = [];
  let unusable = 0;
  const reference = (written: string, id: string | undefined): string => {
    if (!id) {
      ignored.push(written);
      return `⟪x${unusable++}⟫`;
    }
    const asset = ctx.assets.get(id);
    if (!asset) ignored.push(`${id} (no such asset of yours)`);
    else if (!asset.ready) ignored.push(`${id} (not ready yet)`);
    else {
      assets.push(asset);
      return `⟪a${assets.length - 1}⟫`;
    }
    return `⟪x${unusable++}⟫`;
  };
  // Two addresses pasted with nothing between them ("{photo1}{photo2}"): two references.
  text = text.replace(/(?<=[^\s(\[<"“'‘])(?=https?:\/\/)/g, ' ');
  text = text.replace(URL_PATTERN, (match) => {
    const url = trimUrl(match);
    return reference(url, ownAssetId(url)) + match.slice(url.length);
  });
  // An asset's URL written without its host ("/api/v1/assets/ast_…/content"): the id is the reference, the path no words.
  text = text.replace(/(?<![\w:/.])\/api\/v1\/assets\/(ast_[A-Za-z0-9]{21})(?:\/content)?\/?(?![\w/])/g, (_m, id: string) => id);
  text = text.replace(ASSET_ID, (id) => reference(id, id)).replace(HYPHENED_MANNER, (m) => m.replace(/-/g, ' '));
  const reading = new Reading(text, quotes, assets, narration, [...new Set(ignored)]);
  reading.typedQuotes = typed;
  reading.typed = prompt;
  // Words the writer considered and turned down are understood and never shown.
  for (const m of reading.find(TURNED_DOWN)) reading.takeMatch(m);
  takeCourtesyAbroad(reading);
  return reading;
}

/** A text considered and turned down: "I was going to use 'It is a truth…' but no, use this one: …". */
const TURNED_DOWN = /\b(?:i|we)\s+(?:was|were|had\s+been)\s+(?:going\s+to|gonna|thinking\s+of|planning\s+to|about\s+to)\s+(?:(?:use|using|say|saying|put|putting|write|writing|go\s+with|going\s+with|have|having)\s+)?(?:the\s+(?:line|quote|words|text)\s+)?⟪q\d+⟫\s*,?\s*but(?:\s+no)?\b\s*,?/gi;
