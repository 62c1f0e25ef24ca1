import type { Editor } from './edit-target.js';
import { kindIn } from './value-kinds.js';

/*
 * "actually the address is 14 Harbour St, fix the text and the link too": a value corrected on screen, said to change
 * in a link as well. The words that differ between the old value and the new one ("12" → "14") are changed in each
 * web address shown (a button's link, a line that is an address), where the old word stands once, in its case.
 */

/** Said of a link: "the link too", "update the url as well", "and the website". */
const LINK_SAID = /\b(?:links?|urls?|web\s*address(?:es)?|web\s*sites?|web\s+links?)\b/i;

/** The words (runs of letters or of digits) of a value. */
const wordsOf = (value: string) => value.match(/\p{L}+|\p{N}+/gu) ?? [];

/** Changes in the shown links what changed from `old` to `next`, when the prompt names a link; whether any changed. */
export function followInLinks(edit: Editor, old: string, next: string): boolean {
  if (!LINK_SAID.test(edit.reading.text)) return false;
  const before = wordsOf(old);
  const after = wordsOf(next);
  if (before.length !== after.length) return false;
  const pairs = before.map((w, i) => [w.toLowerCase(), after[i]!.toLowerCase()] as const).filter(([a, b]) => a !== b);
  if (!pairs.length) return false;
  const web = kindIn('web');
  const change = (link: string): string => {
    let out = link;
    for (const [a, b] of pairs) {
      const kind = /\p{N}/u.test(a) ? '\\p{N}' : '\\p{L}';
      const at = new RegExp(`(?<!${kind})${a}(?!${kind})`, 'giu');
      const found = out.match(at) ?? [];
      if (found.length === 1) out = out.replace(at, b);
    }
    return out;
  };
  let changed = false;
  for (const scene of edit.doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type === 'button' && layer.url) {
        const url = change(layer.url);
        if (url !== layer.url) {
          edit.notes.change(`the button's link "${layer.url}" → "${url}"${edit.where(scene)}`);
          layer.url = url;
          changed = true;
        }
      }
      if (layer.type === 'text' && new RegExp(`^\\s*(?:${web.source})\\s*$`, 'iu').test(layer.text)) {
        const text = change(layer.text);
        if (text !== layer.text) {
          edit.notes.change(`"${layer.text}" → "${text}"${edit.where(scene)}`);
          layer.text = text;
          changed = true;
        }
      }
    }
  }
  return changed;
}
