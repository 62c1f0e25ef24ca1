import type { TextRole } from '../../../model/scene-document.js';
import { animation, textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { QUOTE_OWN } from './quote-authors.js';
import { classifyClause, styleClause, withoutStyleTail } from '../read/roles.js';
import { BUSINESS_NOUN, capitalise, MONTHS_DAYS } from '../read/words.js';
import { isContentSentence } from './content-sentences.js';
import { nameAt, NOT_OWN } from './person-names.js';

/*
 * Quoted text becomes text layers by role. The nearest role word before a quote names it ("heading", "subtitle",
 * "tagline", "caption", "body text", "quote"); a quote with an author becomes a quote and its attribution; a
 * lower third is a name and a role; bare quotes are the heading, then the subtitle, then body text.
 */

/**
 * Not a name said as one's own or a business's ("then my name Holt Driving", "our shop name: Petal & Stem"): that is
 * the video's name, shown as its title, not a speaker's lower third.
 */

const ROLE_WORDS: [RegExp, TextRole][] = [
  [/\b(?:sub-?titles?|sub\s+titles?|sub-?headings?|sub-?heads?|sub-?headlines?|taglines?|tag\s+lines?|straplines?|subtext|slogans?|mottos?|kickers?|second\s+line)\b/gi, 'subtitle'],
  [/\bcaptions?\b/gi, 'caption'],
  [/\b(?:titles?|titled|headings?|headlines?|headers?|title\s+card|main\s+text|big\s+text)\b/gi, 'heading'],
  // ("the details: …" names no role: a scene's only line is its heading, a line under a title its subtitle.)
  [/\b(?:body(?:\s+(?:text|copy))?|paragraphs?|descriptions?|blurb|small\s+print|fine\s+print|sentence|text\s+(?:below|underneath))\b/gi, 'body'],
  [/\b(?<!\b(?:free|no-obligation|written)\s+)(?:quotes?|quotations?|testimonials?|citations?)\b/gi, 'quote'],
  [/\b(?:attribution|author|credit)\b/gi, 'attribution'],
  // "my channel name …", "the shop's name …": what the business is called, its title.
  [new RegExp(String.raw`\b(?:(?:my|our|the)\s+)?${BUSINESS_NOUN}(?:['’]s)?\s+name\b|\bthe\s+name\s+of\s+(?:the|our|my)\s+${BUSINESS_NOUN}\b`, 'gi'), 'heading'],
  [new RegExp(String.raw`\b(?:${NOT_OWN}name|speaker|presenter|host)\b`, 'gi'), 'name'],
  [/\b(?:role|job\s+title|position)\b/gi, 'role'],
];

/**
 * A fact's kind said just before its value: "with the prices", "and our phone number:", "plus the address" (or only
 * "the prices", its "with" taken by the scene's marker: "a second scene with").
 */
const FACT_KIND_BEFORE = /(?:^\s*|\b(?:with|and|plus)\s+)(?:the|our|my|a)\s+(?:prices?|costs?|rents?|fees?|rates?|phone\s+number|number|website|web\s+address|address|email|opening\s+(?:hours|times))\s*:?\s*$/i;

/** The role the words just before a quote give it (the nearest role word wins; "job title" over "title"). */
function roleBefore(words: string): { role: TextRole; at: number } | undefined {
  let best: { role: TextRole; at: number; end: number; length: number } | undefined;
  for (const [pattern, role] of ROLE_WORDS) {
    for (const m of words.matchAll(pattern)) {
      const end = m.index! + m[0].length;
      if (!best || end > best.end || (end === best.end && m[0].length > best.length)) best = { role, at: m.index!, end, length: m[0].length };
    }
  }
  return best && { role: best.role, at: best.at };
}

/** ", Head of Marketing at Acme", ", CEO of Acme Inc.": capitalised words and the small words between them. */
const AUTHOR_ROLE = /^\s*,\s*((?:[A-Z][\w&'’.-]*)(?:\s+(?:[A-Z\d][\w&'’.-]*|of|at|the|and|for|&|in|de|du|von|van))*(?<!\s(?:of|at|the|and|for|&|in))(?:\s+(?:19|20)\d{2}|\s+['’]\d{2})?)/;
/** ", regular since 2019", ", a happy customer", ", student at Lyon": who the author is to the brand, in lower case. */
// Or any agent noun by its ending ("café owner", "designer", "builder", "florist", "accountant", "nurse"): a word class;
// whose, said as a name's possessive ("Biscuit's owner").
const AUTHOR_KIND = /^\s*,\s*((?:an?\s+)?(?:(?:happy|loyal|long-time|longtime|proud|satisfied|verified|first-time|new)\s+)?(?:(?:[\p{Ll}][\p{L}'’-]*|\p{Lu}[\p{L}-]*['’]s)\s+){0,2}?(?:customer|regular|member|user|client|owner|co-founder|founder|fan|guest|student|patient|parent|reader|subscriber|buyer|homeowner|attendee|volunteer|mum|mom|dad|nurse|chef|coach|vet|mechanic|[\p{Ll}][\p{L}'’-]*(?:er|or|ist|ian|ant|ent|ee))(?:\s+(?:since|of|at|for|from|in)\s+[\p{L}\d&'’. -]{1,40}?)?)(?=\s*(?:,|$))/u;
/** ", age 11", ", aged 72", ", 9 years old": how old the author is, said after their name. */
const AUTHOR_AGE = /^\s*,\s*((?:aged?\s+)?\d{1,3}(?:\s+(?:years?|yrs?)\s+old)?)(?=\s*(?:[,.;!?]|$))/i;
// ("free quotes" is a trade's estimate, never a quotation.)
// Or words lifted from a work: "a line from the book: "…"", "an extract from her new novel".
const QUOTE_WORD = /\b(?:(?:a|an|the)\s+)?(?:(?:famous|inspiring|inspirational|customer|short|nice)\s+)?(?<!\b(?:free|no-obligation|written)\s+)(?:quote|quotation|citation|testimonial)\b|\b(?:(?:a|an|the)\s+)?(?:(?:favourite|favorite|short|famous)\s+)?(?:line|lines|passage|excerpt|extract|sentence)\s+from\s+(?:the|her|his|their|my|our|a|an)\s+(?:(?:new|latest|debut|first|next)\s+)?(?:book|novel|poem|memoir|story|play|speech|script|letter|song)\b/gi;
const ATTRIBUTION_LEAD = /^\s*[,.]?\s*(?:[-–—]+\s*(?:(?:by|attributed\s+to|credited\s+to)\s+)?|(?:by|from|says|said|attributed\s+to|—|–)\s+|(?:attribution|author|credit|source|by|from|said\s+by|quote\s+by)\s*:\s*|(?:(?:it|this|the\s+quote)\s+(?:should\s+be|must\s+be|is|'s|needs\s+to\s+be)\s+(?:attributed\s+to|credited\s+to|by|from)|(?:please\s+)?(?:attribute|credit)\s+(?:it|this|the\s+quote)\s+to|(?:and\s+)?(?:I['’]?d\s+like|I\s+would\s+like|I\s+want|(?:please\s+)?(?:have|get))\s+(?:it|this|the\s+quote)\s+(?:credited|attributed)\s+to)\s*:?\s+)/i;

/** A line of a quote and a dash after it (`⟪q⟫ - …`), the one at `at` and another just above or below it. */
const QUOTE_LINE = /^[ \t]*(?:\d{1,2}[.)]\s*|[-•*]\s+)?⟪q\d+⟫\s*,?\s*(?:—|–|--|-)\s*\p{Lu}[^\n]*$/u;
function testimonialLines(view: string, at: number): boolean {
  const start = view.lastIndexOf('\n', at - 1) + 1;
  const end = view.indexOf('\n', at);
  const line = (from: number, to: number) => QUOTE_LINE.test(view.slice(from, to < 0 ? view.length : to));
  if (!line(start, end)) return false;
  const above = start > 0 ? view.lastIndexOf('\n', start - 2) + 1 : -1;
  const below = end < 0 ? -1 : view.indexOf('\n', end + 1);
  return (above >= 0 && line(above, start - 1)) || (end >= 0 && line(end + 1, below));
}

/** Quotes with their authors: "a quote: "…" by Ada Lovelace", "quote from Ada Lovelace: "…"", ""…" — Ada Lovelace". */
export function readQuotes(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const view = reading.view(0, to);
  const build = (start: number, tokenIndex: string, afterToken: number, authorBefore?: string, leave?: [number, number]) => {
    let author = authorBefore;
    let end = afterToken;
    // "a quote from the gaffer: "…" - Gary Pike": the name after the quote is the author, the words before their
    // role ("Gary Pike, the gaffer"); a capitalised name before it stays the author.
    const named = authorBefore && !/\p{Lu}/u.test(authorBefore[0]!) && /^\s*[,.]?\s*[-–—]+\s*\p{Lu}/u.test(view.slice(afterToken, to));
    // "a quote from one of our nurses: "…" - Grace, Staff Nurse": "one of …" adds nothing to the name.
    const role = named && !/^(?:one|some)\s+of\b/i.test(authorBefore) ? authorBefore : undefined;
    if (named) author = undefined;
    if (!author) {
      const lead = ATTRIBUTION_LEAD.exec(view.slice(afterToken, to));
      if (lead) {
        const rest = view.slice(afterToken + lead[0].length, to);
        const q = new RegExp(`^${QUOTE}`).exec(rest);
        const name = q ? { name: reading.quote(q[1]!), length: q[0].length } : nameAt(rest);
        if (name) {
          author = name.name;
          end = afterToken + lead[0].length + name.length;
          // Their role and company, in title case after a comma: "— Priya, Head of Marketing at Acme".
          const clause = view.slice(end, to).split(/\.(?=\s|$)|[;!?\n]/)[0]!;
          // And where, after another comma: "— Grace, Staff Nurse, Ward 7".
          for (let at = 0, n = 0; n < 2 && !q; n++) {
            const said = clause.slice(at);
            const role = (n === 0 && /^\s*,\s*\p{Lu}[\p{L}-]*['’]s\s+\p{Ll}/u.test(said) ? AUTHOR_KIND.exec(said) : null) ?? AUTHOR_ROLE.exec(said) ?? (n === 0 ? (AUTHOR_KIND.exec(said) ?? AUTHOR_AGE.exec(said)) : null);
            if (!role) break;
            author = `${author}, ${role[1]!.trim().replace(/(\p{L}{2,})\.$/u, '$1')}`;
            end += role[0].length;
            at += role[0].length;
          }
          // "— Leila Haddad (our founder)": who they are, in brackets.
          const bracket = q ? null : /^\s*\(\s*([^()\n]{2,40}?)\s*\)/.exec(view.slice(end, to));
          // Only who they are ("our founder", "head chef"), not a remark ("supposedly lol", "she was our guest").
          const kind = bracket ? AUTHOR_KIND.exec(`, ${bracket[1]!}`) : null;
          if (bracket && kind && kind[0].length === bracket[1]!.length + 2) {
            author = `${author}, ${bracket[1]!}`;
            end += bracket[0].length;
          }
        }
      }
    }
    if (role) author = author ? `${author}, ${role}` : role;
    const layers = [textLayer('quote', reading.quote(tokenIndex))];
    if (author) layers.push(textLayer('attribution', author.replace(/^[-–—\s]+/, '').slice(0, 500), { animation: animation({ duration: 0.8 }) }));
    if (leave) {
      reading.take(start, leave[0]);
      reading.take(leave[1], end);
    } else reading.take(start, end);
    pieces.push({ kind: 'quote', start, end, layers, said: {} });
  };
  for (const kw of reading.find(QUOTE_WORD, from, to)) {
    let p = kw.index + kw[0].length;
    let author: string | undefined;
    const by = /^\s+(?:from|by)\s+/i.exec(view.slice(p, to));
    if (by) {
      // "a quote from our volunteer Dr. Priya Nair:": who they are, in lower case, then their name.
      const who = /^(?:our|my|the|their)\s+((?:\p{Ll}[\p{Ll}-]*\s+){1,3})(?=\p{Lu})/u.exec(view.slice(p + by[0].length, to));
      const name = nameAt(view.slice(p + by[0].length + (who?.[0].length ?? 0), to));
      if (name) {
        author = who ? `${name.name}, ${capitalise(who[1]!.trim())}` : name.name;
        p += by[0].length + (who?.[0].length ?? 0) + name.length;
      }
    }
    // A few words may come between the word and its quote, up to a colon: "Testimonial over <photo> in the background: "…"".
    // What it is drawn as may come first: "a quote card — "…" — attributed to …".
    const near = new RegExp(`^\\s*(?:(?:card|slide|graphic|tile|screen)\\s*)?(?:[:\\-–—]|\\bsaying\\b|\\bthat\\s+says\\b|\\bof\\b|\\bis\\b)?\\s*${QUOTE}`, 'i').exec(view.slice(p, to));
    const token = near ?? new RegExp(`^(?:(?!⟪q)[^.!?\\n]){1,100}?:\\s*${QUOTE}`, 'i').exec(view.slice(p, to));
    if (!token) continue;
    // The words between are left to their readers ("quote for tiktok, warm beige background, 8 seconds: …").
    // What it is drawn as ("Quote card:") is the quote's own.
    const colon = near ? -1 : token[0].lastIndexOf(':');
    const own = QUOTE_OWN.exec(token[0])![0].length;
    build(kw.index, token[1]!, p + token[0].length, author, colon > own ? [p + own, p + colon] : undefined);
  }
  // No quote word, but an author after a dash: "Stay hungry" — Steve Jobs. Details after a dash are no author:
  // ""123 Ocean Drive" — 4 beds, 3 baths" is a title and its details.
  for (const m of reading.find(new RegExp(`${QUOTE}(?=\\s*,?\\s*(?:—|–|--|-(?=\\s))\\s*\\S)`, 'g'), from, to)) {
    const dash = /^\s*,?\s*(?:—|–|--|-(?=\s))\s*/.exec(view.slice(m.index + m[0].length, to))![0];
    const after = view.slice(m.index + m[0].length + dash.length, to);
    const name = nameAt(after);
    if (!name || (/\d/.test(name.name) && !name.cited) || !/^\s*(?:[A-Z\u00C0-\u00DE1-3]|⟪q)/u.test(after)) continue;
    // ""Christmas Market" – Saturday 7 December": a day or a month after the dash is the event's date, not its author.
    if (new RegExp(`^(?:${MONTHS_DAYS})\\b`).test(name.name)) continue;
    // After a plain hyphen, only a name that is its whole clause: ""Grand opening" - Friday 6pm" is a title and its
    // date, ""Stay hungry" - Steve Jobs." a quote and its author.
    if (/-\s*$/.test(dash) && !/—|–|--/.test(dash)) {
      // An initial's full stop ("Priya S.") ends no clause.
      // Who they are in brackets after the name ("- Leila Haddad (our founder)") is still the name's clause.
      const clause = after.split(/[,;!?\n⟪\u0001]|(?<!\b\p{Lu})\.(?=\s|$)/u)[0]!.trim().replace(/\s*\(([^()]{1,40})\)$/, (whole, who: string) => (AUTHOR_KIND.exec(`, ${who}`)?.[0].length === who.length + 2 ? '' : whole));
      const said = reading.quote(m[1]!);
      // A saying, not a name's title: three words or more, or a sentence ("Modern Loft" - Downtown Austin is a place),
      // or one of several lines of quotes and their authors (reviews: "'Fair price' - Tom B" under "'…' - Mrs Khan"),
      // or after another quote with its author, or with who the author is ("'Clear, fast' - Linh, designer").
      const whoTheyAre = AUTHOR_KIND.test(after.slice(name.length).split(/\.(?=\s|$)|[;!?\n]/)[0]!);
      if (said.split(/\s+/).length < 3 && !/[.!?]$/.test(said) && !testimonialLines(view, m.index) && !whoTheyAre && !pieces.some((p) => p.kind === 'quote')) continue;
      if (clause.replace(/\.$/, '') !== name.name.replace(/\.$/, '') || new RegExp(`\\b(?:${MONTHS_DAYS})\\b`, 'i').test(clause) || clause.split(/\s+/).length > 4) continue;
    }
    build(m.index, m[1]!, m.index + m[0].length);
  }
  // No quote word, but a saying and its author after "by" or "from": '"Nothing in life is to be feared…" by Marie
  // Curie', '"Best cleaners in Leeds!" from Sarah K.'. A short name ("'Summer Sale' by Acme") is a title and its maker.
  for (const m of reading.find(new RegExp(`${QUOTE}(?=\\s*,?\\s*(?:by|from)\\s+[A-Z\u00C0-\u00DE])`, 'g'), from, to)) {
    const said = reading.quote(m[1]!);
    if (said.split(/\s+/).length < 4 && !/[.!?]$/.test(said)) continue;
    const lead = /^\s*,?\s*(?:by|from)\s+/.exec(view.slice(m.index + m[0].length, to))![0];
    const after = view.slice(m.index + m[0].length + lead.length, to);
    const name = nameAt(after);
    const clause = after.split(/[,;!?\n⟪\u0001]|(?<!\b(?:\p{Lu}|Dr|Mr|Mrs|Ms|St|Prof))\.(?=\s|$)/u)[0]!.trim();
    if (!name || /\d/.test(name.name) || clause.replace(/\.$/, '') !== name.name.replace(/\.$/, '') || clause.split(/\s+/).length > 4) continue;
    build(m.index, m[1]!, m.index + m[0].length);
  }
  return pieces;
}

/** "chosen by Maggie", "written by Ana Ruiz", "photographed by Tom": who made or picked what a quote names. */
const CREDIT = new RegExp(String.raw`${QUOTE}\s*,?\s*((?:chosen|picked|recommended|written|read|reviewed|hosted|presented|led|taught|directed|performed|sung|baked|made|designed|photographed|shot|illustrated|curated|selected)\s+by\s+[A-Z\u00C0-\u00DE][\p{L}.'’-]*(?:\s+(?:&\s+|and\s+)?[A-Z\u00C0-\u00DE][\p{L}.'’-]*){0,3})`, 'gu');

/**
 * A credit said after a quoted title ('"The Salt Path" chosen by Maggie'): a line of its own under the title, as a
 * book or a dish is credited. The quote is left to be read as any other.
 */
export function readCredits(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (const m of reading.find(CREDIT, from, to)) {
    const credit = m.at(-1)!;
    const at = m.index + m[0].lastIndexOf(credit);
    if (!reading.isFree(at, at + credit.length)) continue;
    reading.take(at, at + credit.length);
    pieces.push({ kind: 'text', start: at, end: at + credit.length, layers: [textLayer('subtitle', capitalise(credit.trim()))], said: {} });
  }
  return pieces;
}

/** Unquoted text after a role word, to its clause's end; a year after a comma is its own ("title Tax, 2025/26"). */
// (A quote within a few words is the role's, unless "and" joins it to the words before as a line of its own: "the
// title Much Ado About Nothing and 'Riverside Players' under it".)
const UNQUOTED_ROLE = /\b(title|heading|headline|sub-?title|tagline|caption)\s*(:|-|–|—|=|saying|that\s+says|reading|reads)?\s*(?!\s*⟪)(?![^\n,;.⟪\u0001]{0,30}(?<!\s(?:and|&)\s*)⟪)((?:[^\n,;.⟪\u0001]|,(?=\s*(?:19|20)\d\d\b)){2,80}?)(?=\s+(?:and|&)\s+⟪|[\n;.⟪\u0001]|,(?!\s*(?:19|20)\d\d\b)|$)/gi;
/** Capitalised words said before the role they are given ("put Summer Sale as the title"); not a face or a colour. */
const AS_ROLE = /\b(?:(?<verb>put|use|have|set|with|make)\s+)?(?<text>(?:\p{Lu}|\d)[\p{L}\d'’&!?£$%.-]*(?:\s+(?:(?:of|the|and|&|at|for|in|on|a|to)\s+)*(?:\p{Lu}|\d)[\p{L}\d'’&!?£$%.-]*){0,7})\s+as\s+(?:the|a|an|its|our|my)\s+(?:main\s+)?(?<role>sub-?title|subheading|tagline|title|heading|headline)\b(?!\s+(?:font|typeface|colou?r|size|style)\b)/gu;
/** Where unquoted text ends: a modifier ("in big letters", "at the top") or the next clause. */
/** An edge of the frame as a label, and the line after its colon to the sentence's end (a time's colon is the line's). */
const EDGE_LABEL = /(?<![\p{L}])(?<!\bover\s+(?:the\s+)?)(?:(?:at|on|along|across)\s+the\s+)?(?<edge>top|bottom)(?:\s+(?:line|text|of\s+the\s+(?:screen|frame)))?\s*:(?!\d)\s*(?!\s*⟪)(?<text>[^\s⟪\u0001.;!?](?:[^\n⟪\u0001.;!?]|\.(?=\S)){1,90})/giu;
const UNQUOTED_END = /\s+(?:in\s+(?:big|huge|large|small|tiny|bold|the|a)\b|at\s+the\b|on\s+(?:the|a|an)\b|with\b|over\b|fading\b|sliding\b|popping\b|typed\b|word\s+by\b|for\s+\d|then\b|and\s+then\b|and\s+(?:a|an|the)\b)/i;

/**
 * Unquoted text up to its end; "with" a name in capitals stays in it ("title Stay Safe At Home with Sparks and Sons"):
 * who it is with is copy, "with confetti" is not.
 */
function beforeEnd(rest: string): string {
  let at = 0;
  for (;;) {
    const end = UNQUOTED_END.exec(rest.slice(at));
    if (!end) return rest;
    const named = /^\s+with\s+\p{Lu}[\p{L}'’-]*(?:(?:\s+(?:and|&|of|the))?\s+\p{Lu}[\p{L}'’-]*)+/u.exec(rest.slice(at + end.index));
    if (!named || new RegExp(DRAWN_NAME, 'iu').test(named[0])) return rest.slice(0, at + end.index);
    at += end.index + named[0].length;
  }
}
const DRAWN_NAME = String.raw`\b(?:Progress|Logo|Button|Music|Captions?|Subtitles?)\b`;

/** Words after a role word that say how or which, not what: "caption each photo", "title it", "tagline in pink". */
const NOT_TEXT_START = /^(?:it|its|them|this|that|these|those|each|every|all|the|a|an|in|on|at|with|for|to|of|and|or|should|will|is|are|be|size|font|colou?r|text|bigger|smaller|larger|goes|appears?|under|over|below|above)\b/i;

/** "…, tagline cooking for under £5 a day": a role word opening a clause, then a clause of copy in lower case. */
function lowerCaseText(reading: Reading, at: number, text: string): boolean {
  const before = reading.text.slice(0, at);
  return /(?:^|[,.;:!?]\s*|\n\s*)$/.test(before) && !NOT_TEXT_START.test(text) && text.split(/\s+/).length >= 2 && classifyClause(text) === 'content';
}

/**
 * Unquoted text after a role word, when it is set apart or capitalised: "title: our best year", "heading Fresh
 * Bread Daily". (Quotes are better: they say exactly where the text ends.)
 */
export function readUnquotedTexts(reading: Reading, from: number, to: number, taken: Set<TextRole>): Piece[] {
  const pieces: Piece[] = [];
  // "put Summer Clearance Event as the title", "with Grand Reopening as the heading": capitalised words said before
  // the role they are given.
  for (const m of reading.find(AS_ROLE, from, to)) {
    const role = roleBefore(m.groups!.role!)!.role;
    const start = m.index + m[0].indexOf(m.groups!.text!, m.groups!.verb ? m.groups!.verb.length : 0);
    taken.add(role);
    reading.take(m.groups!.verb ? m.index : start, m.index + m[0].length);
    pieces.push({ kind: 'text', start, end: m.index + m[0].length, layers: [textLayer(role, m.groups!.text!)], said: {} });
  }
  // "At the top: Fietsenmaker De Spaak", "At the bottom: Mon–Sat 9:00–18:00": a line said by the edge it goes on.
  for (const m of reading.find(EDGE_LABEL, from, to)) {
    const text = withoutStyleTail(m.groups!.text!.trim());
    if (!text || classifyClause(text) !== 'content') continue;
    const top = /^top/i.test(m.groups!.edge!);
    const role: TextRole = top && !taken.has('heading') ? 'heading' : !taken.has('subtitle') ? 'subtitle' : 'body';
    taken.add(role);
    const end = m.index + m[0].indexOf(m.groups!.text!) + m.groups!.text!.indexOf(text) + text.length;
    reading.take(m.index, end);
    pieces.push({ kind: 'text', start: m.index, end, layers: [textLayer(role, text, { placement: top ? 'top' : 'bottom' })], said: { placement: true } });
  }
  for (const m of reading.find(UNQUOTED_ROLE, from, to)) {
    const [, word, separator, restSaid] = m;
    // "title: Tidy - tiny habits, big days" on a line of its own: a short clause of copy after its comma is the title's.
    const more = separator ? /^,\s*([^\n,;.⟪\u0001]{2,30})\s*(?=\n|$)/.exec(reading.view(m.index + m[0].length, to)) : null;
    const rest = more && classifyClause(more[1]!) === 'content' && !styleClause(more[1]!) ? restSaid! + more[0] : restSaid!;
    // Where it goes, said after it ("title Spring Menu on top"), is placement.
    const text = more && rest !== restSaid ? rest.trim() : withoutStyleTail(beforeEnd(rest).trim());
    if (!text || (!separator && !/^[A-Z0-9]/.test(text) && !(/^\s/.test(reading.text.slice(m.index + word!.length)) && lowerCaseText(reading, m.index, text)))) continue;
    const role = roleBefore(word!)!.role;
    const end = m.index + m[0].indexOf(restSaid!) + rest.indexOf(text) + text.length;
    taken.add(role);
    reading.take(m.index, end);
    pieces.push({ kind: 'text', start: m.index, end, layers: [textLayer(role, text)], said: {} });
  }
  return pieces;
}

/*
 * When, where and how much, said unquoted right after a bare title: ""Summer Festival", 12–14 July at Riverside Park",
 * ""Grand opening" on Friday at 6pm", ""Modern Loft", 2 beds · 2 baths · 1,200 sq ft, priced at $1.2M". A designer sets
 * that as the subtitle; dropped, the viewer would never learn the date. Only a clause that names a date, a time, a
 * place (at + a capitalised name), a price or a listing's facts is taken: ""Hi", 5 seconds" is not.
 */
const DETAIL_AFTER = /^\s*(?:,|:|–|—|-|\bon\b|\bat\b|(?=\b(?:every|each|this|next|opens?|opening|starts?|starting|launch(?:es|ing)?|arrives?|arriving|returns?|ends?|ending|runs?|until|till|from|doors?\s+open|live)\s)|\bfor\b(?=\s*[$€£]\s?\d)|\b(?:and|with)\s+(?:the\s+|a\s+|its\s+)?(?:price|cost)(?:\s+(?:of|is|at))?\s*:?(?=\s*[$€£]\s?\d))\s*((?:[^.;!?\n⟪\u0001]|\.(?=[^\s.]))+)/i;
const DATE_OR_PLACE = new RegExp(String.raw`\b(?:${MONTHS_DAYS})\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|AM|PM)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\b|\bat\s+(?:the\s+)?[A-Z]|·|[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s*(?:beds?|baths?|bedrooms?|bathrooms?|sq\.?\s?ft|square\s+(?:feet|metres|meters)|m²|sqm|acres?|%\s+off)\b`);
const DETAIL_END = /,?\s+(?:then|and\s+then|with|in\s+(?:big|huge|large|small|tiny|bold|the|a)\b|fading|sliding|popping|typed|for\s+\d+(?:\.\d+)?\s*s)\b|,\s*(?:on|over|against)\s+(?:a|an|the)\b|,\s*(?:register|sign\s+up|book|buy|get\s+tickets|tickets|visit|join|rsvp|apply|learn\s+more|more\s+at|details\s+at)\b/i;

function detailAfter(reading: Reading, end: number, to: number): { text: string; end: number } | undefined {
  const m = DETAIL_AFTER.exec(reading.view(end, to));
  if (!m) return undefined;
  // Said with its verb ("opens March 3", "every Saturday 7am"): shown as a line of its own, "Opens March 3".
  const raw = m[1]!.split(DETAIL_END)[0]!.replace(/[\s,:–—-]+$/, '').trim();
  const text = m[0].slice(0, m[0].indexOf(m[1]!)).trim() === '' ? capitalise(raw) : raw;
  if (text.length < 3 || text.length > 100 || !DATE_OR_PLACE.test(text)) return undefined;
  const stop = end + m[0].indexOf(m[1]!) + m[1]!.indexOf(text) + text.length;
  return reading.isFree(end, stop) ? { text, end: stop } : undefined;
}

/** "… with guest Dr. Lisa Wong", "featuring Sam Lee": a name said right after a title is its subtitle ("with Dr. Lisa Wong"). */
const GUEST_AFTER = /^\s*,?\s*(with|featuring|feat\.|ft\.)\s+(?:(?:our\s+)?(?:special\s+)?guests?\s+)?((?:(?:Dr|Prof|Mr|Mrs|Ms|Sir|Dame)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})/u;

function guestAfter(reading: Reading, end: number, to: number): { text: string; end: number } | undefined {
  const m = GUEST_AFTER.exec(reading.view(end, to));
  if (!m || !/guest|featuring|feat|ft/i.test(m[0])) return undefined;
  const stop = end + m[0].length;
  const lead = /^with$/i.test(m[1]!) ? 'with' : 'featuring';
  return reading.isFree(end, stop) ? { text: `${lead} ${m[2]!}`, end: stop } : undefined;
}

/** ""Meet Aura" - the smart lamp that learns your routine": what it is, said after a dash, is the title's tagline. */
const TAGLINE_AFTER = /^\s*(?:—|–|--|-(?=\s)|:)\s*((?:(?:the|a|an|your|our)\s+|\p{L})(?:[^.;!?\n⟪\u0001]|\.(?=\S)){3,90}?)(?=\s*(?:[.;!?\n⟪\u0001]|$))/iu;

function taglineAfter(reading: Reading, end: number, to: number): { text: string; end: number } | undefined {
  const m = TAGLINE_AFTER.exec(reading.view(end, to));
  // A phrase of a few words that says something ("fresh roasted beans daily"), not how the video looks.
  if (!m || m[1]!.split(/\s+/).length > 14 || !isContentSentence(m[1]!, 2)) return undefined;
  const stop = end + m[0].length;
  return reading.isFree(end, stop) ? { text: capitalise(m[1]!.trim()), end: stop } : undefined;
}

/** "Podcast episode 42:", "Episode 7 –", "Part 3:", "Lesson 12" just before a title's quote. */
const SERIES_NUMBER_BEFORE = /(?:\bpodcast\s+|\bseason\s+\d{1,3}\s*,?\s*)?\b(episode|ep\.?|part|chapter|lesson|week|day|module|issue)\s*#?(\d{1,4})\s*[:\-–—|]?\s*$/i;

/** A subtitle said later in the scene keeps the subtitle's place. */
const SUBTITLE_SAID = /\b(?:sub-?titles?|sub-?headings?|taglines?|slogans?)\b/i;

/** Bare and role-named quotes left in [from, to), in order; roles already used in the scene are skipped for bare ones. */
export function readTexts(reading: Reading, from: number, to: number, taken: Set<TextRole>): Piece[] {
  const pieces: Piece[] = [];
  let windowStart = from;
  for (const token of reading.quoteTokens(from, to)) {
    const before = reading.view(windowStart, token.index);
    // Only the words since the last clause break name this quote's role.
    const clause = before.slice(Math.max(0, before.search(/[^,;.\u0001]*$/)));
    const named = roleBefore(clause);
    let role = named?.role;
    let start = token.index;
    let end = token.index + token[0].length;
    if (named) start = windowStart + (before.length - clause.length) + named.at;
    // "a second scene with the prices ⟪q⟫": the fact's kind, said just before its value, is understood with it.
    const kind = named ? null : FACT_KIND_BEFORE.exec(clause);
    if (kind) start = token.index - (clause.length - kind.index);
    const after = /^\s*(?:as|for)\s+(?:the|a|an|its)\s+(sub-?title|subheading|tagline|caption|title|heading|headline|body(?:\s+text)?|quote)\b/i.exec(reading.view(end, to));
    if (after) {
      role = roleBefore(after[1]!)!.role;
      end += after[0].length;
    }
    if (!role) role = (['heading', 'subtitle'] as const).find((r) => !taken.has(r)) ?? 'body';
    taken.add(role);
    const layers = [textLayer(role, reading.quote(token[1]!))];
    const detail = !named && role === 'heading' && !taken.has('subtitle') ? (detailAfter(reading, end, to) ?? guestAfter(reading, end, to) ?? taglineAfter(reading, end, to)) : undefined;
    // "Podcast episode 42: "Building in public"": the number goes with the title, in its subtitle ("Episode 42 · with …").
    const number = !named && role === 'heading' && !taken.has('subtitle') && !SUBTITLE_SAID.test(reading.view(end, to)) ? SERIES_NUMBER_BEFORE.exec(clause) : null;
    if (number) start = Math.min(start, token.index - (clause.length - number.index));
    const kicker = number ? `${capitalise(number[1]!.toLowerCase().replace(/^ep\.?$/, 'episode'))} ${number[2]}` : undefined;
    if (detail || kicker) {
      layers.push(textLayer('subtitle', [kicker, detail?.text].filter(Boolean).join(' · ')));
      taken.add('subtitle');
      if (detail) end = detail.end;
    }
    reading.take(start, end);
    pieces.push({ kind: 'text', start, end, layers, said: {} });
    windowStart = end;
  }
  return pieces;
}
