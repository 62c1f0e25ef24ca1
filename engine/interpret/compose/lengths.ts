import type { Scene, SceneDocument } from '../../../model/scene-document.js';
import { fitCounts, fitToDuration, shareDuration } from '../intents/durations.js';
import { round } from '../read/words.js';
import { finishLists, type BuiltScene } from './build-scene.js';
import type { Notes } from './notes.js';

/*
 * The last step of a reading: the lengths. Each scene's (said for all), the whole video's (shared by the scenes by
 * their content, and kept by later edits), or the chapter's own fixed length; then counters and list reveals fitted
 * to the scenes' lengths.
 */

/** The length of a scene made of one unquoted item ("each habit on its own scene: …"). */
export const ITEM_SCENE_SECONDS = 3;

export interface LengthsSaid {
  /** Seconds said for every scene. */
  each?: number;
  /** Seconds said for the whole video. */
  total?: number;
  /** The chapter's fixed length (a batch row's or an API client's), over anything said. */
  chapterDuration?: number | null;
  editing: boolean;
}

export function applyLengths(doc: SceneDocument, sceneOfBuilt: ReadonlyMap<BuiltScene, Scene>, said: LengthsSaid, notes: Notes): void {
  const { each, total, chapterDuration, editing } = said;
  if (each !== undefined) {
    for (const scene of doc.scenes) scene.duration = each;
    notes.global(`${each} s each`);
  }
  // An item given a scene of its own is a beat, not a slide to read: 3 s unless said (a narration reading it grows
  // its scene when it needs more: render/narration-scenes.ts).
  // So is a closing call to act with nothing else to read ("End on a button: shop at lunaroast.com"), after others.
  for (const [b, scene] of sceneOfBuilt) if ((b.segment.plainEnd !== undefined || b.decorated || (buttonOnly(scene) && doc.scenes.length > 1)) && b.duration === undefined && each === undefined) scene.duration = ITEM_SCENE_SECONDS;
  const saidFor = new Set([...sceneOfBuilt].filter(([b]) => b.duration !== undefined).map(([, scene]) => scene));
  if (total !== undefined) {
    doc.duration = round(total, 3);
    notes.global(`${round(total, 2)} s in total`);
  }
  const wanted = total ?? (editing ? doc.duration : undefined);
  if (chapterDuration) fitToDuration(doc, chapterDuration);
  else if (wanted !== undefined) shareDuration(doc, wanted, (scene) => each !== undefined || saidFor.has(scene));
  const lengthFixed = Boolean(chapterDuration) || wanted !== undefined || each !== undefined;
  for (const note of fitCounts(doc, (scene) => lengthFixed || saidFor.has(scene))) notes.hint(note);
  for (const [b, scene] of sceneOfBuilt) finishLists(b.pieces, scene.duration);
}

/** A scene that shows a button and nothing else to read (its decorations aside). */
function buttonOnly(scene: Scene): boolean {
  return scene.layers.some((l) => l.type === 'button') && scene.layers.every((l) => l.type === 'button' || l.type === 'particles' || l.type === 'shape' || l.type === 'progress');
}
