import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { lowerThird } from './lower-third-words.js';

/*
 * A name with a line said under it, as people describe a name card: "with the name Tom Hughes and underneath Head
 * Groundsman, Ashford Cricket Club", "name: Dr Ana Ruiz, below it Head of Physics". The name and the line under it are
 * a lower third (text.ts draws it), the line kept whole.
 */

const NAME_THEN_LINE = new RegExp(
  String.raw`\b(?:(?:the|a|his|her|their|my)\s+)?name\s*(?:is|:)?\s*${QUOTE}\s*,?\s*(?:and\s+)?(?:then\s+)?(?:underneath|below|beneath|under)(?:\s+(?:it|that|the\s+name|him|her))?\s*(?:is|says|:|,)?\s*${QUOTE}`,
  'gi',
);

/** Names with a line said under them in [from, to), as lower thirds; their words are taken. */
export function readNameLines(reading: Reading, from: number, to: number): Piece[] {
  return reading.find(NAME_THEN_LINE, from, to).map((m) => {
    reading.takeMatch(m);
    const layers = lowerThird(reading.quote(m[1]!), reading.quote(m[2]!));
    return { kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers, said: {} } satisfies Piece;
  });
}
