import { lineDirection } from './direction.js';
import { measure } from './measure.js';
import type { HAlign } from './raster.js';
import type { SetBlock } from './set-block.js';

/*
 * Where the words of a set block are, as raster.ts draws it: each line aligned in the block's width, its words at
 * their advance from the line's start (widths measured as the layout measured them, measure.ts, so kerning and
 * tracking are counted the same way). A word's box runs from its line's cap top to its descent, relative to the
 * block's ink box (top-left 0,0): what a highlight behind a word of a title covers (layers/highlight.ts).
 * Right-to-left lines are laid out from their right end.
 */

export interface WordBox {
  /** The word as set (punctuation attached to it included). */
  text: string;
  line: number;
  /** The word's index among the block's words, in reading order (word-by-word entrances count the same way). */
  index: number;
  /** Graphemes of the block before this word ends (typewriter entrances count graphemes). */
  graphemesThrough: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const count = (s: string) => [...graphemes.segment(s)].length;

export function wordBoxes(block: SetBlock, align: HAlign): WordBox[] {
  const out: WordBox[] = [];
  let index = 0;
  let before = 0;
  block.lines.forEach((line, k) => {
    const lineX = align === 'left' ? 0 : align === 'right' ? block.width - line.width : (block.width - line.width) / 2;
    const rtl = lineDirection(line.text) === 'rtl';
    const top = k * block.lineHeight;
    const h = block.capHeight + block.face.descent * block.px;
    let at = 0;
    for (const word of line.text.split(' ')) {
      const start = line.text.indexOf(word, at);
      const lead = measure(block.face, line.text.slice(0, start), block.px);
      const w = measure(block.face, word, block.px);
      const x = rtl ? line.width - lead - w : lead;
      out.push({ text: word, line: k, index, graphemesThrough: before + count(line.text.slice(0, start + word.length)), x: lineX + x, y: top, w, h });
      at = start + word.length;
      index++;
    }
    before += count(line.text);
  });
  return out;
}

/** Normalised for matching a word said in a prompt to a word as set ("Sale!" is "sale"). */
export function wordKey(word: string): string {
  return word.normalize('NFKC').toLocaleLowerCase().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
}

/**
 * The run of consecutive words of `boxes` that is `phrase` (one word or several on one line), compared without
 * case and the punctuation around each word; undefined when the block does not say it.
 */
export function findPhrase(boxes: readonly WordBox[], phrase: string): WordBox[] | undefined {
  const want = phrase.split(/\s+/).map(wordKey).filter(Boolean);
  if (!want.length) return undefined;
  for (let i = 0; i + want.length <= boxes.length; i++) {
    const run = boxes.slice(i, i + want.length);
    if (run.every((b, n) => wordKey(b.text) === want[n] && b.line === run[0]!.line)) return run;
  }
  return undefined;
}
