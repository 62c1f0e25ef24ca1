import type { CaptionStyle, Layer, SceneDocument } from '../../../model/scene-document.js';
import type { Cue } from './captions-vtt.js';
import { splitCues } from './split-cues.js';

/*
 * A narration with captions and nothing else on screen ("read this out with captions, nothing else"): an empty frame
 * with a strip of subtitles at the bottom is not a design. The captions become the scene's type instead: a few words
 * at a time, large, centred on the frame, in the bold outlined caption look (`lines` becomes `line`; karaoke and
 * word keep their own), over the background's slow drift (scene/background.ts). Nothing else moves: the document is
 * the same, only how its captions are drawn.
 */

/** Layers that decorate without words: a chapter of only these has nothing to read but its captions. */
const DECORATION: ReadonlySet<Layer['type']> = new Set(['particles', 'shape', 'graphic']);

/** Words at most in one kinetic cue: a glance's worth. */
export const KINETIC_WORDS = 4;

/** Whether the narration's captions are all the chapter shows (so they are set centre frame, large). */
export function captionsCarryTheChapter(doc: Pick<SceneDocument, 'narration' | 'scenes'>): boolean {
  return doc.narration?.captions === true && doc.scenes.every((s) => s.layers.every((l) => DECORATION.has(l.type)));
}

/** The caption style kinetic type is drawn in: the bold outlined look for `lines`, a style of its own kept. */
export function kineticStyle(style: CaptionStyle): Exclude<CaptionStyle, 'lines'> {
  return style === 'lines' ? 'line' : style;
}

/** The cues cut into runs of at most KINETIC_WORDS words, each shown while it is spoken. */
export function kineticCues(cues: readonly Cue[]): Cue[] {
  return splitCues(cues, (text) => text.split(/\s+/).filter(Boolean).length <= KINETIC_WORDS);
}
