import type { TextLayer } from '../../scene/document.js';
import { fitWhole } from '../fit.js';
import { alignIn } from '../placement.js';
import { readableOn, textBackdrop, textStyle, THEME_STYLES } from '../themes.js';
import { revealOf } from './animate.js';
import { boxFilters } from './boxes.js';
import { TextDrawer } from './draw-text.js';
import type { LayerRenderer } from './layer-api.js';

/*
 * A text layer by its role: heading, subtitle, body, quote (in quote marks), attribution (after a dash), caption,
 * and the lower third's name and role, left-aligned on a band (accent colour behind the name, dark behind the
 * role). The text is wrapped and shrunk to its box (fitText); its font, size and colour come from the theme.
 */

const LINE_SPACING = 1.22;

function displayText(layer: TextLayer): string {
  const text = layer.text.trim();
  if (layer.role === 'quote' && !/^["“«„]/.test(text)) return `“${text}”`;
  if (layer.role === 'attribution' && !/^[—–-]/.test(text)) return `— ${text}`;
  return text;
}

export const renderText: LayerRenderer<TextLayer> = async (layer, ctx, input) => {
  const style = textStyle(ctx.theme, layer.role, ctx.frame, layer.size);
  const theme = THEME_STYLES[ctx.theme];
  const region = { box: ctx.box, h: ctx.align?.h ?? 'center', v: ctx.align?.v ?? 'middle' };
  const banded = layer.role === 'name' || layer.role === 'role';
  // The band's padding around the text, in pixels of the preferred size.
  const padX = banded ? Math.round(style.preferredSize * 0.5) : 0;
  const padY = banded ? Math.round(style.preferredSize * 0.22) : 0;
  const fit = fitWhole({
    text: displayText(layer),
    font: style.font,
    maxWidth: Math.max(10, ctx.box.w - 2 * padX),
    maxHeight: Math.max(10, ctx.box.h - 2 * padY),
    preferredSize: style.preferredSize,
    minSize: style.minSize,
    lineSpacing: LINE_SPACING,
  });
  const blockW = Math.min(ctx.box.w - 2 * padX, Math.ceil(fit.width));
  const blockH = fit.lines.length * fit.lineHeight;
  const at = alignIn(region, blockW + 2 * padX, blockH + 2 * padY);
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const filters: string[] = [];
  let colour = layer.colour ?? readableOn(textBackdrop(ctx.theme, ctx.background, ctx.overMedia), style.colour);
  if (banded) {
    const band = layer.role === 'name' ? theme.accent : '#111111';
    colour = layer.colour ?? readableOn(band, layer.role === 'name' ? theme.onAccent : '#ffffff');
    filters.push(...boxFilters(ctx, { x: at.x, y: at.y, w: blockW + 2 * padX, h: blockH + 2 * padY }, band, layer.role === 'name' ? 0.92 : 0.78, reveal));
  }
  const drawer = new TextDrawer(ctx, {
    lines: fit.lines,
    lineWidths: fit.lineWidths,
    fontSize: fit.fontSize,
    lineHeight: fit.lineHeight,
    font: style.font,
    colour,
    left: at.x + padX,
    top: at.y + padY,
    width: blockW,
    align: banded ? 'left' : region.h,
    box: ctx.overMedia && !banded ? theme.box : undefined,
  });
  filters.push(...(await drawer.filters(reveal)));
  const output = ctx.label('text');
  return { statements: [`${input}${filters.length ? filters.join(',') : 'null'}${output}`], output };
};
