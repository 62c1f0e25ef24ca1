import type { Piece } from '../compose/piece.js';
import type { Segment } from '../read/scene-plan.js';
import type { Reading } from '../read/reading.js';
import { askingVerb } from '../read/clauses.js';
import { classifyClause } from '../read/roles.js';
import { readPlainTexts } from './plain-text.js';
import { FILLER } from '../read/unknown.js';

const PICTURE_WORD = /^(?:photos?|photographs?|pictures?|pics?|images?|shots?|snaps?|clips?|them|these|those)[.,:]?$/i;

/*
 * The words around a scene's pictures, in a brief that quoted none (issue 39): "grid <photos> — Meet the class of
 * 2025", "<photos> side by side. Spring collection", "JUST LISTED 42 Elm Rd | 3 bed — use <photos> in a 2x2". What is
 * said before the pictures is the heading when it ends its sentence or when a request to use them follows it; what
 * is said after them (once the readers of layouts, motion and placement took their words) is the text over them.
 * Words that describe a picture ("<clip> is me cooking") are no text.
 */

/** A request that introduces the pictures, after the words to show: "— use", ", put", "+ with", ". put". */
const BREAK = /(?:[.!?]+\s+|\s[—–-]+\s+|\s*[,;+]\s*|\s+)(?=\S)/g;

/** Words that join the text to the pictures: "with New drop …", "and Meet the team …", "+ SOLD …". */
const JOINER = /^[\s\u0001,]*(?:[+&]|and|plus|with|w\/|captioned|labell?ed|titled)(?:\s+(?:the\s+)?(?:text|words|caption|title|line))?(?=\s)/i;

/** A sentence that says what a picture is, not what to show: "is me explaining", "= day 1", "shows the view". */
const DESCRIBES_PICTURE = /^[\s\u0001]*(?:=|(?:is|are|was|were|shows|showing|of|from|de|del|des|du|di|(?:it|they)(?:'s|'re|\s+is|\s+are))\b)/i;

/**
 * Text over a clip is said with a label ("on top: …", "Title: …") or a verb of showing before copy ("say FRESH BREAD
 * DAILY"): the other words after footage describe it.
 */
const LABEL = /(?:^|[.!?,;]\s+)[\s\u0001]*(?=[^:.!?,;⟪\u0001]{1,30}:(?!\d))|(?:^|[.!?,;]?\s+)[\s\u0001]*(?=(?:say|show|write|display)\s+[\p{Lu}\d$£€#])/u;

/** Where the words before the pictures end: before a closing request to use them ("— use", ", put"). */
function contentEnd(reading: Reading, from: number, to: number): number | undefined {
  const before = reading.leftover(from, to);
  if (/[.!?]\s*$/.test(before)) return to;
  // Up to the last full stop, when what other readers left of the sentence after it only points at the pictures
  // ("42 Maple Ridge Dr / 3 bed 2 bath. <Slow zoom> on each photo <a> <b>").
  const stop = [...before.matchAll(/[.!?](?=\s)/g)].at(-1);
  if (stop && before.slice(stop.index + 1).trim().split(/\s+/).every((w) => !w || FILLER.has(w.toLowerCase()) || PICTURE_WORD.test(w))) return from + stop.index + 1;
  // Dictated with no stops: "fresh sourdough every morning with photo one <a>": the words end where the picture is named.
  const joined = /\s+(?:with|over|on|behind)(?:\s+(?:the\s+)?(?:photo|picture|pic|image|shot)s?(?:\s+(?:number\s+)?(?:one|two|three|four|five|six|\d))?)?\s*$/i.exec(before);
  // A price's decimal point ("Flat white £3.20 with <a>") is no stop.
  if (joined && joined.index > 0 && !/[.!?,;]/.test(before.slice(0, joined.index).replace(/(?<=\d)[.,](?=\d)/g, '')) && before.slice(0, joined.index).trim().split(/\s+/).length >= 2) return from + joined.index;
  // A wish and nothing else before the pictures ("happy birthday mum ❤️ <photo> balloons"): its heading. (Other
  // words there describe the picture: "sermon snippet <clip>", "the kickflip in <clip>", "my dog <photo>".)
  const line = before.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, ' ').trim();
  if (line && WISH.test(line) && !/[.!?,;:\n]/.test(line) && line.split(/\s+/).length <= 8 && classifyClause(line) === 'content' && askingVerb(line) === undefined) return to;
  for (const m of before.matchAll(BREAK)) {
    const rest = before.slice(m.index + m[0].length);
    if (m.index === 0 || !/[.!?,;+—–-]/.test(m[0])) continue;
    // (", with the photos": the pictures named after the words, as "with" alone names them.)
    if (askingVerb(rest) !== undefined || /^(?:with|over|on|behind)(?:\s+(?:the|these|those|my|our|both|all)?\s*(?:(?:two|three|four|five|six|\d)\s+)?(?:photo|picture|pic|image|shot|clip)s?)?\s*$/i.test(rest.trim())) return from + m.index;
    // "Lasagna al forno $12.90, photo <a>": a comma, then words that only point at the picture.
    if (/[,;+—–-]/.test(m[0]) && rest.trim().split(/\s+/).every((w) => FILLER.has(w.toLowerCase()) || PICTURE_WORD.test(w))) return from + m.index;
  }
  return undefined;
}

/** Words of a wish or a greeting, which are copy wherever they stand. */
const WISH = /^(?:happy|merry|congrat\w*|welcome|thank\w*|good\s+luck|well\s+done|best\s+wishes|get\s+well|season['’]s\s+greetings|(?:we\s+|i\s+)?love\s+you|(?:we\s+|i\s+)?miss\s+you|cheers|hooray|yay|bon\s+voyage|feliz|joyeux|joyeuse|frohe|froh\w*|buon|buona|gefeliciteerd|parab[ée]ns|alles\s+gute|bonne)\b/i;

/** A clip, or a layout holding one. */
function showsFootage(piece: Piece): boolean {
  return piece.layers.some((l) => (l.type === 'media' && l.kind === 'video') || (l.type === 'layout' && l.cells.some((c) => c.kind === 'video')));
}

/** The text pieces said before and after the pictures of `segment` (`placed`: the pictures and name tags in it). */
export function textsAroundPictures(reading: Reading, segment: Segment, placed: Piece[]): Piece[] {
  const first = Math.min(...placed.map((p) => p.start));
  const last = Math.max(...placed.map((p) => p.end));
  const end = contentEnd(reading, segment.start, first);
  const before = end !== undefined ? readPlainTexts(reading, segment.start, end) : [];
  let from = last;
  // The text after the pictures ends before the sentence that names another file ("Quiet piano <song> underneath").
  const rest = reading.text.slice(from, segment.end);
  const other = /⟪a\d+⟫/.exec(rest);
  const ends = other ? [...rest.slice(0, other.index).matchAll(/[.!?](?=\s)/g)] : [];
  const to = other ? from + (ends.length ? ends.at(-1)!.index + 1 : 0) : segment.end;
  if (placed.some(showsFootage)) {
    const label = LABEL.exec(reading.view(from, to));
    if (!label) return before;
    from += label.index + label[0].length;
  }
  const tail = reading.leftover(from, to);
  const described = DESCRIBES_PICTURE.exec(tail) ? /[.!?](?=\s|$)/.exec(tail) : undefined;
  if (DESCRIBES_PICTURE.test(tail)) {
    if (!described) return before;
    from += described.index + 1;
  }
  const joiner = JOINER.exec(reading.leftover(from, to));
  if (joiner) reading.take(from, from + joiner[0].length);
  // An aside in brackets says what the picture is ("(the flambé bit)"): no text.
  const after = readPlainTexts(reading, from, to).filter((p) => !p.layers.every((l) => l.type === 'text' && /^\(.*\)$/.test(l.text)));
  if (!before.length || !after.length) return [...before, ...after];
  // One text: what came before is the heading, what came after lies under it.
  const [head] = before;
  const hasSubtitle = head!.layers.some((l) => l.type === 'text' && l.role === 'subtitle');
  for (const p of after) for (const l of p.layers) if (l.type === 'text') head!.layers.push({ ...l, role: hasSubtitle || l.role !== 'heading' ? 'body' : 'subtitle' });
  head!.end = Math.max(head!.end, ...after.map((p) => p.end));
  return before;
}

/** Words that put a line under another: "underneath it:", "small line below that:", "second line:", "smaller:". */
const UNDER_LEAD = /(?:underneath|beneath|below|under|second\s+line|smaller|sub)[^.!?⟪]*$/i;

/**
 * A sentence of its own before a scene's only line, when that line was said to go under something ("Summer Reading
 * Challenge in white letters. second line: Read 10 books"): the sentence is the heading the line goes under.
 */
export function headingAbove(reading: Reading, segment: Segment, pieces: Piece[]): Piece[] {
  const texts = pieces.filter((p) => p.kind === 'text');
  if (!texts.length || pieces.some((p) => p.kind !== 'text' && p.kind !== 'logo' && p.kind !== 'graphic')) return [];
  const to = Math.min(...texts.map((p) => p.start));
  // A lone line said to go under something ("small line underneath it: …") is that thing's subtitle.
  const under = texts.length === 1 && UNDER_LEAD.test(reading.text.slice(Math.max(segment.start, to - 40), to));
  if (!under && texts.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) return [];
  const before = reading.leftover(segment.start, to);
  const end = /^[^.!?]*[.!?](?=\s)/.exec(before);
  if (!end) return [];
  const found = readPlainTexts(reading, segment.start, segment.start + end[0].length);
  if (found.length !== 1 || found[0]!.layers.length !== 1) return [];
  if (under) for (const l of texts[0]!.layers) if (l.type === 'text' && l.role === 'heading') l.role = 'subtitle';
  return found;
}
