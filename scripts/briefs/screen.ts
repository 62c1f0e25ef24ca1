export { drawnStrings } from '../../engine/scene/drawn-strings.js';

/*
 * The strings the renderer draws, scene by scene, as a viewer reads them: texts (every role, lower thirds included),
 * list items, chart titles, labels and values, counters (their final number, as drawn), buttons and their URL,
 * highlights, layout labels (a before/after split is labelled Before and After unless told otherwise) and, when the
 * narration is captioned, its words (engine/scene/drawn-strings.ts, shared with the interpreter's accounting).
 * Compared after `normalise`: case, punctuation and spacing do not count.
 */

/** Lower case, letters and digits only, single spaces: "Sourdough Saturdays!" and "sourdough  saturdays" match. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/g, '')
    // A thousands comma is no break: "1,300" is read as 1300.
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/[^\p{L}\p{N}£$€¥%&+#@]+/gu, ' ')
    // A currency sign is a word of its own: "15$" reads "15" and "$", as "$15" does.
    .replace(/\s*([£$€¥])\s*/gu, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `phrase` is read in `strings` as whole words: inside one string, or across a scene's strings read in order. */
export function readIn(phrase: string, strings: readonly string[]): boolean {
  const wanted = ` ${normalise(phrase)} `;
  if (wanted.trim() === '') return true;
  if (strings.some((s) => ` ${normalise(s)} `.includes(wanted))) return true;
  return ` ${strings.map(normalise).join(' ')} `.includes(wanted);
}

/** Where `phrase` is first read: [scene, string] (scene-major), or undefined. */
export function firstPlace(phrase: string, scenes: readonly (readonly string[])[]): [number, number] | undefined {
  const wanted = ` ${normalise(phrase)} `;
  for (let s = 0; s < scenes.length; s++) {
    const i = scenes[s]!.findIndex((t) => ` ${normalise(t)} `.includes(wanted));
    if (i >= 0) return [s, i];
  }
  return undefined;
}
