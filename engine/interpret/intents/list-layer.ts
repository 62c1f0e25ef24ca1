import type { ListLayer } from '../../../model/scene-document.js';
import { animation } from '../compose/layers.js';

/** A list layer of at most ten items (each at most 200 characters), in rows unless laid `across`. */
export function listLayer(items: string[], numbered: boolean, across = false): ListLayer {
  return { type: 'list', items: items.slice(0, 10).map((i) => i.slice(0, 200)), numbered, stagger: 0.6, arrangement: across ? 'columns' : 'rows', start: 0, animation: animation() };
}
