import { ARRANGED } from './roles.js';
import { ASKING_VERBS } from './clauses.js';
import type { Reading } from './reading.js';
import { withoutDescription } from './video-description.js';
import { titleForViewers } from './audience.js';
import { capitalise, CARDINAL } from './words.js';

/*
 * The one reader of a list's lead: the words before its items that may be its title. "5 tips for saving money: …"
 * (listLead), "Thanksgiving menu: …" said before items another reader took (listTitle), and "explain how vaccines
 * work in four steps: …" whose subject is the title (explainLead).
 */

/** The nouns that name a list (in English, and "liste", "lista"): "tips", "steps", "menu board", "agenda items". */
export const LIST_NOUN = String.raw`(?:list|liste|listes|lista|listas|elenco|opsomming|bullets?(?:\s+points?)?|bullet\s+list|points|items|steps|stages|reasons|tips|agenda(?:\s+items)?|features|benefits|checklist|highlights|takeaways|facts|ideas|options|things|questions|rules|goals|lessons|secrets|ways|mistakes|myths|tricks|hacks|advantages|pros|cons|priorities|milestones|topics|principles|values|services|products|examples|tasks|ingredients|instructions|men(?:u|ú(?=\s|:))(?:\s+(?:board|card))?|prices|price\s+list|schedule|line-?up|specials|classes|courses|perks|plans|tiers|packages|pricing(?:\s+(?:plans|tiers))?|options|what['’]?s\s+on|what['’]?s\s+happening|activities|attractions|(?:we['’]ll|we\s+will|there['’]ll|there\s+will)\s+(?:have|be)(?=\s*:)|we(?:\s+have|['’]ve\s+got)(?=\s*:))`;

/** Words of a list's lead that say nothing a viewer needs: framing, counts, the list word, its arrangement, how it arrives (shown). */
const LEAD_FILLER = new RegExp(String.raw`^(?:here|are|show(?:ing|n|s)?|displayed|revealed|appearing|appears?|popping|coming|animated|list(?:ing|ed)?|make|create|add|with|an?|the|my|our|your|some|these|of|for|on|about|to|and|${CARDINAL}|top|numbered|ordered|bulleted|bullet(?:ed)?|short|quick|simple|plain|basic|clean|clear|tidy|neat|key|main|big|little|small|important|side|by|in|row|columns?|grid|as|cards|tiles|one|per|line|slide|each|own|board|card|whats|happening|we|well|weve|there|therell|will|have|be|got|${LIST_NOUN})$`, 'i');

/** Asked for before the items ("List the stalls:", "can you list our classes:"): the request is no part of a title. */
export const LIST_REQUEST = /^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:list|show|give|add|include|put)\s+(?:me\s+|us\s+)?(?:all\s+)?(?:(?:the|our|my|some|these|those|your|them|it)\b)?\s*/i;

/** Only framing, counts and list words ("3 steps numbered", "the main points"): no title. */
export function onlyListWords(text: string): boolean {
  const words = text.split(/\s+/).map((w) => w.replace(/[^\p{L}\d-]/gu, '')).filter(Boolean);
  return words.length > 0 && words.every((w) => LEAD_FILLER.test(w));
}

/** A request to explain, before a count of steps: "explain how vaccines work in", "show why sleep matters in". */
export const EXPLAIN_LEAD = /\b(?:explain(?:s|ing)?|show(?:s|ing)?|teach(?:es|ing)?|walk\s+(?:me\s+|us\s+)?through|(?:an?\s+)?(?:explainer|video)\s+(?:on|about))\s+((?:how|why|what|when)\s+[^,;:⟪\u0001]{3,50}?|(?!(?:it|this|that|them|me|us)\s)\p{L}[\p{L}'’ -]{2,40}?)\s+(?:in|with|using)\s*$/iu;

/**
 * The title of "explain how vaccines work in four steps:" said before a list another reader took: the subject
 * asked about ("How vaccines work"), and where the request starts in `text`.
 */
export function explainLead(text: string): { title: string; index: number } | undefined {
  const counted = new RegExp(String.raw`\s+${CARDINAL}\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s\s*[:—–]\s*$`, 'iu').exec(text);
  if (!counted) return undefined;
  const asked = EXPLAIN_LEAD.exec(text.slice(0, counted.index + 1));
  return asked ? { title: capitalise(asked[1]!.trim()), index: asked.index } : undefined;
}

/**
 * The heading a list's lead makes: "5 tips for saving money: …" → "5 tips for saving money", "Menu board for the
 * café: …" → "Menu for the café". None when the lead is only framing and the list word ("three points:", "a list
 * of our features:"), or is too long to be a title.
 */
/** How a list is marked, said in brackets beside its words: "bullet points (not numbered)", "steps (numbered)". */
export const BRACKETED_MARKS = /\(\s*(?:(?:not|no|un)[\s-]?(?:numbered|numbers|numbering)|bullets?|bulleted|unordered|(?<numbered>numbered|ordered))\s*\)/gi;

export function listLead(text: string): string | undefined {
  // "the classes as a list, one line at a time", "The method, as a numbered list": the things listed are the title.
  const lead = (titleForViewers(text.replace(BRACKETED_MARKS, ' ').replace(/,?\s+as\s+(?:a\s+)?(?:numbered\s+|bulleted\s+|bullet(?:ed)?\s+)?(?:list|bullet\s+points|bullets|points)\b.*$/is, '').replace(/[\s:—–-]+$/, '')) ?? '')
    .replace(/,.*$/, '')
    .replace(/^\s*(?:(?:here\s+are|these\s+are)\s+)/i, '')
    .replace(LIST_REQUEST, '')
    // "a list of key dates", "List of key dates" (its noun taken by the list's reader: "of key dates").
    .replace(/^(?:(?:a|an|the)\s+)?(?:(?:numbered|bulleted|short)\s+)?(?:list\s+)?of\s+/i, '')
    // How the items arrive, said as a clause of the list ("a numbered list where the items come in one by one").
    .replace(/\s*\b(?:where|in\s+which|with|and)\s+(?:the\s+)?(?:items|points|steps|lines|bullets|they|each(?:\s+one)?)\s+(?:com(?:e|es|ing)\s+(?:in|up|on)|appear\w*|pop\w*(?:\s+up)?|slid\w*\s+in|(?:are\s+)?shown|(?:are\s+)?revealed)\b.*$/i, '')
    // "a bullet list that comes in one line at a time": how it arrives, said as a relative clause.
    // ("a numbered list that shows one step at a time": what it shows, said with how.)
    .replace(/\s*\b(?:that|which)\s+(?:com(?:e|es|ing)\s+(?:in|up|on)|appear\w*|pop\w*(?:\s+up)?|slid\w*\s+in|(?:is|are)\s+(?:shown|revealed)|build\w*(?:\s+up)?|animat\w*|reveal\w*|(?:shows?|showing|goes|runs|lists?)(?=\s+(?:(?:one|each|every|an?)\s+(?:\w+\s+)?(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|(?:them|it|the\s+\w+)\s+(?:one\s+(?:at\s+a\s+time|by\s+one)|in\s+turn))))\b.*$/i, '')
    // The order they come in is no part of it: "the class schedule in this order".
    .replace(/\s+in\s+(?:this|that|the\s+following|the\s+same)\s+order\b/i, '')
    .replace(/^menu\s+(?:board|card)\b/i, 'Menu')
    // What the list is shown on is no part of its title: "Agenda slide for DevCon" is "Agenda for DevCon".
    .replace(/\b(menu|agenda|schedule|timetable|line-?up|price\s+list|prices|specials|programme|program)\s+(?:(?:board|card|slide|video|post|reel|screen|page|graphic|sign|poster|story)\s*)+/i, '$1 ')
    // How the items are laid out or revealed is no part of it: "items on screen at once", "tips one at a time".
    .replace(new RegExp(ARRANGED.source, 'giu'), ' ')
    .replace(/\u0001+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A method's list names its subject: "Steps for overnight oats" is "Overnight oats".
  const titled = withoutDescription(lead).replace(/^(?:(?:the|recipe|easy|simple|quick)\s+)*(?:steps|instructions|directions|method)\s+(?:for|to)\s+/i, '');
  if (!titled || /[⟪⟫\u0001]/.test(lead)) return undefined;
  const words = titled.split(/\s+/);
  if (words.length < 2 || words.length > 9 || titled.length > 60) return undefined;
  if (words.every((w) => LEAD_FILLER.test(w.replace(/[^\p{L}\d-]/gu, '')))) return undefined;
  return capitalise(titled);
}

/** A list's title said with its noun: "Thanksgiving menu:", "Friday's line-up:", "Our summer specials —". */
const LIST_TITLE = /(?:^|(?<=[.!?:]\s+))\s*((?:[\p{L}\d'’&-]+\s+){1,4}(?:menu|agenda|schedule|line-?up|specials|prices|price\s+list|timetable|programme|program))\s*(?::|[—–](?=\s)|\s-(?=\s))/iu;

/**
 * "Thanksgiving menu: …": the lead's words with its list noun, when the text starts with them (or a sentence does).
 * Asked for ("Show our winter prices:"), the request is no part of it ("Winter prices"), and with only the list word
 * left there is no title.
 */
export function listTitle(text: string): { index: number; title?: string } | undefined {
  const named = LIST_TITLE.exec(text);
  if (!named) return undefined;
  const words = named[1]!.trim();
  const rest = words.slice(LIST_REQUEST.exec(words)?.[0].length ?? 0);
  return { index: named.index, ...(onlyListWords(rest) ? {} : { title: capitalise(rest) }) };
}

/**
 * Whether [from, to) ends with a sentence of its own before a list: "Recipe: Pancakes. Step 1: …", and "Careers at
 * Northwind. Show <4 perks as cards: …>" (the list took the verb's object, leaving the verb, which is marked as
 * used). Not when the words before the list run on into it.
 */
export function sentenceBeforeList(reading: Reading, from: number, to: number): boolean {
  // Words another reader took between (what the items are: "Ingredients as a list") end no sentence of their own.
  if (/[.!?:]\s*$/.test(reading.text.slice(from, to)) || /[.!?:][\s\u0001]*\u0001[\s\u0001]*$/.test(reading.view(from, to))) return true;
  const verb = /[.!?]\s+((?:(?:please|now|then|and)\s+)*([\p{L}]+)\s*)$/u.exec(reading.leftover(from, to));
  if (!verb || !ASKING_VERBS.has(verb[2]!.toLowerCase())) return false;
  reading.take(from + verb.index + verb[0].indexOf(verb[1]!), to);
  return true;
}
