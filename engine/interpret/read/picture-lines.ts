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
    i = j;
  }
  return out.join('\n');
}
