import { BUSINESS_NOUN } from '../read/words.js';

/*
 * A person's (or a source's) name written after a lead, as people type one: capitalised words with name particles,
 * in lower case in a hurry, or a passage cited ("John 3:16"). Read by quotes (their authors) and lower thirds.
 */

/** "Ada Lovelace", "Leonardo da Vinci", "J. R. R. Tolkien", "Hannah & Tom": capitalised words and name particles. */
const NAME = /^\s*((?:[A-Z\u00C0-\u00DE][\p{L}.'’-]*)(?:\s+(?:(?:de|da|van|von|der|den|la|le|di|del|du|bin|al|st\.?)\s+)*[A-Z\u00C0-\u00DE][\p{L}.'’-]*){0,4}(?:\s+(?:&|and)\s+[A-Z\u00C0-\u00DE][\p{L}.'’-]*(?:\s+[A-Z\u00C0-\u00DE][\p{L}.'’-]*){0,2})?)/u;
/** Lower-case names, as people type them in a hurry: up to four words before a stop word. */
const NAME_LOOSE = /^\s*([\p{L}][\p{L}.'’-]*(?:\s+(?!(?:with|and|in|on|at|for|then|style|styled|as|the|a|an|fading|sliding|popping|over|under|below|above|to|from)\b)[\p{L}][\p{L}.'’-]*){0,3})/u;

/** A passage cited as a quote's source: "1 Corinthians 13:4", "John 3:16", "Psalm 23:1-4". */
const CITATION = /^\s*(?:[1-3]\s+)?\p{Lu}\p{L}+\.?\s+\d{1,3}:\d{1,3}(?:[-–]\d{1,3})?(?![\d:])/u;

export function nameAt(view: string): { name: string; length: number; cited?: true } | undefined {
  const cited = CITATION.exec(view);
  if (cited) return { name: cited[0].trim(), length: cited[0].length, cited: true };
  const m = NAME.exec(view) ?? NAME_LOOSE.exec(view);
  if (!m) return undefined;
  // A full stop after a word of the name ends the sentence there ("by Steve Jobs. Make the text white"), unless the
  // word is an initial ("J. R. R. Tolkien") or a title ("Dr. Ada Lovelace", "St. John").
  const stop = /(?<![\p{L}])(?!(?:Dr|Mr|Mrs|Ms|Jr|Sr|St|Prof|Mt|Rev|Fr|Revd|Hon|Capt|Col|Gen|Sgt|Lt|Cllr)\.)(\p{L}{2,})\.(?=\s)/u.exec(m[0]);
  let whole = stop ? m[0].slice(0, stop.index + stop[0].length) : m[0];
  // "— Chinese proverb", "— Old Irish saying": the kind of saying belongs to its source.
  const kind = stop ? null : /^\s+(?:proverb|saying|wisdom|blessing)\b/i.exec(view.slice(whole.length));
  if (kind) whole += kind[0];
  const name = whole.trim().replace(/['’-]+$/, '').replace(/(\p{L}{2,})\.$/u, '$1');
  return name ? { name, length: whole.length } : undefined;
}


/** Not a business's own name ("our name", "the shop name"), nor a slide that is only a name ("just the name …"). */
export const NOT_OWN = String.raw`(?<!\b(?:my|our|${BUSINESS_NOUN}|just\s+the|only\s+the|just|only)\s+)`;
