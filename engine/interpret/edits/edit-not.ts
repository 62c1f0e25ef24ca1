import { resolveColour } from '../../designer-colours.js';
import type { Editor } from './edit-target.js';
import { slotsOf } from './edit-slots.js';
import { partPattern } from './edit-slots.js';
import { note } from './replace-words.js';

/*
 * A correction said as "<new>, not <old>" with no verb any other edit reads: "she's turning 7 not 6", "the Yin class
 * is Saturday not Friday", "it should say Clinical Director, not Principal Dentist". The old words name what is on
 * screen (in exactly one text); the new ones are as many words just before "not". A number keeps its ordinal's
 * ending ("6th" → "7th"). Read last, on words no other edit took.
 */

const WORD = String.raw`[\p{L}\d£$€][\p{L}\d'’&£$€%.:-]*`;
/** Words after "not" that say how, not what: "not too big", "not the logo", "not working". */
const NOT_A_VALUE = new RegExp(String.raw`^(?:the|a|an|too|so|very|really|that|this|it|them|in|on|at|to|be|sure|working|showing|right|correct|wrong|needed|anymore|any\s+more|yet|now|just|only|bad|great|good)\b`, 'iu');
const SAID_NOT = new RegExp(String.raw`(?<left>(?:[^.;!?\n⟪]|\.(?=\d)){1,120}?)\s*,?\s+not\s+(?<old>${WORD}(?:\s+${WORD}){0,3}?)(?=\s*(?:$|[,;.!?\n⟪\u0001]|\s[-–—]\s|\s+(?:please|pls|sorry|thanks|can|could|so|and|then|fix|change|update)\b))`, 'giu');

/** Words that are no value: "is not Tuesday" names no new day. */
const FUNCTION_WORD = /^(?:is|it|it['’]s|its|was|are|were|be|that|this|and|or|but|so|sorry|oh|no|yes|please|pls|the|a|an)$/i;

/** The old words negated first, then the new ones asked for: "is not Tuesday, please change to Thursday", "not 6 but 7". */
const NOT_THEN_NEW = new RegExp(String.raw`\bnot\s+(?<old>${WORD}(?:\s+${WORD}){0,3}?)\s*(?:,\s*(?:sorry\s*,?\s*)?(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:change|make|update|correct|fix|switch|put)\s+(?:it\s+)?(?:to|into)|\s+but)\s+(?:⟪q(?<q>\d+)⟫|(?<new>${WORD}(?:\s+${WORD}){0,3}?))(?=\s*(?:$|[,;.!?\n⟪\u0001]|\s+(?:please|pls|thanks|thank)\b))`, 'giu');

const ORDINAL_END = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');

/** "put 'from 6h30' instead of 7h": quoted new words for the old ones named after "instead of". */
// Unquoted too, a value or a few words: "put 20h instead of 19h", "use Friday instead of Thursday".
const INSTEAD = new RegExp(String.raw`\b(?:put|use|write|say|show|have|make\s+it)\s+(?:⟪q(?<q>\d+)⟫|(?<new>${WORD}(?:,?\s+${WORD}){0,3}?))\s+instead\s+of\s+(?<old>${WORD}(?:\s+${WORD}){0,3}?)(?=\s*(?:$|[,;.!?\n⟪\u0001]|\s+(?:please|pls|thanks|in|on)\b))`, 'giu');

/** A token of letters and figures ("over-65s", "Q4", "v2.1"): said alone, it replaces the one of its shape on screen. */
const SHAPED = /(?<![\p{L}\p{N}'’⟪-])(?=[\p{L}\p{N}.-]*\p{L})(?=[\p{L}\p{N}.-]*\d)[\p{L}\p{N}][\p{L}\p{N}.-]*[\p{L}\p{N}](?![\p{L}\p{N}'’⟫-])/gu;

/** "DJ Okra pulled out, put Benji Fenn in instead": one named on screen gone, another put in their place. */
const STANDS_IN = new RegExp(String.raw`(?<old>${WORD}(?:\s+${WORD}){0,3}?)\s+(?:has\s+|have\s+|had\s+to\s+)?(?:pulled\s+out|dropped\s+out|cancell?ed|withdrawn|withdrew|can(?:['’]|no)?t\s+(?:make\s+it|come)|(?:is|are)\s+out|(?:isn['’]t|aren['’]t)\s+coming|left)\s*[,;.—–-]?\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:put|add|use|have|swap|bring)\s+(?:in\s+)?(?<new>${WORD}(?:\s+${WORD}){0,3}?)\s+(?:in\s+)?(?:instead|in\s+(?:their|his|her|its)\s+place)`, 'giu');

/**
 * "is not Tuesday, please change to Thursday": read before the other edits, which would read "change it to Thursday"
 * alone as a new title.
 */
export function replaceNotThenNew(edit: Editor): void {
  for (const m of edit.reading.find(NOT_THEN_NEW)) {
    const old = m.groups!.old!.trim();
    const next = m.groups!.q !== undefined ? edit.quote(m.groups!.q) : m.groups!.new!.trim();
    if (NOT_A_VALUE.test(old) || FUNCTION_WORD.test(next) || !edit.reading.isFree(m.index, m.index + m[0].length)) continue;
    if (replaceOnce(edit, old, next)) edit.reading.takeMatch(m);
  }
}

/** "so Happy 6th Birthday Oliver! instead", "use Doors at 8 instead": new words offered whole, to stand in for a text. */
const WHOLE_INSTEAD = /(?:^|[,.;:!?])\s*(?:(?:so|use|put|write|say|show|have|make\s+it|just|please|then)\s+)*(?<new>[^,.;!?\n⟪\u0001]{5,80}?[!?.]?)\s+instead\b(?!\s+of\b)/giu;
const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’&£$€%]+/gu) ?? [];

/**
 * A text said anew whole, differing from the one on screen in one word ("Happy 6th Birthday Ollie!" → "so Happy 6th
 * Birthday Oliver! instead"): that text becomes the new words. Three words at least, so a bare "blue instead" is not one.
 */
function replaceWholeText(edit: Editor): void {
  for (const m of edit.reading.find(WHOLE_INSTEAD)) {
    const next = m.groups!.new!.trim();
    const words = wordsIn(next);
    if (words.length < 3) continue;
    const near = slotsOf(edit.doc).filter((slot) => {
      const old = wordsIn(slot.text);
      return old.length === words.length && old.filter((w, i) => w !== words[i]).length === 1;
    });
    if (near.length !== 1) continue;
    const slot = near[0]!;
    const before = slot.text;
    note(edit, before, slot.set(next), slot.scene);
    edit.reading.takeMatch(m);
  }
}

export function replaceSaidNot(edit: Editor): void {
  replaceWholeText(edit);
  for (const m of edit.reading.find(STANDS_IN)) {
    if (!edit.reading.isFree(m.index, m.index + m[0].length)) continue;
    // "Sadly DJ Okra pulled out": the name is the last words before the verb that a text holds.
    const words = m.groups!.old!.trim().split(/\s+/);
    if (words.some((_, i) => replaceOnce(edit, words.slice(i).join(' '), m.groups!.new!.trim()))) edit.reading.takeMatch(m);
  }
  for (const m of edit.reading.find(INSTEAD)) {
    if (edit.reading.isFree(m.index, m.index + m[0].length) && replaceOnce(edit, m.groups!.old!.trim(), m.groups!.q !== undefined ? edit.quote(m.groups!.q) : m.groups!.new!.trim())) edit.reading.takeMatch(m);
  }
  for (const m of edit.reading.find(SAID_NOT)) {
    // A full stop after it ends the sentence ("we close 22 not 23. please fix"): it is no part of the old words.
    const old = m.groups!.old!.trim().replace(/(?<=\p{L}{2}|\d)\.$/u, '');
    if (NOT_A_VALUE.test(old) || resolveColour(old) !== undefined) continue;
    const count = old.split(/\s+/).length;
    const leftText = m.groups!.left!.replace(/[\s,:–—-]+$/, '');
    // A figure said not to be ("it was 2 minors not 0"): the figure said before it, not the noun after that one.
    const figure = /^\d[\d,.]*$/.test(old) ? /(\d[\d,.]*)(?=\D*$)/.exec(leftText)?.[1] : undefined;
    const next = figure ?? leftText.split(/\s+/).slice(-count).join(' ').replace(/^["'“‘]+|["'”’]+$/g, '');
    const nextStart = m.index + leftText.lastIndexOf(next);
    const end = m.index + m[0].length;
    if (!next || FUNCTION_WORD.test(next) || next.toLowerCase() === old.toLowerCase() || resolveColour(next) !== undefined || !edit.reading.isFree(nextStart, end)) continue;
    if (replaceOnce(edit, old, next)) edit.reading.take(nextStart, end);
  }
  // "the offer is for over-65s": a figure in the form of the one text that has its kind ("over-60s").
  for (const m of edit.reading.find(SHAPED)) {
    // Not the old one said after "not" ("2pm, not 1pm").
    if (!edit.reading.isFree(m.index, m.index + m[0].length) || /\b(?:not|instead\s+of|rather\s+than)\s+$/i.test(edit.reading.text.slice(Math.max(0, m.index - 16), m.index))) continue;
    // Its figures (with a decimal part) stand for any: "over-65s" is "over-\d+s".
    const form = m[0].split(/\d+(?:\.\d+)?/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\d+(?:\\.\\d+)?');
    const found = slotsOf(edit.doc).flatMap((s) => s.text.match(new RegExp(`(?<![\\p{L}\\p{N}'’-])${form}(?![\\p{L}\\p{N}'’-])`, 'giu')) ?? []);
    if (found.length !== 1 || found[0]!.toLowerCase() === m[0].toLowerCase()) continue;
    if (replaceOnce(edit, found[0]!, m[0])) edit.reading.takeMatch(m);
  }
}

/**
 * Replaces `old` with `next` in the one text that holds it; the new words that repeat those just before the old ones
 * on screen are not doubled ("from 7h" → put "from 6h30": "from 6h30", not "from from 6h30"). Whether it did.
 */
function replaceOnce(edit: Editor, old: string, next: string): boolean {
  const numeric = /^\d+$/.test(old) && /^\d+$/.test(next);
  const pattern = numeric ? new RegExp(`(?<![\\d.,])${old}(st|nd|rd|th)?(?![\\d.,]\\d|\\d)`, 'i') : partPattern(old);
  const slots = slotsOf(edit.doc).filter((s) => pattern.test(s.text));
  if (slots.length !== 1) return false;
  const slot = slots[0]!;
  const before = slot.text;
  const at = pattern.exec(before)!;
  // The longest run of the new words' first ones that ends right before the old words on screen starts the change.
  const lead = next.split(/\s+/).slice(0, -1);
  let from = at.index;
  for (let n = lead.length; n > 0; n--) {
    const repeated = new RegExp(`${partPattern(lead.slice(0, n).join(' ')).source}\\s+$`, 'iu').exec(before.slice(0, at.index));
    if (repeated) {
      from = repeated.index;
      break;
    }
  }
  const replacement = numeric && at[1] ? `${next}${ORDINAL_END(Number(next))}` : next;
  note(edit, before, slot.set(before.slice(0, from) + replacement + before.slice(at.index + at[0].length)), slot.scene);
  return true;
}
