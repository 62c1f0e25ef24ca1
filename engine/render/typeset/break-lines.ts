/*
 * Balanced line breaking, independent of fonts (it is given a measuring function). The text is cut into units at
 * break opportunities found with Intl.Segmenter: after a run of spaces, and between two words of a script written
 * without spaces (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar: ICU's dictionaries find their words).
 * Punctuation stays with the word before it, and a grapheme cluster (an emoji ZWJ sequence, a flag, a skin tone,
 * a Devanagari conjunct) is never cut, since segments are made of whole clusters. A dynamic programme then picks
 * the breaks: the fewest lines that fit, then lines as even as possible (the last one included, as CSS
 * `text-wrap: balance` does for titles), with penalties that keep a separator (· | - – — : , /) off a line's end
 * and a single word off the last line, and a short word off a line of its own in a text of four words or more
 * ("The / future / of AI") (where no break avoids the last-line case, because the last two words are wider than the
 * box together, set-block.ts steps the size down). In a text of facts between separators, lines break
 * at the separators. A separator standing alone between words ("Paris · Rome") is dropped where
 * the line breaks at it, as a designer would.
 */

export interface Unit {
  /** The unit's text without the spaces after it. */
  text: string;
  /** The spaces after it ('' before a CJK break or at the end). */
  space: string;
}

const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const KANA_TAIL = /^[\p{Script=Hiragana}ー]/u;
/**
 * Closing punctuation written after a space ("Happy New Year !", French "Merci !"): it belongs to the word before
 * it, so no line starts with it, and it is no word of its own ("Year !" is one unit).
 */
const CLOSING_ONLY = /^[!?.…%)\]»”’]+$/u;
/**
 * A unit that is only a separator: it goes at a break. Not "&" or "+": they are words ("clean & X-rays", "interior +
 * exterior"), and a line starts with one rather than lose it.
 */
const SEPARATOR_ONLY = /^[·•|/\-–—:,;]+$/u;
/**
 * A line that ends so reads as cut off. A colon or a comma ends a phrase: a line may end there ("Episode 42: /
 * Building in Public", "The best coffee in town, / hands down"), and is preferred to (PHRASE_BONUS).
 */
const ENDS_WITH_SEPARATOR = /[·•|/\-–—;&+]$/u;
/** A line that ends a phrase: a break after it reads as a designer's. */
const ENDS_PHRASE = /[:,]$/u;
/** A dash standing between two parts of a title ("Summer Sale – 50% off"): a break there is a phrase's. */
const DASH_ONLY = /^[–—-]$/u;
/**
 * Short words that belong with the word after them (articles, prepositions, conjunctions): a line should not end
 * with one ("The best coffee in / town"), nor start with one under a word left alone ("Tickets / at jazznight.org").
 */
const FUNCTION_WORD = /^(a|an|the|at|in|on|of|to|by|for|and|or|but|nor|with|from|into|onto|via|per|as|&)$/iu;
/**
 * A short number (an episode's, a chapter's, a step's: "42:", "3", "#5") after a word: "Episode 42", "Chapter 3" and
 * "Step 1" are one name, never split. A year or a long figure ("since 2019", "$1,200") is not such a number.
 */
const SHORT_NUMBER = /^[#№]?\d{1,3}[:.)]?$/u;
/** A month after a day's number ("Friday 14 June"): the date goes on, it is no new phrase. */
const MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*[.,]?$/iu;
/** A word a short number belongs to: letters (an abbreviation's dot allowed: "No. 5"), not a function word. */
const NUMBER_LABEL = /^\p{L}[\p{L}'’]*\.?$/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** One paragraph (no newlines) as break units. */
export function unitsOf(paragraph: string): Unit[] {
  const units: Unit[] = [];
  let text = '';
  let space = '';
  let lastCjk = false;
  const flush = () => {
    if (text) units.push({ text, space });
    else if (space && units.length) units[units.length - 1]!.space += space;
    text = '';
    space = '';
  };
  for (const { segment } of segmenter.segment(paragraph)) {
    if (/^\s+$/u.test(segment)) {
      space += ' ';
      continue;
    }
    if (space && text && CLOSING_ONLY.test(segment)) {
      text += ` ${segment}`;
      space = '';
      continue;
    }
    const cjk = NO_SPACE_SCRIPT.test(segment);
    // A break opportunity: spaces came before this segment, or two segments of a script without spaces meet; in
    // Japanese not before a segment of hiragana (particles and inflections stay with the word they follow, so
    // lines break between phrases as Japanese titles are set).
    if (space || (cjk && lastCjk && text && !KANA_TAIL.test(segment))) flush();
    text += segment;
    lastCjk = cjk;
  }
  flush();
  if (units.length) units[units.length - 1]!.space = '';
  return units.map((u) => ({ text: u.text, space: u.space ? ' ' : '' }));
}

export interface BreakInput {
  units: Unit[];
  /** The width of a string, in any unit consistent with maxWidth. */
  measure: (text: string) => number;
  maxWidth: number;
}

export interface BrokenLine {
  text: string;
  width: number;
}

/** The line made of units [i, j): separators alone at either end are dropped. */
function lineText(units: readonly Unit[], i: number, j: number): string {
  let a = i;
  let b = j;
  if (b - a > 1 && SEPARATOR_ONLY.test(units[a]!.text) && a > 0) a++;
  if (b - a > 1 && SEPARATOR_ONLY.test(units[b - 1]!.text) && b < units.length) b--;
  let s = '';
  for (let k = a; k < b; k++) s += units[k]!.text + (k < b - 1 ? units[k]!.space : '');
  return s;
}

const LINE_COST = 1e9;
const ORPHAN_COST = 4e8;
const SEPARATOR_COST = 2e8;
const OVERFLOW_COST = 1e12;
/** In a list of facts ("3 beds · 2 baths · 2,400 sq ft") a break between two separators splits a fact ("2 / baths"). */
const SPLIT_FACT_COST = 5e8;
/**
 * A short word alone on a line of a text of four words or more ("The / future / of AI", "Episode / 42: Building"):
 * among breaks into as many lines, one that keeps it with its neighbours wins.
 */
const FRAGMENT_COST = 3e8;
/** A line under this share of the box, holding one word, is a fragment. */
const FRAGMENT_SHARE = 0.6;
/** Splitting a short number from its word ("Episode / 42"): as bad as splitting a fact. */
const NUMBER_SPLIT_COST = 6e8;
/*
 * The next three weigh against balance (a line's slack costs up to 1e6), not against the line count or the other
 * penalties: among breaks of similar balance they choose. A break after a colon, a comma or at a dash is the
 * phrase's own (0.3e6 is about what a line 55 % full costs over one 100 % full, or 20 % of slack on both lines).
 */
const PHRASE_BONUS = 3e5;
const COMMA_BONUS = 1.5e5;
/** A line ending with a function word ("in / town"), or starting with one under a lone word ("Tickets / at"). */
const FUNCTION_WORD_COST = 3e5;

/** The breaks that make the fewest, most even lines (see the top of the file). */
export function breakLines({ units, measure, maxWidth }: BreakInput): BrokenLine[] {
  const n = units.length;
  if (n === 0) return [{ text: '', width: 0 }];
  const widths = new Map<number, number>();
  const widthOf = (i: number, j: number) => {
    const key = i * 4096 + j;
    let w = widths.get(key);
    if (w === undefined) {
      w = measure(lineText(units, i, j));
      widths.set(key, w);
    }
    return w;
  };
  const words = (i: number, j: number) => {
    let c = 0;
    for (let k = i; k < j; k++) if (!SEPARATOR_ONLY.test(units[k]!.text)) c++;
    return c;
  };
  const totalWords = words(0, n);
  const separated = units.some((u) => SEPARATOR_ONLY.test(u.text));
  const atSeparator = (j: number) => SEPARATOR_ONLY.test(units[j - 1]!.text) || SEPARATOR_ONLY.test(units[j]!.text) || ENDS_WITH_SEPARATOR.test(units[j - 1]!.text) || ENDS_PHRASE.test(units[j - 1]!.text);
  /** A break before unit j splits a short number from the word before it. */
  const splitsNumber = (j: number) => SHORT_NUMBER.test(units[j]!.text) && NUMBER_LABEL.test(units[j - 1]!.text) && !FUNCTION_WORD.test(units[j - 1]!.text);
  /** A break after a numbered name ("Step 1 / Mix the flour", "Chapter 3 / The Return"), as after its colon. */
  const afterNumberedName = (j: number) => j >= 2 && splitsNumber(j - 1) && !FUNCTION_WORD.test(units[j]!.text) && !MONTH.test(units[j]!.text);
  const best: number[] = new Array(n + 1).fill(Infinity);
  const from: number[] = new Array(n + 1).fill(-1);
  best[0] = 0;
  for (let j = 1; j <= n; j++) {
    for (let i = j - 1; i >= 0; i--) {
      if (best[i] === Infinity) continue;
      const w = widthOf(i, j);
      const single = j - i === 1;
      // A line wider than the box: only a single unit that cannot be broken (the fitting shrinks the text then).
      if (w > maxWidth && !single) break;
      let cost = best[i]! + LINE_COST + ((maxWidth - w) / maxWidth) ** 2 * 1e6;
      if (w > maxWidth) cost += OVERFLOW_COST;
      const text = lineText(units, i, j);
      if (j < n && ENDS_WITH_SEPARATOR.test(text)) cost += SEPARATOR_COST;
      if (j < n && separated && !atSeparator(j)) cost += SPLIT_FACT_COST;
      if (j < n && splitsNumber(j)) cost += NUMBER_SPLIT_COST;
      if (j < n && (units[j - 1]!.text.endsWith(':') || DASH_ONLY.test(units[j - 1]!.text) || DASH_ONLY.test(units[j]!.text) || afterNumberedName(j))) cost -= PHRASE_BONUS;
      else if (j < n && /[,;]$/u.test(units[j - 1]!.text)) cost -= COMMA_BONUS;
      if (j < n && FUNCTION_WORD.test(units[j - 1]!.text)) cost += FUNCTION_WORD_COST;
      if (i > 0 && FUNCTION_WORD.test(units[i]!.text) && words(from[i]!, i) === 1) cost += FUNCTION_WORD_COST;
      if (j === n && i > 0 && totalWords > 1 && words(i, j) === 1) cost += ORPHAN_COST;
      if (n > 1 && totalWords >= 4 && words(i, j) === 1 && w < FRAGMENT_SHARE * maxWidth) cost += FRAGMENT_COST;
      if (cost < best[j]!) {
        best[j] = cost;
        from[j] = i;
      }
    }
  }
  const lines: BrokenLine[] = [];
  for (let j = n; j > 0; j = from[j]!) {
    const i = from[j]!;
    lines.unshift({ text: lineText(units, i, j), width: widthOf(i, j) });
  }
  return lines;
}

const wordCount = (units: readonly Unit[]) => units.filter((u) => !SEPARATOR_ONLY.test(u.text)).length;

/**
 * Whether broken lines leave one word alone on the last line of a text of three words or more (of a two-word text
 * on two lines, each word stands alone: that is a stacked title, not an orphan). Per paragraph.
 */
export function hasOrphan(lines: readonly BrokenLine[], text: string): boolean {
  const paragraphs = text.normalize('NFC').trim().split(/\r\n|[\n\r\v\f\u2028\u2029]/);
  let at = 0;
  for (const p of paragraphs) {
    const words = wordCount(unitsOf(p));
    // The lines of this paragraph: as many as hold its words.
    let count = 0;
    let last: BrokenLine | undefined;
    let n = 0;
    while (at < lines.length && count < words) {
      last = lines[at++]!;
      count += wordCount(unitsOf(last.text));
      n++;
    }
    if (words >= 3 && n >= 2 && last && wordCount(unitsOf(last.text)) === 1) return true;
  }
  return false;
}

/** Whether a line of a text of three words or more holds one word alone (a stacked word reads as cut off). */
export function hasLoneWord(lines: readonly BrokenLine[], text: string): boolean {
  if (lines.length < 2 || wordCount(unitsOf(text.replace(/\s+/g, ' '))) < 3) return false;
  return lines.some((l) => wordCount(unitsOf(l.text)) === 1);
}

/**
 * Whether a word is left alone on a line above a line that starts with a function word ("Tickets / at
 * jazznight.org", "Building / in Public"): the short word belongs with what follows, and the word above hangs.
 * A typesetter sets such a text a step smaller, on one line or with the word kept with its phrase.
 */
export function hasStrandedWord(lines: readonly BrokenLine[], text: string): boolean {
  if (lines.length < 2 || wordCount(unitsOf(text.replace(/\s+/g, ' '))) < 3) return false;
  return lines.some((l, k) => k + 1 < lines.length && wordCount(unitsOf(l.text)) === 1 && FUNCTION_WORD.test(unitsOf(lines[k + 1]!.text)[0]?.text ?? ''));
}

/** Text (with explicit newlines) broken into balanced lines. */
export function breakText(text: string, measure: (s: string) => number, maxWidth: number): BrokenLine[] {
  return text
    .normalize('NFC')
    .trim()
    .split(/\r\n|[\n\r\v\f\u2028\u2029]/)
    .flatMap((p) => breakLines({ units: unitsOf(p), measure, maxWidth }));
}
