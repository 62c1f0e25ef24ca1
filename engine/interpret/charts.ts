import type { ChartLayer, CounterLayer, Layer } from '../../model/scene-document.js';
import { animation, textLayer } from './layers.js';
import type { Piece } from './piece.js';
import { QUOTE, type Reading } from './reading.js';
import { capitalise, decimalsOf, MULTIPLIER, multiplierValue, NUMBER, numberValue, round } from './words.js';

/*
 * Numbers on screen: charts from labelled numbers ("bar chart of sales: Q1 10, Q2 15, Q3 22", "chart: apples 3,
 * pears 5", "line chart …", "trend …", units "in %", "$") and counters ("count up to 10,000 users", "counter from
 * 0 to 99%").
 */

const CURRENCY = String.raw`[$€£¥]`;
const VALUE = String.raw`(${CURRENCY})?\s?(${NUMBER})\s*(%|${MULTIPLIER})?`;
const LABEL = String.raw`${QUOTE}|[A-Za-z0-9][\w&'./+-]*(?:\s+(?!and\b)[A-Za-z][\w&'./-]*){0,3}`;
/** "Q1 10", "apples: 3", "North America = 12%", "2021 4". */
const PAIR = new RegExp(String.raw`^(${LABEL})(\s*(?::|=|-|–|—|→|\bat\b|\bwith\b|\bhad\b|\bhas\b)\s*|\s+)${VALUE}(?![\w.,]\d)`, 'i');
/** "10 apples". */
const PAIR_VALUE_FIRST = new RegExp(String.raw`^${VALUE}\s+(${LABEL})`, 'i');
/** Between pairs: a comma, "and", … or only a space before a capitalised label ("Q1 1200 Q2 1850", "Jan $5 Feb $6"). */
const SEPARATOR = /^\s*(?:,|;|\band\b|&|\n|\||\/)\s*|^\s+(?=[\p{Lu}⟪])/u;

const CHART = /\b(?:(?:an?|the)\s+)?(?:horizontal|vertical|sideways)\s+bars\b|\b(?:(?:an?|the)\s+)?(?:(?:animated|growing|simple|little|small|big)\s+)?(?:(?:horizontal|vertical|sideways)\s+)?(?:(bar|column|line|pie|area|donut|doughnut)\s+)?(?:chart|graph|diagram|plot|histogram)s?\b|\b(?:(?:the|a)\s+)?trend(?:\s+line)?\b/i;
const LINE_WORDS = /\b(?:line|trend|over\s+time|growth\s+curve|timeline)\b/i;

interface Datum {
  label: string;
  value: number;
  currency?: string;
  suffix?: string;
  /** The label was quoted, or set apart from its value ("North America = 12"): it is whole. */
  whole: boolean;
}

function parseDatum(text: string, reading: Reading): { datum: Datum; length: number } | undefined {
  const m = PAIR.exec(text);
  // A label never runs over a sentence's end ("… where your money goes. Animal care 78%").
  if (m && /[.!?]\s/.test(m[1]!)) return undefined;
  if (m) {
    const quoted = /^⟪q(\d+)⟫$/.test(m[1]!);
    const label = quoted ? reading.quote(m[2]!) : m[1]!;
    return { datum: { label, value: numberValue(m[5]!), currency: m[4], suffix: m[6], whole: quoted || m[3]!.trim() !== '' }, length: m[0].length };
  }
  const v = PAIR_VALUE_FIRST.exec(text);
  if (v) {
    const quoted = /^⟪q(\d+)⟫$/.test(v[4]!);
    const label = quoted ? reading.quote(v[5]!) : v[4]!;
    return { datum: { label, value: numberValue(v[2]!), currency: v[1], suffix: v[3], whole: quoted }, length: v[0].length };
  }
  return undefined;
}

const UNIT_WORDS = String.raw`(?:[$€£]\s?(?:k|m|bn|thousands?|millions?|billions?)|(?:k|m|bn|thousands?|millions?|billions?)\s?(?:[$€£]|dollars|euros)|thousands?|millions?|billions?|bn|%|percent(?:age)?s?|per\s?cent|[$€£¥]|dollars?|usd|euros?|eur|pounds?|gbp|yen)`;

/** Units said around the data: "in %", "(in $)", "in millions", "percent". */
function readUnit(reading: Reading, from: number, to: number): string | undefined {
  const m = reading.takeFirst(new RegExp(String.raw`\(?(?:\b(?:in|as|shown\s+in|values?\s+in)\s+)(${UNIT_WORDS})(?![\w$€£])\)?|\((${UNIT_WORDS})\)`, 'i'), from, to);
  return m ? unitOf(m[1] ?? m[2]!) : undefined;
}

/** A unit's words as the chart writes it: "%", "$", "$M", "k". */
function unitOf(words: string): string | undefined {
  const raw = words.toLowerCase().replace(/\s+/g, '');
  if (/^(%|percent|percentage|percentages|percents|percent)$/.test(raw) || raw.startsWith('per')) return '%';
  const currency = /\$|dollar|usd/.test(raw) ? '$' : /€|euro|eur/.test(raw) ? '€' : /£|pound|gbp/.test(raw) ? '£' : /¥|yen/.test(raw) ? '¥' : '';
  const mult = /thousand|^\$?k|k\$?$/.test(raw) ? 'k' : /million|^\W?m\W?$|^\$?m|m\$?$/.test(raw) ? 'M' : /billion|bn/.test(raw) ? 'bn' : '';
  // The currency first ("$k"): the caller turns a leading currency into the chart's prefix.
  return `${currency}${mult}` || undefined;
}

/** The "label value" pairs from `p` on, separated by commas, semicolons, "and". */
function readData(view: string, start: number, to: number, reading: Reading): { data: Datum[]; end: number } {
  const data: Datum[] = [];
  let p = start;
  let end = p;
  while (p < to && data.length < 12) {
    const parsed = parseDatum(view.slice(p, to), reading);
    if (!parsed) break;
    data.push(parsed.datum);
    p += parsed.length;
    end = p;
    // The pair may have taken the space before the next one ("Jan $1,520 Feb $1,545").
    const sep = SEPARATOR.exec(view.slice(p, to)) ?? (/\s$/.test(view.slice(start, p)) && /^[\p{Lu}⟪]/u.test(view.slice(p, to)) ? [''] : null);
    if (!sep) break;
    p += sep[0].length;
  }
  return { data, end };
}

/*
 * Labels and values said as two lists, as people write them: "savings after 10, 20 and 30 years: 1,600, 2,650 and
 * 4,320 dollars", "sales in 2022, 2023 and 2024 were 1.2M, 1.8M and 2.5M". The lists have as many items; a word after
 * the last label ("years") belongs to every label, one after the last value ("dollars") is the unit.
 */
const ONE_VALUE = String.raw`(?:[$€£¥]\s?)?(?:${NUMBER})\s*(?:%|${MULTIPLIER})?`;
/** Between list items: a comma (not one inside "1,600"), "and", "&". */
const LIST_SEP = String.raw`\s*,(?!\d{3}(?!\d))\s*(?:and\s+)?|\s+and\s+|\s*&\s*`;
const VALUE_LIST = new RegExp(String.raw`(?::|\b(?:were|are|was|is|reached|hit)\b)\s*(${ONE_VALUE}(?:(?:${LIST_SEP})${ONE_VALUE}){1,11})(?:\s+(${UNIT_WORDS}))?(?![\w$€£])`, 'i');

function readParallel(view: string, at: number, to: number, reading: Reading): { data: Datum[]; start: number; end: number; unit?: string } | undefined {
  const values = VALUE_LIST.exec(view.slice(at, to));
  if (!values) return undefined;
  const items = values[1]!.split(new RegExp(LIST_SEP, 'i'));
  const n = items.length;
  // The chunks of the words before the values, and where each starts.
  const before = view.slice(at, at + values.index);
  const chunks: { text: string; from: number }[] = [];
  let from = 0;
  for (const sep of before.matchAll(new RegExp(LIST_SEP, 'gi'))) {
    chunks.push({ text: before.slice(from, sep.index), from });
    from = sep.index + sep[0].length;
  }
  chunks.push({ text: before.slice(from), from });
  if (chunks.length < n) return undefined;
  const labels = chunks.slice(-n).map((c) => c.text.trim());
  const words = (l: string) => l.split(/\s+/).filter(Boolean);
  // "10, 20 and 30 years": a word after the last of numeric labels goes with every label.
  const last = words(labels[n - 1]!);
  const shared = last.length >= 2 && /^\d[\d.,]*$/.test(last.at(-2)!) && /^[a-z]+$/i.test(last.at(-1)!) && (n === 2 || /\d$/.test(labels[1]!)) ? last.at(-1)! : '';
  if (shared) labels[n - 1] = last.slice(0, -1).join(' ');
  // The first label is the end of its chunk ("savings after 10"): as many words as the others have.
  const width = words(labels[n > 2 || shared ? n - 1 : 1]!).length;
  const first = words(labels[0]!);
  if (width === 0 || first.length < width || labels.some((l) => words(l).length > 4)) return undefined;
  labels[0] = first.slice(-width).join(' ');
  const data: Datum[] = [];
  for (const [i, item] of items.entries()) {
    const v = new RegExp(String.raw`^(${CURRENCY})?\s?(${NUMBER})\s*(%|${MULTIPLIER})?$`, 'i').exec(item.trim());
    if (!v) return undefined;
    const quoted = /^⟪q(\d+)⟫$/.exec(labels[i]!);
    const label = quoted ? reading.quote(quoted[1]!) : shared ? `${labels[i]} ${shared}` : labels[i]!;
    data.push({ label, value: numberValue(v[2]!), currency: v[1], suffix: v[3], whole: true });
  }
  const head = chunks[chunks.length - n]!;
  const start = at + head.from + head.text.trimEnd().length - labels[0].length;
  return { data, start, end: at + values.index + values[0].length, unit: values[2] };
}

/** Charts in [from, to): each a piece, its words marked as used. */
export function readCharts(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const kw of reading.find(CHART, from, to)) {
    if (!reading.isFree(kw.index, kw.index + kw[0].length)) continue;
    const view = reading.view(0, to);
    // The data starts after a colon ("chart of sales: Q1 10") or, of the places near the keyword where it could
    // start, where the most pairs are read ("chart of revenue 2022: 1.2M, 2023: 1.8M" starts at 2022).
    const at = kw.index + kw[0].length;
    const colon = /^[^\d⟪\u0001.;]{0,80}?:/.exec(view.slice(at, to));
    let best: { start: number; data: Datum[]; end: number } | undefined;
    for (let p = colon ? at + colon[0].length : at; p < Math.min(to, at + 100); p++) {
      if (p > at && !/[\s:,(]/.test(view[p - 1]!)) continue;
      if (!/^[\w⟪$€£¥]/.test(view[p] ?? '') || /^(?:of|for|showing|about|on|with|comparing|titled|called|named|the|our|my)\b/i.test(view.slice(p))) continue;
      const run = readData(view, p, to, reading);
      if (run.data.length > (best?.data.length ?? 0)) best = { start: p, ...run };
    }
    // Or two lists, labels then values ("after 10, 20 and 30 years: 1,600, 2,650 and 4,320 dollars").
    const parallel = readParallel(view, at, to, reading);
    if (parallel && parallel.data.length > (best?.data.length ?? 0)) best = parallel;
    // Or the data said first: "2021 120k, 2022 180k, 2023 260k as a line chart titled "Revenue"".
    const before = (best?.data.length ?? 0) < 2 ? readDataBefore(view, kw.index, to, reading) : undefined;
    if (before) best = before;
    if (!best) continue;
    const { data, end, start: dataStart } = best;
    // "bar chart of sales Q1 10, Q2 15": the words before a one-word label belong to the title.
    let titleText = before ? before.titleText : view.slice(at, dataStart);
    const first = data[0]!;
    const firstWords = first.label.split(/\s+/);
    // Not when the data starts a sentence or follows a colon ("… where your money goes. Animal care 78%, Admin 12%").
    if (!first.whole && firstWords.length > 1 && data.length > 1 && data.slice(1).every((d) => !/\s/.test(d.label)) && !/[.:!?]\s*$/.test(titleText)) {
      titleText += ' ' + firstWords.slice(0, -1).join(' ');
      first.label = firstWords.at(-1)!;
    }
    // Units: as written on the values ("22%", "$10k") or said around them ("in %", "(in $M)").
    const percent = data.some((d) => d.suffix === '%');
    const mults = new Set(data.map((d) => (d.suffix && d.suffix !== '%' ? multiplierName(d.suffix) : '')));
    const mixed = mults.size > 1;
    const currency = data.find((d) => d.currency)?.currency ?? '';
    // A currency goes before the number, as it is written: "$120k", not "120k$".
    const written = percent ? '%' : mixed ? '' : [...mults][0]!;
    const said = readUnit(reading, kw.index, Math.min(to, end + 25)) ?? (parallel && best === parallel && parallel.unit ? unitOf(parallel.unit) : undefined);
    const chart: ChartLayer = {
      type: 'chart',
      // Shares of a whole ("a pie chart", "a donut chart") are a donut, when every value is positive.
      kind: /\bline\b|trend/i.test(kw[0]) || LINE_WORDS.test(titleText) ? 'line' : /pie|donut|doughnut/i.test(kw[1] ?? '') && data.every((d) => d.value > 0) ? 'donut' : 'bar',
      data: data.map((d) => ({ label: d.label.slice(0, 40), value: round(d.value * (mixed ? multiplierValue(d.suffix) : 1), 6) })),
      placement: 'center',
      start: 0,
      animation: animation(),
    };
    // "a horizontal bar chart" lies in rows; "a column chart", "a vertical bar chart" stands.
    if (chart.kind === 'bar' && /\b(?:horizontal|sideways)\b/i.test(kw[0])) chart.bars = 'rows';
    else if (chart.kind === 'bar' && /\b(?:vertical|column)\b/i.test(kw[0])) chart.bars = 'columns';
    const title = readTitle(titleText, reading);
    if (title) chart.title = title;
    // A currency, written on the values or said ("in $", "(in $M)"), goes before the number.
    const saidCurrency = said ? /^[$€£¥]/.exec(said)?.[0] : undefined;
    const prefix = currency || saidCurrency;
    if (prefix) chart.prefix = prefix.slice(0, 10);
    const unit = written || (said && prefix ? said.replace(prefix, '') : said);
    if (unit) chart.unit = unit.slice(0, 20);
    const first0 = Math.min(kw.index, dataStart);
    reading.take(first0, end);
    const piece: Piece = { kind: 'chart', start: first0, end, layers: [chart], said: {} };
    if (/area/i.test(kw[1] ?? '') || (/pie|donut|doughnut/i.test(kw[1] ?? '') && chart.kind !== 'donut')) piece.hint = `${kw[1]!.toLowerCase()} charts ${chart.kind === 'bar' ? 'with a value of zero or less ' : ''}are drawn as bar charts`;
    pieces.push(piece);
  }
  return pieces;
}

/** Between data said first and its chart keyword: "… 2024 410k as a line chart", "…, shown in a bar chart". */
const DATA_THEN_CHART = /^\s*,?\s*(?:(?:shown|drawn|plotted|displayed|presented)\s+)?(?:as|in|into|on|with)?\s*$/i;
/** What leads to data said first: "Show our sales growth:", "Revenue by year -". */
const LEAD_VERB = /^\s*(?:(?:please\s+)?(?:show|display|visuali[sz]e|plot|chart|graph|present|here(?:'s| is| are))\s+)?/i;

/**
 * Data said before its chart keyword, in the keyword's sentence: the run of pairs that ends just before it. Its
 * title is the one said after the keyword ("titled "Revenue"", "of yearly revenue") or the words that lead to the
 * data ("Show our sales growth: …").
 */
function readDataBefore(view: string, kwAt: number, to: number, reading: Reading): { data: Datum[]; start: number; end: number; titleText: string } | undefined {
  const sentence = Math.max(view.lastIndexOf('.', kwAt - 1) + 1, view.lastIndexOf('\n', kwAt - 1) + 1, view.lastIndexOf('!', kwAt - 1) + 1, view.lastIndexOf('?', kwAt - 1) + 1, view.lastIndexOf('\u0001', kwAt - 1) + 1);
  let found: { data: Datum[]; start: number } | undefined;
  for (let p = sentence; p < kwAt; p++) {
    if (p > sentence && !/[\s:,(]/.test(view[p - 1]!)) continue;
    if (!/^[\w⟪$€£¥]/.test(view[p] ?? '')) continue;
    const run = readData(view, p, kwAt, reading);
    if (run.data.length >= 2 && DATA_THEN_CHART.test(view.slice(run.end, kwAt)) && run.data.length > (found?.data.length ?? 0)) found = { data: run.data, start: p };
  }
  if (!found) return undefined;
  // The keyword's own words run to the end of its sentence or clause: "… as a line chart titled "Revenue"".
  const kwEnd = kwAt + (CHART.exec(view.slice(kwAt, to))?.[0].length ?? 0);
  const after = /^[^.;!?\n\u0001]*/.exec(view.slice(kwEnd, to))![0];
  const titled = /^\s*(?:(?:titled|called|named|labell?ed|headed|of|for|showing|about)\s+)(⟪q\d+⟫|[^,]{1,60})/i.exec(after);
  const lead = view.slice(sentence, found.start).replace(LEAD_VERB, '').replace(/[\s:–—-]+$/, '');
  return { data: found.data, start: titled || !lead ? found.start : sentence + (view.slice(sentence, found.start).length - view.slice(sentence, found.start).trimStart().length), end: titled ? kwEnd + titled.index + titled[0].length : kwEnd, titleText: titled ? titled[1]! : lead };
}

function multiplierName(word: string): string {
  const w = word.toLowerCase();
  return w === 'k' || w === 'thousand' ? 'k' : /^(?:m|mn|million)/.test(w) ? 'M' : /^(?:b|bn|billion)/.test(w) ? 'bn' : '';
}

function readTitle(text: string, reading: Reading): string | undefined {
  const quoted = /⟪q(\d+)⟫/.exec(text);
  if (quoted) return reading.quote(quoted[1]!).slice(0, 120);
  const words = text
    .replace(/\u0001/g, ' ')
    .replace(/^[\s:,(–—-]*(?:of|for|showing|about|on|with|comparing|titled|called|named|that\s+shows|to\s+show)?\s*(?:the\s+|our\s+|my\s+)?/i, '')
    .replace(/[\s:,;–—-]+$/, '')
    .replace(new RegExp(String.raw`[\s:,(–—-]*(?:\b(?:in|as)\s+${UNIT_WORDS}|\(.*)?\s*$`, 'i'), '')
    // "savings after (10, 20 and 30 years)", "sales in (2022, …)": the words that led to the labels.
    .replace(/\s+(?:by|per|after|for|in|over|across|from|at|during|between|of)\s*$/i, '')
    .trim();
  if (!words || words.split(/\s+/).length > 8 || /[⟪⟫]/.test(words)) return undefined;
  return capitalise(words).slice(0, 120);
}

const NUMV = String.raw`(${CURRENCY})?\s?(${NUMBER})\s*(%|\+|${MULTIPLIER})?`;
const COUNTER = /\b(?:(?:an?\s+)?(?:animated\s+|big\s+)?(?:counter|ticker|number\s+(?=count|climb|ris|go|tick))|count(?:s|ing)?(?:\s+(?:up|down))?|count\s?down)\b/i;
const COUNT_REST = new RegExp(
  String.raw`^\s*(?:that\s+)?(?:(?:counts|counting|goes|going|runs|running|climbs?|climbing|rises?|rising|ticks?|ticking)\s+)?(?:(up|down)\s+)?(?:from\s+${NUMV}\s*)?(?:(?:to|up\s+to|until|till|towards)\s+${NUMV})?`,
  'i',
);
const COUNT_RANGE = new RegExp(String.raw`^\s*()(?:from\s+)?${NUMV}\s*(?:to|-|–|—)\s*${NUMV}(?![\d,.])`, 'i');
const SUFFIX_STOP = /^(?:in|over|within|for|with|and|then|on|at|as|while|during|from|to|under|above|below|big|small|huge|the|a|an|seconds?|secs?|s|fast|slowly|quickly)$/i;

/** A label said under a counter: quoted, or a few plain words before "under it", "underneath", "below". */
/** "with the words days until Camp Sunrise opens", "labelled happy customers": the words the number stands for. */
const LABEL_WORDS = /^\s*,?\s*(?:with\s+(?:the\s+)?(?:words?|label|text|caption|line)|label(?:l)?ed|captioned|[-–—](?=\s))\s*:?\s*(?:⟪q(\d+)⟫|([\p{L}\d][^.,;!?\n⟪\u0001]{1,60}))/iu;
const LABEL_UNDER = /^\s*,?\s*(?:(?:with|and|plus)\s+)?(?:(?:the|a)\s+)?(?:(?:label|words?|text|caption|line)\s+)?(?:⟪q(\d+)⟫|((?:\s*[\p{L}\d][\p{L}\d'’&-]*){1,4}?))\s+(?:(?:written|shown|set|in\s+small\s+(?:text|letters))\s+)?(?:under(?:neath)?|below|beneath|next\s+to|beside)(?:\s+(?:it|them|that|the\s+(?:number|counter|figure)))?\b/iu;

/** Counters in [from, to), marked as used. */
export function readCounters(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const kw of reading.find(COUNTER, from, to)) {
    const view = reading.view(0, to);
    // "countdown 24 to 0", "count down 20 to 3": a range said without "from".
    const rest = COUNT_RANGE.exec(view.slice(kw.index + kw[0].length)) ?? COUNT_REST.exec(view.slice(kw.index + kw[0].length));
    if (!rest) continue;
    const [, direction, fromCur, said, fromSuffix, toCur, toNum, toSuffix] = rest;
    const down = /down/i.test(kw[0]) || direction?.toLowerCase() === 'down';
    // "a 10 second countdown", "a 10-second countdown to launch", "a countdown of 5 seconds": from that number.
    const secondsBefore = down && !said && !toNum ? /\b(\d{1,3})[\s-]*(?:seconds?|secs?|s)[\s-]*$/i.exec(reading.view(Math.max(from, kw.index - 24), kw.index)) : null;
    const secondsAfter = down && !said && !toNum && !secondsBefore ? /^\s*of\s+(\d{1,3})\s*(?:seconds?|secs?|s)\b/i.exec(view.slice(kw.index + kw[0].length + rest[0].length)) : null;
    const fromNum = said ?? secondsBefore?.[1] ?? secondsAfter?.[1];
    if (secondsBefore) reading.take(kw.index - secondsBefore[0].length, kw.index);
    if (secondsAfter) reading.take(kw.index + kw[0].length + rest[0].length, kw.index + kw[0].length + rest[0].length + secondsAfter[0].length);
    if (!toNum && !(fromNum && down)) {
      // "1 million downloads! Make the number count up": the number said before, in the same description.
      const lead = /(?:(?:make|makes|have|let|watch)\s+)?(?:the|that|this|our)\s+(?:number|figure|stat|total|count)\s*$/i.exec(reading.view(Math.max(from, kw.index - 40), kw.index));
      const at = lead ? kw.index - lead[0].length : kw.index;
      const back = !down ? numberBefore(reading, Math.max(from, at - 160), at) : undefined;
      if (back) {
        const verb = /^\s*(?:count|counts|counting|tick|ticks|climb|climbs|rise|rises|go|goes)(?:\s+up)?\b/i.exec(reading.view(kw.index + kw[0].length + rest[0].length, to));
        reading.take(at, kw.index + kw[0].length + rest[0].length + (verb?.[0].length ?? 0));
        pieces.push(back);
      }
      continue;
    }
    let end = kw.index + kw[0].length + rest[0].length + (secondsAfter?.[0].length ?? 0);
    const target = toNum ? numberValue(toNum) * multiplierValue(toSuffix && !/[%+]/.test(toSuffix) ? toSuffix : undefined) : 0;
    const toMultiplier = toSuffix && !/[%+]/.test(toSuffix) ? toSuffix : undefined;
    // "from 1 to 2.5 million": the start is in millions too.
    const fromMultiplier = fromSuffix && !/[%+]/.test(fromSuffix) ? fromSuffix : fromNum && toNum && numberValue(fromNum) < numberValue(toNum) ? toMultiplier : undefined;
    const start = fromNum ? numberValue(fromNum) * multiplierValue(fromMultiplier) : down ? 10 : 0;
    const multiplied = (toSuffix && !/[%+]/.test(toSuffix)) || (fromSuffix && !/[%+]/.test(fromSuffix));
    const counter: CounterLayer = {
      type: 'counter',
      from: round(start, 3),
      to: round(target, 3),
      prefix: toCur ?? fromCur ?? '',
      suffix: toSuffix && /[%+]/.test(toSuffix) ? toSuffix : fromSuffix && /%/.test(fromSuffix) && !toNum ? fromSuffix : '',
      decimals: multiplied ? 0 : Math.max(decimalsOf(toNum ?? ''), decimalsOf(fromNum ?? '')),
      // No countSeconds: its natural pace (a countdown one number a second; a count-up over its scene).
      placement: 'center',
      start: 0,
      animation: animation(),
    };
    // The words after the number say what is counted ("10,000 users"), up to three of them.
    const after = view.slice(end, to);
    const words: string[] = [];
    const wordRe = /^\s*([A-Za-z][\w'-]*)/;
    let offset = 0;
    for (let w = wordRe.exec(after); w && words.length < 3 && !SUFFIX_STOP.test(w[1]!); w = wordRe.exec(after.slice(offset))) {
      words.push(w[1]!);
      offset += w[0].length;
    }
    if (words.length) {
      counter.suffix = `${counter.suffix} ${words.join(' ')}`.slice(0, 40);
      end += offset;
    }
    const speed = /^\s*(?:in|over|within|during)\s+(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b/i.exec(view.slice(end, to));
    if (speed) {
      counter.countSeconds = Math.min(60, Math.max(0.1, Number(speed[1])));
      end += speed[0].length;
    }
    // Its label said under it ("with 'trees planted' under it", "with happy customers underneath"): set under the number.
    const under = LABEL_UNDER.exec(view.slice(end, to)) ?? LABEL_WORDS.exec(view.slice(end, to));
    const layers: Layer[] = [counter];
    if (under) {
      const label = under[1] !== undefined ? reading.quote(under[1]) : under[2]!.trim();
      layers.push(textLayer('subtitle', label.slice(0, 500)));
      end += under[0].length;
    }
    reading.take(kw.index, end);
    pieces.push({ kind: 'counter', start: kw.index, end, layers, said: {} });
  }
  return pieces;
}

/** "a big number: 410k", "a key stat of 98%", "hero figure 2.5M". */
const BIG_NUMBER = new RegExp(
  String.raw`\b(?:(?:an?|the)\s+)?(?:big|large|huge|giant|key|hero|headline)\s+(?:number|stat(?:istic)?|figure|metric)s?\b\s*(?::|of|showing|reading|saying|with)?\s*${NUMV}`,
  'i',
);
/** Its label after it: ", labelled "2024 revenue"", "with the label …", "and the words …", or quoted right after. */
const BIG_LABEL = /^\s*,?\s*(?:(?:labell?ed|captioned|with\s+(?:the\s+)?(?:label|caption|text|words?)|and\s+(?:the\s+)?(?:label|caption|words?)|saying|reading|for|under\s+it)\s*:?\s*)?(⟪q(\d+)⟫)/i;

/**
 * A big number said as such ("then a big number: 410k, labelled "2024 revenue""): a counter that rises to it over its
 * scene, its label under it. Said without a counting word, it still counts up: the number is the scene's subject, and
 * the count is what makes it move.
 */
export function readBigNumbers(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const m of reading.find(BIG_NUMBER, from, to)) {
    if (!reading.isFree(m.index, m.index + m[0].length)) continue;
    const [, currency, num, suffix] = m;
    const multiplier = suffix && !/[%+]/.test(suffix) ? suffix : undefined;
    let end = m.index + m[0].length;
    const label = BIG_LABEL.exec(reading.view(0, to).slice(end));
    // As written: "410k" counts to 410 with its "k" on the number.
    const unit = suffix ? (multiplier ? multiplierName(multiplier) || multiplier : suffix) : '';
    const counter = countUpTo(numberValue(num!), currency ?? '', `${unit}${label ? ` ${reading.quote(label[2]!)}` : ''}`, decimalsOf(num!));
    if (label) end += label[0].length;
    reading.take(m.index, end);
    pieces.push({ kind: 'counter', start: m.index, end, layers: [counter], said: {} });
  }
  return pieces;
}

/** The last number said in [from, to) with up to three words after it ("1 million downloads"), as a counter rising to it. */
function numberBefore(reading: Reading, from: number, to: number): Piece | undefined {
  const found = reading.find(new RegExp(String.raw`(?<![\w.,])${NUMV}((?:\s+(?!(?:make|makes|and|then|with|the|a|an|in|on|to|count|counting)\b)[A-Za-z][\w'-]*){0,3})`, 'gi'), from, to).filter((m) => reading.isFree(m.index, m.index + m[0].length));
  const m = found.at(-1);
  if (!m) return undefined;
  const [, currency, num, suffix, words] = m;
  const multiplier = suffix && !/[%+]/.test(suffix) ? suffix : undefined;
  const unit = suffix && /[%+]/.test(suffix) ? suffix : '';
  const counter = countUpTo(numberValue(num!) * multiplierValue(multiplier), currency ?? '', `${unit}${words ? ` ${words.trim()}` : ''}`, multiplier ? 0 : decimalsOf(num!));
  reading.takeMatch(m);
  return { kind: 'counter', start: m.index, end: m.index + m[0].length, layers: [counter], said: {} };
}

/**
 * A stat given a scene of its own ("1.2M users", "98% satisfaction", "$4.5M raised"): a counter rising to the number
 * as written, its words as the label under it, the way a designer sets a year in review. Undefined when the text in
 * [from, to) is not a number and a few words.
 */
export function statPiece(reading: Reading, from: number, to: number): Piece | undefined {
  const m = new RegExp(String.raw`^\s*${NUMV}((?:\s+[\p{L}][\p{L}\d'’-]*){1,4})\s*$`, 'u').exec(reading.view(from, to));
  if (!m) return undefined;
  const [, currency, num, suffix, words] = m;
  const counter = countUpTo(numberValue(num!), currency ?? '', `${suffix ?? ''} ${words!.trim()}`, decimalsOf(num!));
  reading.take(from, to);
  return { kind: 'counter', start: from, end: to, layers: [counter], said: {} };
}

/** A counter that rises from 0 to `to` over its scene (its natural pace), centred. */
function countUpTo(to: number, prefix: string, suffix: string, decimals: number): CounterLayer {
  return { type: 'counter', from: 0, to: round(to, 3), prefix, suffix: suffix.slice(0, 40), decimals, placement: 'center', start: 0, animation: animation() };
}
