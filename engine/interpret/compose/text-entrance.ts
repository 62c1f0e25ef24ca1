import type { BuiltScene } from './build-scene.js';
import type { Reading } from '../read/reading.js';
import { readEntrance, type EntranceReading } from '../intents/animation.js';

/*
 * How every text arrives, said of the texts in general in a sentence of its own: "Make the text come in like a
 * typewriter.", "All the words should fade in.", "Text should type out." Read before the scenes, so the scene the
 * sentence happens to sit in does not keep it to itself. Said before any scene, or after the last scene's own words,
 * it is every scene's; said inside a scene's description, before that scene's words, it stays that scene's.
 */

/** A sentence whose subject is the texts in general, with nothing quoted, uploaded or numbered in it. */
const TEXTS_SUBJECT = /^\s*(?:(?:and|also|oh|plus|then)\s+)?(?:(?:please|pls)\s+)?(?:(?:can|could|would)\s+you\s+)?(?:(?:make|have|let|get)\s+)?(?:all\s+(?:of\s+)?(?:the\s+)?|the\s+|every\s+|each\s+)?(?:texts?|words|writing|lettering|wording)\b(?:\s+(?:should|must|to|will|can|could|would|needs?\s+to)\b)?/i;
const SCENE_WORD = /\b(?:scenes?|slides?|cards?|screens?|first|second|third|last|final|opening|closing|intro|outro)\b|⟪|\d/i;

export interface TextEntrance {
  at: number;
  entrance: EntranceReading;
}

/** The sentence's entrance, its words marked as used; undefined when no sentence says one of the texts in general. */
export function readTextEntrance(reading: Reading): TextEntrance | undefined {
  for (const m of reading.text.matchAll(/[^.!?\n]+/g)) {
    const subject = TEXTS_SUBJECT.exec(m[0]);
    if (!subject || SCENE_WORD.test(m[0]) || !reading.isFree(m.index + subject.index, m.index + subject.index + subject[0].length)) continue;
    const entrance = readEntrance(reading, m.index + subject[0].length, m.index + m[0].length);
    if (!entrance.animation.in) continue;
    reading.take(m.index + subject.index, m.index + subject.index + subject[0].length);
    return { at: m.index, entrance };
  }
  return undefined;
}

/** The scenes the entrance is said of: all of them, or the one whose own words come after it. */
export function textEntranceTargets(said: TextEntrance, built: readonly BuiltScene[]): BuiltScene[] {
  const described = built.filter((b) => b.pieces.length > 0);
  const around = described.find((b) => said.at >= b.segment.start && said.at < b.segment.end);
  const before = described.every((b) => b.pieces.every((p) => p.start > said.at));
  const afterLast = around === described.at(-1) && around!.pieces.every((p) => p.end <= said.at);
  return !around || before || afterLast ? described : [around];
}
