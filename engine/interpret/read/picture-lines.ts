import { askingVerb } from './clauses.js';

/*
 * Pictures given one per line with their words ("- {photo} Ana Ribeiro, CTO at Fluxo", "{photo} Margherita £9"): each
 * line is a scene of its own, the picture with its words as its caption, or as a lower third when the lines before
 * them ask for a name on each ("their headshot with a name strip:"). Rewritten as scenes said one after another, as
 * if typed "Then <picture> with the caption: <words>."; only when two lines or more in a row are all of this shape
 * and every line's words are copy (a capital, a figure or a quote first; no request, no motion said).
 */

const PICTURE = String.raw`(?:https?:\/\/\S+|\bast_[A-Za-z0-9]{21}\b)`;
const LINE = new RegExp(String.raw`^[ \t]*(?:[-•*▪◦‣]|\d{1,2}[.)])?[ \t]*(${PICTURE})[ \t]*(?:[-–—:,][ \t]*)?(\S[^\n]*?)[ \t]*$`);
/** Words that are copy: opening with a capital, a figure, a currency or a quote. */
const COPY = /^["“'‘]|^[\p{Lu}\d£$€]/u;
/** Words about the picture's motion or look, never copy. */
const MOTION = /\b(?:zoom(?:s|ing)?|pan(?:s|ning)?|ken\s+burns|fades?|slow(?:ly)?|full\s*(?:screen|frame)|blur(?:red)?|crop(?:ped)?|filter)\b/i;
const CAPTION_ON_EACH = /\b(?:captions?|labels?|texts?|titles?|words|each|every)\b/i;
const NAME_ON_EACH = /\b(?:lower[- ]thirds?|name\s*(?:strips?|straps?|tags?|plates?|cards?|bars?|banners?|badges?|captions?|supers?)|chyrons?)\b/i;

const NEXT_ITEM = /^[ \t]*([-•*▪◦‣]|\d{1,2}[.)])[ \t]+(\S[^\n]*?)[ \t]*$/;
const listMark = (line: string) => /^[ \t]*([-•*▪◦‣]|\d{1,2}[.)])/.exec(line)?.[1];
/** Whether `next` is the mark after `mark` in one list: the same bullet, or the next number with the same stop. */
function follows(mark: string, next: string): boolean {
  const n = /^(\d+)([.)])$/.exec(mark);
  const m = /^(\d+)([.)])$/.exec(next);
  return n && m ? Number(m[1]) === Number(n[1]) + 1 && m[2] === n[2] : !n && !m && mark === next;
}

export function withPictureLines(prompt: string): string {
  const lines = prompt.split('\n');
  const shaped = lines.map((line) => {
    const m = LINE.exec(line);
    return m && COPY.test(m[2]!) && !askingVerb(m[2]!) && !MOTION.test(m[2]!) && !new RegExp(PICTURE).test(m[2]!) ? m : null;
  });
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && shaped[j]) j++;
    if (j - i < 2) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    const before = lines.slice(Math.max(0, i - 2), i).join(' ');
    // Captions already said of each ("one photo per slide with a caption on each:") are read as said (display-text.ts).
    if (!NAME_ON_EACH.test(before) && CAPTION_ON_EACH.test(before)) {
      out.push(...lines.slice(i, j));
      i = j;
      continue;
    }
    const kind = NAME_ON_EACH.test(before) ? 'a lower third' : 'the caption';
    for (let k = i; k < j; k++) {
      const [, url, words] = shaped[k]!;
      const said = /^["“'‘]/.test(words!) ? ` ${words}` : `: ${words!.replace(/[.!]+$/, '')}`;
      out.push(`Then ${url} with ${kind}${said}.`);
    }
    // The list goes on past its pictures ("1. <a> 'A' / 2. <b> 'B' / 3. 'Free shipping'"): a line of copy marked as
    // the next of the same list is a scene of its own too, not more words for the last picture.
    for (let mark = listMark(lines[j - 1]!); j < lines.length && mark; j++) {
      const next = NEXT_ITEM.exec(lines[j]!);
      if (!next || !follows(mark, next[1]!) || !COPY.test(next[2]!) || askingVerb(next[2]!) || new RegExp(PICTURE).test(next[2]!)) break;
      out.push(`Then a scene: ${/^["“'‘]/.test(next[2]!) ? next[2] : `${next[2]!.replace(/[.!]+$/, '')}.`}`);
      mark = next[1]!;
    }
    i = j;
  }
  return out.join('\n');
}
