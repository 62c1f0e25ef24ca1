import { MULTIPLIER, NUMBER, numberValue } from '../read/words.js';

/*
 * A chart's values said as a bare run after a colon, the labels said once as a range before it, as people write a
 * series: "members Jan–Jun: 210, 245, 260", "2019 to 2025: 18, 21, 12, …", "sessions 1-6: 412 398 371 …". A range
 * that names as many points as there are values labels them; with none (or one of another length) the points are
 * numbered 1…n, as a plotted series is.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** What is counted in a series ("Day 1 to Day 5", "week 3-week 8", "Round 1 – Round 4"). */
const COUNTED = String.raw`(?:[Dd]ay|[Ww]eek|[Mm]onth|[Yy]ear|[Ss]ession|[Rr]ound|[Ll]ap|[Tt]erm|[Ss]eason|[Ee]pisode|[Ll]evel|[Ss]tage)`;

/** One end of a range: a month or a day (short or long), a quarter, or a whole number (a year, a session). */
const END = String.raw`(?:${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join('|')}|Sept|${DAYS.map((d) => `${d.slice(0, 3)}(?:${d.slice(3)})?`).join('|')}|Q[1-4]|${COUNTED}\s?\d{1,3}|\d{1,4})`;
/** "Jan–Jun", "2015-2024", "2019 to 2025", "Q1 through Q4", "Mon-Fri". */
const RANGE = new RegExp(String.raw`\b(${END})\.?\s*(?:–|—|-|\bto\b|\bthrough\b|\bthru\b|\buntil\b)\s*(${END})\b`, 'gi');

const VALUE = String.raw`(?:[$€£¥]\s?)?(?:${NUMBER})\s*(?:%|${MULTIPLIER})?`;
/** Between values: a comma (not one inside "1,450"), a semicolon, spaces, "and". */
const GAP = String.raw`(?:\s*,(?!\d{3}(?!\d))\s*(?:and\s+)?|\s*;\s*|\s+and\s+|\s*[/|]\s*|\s*(?:→|->|=>|⇒|>)\s*|\s+)`;
/** Three to twelve values after a colon, with their unit or not ("60, 70, 80 kg"), and nothing but a clause's end (or a remark in brackets or after a dash) after them. */
const VALUES = new RegExp(String.raw`^\s*(${VALUE}(?:${GAP}${VALUE}){2,11})(?:\s*(?!(?:and|for|from|over|across|then)\b)[A-Za-z°]{1,12}(?=\s*[.;,!?\n⟪\u0001]|\s*$))?(?=\s*(?:[.;,!?\n⟪\u0001(—–]|-\s|$)|\s+(?:for|from|over|across)\s)`, 'i');

/** A range said after the values, with what it labels: ", x axis Day 1 to Day 5", "(Jan–Jun)". */
const RANGE_AFTER = new RegExp(String.raw`^\s*(?:\([^()]{0,40}\)\s*)?[,;—–(]?\s*(?:(?:on\s+the\s+|along\s+the\s+)?(?:x[- ]?axis|bottom)|labell?ed|from|for|over)?\s*:?\s*(${END})\.?\s*(?:–|—|-|\bto\b|\bthrough\b)\s*(${END})\b\)?`, 'i');

/** Labels said after the values, to the sentence's end: "— label the months Jan Feb Mar", ", labelled Q1, Q2, Q3". */
const LABELS_AFTER = /^\s*(?:[—–,;]|-\s)?\s*(?:and\s+)?(?:label(?:l?ed)?|labels?|call(?:ed)?|name(?:d)?)\s+(?:(?:them|it|each(?:\s+one)?|the\s+(?:months|days|years|weeks|points|bars|values|columns))\s+)?(?:as\s+|:\s*)?([^.!?\n⟪\u0001;:]{1,120}?)\s*(?=$|[.!?\n⟪\u0001;])/iu;

function sequence(names: string[], a: string, b: string): string[] | undefined {
  const at = (word: string) => names.findIndex((n) => n.toLowerCase().startsWith(word.toLowerCase().slice(0, 3)));
  const i = at(a);
  const j = at(b);
  if (i < 0 || j < 0) return undefined;
  const long = a.length > 4;
  const out: string[] = [];
  for (let k = i; out.length <= names.length; k = (k + 1) % names.length) {
    out.push(long ? names[k]! : names[k]!.slice(0, 3));
    if (k === j) return out;
  }
  return undefined;
}

/** The labels a range stands for ("Jan–Jun": Jan, Feb, … Jun), or undefined when it is none. */
export function rangeLabels(a: string, b: string): string[] | undefined {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const [x, y] = [Number(a), Number(b)];
    return y > x && y - x < 12 ? Array.from({ length: y - x + 1 }, (_, i) => String(x + i)) : undefined;
  }
  if (/^q\d$/i.test(a) && /^q\d$/i.test(b)) return rangeLabels(a.slice(1), b.slice(1))?.map((n) => `Q${n}`);
  // "Day 1 to Day 5": the counted word keeps its case, each point its number.
  const [wa, na] = [/^(\p{L}+)\s?(\d+)$/u.exec(a), /^(\p{L}+)\s?(\d+)$/u.exec(b)];
  if (wa && na && wa[1]!.toLowerCase() === na[1]!.toLowerCase()) return rangeLabels(wa[2]!, na[2]!)?.map((n) => `${wa[1]} ${n}`);
  return sequence(MONTHS, a, b) ?? sequence(DAYS, a, b);
}

export interface ValueRun {
  data: { label: string; value: number; currency?: string; suffix?: string; whole: boolean }[];
  /** Where the words before the values (their range and what they are) start and the values end. */
  colon: number;
  end: number;
  /** The words between `from` and the range (or the colon): what the values are, for the title. */
  titleText: string;
}

/**
 * A run of three or more bare values after the first colon in [from, to) of `view`, in the same sentence, labelled
 * by the last range said before the colon. Undefined when the colon is not followed by values alone.
 */
export function readValueRun(view: string, from: number, to: number): ValueRun | undefined {
  // After a colon, or after the word that names them ("…, values 2, 5, 11"); a stop before a word in lower case
  // ("E. coli") ends no sentence.
  // The first such lead that the values follow ("Line chart: colony growth …, values 2, 5, …" has two).
  const sentence = /^(?:[^.!?\n⟪\u0001]|\.(?=\s*\p{Ll}))*/u.exec(view.slice(from, to))![0].slice(0, 140);
  // Or after a verb of change ("users went 2,000 → 5,000 → 9,000").
  const lead = [...sentence.matchAll(/:|\b(?:values?|numbers|data|figures|readings)\b\s*(?:[:=]|are\b|of\b)?|\b(?:went|grew|rose|climbed|were)\b(?:\s+(?:from|up))?/gu)].find((m) => VALUES.test(view.slice(from + m.index + m[0].length, to)));
  if (!lead) return undefined;
  const colon = from + lead.index + lead[0].length;
  const values = VALUES.exec(view.slice(colon, to))!;
  const items = values[1]!.split(new RegExp(GAP, 'i')).filter(Boolean);
  const before = view.slice(from, colon - 1);
  const ranges = [...before.matchAll(RANGE)];
  const range = ranges.at(-1);
  const named = range ? rangeLabels(range[1]!, range[2]!) : undefined;
  // Or labels said after the values: "… 260, 340 — label the months Jan Feb Mar Apr May Jun".
  const after = LABELS_AFTER.exec(view.slice(colon + values[0].length, to));
  // Or a range said after them: "…, 40 (thousand cells/ml), x axis Day 1 to Day 5".
  const later = RANGE_AFTER.exec(view.slice(colon + values[0].length, to));
  const laterNamed = later ? rangeLabels(later[1]!, later[2]!) : undefined;
  const given = after?.[1]!.trim().split(/,/.test(after[1]!) ? /\s*,\s*(?:and\s+)?|\s+and\s+/ : /\s+(?:and\s+)?/).filter(Boolean);
  const labels = given?.length === items.length ? given : laterNamed?.length === items.length ? laterNamed : named?.length === items.length ? named : items.map((_, i) => String(i + 1));
  const end = colon + values[0].length + (given?.length === items.length ? after![0].length : laterNamed?.length === items.length ? later![0].length : 0);
  const data = items.map((item, i) => {
    const v = new RegExp(String.raw`^([$€£¥])?\s?(${NUMBER})\s*(%|${MULTIPLIER})?$`, 'i').exec(item.trim())!;
    return { label: labels[i]!, value: numberValue(v[2]!), currency: v[1], suffix: v[3], whole: true };
  });
  const titleEnd = range && named?.length === items.length ? range.index : before.length;
  return { data, colon: colon - 1, end, titleText: before.slice(0, titleEnd) };
}
