import type { SceneDocument } from '../../../model/scene-document.js';
import type { Cue } from '../captions/captions-vtt.js';
import { FPS, framesFor } from '../layout.js';

/*
 * A list revealed one item at a time keeps pace with the narration that reads it (docs/writing-prompts.md:
 * narration): each item enters a moment before the narration says its first words, not on a fixed stagger that
 * showed "Keep the room cool" a second after the voice had said it. The narration's words are timed by then (the
 * captions' words, chapter seconds); an item is found by its first words, in order. The list keeps one start and
 * one stagger (the scene document's), fitted to the first and the last item's words.
 */

/** How long before its words an item starts entering: its eased fade is mostly in when the voice reaches it. */
export const LEAD_SECONDS = 0.3;

const normal = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const wordsOf = (text: string) => text.split(/\s+/).map(normal).filter(Boolean);

/** Chapter seconds at which the narration says each item's first words (in order), or undefined for one it never says. */
export function itemTimes(items: readonly string[], words: readonly { text: string; start: number }[], from = 0): (number | undefined)[] {
  const said = words.map((w) => ({ word: normal(w.text), start: w.start })).filter((w) => w.word);
  let at = 0;
  while (at < said.length && said[at]!.start < from - 0.05) at++;
  return items.map((item) => {
    const head = wordsOf(item).slice(0, 2);
    if (!head.length) return undefined;
    for (let i = at; i + head.length <= said.length; i++) {
      if (head.every((w, k) => said[i + k]!.word === w)) {
        at = i + head.length;
        return said[i]!.start;
      }
    }
    return undefined;
  });
}

/** The shortest a scene before a list may become when the cut to the list moves earlier. */
const MIN_BEFORE_SECONDS = 1;

/**
 * The document with its one-at-a-time lists timed to the narration's words; the same document when none changes.
 * When the voice reaches a list before its scene begins (a title scene held on while the first tip was said), the
 * cut to the list moves earlier, to a moment before that tip's words (the scene before shortens, down to
 * MIN_BEFORE_SECONDS; the chapter keeps its length).
 */
export function listsFollowNarration(doc: SceneDocument, cues: readonly Cue[] | undefined): SceneDocument {
  const words = (cues ?? []).flatMap((c) => c.words ?? []);
  if (!words.length) return doc;
  const copy = structuredClone(doc);
  let changed = false;
  const frames = copy.scenes.map((scene) => framesFor(scene.duration));
  const startFrame = (s: number) => frames.slice(0, s).reduce((a, f) => a + f, 0);
  for (const [s, scene] of copy.scenes.entries()) {
    for (const layer of scene.layers) {
      if (layer.type !== 'list' || layer.stagger <= 0 || layer.items.length < 2) continue;
      // Words from the scene before on: the voice may read the list while the scene before is still on screen.
      const times = itemTimes(layer.items, words, s > 0 ? startFrame(s - 1) / FPS : 0);
      const first = times[0];
      const last = times.at(-1);
      if (first === undefined || last === undefined || times.some((t) => t === undefined)) continue;
      const want = Math.round((first - LEAD_SECONDS) * FPS);
      if (s > 0 && want < startFrame(s) && layer.start === 0) {
        const earliest = startFrame(s - 1) + Math.round(MIN_BEFORE_SECONDS * FPS);
        const moved = startFrame(s) - Math.max(earliest, want);
        if (moved > 0) {
          frames[s - 1]! -= moved;
          frames[s]! += moved;
          copy.scenes[s - 1]!.duration = Math.round((frames[s - 1]! / FPS) * 1000) / 1000;
          scene.duration = Math.round((frames[s]! / FPS) * 1000) / 1000;
          changed = true;
        }
      }
      const sceneStart = startFrame(s) / FPS;
      const start = Math.max(layer.start, first - sceneStart - LEAD_SECONDS);
      const stagger = Math.max(0.1, (last - first) / (layer.items.length - 1));
      // Only when the narration reads the list while its scene is on screen.
      if (start + stagger * (layer.items.length - 1) > scene.duration - 0.5) continue;
      layer.start = Math.round(start * 1000) / 1000;
      layer.stagger = Math.round(stagger * 1000) / 1000;
      changed = true;
    }
  }
  return changed ? (copy as SceneDocument) : doc;
}
