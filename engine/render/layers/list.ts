import type { FrameSize } from '../../../model/format.js';
import type { ListLayer, Theme } from '../../../model/scene-document.js';
import { sampleFill, treatmentFor } from '../style/contrast.js';
import { alignIn, safeArea } from '../placement.js';
import { sceneAccent } from '../style/palette.js';
import { layerDirection } from '../typeset/start-side.js';
import { fillColour, THEME_STYLES } from '../style/themes.js';
import { themeFace } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { backdropPad, unitCount, type Backdrop } from '../typeset/raster.js';
import { hasOrphan } from '../typeset/break-lines.js';
import { layoutAt, referenceLength, TYPE_SCALE, type SetBlock } from '../typeset/set-block.js';
import { revealOf, type Reveal } from './animate.js';
import type { LayerRenderer, PixelBox } from './layer-api.js';
import { blockSteps } from './text-picture.js';
import { cardPanel, layoutCards, strandsFigure } from './list-cards.js';
import { panelSamples, textEnvOf, themePanel, type TextEnv } from './text-env.js';
import { panelBlock, panelSteps } from './text.js';

/*
 * A bulleted or numbered list whose items enter one after another (`stagger` seconds apart), each item one block
 * (its marker and its lines, balanced, hanging under the first line's text). One size for every item: the largest,
 * up to the item role's maximum, at which all items fit the box, so a short list fills its place instead of half of
 * it. Over a picture the list is one block on one panel.
 */

/**
 * A short list (three or four points) is its scene's subject: it may grow past the item role's size, up to this
 * share of the reference length (a step under a heading's base), so it fills its block instead of a third of it.
 */
const SHORT_LIST = 4;
/**
 * The largest a short list's items may grow, by its length (reference lengths): two or three short points are the
 * scene's whole message and are set as large as a subtitle-sized title would be (at 0.085 two points sat in the
 * middle fifth of a 16:9 frame, small, the rest of it empty).
 */
const SHORT_LIST_MAX: Record<number, number> = { 1: 0.11, 2: 0.11, 3: 0.105, 4: 0.095 };
/**
 * A list of five or six points is still the scene's subject: its items may grow to this (reference lengths) rather
 * than the item role's maximum (issue 40: five points of a 9:16 checklist took the middle third of the frame's
 * height, small, with the lower half empty; a designer sets them a size up, the block filling its place).
 */
const MID_LIST = 6;
const MID_LIST_MAX = 0.085;

/** The widest a list's lines may be, as a share of the title-safe width. */
const MAX_WIDTH_SHARE = 0.8;

/** Space between items, in font sizes. */
const ITEM_GAP = 0.55;

export interface ListLayout {
  px: number;
  indent: number;
  items: SetBlock[];
  markers: SetBlock[];
  /** Each item's top relative to the list's top. */
  tops: number[];
  height: number;
  width: number;
}

function markerText(i: number, numbered: boolean): string {
  return numbered ? `${i + 1}.` : '•';
}

function layoutList(items: readonly string[], theme: Theme, px: number, maxWidth: number, numbered: boolean): ListLayout {
  const face = themeFace(theme, 'text');
  const markerFace = themeFace(theme, 'strong');
  const markerWidth = Math.max(...items.map((_, i) => measure(markerFace, markerText(i, numbered), px)));
  const indent = Math.ceil(markerWidth + px * 0.45);
  const leading = TYPE_SCALE.item.leading;
  const set = items.map((t) => layoutAt(t, face, px, leading, Math.max(10, maxWidth - indent)));
  const markers = items.map((_, i) => layoutAt(markerText(i, numbered), markerFace, px, leading, indent * 4));
  const tops: number[] = [];
  let y = 0;
  for (const b of set) {
    tops.push(y);
    y += b.height + px * ITEM_GAP;
  }
  const height = y - px * ITEM_GAP;
  return { px, indent, items: set, markers, tops, height, width: indent + Math.max(...set.map((b) => b.width)) };
}

/**
 * The smallest size an item may step down to so that every item is set on one line: two of typeset's 6 % steps
 * under the item role's base size. A short list grown past the base wrapped every item in 9:16 ("Keep the / room
 * cool", "Same bedtime / every day") where a size near the base set each on one line, as a designer would.
 */
const ONE_LINE_FLOOR = 0.94 ** 2;

/** The list at the largest size (up to the role's maximum) that fits `box`, items on one line each when they can be. */
export function fitList(items: readonly string[], theme: Theme, frame: FrameSize, box: { w: number; h: number }, numbered: boolean): ListLayout {
  const ref = referenceLength(frame);
  const fits = (px: number) => {
    const l = layoutList(items, theme, px, box.w, numbered);
    return l.height <= box.h && l.width <= box.w + 0.01 ? l : undefined;
  };
  const fitted = largestFit(items, ref, fits, (px) => layoutList(items, theme, px, box.w, numbered));
  if (fitted.items.every((b) => b.lines.length === 1)) return fitted;
  // The largest size at which every item is one line (widths grow with the size: a bisection), if not too small.
  const oneLine = (px: number) => {
    const l = fits(px);
    return l && l.items.every((b) => b.lines.length === 1) ? l : undefined;
  };
  const floor = Math.max(8, TYPE_SCALE.item.base * ref * ONE_LINE_FLOOR);
  if (!oneLine(floor)) return fitted;
  let lo = floor;
  let hi = fitted.px;
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    if (oneLine(mid)) lo = mid;
    else hi = mid;
  }
  return oneLine(lo) ?? fitted;
}

function largestFit(items: readonly string[], ref: number, fits: (px: number) => ListLayout | undefined, layout: (px: number) => ListLayout): ListLayout {
  let lo = Math.max(8, 0.02 * ref);
  let hi = (items.length <= SHORT_LIST ? SHORT_LIST_MAX[Math.max(1, items.length)]! : items.length <= MID_LIST ? MID_LIST_MAX : TYPE_SCALE.item.max) * ref;
  const top = fits(hi);
  if (top) return withoutOrphans(top, items, (px) => (px >= lo ? fits(px) : undefined));
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return withoutOrphans(layout(lo), items, (px) => (px >= Math.max(8, 0.02 * ref) ? fits(px) : undefined));
}

/**
 * A size a step or more smaller: to set every item on one line (down to 0.83 of the size), or, failing that, when
 * an item leaves one word alone on its last line, as set-block.ts does for titles, or runs onto a third line ("Wake
 * up / at the / same time" in 9:16), down to 0.69 of it.
 */
function withoutOrphans(list: ListLayout, items: readonly string[], at: (px: number) => ListLayout | undefined): ListLayout {
  // Short items on one line each when three steps (0.83 of the size) allow: "50% / off shoes" read as two points.
  if (list.items.some((b) => b.lines.length > 1)) {
    for (let k = 1; k <= 3; k++) {
      const l = at(list.px * 0.94 ** k);
      if (l && l.items.every((b) => b.lines.length === 1)) return l;
    }
  }
  const orphaned = (l: ListLayout) => l.items.some((b, i) => hasOrphan(b.lines, items[i]!) || b.lines.length > 2 || strandsFigure(b.lines));
  if (!orphaned(list)) return list;
  for (let k = 1; k <= 6; k++) {
    const l = at(list.px * 0.94 ** k);
    if (l && !orphaned(l)) return l;
  }
  return list;
}

export type ListEnv = TextEnv;

/**
 * The list's layout, where it goes, and its colours. Over a picture the list is one block with one panel
 * (`panel`, around `panelBox`): the items are set inside its padding and drawn without panels of their own.
 */
export function setList(layer: Pick<ListLayer, 'items' | 'numbered'> & { arrangement?: ListLayer['arrangement']; colour?: ListLayer['colour'] }, env: ListEnv) {
  const theme = THEME_STYLES[env.theme];
  // Bullets and numbers in the scene's accent: the theme's on its own ground, one of the ground's hue on a ground the
  // brief chose (a deep sage on sage), as buttons, progress bars and chart marks are.
  const accent = sceneAccent(env.theme, env.fill ? fillColour(env.fill) : undefined, env.accent);
  if (layer.arrangement === 'columns') return setCards(layer, env, accent);
  const own: Backdrop | undefined = !env.panel && env.overMedia ? themePanel(env.theme) : undefined;
  // A panel's padding (a fraction of the items' cap height) comes out of the box.
  const padFor = (px: number) => (own ? backdropPad(layoutAt('H', themeFace(env.theme, 'text'), px, 1, 1e6), own) : { x: 0, y: 0 });
  const guess = padFor(TYPE_SCALE.item.max * referenceLength(env.frame));
  // Lines no longer than 80 % of the title-safe width: long items in 16:9 read as prose. In a tall frame the place
  // already keeps clear of the platforms' buttons (placement.ts contentArea), and its whole width sets the items a
  // size larger on one line each: at 80 % a short list sat small over the captions, which were set larger than it.
  const tall = env.frame.height >= env.frame.width * 1.5;
  const measureWidth = tall ? env.box.w : Math.min(env.box.w, MAX_WIDTH_SHARE * safeArea(env.frame).w + 2 * guess.x);
  const layout = fitList(layer.items, env.theme, env.frame, { w: Math.max(10, measureWidth - 2 * guess.x), h: Math.max(10, env.box.h - 2 * guess.y) }, layer.numbered);
  const pad = padFor(layout.px);
  const w = Math.ceil(layout.width);
  const h = Math.ceil(layout.height);
  const at = alignIn({ box: env.box, h: env.align.h, v: env.align.v }, w + 2 * pad.x, h + 2 * pad.y);
  const box = { x: at.x + pad.x, y: at.y + pad.y, w, h };
  const panelBox = { x: at.x, y: at.y, w: w + 2 * pad.x, h: h + 2 * pad.y };
  const large = layout.px >= 24;
  const under = env.panel ?? own;
  const samples = under ? panelSamples(under) : sampleFill(env.fill ?? { type: 'solid', colour: '#000000' }, env.frame, box);
  const colour = treatmentFor(samples, layer.colour ?? theme.textColour, { large }).colour;
  const markerColour = treatmentFor(samples, accent, { large: true }).colour;
  return { layout, box, colour, markerColour, panel: own, panelBox, cards: undefined };
}

/** A list as cards side by side (list-cards.ts): each card its own panel, its text and marker measured against it. */
function setCards(layer: Pick<ListLayer, 'items' | 'numbered' | 'colour'>, env: ListEnv, accent: string) {
  const theme = THEME_STYLES[env.theme];
  const cards = layoutCards(layer.items, env.theme, env.frame, env.box, layer.numbered);
  const ground = sampleFill(env.fill ?? { type: 'solid', colour: '#000000' }, env.frame, cards.box);
  const panel = cardPanel(ground, env.panel ?? (env.overMedia ? themePanel(env.theme) : undefined));
  const samples = panelSamples(panel);
  const large = cards.px >= 24;
  const colour = treatmentFor(samples, layer.colour ?? theme.textColour, { large }).colour;
  const markerColour = treatmentFor(samples, accent, { large: true }).colour;
  const layout: ListLayout = { px: cards.px, indent: 0, items: cards.cards.map((c) => c.block), markers: cards.markers, tops: [], height: cards.box.h, width: cards.box.w };
  return { layout, box: cards.box, colour, markerColour, panel: undefined, panelBox: cards.box, cards: { ...cards, panel } };
}

export const renderList: LayerRenderer<ListLayer> = async (layer, ctx, input) => {
  const { layout, box, colour, markerColour, panel, panelBox, cards } = setList(layer, textEnvOf(ctx));
  const base = revealOf(layer, ctx.sceneSeconds);
  let stream = input;
  const statements: string[] = [];
  const startOf = (i: number) => Math.min(base.start + i * layer.stagger, Math.max(base.start, (base.end ?? ctx.sceneSeconds) - 0.6));
  if (cards) {
    // Card after card, each with its panel, marker and text as one block.
    for (const [i, card] of cards.cards.entries()) {
      const reveal: Reveal = { ...base, start: startOf(i) };
      const steps = await blockSteps(
        ctx,
        { block: card.block, style: { colour, align: 'center', backdrop: cards.panel, marker: { text: cards.markerTexts[i]!, colour: markerColour, block: cards.markers[i]!, indent: 0, side: 'top' } }, x: card.x, y: card.y },
        { reveal, sceneSeconds: ctx.sceneSeconds, units: unitCount(card.block, reveal.animation.in === 'word-by-word'), firstFrame: ctx.firstScene && i === 0 },
        stream,
      );
      statements.push(...steps.statements);
      stream = steps.output;
    }
    return { statements, output: stream };
  }
  if (panel) {
    const steps = await panelSteps(ctx, panelBlock(layout.items[0]!, panel, panelBox), base, stream);
    statements.push(...steps.statements);
    stream = steps.output;
  }
  for (const [i, item] of layout.items.entries()) {
    // Each item enters `stagger` seconds after the one before; all leave together.
    const reveal: Reveal = { ...base, start: startOf(i) };
    // A right-to-left list is flush right, its markers at the right (typeset/start-side.ts).
    const rtl = layerDirection(layer) === 'rtl';
    const steps = await blockSteps(
      ctx,
      {
        block: item,
        style: { colour, align: rtl ? 'right' : 'left', marker: { text: markerText(i, layer.numbered), colour: markerColour, block: layout.markers[i]!, indent: layout.indent, side: rtl ? 'right' : 'left' } },
        x: rtl ? box.x + layout.width - layout.indent - item.width : box.x + layout.indent,
        y: box.y + layout.tops[i]!,
      },
      { reveal, sceneSeconds: ctx.sceneSeconds, units: unitCount(item, reveal.animation.in === 'word-by-word'), firstFrame: ctx.firstScene && i === 0 },
      stream,
    );
    statements.push(...steps.statements);
    stream = steps.output;
  }
  return { statements, output: stream };
};
