import { textLayer } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import type { Segment } from '../read/segments.js';

/*
 * "… then fireworks and HAPPY NEW YEAR 2025. then 'Free entry before 10pm'": in a brief that quoted its other texts,
 * words shouted in capitals in a scene with nothing to read are that scene's heading. Who quotes some texts means the
 * rest as description, but words in capitals are written to be seen, not to describe.
 */
const SHOUTED = /(?<![\p{L}\d])(\p{Lu}{2}[\p{Lu}\d'’!&-]*(?:\s+[\p{Lu}\d][\p{Lu}\d'’!&-]+){1,6}[!?]*)(?![\p{L}\d'’])/u;

export function shoutedHeading(reading: Reading, b: { segment: Segment; pieces: Piece[] }): void {
  if (b.pieces.some((p) => p.kind !== 'logo')) return;
  const shouted = SHOUTED.exec(reading.view(b.segment.start, b.segment.end));
  // Only when the prompt is not itself in capitals, so capitals stand out as copy.
  if (!shouted || !/\p{Ll}/u.test(reading.text)) return;
  const start = b.segment.start + shouted.index;
  const end = start + shouted[1]!.length;
  if (!reading.isFree(start, end)) return;
  reading.take(start, end);
  b.pieces.push({ kind: 'text', start, end, layers: [textLayer('heading', shouted[1]!.trim())], said: {} });
}
