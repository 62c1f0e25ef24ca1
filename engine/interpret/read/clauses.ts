import type compromise from 'compromise';
import { createRequire } from 'node:module';

/*
 * Whether a clause is an instruction: it starts with a verb in the imperative. compromise (English parts of speech)
 * tags imperatives it knows ("make it sparkle", "highlight the word", "read it aloud"); the verbs people use to ask a
 * video tool for something are a word class of their own, since the tagger misses some ("put this at the bottom",
 * "use our brand blue").
 */

export const ASKING_VERBS = new Set(
  `add make put highlight read turn use show keep drop set place move give have let play include insert remove delete swap
   change rename replace switch start end open close fade zoom pan speed slow mute trim cut crop center centre align
   write type spell say narrate voice caption subtitle animate colour color paint tint darken lighten enlarge shrink
   double halve hold freeze loop repeat skip bring reveal flash label`.split(/\s+/),
);
/**
 * compromise's one-file build, loaded when a clause first needs it. Its ES module sources are some hundreds of files:
 * importing them cost every engine process 0.9 s before it read a word, the one-file build 0.35 s.
 */
let tagger: typeof compromise | undefined;
export function nlp(text: string): ReturnType<typeof compromise> {
  tagger ??= createRequire(import.meta.url)('compromise') as typeof compromise;
  return tagger(text);
}

const LEAD_FILLER = /^(?:(?:please|pls|and|then|also|now|just|so|can\s+you|could\s+you|i\s+want\s+you\s+to|let's)\s+)*/i;

/** The first word of `clause` after fillers ("please", "can you", "then"), when it is a verb of asking, lower-cased. */
export function askingVerb(clause: string): string | undefined {
  const text = clause.replace(/⟪[^⟫]*⟫|[\u2061\u0001]/g, ' ').replace(LEAD_FILLER, '').trim();
  const first = /^[\p{L}'-]+/u.exec(text)?.[0];
  // A word in capitals is shouted copy ("SHOW UP HUNGRY"), not a request.
  if (!first || (first.length > 1 && first === first.toUpperCase())) return undefined;
  return ASKING_VERBS.has(first.toLowerCase()) ? first.toLowerCase() : undefined;
}

/** Whether `clause` asks for something (an instruction), by its first verb. */
export function isInstruction(clause: string): boolean {
  const text = clause.replace(/⟪[^⟫]*⟫|[\u2061\u0001]/g, ' ').replace(LEAD_FILLER, '').trim();
  const first = /^[\p{L}'-]+/u.exec(text)?.[0].toLowerCase();
  if (first && ASKING_VERBS.has(first)) return true;
  return text !== '' && nlp(text).has('^#Imperative');
}

/**
 * A clause that ends on a verb of wanting, its object taken by another reader: "We're moving office and need",
 * "for the fair I'd like". A request whose thing asked for was read elsewhere, never copy.
 */
const WANTING_CUT = /\b(?:we|i|(?:we|i)['’](?:re|m|d))\b[^.!?]*\b(?:need|needs|want|wants|would\s+like|['’]d\s+like|(?:are|am|is)\s+after|(?:are|am|is)\s+looking\s+for)(?:\s+(?:a|an|some|the|it|one))?[\s,:;–—-]*$/i;
export function wantingCut(clause: string): boolean {
  return WANTING_CUT.test(clause.replace(/[\u2061\u0001]/g, ' ').trim());
}
