import { CARDINAL } from './words.js';

/*
 * Clauses that only describe the video, decided by their shape (issue 39): whom or what occasion it is for ("for my
 * Year 4 class", "for the team meeting", "for parents"), how its parts are shared out ("one feature each", "one phrase
 * per slide") and how many parts a title counts ("WW1 in 3 dates"). Such words are framing: never drawn, and never
 * part of the title they sit in. A name is a subject, not a purpose: "Menu for the Harbour Café" keeps its words.
 */

/** Who a video is made for, or the occasion or medium it is made for: a word class, not a brief's words. */
const PURPOSE_NOUN = String.raw`(?:parents|families|kids|children|pupils|students|learners|class|classes|classroom|year\s+\d{1,2}s?|team|staff|colleagues|co-?workers|employees|customers|clients|guests|members|followers|subscribers|viewers|audience|volunteers|patients|residents|visitors|presentation|report|meeting|assembly|briefing|stand-?up|all-?hands|newsletter|lesson|lecture|seminar|workshop|webinar|training|induction|onboarding|screens?|tvs?|displays?|monitors?|projectors?|window|lobby|noticeboard|signage|website|feed|page|channel|socials?|stories|story|status|whatsapp|instagram|insta|tiktok|youtube|facebook|linkedin)`;
/** Words that may qualify the purpose noun: "my Year 4 class", "the monthly IT report", "our weekly team meeting". */
const QUALIFIER = String.raw`(?:[\p{Ll}\d][\p{L}\d'’-]*|IT|HR|PTA|AGM|\p{Lu}{2,5})`;
/** Where the medium is ("the screen by the bar", "the TV in reception"). */
const WHERE = String.raw`(?:\s+(?:in|at|by|of|near|behind)\s+(?:the\s+|our\s+|my\s+)?[\p{Ll}][\p{L}-]*(?:\s+[\p{Ll}][\p{L}-]*)?)?`;
const PURPOSE_PHRASE = String.raw`\bfor\s+(?:(?:the|my|our|a|an|this|his|her|their|your)\s+)?(?:${QUALIFIER}\s+){0,3}${PURPOSE_NOUN}${WHERE}\b`;

/** "for my Year 4 class", "for the monthly IT report", "for parents", "for the screen by the bar": a whole clause. */
const PURPOSE_CLAUSE = new RegExp(String.raw`^\s*${PURPOSE_PHRASE}[\s.!]*$`, 'iu');
/** The same inside a lead, with what sets it apart: "Specials for the screen by the bar", "for the team meeting –". */
const PURPOSE_INSIDE = new RegExp(String.raw`\s*${PURPOSE_PHRASE}(?:\s*[,–—-](?=\s|$))?`, 'giu');

/** How the parts are shared out: "one feature each", "one phrase per slide", "a word per card", "two tips a slide". */
const SHARED_OUT = new RegExp(
  String.raw`^\s*(?:${CARDINAL}|a|an)\s+(?:[\p{L}-]+\s+){0,1}?[\p{L}-]+\s+(?:each|per\s+(?:slide|scene|card|screen|page|photo|picture|line)|(?:a|on\s+each)\s+(?:slide|scene|card|screen|page))[\s.!]*$`,
  'iu',
);

/** Side by side in other words, as a whole clause: "next to each other", "all beside one another". */
const BESIDE = /^\s*(?:(?:all|laid\s+out|placed|sitting|shown)\s+)?(?:next\s+to|beside|alongside)\s+(?:each\s+other|one\s+another)[\s.!]*$/i;

/** How a list is drawn, as a whole clause: "Numbered please", "bullets, no numbers", "as bullet points". */
const LIST_LOOK = /^\s*(?:(?:as|in|with)\s+)?(?:numbered|bulleted|bullets?|bullet\s+points?|no\s+(?:numbers|bullets)|numbers)(?:\s+(?:please|pls|thanks|list))?[\s.!]*$/i;

/** A count of the parts a title names, said last: "in 3 dates", "in five steps", "with 4 tips". */
const COUNTED_TAIL = new RegExp(String.raw`\s+(?:in|with|through|via)\s+${CARDINAL}\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\s*$`, 'iu');
/** How a list is drawn, said in brackets: "(bullets, no numbers)", "(numbered)", "(one at a time)". */
const LIST_LOOK_BRACKETS = /\s*\((?:[^()]*\b(?:bullets?|bulleted|numbers?|numbered|one\s+at\s+a\s+time|all\s+at\s+once|list|in\s+order)\b[^()]*)\)?\s*$/i;

/** Whether a clause only says whom or what the video is for, or how its parts are shared out. */
export function describesVideo(clause: string): boolean {
  return PURPOSE_CLAUSE.test(clause) || SHARED_OUT.test(clause) || BESIDE.test(clause) || LIST_LOOK.test(clause);
}

/**
 * A lead's words without what only describes the video: whom it is for, the count of parts its title names and how
 * its list is drawn. "WW1 in 3 dates (bullets, no numbers)" → "WW1", "Deals closed for the team meeting" → "Deals
 * closed", "for my econ presentation, avg monthly rent" → "avg monthly rent".
 */
export function withoutDescription(lead: string): string {
  let kept = lead.replace(PURPOSE_INSIDE, ' ');
  // An unclosed bracket is the list's look cut off by a comma: "WW1 in 3 dates (bullets".
  kept = kept.replace(LIST_LOOK_BRACKETS, '').replace(/\s*\([^()]*$/, (m) => (LIST_LOOK_BRACKETS.test(`${m})`) ? '' : m));
  kept = kept.replace(COUNTED_TAIL, '');
  return kept.replace(/^[\s,–—-]+|[\s,–—-]+$/g, '').replace(/\s{2,}/g, ' ');
}
