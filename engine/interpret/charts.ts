import type { ChartLayer } from '../../model/scene-document.js';
import { animation } from './layers.js';
import type { Piece } from './piece.js';
import { QUOTE, type Reading } from './reading.js';
import { capitalise, MULTIPLIER, multiplierValue, NUMBER, numberValue, round } from './words.js';

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

export function multiplierName(word: string): string {
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
