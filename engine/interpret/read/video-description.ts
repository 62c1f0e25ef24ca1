import { CARDINAL } from './words.js';
import { forWhomClause, withoutForWhom } from './audience.js';

/*
 * Clauses that only describe the video, decided by their shape (issue 39): whom or what occasion it is for ("for my
 * Year 4 class", "for the team meeting", "for parents", read by audience.ts, the one reader of that phrase), how its parts are shared out ("one feature each", "one phrase
 * per slide") and how many parts a title counts ("WW1 in 3 dates"). Such words are framing: never drawn, and never
 * part of the title they sit in. A name is a subject, not a purpose: "Menu for the Harbour Café" keeps its words.
 */

/** How the parts are shared out: "one feature each", "one phrase per slide", "a word per card", "two tips a slide". */
const SHARED_OUT = new RegExp(
  String.raw`^\s*(?:${CARDINAL}|a|an)\s+(?:[\p{L}-]+\s+){0,1}?[\p{L}-]+\s+(?:each|per\s+(?:slide|scene|card|screen|page|photo|picture|line)|(?:a|on\s+each)\s+(?:slide|scene|card|screen|page))[\s.!]*$`,
  'iu',
);

/** Side by side in other words, as a whole clause: "next to each other", "all beside one another". */
const BESIDE = /^\s*(?:(?:all|laid\s+out|placed|sitting|shown)\s+)?(?:next\s+to|beside|alongside)\s+(?:each\s+other|one\s+another)[\s.!]*$/i;

/** How a list is drawn, as a whole clause: "Numbered please", "bullets, no numbers", "as bullet points". */
const LIST_LOOK = /^\s*(?:(?:as|in|with)\s+)?(?:numbered|bulleted|bullets?|bullet\s+points?|no\s+(?:numbers|bullets)|numbers)(?:\s+(?:list|points))?(?:\s+(?:is|are|would\s+be)\s+(?:fine|ok|okay|good|great|best|nice|perfect))?(?:\s+(?:please|pls|thanks))?[\s.!]*$/i;

/** A count of the parts a title names, said last: "in 3 dates", "in five steps", "with 4 tips". */
const COUNTED_TAIL = new RegExp(String.raw`\s+(?:in|with|through|via)\s+${CARDINAL}\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\s*$`, 'iu');
/** How a list is drawn, said in brackets: "(bullets, no numbers)", "(numbered)", "(one at a time)". */
const LIST_LOOK_BRACKETS = /\s*\((?:[^()]*\b(?:bullets?|bulleted|numbers?|numbered|one\s+at\s+a\s+time|all\s+at\s+once|list|in\s+order)\b[^()]*)\)?\s*$/i;

/** Whether a clause only says whom or what the video is for, or how its parts are shared out. */
export function describesVideo(clause: string): boolean {
  return forWhomClause(clause) || SHARED_OUT.test(clause) || BESIDE.test(clause) || LIST_LOOK.test(clause);
}

/**
 * A lead's words without what only describes the video: whom it is for, the count of parts its title names and how
 * its list is drawn. "WW1 in 3 dates (bullets, no numbers)" → "WW1", "Deals closed for the team meeting" → "Deals
 * closed", "for my econ presentation, avg monthly rent" → "avg monthly rent".
 */
export function withoutDescription(lead: string): string {
  if (forWhomClause(lead)) return '';
  let kept = withoutForWhom(lead);
  // An unclosed bracket is the list's look cut off by a comma: "WW1 in 3 dates (bullets".
  kept = kept.replace(LIST_LOOK_BRACKETS, '').replace(/\s*\([^()]*$/, (m) => (LIST_LOOK_BRACKETS.test(`${m})`) ? '' : m));
  kept = kept.replace(COUNTED_TAIL, '');
  return kept.replace(/^[\s,–—-]+|[\s,–—-]+$/g, '').replace(/\s{2,}/g, ' ');
}
