import { textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { classifyClause } from '../read/roles.js';

/*
 * A cheer or a thank-you that closes the prompt as a sentence of its own ("… progress bar at the top. Well done
 * Riverside Runners 🏃", "… Thank you to all our volunteers!") is copy for the last scene, in a brief that quoted
 * nothing: the line under its title or figure. Words to the tool at the end ("Thanks!", "Cheers") are courtesy and
 * never drawn.
 */

/** The prompt's last sentence: after a stop or a line break, to the end (an emoji may close it). */
const LAST_SENTENCE = /(?:^|[.!?\n]\s*)([^.!?\n⟪⟫\u0001]{4,90}?)\s*([.!?]+)?\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
/** Words said to the viewers to cheer or thank them, with whom they are said to. */
const CHEER = /^(?:well\s+done|congratulations|congrats|thank\s+you|thanks\s+to|happy\s+\p{L}+|good\s+luck|see\s+you|cheers\s+to|here['’]s\s+to|welcome|go\s+team|you\s+did\s+it)\b\s+\S/iu;

/** Adds the closing line to the last scene's `pieces`, when the prompt ends on one. */
export function closingLine(reading: Reading, pieces: Piece[]): void {
  if (reading.typedQuotes > 0) return;
  const m = LAST_SENTENCE.exec(reading.text);
  if (!m) return;
  const words = m[1]!.trim();
  const start = m.index + m[0].indexOf(m[1]!);
  const end = reading.length;
  if (!CHEER.test(words) || !reading.isFree(start, start + m[1]!.length) || classifyClause(words) !== 'content') return;
  const layers = pieces.flatMap((p) => p.layers);
  const has = (role: string) => layers.some((l) => l.type === 'text' && l.role === role);
  if (has('subtitle') || (has('heading') && has('body'))) return;
  const role = has('heading') || layers.some((l) => l.type === 'counter' || l.type === 'chart' || l.type === 'list') ? 'subtitle' : 'heading';
  reading.take(start, end);
  pieces.push({ kind: 'text', start, end, layers: [textLayer(role, `${words}${m[2]?.startsWith('!') ? '!' : ''}`)], said: {} });
}
