import type { LayoutLayer } from '../../../model/scene-document.js';
import type { Editor } from './edit-target.js';
import { cardinalValue } from '../read/words.js';

/*
 * A layout cut down to some of its pictures: "actually just use the first two, side by side", "only keep the last
 * three", "just the first 2 photos as a split". Two left are a split (or what is said: "stacked", "before and
 * after"); three or four, a grid. A picture in picture keeps its arrangement.
 */

const HOW_MANY = String.raw`(two|three|four|[2-4])`;
export const KEEP_CELLS = new RegExp(
  String.raw`\b(?:(?:just|only)\s+(?:(?:use|keep|show|have)\s+)?|(?:use|keep|show|have)\s+(?:(?:just|only)\s+)?)the\s+(first|last)\s+${HOW_MANY}(?:\s+(?:photos|pictures|pics|images|clips|videos|shots|ones))?(?:\s*,?\s*(?<how>side[- ]by[- ]side|next\s+to\s+each\s+other|(?:as\s+a\s+|in\s+a\s+)?split(?:[- ]?screen)?|stacked|top\s+and\s+bottom|before\s+and\s+after|(?:as\s+a\s+|in\s+a\s+)?grid))?`,
  'i',
);

/** Keeps the first or last `count` cells of the chapter's first layout; whether there was one with more cells. */
export function keepCells(edit: Editor, edge: string, count: string, how: string | undefined): boolean {
  const n = cardinalValue(count);
  const scene = edit.doc.scenes.find((s) => s.layers.some((l) => l.type === 'layout'));
  const layout = scene?.layers.find((l): l is LayoutLayer => l.type === 'layout');
  if (!scene || !layout || n === undefined || n < 2 || n >= layout.cells.length) return false;
  layout.cells = /last/i.test(edge) ? layout.cells.slice(-n) : layout.cells.slice(0, n);
  if (layout.arrangement !== 'pip') {
    layout.arrangement = /before/i.test(how ?? '') && n === 2 ? 'before-after' : n === 2 && !/grid/i.test(how ?? '') ? 'split' : 'grid';
    if (/stacked|top/i.test(how ?? '')) layout.direction = 'stacked';
    else if (how && /side|next|split/i.test(how)) layout.direction = 'auto';
  }
  edit.notes.change(`the ${edge.toLowerCase()} ${n} pictures, ${layout.arrangement === 'before-after' ? 'before and after' : `as a ${layout.arrangement}`}${edit.where(scene)}`);
  return true;
}
