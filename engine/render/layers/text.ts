import type { FrameSize } from '../../format.js';
import type { Fill, TextLayer, Theme } from '../../scene/document.js';
import { composite, contrastRatio, hexToRgb, sampleFill, treatmentFor, type Rgb } from '../contrast.js';
import { accentApart } from '../palette.js';
import { alignIn, type HAlign, type VAlign } from '../placement.js';
import { THEME_STYLES } from '../themes.js';
import type { Backdrop, BlockStyle } from '../typeset/raster.js';
import { backdropPad, unitCount } from '../typeset/raster.js';
import { setBlock, type BlockRole, type SetBlock } from '../typeset/set-block.js';
import { revealOf } from './animate.js';
import type { LayerRenderer, PixelBox } from './layer-api.js';
import { blockSteps } from './text-picture.js';

/*
 * A text layer by its role: heading, subtitle, body, quote (in quote marks), attribution (after a dash), caption,
 * and the lower third's name and role (left-aligned, each on its own rounded panel: the accent behind the name,
 * dark behind the role). The typesetter sets it in its theme's face at its role's size (short titles grow) with
 * balanced lines; its colour is chosen where it actually is: against samples of the scene's fill under the block
 * (a light/dark switch, or a scrim when no colour reads everywhere), or against the worst case under its panel
 * when it is over a picture. One backdrop per block, and only over a picture or where the fill needs it.
 */

export function displayText(layer: Pick<TextLayer, 'role' | 'text'>): string {
  const text = layer.text.trim();
  if (layer.role === 'quote' && !/^["“«„]/.test(text)) return `“${text}”`;
  if (layer.role === 'attribution' && !/^[—–-]/.test(text)) return `— ${text}`;
  return text;
}

export interface TextEnv {
  theme: Theme;
  frame: FrameSize;
  box: PixelBox;
  align: { h: HAlign; v: VAlign };
  fill?: Fill;
  overMedia?: boolean;
}

export interface SetText {
  block: SetBlock;
  style: BlockStyle;
  /** The backdrop's box (the ink box when there is no panel) in the frame. */
  box: PixelBox;
  /** The ink box's top-left corner. */
  inkX: number;
  inkY: number;
  /** The worst contrast ratio of the text against what is under it. */
  ratio: number;
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** A colour for text on an opaque-ish panel: the preferred one if it reads over the panel on anything, else white or near-black. */
function onPanel(panel: Backdrop, preferred: string, large: boolean): { colour: string; ratio: number } {
  const p = hexToRgb(panel.colour);
  const samples = [composite(p, panel.opacity, BLACK), composite(p, panel.opacity, WHITE)];
  const t = treatmentFor(samples, preferred, { large });
  return { colour: t.colour, ratio: t.ratio };
}

function themeBox(theme: Theme): Backdrop {
  const box = THEME_STYLES[theme].box; // 0xrrggbb@a
  return { kind: 'panel', colour: `#${box.slice(2, 8)}`, opacity: Math.max(0.62, Number(box.split('@')[1] ?? 0.6)) };
}

/** Sets a text layer in its box and chooses its colour and backdrop. */
export function setText(layer: Pick<TextLayer, 'role' | 'text' | 'size' | 'colour'>, env: TextEnv): SetText {
  const theme = THEME_STYLES[env.theme];
  const role: BlockRole = layer.role;
  const banded = role === 'name' || role === 'role';
  let backdrop: Backdrop | undefined;
  // The name's accent panel stands apart from the user's background (a blue band on a blue background would vanish).
  const accent = () => (env.overMedia ? theme.accent : accentApart(theme.accent, sampleFill(env.fill ?? { type: 'solid', colour: '#000000' }, env.frame, env.box)));
  if (banded) backdrop = { kind: 'panel', colour: role === 'name' ? accent() : '#111111', opacity: role === 'name' ? 0.94 : 0.82 };
  else if (env.overMedia) backdrop = themeBox(env.theme);
  const text = displayText(layer);
  const setIn = (b?: Backdrop) => {
    // The panel's padding comes out of the box: set at the role's size first, then again inside the padding.
    const probe = setBlock(text, { theme: env.theme, role, frame: env.frame, size: layer.size, maxWidth: env.box.w, maxHeight: env.box.h });
    const pad = backdropPad(probe, b);
    if (!pad.x && !pad.y) return probe;
    return setBlock(text, { theme: env.theme, role, frame: env.frame, size: layer.size, maxWidth: Math.max(10, env.box.w - 2 * pad.x), maxHeight: Math.max(10, env.box.h - 2 * pad.y) });
  };
  let block = setIn(backdrop);
  const large = block.px >= 24 || (block.px >= 18.7 && block.face.spec.weight >= 700);
  const place = (b: SetBlock, bd?: Backdrop) => {
    const pad = backdropPad(b, bd);
    const w = Math.ceil(b.width + 2 * pad.x);
    const h = Math.ceil(b.height + 2 * pad.y);
    const at = alignIn({ box: env.box, h: env.align.h, v: env.align.v }, w, h);
    return { box: { x: at.x, y: at.y, w, h }, inkX: at.x + pad.x, inkY: at.y + pad.y };
  };
  let where = place(block, backdrop);
  let colour: string;
  let ratio: number;
  if (backdrop) {
    const chosen = onPanel(backdrop, layer.colour ?? (role === 'name' ? theme.onAccent : role === 'role' ? '#ffffff' : theme.textColour), large);
    colour = chosen.colour;
    ratio = chosen.ratio;
  } else {
    const fill: Fill = env.fill ?? { type: 'solid', colour: '#000000' };
    const t = treatmentFor(sampleFill(fill, env.frame, where.box), layer.colour ?? theme.textColour, { large });
    colour = t.colour;
    ratio = t.ratio;
    if (t.scrim) {
      backdrop = { kind: 'panel', colour: t.scrim.colour, opacity: t.scrim.opacity };
      block = setIn(backdrop);
      where = place(block, backdrop);
      ratio = Math.min(...sampleFill(fill, env.frame, where.box).map((s) => contrastRatio(hexToRgb(colour), composite(hexToRgb(t.scrim!.colour), t.scrim!.opacity, s))));
    }
  }
  const align: HAlign = banded ? 'left' : env.align.h;
  return { block, style: { colour, align, backdrop }, box: where.box, inkX: where.inkX, inkY: where.inkY, ratio };
}

export const renderText: LayerRenderer<TextLayer> = async (layer, ctx, input) => {
  const set = setText(layer, {
    theme: ctx.theme,
    frame: ctx.frame,
    box: ctx.box,
    align: { h: ctx.align?.h ?? 'center', v: ctx.align?.v ?? 'middle' },
    fill: ctx.fill ?? (ctx.background ? { type: 'solid', colour: ctx.background } : undefined),
    overMedia: ctx.overMedia,
  });
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const units = unitCount(set.block, reveal.animation.in === 'word-by-word');
  return blockSteps(
    ctx,
    { block: set.block, style: set.style, x: set.inkX, y: set.inkY },
    { reveal, sceneSeconds: ctx.sceneSeconds, units, firstFrame: ctx.firstScene },
    input,
  );
};
