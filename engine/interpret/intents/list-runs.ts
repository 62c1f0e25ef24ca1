import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { classifyClause } from '../read/roles.js';
import { MONTHS_DAYS, cardinalValue } from '../read/words.js';
import { listLayer } from './list-layer.js';

/*
 * Lists said with no list word, known by their items being alike: three or more clauses of one sentence, set apart
 * by commas or semicolons, that all start with a time ("09:00 Keynote, 11:00 Workshops, …"), a day or a date ("Mon
 * - Lego Club 10am, Tue - Storytime 11am", "3 Mar Glasgow, 5 Mar Leeds"), the same word and a number ("Day 1 laptop,
 * Day 2 meet your buddy"), or that are each a name and its number ("Malbec 9, Rioja 10, Sancerre 12"). The run is the
 * whole sentence (or what follows its colon), so prose that happens to hold a list of times stays prose. Each item is
 * kept as written: the day or the time is part of what the viewer reads.
 */

const MIN_ITEMS = 3;
const MAX_ITEM_WORDS = 8;

/** The shapes an item may share with the others: each a test on one item. */
const SHAPES: ((item: string, first: string) => boolean)[] = [
  // A time first: "09:00 Keynote", "2pm Storytime", "7.30pm Doors".
  (item) => /^\d{1,2}(?:[:.]\d{2}(?:\s?(?:am|pm))?|\s?(?:am|pm))\s+\p{L}/iu.test(item),
  // A day or a date first: "Mon - Lego Club", "Tuesday 6pm Yoga", "3 Mar Glasgow".
  (item) => new RegExp(String.raw`^(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:${MONTHS_DAYS})\b\.?\s*(?:[-–—:]\s*)?\S`).test(item),
  // The same word and a number first: "Day 1 laptop + badge", "Week 3 hills".
  (item, first) => {
    const head = /^(\p{L}+)\s+\d{1,3}\b/u.exec(first);
    return head !== null && new RegExp(String.raw`^${head[1]}\s+\d{1,3}\b`, 'iu').test(item);
  },
  // A name and its number: "Malbec 9", "Rioja 10.5", "Room B 14".
  (item) => /^\p{L}[\p{L}'’&. -]{0,30}\s[$€£]?\d{1,5}(?:[.,]\d{1,2})?$/u.test(item),
];

/** Where a run may start: the description's start, after a sentence, a line, a colon or a spaced dash. */
const RUN_START = /(?:^|[.!?](?=\s)|\n|:|\s[—–]|⟫)\s*/g;

/** The items of one clause `text` when they are alike, or undefined. */
export function alikeItems(text: string): string[] | undefined {
  const semis = text.split(/\s*;\s*/);
  let parts = (semis.length >= MIN_ITEMS ? semis : text.split(/\s*,(?!\d{3}\b)\s*/)).map((p) => p.trim()).filter(Boolean);
  if (parts.length < MIN_ITEMS || parts.some((p) => p.split(/\s+/).length > MAX_ITEM_WORDS + 2 || p.length > 70)) return undefined;
  // The last may hold the last "and": "…, Day 3 training and Day 5 team lunch".
  const shape = SHAPES.find((alike) => parts.slice(0, -1).every((p) => alike(p, parts[0]!)));
  if (!shape) return undefined;
  const last = parts.at(-1)!.replace(/^and\s+/i, '');
  const split = last.split(/\s+and\s+/i);
  parts = [...parts.slice(0, -1), ...(split.length === 2 && split.every((p) => shape(p, parts[0]!)) ? split : [last])];
  if (!parts.every((p) => shape(p, parts[0]!) && p.split(/\s+/).length <= MAX_ITEM_WORDS)) return undefined;
  return parts.map((p) => p.replace(/[.!?]+$/, ''));
}

/** The longest run of three or more alike lines at the start of `lines` (items one per line, no list word). */
export function alikeLines(lines: string[]): number {
  const items = lines.map((l) => l.trim().replace(/^(?:[-•*–]|\d{1,2}[.)])\s+/, ''));
  for (const alike of SHAPES) {
    let n = 0;
    while (n < items.length && items[n] && items[n]!.split(/\s+/).length <= MAX_ITEM_WORDS && alike(items[n]!, items[0]!)) n++;
    if (n >= MIN_ITEMS) return n;
  }
  return 0;
}

/**
 * The line above items one per line, as their title: the whole line, or what follows its colon when what comes before
 * it only frames the video ("Square post: Today's Specials"). Its words are taken when it is one.
 */
export function titleLine(reading: Reading, view: string, from: number, start: number): string | undefined {
  if (start - 1 <= from) return undefined;
  const lineStart = Math.max(from, view.lastIndexOf('\n', start - 2) + 1);
  const line = view.slice(lineStart, start - 1);
  const colon = line.search(/:(?!\d)/);
  // Before the colon, words another reader took (the format's "Square post") or framing of its own.
  const before = colon >= 0 ? line.slice(0, colon) : '';
  const left = before.replace(/\u0001+/g, ' ').trim();
  const framed = colon >= 0 && (!left || (/\u0001/.test(before) && left.split(/\s+/).length <= 2) || classifyClause(left) !== 'content');
  const title = (framed ? line.slice(colon + 1) : line).trim();
  const words = title.split(/\s+/).filter(Boolean).length;
  if (words < 1 || words > 10 || /[⟪\u0001:]/.test(title) || classifyClause(title) !== 'content') return undefined;
  const at = lineStart + line.indexOf(title);
  if (!reading.isFree(at, at + title.length)) return undefined;
  reading.take(at, at + title.length);
  return title.replace(/[.!]+$/, '');
}

/** Lists of alike items in [from, to), their words marked as used. */
export function readAlikeRuns(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const view = reading.view(0, to);
  const starts = [...view.slice(from, to).matchAll(RUN_START)].map((m) => from + m.index + m[0].length);
  for (const start of starts) {
    const rest = view.slice(start, to);
    // One item a line: "09:30 Welcome\n10:00 Keynote\n11:15 Workshops".
    if (start === from || view[start - 1] === '\n') {
      const lines = (/^[^⟪\u0001]*/.exec(rest)![0]).split('\n');
      const n = alikeLines(lines);
      const end = start + lines.slice(0, n).join('\n').length;
      if (n && reading.isFree(start, end)) {
        reading.take(start, end);
        const items = lines.slice(0, n).map((l) => l.trim().replace(/^(?:[-•*–]|\d{1,2}[.)])\s+/, '').replace(/[.;,]+$/, ''));
        const title = titleLine(reading, view, from, start);
        pieces.push({ kind: 'list', start, end, layers: [listLayer(items, /^\s*1[.)]\s/.test(lines[0]!))], said: {}, ...(title ? { lead: title } : {}) });
        continue;
      }
    }
    const stop = /[.!?](?=\s|$)|\n|⟪|\u0001/.exec(rest);
    const text = (stop ? rest.slice(0, stop.index) : rest).trimEnd();
    const end = start + text.length;
    if (!text || !reading.isFree(start, end)) continue;
    const items = alikeItems(text);
    if (!items) continue;
    reading.take(start, end);
    pieces.push({ kind: 'list', start, end, layers: [listLayer(items, false)], said: {} });
  }
  return pieces;
}

/** A number said as an item's mark with no stop after it: "1 download the app 2 pick a table". */
const BARE_MARK = /(?<![\d.,:$€£/-])(\d{1,2}|(?<![\p{L}'’-])(?:one|two|three|four|five|six|seven|eight|nine|ten))\s+(?=\p{L})/giu;
/**
 * Before a first mark: the description's start, a sentence's end, a colon, a comma or a dash; or, dictated with no
 * stops, a list word or how the items come ("numbered list show one at a time 1 check your mirrors 2 …").
 */
const MARK_LEAD = /(?:^|[.!?:,\n—–-]|⟫|\b(?:list|tips|steps|rules|points|numbered|one\s+by\s+one|(?:one|a)(?:\s+(?:item|thing|point|step|tip))?\s+at\s+a\s+time|one\s+after\s+(?:another|the\s+other)))\s*$/i;
/** A word naming another part of the video, where a dictated list's last item stops. */
const NEXT_PART = /\s(?:title|heading|headline|subtitle|tagline|caption|logo|music|progress\s+bar|background|button|then|and\s+then|and\s+(?:have|get|add|use|put|make|play)\s+(?:a|an|the|some|our|my|it|them)\b)/i;
/** Or, dictated with no stops, how the list is said: "three safety tips numbered one …", "steps one …". */
const SAID_LEAD = /\b(?:numbered|tips|steps|rules|reasons|things|points|ways|items|list)\s*$/i;

/**
 * Items numbered 1, 2, 3 … typed without stops ("how to book: 1 download the app 2 pick a table 3 turn up"): three or
 * more marks in order, each item two to ten words, the last ending with its sentence. A numbered list.
 */
export function readBareNumbered(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const view = reading.view(0, to);
  const marks = [...view.slice(from, to).matchAll(BARE_MARK)].map((m) => ({ at: from + m.index, after: from + m.index + m[0].length, n: cardinalValue(m[1]!.toLowerCase()) ?? 0, spelled: /^\p{L}/u.test(m[1]!) }));
  for (let i = 0; i < marks.length; i++) {
    const lead = view.slice(Math.max(from, marks[i]!.at - 40), marks[i]!.at);
    if (marks[i]!.n !== 1 || !(marks[i]!.spelled ? SAID_LEAD : MARK_LEAD).test(lead)) continue;
    const run = [marks[i]!];
    // After a colon an item may be one word ("…: 1 knee to chest 2 cat-cow 3 child's pose"); dictated with no stop it
    // takes two, so a number inside prose is no mark.
    const fewest = /:\s*$/.test(lead) ? 1 : 2;
    for (let k = i + 1; k < marks.length; k++) {
      // A number of the other kind inside an item ("3 keep two seconds behind … 4 slow down") is the item's.
      if (marks[k]!.spelled !== run[0]!.spelled) continue;
      if (marks[k]!.n !== run.length + 1) break;
      if (/[.!?\n⟪\u0001]/.test(view.slice(run.at(-1)!.after, marks[k]!.at))) break;
      // "… four wait five minutes": a number inside the last item ("five minutes") is no mark when it leaves its item one word.
      if (view.slice(run.at(-1)!.after, marks[k]!.at).trim().split(/\s+/).length < fewest) break;
      run.push(marks[k]!);
    }
    if (run.length < MIN_ITEMS) continue;
    const tail = view.slice(run.at(-1)!.after, to);
    // Dictated with no stop after it, the last item ends where the next request starts ("… every five years title Stay
    // Safe At Home …"): at a word naming another part of the video, when the item runs long or a name follows it.
    const stop = /[.!?](?=\s|$)|\n|⟪|\u0001/.exec(tail)?.index ?? tail.length;
    const next = NEXT_PART.exec(tail.slice(0, stop));
    const end = run.at(-1)!.after + (next && (tail.slice(0, stop).split(/\s+/).length > 10 || /^\s*\p{Lu}/u.test(tail.slice(next.index + next[0].length))) ? next.index : stop);
    const items = run.map((m, k) => view.slice(m.after, k + 1 < run.length ? run[k + 1]!.at : end).trim().replace(/[,;]+$/, '').replace(/\s+(?:and|then|&)$/i, ''));
    if (items.some((item) => item.split(/\s+/).length < fewest || item.split(/\s+/).length > 10) || !reading.isFree(run[0]!.at, end)) continue;
    reading.take(run[0]!.at, end);
    pieces.push({ kind: 'list', start: run[0]!.at, end, layers: [listLayer(items.map((item) => item.charAt(0).toUpperCase() + item.slice(1)), true)], said: {} });
    i += run.length - 1;
  }
  return pieces;
}
