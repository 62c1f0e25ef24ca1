import type { Fill } from '../../../model/scene-document.js';
import type { Reading } from '../read/reading.js';
import type { Segment } from '../read/scene-plan.js';

/** What this reader needs of a described scene (compose/build-scene.ts BuiltScene). */
interface Described {
  segment: Segment;
  background?: Fill;
}

/*
 * Whose background a background is (issue 39). A colour said as a clause of its own is the whole video's, wherever
 * it stands: "… then 'Dec 14 · Old Port'. Snow falling, dark green bg, cream text." sets the video's ground though
 * it was written in the second scene's sentence. It is one scene's only when tied to it:
 *
 * - by a scene noun it describes: "then a slide with a red background", "a third screen on black", "a black card";
 * - by the scene's own text or picture it is said with: "then "B" on a red background";
 * - by a reference: "on the second one", "on the last slide, a black bg", or in an edit "scene 3: white background";
 * - or when several scenes each say a ground of their own (they differ on purpose).
 */

/** A scene noun (or "one") with its ground: "a slide with a red background", "the card on navy", "a black screen". */
const TIED_BY_NOUN =
  /\b(?:slides?|scenes?|screens?|cards?|ones?|shots?|frames?|pages?)\s+(?:with|on|in|against|over|having)\s+(?:an?\s+|the\s+|its\s+own\s+)?[^,.;!?⟪]*\b(?:background|backdrop|bg|gradient)\b|\b(?:background|backdrop|bg)\s+(?:of|for|on)\s+(?:this|that|the\s+(?:second|third|fourth|last|final|next|first))\b/i;
/** Said right after the scene's own text or picture: ""B" on a red background", "<photo> with a black bg". */
const TIED_TO_CONTENT = /^\s*(?:on|over|against|with|in\s+front\s+of)\b/i;
/** A scene named in the same clause: "on the second one", "for this slide", "the last screen". */
const TIED_BY_REFERENCE = /\b(?:this|that|the\s+(?:second|third|fourth|fifth|last|final|next|other|first|closing|opening|end))\s+(?:one|slide|scene|screen|card|shot)\b/i;

/**
 * The description whose background is the video's: the lead's, or the only one said by a scene as a clause of its
 * own. Undefined when none is.
 */
export function videoGround<T extends Described>(reading: Reading, descriptions: T[], editing: boolean): T | undefined {
  const lead = descriptions[0];
  if (!lead) return undefined;
  if (lead.background) return lead;
  const grounds = descriptions.filter((d) => d.background);
  if (grounds.length !== 1) return undefined;
  const said = grounds[0]!;
  // In an edit, "scene 3: white background" or "add a slide …" is that scene's; in a first prompt, "third slide
  // '…'. Blush pink background" is said after the scenes, of all of them.
  if (said.segment.kind === 'add' || (editing && said.segment.kind === 'index')) return undefined;
  const found = groundClause(reading.text.slice(said.segment.start, said.segment.end));
  if (!found) return undefined;
  const { clause, afterContent } = found;
  if (TIED_BY_NOUN.test(clause) || TIED_BY_REFERENCE.test(clause) || (afterContent && TIED_TO_CONTENT.test(clause))) return undefined;
  return said;
}

/**
 * The clause of `text` that says a ground, from the punctuation (or the quote or picture) before its ground word to
 * the punctuation after, and whether it follows a quote or picture directly; undefined
 * when the ground was said only of a frame noun ("a black screen", "a plain white slide": that scene's own).
 */
function groundClause(text: string): { clause: string; afterContent: boolean } | undefined {
  const m = /\b(?:background|backdrop|bg|gradient)\b/i.exec(text.replace(/⟪[a-z]\d+⟫/g, (t) => ' '.repeat(t.length)));
  if (!m) return undefined;
  const start = Math.max(...[',', '.', ';', '!', '?', ':', '\n', '⟫'].map((c) => text.lastIndexOf(c, m.index) + 1));
  const rest = text.slice(m.index).search(/[,.;!?:\n⟪]/);
  // Right after a quote or a picture ("⟪q1⟫ on a red background"), not after a comma: said with that content.
  return { clause: text.slice(start, rest < 0 ? text.length : m.index + rest), afterContent: text[start - 1] === '⟫' };
}
