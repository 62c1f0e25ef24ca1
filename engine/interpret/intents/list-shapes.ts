import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { ARRANGED, classifyClause } from '../read/roles.js';
import { ABBREVIATION, capitalise } from '../read/words.js';
import { BRACKETED_MARKS, LIST_REQUEST, onlyListWords } from '../read/list-lead.js';
import { listLayer } from './list-layer.js';
import { alikeLines } from './list-runs.js';
import { plainItems, saidToTool, SHAPED_SEPARATOR } from './list-items.js';

/*
 * Lists typed by their shape, with no list word: three or more items set apart by spaced slashes, bullets or bars
 * after a lead and a colon ("Tour dates: Leeds 3 Oct • Glasgow 5 Oct • London 10 Oct", "How to renew (numbered):
 * Log in / Pick a plan / Pay"), one per line after a lead's colon, or lines under a line of their own (a title line,
 * then "Mon 9-5", "Tue 9-5", …). The lead's content is the list's title; its words about the list ("numbered", "bullet
 * list", "one at a time") say how it is drawn and are left to the readers of reveals and style.
 */


const MIN_ITEMS = 3;
const MAX_ITEM_WORDS = 12;
const MAX_LEAD = 90;
/** The end of a lead: a sentence's end, a line, a quote, or words another reader took. */
const LEAD_START = /[.!?\n⟫\u0001]/;
/** A lead of texts that go one per picture or scene: "with captions:", "slides:", "one per card:". */
const PER_SCENE = /\b(?:captions|captioned|titles|labels|subtitles|slides|scenes|cards|screens|per\s+(?:slide|scene|card|photo|picture))\b/i;
/** Words of a lead that say it is numbered: "(numbered)", "steps", "in order", "step by step". */
const NUMBERED = /\b(?:numbered|ordered|steps|in\s+order|ranked|step\s+by\s+step|as\s+steps)\b/i;
/** Words that show the items one after another: "one by one", "each step appearing after the other". */
const REVEALED = /\b(?:one\s+(?:by\s+one|at\s+a\s+time|after\s+(?:the\s+other|another))|(?:appearing|popping\s+up|pops?\s+up|revealed?)\s+(?:in\s+turn|after\s+the\s+other))\b/i;
/** A lead that says its items are a list: numbered, bulleted, or shown one by one. */
const LISTED = new RegExp(String.raw`${NUMBERED.source}|\b(?:list|bullets?|bulleted|in\s+(?:this|that|the\s+following)\s+order)\b|${REVEALED.source}`, 'i');
/** Words of a lead that say it is not numbered: "(not numbered)", "no numbers", "unnumbered". */
const UNNUMBERED_SAID = /\b(?:(?:not|no|without|un)[\s-]?(?:numbered|numbers|numbering)|unnumbered)\b/i;
/** A lead clause about the list itself, not its title: "(numbered)", "bullet list", "all on screen together". */
const ABOUT_THE_LIST = /^\(?\s*(?:numbered|ordered|bulleted|bullets?|bullet\s+list|list|in\s+(?:this|that|the\s+following|the\s+same)?\s*order|ranked)\s*\)?$/i;
/** Words about the list inside a clause of its title: "Solve 3x = 6 step by step" is titled "Solve 3x = 6". */
const ABOUT_INSIDE = new RegExp(String.raw`\s*\b(?:step\s+by\s+step|as\s+steps|in\s+(?:this\s+|that\s+|the\s+following\s+)?order|(?:(?:each\s+(?:one|step|item|point|line)|them|they)\s+)?(?:(?:reveal(?:ed)?|shown|appearing|appear|pops?\s+up|popping\s+up|comes?\s+in|coming\s+in|slides?\s+in)\s+)?${REVEALED.source})`, 'gi');

/**
 * A label of a few words that names what the items are, in the plural ("Judges:", "Our speakers:", "Stops on the
 * tour:"): with three or more items after its colon, they are a list under it.
 */
const PLURAL_LABEL = /^(?:(?:our|my|this\s+year['’]?s|today['’]?s)\s+)?(?:(?!(?:the|a|an|these|those|then)\s)[\p{L}'’-]+\s+)?[\p{L}-]*[^\Ws]s(?:\s+(?:on|at|for|of|in)\s+(?:the\s+|our\s+)?[\p{L}-]+)?$/iu;
/** A label of the video's look or settings, whose items are no copy: "Colors:", "Colours and fonts:", "Style:". */
const LOOK_LABEL = /^(?:(?:the|our|my|brand)\s+)?(?:colou?rs?|colou?r\s+scheme|palette|fonts?|typography|style|look|design|settings|specs?|format)(?:\s+(?:and|&)\s+(?:colou?rs?|fonts?|style|look|layout|format|music))?$/i;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function cleanItem(item: string): string {
  return item.trim().replace(/^(?:\d{1,2}[.)]|[-•*–·])\s+/, '').replace(/[.;,]+$/, '').trim();
}

function goodItems(items: string[]): boolean {
  return items.length >= MIN_ITEMS && items.every((i) => i.length > 0 && wordCount(i) <= MAX_ITEM_WORDS && !/[⟪\u0001]/.test(i));
}

/** Lines of items up to the first line that says something to the tool ("show them all at once", "dark background"). */
function itemLines(block: string): { items: string[]; length: number; numbered: boolean } {
  const items: string[] = [];
  let length = 0;
  const marked = (line: string) => /^\s*(?:[-•*–]|\d{1,2}[.)])\s/.test(line);
  const lines = block.split('\n');
  for (const [i, line] of lines.entries()) {
    const item = cleanItem(line);
    if (item && saidToTool(line)) break;
    // Lines marked with a bullet or a number, then one that is not ("Normal hours resume 2 January."): it is the
    // list's closing line, not an item.
    if (i >= 2 && !marked(line) && lines.slice(0, i).every(marked)) break;
    if (item) items.push(item);
    length += line.length + 1;
  }
  return { items, length: Math.max(0, length - 1), numbered: /^\s*1[.)]\s/.test(block) };
}

/**
 * The items after a colon at `at` in `view`: inline (set apart) to the sentence's end, or one per line. After a lead
 * that says it is a list (`listed`: "numbered, one by one:"), items set apart by commas or semicolons count too.
 */
function itemsAfter(view: string, at: number, listed = false): { items: string[]; end: number; numbered?: boolean; inline?: boolean } | undefined {
  const rest = view.slice(at);
  const lines = /^[ \t]*\n/.exec(rest);
  if (lines) {
    const block = /^(?:[ \t]*[^\n⟪\u0001]+(?:\n|$))+/.exec(rest.slice(lines[0].length));
    if (!block) return undefined;
    const found = itemLines(block[0].replace(/\n$/, ''));
    return goodItems(found.items) ? { items: found.items, end: at + lines[0].length + found.length, numbered: found.numbered } : undefined;
  }
  const stop = new RegExp(String.raw`(?<!\b${ABBREVIATION})[.!?](?=\s|$)|\n|⟪|\u0001`).exec(rest);
  const text = stop ? rest.slice(0, stop.index) : rest;
  if (listed && !SHAPED_SEPARATOR.test(text)) {
    const plain = plainItems(view, at, at + text.length, MIN_ITEMS);
    return plain && goodItems(plain.items) ? { items: plain.items, end: plain.end, inline: true, numbered: plain.numbered } : undefined;
  }
  if (!SHAPED_SEPARATOR.test(text)) return undefined;
  const items = text.split(SHAPED_SEPARATOR).map(cleanItem).filter(Boolean);
  return goodItems(items) ? { items, end: at + text.length, inline: true } : undefined;
}

/** The lead's title: its content clauses, without its words about the list and their parentheses. */
function titleOf(lead: string): string | undefined {
  const clauses = lead
    // How it is marked, in brackets ("(not numbered)"), is no part of it; "a list … of what to bring" is "what to bring".
    .replace(BRACKETED_MARKS, ' ')
    .replace(/\(([^)]*)\)/g, ', $1,')
    .split(/,/)
    .map((c) => c.trim())
    .map((c) => c.replace(ABOUT_INSIDE, '').replace(LIST_REQUEST, '').replace(/^(?:then\s+)?(?:(?:(?:a|an|the)\s+)?(?:(?:numbered|bulleted|bullet|short)\s+)*(?:list|bullets|bullet\s+points|checklist)\s+)?of\s+(?=(?:what|which|who|how|where|when|the|our|my|your)\b)/i, '').trim())
    .filter((c) => c && !ABOUT_THE_LIST.test(c) && !onlyListWords(c) && !ARRANGED.test(c) && !REVEALED.test(c) && !/^each\s+\w+(?:\s+\w+)?$/i.test(c) && classifyClause(c) === 'content');
  const title = clauses.join(', ').replace(/\s+/g, ' ').trim();
  // One word is the list's noun ("Agenda:", "Steps:"), not a title; a label of who or what they are is ("Judges:").
  return title && (wordCount(title) >= 2 || PLURAL_LABEL.test(lead.trim())) && wordCount(title) <= 10 ? capitalise(title) : undefined;
}

/** Lists set apart by their shape in [from, to), their words marked as used (the lead's own words about them left). */
export function readShapedLists(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const view = reading.view(from, to);
  for (let colon = view.indexOf(':'); colon >= 0; colon = view.indexOf(':', colon + 1)) {
    // A time's colon ("9:30") is no lead's.
    if (/\d/.test(view[colon - 1] ?? '') && /\d/.test(view[colon + 1] ?? '')) continue;
    let leadStart = colon;
    while (leadStart > 0 && !LEAD_START.test(view[leadStart - 1]!)) leadStart--;
    const lead = view.slice(leadStart, colon);
    // "Colors: white background, text in black, the line in green": settings of the look, read by the look's readers.
    if (LOOK_LABEL.test(lead.trim())) continue;
    const labelled = PLURAL_LABEL.test(lead.trim());
    const found = itemsAfter(view, colon + 1, LISTED.test(lead) || labelled);
    if (!found) continue;
    // Captions, titles or slides set apart are each picture's or scene's (slideshow.ts, scene-plan.ts), not a list.
    if (lead.length > MAX_LEAD || PER_SCENE.test(lead)) continue;
    // Inline items after a lead that only styles ("retro look, pink on black: A / B / C") are a card's lines.
    if (found.inline && !titleOf(lead) && !LISTED.test(lead) && !labelled) continue;
    pieces.push(shapedPiece(reading, from, { lead, leadStart, colon, ...found }));
    colon = found.end;
  }
  // Lines under a line of their own: a title line, then three or more short lines.
  for (const m of view.matchAll(/(?:^|\n)([^\n:⟪\u0001]{2,80})\n((?:[ \t]*[^\n⟪\u0001:]+(?:\n|$)){3,})/g)) {
    const at = m.index + m[0].indexOf(m[1]!);
    if (!reading.isFree(from + at, from + m.index + m[0].length)) continue;
    const found = itemLines(m[2]!.replace(/\n$/, ''));
    if (!goodItems(found.items) || wordCount(m[1]!) > 10 || classifyClause(m[1]!) !== 'content') continue;
    // A line marked as an item ("1. Show every step", "- Tent") is the first of them, never their title.
    if (/^\s*(?:\d{1,2}[.)]|[-•*–])\s/.test(m[1]!)) continue;
    // Nor is the first line after a colon ("Title '…' and then:" over the items): the colon introduced them all.
    if (/:\s*$/.test(reading.text.slice(0, from + at))) {
      const lines = [m[1]!, ...itemLines(m[2]!.replace(/\n$/, '')).items];
      if (!goodItems(lines.map(cleanItem))) continue;
      const end = m.index + m[0].length - m[2]!.length + itemLines(m[2]!.replace(/\n$/, '')).length;
      reading.take(from + at, from + end);
      pieces.push({ kind: 'list', start: from + at, end: from + end, layers: [listLayer(lines.map(cleanItem), false)], said: {} });
      continue;
    }
    // A line like the ones under it ("Pumpkin soup £6" over more dishes and prices) is their first item, not a title.
    if (alikeLines([m[1]!, ...found.items]) > found.items.length) continue;
    const end = m.index + m[0].length - m[2]!.length + found.length;
    pieces.push(shapedPiece(reading, from, { lead: m[1]!, leadStart: at, colon: at + m[1]!.length, items: found.items, end, numbered: found.numbered }));
  }
  return pieces;
}

function shapedPiece(reading: Reading, from: number, found: { lead: string; leadStart: number; colon: number; items: string[]; end: number; numbered?: boolean }): Piece {
  const { lead, leadStart, colon, items, end } = found;
  const title = titleOf(lead);
  const numbered = Boolean(found.numbered) || (NUMBERED.test(lead) && !UNNUMBERED_SAID.test(lead));
  // The title's words and the markers of numbering are understood here; the rest of the lead is left to the others.
  if (title) {
    const at = lead.toLowerCase().indexOf(title.toLowerCase().split(',')[0]!);
    if (at >= 0) reading.take(from + leadStart + at, from + leadStart + at + title.split(',')[0]!.length);
  }
  const MARKS = /\(?\s*\b(?:(?:not|no|un)[\s-]?(?:numbered|numbers|numbering)|numbered|ordered|bulleted|bullet\s+(?:list|points?)|bullets|in\s+(?:this|that|the\s+following)\s+order)\b\s*\)?/gi;
  for (const m of lead.matchAll(MARKS)) reading.take(from + leadStart + m.index, from + leadStart + m.index + m[0].length);
  // "Text in this order:": a lead that only names the items as words is no title either.
  if (/^\s*(?:(?:the|these|those|my|our)\s+)?(?:text|texts|lines|words|wording)\s*$/i.test(lead.replace(MARKS, ''))) reading.take(from + leadStart, from + colon);
  reading.take(from + colon, from + end);
  return { kind: 'list', start: from + colon + 1, end: from + end, layers: [listLayer(items, numbered)], said: {}, ...(title ? { lead: title } : {}) };
}
