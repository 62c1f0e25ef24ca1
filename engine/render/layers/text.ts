import type { Fill, TextLayer, Theme } from '../../../model/scene-document.js';
import { composite, contrastRatio, hexToRgb, NEAR_BLACK, NEAR_WHITE, rgbToHex, sampleFill, treatmentFor } from '../style/contrast.js';
import { alignIn, type HAlign } from '../placement.js';
import { THEME_STYLES } from '../style/themes.js';
import type { Backdrop, BlockStyle } from '../typeset/raster.js';
import { backdropPad, unitCount } from '../typeset/raster.js';
import { setBlock, type BlockRole, type SetBlock } from '../typeset/set-block.js';
import { revealOf, type Reveal } from './animate.js';
import type { LayerContext, LayerRenderer, LayerSteps, PixelBox } from './layer-api.js';
import { blockSteps, type PlacedBlock } from './text-picture.js';
import { scrimSteps } from './scrim.js';
import { onPanel, panelSamples, textEnvOf, themePanel, type TextEnv } from './text-env.js';

/*
 * A text layer by its role: heading, subtitle, body, quote (in quote marks), attribution (after a dash), caption,
 * and the lower third's name and role (left-aligned). The typesetter sets it in its theme's face at its role's size
 * (short titles grow) with balanced lines; its colour is chosen where it actually is: against samples of the
 * scene's fill under the block (a light/dark switch, or a scrim when no colour reads everywhere), or against its
 * backdrop. One backdrop per block, and only where the block overlaps a picture: the block's shared panel (drawn by
 * the compositor behind a title and its subtitle, a name and its role: `env.panel`), or, for a block of one layer,
 * its own (the accent behind a name, the theme's panel behind anything else).
 */

export function displayText(layer: Pick<TextLayer, 'role' | 'text'>): string {
  const text = layer.text.trim();
  if (layer.role === 'quote' && !/^["“«„]/.test(text)) return `“${text}”`;
  if (layer.role === 'attribution' && !/^[—–-]/.test(text)) return `— ${text}`;
  return text;
}

export type { TextEnv } from './text-env.js';

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

/** How large (reference lengths) a text on a panel over a picture may grow. */
const PANEL_GROW_TO = 0.13;

/**
 * The one backdrop of a block over a picture, by its first (top) member: the accent for a lower third (the one the
 * brief asked for, `accent`, else the theme's), else the theme's panel.
 */
export function blockBackdrop(theme: Theme, firstRole: string | undefined, accent?: string): Backdrop {
  if (firstRole === 'name' || firstRole === 'role') return { kind: 'panel', colour: accentPanel(theme, accent), opacity: 0.94 };
  return themePanel(theme);
}

/**
 * The text on the lower third's panel: the theme's own on its accent; on an accent the brief asked for, white or
 * near-black, whichever reads better on it (white on gold read at 1.4:1).
 */
export function onAccentText(theme: Theme, accent?: string): string {
  if (!accent) return THEME_STYLES[theme].onAccent;
  const a = hexToRgb(accent);
  return contrastRatio(hexToRgb(NEAR_WHITE), a) >= contrastRatio(hexToRgb(NEAR_BLACK), a) ? NEAR_WHITE : NEAR_BLACK;
}

/**
 * The lower third's panel: the accent the brief asked for (`asked`), else the theme's, deepened (or lightened,
 * under dark text) until its text reads at 4.5:1 over anything under the panel: a role set small on classic's blue
 * (#3a86ff, 3.6:1 under white) was missed by OCR.
 */
export function accentPanel(theme: Theme, asked?: string): string {
  const accent = asked ?? THEME_STYLES[theme].accent;
  const text = hexToRgb(onAccentText(theme, asked));
  const towards = contrastRatio(text, { r: 0, g: 0, b: 0 }) > contrastRatio(text, { r: 255, g: 255, b: 255 }) ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 };
  const base = hexToRgb(accent);
  for (let k = 0; k <= 20; k++) {
    const c = composite(towards, k / 20, base);
    const colour = rgbToHex(c);
    if (Math.min(...panelSamples({ kind: 'panel', colour, opacity: 0.94 }).map((s) => contrastRatio(text, s))) >= 4.5) return colour;
  }
  return rgbToHex(towards);
}

/**
 * A caption of a few words names its slide ("Reykjavik" over a travel photo): it is set a size up. The type scale is
 * a share of the frame's shorter side: in 9:16 such a caption sat at 3.2 % of the height on a small chip, and in 16:9
 * a slideshow's "Sunset" at 3 % (OCR lost it on a textured photo).
 */
function captionSize(role: BlockRole, text: string, _frame: { width: number; height: number }): 'large' | undefined {
  return role === 'caption' && text.trim().split(/\s+/).length <= 3 ? 'large' : undefined;
}

/** Sets a text layer in its box and chooses its colour and backdrop. */
export function setText(layer: Pick<TextLayer, 'role' | 'text' | 'size' | 'colour'>, env: TextEnv): SetText {
  const theme = THEME_STYLES[env.theme];
  const role: BlockRole = layer.role;
  const lowerThird = role === 'name' || role === 'role';
  // A block of one layer over a picture carries its own backdrop; members of a larger block read against the block's.
  let backdrop: Backdrop | undefined = !env.panel && env.overMedia ? blockBackdrop(env.theme, role, env.accent) : undefined;
  const text = displayText(layer);
  const size = layer.size ?? captionSize(role, text, env.frame);
  // A title on a panel over a picture grows less: a panel across the whole picture hides what it shows.
  // A scrim is no box: text over it grows as on a plain ground.
  const boxed = env.panel ? env.panel.kind !== 'scrim' : env.overMedia;
  const growTo = boxed ? PANEL_GROW_TO : undefined;
  // A heading after the chapter's first title is set no larger than it (one size for one role in one video), unless
  // it was asked to be large or huge: "just 'Sold Out' huge" after a scene of a longer title is that scene's hero.
  const asked = layer.size === 'large' || layer.size === 'huge';
  const maxPx = role === 'heading' && !asked ? env.headingPx : undefined;
  const setIn = (b?: Backdrop) => {
    // The panel's padding comes out of the box: set at the role's size first, then again inside the padding.
    const probe = setBlock(text, { theme: env.theme, role, frame: env.frame, size, growTo, maxPx, shared: env.shared, maxWidth: env.box.w, maxHeight: env.box.h });
    const inside = (pad: { x: number; y: number }) =>
      setBlock(text, { theme: env.theme, role, frame: env.frame, size, growTo, maxPx, shared: env.shared, maxWidth: Math.max(10, env.box.w - 2 * pad.x), maxHeight: Math.max(10, env.box.h - 2 * pad.y) });
    const pad = backdropPad(probe, b);
    if (!pad.x && !pad.y) return probe;
    // The padding of a grown probe is too large for the smaller text that fits inside it (a title squeezed above a
    // lower third came out at a third of its size): set again with the padding of what fitted, while that still fits.
    const fitsWithPad = (s: SetBlock) => {
      const p = backdropPad(s, b);
      return s.width + 2 * p.x <= env.box.w + 0.5 && s.height + 2 * p.y <= env.box.h + 0.5;
    };
    if (fitsWithPad(probe)) return probe;
    let best = inside(pad);
    let lo = pad;
    let hi = { x: 0, y: 0 };
    for (let k = 0; k < 10; k++) {
      const mid = { x: (lo.x + hi.x) / 2, y: (lo.y + hi.y) / 2 };
      const s = inside(mid);
      if (fitsWithPad(s)) {
        if (s.px > best.px) best = s;
        lo = mid;
      } else hi = mid;
    }
    return best;
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
  const under = env.panel ?? backdrop;
  if (under) {
    const onAccent = under.colour === accentPanel(env.theme, env.accent);
    const chosen = onPanel(under, layer.colour ?? (onAccent ? onAccentText(env.theme, env.accent) : theme.textColour), large);
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
  // A lower third is flush to its start side: left, or right for right-to-left text (typeset/start-side.ts).
  const align: HAlign = lowerThird ? (env.align.h === 'right' ? 'right' : 'left') : env.align.h;
  return { block, style: { colour, align, backdrop }, box: where.box, inkX: where.inkX, inkY: where.inkY, ratio };
}

/**
 * A block's shared backdrop as a text picture of its own: a panel of `box` (the frame's pixels) around no text,
 * set like its first member (`like`, for the corner radius and the entrance's rise), so it moves as the block does.
 */
export function panelBlock(like: SetBlock, backdrop: Backdrop, box: PixelBox): PlacedBlock {
  const pad = backdropPad(like, backdrop);
  const block: SetBlock = { ...like, lines: [], width: Math.max(1, box.w - 2 * pad.x), height: Math.max(1, box.h - 2 * pad.y) };
  return { block, style: { colour: '#000000', align: 'left', backdrop }, x: box.x + pad.x, y: box.y + pad.y };
}

/** The steps that draw a block's shared panel, entering and leaving with the block's first member. */
export async function panelSteps(ctx: LayerContext, placed: PlacedBlock, reveal: Reveal, input: string): Promise<LayerSteps> {
  const backdrop = placed.style.backdrop;
  if (backdrop?.kind === 'scrim') return scrimSteps(ctx, backdrop, { x: Math.round(placed.x), y: Math.round(placed.y), w: Math.round(placed.block.width), h: Math.round(placed.block.height) }, reveal, input);
  // Typed entrances type the text, not its panel: the panel fades in as the typing starts.
  const typed = reveal.animation.in === 'typewriter' || reveal.animation.in === 'word-by-word';
  const own: Reveal = typed ? { ...reveal, animation: { ...reveal.animation, in: 'fade' } } : reveal;
  return blockSteps(ctx, placed, { reveal: own, sceneSeconds: ctx.sceneSeconds, units: 0, firstFrame: ctx.firstScene }, input);
}

export const renderText: LayerRenderer<TextLayer> = async (layer, ctx, input) => {
  const set = setText(layer, textEnvOf(ctx));
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const units = unitCount(set.block, reveal.animation.in === 'word-by-word');
  return blockSteps(
    ctx,
    { block: set.block, style: set.style, x: set.inkX, y: set.inkY },
    { reveal, sceneSeconds: ctx.sceneSeconds, units, firstFrame: ctx.firstScene },
    input,
  );
};
