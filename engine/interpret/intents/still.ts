import type { Reading } from '../read/reading.js';

/*
 * "still", "no animation", "static", "nothing moves": the whole video keeps still (the document's `still`), so the
 * background does not drift and scenes cut (engine/render/background.ts, transitions.ts). The words are only looked
 * at, not taken: the same words also stop the layers they are said of (animation.ts reads them there).
 */
// A bare "still" is stillness only said last, of the pictures or after one: "pitches still available" is copy.
const STILL = /\b(?:no\s+(?:animations?|motion|movement)|without\s+(?:any\s+)?(?:animations?|motion|movement)|not\s+animated|nothing\s+moves|static|(?:(?:keep|make|have)\s+(?:it|everything|them|the\s+(?:photos?|pictures?|images?))\s+|completely\s+|totally\s+|(?:stays?|remains?|be|is|are)\s+)still|(?<=⟫\s*)still|still(?=\s*(?:[.,;!?]|$)|\s+(?:please|pls|images?|pictures?|photos?|frames?|shots?|background)\b))\b/i;
/** A later prompt that asks for motion again ("animate it", "add some motion") lifts a document's stillness. */
const MOVING = /\b(?:animate(?:d)?\s+(?:it|everything|the\s+video)|add\s+(?:some\s+)?(?:motion|movement|animation)|make\s+it\s+move)\b/i;

/** true: the prompt asks for stillness; false: it asks for motion again; undefined: it says neither. */
export function readStill(reading: Reading): boolean | undefined {
  if (reading.first(MOVING)) return false;
  if (reading.first(STILL)) return true;
  return undefined;
}
