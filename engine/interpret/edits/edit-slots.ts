import type { Scene, SceneDocument } from '../../../model/scene-document.js';
import { numberValue } from '../read/words.js';

/*
 * The strings on screen an edit can rewrite by their words (edit-words.ts): texts and buttons, a list's items, a
 * chart's labels, a layout's cell labels, a counter's figure.
 */

/** One string on screen that an edit can rewrite. */
export interface Slot {
  scene: Scene;
  text: string;
  /** Sets the string (cut to what its layer holds) and returns it as set. */
  set: (text: string) => string;
}

export function slotsOf(doc: SceneDocument, only?: Scene): Slot[] {
  const slots: Slot[] = [];
  for (const scene of doc.scenes) {
    if (only && scene !== only) continue;
    for (const layer of scene.layers) {
      if (layer.type === 'text' || layer.type === 'button') slots.push({ scene, text: layer.text, set: (t) => (layer.text = t.slice(0, layer.type === 'button' ? 40 : 500)) });
      if (layer.type === 'list') layer.items.forEach((item, i) => slots.push({ scene, text: item, set: (t) => (layer.items[i] = t.slice(0, 200)) }));
      if (layer.type === 'chart') layer.data.forEach((d) => slots.push({ scene, text: d.label, set: (t) => (d.label = t.slice(0, 40)) }));
      if (layer.type === 'layout') layer.cells.forEach((c) => c.label && slots.push({ scene, text: c.label, set: (t) => (c.label = t.slice(0, 60)) }));
      // A counter's figure, as written ("12,000"): "make it 12,500 not 12,000" sets where it counts to.
      if (layer.type === 'counter') {
        // Its label ("STREAM STARTING" under a countdown): "change STREAM STARTING to WE'RE LIVE SOON".
        const lead = /^\s*/.exec(layer.suffix ?? '')![0];
        if (/\p{L}/u.test(layer.suffix ?? '')) slots.push({ scene, text: layer.suffix!.trim(), set: (t) => (layer.suffix = `${lead}${t}`.slice(0, 40)) });
        slots.push({
          scene,
          text: layer.to.toLocaleString('en-US', { maximumFractionDigits: layer.decimals }),
          set: (t) => {
            const value = numberValue(t.replace(/[^\d.,−-]/g, ''));
            if (Number.isFinite(value) && /\d/.test(t)) layer.to = value;
            return t;
          },
        });
      }
    }
  }
  return slots;
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of a phrase that name something, in lower case: no articles or small joining words. */
export const wordsOf = (text: string) => text.toLowerCase().replace(/['’]s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !/^(?:the|a|an|on|of|in|for|and|at|one)$/.test(w));
/** The words of `phrase` inside `text`, whole and in order (any case), as a pattern. */
export const partPattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
