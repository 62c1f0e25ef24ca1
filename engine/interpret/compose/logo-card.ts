import type { Reading } from '../read/reading.js';
import type { BuiltScene } from './build-scene.js';

/*
 * A later scene said to hold the logo alone ("then wipe to a final scene with just our logo", "end card: the logo"):
 * an end card, the logo large in the middle of its own scene, not a corner mark spread over the others (which is
 * what a logo said with other things is: compose/scenes.ts spreadLogo).
 */

const CARD_WORDS = /\b(?:(?:final|last|closing|end(?:ing)?)\s+(?:scene|slide|card|screen|frame|shot)|end\s*card|outro|(?:just|only)\s+(?:(?:our|my|the|a|your|their)\s+)?(?:company\s+|brand\s+|shop\s+)?logo)\b/i;
/** An end card's logo: a third of the frame's width (a corner mark is 0.15). */
const CARD_SCALE = 0.32;

/** Marks the logo-only later scenes that were said as scenes, and sets their logo as an end card's (in place). */
export function markLogoCards(reading: Reading, descriptions: readonly BuiltScene[]): void {
  for (const b of descriptions.slice(1)) {
    if (!b.pieces.length || !b.pieces.every((p) => p.kind === 'logo')) continue;
    if (!CARD_WORDS.test(reading.text.slice(b.segment.start, b.segment.end))) continue;
    b.logoCard = true;
    for (const layer of b.pieces.flatMap((p) => p.layers)) {
      if (layer.type !== 'logo') continue;
      layer.placement = 'center';
      layer.scale = Math.max(layer.scale, CARD_SCALE);
    }
  }
}

/** Whether a built scene is an end card (its logo is its own, never spread over the other scenes). */
export const isLogoCard = (b: BuiltScene): boolean => b.logoCard === true;
