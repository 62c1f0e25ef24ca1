import { converter } from 'culori';
import { resolveColour } from '../../engine/designer-colours.js';

/*
 * Whether a colour in the document is of the family a person named ("warm orange", "navy", "neon green"), through
 * the designer's colour words and OKLCH (culori): a chromatic word needs a colour of some chroma within 40° of its
 * hue; a neutral one (black, white, grey, cream) a colour of little chroma and a lightness near its own. Shades are
 * not judged: "navy" is met by any dark blue, "orange" by any orange.
 */

const oklch = converter('oklch');
const NEUTRAL_CHROMA = 0.045;

/** The colour a phrase names, `#rrggbb`: the designer's words, read from the last word back ("warm orange"). */
export function colourOfWord(phrase: string): string | undefined {
  const words = phrase.toLowerCase().replace(/[^a-z0-9# -]/g, ' ').trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const hex = resolveColour(words.slice(start).join(' '));
    if (hex) return hex;
  }
  return undefined;
}

/** Whether `actual` (`#rrggbb`) is of the family of colour `word`; undefined when the word names no colour. */
export function sameFamily(word: string, actual: string): boolean | undefined {
  const wanted = colourOfWord(word);
  // "dark background", "a light one": a lightness asked for, of any hue.
  const tone = /^\s*(?:(dark|darker|deep)|(light|lighter|pale))\s*$/i.exec(word);
  if (!wanted && tone) return tone[1] ? oklch(actual)!.l < 0.4 : oklch(actual)!.l > 0.8;
  if (!wanted) return undefined;
  const w = oklch(wanted)!;
  const a = oklch(actual)!;
  const wc = w.c ?? 0;
  const ac = a.c ?? 0;
  if (wc < NEUTRAL_CHROMA) return ac < NEUTRAL_CHROMA * 2 && Math.abs(w.l - a.l) <= 0.25;
  if (ac < 0.03) return false;
  const d = Math.abs(((w.h ?? 0) - (a.h ?? 0) + 540) % 360 - 180);
  return d <= 40;
}
