import type { FrameSize } from '../../../model/format.js';
import type { Theme } from '../../../model/scene-document.js';
import { hexToRgb, relativeLuminance, type Rgb } from '../style/contrast.js';
import { backdropPad, type Backdrop } from '../typeset/raster.js';
import { hasOrphan } from '../typeset/break-lines.js';
import { themeFace } from '../typeset/faces.js';
import { layoutAt, referenceLength, TYPE_SCALE, type SetBlock } from '../typeset/set-block.js';
import type { PixelBox } from './layer-api.js';

/*
 * A list said "side by side" ("three features side by side: Fast, Secure, Simple", "in a row", "as cards"): cards
 * of equal width and height, tops aligned, across the frame (two rows past four items), stacked one under the other
 * in a tall frame. Each card is one block: its marker centred on top in the accent (the item's number, or a short
 * rule), then its text centred on balanced lines, on a rounded card a tone off the ground (or the theme's panel
 * over a picture). One size for every card: the largest at which every item fits its card on at most three lines
 * (two in a tall frame) without a word alone on its last line.
 */

export interface Card {
  /** The card's text block, its height the tallest card's and its first baseline under the marker. */
  block: SetBlock;
  /** The ink box's top-left corner in the frame. */
  x: number;
  y: number;
}

export interface CardsLayout {
  px: number;
  cards: Card[];
  markers: SetBlock[];
  markerTexts: string[];
  /** The cards' union, their panels included. */
  box: PixelBox;
  pad: { x: number; y: number };
}

/** Space between cards, as a share of the frame's width (landscape) or height (stacked). */
const GAP = 0.03;

/** Whether the frame is tall (9:16 and the like): cards stack one under the other. */
export const tallFrame = (frame: FrameSize) => frame.height >= frame.width * 1.5;

function columnsFor(n: number, frame: FrameSize): number {
  if (tallFrame(frame)) return 1;
  return n <= 4 ? n : Math.ceil(n / 2);
}

/**
 * A line that is only a number (or a price, a percentage) of an item that says more: "10 / GB storage" parts a
 * figure from its unit, which a designer never does; the size steps down until the figure keeps its words.
 */
export const strandsFigure = (lines: readonly { text: string }[]) => lines.length > 1 && lines.some((l) => /^[-+$€£]?[\d.,]+[%kKmMx]?$/.test(l.text.trim()));

const markerOf = (i: number, numbered: boolean) => (numbered ? String(i + 1) : '—');

/**
 * The cards at the largest size that fits `box`. In a frame neither wide nor tall (1:1, 4:5), a row of three or
 * four cards across a square leaves them narrow, their text small in a band across the middle: the cards then
 * stack one under the other (or two by two) when that sets their text at least a sixth larger, so they fill the
 * square's safe area as a row fills a 16:9 frame.
 */
export function layoutCards(items: readonly string[], theme: Theme, frame: FrameSize, box: PixelBox, numbered: boolean): CardsLayout {
  const row = layoutIn(items, theme, frame, box, numbered, columnsFor(items.length, frame), tallFrame(frame));
  if (tallFrame(frame) || frame.width > frame.height * 1.2 || items.length < 3) return row;
  // Stacked, they keep a margin of the place's height above and below (filling it whole, they touched its edges).
  const inner = { ...box, y: box.y + Math.round(box.h * 0.06), h: Math.round(box.h * 0.88) };
  const others = [layoutIn(items, theme, frame, inner, numbered, 1, true), ...(items.length >= 4 ? [layoutIn(items, theme, frame, inner, numbered, 2, false)] : [])];
  const best = others.reduce((a, b) => (b.px > a.px ? b : a));
  return best.px >= row.px * SQUARE_STACK_GAIN ? best : row;
}

/** How much larger a square's cards' text must get for them to stack rather than stand in a row. */
const SQUARE_STACK_GAIN = 7 / 6;

function layoutIn(items: readonly string[], theme: Theme, frame: FrameSize, box: PixelBox, numbered: boolean, cols: number, stacked: boolean): CardsLayout {
  const rows = Math.ceil(items.length / cols);
  const tall = stacked;
  // Stacked in a tall frame a little closer (its height is precious); stacked in a square as far apart as in a row.
  const gap = Math.round(tall ? frame.height * GAP * (tallFrame(frame) ? 0.6 : 1) : frame.width * GAP);
  const colW = (box.w - (cols - 1) * gap) / cols;
  // Short items (feature names) are set in the strong face, as a card's title; sentences in the text face.
  const short = items.every((t) => t.trim().split(/\s+/).length <= 3);
  const face = themeFace(theme, short ? 'strong' : 'text');
  const markerFace = themeFace(theme, 'strong');
  const maxLines = tall ? 2 : 3;
  const ref = referenceLength(frame);
  const attempt = (px: number): CardsLayout | undefined => {
    // The panel's padding, as the typesetter draws it around a block of this size.
    const pad = backdropPad(layoutAt('H', face, px, 1, 1e6), { kind: 'panel', colour: '#000000', opacity: 1 });
    const inner = colW - 2 * pad.x;
    if (inner < px * 2) return undefined;
    const blocks = items.map((t) => layoutAt(t, face, px, TYPE_SCALE.item.leading, inner));
    if (blocks.some((b, i) => b.lines.length > maxLines || b.width > inner + 0.5 || (b.lines.length > 1 && hasOrphan(b.lines, items[i]!)) || strandsFigure(b.lines))) return undefined;
    const markers = items.map((_, i) => layoutAt(markerOf(i, numbered), markerFace, Math.round(px * (numbered ? 1.15 : 1)), 1, inner));
    const markerRoom = Math.max(...markers.map((m) => m.height)) + Math.round(px * 0.45);
    const textH = Math.max(...blocks.map((b) => b.height));
    const cardH = markerRoom + textH + 2 * pad.y;
    const totalH = rows * cardH + (rows - 1) * gap;
    if (totalH > box.h) return undefined;
    const top = box.y + (box.h - totalH) / 2;
    const cards = blocks.map((b, i) => {
      const r = Math.floor(i / cols);
      const inRow = Math.min(cols, items.length - r * cols);
      // A short last row is centred under the others.
      const left = box.x + (box.w - (inRow * colW + (inRow - 1) * gap)) / 2;
      const c = i - r * cols;
      const block: SetBlock = { ...b, width: inner, height: markerRoom + textH, firstBaseline: b.firstBaseline + markerRoom };
      return { block, x: left + c * (colW + gap) + pad.x, y: top + r * (cardH + gap) + pad.y };
    });
    const x0 = Math.min(...cards.map((c) => c.x)) - pad.x;
    const x1 = Math.max(...cards.map((c) => c.x + inner)) + pad.x;
    return { px, cards, markers, markerTexts: items.map((_, i) => markerOf(i, numbered)), box: { x: Math.round(x0), y: Math.round(top), w: Math.round(x1 - x0), h: Math.round(totalH) }, pad };
  };
  // From a size a step over a list item's largest, down in typeset's 6 % steps.
  let px = TYPE_SCALE.item.max * ref * (short ? 1.25 : 1);
  const floor = Math.max(10, 0.02 * ref);
  while (px > floor) {
    const laid = attempt(Math.round(px));
    if (laid) return laid;
    px *= 0.94;
  }
  return attempt(Math.round(floor)) ?? attempt(10)!;
}

/**
 * A card's panel: a tone off a plain ground (lighter on a dark one, darker on a light one), measured against the
 * ground under it (`under`); over a picture, the theme's panel.
 */
export function cardPanel(ground: readonly Rgb[], overPicture: Backdrop | undefined): Backdrop {
  if (overPicture) return overPicture;
  const mean = ground.reduce((s, c) => s + relativeLuminance(c), 0) / Math.max(1, ground.length);
  return mean < 0.3 ? { kind: 'panel', colour: '#ffffff', opacity: 0.09, under: [...ground] } : { kind: 'panel', colour: '#000000', opacity: 0.07, under: [...ground] };
}

export const groundOf = (hex: string) => [hexToRgb(hex)];
