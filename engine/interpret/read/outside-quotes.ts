/*
 * Quoted text is the person's own: rewrites of a prompt (its single quotes, its dictated marks) change only the words
 * outside double quotes.
 */

const DOUBLE_QUOTED = /["“”„«][^"“”„«»]*["“”„»]/g;

/** `text` with `rewrite` applied to each stretch outside double quotes; the quotes are kept as written. */
export function outsideQuotes(text: string, rewrite: (segment: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(DOUBLE_QUOTED)) {
    out += rewrite(text.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + rewrite(text.slice(at));
}

/** The words of `text` outside double quotes, joined. */
export function wordsOutsideQuotes(text: string): string {
  return text.split(DOUBLE_QUOTED).join(' ');
}
