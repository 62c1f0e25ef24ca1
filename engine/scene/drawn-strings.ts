import type { Layer, SceneDocument } from '../../model/scene-document.js';

/*
 * What a scene document puts on screen as words, layer by layer: texts, list items, chart titles, labels and values,
 * counters at their end value, buttons and their address, highlights, picture labels (a before/after's default
 * "Before"/"After"), and the narration when it is captioned. One list, used by the interpreter's accounting (which of
 * a prompt's words are shown) and by the blind-brief scorer (what a viewer can read).
 */

const grouped = (value: number, decimals: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true }).format(value);

export function layerStrings(layer: Layer): string[] {
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

