import { textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import { ASKING_VERBS } from '../read/clauses.js';
import { onlyListWords } from '../read/list-lead.js';
import type { Reading } from '../read/reading.js';
import { courtesy, framing, styleClause } from '../read/roles.js';
import type { Segment } from '../read/segments.js';

/*
 * "Tutoring with Mr Okafor: 1. Maths 2. Physics 3. Chemistry." in a brief that quoted its other texts: the words
 * before the colon that opens a scene's one list are its title, when they are a name (capitalised) and no request,
 * look, framing or list word ("Numbered list:", "Make a list:", "Bright colours:").
 */
const LABEL = /(?:^|[.!?\n]\s*)(\p{Lu}[^.!?:⟪⟫\u0001\n]{2,58}?)\s*:\s*$/u;

export function listLabelTitle(reading: Reading, b: { segment: Segment; pieces: Piece[] }): void {
  const lists = b.pieces.filter((p) => p.kind === 'list');
  if (lists.length !== 1 || lists[0]!.lead || b.pieces.some((p) => p.kind === 'text' || p.kind === 'quote' || p.kind === 'chart' || p.kind === 'counter')) return;
  const to = lists[0]!.start;
  if (to <= b.segment.start) return;
  const label = LABEL.exec(reading.view(b.segment.start, to));
  if (!label) return;
  const words = label[1]!.trim();
  const first = words.split(/\s+/)[0]!.toLowerCase();
  if (words.split(/\s+/).length < 2 || ASKING_VERBS.has(first) || onlyListWords(words) || courtesy(words) || framing(words) || styleClause(words)) return;
  const start = b.segment.start + label.index + label[0].indexOf(label[1]!);
  reading.take(start, to);
  b.pieces.push({ kind: 'text', start, end: to, layers: [textLayer('heading', words)], said: {} });
}
