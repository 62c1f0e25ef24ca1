import type { Reading } from '../read/reading.js';
import type { BuiltScene } from './build-scene.js';

/*
 * A text set in a corner for the whole video ("'Amy Lowe Photography' in the corner throughout", "our web address
 * bottom left on every slide"): a small line on every scene, as a logo is, never a scene of its own.
 */

const THROUGHOUT = /^[^.!?\n⟪]{0,40}?\b(?:throughout|the\s+whole\s+(?:time|way\s+through|video)|all\s+(?:the\s+)?way\s+through|(?:on|in|across)\s+(?:every|each|all(?:\s+the)?)\s+(?:slides?|scenes?|frames?|shots?))\b/i;
const CORNER = /^(?:top|bottom)-(?:left|right)$/;

/** Moves every corner text said for the whole video onto each scene (in place); returns `descriptions`. */
export function spreadThroughout(reading: Reading, descriptions: BuiltScene[]): BuiltScene[] {
  if (descriptions.length < 2) return descriptions;
  const found = descriptions.flatMap((owner) =>
    owner.pieces.flatMap((piece) => {
      const layer = piece.layers.length === 1 ? piece.layers[0] : undefined;
      if (piece.kind !== 'text' || layer?.type !== 'text' || typeof layer.placement !== 'string' || !CORNER.test(layer.placement)) return [];
      const said = THROUGHOUT.exec(reading.text.slice(piece.end));
      return said ? [{ owner, piece, layer, said }] : [];
    }),
  );
  for (const { owner, piece, layer, said } of found) {
    reading.take(piece.end, piece.end + said[0].length);
    owner.pieces.splice(owner.pieces.indexOf(piece), 1);
    if (!owner.pieces.length) descriptions.splice(descriptions.indexOf(owner), 1);
    for (const scene of descriptions.filter((d) => d.pieces.length > 0)) scene.pieces.push({ ...piece, layers: [{ ...structuredClone(layer), role: 'caption' }] });
  }
  return descriptions;
}
