import { animation, textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';

/*
 * Quotes whose author is said the way people type a testimonial or a saying without a dash or "by": right after the
 * quote ('"…" Jordan Mills, COO.', '"…" (Maya Angelou)', '"…" Old Irish blessing.'), after a dash with the small
 * words of a publication's name ('"…" — The Bank of England'), or before it with a verb of saying ('Sam K said
 * "…"', 'as Ada Lovelace put it: "…"'). Read before text.ts's quotes, so the quote is built once, with its author.
 * An author right after a quote needs a quote word in the sentence ("quote", "testimonial", "review", "saying"):
 * '"Summer Sale" Friday only' is a title and its details.
 */

/** A capitalised word of a name: "Priya", "S.", "O'Neil", "Jean-Luc". */
const CAP = String.raw`[\p{Lu}][\p{L}'’-]*\.?`;
/** Small words inside a name or a publication's: "Leonardo da Vinci", "The Line of Best Fit", "Bank of England". */
const SMALL = String.raw`(?:of|the|and|for|de|da|van|von|der|den|la|le|di|del|du|bin|al|&)`;
/** A name: capitalised words with small words between them, or a kind of saying ("Chinese proverb", "Anonymous"). */
const NAME = String.raw`(?:(?:[Aa]n?\s+)?(?:[Oo]ld\s+|[Aa]ncient\s+)?(?:${CAP}\s+)?(?:proverb|saying|blessing)|${CAP}(?:\s+(?:${SMALL}\s+)*${CAP}){0,4})`;
/** Who they are, after a comma: ", COO", ", Head of Ops, Northwind", ", Headingley", ", a regular since 2019". */
const ROLE_WORD = String.raw`[\p{L}\d&][\p{L}\d&'’-]*(?:\.[\p{L}\d]+)*`;
const ROLE = String.raw`(?:\s*,\s*(?:an?\s+)?${ROLE_WORD}(?:\s+${ROLE_WORD}){0,5}){0,2}`;
/** Where the author's clause ends: a full stop (not an initial's), a line, another quote, or used text. */
/** Where to put it, said after whose it is: ", so please write that underneath", ". Put it below the quote". */
const UNDER_IT = String.raw`\s*[,.]?\s*(?:so\s+|and\s+)?(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:write|put|add|show|credit|include|set|place)\s+(?:that|it|this|them)\s+(?:underneath|below|under(?:\s+(?:it|the\s+quote))?|beneath)(?:\s+(?:it|the\s+quote))?(?:\s+please)?`;
const CLAUSE_END = String.raw`(?=\s*(?:$|[;!?\n⟪\u0001]|(?<!\b\p{Lu})\.(?:\s|$)))`;

// "saying" is a quote's noun after an article ("an old saying"), a verb after what shows it ("a button saying …").
const QUOTE_WORD = /\b(?<!\b(?:free|no-obligation|written)\s+)(?:quotes?|quotations?|testimonials?|reviews?|feedback|sayings|(?<=\b(?:a|an|the|old|famous|favourite|favorite|wise)\s+)saying|proverbs?|citations?|endorsements?|blurbs?)\b/i;
/** Words no author is, in lower case: what a line after a quote says about the look ("Elegant look", "Black bg"). */
const NOT_AUTHOR = /\b(?:background|bg|look|style|font|text|colou?rs?|lettering|accents?|theme|music|voice|slide|scene|card|seconds?|vibe|please|pls|then)\b/;

export interface Authored {
  quoteToken: string;
  author: string;
  start: number;
  end: number;
  /** Words between the quote word and the quote, left to their readers ("quote card, soft blush background: …"). */
  leave?: [number, number];
}

/** The start of the sentence holding `at` (after the last full stop, line break or "!?" before it). */
function sentenceStart(view: string, at: number): number {
  const before = view.slice(0, at);
  const m = /(?:[.!?](?=\s)|\n)(?![\s\S]*(?:[.!?](?=\s)|\n))/.exec(before);
  return m ? m.index + 1 : 0;
}

/** An author said right after a quote, with no lead, in brackets, or after a dash (names with small words only). */
function authorAfter(view: string, at: number): { author: string; length: number } | undefined {
  const rest = view.slice(at);
  const bracket = new RegExp(String.raw`^\s*[,.]?\s*\(\s*(${NAME}${ROLE})\s*\)`, 'u').exec(rest);
  if (bracket) return { author: bracket[1]!.trim(), length: bracket[0].length };
  // "… attributed to The Guardian", "… credited to Ada Obi", "… from Time Out": said with the words that name a source.
  const source = new RegExp(String.raw`^\s*[,.]?\s*(?:attributed\s+to|credited\s+to|said\s+by|according\s+to|courtesy\s+of|from)\s+(${NAME})(${ROLE})\.?${CLAUSE_END}`, 'u').exec(rest);
  if (source && !NOT_AUTHOR.test(`${source[1]} ${source[2]}`)) return { author: `${source[1]!.replace(/(\p{L}{2,})\.$/u, '$1')}${source[2]!.replace(/\.$/, '')}`.trim(), length: source[0].length };
  // "… "…". It is a Chinese proverb, so please write that underneath.", "It's by Maya Angelou.": whose it is, said in a
  // sentence of its own, with what to do with it or not.
  const whose = String.raw`^\s*[,.]?\s*(?:[Ii]t\s+is|[Ii]t['’]s|[Ii]t\s+was|[Tt]his\s+is|[Tt]hat['’]s|[Tt]hat\s+is)\s+(?:(?:a\s+)?(?:quote|line|saying)\s+)?(?:(?:from|by)\s+)?(${NAME})`;
  const own = new RegExp(String.raw`${whose}${UNDER_IT}\.?${CLAUSE_END}`, 'u').exec(rest) ?? new RegExp(String.raw`${whose}(${ROLE})\.?${CLAUSE_END}`, 'u').exec(rest);
  if (own && !NOT_AUTHOR.test(`${own[1]} ${own[2] ?? ''}`)) return { author: `${own[1]!.replace(/^an?\s+/i, '').replace(/(\p{L}{2,})\.$/u, '$1')}${(own[2] ?? '').replace(/\.$/, '')}`.trim(), length: own[0].length };
  const bare = new RegExp(String.raw`^\s*[,.]?\s*((?:[-–—]+\s*)?)(${NAME})(${ROLE})\.?${CLAUSE_END}`, 'u').exec(rest);
  if (!bare) return undefined;
  const [, dash, name, role] = bare;
  if (NOT_AUTHOR.test(`${name} ${role}`)) return undefined;
  // After a dash, text.ts reads plain names; only a name with small words in it is read here ("The Line of Best Fit").
  if (dash && !new RegExp(String.raw`\s${SMALL}\s`, 'iu').test(name!)) return undefined;
  return { author: `${name!.replace(/(\p{L}{2,})\.$/u, '$1')}${role!.replace(/\.$/, '')}`.trim(), length: bare[0].length };
}

/** What a quote is drawn as, said after its word ("Quote card:"): the quote's own words. */
export const QUOTE_OWN = /^\s*(?:(?:card|slide|scene|graphic|post|tile|screen|overlay|image|reel|story|video)s?\b\s*)*/i;

/** Quotes with an author said after them (a quote word in their sentence) or before them with a verb of saying. */
export function findAuthoredQuotes(reading: Reading, from: number, to: number): Authored[] {
  const view = reading.view(0, to);
  const found: Authored[] = [];
  for (const m of reading.find(new RegExp(QUOTE, 'g'), from, to)) {
    const end = m.index + m[0].length;
    const said = reading.quote(m[1]!);
    if (said.split(/\s+/).length < 3 && !/[.!?]$/.test(said)) continue;
    const sentence = Math.max(from, sentenceStart(view, m.index));
    const lead = view.slice(sentence, m.index);
    // "Sarah M said "…"", "as Ada Lovelace put it: "…"": the speaker just before, then the quote.
    const speaker = new RegExp(String.raw`(?:^|[\s,:;–—-])(?:as\s+)?(?!(?:The|A|An|Our|My|Your|Their|His|Her|It|This)\b)(${CAP}(?:\s+(?:${SMALL}\s+)*${CAP}){0,3})\s+(?:said|says|wrote|writes|put\s+it|puts\s+it|told\s+us|tells\s+us)\s*[:,]?\s*$`, 'u').exec(lead);
    if (speaker && (/\b(?:said|wrote|put|told)\b/.test(speaker[0]) || QUOTE_WORD.test(lead))) {
      const start = sentence + speaker.index + speaker[0].indexOf(speaker[1]!);
      found.push({ quoteToken: m[1]!, author: speaker[1]!, start: Math.min(start, QUOTE_WORD.test(lead) ? sentence + lead.search(QUOTE_WORD) : start), end });
      continue;
    }
    const word = QUOTE_WORD.exec(lead);
    if (!word) continue;
    const after = authorAfter(view, end);
    if (!after) continue;
    const wordEnd = sentence + word.index + word[0].length + QUOTE_OWN.exec(view.slice(sentence + word.index + word[0].length, m.index))![0].length;
    found.push({ quoteToken: m[1]!, author: after.author, start: sentence + word.index, end: end + after.length, ...(m.index > wordEnd ? { leave: [wordEnd, m.index] as [number, number] } : {}) });
  }
  return found;
}

/** The quotes of [from, to) whose author text.ts would miss, as quote pieces; their words are taken. */
export function readAuthoredQuotes(reading: Reading, from: number, to: number): Piece[] {
  return findAuthoredQuotes(reading, from, to).map(({ quoteToken, author, start, end, leave }) => {
    if (leave) {
      reading.take(start, leave[0]);
      reading.take(leave[1], end);
    } else reading.take(start, end);
    const layers = [textLayer('quote', reading.quote(quoteToken)), textLayer('attribution', author.slice(0, 500), { animation: animation({ duration: 0.8 }) })];
    return { kind: 'quote', start, end, layers, said: {} } satisfies Piece;
  });
}
