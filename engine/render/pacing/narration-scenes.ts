import type { SceneDocument } from '../../../model/scene-document.js';

/*
 * A narration that reads the scenes' words keeps pace with them (docs/writing-prompts.md: narration). When the voice
 * reads each scene's text in order ("Wake early. Read daily. Exercise." over a scene per habit, or a voiceover made
 * from the screen's words), the phrases are not spoken one after another from the first frame: each scene's first
 * phrase starts a moment after its scene does, and a scene whose phrases run past it grows to hold them. Without this
 * the voice said all five habits in the first six seconds of a thirty-second reel, while "Wake early" was on screen.
 * Durations only grow (a length the prompt gave is a minimum), and nothing moves when the chapter's length is fixed.
 */

/** From a scene's first frame to its words. */
export const PACE_LEAD_SECONDS = 0.35;
/** Kept after a scene's last word before the next scene starts. */
export const PACE_HOLD_SECONDS = 0.5;

export interface ScenePacing {
  /** Where each phrase starts on the narration track (chapter seconds: the narration starts with the chapter). */
  starts: number[];
  /** Every scene's duration, grown where its phrases need it. */
  durations: number[];
}

const normal = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const wordsOf = (text: string) => text.split(/\s+/).map(normal).filter(Boolean);

/** The words a scene shows, in reading order: its texts, list items and button. */
function sceneText(scene: SceneDocument['scenes'][number]): string[] {
  const words: string[] = [];
  for (const layer of scene.layers) {
    if (layer.type === 'text') words.push(...wordsOf(layer.text));
    else if (layer.type === 'list') for (const item of layer.items) words.push(...wordsOf(item));
    else if (layer.type === 'button') words.push(...wordsOf(layer.text));
  }
  return words;
}

/**
 * The first phrase of each scene, when the narration reads every scene's words in order: a phrase starting with a
 * scene's first words (up to three) opens that scene. Undefined when any scene with words is not read, or when there
 * are fewer than two scenes: the narration is then a voice of its own, spoken from the start.
 */
export function sceneOpenings(doc: SceneDocument, phrases: readonly string[]): (number | undefined)[] | undefined {
  if (doc.scenes.length < 2) return undefined;
  const heads = phrases.map(wordsOf);
  const openings: (number | undefined)[] = [];
  let next = 0;
  for (const scene of doc.scenes) {
    const words = sceneText(scene);
    if (!words.length) {
      openings.push(undefined);
      continue;
    }
    const head = words.slice(0, 3);
    let found: number | undefined;
    for (let i = next; i < heads.length; i++) {
      const phrase = heads[i]!;
      if (head.every((w, k) => phrase[k] === w)) {
        found = i;
        break;
      }
    }
    if (found === undefined) return undefined;
    openings.push(found);
    next = found + 1;
  }
  return openings.filter((o) => o !== undefined).length >= 2 ? openings : undefined;
}

/**
 * Places the phrases (each `seconds[i]` long, at least `pause` apart) on the scenes that open with them, and grows a
 * scene that would end before its last phrase and a breath. The last scene is left to the narration's own fit
 * (narration-fit.ts grows it).
 */
export function paceScenes(doc: SceneDocument, openings: readonly (number | undefined)[], seconds: readonly number[], pause: number): ScenePacing {
  const durations = doc.scenes.map((s) => s.duration);
  const starts: number[] = new Array(seconds.length).fill(0);
  const sceneOf: number[] = seconds.map(() => 0);
  let owner = 0;
  for (let i = 0; i < seconds.length; i++) {
    const opens = openings.findIndex((o) => o === i);
    if (opens >= 0) owner = opens;
    sceneOf[i] = owner;
  }
  let sceneStart = 0;
  let prevEnd = -Infinity;
  let i = 0;
  for (let s = 0; s < durations.length; s++) {
    let lastEnd = sceneStart;
    for (; i < seconds.length && sceneOf[i] === s; i++) {
      const earliest = openings[s] === i ? sceneStart + (s === 0 ? 0 : PACE_LEAD_SECONDS) : 0;
      starts[i] = Math.max(earliest, prevEnd + pause);
      prevEnd = starts[i]! + seconds[i]!;
      lastEnd = prevEnd;
    }
    if (s < durations.length - 1) durations[s] = Math.max(durations[s]!, Math.ceil((lastEnd + PACE_HOLD_SECONDS - sceneStart) * 1000) / 1000);
    sceneStart += durations[s]!;
  }
  return { starts, durations };
}
