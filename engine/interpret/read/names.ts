/*
 * A capitalised word inside a capitalised name phrase is part of the name, never a word to the tool (issue 39):
 * "Castle Square" is a place, not the square format; "Bounce Town" a venue, not a bouncing entrance; "Fade Studio"
 * a business, not a fade. A name phrase is two or more capitalised words with only spaces between them. Words of
 * the format and platform vocabulary do not make a name with their neighbour ("Instagram Stories", "Square Video"
 * are asked formats), and neither does a word that only starts its sentence ("Square. Title …" is two sentences).
 */

/** Words that, capitalised beside a format or motion word, still ask for it ("For TikTok", "Make Square"). */
const TOOL_WORDS = /^(?:instagram|insta|ig|tiktok|youtube|yt|facebook|fb|snapchat|linkedin|whatsapp|stories|story|reels?|shorts?|posts?|feed|video|videos|format|mode|size|frame|crop|aspect|ratio|vertical|horizontal|portrait|landscape|square|widescreen|hd|full|transition|transitions|in|out|effect|animation|style|please|pls|for|on|to|with|make|use|as|and|then|also)$/i;

const capitalised = (word: string) => /^\p{Lu}/u.test(word) && word !== word.toUpperCase();

/** Whether [start, end) of `text` is a capitalised word standing in a name phrase with a neighbouring capitalised word. */
export function insideName(text: string, start: number, end: number): boolean {
  const word = /^[\p{L}'’-]+/u.exec(text.slice(start, end))?.[0];
  if (!word || !capitalised(word)) return false;
  const before = /([\p{L}'’-]+)[ \t]+$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const after = /^[ \t]+([\p{L}'’-]+)/u.exec(text.slice(end, end + 40))?.[1];
  const named = (neighbour: string | undefined) => neighbour !== undefined && capitalised(neighbour) && !TOOL_WORDS.test(neighbour);
  return named(before) || named(after);
}

/** The matches (absolute offsets, as Reading.find gives them) that are not inside a name. */
export function outsideNames(text: string, matches: RegExpExecArray[]): RegExpExecArray[] {
  return matches.filter((m) => !insideName(text, m.index, m.index + m[0].length));
}

/** The first of the matches that is not inside a name. */
export function firstOutsideNames(text: string, matches: RegExpExecArray[]): RegExpExecArray | undefined {
  return outsideNames(text, matches)[0];
}
