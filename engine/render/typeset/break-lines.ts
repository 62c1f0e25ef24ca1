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
/** A unit that is only a separator: it goes at a break. */
const SEPARATOR_ONLY = /^[·•|/\-–—:,;&+]+$/u;
/** A line that ends so reads as cut off. */
const ENDS_WITH_SEPARATOR = /[·•|/\-–—:,;&+]$/u;

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
  const atSeparator = (j: number) => SEPARATOR_ONLY.test(units[j - 1]!.text) || SEPARATOR_ONLY.test(units[j]!.text) || ENDS_WITH_SEPARATOR.test(units[j - 1]!.text);
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

/** Text (with explicit newlines) broken into balanced lines. */
export function breakText(text: string, measure: (s: string) => number, maxWidth: number): BrokenLine[] {
  return text
    .normalize('NFC')
    .trim()
    .split(/\r\n|[\n\r\v\f\u2028\u2029]/)
    .flatMap((p) => breakLines({ units: unitsOf(p), measure, maxWidth }));
}
