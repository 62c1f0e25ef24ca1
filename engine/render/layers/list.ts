import type { ListLayer } from '../../scene/document.js';
import { fitText, type FitTextResult } from '../fit.js';
import { alignIn } from '../placement.js';
import { textTreatmentIn } from '../readable.js';
import { ffColour, textStyle, THEME_STYLES } from '../themes.js';
import { revealOf, type Reveal } from './animate.js';
import { TextDrawer } from './draw-text.js';
import type { LayerRenderer } from './layer-api.js';

/*
 * A bulleted or numbered list whose items enter one after another (`stagger` seconds apart), each with the layer's
 * entrance. One font size for every item: the largest at which all items, wrapped beside their markers, fit the box.
 * Wrapped lines hang under the item's first line, not under its marker.
 */

const LINE_SPACING = 1.2;
/** Space between items, in font sizes. */
const ITEM_GAP = 0.45;

interface ListLayout {
  size: number;
  indent: number;
  items: FitTextResult[];
  height: number;
  width: number;
}

function layoutAt(items: string[], font: string, size: number, maxWidth: number, markerEm: number): ListLayout {
  const indent = Math.round(size * (markerEm + 0.45));
  const fitted = items.map((text) =>
    fitText({ text, font, maxWidth: Math.max(10, maxWidth - indent), maxHeight: Number.MAX_SAFE_INTEGER, preferredSize: size, minSize: size, lineSpacing: LINE_SPACING }),
  );
  const height = fitted.reduce((sum, f) => sum + f.lines.length * f.lineHeight, 0) + (items.length - 1) * Math.round(size * ITEM_GAP);
  const width = indent + Math.max(...fitted.map((f) => f.width));
  return { size, indent, items: fitted, height, width };
}

export function layoutList(items: string[], font: string, box: { w: number; h: number }, preferredSize: number, numbered: boolean): ListLayout {
  const markerEm = numbered ? (items.length >= 10 ? 1.75 : 1.15) : 0.6;
  let layout = layoutAt(items, font, preferredSize, box.w, markerEm);
  for (let size = preferredSize; layout.height > box.h && size > 8; ) {
    size = Math.max(8, Math.floor(size * 0.92));
    layout = layoutAt(items, font, size, box.w, markerEm);
  }
  return layout;
}

export const renderList: LayerRenderer<ListLayer> = async (layer, ctx, input) => {
  const style = textStyle(ctx.theme, 'item', ctx.frame);
  const theme = THEME_STYLES[ctx.theme];
  const region = { box: ctx.box, h: ctx.align?.h ?? 'center', v: ctx.align?.v ?? 'middle' };
  const layout = layoutList(layer.items, style.font, ctx.box, style.preferredSize, layer.numbered);
  const at = alignIn(region, Math.min(ctx.box.w, Math.ceil(layout.width)), layout.height);
  // Measured under the whole list (a gradient's ends, not its average); a scrim box where no colour reads.
  const area = { x: at.x, y: at.y, w: Math.min(ctx.box.w, Math.ceil(layout.width)), h: layout.height };
  const treatment = textTreatmentIn(ctx, area, style.colour, layout.size, style.font);
  const colour = treatment.colour;
  const markerColour = treatment.scrim ? colour : textTreatmentIn(ctx, area, theme.accent, layout.size, theme.fonts.strong).colour;
  const base = revealOf(layer, ctx.sceneSeconds);
  const box = ctx.overMedia ? theme.box : treatment.scrim ? ffColour(treatment.scrim.colour, treatment.scrim.opacity) : undefined;
  const filters: string[] = [];
  let top = at.y;
  for (const [i, item] of layout.items.entries()) {
    // Each item enters `stagger` seconds after the one before; all leave together.
    const start = Math.min(base.start + i * layer.stagger, Math.max(base.start, (base.end ?? ctx.sceneSeconds) - 0.2));
    const reveal: Reveal = { ...base, start };
    const group = { left: at.x, top, width: layout.indent + Math.ceil(item.width), height: item.lines.length * item.lineHeight };
    const marker = new TextDrawer(ctx, {
      lines: [layer.numbered ? `${i + 1}.` : '•'],
      lineWidths: [layout.indent],
      fontSize: layout.size,
      lineHeight: item.lineHeight,
      font: theme.fonts.strong,
      colour: markerColour,
      left: at.x,
      top,
      width: layout.indent,
      align: 'left',
      box,
      group,
    });
    const text = new TextDrawer(ctx, {
      lines: item.lines,
      lineWidths: item.lineWidths,
      fontSize: item.fontSize,
      lineHeight: item.lineHeight,
      font: style.font,
      colour,
      left: at.x + layout.indent,
      top,
      width: Math.ceil(item.width),
      align: 'left',
      box,
      group,
    });
    // Typewriter and word-by-word type the item; its marker just appears.
    const typed = reveal.animation.in === 'typewriter' || reveal.animation.in === 'word-by-word';
    filters.push(...(await marker.filters(typed ? { ...reveal, animation: { ...reveal.animation, in: 'fade', duration: 0.15 } } : reveal)));
    filters.push(...(await text.filters(reveal)));
    top += item.lines.length * item.lineHeight + Math.round(layout.size * ITEM_GAP);
  }
  const output = ctx.label('list');
  return { statements: [`${input}${filters.length ? filters.join(',') : 'null'}${output}`], output };
};
