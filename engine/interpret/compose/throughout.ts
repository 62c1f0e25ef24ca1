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
  spreadUnderEach(reading, descriptions);
  for (const { owner, piece, layer, said } of found) {
    reading.take(piece.end, piece.end + said[0].length);
    owner.pieces.splice(owner.pieces.indexOf(piece), 1);
    if (!owner.pieces.length) descriptions.splice(descriptions.indexOf(owner), 1);
    for (const scene of descriptions.filter((d) => d.pieces.length > 0)) scene.pieces.push({ ...piece, layers: [{ ...structuredClone(layer), role: 'caption' }] });
  }
  return descriptions;
}

/** "under each", "below every title", "on each one underneath": a line said once for every scene's title. */
const UNDER_EACH = /^\s*(?:under(?:neath)?|below|beneath)\s+(?:each|every|all)(?:\s+(?:one|of\s+them|scene|slide|card|title|name|room|heading))?\b/i;

/**
 * "3 scenes, one per room: 'A', 'B', 'C'. Put '60 minutes to escape' under each.": the line goes under the title of
 * every scene that has one (as its subtitle), not into the last scene alone.
 */
function spreadUnderEach(reading: Reading, descriptions: BuiltScene[]): void {
  const hasTitle = (d: BuiltScene) => d.pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading'));
  for (const owner of [...descriptions]) {
    for (const piece of [...owner.pieces]) {
      const layer = piece.layers.length === 1 ? piece.layers[0] : undefined;
      if (piece.kind !== 'text' || layer?.type !== 'text') continue;
      // Said as a sentence of its own, it made a scene of its own: that scene goes.
      if (layer.role === 'heading' && owner.pieces.length > 1) continue;
      const said = UNDER_EACH.exec(reading.text.slice(piece.end));
      if (!said) continue;
      owner.pieces.splice(owner.pieces.indexOf(piece), 1);
      const titled = descriptions.filter(hasTitle);
      if (titled.length < 2) {
        owner.pieces.push(piece);
        continue;
      }
      reading.take(piece.end, piece.end + said[0].length);
      if (!owner.pieces.length) {
        // What else its sentence said of the whole video stays ("… under each. Fade through black between scenes.").
        if (owner.transition?.everywhere) titled.at(-1)!.transition ??= owner.transition;
        descriptions.splice(descriptions.indexOf(owner), 1);
      }
      for (const scene of titled) scene.pieces.push({ ...piece, layers: [{ ...structuredClone(layer), role: 'subtitle', placement: undefined }] });
    }
  }
}
