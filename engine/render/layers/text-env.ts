import type { FrameSize } from '../../../model/format.js';
import type { Fill, Theme } from '../../../model/scene-document.js';
import { composite, hexToRgb, treatmentFor, type Rgb } from '../style/contrast.js';
import type { HAlign, VAlign } from '../placement.js';
import { THEME_STYLES } from '../style/themes.js';
import type { Backdrop } from '../typeset/raster.js';
import type { LayerContext, PixelBox } from './layer-api.js';

/*
 * What text-like layers (texts, lists) are set against, shared by text.ts and list.ts: where they go, the fill under
 * them, whether a picture is under them, and the backdrop of the block they belong to. A block (a title and its
 * subtitle, a quote and its attribution, a name and its role, a list) has at most one backdrop: the compositor
 * draws it once behind all its members (`panel`), and each member is read against it and draws none of its own.
 */

export interface TextEnv {
  theme: Theme;
  frame: FrameSize;
  box: PixelBox;
  align: { h: HAlign; v: VAlign };
  fill?: Fill;
  /** The accent the brief asked for (LayerContext.accent). */
  accent?: string;
  /** A picture is under this block: it gets a backdrop (its own, or the block's `panel`). */
  overMedia?: boolean;
  /** The block's one backdrop, drawn by the compositor behind all of its members: draw none, read against it. */
  panel?: Backdrop;
  /** The size (pixels) of the chapter's first title: a heading is set no larger (set-block.ts `maxPx`). */
  headingPx?: number;
  /** Another block shares the scene: a short title does not grow into a hero (set-block.ts `shared`). */
  shared?: boolean;
}

/** The environment a layer module is given by the compositor. */
export function textEnvOf(ctx: LayerContext): TextEnv {
  return {
    theme: ctx.theme,
    frame: ctx.frame,
    box: ctx.box,
    align: { h: ctx.align?.h ?? 'center', v: ctx.align?.v ?? 'middle' },
    fill: ctx.fill ?? (ctx.background ? { type: 'solid', colour: ctx.background } : undefined),
    overMedia: ctx.overMedia,
    panel: ctx.blockPanel,
    ...(ctx.accent ? { accent: ctx.accent } : {}),
    ...(ctx.headingPx !== undefined ? { headingPx: ctx.headingPx } : {}),
    ...(ctx.sharesScene ? { shared: true } : {}),
  };
}

/** The theme's panel behind text over a picture (at least 62 % opaque, so text reads over anything). */
export function themePanel(theme: Theme): Backdrop {
  const box = THEME_STYLES[theme].box; // 0xrrggbb@a
  return { kind: 'panel', colour: `#${box.slice(2, 8)}`, opacity: Math.max(0.62, Number(box.split('@')[1] ?? 0.6)) };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** What shows through a panel: over what is known to be under it, else its extremes, over black and over white. */
export function panelSamples(panel: Backdrop): Rgb[] {
  const p = hexToRgb(panel.colour);
  // A scrim over a known picture: the picture's own colours under the text, through the scrim.
  if (panel.under?.length) return panel.under.map((s) => composite(p, panel.opacity, s));
  return [composite(p, panel.opacity, BLACK), composite(p, panel.opacity, WHITE)];
}

/** A colour for text on a panel: the preferred one if it reads over the panel on anything, else white or near-black. */
export function onPanel(panel: Backdrop, preferred: string, large: boolean): { colour: string; ratio: number } {
  const t = treatmentFor(panelSamples(panel), preferred, { large });
  return { colour: t.colour, ratio: t.ratio };
}
