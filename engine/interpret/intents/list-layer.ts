import type { ListLayer } from '../../../model/scene-document.js';
import { animation } from '../compose/layers.js';

/**
 * What is left of a remark in brackets after an item once its request was read ("Pony rides (one at a time please)"
 * leaves "( please)"): courtesy only, never the item's.
 */
const LEFT_REMARK = /\s*\(\s*(?:(?:please|pls|thanks|thank\s+you|if\s+possible|would\s+be\s+(?:lovely|great|nice|good|amazing)|ta)\s*[!.]*\s*)*\)\s*$/i;

/** Items without what is left of a remark in brackets. */
export const withoutLeftRemarks = (items: string[]): string[] => items.map((i) => i.replace(LEFT_REMARK, '')).filter((i) => i.trim());

/** A list layer of at most ten items (each at most 200 characters), in rows unless laid `across`. */
export function listLayer(items: string[], numbered: boolean, across = false): ListLayer {
  const clean = withoutLeftRemarks(items);
  return { type: 'list', items: clean.slice(0, 10).map((i) => i.slice(0, 200)), numbered, stagger: 0.6, arrangement: across ? 'columns' : 'rows', start: 0, animation: animation() };
}
