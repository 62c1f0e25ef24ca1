import type { TextLayer } from '../../scene/document.js';
import { fitWhole } from '../fit.js';
import { alignIn } from '../placement.js';
import { accentApart } from '../palette.js';
import { hexToRgb, treatmentFor } from '../contrast.js';
import { backdropSamples, isLargeText, textTreatmentIn } from '../readable.js';
import { textStyle, THEME_STYLES } from '../themes.js';
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
  // Measured where the block is (a gradient's ends, not its average); a scrim only when no text colour reads.
  const treatment = textTreatmentIn(ctx, { x: at.x, y: at.y, w: blockW + 2 * padX, h: blockH + 2 * padY }, layer.colour ?? style.colour, fit.fontSize, style.font);
  let colour = treatment.colour;
  if (treatment.scrim && !banded) {
    const pad = Math.round(fit.fontSize * 0.35);
    filters.push(...boxFilters(ctx, { x: at.x - pad, y: at.y - pad, w: blockW + 2 * pad, h: blockH + 2 * pad }, treatment.scrim.colour, treatment.scrim.opacity, reveal));
  }
  if (banded) {
    const rect = { x: at.x, y: at.y, w: blockW + 2 * padX, h: blockH + 2 * padY };
    // The accent band stands apart from the user's background (a blue band on a blue background would vanish).
    const band = layer.role === 'name' ? accentApart(theme.accent, backdropSamples(ctx, rect)) : '#111111';
    colour = treatmentFor([hexToRgb(band)], layer.colour ?? (layer.role === 'name' ? theme.onAccent : '#ffffff'), { large: isLargeText(fit.fontSize, style.font) }).colour;
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
