import type { ShapeLayer } from '../../../model/scene-document.js';
import { revealOf } from './animate.js';
import { boxFilters } from './boxes.js';
import type { LayerRenderer } from './layer-api.js';

/*
 * A filled shape: a rectangle fills its placement's box; a band spans the frame's whole width at the box's height
 * (behind a title or a lower third).
 */
export const renderShape: LayerRenderer<ShapeLayer> = async (layer, ctx, input) => {
  const box = layer.shape === 'band' ? { x: 0, y: ctx.box.y, w: ctx.frame.width, h: ctx.box.h } : ctx.box;
  const filters = boxFilters(ctx, box, layer.fill, layer.opacity, revealOf(layer, ctx.sceneSeconds));
  const output = ctx.label('shape');
  return { statements: [`${input}${filters.length ? filters.join(',') : 'null'}${output}`], output };
};
