import type { FrameSize } from '../../../model/format.js';
import type { Layer, Placement } from '../../../model/scene-document.js';
import type { Region } from '../placement.js';
import { lineDirection } from './direction.js';

/*
 * Right-to-left text starts at the right. A block whose place aligns it to the left (a lower third, a list, text
 * "on the left") is flush left because a left-to-right reader starts there; an Arabic or Hebrew block is set flush
 * right instead, and the lower third, whose side is a convention rather than the prompt's choice, moves to the
 * frame's right (as Arabic and Hebrew broadcasters place it). A place the prompt named ("on the left", "top-left")
 * keeps its side of the frame: only the text inside it starts from its right edge. Centred text stays centred.
 */

/** The direction a text or list layer reads in: that of its first letter (direction.ts). */
export function layerDirection(layer: Layer): 'ltr' | 'rtl' {
  if (layer.type === 'text') return lineDirection(layer.text);
  if (layer.type === 'list') return lineDirection(layer.items.join(' '));
  return 'ltr';
}

/**
 * `region` (where `placement` puts a layer) for a layer read in `direction`: mirrored to the start side for
 * right-to-left text.
 */
export function startSide(region: Region, placement: Placement, direction: 'ltr' | 'rtl', frame: FrameSize): Region {
  if (direction !== 'rtl') return region;
  const h = region.h === 'left' ? 'right' : region.h;
  const box = placement === 'lower-third' ? { ...region.box, x: frame.width - region.box.x - region.box.w } : region.box;
  return { box, h, v: region.v };
}

/**
 * Each layer's reading direction for its place: that of the first text or list layer in the same named place, so a
 * lower third's name and role (or a title and its subtitle) take one side together.
 */
export function directionsByPlace(layers: readonly Layer[], placementOf: (layer: Layer) => Placement): ('ltr' | 'rtl')[] {
  const first = new Map<string, 'ltr' | 'rtl'>();
  for (const layer of layers) {
    const place = placementOf(layer);
    if ((layer.type === 'text' || layer.type === 'list') && typeof place === 'string' && !first.has(place)) first.set(place, layerDirection(layer));
  }
  return layers.map((layer) => {
    const place = placementOf(layer);
    return (typeof place === 'string' ? first.get(place) : undefined) ?? layerDirection(layer);
  });
}
