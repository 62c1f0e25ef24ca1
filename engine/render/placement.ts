import type { FrameSize } from '../../model/format.js';
import type { Anchor, Placement } from '../../model/scene-document.js';

/*
 * Where things go. A layer's placement (a named anchor or a box in fractions of the frame) becomes a box in pixels
 * of the output frame and an alignment inside it. Named anchors are laid out inside the title-safe area (5 % margins
 * on every side), so text never touches an edge whatever the format; explicit boxes are the writer's own choice and
 * are only kept inside the frame.
 */

/** A box in the frame, in pixels. */
export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type HAlign = 'left' | 'center' | 'right';
export type VAlign = 'top' | 'middle' | 'bottom';

export interface Region {
  box: PixelBox;
  /** How what is drawn sits in the box when it is smaller than it. */
  h: HAlign;
  v: VAlign;
}

/** The margins of the title-safe area, as a fraction of each dimension. */
export const SAFE_MARGIN = 0.05;

/** Even pixel values keep 4:2:0 chroma aligned when something is overlaid at a box's corner. */
const even = (n: number) => 2 * Math.round(n / 2);

export function safeArea(frame: FrameSize): PixelBox {
  const x = even(frame.width * SAFE_MARGIN);
  const y = even(frame.height * SAFE_MARGIN);
  return { x, y, w: frame.width - 2 * x, h: frame.height - 2 * y };
}

/**
 * Where named places lay text out. In a portrait frame (9:16 and the like) the platforms draw their own interface
 * over the video: the top ~14 %, the bottom ~20-35 % and a column of buttons down the right edge (~12 %) are kept
 * free of key text; elsewhere it is the title-safe area.
 */
export function contentArea(frame: FrameSize): PixelBox {
  if (frame.height < frame.width * 1.5) return safeArea(frame);
  const x = even(frame.width * 0.06);
  const y = even(frame.height * 0.14);
  const right = even(frame.width * 0.88);
  const bottom = even(frame.height * 0.78);
  return { x, y, w: right - x, h: bottom - y };
}

interface AnchorLayout {
  /** x, y, w, h in fractions of the safe area. */
  at: [number, number, number, number];
  h: HAlign;
  v: VAlign;
}

/**
 * The named anchors in fractions of the safe area. Corners are wider in portrait (a narrow frame) so that a few
 * words still fit there; the lower third spans the whole width in portrait and square, three quarters in landscape.
 */
function anchorLayout(anchor: Anchor, frame: FrameSize): AnchorLayout {
  const landscape = frame.width > frame.height * 1.2;
  const corner = landscape ? 0.34 : 0.5;
  const lowerThirdWidth = landscape ? 0.75 : 1;
  switch (anchor) {
    case 'full': return { at: [0, 0, 1, 1], h: 'center', v: 'middle' };
    case 'center': return { at: [0, 0.2, 1, 0.6], h: 'center', v: 'middle' };
    case 'top': return { at: [0, 0, 1, 0.25], h: 'center', v: 'top' };
    case 'bottom': return { at: [0, 0.75, 1, 0.25], h: 'center', v: 'bottom' };
    case 'upper-third': return { at: [0, 0, 1, 1 / 3], h: 'center', v: 'middle' };
    case 'lower-third': return { at: [0, 2 / 3, lowerThirdWidth, 1 / 3], h: 'left', v: 'middle' };
    case 'left': return { at: [0, 0.15, 0.48, 0.7], h: 'left', v: 'middle' };
    case 'right': return { at: [0.52, 0.15, 0.48, 0.7], h: 'right', v: 'middle' };
    case 'left-half': return { at: [0, 0, 0.48, 1], h: 'center', v: 'middle' };
    case 'right-half': return { at: [0.52, 0, 0.48, 1], h: 'center', v: 'middle' };
    case 'top-half': return { at: [0, 0, 1, 0.48], h: 'center', v: 'middle' };
    case 'bottom-half': return { at: [0, 0.52, 1, 0.48], h: 'center', v: 'middle' };
    case 'top-left': return { at: [0, 0, corner, 0.22], h: 'left', v: 'top' };
    case 'top-right': return { at: [1 - corner, 0, corner, 0.22], h: 'right', v: 'top' };
    case 'bottom-left': return { at: [0, 0.78, corner, 0.22], h: 'left', v: 'bottom' };
    case 'bottom-right': return { at: [1 - corner, 0.78, corner, 0.22], h: 'right', v: 'bottom' };
  }
}

/**
 * `bleed`: for pictures and shapes, `full` is the whole frame and the halves reach the frame's edges (a picture
 * stops at the safe area only when placed in a smaller place).
 */
export function resolvePlacement(placement: Placement, frame: FrameSize, options: { bleed?: boolean } = {}): Region {
  if (options.bleed && (placement === 'full' || placement === 'left-half' || placement === 'right-half' || placement === 'top-half' || placement === 'bottom-half')) {
    const half = even(frame.width / 2);
    const halfH = even(frame.height / 2);
    const box =
      placement === 'full' ? { x: 0, y: 0, w: frame.width, h: frame.height }
      : placement === 'left-half' ? { x: 0, y: 0, w: half, h: frame.height }
      : placement === 'right-half' ? { x: half, y: 0, w: frame.width - half, h: frame.height }
      : placement === 'top-half' ? { x: 0, y: 0, w: frame.width, h: halfH }
      : { x: 0, y: halfH, w: frame.width, h: frame.height - halfH };
    return { box, h: 'center', v: 'middle' };
  }
  if (placement === 'top-half' || placement === 'bottom-half') {
    // Text in the half a picture leaves (a 9:16 post's words under its photo): the frame's half, not the safe area's,
    // which sits lower than the frame's middle in 9:16 (the platforms' top and bottom zones differ), inside the safe
    // area, and a little away from the picture's edge.
    const safe = contentArea(frame);
    const gap = even(frame.height * 0.03);
    const middle = even(frame.height / 2);
    const y = placement === 'top-half' ? safe.y : Math.max(safe.y, middle + gap);
    const bottom = placement === 'top-half' ? Math.min(safe.y + safe.h, middle - gap) : safe.y + safe.h;
    return { box: { x: safe.x, y, w: safe.w, h: Math.max(2, bottom - y) }, h: 'center', v: 'middle' };
  }
  if (typeof placement === 'string') {
    const safe = contentArea(frame);
    const { at, h, v } = anchorLayout(placement, frame);
    const x = even(safe.x + at[0] * safe.w);
    const y = even(safe.y + at[1] * safe.h);
    const right = even(safe.x + (at[0] + at[2]) * safe.w);
    const bottom = even(safe.y + (at[1] + at[3]) * safe.h);
    return { box: { x, y, w: right - x, h: bottom - y }, h, v };
  }
  const x = Math.min(even(placement.x * frame.width), frame.width - 2);
  const y = Math.min(even(placement.y * frame.height), frame.height - 2);
  const w = Math.max(2, Math.min(even(placement.w * frame.width), frame.width - x));
  const h = Math.max(2, Math.min(even(placement.h * frame.height), frame.height - y));
  return { box: { x, y, w, h }, h: 'center', v: 'middle' };
}

/** A part of a region: `from`..`to` of its height (fractions), with the region's alignment. */
export function slice(region: Region, from: number, to: number, v: VAlign = region.v): Region {
  const y = even(region.box.y + from * region.box.h);
  const bottom = even(region.box.y + to * region.box.h);
  return { box: { x: region.box.x, y, w: region.box.w, h: Math.max(2, bottom - y) }, h: region.h, v };
}

/** Where a box of `w`×`h` pixels goes inside a region, by its alignment (top-left corner, even pixels). */
export function alignIn(region: Region, w: number, h: number): { x: number; y: number } {
  const { box } = region;
  const x = region.h === 'left' ? box.x : region.h === 'right' ? box.x + box.w - w : box.x + (box.w - w) / 2;
  const y = region.v === 'top' ? box.y : region.v === 'bottom' ? box.y + box.h - h : box.y + (box.h - h) / 2;
  return { x: even(x), y: even(y) };
}
