import type { Layer } from '../../../model/scene-document.js';

/*
 * Which layers share their scene with another block: a short title alone (or with its subtitle) is the scene's hero
 * and grows as one (typeset/set-block.ts SHORT_TITLE_MAX); beside a chart, a list, a counter or a paragraph it names
 * what they show, and stays a title's size (`shared`).
 */

/** Roles set in a title's own block: a title with only these beside it is still the scene's hero. */
const TITLE_BLOCK: ReadonlySet<string> = new Set(['heading', 'subtitle']);

const isBlock = (l: Layer) => l.type === 'text' || l.type === 'list' || l.type === 'chart' || l.type === 'counter';
const titleOwn = (l: Layer) => l.type === 'text' && TITLE_BLOCK.has(l.role);
const together = (a: Layer, b: Layer, s: number) => a.start < (b.end ?? s + 10) && b.start < (a.end ?? s + 10);

/** The layers on screen with another block that is not their title's own, at any time of the scene. */
export function sharedLayers(layers: readonly Layer[], sceneSeconds: number): Set<Layer> {
  const shared = new Set<Layer>();
  for (const a of layers)
    for (const b of layers)
      if (a !== b && isBlock(a) && isBlock(b) && !(titleOwn(a) && titleOwn(b)) && together(a, b, sceneSeconds)) shared.add(a);
  return shared;
}
