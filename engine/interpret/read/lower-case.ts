import { classifyClause } from './roles.js';
import { BUSINESS_NOUN, MONTHS_DAYS } from './words.js';

/*
 * Prompts typed all in lower case, as many people type on a phone: "the title is summer reading challenge". Text to
 * show is found by its capitals after most leads (display-text.ts); in such a prompt, the words after a lead that
 * names the title are its text, capitals or not, unless they say how it looks ("the title is too small").
 */

/**
 * Whether a prompt was typed in lower case: no word but a sentence's first, "I", or a month's or a day's name opens
 * with a capital ("okay new video the title is summer reading challenge. then a chart for January").
 */
export function typedInLowerCase(typed: string): boolean {
  const month = new RegExp(`^(?:${MONTHS_DAYS})$`);
  // An upload's address or bare id is no word of the writer's: its id has capitals however the prompt was typed.
  const text = typed.replace(/\b[a-z][a-z\d+.-]*:\/\/\S+|\bast_[A-Za-z0-9]{21}\b/gi, (url) => ' '.repeat(url.length));
  return [...text.matchAll(/\p{L}[\p{L}'’-]*/gu)].every((m) => !/^\p{Lu}/u.test(m[0]) || m[0] === 'I' || month.test(m[0]) || /(?:^|[.!?:\n])\s*$/.test(text.slice(0, m.index)));
}

/**
 * A lead that names the title or says words go on screen: "the title is", "heading should be", "put the title",
 * "text …", "text on top …", "at the start put …", and "put …" with where it goes said after the words (the lead
 * alone is "put ": display-text.ts matched it only with a placement ahead).
 */
const NAMING_LEAD = new RegExp(
  String.raw`(?:\b(?:title|heading|headline)\s+(?:(?:should|will|must)\s+be|is|says|reads)\s*:?` +
    String.raw`|\b(?:put|use|with|add|show|write)\s+(?:the\s+|a\s+)?(?:title|heading|headline|text|words|caption|subtitle|tagline|slogan)|\b(?:and|plus)\s+(?:the\s+|a\s+)(?:caption|subtitle|tagline|slogan)` +
    String.raw`|^(?:put|write|stick|pop|slap)` +
    String.raw`|\b(?:my|our)\s+${BUSINESS_NOUN}\s+name(?:\s+is)?\s*[:,]?` +
    String.raw`|\b(?:at|in)\s+the\s+(?:end|start|beginning|bottom|top)\s*,?\s*(?:put|show|write|have|add|display)` +
    String.raw`|(?:^|\b(?:then|please|and)\s+)text(?:\s+(?:on\s+top|up\s+top|(?:across|at|along|on|in)\s+the\s+(?:top|bottom|middle|centre|center)))?)\s+$`,
  'i',
);
/** Words that open what is said of the title, not its text: "too small", "in pink", "fine", "wrong". */
const ABOUT_IT = /^(?:too|very|so|quite|really|a\s+bit|bit|way|much|kind\s+of|not|in|on|at|bigger|smaller|larger|wrong|fine|ok|okay|good|great|perfect)\b/i;

/** Whether `rest`, after a naming `lead` in a lower-case prompt, is the title's text. */
export function namedInLowerCase(lead: string, rest: string): boolean {
  const clause = rest.split(/[,.;!?\n]/)[0]!;
  // Nor a look ("the title should be big and bold"): its first word alone says so. A name may open with a colour
  // ("my company name green thumb landscaping").
  const named = /\bname\b/i.test(lead);
  return NAMING_LEAD.test(lead) && !ABOUT_IT.test(rest) && classifyClause(clause) === 'content' && (named || classifyClause(clause.trim().split(/\s+/)[0] ?? '') === 'content');
}
