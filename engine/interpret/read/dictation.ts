import { MONTHS, WEEKDAYS } from './words.js';
import { outsideQuotes, wordsOutsideQuotes } from './outside-quotes.js';

/*
 * A prompt spoken into a phone: "the title is summer reading challenge full stop then a line chart of books borrowed
 * January twelve hundred February thirteen fifty …". Said punctuation becomes the mark it names and spelled numbers
 * become digits, so every reader sees the prompt as if it had been typed. Only when the prompt is plainly dictated
 * (it says "full stop", "new line", "new paragraph", "question mark" or "exclamation mark", or says "comma" or "colon"
 * with no such mark typed: a time's or an address's colon is no mark; or "period" twice with no full stop typed), and
 * never inside quotes:
 * quoted words are the person's own, and "a comma" in typed text is a word.
 */

const DICTATED = /\bfull\s+stop\b|\bnew\s+(?:line|paragraph)\b|\bquestion\s+mark\b|\bexclamation\s+(?:mark|point)\b/i;
/** "colon" between words, not the body's ("colon cancer", "the colon"). */
const SAID_COLON = /(?<!\b(?:the|your|my|his|her|a|healthy)\s+)\bcolon\b(?!\s+(?:cancer|health|screening|care|polyps?|surgery|cleanse|check))/i;
const MARKS: [RegExp, string][] = [
  [/\s*\bfull\s+stop\b/gi, '.'],
  // A period of time ("a trial period", "the 30 day period", "period drama") is a word, even in a dictated prompt.
  [/(?<!\b(?:a|the|trial|grace|free|waiting|notice|time|rental|same|holiday|school|exam|\d+[- ]?(?:day|week|month|year)s?)\s*)\s*\bperiod\b(?!\s+(?:of|drama|dramas|piece|pieces|costumes?|pains?|tracker|products?|poverty|room|features?|style|properties|property|home|homes|details?)\b)/gi, '.'],
  [/\s*\bcomma\b/gi, ','],
  [new RegExp(SAID_COLON.source.replace('\\bcolon', '\\s*\\bcolon'), 'gi'), ':'],
  [/\s*\bquestion\s+mark\b/gi, '?'],
  [/\s*\bexclamation\s+(?:mark|point)\b/gi, '!'],
  [/\s*\bnew\s+(?:line|paragraph)\b\s*/gi, '\n'],
  // "150 dollars", "20 euros": an amount said aloud, as it is typed.
  [/\b(\d[\d,]*(?:\.\d{1,2})?)\s+(?:dollars|bucks)\b/gi, '$$$1'],
  [/\b(\d[\d,]*(?:\.\d{1,2})?)\s+euros?\b/gi, '€$1'],
  // "nitrogen 78 percent": a share said aloud, as it is typed.
  [/(?<=\d)\s+per\s?cent\b/gi, '%'],
];

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const NUMBER_WORD = new RegExp(String.raw`\b(?:${[...UNITS, ...TENS.filter(Boolean), ...Object.keys(SCALES)].join('|')})(?:(?:[\s-]+(?:and\s+)?)(?:${[...UNITS, ...TENS.filter(Boolean), ...Object.keys(SCALES)].join('|')}))*\b`, 'gi');

/** 1–99 from words: "twelve", "fifty", "twenty five". */
function belowHundred(words: string[]): number | undefined {
  const [a, b] = words;
  const unit = UNITS.indexOf(a!);
  if (words.length === 1) return unit >= 0 ? unit : TENS.indexOf(a!) > 1 ? TENS.indexOf(a!) * 10 : undefined;
  const tens = TENS.indexOf(a!);
  const one = UNITS.indexOf(b!);
  return words.length === 2 && tens > 1 && one > 0 && one < 10 ? tens * 10 + one : undefined;
}

/**
 * A number said in words: "twelve hundred" 1200, "two thousand five hundred" 2500, and as amounts and years are said
 * aloud, two pairs ("thirteen fifty" 1350, "nineteen ninety nine" 1999). Undefined for words that are no number.
 */
export function spokenNumber(phrase: string): number | undefined {
  const words = phrase.toLowerCase().split(/[\s-]+/).filter((w) => w && w !== 'and');
  if (!words.length) return undefined;
  let total = 0;
  let group: string[] = [];
  let current = 0;
  for (const w of words) {
    const scale = SCALES[w];
    if (scale === undefined) { group.push(w); continue; }
    const n = group.length ? belowHundred(group) : 1;
    if (n === undefined) return undefined;
    if (scale === 100) current += n * 100;
    else { total += (current + n * (group.length || current === 0 ? 1 : 0)) * scale; current = 0; }
    group = [];
  }
  if (group.length) {
    const n = belowHundred(group);
    if (n !== undefined) return total + current + n;
    // "thirteen fifty", "nineteen ninety nine": a pair of tens and a pair of units.
    for (let k = 1; k < group.length && total + current === 0; k++) {
      const high = belowHundred(group.slice(0, k));
      const low = belowHundred(group.slice(k));
      if (high !== undefined && low !== undefined && high >= 10 && low >= 10) return high * 100 + low;
    }
    return undefined;
  }
  return total + current;
}

/** Days and months, capitalised as they are typed ("saturday june 7th"); "march" and "may" only beside a number. */
const CALENDAR = new RegExp(String.raw`\b(?:${[...WEEKDAYS, ...MONTHS.filter((m) => m !== 'march' && m !== 'may')].join('|')})\b|\b(?:march|may)(?=\s+\d)|(?<=\d(?:st|nd|rd|th)?\s+(?:of\s+)?)(?:march|may)\b`, 'g');

function undictate(segment: string): string {
  let out = MARKS.reduce((s, [re, mark]) => s.replace(re, mark), segment).replace(CALENDAR, (m) => m[0]!.toUpperCase() + m.slice(1));
  // Numbers of two words or more become digits ("twelve hundred"); one word ("three scenes") is read as it is.
  out = out.replace(NUMBER_WORD, (m) => (/[\s-]/.test(m.trim()) ? String(spokenNumber(m) ?? m) : m));
  // A mark said before a word starts its sentence: "… full stop then a chart" → "…. Then a chart".
  // A mark said aloud starts the next sentence; a full stop inside an address or a number is the address's own.
  return out.replace(/(\S*?)([.!?])(\s*)(\p{Ll})/gu, (m, before: string, mark: string, space: string, letter: string) => (!space && (/[/:@]|^[\p{L}\d-]+$/u.test(before) && mark === '.') ? m : `${before}${mark} ${letter.toUpperCase()}`)).replace(/,(?=[^\s\d])/g, ', ');
}

/**
 * A point in a clip said in words, dictated or typed ("from the five second mark to twenty seconds"): digits, as a
 * trim is typed. Only after a word of a span and before a unit of seconds: "five tips" and a title "Five seconds of
 * fame" keep their words.
 */
const SPOKEN_SECONDS = new RegExp(String.raw`(?<=\b(?:from|to|at|until|till|til|the|first|last|between|and|after|before|around|about|only|just)\s+)${NUMBER_WORD.source}(?=[\s-]+(?:seconds?|secs?)\b)`, 'gi');
const withSpokenSeconds = (segment: string) => segment.replace(SPOKEN_SECONDS, (m) => String(spokenNumber(m) ?? m));

/** The prompt as typed, when it was dictated; else unchanged but for seconds said in words. */
export function withDictationTyped(prompt: string): string {
  const outside = wordsOutsideQuotes(prompt);
  // "period" said twice with no full stop typed: a sentence's end said aloud ("… Bake Sale period the price …").
  const periods = (outside.match(/\bperiod\b/gi) ?? []).length >= 2 && !/\.(?=\s|$)/.test(outside);
  const dictated = DICTATED.test(outside) || periods || (/\bcomma\b/i.test(outside) && !outside.includes(',')) || (SAID_COLON.test(outside) && !/(?<!\d):(?!\d|\/\/)/.test(outside));
  return outsideQuotes(dictated ? outsideQuotes(prompt, undictate) : prompt, withSpokenSeconds);
}
