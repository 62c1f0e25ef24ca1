import type { PARTICLE_KINDS, SceneDocument } from '../../../model/scene-document.js';
import type { Notes } from '../compose/notes.js';
import type { Reading } from '../read/reading.js';

/*
 * One decoration swapped for another in a later prompt ("swap the snow for stars", "change the confetti to
 * balloons"): the new kind where the old one was. Read before the decorations' own reader (effects.ts), which
 * would otherwise add the new kind beside the old.
 */

/** A decoration's word: "snowflakes" is snow, "sparkle" sparkles. */
const DECORATION = String.raw`snow(?:flakes?)?|stars?|confetti|sparkles?|glitter|bubbles?|hearts?|balloons?|fireworks?`;
const SWAP = new RegExp(String.raw`\b(?:swap|replace|change|switch|turn)\s+(?:the\s+)?(?:falling\s+|floating\s+)?(${DECORATION})\s+(?:for|with|to|into)\s+(?:some\s+)?(?:twinkling\s+|falling\s+|floating\s+)?(${DECORATION})\b`, 'i');

function decorationKind(word: string): (typeof PARTICLE_KINDS)[number] {
  const w = word.toLowerCase();
  if (w.startsWith('snow')) return 'snow';
  if (w === 'glitter' || w.startsWith('sparkle')) return 'sparkles';
  if (w === 'confetti') return 'confetti';
  return `${w.replace(/s$/, '')}s` as (typeof PARTICLE_KINDS)[number];
}

/** Swaps the decoration named for the one asked, and takes the words. */
export function swapDecorations(reading: Reading, doc: SceneDocument, notes: Notes): void {
  const m = reading.first(SWAP);
  if (!m) return;
  const [from, to] = [decorationKind(m[1]!), decorationKind(m[2]!)];
  const layers = doc.scenes.flatMap((scene) => scene.layers.filter((l): l is Extract<typeof l, { type: 'particles' }> => l.type === 'particles' && l.kind === from));
  if (!layers.length) return;
  for (const layer of layers) layer.kind = to;
  reading.takeMatch(m);
  notes.change(`${to} instead of ${from}`);
}
