import { textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { classifyClause } from '../read/roles.js';

/*
 * A name or a cry that opens the prompt as a sentence of its own ("IRONWORKS GYM. number going up to 500 …", "Sale
 * ends in... count down from 60", "Open mic night! …") is the title of the first scene, when nothing else gave that
 * scene a heading. Only a short sentence that is copy by its shape: shouted in capitals, or closed by "!" or "...";
 * what the video is ("Birthday invite!!!", "January promo.") is framing and never shown.
 */

const MAX_WORDS = 6;
/** The prompt's first sentence: to ". ", "! ", "... " or a line break. */
const FIRST_SENTENCE = /^\s*([^.!?\n⟪⟫]{2,80}?)(\.{3}|…|!+|\.)(?=\s|$)/u;

/** Puts the title at the front of the first scene's `pieces`, when it has one to give. */
export function openingTitle(reading: Reading, pieces: Piece[]): void {
  const headings = pieces.flatMap((p) => p.layers.filter((l) => l.type === 'text' && l.role === 'heading'));
  const subtitled = pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'subtitle'));
  // A heading said later ("Underneath: Use code X") goes under the opening one, when it is the only text.
  if (headings.length > 1 || (headings.length === 1 && subtitled) || pieces.some((p) => p.lead)) return;
  // Only beside what draws no title of its own: a counter, a list, a chart, pictures.
  if (!pieces.some((p) => p.kind === 'counter' || p.kind === 'list' || p.kind === 'layout' || p.kind === 'media')) return;
  const m = FIRST_SENTENCE.exec(reading.text);
  if (!m) return;
  const [, words, stop] = m;
  const start = m.index + m[0].indexOf(words!);
  const end = start + words!.length + stop!.length;
  if (!reading.isFree(start, end)) return;
  const count = words!.trim().split(/\s+/).length;
  const shouted = /\p{Lu}{2}/u.test(words!) && !/\p{Ll}/u.test(words!);
  if (count > MAX_WORDS || (!shouted && stop === '.') || classifyClause(words!) !== 'content') return;
  // A cry in a brief that quoted its texts is read with the sentences of copy around it (content-sentences.ts):
  // "Black Friday sale! Up to 60% off everything." is a slide of its own. "Sale ends in..." runs on into what follows.
  if (/^!/.test(stop!) && reading.typedQuotes > 0 && !shouted) return;
  if (headings.length && pieces.some((p) => p.start < end && p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) return;
  reading.take(start, end);
  for (const l of headings) if (l.type === 'text') l.role = 'subtitle';
  const text = stop === '!' || stop!.startsWith('!') ? `${words!.trim()}!` : stop === '.' ? words!.trim() : `${words!.trim()}…`;
  pieces.unshift({ kind: 'text', start, end, layers: [textLayer('heading', text)], said: {} });
}
