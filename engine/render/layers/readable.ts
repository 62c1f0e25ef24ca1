import { composite, hexToRgb, sampleFill, treatmentFor, type Rect, type Rgb, type TextTreatment } from '../style/contrast.js';
import type { LayerContext } from './layer-api.js';
import { THEME_STYLES } from '../style/themes.js';

/*
 * What a layer module asks before it draws text or marks: the colours under a rectangle of the frame (the scene's
 * fill there, or, over a picture, the theme's box over the worst a picture can be), and the text treatment that
 * reads on all of them (engine/render/style/contrast.ts).
 */

/** `0xrrggbb@opacity` (a theme's box) as a colour and an opacity. */
export function parseFfColour(ff: string): { colour: string; opacity: number } {
  const [hex, alpha] = ff.split('@');
  return { colour: `#${hex!.slice(2, 8).toLowerCase()}`, opacity: alpha === undefined ? 1 : Number(alpha) };
}

/**
 * The colours under `rect`. Over an image or video the picture can be anything, so the samples are the theme's box
 * over black and over white: the extremes of what shows through it.
 */
export function backdropSamples(ctx: Pick<LayerContext, 'frame' | 'fill' | 'background' | 'overMedia' | 'theme'>, rect: Rect): Rgb[] {
  if (ctx.overMedia) {
    const box = parseFfColour(THEME_STYLES[ctx.theme].box);
    return [composite(hexToRgb(box.colour), box.opacity, { r: 0, g: 0, b: 0 }), composite(hexToRgb(box.colour), box.opacity, { r: 255, g: 255, b: 255 })];
  }
  const fill = ctx.fill ?? { type: 'solid' as const, colour: ctx.background ?? '#000000' };
  return sampleFill(fill, ctx.frame, rect);
}

/** WCAG's large text at the output size: ≥ 24 px, or ≥ 18.7 px bold (a bold face by its file name). */
export function isLargeText(fontSize: number, font?: string): boolean {
  return fontSize >= 24 || (fontSize >= 18.7 && /bold|black|heavy/i.test(font ?? ''));
}

/** The treatment of text of `fontSize` in `font` preferring `preferred`, drawn over `rect`. */
export function textTreatmentIn(ctx: Pick<LayerContext, 'frame' | 'fill' | 'background' | 'overMedia' | 'theme'>, rect: Rect, preferred: string, fontSize: number, font?: string): TextTreatment {
  return treatmentFor(backdropSamples(ctx, rect), preferred, { large: isLargeText(fontSize, font) });
}
