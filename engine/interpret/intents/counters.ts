import type { CounterLayer, Layer } from '../../../model/scene-document.js';
import { animation, textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { multiplierName } from './charts.js';
import { capitalise, decimalsOf, MULTIPLIER, multiplierValue, NUMBER, numberValue, round } from '../read/words.js';

/*
 * Numbers that count (charts.ts draws the ones compared): "count up to 10,000 users", "countdown 24 to 0", "a big
 * number: 410k, labelled "2024 revenue"", a label said under it ("with 'trees planted' under it"), and a stat said
 * alone ("98% satisfaction") given a scene of its own.
 */

const CURRENCY = String.raw`[$€£¥]`;
const NUMV = String.raw`(${CURRENCY})?\s?(${NUMBER})\s*(%|\+|${MULTIPLIER})?`;
/** A counting noun ("counter", "timer", "a number that climbs", "a stat that ticks up", "the amount we raised ticking up"), or a counting verb ("count up", "countdown"). */
const COUNTER = /\b(?:(?:an?\s+)?(?:animated\s+|big\s+)?(?:counter|ticker|timer|(?:numbers?|stats?|statistic|figure|total|tally|amount|sum)\s+(?:(?:that|which)\s+|(?:we|you|they|I)\s+[a-z]+\s+)?(?=count|climb|ris|go|tick|roll))|count(?:s|ing)?(?:\s+(?:up|down))?|count\s?down)\b/i;
const COUNT_REST = new RegExp(
  String.raw`^\s*(?:that\s+)?(?:(?:counts?|counting|go|goes|going|run|runs|running|climbs?|climbing|rises?|rising|ticks?|ticking)\s+)?(?:(up|down)\s+)?(?:from\s+${NUMV}\s*)?(?:(?:to|up\s+to|down\s+to|until|till|towards)\s+${NUMV})?`,
  'i',
);
/** "60 to 0", "30 → 0", "from 1 up to 100": a range said without a counting verb between (a comma after it is no digit). */
const COUNT_RANGE = new RegExp(String.raw`^\s*()(?:from\s+)?${NUMV}\s*(?:(?:up\s+|down\s+)?to|-|–|—|→|->|=>)\s*${NUMV}(?!\d|[,.]\d)`, 'i');
/** "5,4,3,2,1", "5-4-3-2-1", "3… 2… 1": the numbers themselves, first to last (three or more, one apart). */
const COUNT_SEQUENCE = /^\s*(?:from\s+)?(\d{1,3})((?:\s*(?:,|-|–|—|\.{2,}|…)\s*\d{1,3}){2,})(?!\d|[,.]\d)/;
const SUFFIX_STOP = /^(?:in|over|within|for|with|and|then|on|at|as|while|during|from|to|under|above|below|big|small|huge|the|a|an|seconds?|secs?|s|fast|slowly|quickly|label(?:l?ed|s)?|caption(?:ed|s)?|saying|reading|which|that|who)$/i;

/** A label in quotes the reading left whole ("'pounds raised for St Clare's'": an apostrophe inside). */
const RAW_QUOTE = String.raw`['‘"“]([^\n'‘’"“”⟪]{1,80}(?:['’][\p{L}][^\n'‘’"“”⟪]{0,60})?)['’"”](?=[\s.,;:!?]|$)`;
/** "with the words days until Camp Sunrise opens", "labelled happy customers", "label it 'sign-ups'", ", label
 * 'days in a row'": the words the number stands for. Groups: a quote's token, a raw quote, plain words. */
const LABEL_WORDS = new RegExp(
  String.raw`^\s*,?\s*(?:(?:with|and|plus)\s+(?:the\s+|a\s+)?(?:words?|label|text|caption|line)|labell?ed|(?:label|caption|title)\s+(?:it|this|that|the\s+(?:number|counter))(?:\s+as)?|label|captioned|[-–—](?=\s))\s*:?\s*(?:⟪q(\d+)⟫|${RAW_QUOTE}|([\p{L}\d][^.,;!?\n⟪\u0001]{1,60}))`,
  'iu',
);
/**
 * A label said under a counter: quoted, or a few plain words before "under it", "underneath", "below"; a remark in
 * brackets may come between ("to £4,350 (that's what we raised!!) with 'raised for …' written under it").
 */
const LABEL_UNDER = new RegExp(
  String.raw`^\s*(?:\([^()]{0,80}\)\s*)?,?\s*(?:(?:with|and|plus)\s+)?(?:(?:the|a)\s+)?(?:(?:label|words?|text|caption|line)\s+)?(?:⟪q(\d+)⟫|${RAW_QUOTE}|((?!\s*(?:and|with|plus)\b)(?:\s*[\p{L}\d][\p{L}\d'’&-]*){1,6}?))\s+(?:(?:written|shown|set|in\s+small\s+(?:text|letters))\s+)?(?:under(?:neath)?|below|beneath|next\s+to|beside)(?:\s+(?:it|them|that|the\s+(?:number|counter|figure)))?\b`,
  'iu',
);
/**
 * "and under it: of our students passed", ", under it 'raised for the roof'", "and under number write OFF EVERYTHING"
 * ("and under is write "members"", as people write it in a second language):
 * where first, then the label (the verb that asks for it is no part of it).
 */
const UNDER_THEN_LABEL = new RegExp(
  String.raw`^\s*,?\s*(?:(?:and|with|plus)\s+)?(?:under(?:neath)?|below|beneath)(?:\s+(?:it|that|(?:the\s+)?(?:number|counter|figure)))?\s*[:,]?\s*(?:(?:is|it\s+is|it['’]s|will\s+be|should\s+be)\s+)?(?:(?:write|written|writing|put|show|shown|add|say|says|have)\s+(?:the\s+(?:text|words)\s+)?)?(?:⟪q(\d+)⟫|${RAW_QUOTE}|([\p{L}\d][^.;!?\n⟪\u0001]{1,80}))`,
  'iu',
);

/** A quoted label right after the number: "counter to 50000 'wishlists'", "count to 300 – "trees planted"". */
const QUOTE_AFTER = /^\s*(?:[,:–—-]|with\b)?\s*⟪q(\d+)⟫/u;

/** The numbers of a said sequence ("5,4,3,2,1"), one apart, as a range match: from the first to the last. */
function countSequence(text: string): RegExpExecArray | undefined {
  const m = COUNT_SEQUENCE.exec(text);
  if (!m) return undefined;
  const numbers = [m[1]!, ...m[2]!.split(/[^\d]+/).filter(Boolean)].map(Number);
  if (numbers.some((n, i) => i > 0 && Math.abs(n - numbers[i - 1]!) !== 1) || new Set(numbers.slice(1).map((n, i) => n - numbers[i]!)).size !== 1) return undefined;
  const down = numbers[0]! > numbers.at(-1)!;
  const range = [m[0], down ? 'down' : 'up', undefined, String(numbers[0]), undefined, undefined, String(numbers.at(-1)), undefined];
  return Object.assign(range, { index: 0, input: text }) as unknown as RegExpExecArray;
}

/** The longest suffix (unit and label) a counter takes: the scene document's bound, one line under its figures. */
const COUNTER_SUFFIX_CHARS = 40;

/** Whether a label said apart can be the counter's own: short, one line, and no counted words there already. */
function counterLabelFits(counter: CounterLayer, label: string): boolean {
  return `${counter.suffix} ${label}`.length <= COUNTER_SUFFIX_CHARS && !/\n/.test(label) && !/\s\p{L}/u.test(counter.suffix);
}

/** Counters in [from, to), marked as used. */
export function readCounters(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const kw of reading.find(COUNTER, from, to)) {
    // A counting word inside a counter already read ("a number counting up to …") is that counter's.
    if (!reading.isFree(kw.index, kw.index + kw[0].length)) continue;
    const view = reading.view(0, to);
    // "countdown 24 to 0", "count down 20 to 3": a range said without "from".
    const rest = countSequence(view.slice(kw.index + kw[0].length)) ?? COUNT_RANGE.exec(view.slice(kw.index + kw[0].length)) ?? COUNT_REST.exec(view.slice(kw.index + kw[0].length));
    if (!rest) continue;
    const [, direction, fromCur, said, fromSuffix, toCur, toNum, toSuffix] = rest;
    const down = /down/i.test(kw[0]) || direction?.toLowerCase() === 'down' || /\bdown\s+to\b/i.test(rest[0]);
    // "a 10 second countdown", "a 10-second countdown to launch", "a countdown of 5 seconds": from that number.
    const secondsBefore = down && !said && !toNum ? /\b(\d{1,3})[\s-]*(?:seconds?|secs?|s)[\s-]*$/i.exec(reading.view(Math.max(from, kw.index - 24), kw.index)) : null;
    const secondsAfter = down && !said && !toNum && !secondsBefore ? /^\s*of\s+(\d{1,3})\s*(?:seconds?|secs?|s)\b/i.exec(view.slice(kw.index + kw[0].length + rest[0].length)) : null;
    const fromNum = said ?? secondsBefore?.[1] ?? secondsAfter?.[1];
    if (secondsBefore) reading.take(kw.index - secondsBefore[0].length, kw.index);
    if (secondsAfter) reading.take(kw.index + kw[0].length + rest[0].length, kw.index + kw[0].length + rest[0].length + secondsAfter[0].length);
    // "numbers counting up, 312 volunteers & 5,400 hours": each figure said after the plural counts, its words its label.
    const several = !toNum && !fromNum && /numbers|figures|stats/i.test(reading.view(Math.max(from, kw.index - 12), kw.index + kw[0].length)) ? figuresAfter(reading, kw.index + kw[0].length + rest[0].length, to) : undefined;
    if (several) {
      reading.take(kw.index, several.end);
      pieces.push({ kind: 'counter', start: kw.index, end: several.end, layers: several.counters, said: {} });
      continue;
    }
    if (!toNum && !(fromNum && down)) {
      // A timer counts only the numbers said after it ("timer from 60 to 0"); "a 30 second timer" is a length.
      if (/timer/i.test(kw[0])) continue;
      // "1 million downloads! Make the number count up": the number said before, in the same description.
      const lead = /(?:(?:make|makes|have|let|watch)\s+)?(?:the|that|this|our)\s+(?:number|figure|stat|total|count)\s*$/i.exec(reading.view(Math.max(from, kw.index - 40), kw.index));
      const at = lead ? kw.index - lead[0].length : kw.index;
      const back = !down ? (numberBefore(reading, Math.max(from, at - 160), at) ?? (lead ? quotedNumberBefore(reading, Math.max(from, at - 200), at) : undefined)) : undefined;
      if (back) {
        const verb = /^\s*(?:count|counts|counting|tick|ticks|climb|climbs|rise|rises|go|goes)(?:\s+up)?\b/i.exec(reading.view(kw.index + kw[0].length + rest[0].length, to));
        const after = kw.index + kw[0].length + rest[0].length + (verb?.[0].length ?? 0);
        reading.take(at, after);
        // "a big 10 counting up with 'years of great hair' underneath": its label, said after it, under it; it
        // replaces the words the sentence said after the number ("borrowed 12,480 books this summer").
        // ("count up to that with '…' underneath": the number said before, named again.)
        const skip = /^\s*(?:on\s+(?:the\s+)?screen\s*)?(?:from\s+(?:zero|0|nothing)\s*)?(?:(?:up\s+)?to\s+(?:that|it|this)(?:\s+(?:number|figure|total|amount))?\s*)?/i.exec(reading.view(after, to))![0].length;
        const under = LABEL_UNDER.exec(reading.view(after + skip, to)) ?? UNDER_THEN_LABEL.exec(reading.view(after + skip, to));
        const counter = back.layers[0];
        if (under && counter?.type === 'counter') {
          const label = under[1] !== undefined ? reading.quote(under[1]) : (under[2] ?? under[3])!.trim();
          counter.suffix = counter.suffix.replace(/\s*[\p{L}][\p{L}\s'’-]*$/u, '');
          // As does a longer run of them, set under it ("We raised $48,250 for the food bank this year!!").
          back.layers.splice(1);
          if (counterLabelFits(counter, label)) counter.suffix = `${counter.suffix} ${label}`;
          else back.layers.push(textLayer('subtitle', label.slice(0, 500)));
          reading.take(after, after + skip + under[0].length);
        }
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
    // "up to 96 with a % suffix": the unit said as a sign after it.
    const sign = /^\s*,?\s*(?:with|and|plus)\s+(?:a|an|the)\s+(%|per\s*cent|percent|\+|plus)\s+(?:suffix|sign|symbol|after\s+it)\b/i.exec(view.slice(end, to));
    if (sign) {
      if (!/[%+]/.test(counter.suffix)) counter.suffix = `${/^(?:%|per\s*cent|percent)$/i.test(sign[1]!) ? '%' : '+'}${counter.suffix}`;
      end += sign[0].length;
    }
    // "with a £ in front", "with a $ sign before it": the currency said as a sign before it.
    const currency = /^\s*,?\s*(?:with|and|plus)\s+(?:a|an|the)\s+([£$€¥])\s*(?:sign\s+|symbol\s+)?(?:in\s+front(?:\s+of\s+it)?|before\s+it|prefix|sign|symbol)\b/i.exec(view.slice(end, to));
    if (currency) {
      counter.prefix ||= currency[1]!;
      end += currency[0].length;
    }
    const speed = /^\s*(?:in|over|within|during)\s+(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b/i.exec(view.slice(end, to));
    if (speed) {
      counter.countSeconds = Math.min(60, Math.max(0.1, Number(speed[1])));
      end += speed[0].length;
    }
    // Its label said under it ("with 'trees planted' under it", "with happy customers underneath"): set under the number.
    // Words another reader took may come between ("count up to 10,000 with confetti and thank you underneath").
    const between = /^(?:[\s,]*(?:(?:with|and|plus)\s+)?\u0001+(?!\u0001))+(?=[\s,]*(?:(?:and|with|plus)\s+)?[\p{L}\d⟪'‘"“])/u.exec(view.slice(end, to))?.[0].length ?? 0;
    const tail = view.slice(end + between, to);
    // A quote right after the number is what it counts ("counter to 50000 'wishlists'").
    const under = LABEL_UNDER.exec(tail) ?? UNDER_THEN_LABEL.exec(tail) ?? LABEL_WORDS.exec(tail) ?? (between ? null : QUOTE_AFTER.exec(tail));
    const layers: Layer[] = [counter];
    if (under) {
      end += between;
      const label = under[1] !== undefined ? reading.quote(under[1]) : (under[2] ?? under[3])!.trim();
      // A short label is the counter's own, drawn under its figures; a long one, or one beside words already counted,
      // stays a line of its own (set under a lone figure too: render/scene/figure-place.ts).
      if (counterLabelFits(counter, label)) counter.suffix = `${counter.suffix} ${label}`;
      else layers.push(textLayer('subtitle', label.slice(0, 500)));
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

/** Words that end a stat's label: a counting or making verb, or a link to the next thing. */
const LABEL_STOP = String.raw`(?:make|makes|animate|animated|and|then|with|count|counts|counting|counted|tick|ticks|ticking|climb|climbs|climbing|going|goes|rising|rises|up|as|on|at|the|a|an)`;

/**
 * The last number said in [from, to) with the words after it to its clause's end ("1 million downloads", "3,400
 * meals delivered in March — animate…", "87% first time pass rate counting up"), as a counter rising to it. Up to
 * three words go on the number; a longer label is set under it.
 */
function numberBefore(reading: Reading, from: number, to: number): Piece | undefined {
  const found = reading.find(new RegExp(String.raw`(?<![\w.,])${NUMV}((?:(?:\s+|(?<=\s))(?!${LABEL_STOP}(?![\p{L}\d'’-]))[\p{L}][\p{L}\d'’-]*(?:\s+(?:in|of|for|to|per|this|last|a|the)\s+(?!${LABEL_STOP}(?![\p{L}\d'’-]))[\p{L}\d][\p{L}\d'’-]*)?){0,6})`, 'giu'), from, to).filter((m) => reading.isFree(m.index, m.index + m[0].length));
  const m = found.at(-1);
  if (!m) return undefined;
  const [, currency, num, suffix, words] = m;
  const multiplier = suffix && !/[%+]/.test(suffix) ? suffix : undefined;
  const unit = suffix && /[%+]/.test(suffix) ? suffix : '';
  // "my first-time pass rate of 94%", "our retention is 87%": with no words after it, what it is was said before it.
  const named = words?.trim() ? null : new RegExp(String.raw`(?:\b(?:my|our|the|a|an|your|their)\s+)((?:[\p{L}][\p{L}'’-]*\s+){0,4}[\p{L}][\p{L}'’-]*)\s+(?:of|is|was|at|=|:)\s*$`, 'iu').exec(reading.view(Math.max(from, m.index - 60), m.index));
  if (named) reading.take(m.index - named[0].length + named[0].indexOf(named[1]!), m.index);
  const label = words?.trim() || named?.[1]?.trim() || '';
  const long = label.split(/\s+/).length > 3;
  const counter = countUpTo(numberValue(num!) * multiplierValue(multiplier), currency ?? '', `${unit}${label && !long ? ` ${label}` : ''}`, multiplier ? 0 : decimalsOf(num!));
  reading.takeMatch(m);
  return { kind: 'counter', start: m.index, end: m.index + m[0].length, layers: long ? [counter, textLayer('subtitle', label.slice(0, 500))] : [counter], said: {} };
}

/** Figures with their words, two or more, joined by commas, "&", "and" or "+": "312 volunteers & 5,400 hours". */
const FIGURE = String.raw`(?:${CURRENCY})?\s?(?:${NUMBER})(?:\s*(?:%|\+|${MULTIPLIER}))?(?:\s+(?!and\b|then\b|with\b)[\p{L}][\p{L}'’-]*){0,3}`;
const FIGURES = new RegExp(String.raw`^\s*(?:up|down)?\s*[,:–—-]?\s*(${FIGURE}(?:\s*(?:,|&|\+|\band\b|\bplus\b)\s*${FIGURE})+)`, 'iu');

function figuresAfter(reading: Reading, at: number, to: number): { counters: CounterLayer[]; end: number } | undefined {
  const m = FIGURES.exec(reading.view(at, to));
  if (!m) return undefined;
  const counters = m[1]!.split(/\s*(?:,(?!\d{3})|&|\+|\band\b|\bplus\b)\s*/i).flatMap((part) => {
    const f = new RegExp(String.raw`^(${CURRENCY})?\s?(${NUMBER})\s*(%|\+|${MULTIPLIER})?\s*(.*)$`, 'iu').exec(part.trim());
    if (!f) return [];
    const [, currency, num, suffix, words] = f;
    const multiplier = suffix && !/[%+]/.test(suffix) ? suffix : undefined;
    return [countUpTo(numberValue(num!) * multiplierValue(multiplier), currency ?? '', `${suffix && !multiplier ? suffix : ''}${words ? ` ${words.trim()}` : ''}`, multiplier ? 0 : decimalsOf(num!))];
  });
  return counters.length >= 2 ? { counters, end: at + m[0].length } : undefined;
}

/** A sentence said with one number in it ("we scored 47 goals this season"): its words before, the number, its words after. */
const ONE_NUMBER = new RegExp(String.raw`^([^\d]*?)(?<![\w.,])${NUMV}(?![\d.,]\d)([^\d]*)$`, 'u');

/**
 * "a slide saying we scored 47 goals this season and have that number count up": the number referred to is inside
 * the slide's words, which the reading quoted as text to show. The quote becomes the counter: its words before the
 * number a heading over it, its words after the label under it (short ones on the figures, longer ones a line).
 */
function quotedNumberBefore(reading: Reading, from: number, to: number): Piece | undefined {
  const token = reading.quoteTokens(from, to).at(-1);
  if (!token || !/^[\s,;:.!\-–—]*(?:and\s+|then\s+|so\s+)?$/i.test(reading.view(token.index + token[0].length, to).replaceAll('\u0001', ' '))) return undefined;
  const m = ONE_NUMBER.exec(reading.quote(token[1]!));
  if (!m) return undefined;
  const [, before, currency, num, suffix, after] = m;
  const multiplier = suffix && !/[%+]/.test(suffix) ? suffix : undefined;
  const label = after!.replace(/[.!]+\s*$/, '').trim();
  const long = label.split(/\s+/).length > 3;
  const counter = countUpTo(numberValue(num!) * multiplierValue(multiplier), currency ?? '', `${suffix && !multiplier ? suffix : ''}${label && !long ? ` ${label}` : ''}`, multiplier ? 0 : decimalsOf(num!));
  // A slide's words opening a sentence: "we scored" is set as "We scored".
  const heading = capitalise(before!.replace(/[\s,:–—-]+$/, '').trim());
  const layers: Layer[] = [...(heading ? [textLayer('heading', heading)] : []), counter, ...(long ? [textLayer('subtitle', label)] : [])];
  reading.take(token.index, token.index + token[0].length);
  return { kind: 'counter', start: token.index, end: token.index + token[0].length, layers, said: {} };
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
