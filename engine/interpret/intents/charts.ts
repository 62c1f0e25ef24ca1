import type { ChartLayer } from '../../../model/scene-document.js';
import { animation } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { readValueRun } from './chart-values.js';
import { readSeriesLabels } from './chart-series-labels.js';
import { classifyClause } from '../read/roles.js';
import { withoutDescription } from '../read/video-description.js';
import { titleForViewers } from '../read/audience.js';
import { capitalise, CARDINAL, MONTHS_DAYS, MULTIPLIER, multiplierValue, NUMBER, numberValue, round } from '../read/words.js';

/*
 * Numbers on screen: charts from labelled numbers ("bar chart of sales: Q1 10, Q2 15, Q3 22", "chart: apples 3,
 * pears 5", "line chart …", "trend …", units "in %", "$") and counters ("count up to 10,000 users", "counter from
 * 0 to 99%").
 */

const CURRENCY = String.raw`[$€£¥]`;
const VALUE = String.raw`(${CURRENCY})?\s?(${NUMBER})\s*(%|${MULTIPLIER})?`;
/** A label: quoted, or up to four words ("Waste and recycling", "Year 6 leavers trip": a number inside one is followed
 * by a word in lower case, so "Q1 10 Q2 15" is two labels), and a small number closing it before its value ("Week 1
 * 182"). */
/** Small words that never start a label: "… and 2024 were 1.2M" has none. */
const NOT_LABEL = String.raw`(?:and|or|but|were|was|are|is|in|on|at|of|for|by|to|from|the|a|an|with|then)\b`;
// Letters of any alphabet: "Les Quizérables 398", "Zürich 12".
const LABEL = String.raw`${QUOTE}|(?!${NOT_LABEL})[\p{L}0-9][\p{L}\d_&'’./+°-]*(?:\s+(?:\d{1,3}\s+(?=\p{Ll}[\p{L}\d_'’-]*\s+\p{L}))?(?!and\s+[\p{Lu}0-9⟪])(?:&\s+)?\p{L}[\p{L}\d_&'’./-]*){0,3}(?:\s+\d{1,2}(?=\s+[$€£¥]?\d))?`;
/** A unit word written on a value, before the next pair or the clause's end: "120 kg,", "9.8 s", "21 °C". */
const UNIT_WORD = String.raw`(?:\s?(°[CF]|[a-z]{1,5}(?=\s*(?:[,;/|]|\band\b|[.!?](?:\s|$)|$))))?`;
/** "Q1 10", "apples: 3", "North America = 12%", "2021 4", "Squat 120 kg" (case-sensitive: "Waste and recycling 11%"
 * is one label, "… 10 and Q2 15" two). */
const PAIR = new RegExp(String.raw`^(${LABEL})(\s*(?::|=|-|–|—|→|\b[Aa]t\b|\b[Ww]ith\b|\bhad\b|\bhas\b)\s*|\s+)${VALUE}${UNIT_WORD}(?![\w.,]\d)`, 'u');
/** "10 apples", "62% of customers prefer video" (a share said of what it is a share of). */
const PAIR_VALUE_FIRST = new RegExp(String.raw`^${VALUE}\s+(?:of\s+)?(${LABEL})`, 'iu');
/** Between pairs: a comma, "and", … or only a space before a capitalised label ("Q1 1200 Q2 1850", "Jan $5 Feb $6"). */
const SEPARATOR = /^\s*(?:,|;|\band\b|&|\n|\||\/)\s*|^\s+(?=[\p{Lu}⟪])/u;
/** A space before a word and its number, as typed without commas: "organic 45 paid 30". */
const SPACED_PAIR = /^\s*(?=(?!(?:and|or|but|were|was|are|is|in|on|at|of|for|by|to|from|the|a|an|with|then)\s)[a-z][\w'’-]*\s+[$€£¥]?\d)/;

/** How a chart is named: its kind with a chart noun ("bar chart", "ring chart", "line graph"), bars said with how they
 * stand ("upright bars", "bars lying down", "lying-down bars"), a trend, or a pie or donut said alone ("Pie:",
 * "- donut:", "donut please"). The kind's word is group 1 (or 2, said alone). */
const KIND = String.raw`(bar|column|line|pie|area|donut|doughnut|dougnut|ring)`;
const BARS = String.raw`(?:horizontal|vertical|sideways|upright|standing|lying[\s-]down|flat)\s+bars|bars\s+(?:lying\s+(?:down|flat)|standing\s+up|(?:going|running|pointing)\s+(?:across|up|sideways|left\s+to\s+right|along))|as\s+(?:a\s+)?bars`;
const CHART = new RegExp(
  String.raw`\b(?:(?:an?|the)\s+)?(?:${BARS})\b|\b(?:(?:an?|the)\s+)?(?:(?:animated|growing|simple|little|small|big)\s+)?(?:(?:horizontal|vertical|sideways)\s+)?(?:${KIND}\s+)?(?:chart|graph|diagram|plot|histogram)s?\b|\b(?:(?:the|a)\s+)?trend(?:\s+line)?\b|\b(?:an?\s+)?(pie|donut|doughnut)\b(?=\s*(?::|[-–—]|\bof\b|\bplease\b|\bpls\b|[.!]|$))`,
  'i',
);
/** Bars lying ("rows") or standing ("columns"), by the words said of them. */
const ROWS = /\b(?:horizontal|sideways|lying|flat|across|left\s+to\s+right)\b/i;
const COLUMNS = /\b(?:vertical|column|upright|standing|going\s+up)\b/i;
const LINE_WORDS = /\b(?:line|trend|over\s+time|growth\s+curve|timeline)\b/i;

interface Datum {
  label: string;
  value: number;
  currency?: string;
  suffix?: string;
  /** A unit word written on it ("kg"). */
  unit?: string;
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
    return { datum: { label, value: numberValue(m[5]!), currency: m[4], suffix: m[6], ...(m[7] ? { unit: m[7] } : {}), whole: quoted || m[3]!.trim() !== '' }, length: m[0].length };
  }
  const v = PAIR_VALUE_FIRST.exec(text);
  if (v) {
    const quoted = /^⟪q(\d+)⟫$/.test(v[4]!);
    // Nor after its value: "… 15% club equipment. Title '…'" ends at "equipment".
    const stop = quoted ? -1 : v[4]!.search(/[.!?]\s/);
    const label = quoted ? reading.quote(v[5]!) : stop >= 0 ? v[4]!.slice(0, stop) : v[4]!;
    return { datum: { label, value: numberValue(v[2]!), currency: v[1], suffix: v[3], whole: quoted }, length: v[0].length - (stop >= 0 ? v[4]!.length - stop : 0) };
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
  // Labels with a number in them, all of one shape ("epoch 1: 61, epoch 5: 74"): chart-series-labels.ts.
  const series = readSeriesLabels(view.slice(start, to));
  if (series) return { data: series.data, end: start + series.length };
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
    // Or only a space before a one-word label and its number ("organic 45 paid 30 social 15").
    const sep = SEPARATOR.exec(view.slice(p, to)) ?? (/\s$/.test(view.slice(start, p)) && /^[\p{Lu}⟪]/u.test(view.slice(p, to)) ? [''] : null) ?? (/\s$/.test(view.slice(start, p)) || /^\s/.test(view.slice(p, to)) ? SPACED_PAIR.exec(view.slice(p, to)) : null);
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
// Or in brackets after the labels: "North, South, East, West (120k, 95k, 140k, 80k)".
// "… labelled Daily, Weekly and Rarely, values 62%, 27% and 11%": the values after their own word too.
const VALUE_LIST = new RegExp(String.raw`(?::|\(|\b(?:were|are|was|is|reached|hit)\b|\s*,?\s*\b(?:with\s+)?(?:the\s+)?(?:values?|numbers|figures|percentages|scores)\b\s*(?:of\s+)?:?)\s*(${ONE_VALUE}(?:(?:${LIST_SEP})${ONE_VALUE}){1,11})\)?(?:\s+(${UNIT_WORDS}))?(?![\w$€£])`, 'i');

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
  // (The first chunk holds the words before the first label too: only its last words are the label.)
  if (width === 0 || first.length < width || labels.slice(1).some((l) => words(l).length > 4)) return undefined;
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
/** A label that is a point in time: a month or a day, a quarter, a year. */
const CALENDAR_LABEL = new RegExp(String.raw`^(?:${MONTHS_DAYS}|Q[1-4]|(?:19|20)\d{2})\.?$`, 'u');

export function readCharts(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const kw of reading.find(CHART, from, to)) {
    if (!reading.isFree(kw.index, kw.index + kw[0].length)) continue;
    const view = reading.view(0, to);
    // "a chart scene … Donut chart titled …": a chart said first without its kind takes the kind named next in the scene.
    const kind = kw[1] ?? kw[2] ?? new RegExp(String.raw`\b${KIND}\s+(?:chart|graph)\b`, 'i').exec(view.slice(kw.index + kw[0].length, to))?.[1] ?? '';
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
    // Or bare values after a colon, labelled by a range said before it ("members Jan–Jun: 210, 245, 260").
    // (Also over pairs read by mistake from the words before it, when it holds more values and labels of its own:
    // "… E. coli strain over 5 days, values 2, 5, 11, 24, 40, x axis Day 1 to Day 5" is no pair "strain over 5".)
    const found = readValueRun(view, at, to);
    const labelled = found && found.data[0]?.label !== '1';
    const run = found && found.data.length > (best?.data.length ?? 0) && ((best?.data.length ?? 0) < 2 || labelled) ? found : undefined;
    if (run) best = { start: run.colon, data: run.data, end: run.end };
    // "… went 2,000 → 5,000 → 9,000 from Jan to Apr. Line chart with those": the values of the sentence before.
    const back = !best && /^\s*(?:with|of|for|using|showing|from)\s+(?:those|these|them|that|this|the\s+(?:numbers|figures|values|data))\b/i.exec(view.slice(at, to));
    const earlier = back ? readValueRun(view, Math.max(from, view.slice(0, kw.index).replace(/[.!?]\s*$/, '').search(/[^.!?\n]*$/)), kw.index) : undefined;
    if (back && earlier && earlier.data.length >= 2) {
      reading.take(at, at + back[0].length);
      best = { start: earlier.colon, data: earlier.data, end: earlier.end };
    }
    // Or labelled numbers said elsewhere in the description ("Aug 1450, Sep 980, Oct 610. Bar chart please").
    const elsewhere = (best?.data.length ?? 0) < 2 ? readDataAnywhere(view, from, to, reading) : undefined;
    if (elsewhere) best = elsewhere;
    if (!best) continue;
    const { data, end, start: dataStart } = best;
    // "bar chart of sales Q1 10, Q2 15": the words before a one-word label belong to the title.
    let titleText = before ? before.titleText : run ? run.titleText : elsewhere ? elsewhere.titleText : view.slice(at, dataStart);
    const first = data[0]!;
    const firstWords = first.label.split(/\s+/);
    // Not when the data starts a sentence or follows a colon ("… where your money goes. Animal care 78%, Admin 12%").
    // After a colon too when every label is a month, a day, a quarter or a year and the first ends with one ("for the
    // investor update: monthly active users Jan 1200, Feb 1800"): the words before it name the series.
    const calendar = data.length > 1 && data.every((d) => CALENDAR_LABEL.test(d.label.split(/\s+/).at(-1)!)) && data.slice(1).every((d) => !/\s/.test(d.label));
    if (!first.whole && firstWords.length > 1 && data.length > 1 && data.slice(1).every((d) => !/\s/.test(d.label)) && (!/[.:!?]\s*$/.test(titleText) || calendar)) {
      // (What the colon followed was whom it is for: the series' name is the title.)
      titleText = /:\s*$/.test(titleText) ? firstWords.slice(0, -1).join(' ') : `${titleText} ${firstWords.slice(0, -1).join(' ')}`;
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
      kind: /\bline\b|trend/i.test(kw[0]) || LINE_WORDS.test(titleText) ? 'line' : /pie|donut|doughnut|dougnut|ring/i.test(kind) && data.every((d) => d.value > 0) ? 'donut' : 'bar',
      data: data.map((d) => ({ label: d.label.slice(0, 40), value: round(d.value * (mixed ? multiplierValue(d.suffix) : 1), 6) })),
      placement: 'center',
      start: 0,
      animation: animation(),
    };
    // "a horizontal bar chart" lies in rows; "a column chart", "a vertical bar chart" stands.
    // Bars said of after the keyword count too: "a bar chart of goals, bars going sideways: …".
    const orientation = `${kw[0]} ${new RegExp(String.raw`\b(?:${BARS})\b`, 'i').exec(titleText)?.[0] ?? ''}`;
    if (chart.kind === 'bar' && ROWS.test(orientation)) chart.bars = 'rows';
    else if (chart.kind === 'bar' && COLUMNS.test(orientation)) chart.bars = 'columns';
    // Its title after the keyword, or the words that name it before ("Top scorers as lying-down bars: …").
    // A sentence's words before its data and colon are its whole name ("What our members voted for: …").
    const named = elsewhere?.titleText.split(/\s+/).filter(Boolean).length ?? 0;
    const title = (named >= 2 && named <= 8 && !/[⟪⟫]/.test(elsewhere!.titleText) ? capitalise(elsewhere!.titleText.replace(/[\s:–—-]+$/, '')).slice(0, 120) : undefined) ?? readTitle(titleText.replace(new RegExp(String.raw`\(?\s*\b(?:${BARS})\b\s*\)?`, 'gi'), ' '), reading) ?? titleBefore(reading, view, from, kw.index);
    if (title) chart.title = title;
    // A currency, written on the values or said ("in $", "(in $M)"), goes before the number.
    const saidCurrency = said ? /^[$€£¥]/.exec(said)?.[0] : undefined;
    const prefix = currency || saidCurrency;
    if (prefix) chart.prefix = prefix.slice(0, 10);
    // A unit word written on every value ("120 kg, 160 kg") is the chart's.
    const words = new Set(data.map((d) => d.unit ?? ''));
    const wordUnit = words.size === 1 && [...words][0] ? ` ${[...words][0]}` : '';
    const unit = written || (said && prefix ? said.replace(prefix, '') : said) || wordUnit;
    if (unit) chart.unit = unit.slice(0, 20);
    const first0 = Math.min(kw.index, dataStart);
    // The keyword and a courtesy after it ("Donut chart please"); data said apart from it is taken on its own.
    const kwEnd = at + (/^\s*(?:please|pls|plz)\b/i.exec(view.slice(at, to))?.[0].length ?? 0);
    if (elsewhere) {
      reading.take(kw.index, kwEnd);
      reading.take(elsewhere.takeFrom, end);
    } else reading.take(first0, Math.max(end, kwEnd));
    const piece: Piece = { kind: 'chart', start: first0, end: Math.max(end, kwEnd), layers: [chart], said: {} };
    if (/area/i.test(kind) || (/pie|donut|doughnut/i.test(kind) && chart.kind !== 'donut')) piece.hint = `${kind.toLowerCase()} charts ${chart.kind === 'bar' ? 'with a value of zero or less ' : ''}are drawn as bar charts`;
    pieces.push(piece);
  }
  return pieces;
}

/**
 * Labelled numbers said anywhere in the description, apart from the chart's keyword ("Season totals. Aug 1450, Sep
 * 980, Oct 610. Bar chart please"): the longest run of three or more starting a sentence, a clause or after a colon.
 * The words before that colon name it ("Where the money went: Rent 40%, …").
 */
function readDataAnywhere(view: string, from: number, to: number, reading: Reading): { data: Datum[]; start: number; end: number; titleText: string; takeFrom: number } | undefined {
  let found: { data: Datum[]; start: number; end: number } | undefined;
  for (let p = from; p < to; p++) {
    if (p > from && !/[\s:(⟫\u0001]/.test(view[p - 1]!)) continue;
    if (!/^[\p{L}\d⟪$€£¥]/u.test(view[p] ?? '')) continue;
    const run = readData(view, p, to, reading);
    if (run.data.length >= 3 && run.data.length > (found?.data.length ?? 0)) found = { data: run.data, start: p, end: run.end };
  }
  if (!found) return undefined;
  // The words before it in its sentence, up to a colon or a dash if there is one, name it.
  const lead = /(?:^|[.!?\n⟫\u0001])\s*([^.!?\n⟫⟪\u0001:]{2,80}?)\s*[:—–-]?\s*$/u.exec(view.slice(from, found.start));
  return { ...found, titleText: lead ? lead[1]!.trim() : '', takeFrom: lead ? from + lead.index + lead[0].indexOf(lead[1]!) : found.start };
}

/** Words that join a chart's name to its keyword: "Top scorers as", "Where the fair money went -", "Sales by region,". */
const NAME_JOIN = /(?:\s*(?:[-–—,(]|\bas\b|\bin\b|\bwith\b|\bon\b|\bshown\b|\bdrawn\b))*\s*(?:\b(?:an?|the)\s*)?$/i;

/** The words naming a chart said before its keyword in its clause ("Unemployment rate by region, upright bars: …"). */
function titleBefore(reading: Reading, view: string, from: number, kwAt: number): string | undefined {
  const start = Math.max(from, ...['.', '!', '?', '\n', ':', '⟫', '\u0001'].map((c) => view.lastIndexOf(c, kwAt - 1) + 1));
  const clause = view.slice(start, kwAt);
  const name = clause.slice(0, clause.length - (NAME_JOIN.exec(clause)?.[0].length ?? 0)).trim();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 8 || /[⟪\u0001]/.test(name) || classifyClause(name) !== 'content') return undefined;
  const at = start + clause.indexOf(name);
  if (!reading.isFree(at, at + name.length)) return undefined;
  reading.take(at, kwAt);
  return capitalise(name).slice(0, 120);
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
  const words = withoutDescription(titleForViewers(text.replace(/\u0001/g, ' ')) ?? '')
    .replace(/\u0001/g, ' ')
    .replace(/^[\s:,(–—-]*(?:of|for|showing|about|on|with|comparing|titled|called|named|that\s+shows|to\s+show)?\s*(?:the\s+|our\s+|my\s+)?/i, '')
    .replace(/[\s:,;–—-]+$/, '')
    .replace(new RegExp(String.raw`[\s:,(–—-]*(?:\b(?:in|as)\s+${UNIT_WORDS}|\(.*)?\s*$`, 'i'), '')
    // "savings after (10, 20 and 30 years)", "sales in (2022, …)": the words that led to the labels.
    .replace(/\s+(?:by|per|after|for|in|over|across|from|at|during|between|of)\s*$/i, '')
    // "with three segments", "3 bars labelled …", "labels …": how many parts it has, or their names' lead, is no title.
    .replace(new RegExp(String.raw`^(?:(?:${CARDINAL})\s+(?:segments?|slices?|parts?|wedges?|bars?|columns?|sections?|categories|pieces?)|labels|labell?ed)\b.*$`, 'i'), '')
    .trim();
  if (!words || words.split(/\s+/).length > 8 || /[⟪⟫]/.test(words)) return undefined;
  return capitalise(words).slice(0, 120);
}
