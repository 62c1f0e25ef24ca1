import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { lineDirection, trackingFor } from './direction.js';
import { encodePng } from './png.js';
import type { SetBlock } from './set-block.js';

/*
 * Drawing a set block into a transparent picture: its lines (each one fillText, so Skia shapes and orders the whole
 * line: kerning, Arabic joining, bidi runs, emoji sequences, fallback faces; a right-to-left line gets its base
 * direction, direction.ts)
 * and its one backdrop (a rounded panel, or a soft shadow), at a pose: opacity, scale around the block's centre, a
 * vertical offset in sub-pixels, and for typewriter entrances how much of the text shows. The picture has room
 * around the block for the pose's scale and offset, so every frame of an animation has the same size and origin.
 */

export type HAlign = 'left' | 'center' | 'right';

export interface Backdrop {
  /** `scrim`: a soft gradient from a frame edge, drawn by the compositor (layers/scrim.ts), never by the block. */
  kind: 'panel' | 'shadow' | 'scrim';
  /** `#rrggbb` */
  colour: string;
  opacity: number;
  /** A scrim: the edge of the frame it darkens from. */
  edge?: 'top' | 'bottom';
  /** A scrim: the share of its height (from its edge) at full opacity; the rest fades to nothing. */
  plateau?: number;
  /** What shows under the backdrop when known (a picture's colours under the text): text is measured against them. */
  under?: { r: number; g: number; b: number }[];
}

export interface BlockStyle {
  /** `#rrggbb` */
  colour: string;
  align: HAlign;
  backdrop?: Backdrop;
  /**
   * A list item's bullet or number, drawn `indent` pixels before the first line (outside the ink box): at its left,
   * or at its right for a right-to-left item (`side: 'right'`, where its reader starts); a card's (`side: 'top'`)
   * centred in the room its block leaves above its first line.
   */
  marker?: { text: string; colour: string; block: SetBlock; indent: number; side?: 'left' | 'right' | 'top' };
}

export interface Pose {
  opacity: number;
  scale: number;
  /** Pixels, down positive. */
  dy: number;
  /** Typewriter: characters (graphemes) shown; word-by-word: words shown. Undefined: all. */
  shown?: number;
  byWord?: boolean;
}

export const REST: Pose = { opacity: 1, scale: 1, dy: 0 };

/** The panel's padding around the ink box, in cap heights. */
const PANEL_PAD_X = 0.9;
const PANEL_PAD_Y = 0.75;

export interface BlockPicture {
  width: number;
  height: number;
  /** Where the block's ink box (top-left) is inside the picture. */
  inkX: number;
  inkY: number;
  /** The backdrop's box around the ink, relative to the ink box's top-left (zero padding without a panel). */
  pad: { x: number; y: number };
  /** The picture at `pose` as a PNG file. */
  draw(pose: Pose): Buffer;
  /** The same picture as raw RGBA (non-premultiplied, row by row): what `draw` encodes. */
  pixels(pose: Pose): Uint8ClampedArray;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function prefixes(lines: readonly string[], shown: number, byWord: boolean): string[] {
  let left = shown;
  return lines.map((line) => {
    const parts = byWord ? line.split(' ') : [...graphemes.segment(line)].map((s) => s.segment);
    const take = Math.max(0, Math.min(parts.length, left));
    left -= take;
    return parts.slice(0, take).join(byWord ? ' ' : '');
  });
}

/** The number of units (graphemes or words) of the block's text, for typewriter poses. */
export function unitCount(block: SetBlock, byWord: boolean): number {
  return block.lines.reduce((n, l) => n + (byWord ? l.text.split(' ').length : [...graphemes.segment(l.text)].length), 0);
}

/** The padding a block's backdrop adds around its ink box, in pixels. */
export function backdropPad(block: SetBlock, backdrop?: Backdrop): { x: number; y: number } {
  if (backdrop?.kind !== 'panel') return { x: 0, y: 0 };
  return { x: Math.round(block.capHeight * PANEL_PAD_X), y: Math.round(block.capHeight * PANEL_PAD_Y) };
}

function rgba(hex: string, alpha: number): string {
  const v = (i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `rgba(${v(0)},${v(1)},${v(2)},${alpha})`;
}

/**
 * A picture of the block. `subX`/`subY` (0..2): where the ink box starts inside the picture's first pixels, so the
 * picture can be overlaid at even pixels and the text still lands exactly where the layout put it.
 */
export function blockPicture(block: SetBlock, style: BlockStyle, motion: { maxScale: number; maxRise: number }, sub: { x: number; y: number }): BlockPicture {
  const pad = backdropPad(block, style.backdrop);
  const markerRight = style.marker?.side === 'right';
  const markerTop = style.marker?.side === 'top';
  const lead = markerRight || markerTop ? 0 : (style.marker?.indent ?? 0);
  const trail = markerRight ? style.marker!.indent : 0;
  const boxW = block.width + 2 * pad.x + lead + trail;
  const boxH = block.height + 2 * pad.y;
  const blur = style.backdrop?.kind === 'shadow' ? Math.round(block.px * 0.12) : 0;
  const grow = (motion.maxScale - 1) / 2;
  const marginX = Math.ceil(boxW * grow + blur * 2 + 2);
  const marginY = Math.ceil(boxH * grow + blur * 2 + motion.maxRise + 2);
  const width = 2 * Math.ceil((boxW + 2 * marginX + sub.x) / 2);
  const height = 2 * Math.ceil((boxH + 2 * marginY + sub.y) / 2);
  const inkX = sub.x + marginX + pad.x + lead;
  const inkY = sub.y + marginY + pad.y;
  const canvas = createCanvas(width, height);
  const ctx: SKRSContext2D = canvas.getContext('2d');
  // Changing a context's font or spacing costs up to ~15 ms (measure.ts): set them only when they change.
  let font = '';
  let spacing = '';
  const use = (f: string, px: number) => {
    if (f !== font) ctx.font = font = f;
    const sp = `${px}px`;
    if (sp !== spacing) ctx.letterSpacing = spacing = sp;
  };
  const lineX = (w: number) => (style.align === 'left' ? 0 : style.align === 'right' ? block.width - w : (block.width - w) / 2);
  const pixels = (pose: Pose): Uint8ClampedArray => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (pose.opacity <= 0.002) return ctx.getImageData(0, 0, width, height).data;
    const cx = inkX - lead + (block.width + lead + trail) / 2;
    const cy = inkY + block.height / 2;
    ctx.setTransform(pose.scale, 0, 0, pose.scale, cx - cx * pose.scale, cy - cy * pose.scale + pose.dy);
    ctx.globalAlpha = Math.min(1, pose.opacity);
    if (style.backdrop?.kind === 'panel') {
      ctx.fillStyle = rgba(style.backdrop.colour, style.backdrop.opacity);
      ctx.beginPath();
      ctx.roundRect(inkX - lead - pad.x, inkY - pad.y, boxW, boxH, Math.round(block.capHeight * 0.35));
      ctx.fill();
    }
    if (style.backdrop?.kind === 'shadow') {
      ctx.shadowColor = rgba(style.backdrop.colour, style.backdrop.opacity);
      ctx.shadowBlur = blur;
      ctx.shadowOffsetY = Math.round(block.px * 0.03);
    }
    const blockFont = block.face.font(block.px);
    ctx.fillStyle = style.colour;
    ctx.textBaseline = 'alphabetic';
    // x is the line's left edge whatever its direction.
    ctx.textAlign = 'left';
    const texts = pose.shown === undefined ? block.lines.map((l) => l.text) : prefixes(block.lines.map((l) => l.text), pose.shown, pose.byWord ?? false);
    block.lines.forEach((line, k) => {
      if (!texts[k]) return;
      const rtl = lineDirection(line.text) === 'rtl';
      ctx.direction = rtl ? 'rtl' : 'ltr';
      use(blockFont, trackingFor(block.face.spec.tracking, line.text) * block.px);
      // A partly shown right-to-left line (typewriter) grows from its right end.
      const x = inkX + lineX(line.width) + (rtl && texts[k] !== line.text ? line.width - ctx.measureText(texts[k]!).width : 0);
      ctx.fillText(texts[k]!, x, inkY + block.firstBaseline + k * block.lineHeight);
    });
    ctx.direction = 'ltr';
    const marker = style.marker;
    if (marker && (pose.shown === undefined || pose.shown > 0)) {
      use(marker.block.face.font(marker.block.px), 0);
      ctx.fillStyle = marker.colour;
      if (markerTop) ctx.fillText(marker.text, inkX + (block.width - ctx.measureText(marker.text).width) / 2, inkY + marker.block.firstBaseline);
      else if (markerRight) {
        // Right to left: "1." reads as ".1", its right edge `indent` past the line's right end.
        ctx.direction = 'rtl';
        ctx.fillText(marker.text, inkX + block.width + marker.indent - ctx.measureText(marker.text).width, inkY + block.firstBaseline);
        ctx.direction = 'ltr';
      } else ctx.fillText(marker.text, inkX - marker.indent, inkY + block.firstBaseline);
    }
    ctx.shadowColor = 'rgba(0,0,0,0)';
    ctx.shadowBlur = 0;
    ctx.shadowOffsetY = 0;
    return ctx.getImageData(0, 0, width, height).data;
  };
  const draw = (pose: Pose): Buffer => encodePng(pixels(pose), width, height);
  return { width, height, inkX, inkY, pad, draw, pixels };
}
