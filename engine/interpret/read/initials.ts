/*
 * An initial before a word in lower case ("Make your own T. rex mask", "E. coli"): its full stop ends no sentence.
 * The readers split sentences at full stops in many places, some of them case-blind, so the stop is held as a
 * one-dot leader while the prompt is read and given back in everything the reading returns.
 */

const HELD = '\u2024';

/** Words that open a sentence typed in lower case ("… plan A. then show …"): the stop before them is one. */
const OPENS_SENTENCE = /^(?:then|and|also|make|add|put|show|use|the|it|its|we|i|please|pls|with|so|now|next|after|finally|last|but|can|could|this|that|our|my)\b/;

export function withInitialsHeld(prompt: string): string {
  return prompt.replace(/(?<![\p{L}\p{N}'’])(\p{Lu})\.(?=[ \t]+(\p{Ll}+))/gu, (whole, letter: string, _next: string, at: number) => {
    const next = /^[ \t]+(\p{Ll}+)/u.exec(prompt.slice(at + whole.length))![1]!;
    return OPENS_SENTENCE.test(next) ? whole : `${letter}${HELD}`;
  });
}

/** `value` (a document, a summary) with each held stop given back. */
export function withInitialsGiven<T>(value: T): T {
  const json = JSON.stringify(value);
  return json === undefined || !json.includes(HELD) ? value : (JSON.parse(json.replaceAll(HELD, '.')) as T);
}
