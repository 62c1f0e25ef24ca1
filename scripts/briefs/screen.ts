import type { Layer, SceneDocument } from '../../model/scene-document.js';

/*
 * The strings the renderer draws, scene by scene, as a viewer reads them: texts (every role, lower thirds included),
 * list items, chart titles, labels and values, counters (their final number, as drawn), buttons and their URL,
 * highlights, layout labels (a before/after split is labelled Before and After unless told otherwise) and, when the
 * narration is captioned, its words. Compared after `normalise`: case, punctuation and spacing do not count.
 */

const grouped = (value: number, decimals: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true }).format(value);

function layerStrings(layer: Layer): string[] {
  switch (layer.type) {
    case 'text':
      return [layer.text];
    case 'list':
      return layer.items;
    case 'chart':
      return [layer.title, layer.subtitle, ...layer.data.map((d) => d.label), ...layer.data.map((d) => `${layer.prefix ?? ''}${grouped(d.value, Number.isInteger(d.value) ? 0 : 1)}${layer.unit ?? ''}`)].filter((s): s is string => Boolean(s));
    case 'counter':
      return [`${layer.prefix}${grouped(layer.to, layer.decimals)}${layer.suffix}`];
    case 'button':
      return [layer.text, ...(layer.url ? [layer.url] : [])];
    case 'graphic':
      return layer.text ? [layer.text] : [];
    case 'layout':
      return layer.arrangement === 'before-after' ? layer.cells.map((c, i) => c.label ?? (i === 0 ? 'Before' : 'After')) : layer.cells.flatMap((c) => (c.label ? [c.label] : []));
    default:
      return [];
  }
}

/** Each scene's drawn strings, in drawing order; captions of the narration count in every scene. */
export function drawnStrings(doc: SceneDocument): string[][] {
  const captions = doc.narration?.captions ? [doc.narration.text] : [];
  return doc.scenes.map((scene) => [...scene.layers.flatMap(layerStrings), ...captions]);
}

/** Lower case, letters and digits only, single spaces: "Sourdough Saturdays!" and "sourdough  saturdays" match. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}£$€¥%&+#@]+/gu, ' ')
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
