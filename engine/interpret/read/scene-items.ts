import { NUMBER_COMMA } from './words.js';
import type { Reading } from './reading.js';

/*
 * Unquoted items given a scene each ("each habit on its own scene: Wake early, Read daily"; "Year in review: 1.2M
 * users, 40 countries. Each stat on its own slide."): where each item's words are, for the scene plan (scene-plan.ts).
 */

/** Where the sentence holding `at` starts: after the last full stop (or ! ?) followed by a space; "1.2M" has none. */
export function sentenceStartBefore(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(/[.!?](?=\s)/g)) start = m.index + 1;
  return start;
}

/**
 * Unquoted items after "each … on its own scene:", to the end of the sentence: "Wake early, Read daily and Reflect".
 * Two to twelve short items (six words at most), none quoted.
 */
export function plainItemsAfter(reading: Reading, phrase: RegExpExecArray): { colon: number; parts: { from: number; to: number }[] } | undefined {
  const at = phrase.index + phrase[0].length;
  const view = reading.view(at);
  // A few words about how before the colon ("each letter on its own slide with wipe transitions: …").
  const colon = /^\s*[:\-–—]\s*/.exec(view) ?? /^[^:.!?\n⟪]{1,80}?:\s*/.exec(view);
  if (!colon) return undefined;
  const lined = linedItems(view.slice(colon[0].length), at + colon[0].length);
  if (colon[0].includes('\n') && lined) return { colon: colon[0].length, parts: lined };
  // "$4.5M" and "1,200" are whole: a full stop ends the sentence only before a space, a comma between digits is none.
  const sentence = /^(?:[^.!?\n\u0001⟪]|[.!?](?=[^\s⟪\u0001]))*/.exec(view.slice(colon[0].length))![0];
  const parts: { from: number; to: number }[] = [];
  // Items set apart by spaced slashes or bullets keep their commas and "and"s ("Leeds / Band on the Wall, 7 Oct").
  const shaped = /\s[/|•]\s/.test(sentence);
  for (const m of sentence.matchAll(shaped ? /[^/|•]+/g : new RegExp(String.raw`(?:[^,;&]|${NUMBER_COMMA})+`, 'g'))) {
    for (const piece of shaped ? [m[0]] : m[0].split(/\s+and\s+/i)) {
      const offset = m.index + m[0].indexOf(piece);
      const text = piece.trim();
      if (!text) continue;
      const from = at + colon[0].length + offset + (piece.length - piece.trimStart().length);
      parts.push({ from, to: from + text.length });
    }
  }
  const words = (p: { from: number; to: number }) => reading.text.slice(p.from, p.to).split(/\s+/).length;
  // Items set apart by slashes or bars are items whatever their length ("Manchester Band on the Wall 7 Oct").
  if (parts.length < 2 || parts.length > 12 || parts.some((p) => words(p) > (shaped ? 9 : 6))) return undefined;
  return { colon: colon[0].length, parts };
}

/** The shape of an item's line: a bullet, a time, "<label> - <value>", "<label>: <value>". */
function lineShape(line: string): string | undefined {
  if (/^\s*(?:[-•*]|\d{1,2}[.)])\s/.test(line)) return 'bullet';
  // A schedule's slot, led by its time ("09:00 Registration & coffee", "2pm Workshops").
  if (/^\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?(?:\s*[-–—]\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)?\s+\p{L}/iu.test(line) && /^\s*\d{1,2}(?:[:.]\d{2}|\s?(?:am|pm))/i.test(line)) return 'time';
  if (/\S\s[-–—]\s\S/.test(line)) return 'dash';
  if (/^[^:\n]{1,30}:\s\S/.test(line)) return 'colon';
  return undefined;
}

/**
 * Items on lines of their own after the colon ("one scene per day:\nMonday - Lasagne $18\nTuesday - Gnocchi $16\n…"):
 * the run of lines shaped as the first one is, up to a line that is not ("landscape, our logo top left" is the video's).
 */
function linedItems(text: string, from: number): { from: number; to: number }[] | undefined {
  const lines = text.split('\n');
  const shape = lineShape(lines[0] ?? '');
  if (!shape) return undefined;
  const parts: { from: number; to: number }[] = [];
  let offset = 0;
  for (const line of lines) {
    if (lineShape(line) !== shape || line.trim().split(/\s+/).length > 12 || /[\u0001⟪]/.test(line)) break;
    const lead = line.length - line.trimStart().length;
    parts.push({ from: from + offset + lead, to: from + offset + line.trimEnd().length });
    offset += line.length + 1;
  }
  return parts.length >= 2 && parts.length <= 12 ? parts : undefined;
}

/**
 * Unquoted items in the sentence before a sentence that opens with "Each … on its own slide": "Year in review: 1.2M
 * users, 40 countries, 98% satisfaction. Each stat on its own slide." The items follow that sentence's colon.
 */
export function plainItemsBefore(reading: Reading, phrase: RegExpExecArray, sentenceStart: number): { colon: number; parts: { from: number; to: number }[] } | undefined {
  const own = reading.text.slice(sentenceStartBefore(reading.text, phrase.index), phrase.index);
  if (own.trim() !== '' || sentenceStart >= phrase.index) return undefined;
  const sentence = reading.view(sentenceStart, phrase.index);
  const colon = /^[^:⟪\u0001]{0,80}:\s*/.exec(sentence);
  if (!colon) return undefined;
  const body = sentence.slice(colon[0].length).replace(/[.!?\s]+$/, '');
  if (/[⟪\u0001]/.test(body)) return undefined;
  const at = sentenceStart + colon[0].length;
  const parts: { from: number; to: number }[] = [];
  // A thousands separator ("1,200 users") is no item break.
  for (const m of body.matchAll(new RegExp(String.raw`(?:[^,;&]|${NUMBER_COMMA})+`, 'g'))) {
    for (const piece of m[0].split(/\s+and\s+/i)) {
      const text = piece.trim();
      if (!text) continue;
      const from = at + m.index + m[0].indexOf(piece) + (piece.length - piece.trimStart().length);
      parts.push({ from, to: from + text.length });
    }
  }
  const words = (p: { from: number; to: number }) => reading.text.slice(p.from, p.to).split(/\s+/).length;
  if (parts.length < 2 || parts.length > 12 || parts.some((p) => words(p) > 6)) return undefined;
  // The items take the place of the sentence: the words before the colon are the lead's.
  return { colon: 0, parts };
}

