import { createCanvas } from '@napi-rs/canvas';
import type { GraphicLayer } from '../../../model/scene-document.js';
import { sceneAccent } from '../style/palette.js';
import { readableOn } from '../style/themes.js';
import { encodePng } from '../typeset/png.js';
import { revealOf } from './animate.js';
import { renderWordHighlight } from './highlight.js';
import { labelPicture } from './label-picture.js';
import type { LayerRenderer, PixelBox } from './layer-api.js';
import { overlayPicture } from './overlay-picture.js';

/*
 * Graphic elements drawn with the canvas into a transparent PNG and laid over the scene: a rule (a thin rounded
 * line across its box, vertically centred), a rounded panel filling its box, a highlight (a marker box with its
 * word on it, set by the typesetter), and an arrow across its box pointing towards a side or a corner of the frame.
 */

function rgba(hex: string, alpha: number): string {
  const v = (i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `rgba(${v(0)},${v(1)},${v(2)},${alpha})`;
}

/** The arrow's tail and head inside a w×h box, for a direction. */
export function arrowEnds(pointing: GraphicLayer['pointing'], w: number, h: number, inset: number): { from: [number, number]; to: [number, number] } {
  const dx = pointing.includes('left') ? -1 : pointing.includes('right') ? 1 : 0;
  const dy = pointing.startsWith('up') ? -1 : pointing.startsWith('down') ? 1 : 0;
  const cx = w / 2;
  const cy = h / 2;
  const rx = w / 2 - inset;
  const ry = h / 2 - inset;
  return { from: [cx - dx * rx, cy - dy * ry], to: [cx + dx * rx, cy + dy * ry] };
}

/** The shape's picture (the size of its box) and where it goes. */
export function shapePicture(layer: GraphicLayer, box: PixelBox, colour: string): Buffer {
  const w = Math.max(2, Math.round(box.w));
  const h = Math.max(2, Math.round(box.h));
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  g.fillStyle = rgba(colour, layer.opacity);
  g.strokeStyle = rgba(colour, layer.opacity);
  const unit = Math.min(w, h);
  if (layer.shape === 'rule') {
    // The picture is the rule itself (renderGraphic gives it its thickness): a bar with round ends.
    g.beginPath();
    g.roundRect(0, 0, w, h, h / 2);
    g.fill();
  } else if (layer.shape === 'panel') {
    g.beginPath();
    g.roundRect(0, 0, w, h, Math.round(unit * 0.08));
    g.fill();
  } else if (layer.shape === 'arrow') {
    const stroke = Math.max(4, Math.round(unit * 0.07));
    const head = stroke * 3;
    const { from, to } = arrowEnds(layer.pointing, w, h, head * 0.6);
    const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
    const neck: [number, number] = [to[0] - Math.cos(angle) * head * 0.8, to[1] - Math.sin(angle) * head * 0.8];
    g.lineWidth = stroke;
    g.lineCap = 'round';
    g.beginPath();
    g.moveTo(from[0], from[1]);
    g.lineTo(neck[0], neck[1]);
    g.stroke();
    g.beginPath();
    g.moveTo(to[0], to[1]);
    g.lineTo(to[0] - Math.cos(angle - 0.5) * head, to[1] - Math.sin(angle - 0.5) * head);
    g.lineTo(to[0] - Math.cos(angle + 0.5) * head, to[1] - Math.sin(angle + 0.5) * head);
    g.closePath();
    g.fill();
  }
  return encodePng(g.getImageData(0, 0, w, h).data, w, h);
}

export const renderGraphic: LayerRenderer<GraphicLayer> = async (layer, ctx, input) => {
  const colour = layer.colour ?? (layer.shape === 'highlight' ? '#ffd400' : sceneAccent(ctx.theme, ctx.background, ctx.accent));
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const box = ctx.box;
  if (layer.shape === 'highlight') {
    // Behind its word in a text of the scene (highlight.ts); else the word on its marker box, centred in the
    // placement's box.
    const inText = ctx.sceneTexts ? await renderWordHighlight(layer, ctx, ctx.sceneTexts(), input) : undefined;
    if (inText) return inText;
    const text = layer.text ?? ' ';
    const label = labelPicture({
      text,
      role: 'heading',
      theme: ctx.theme,
      frame: ctx.frame,
      colour: readableOn(colour, '#111111'),
      backdrop: { kind: 'panel', colour, opacity: layer.opacity },
      maxWidth: box.w * 0.9,
      maxHeight: box.h * 0.9,
    });
    const at = { x: box.x + (box.w - label.box.w) / 2 - label.box.x, y: box.y + (box.h - label.box.h) / 2 - label.box.y };
    return overlayPicture(ctx, label.png, at, reveal, input, 'highlight');
  }
  // A rule is a line, not a box: it keeps its box's width and a designer's accent-rule thickness (0.8 % of the
  // frame's height: 6 px at 720p), centred in the box.
  const thickness = Math.max(4, 2 * Math.round((ctx.frame.height * 0.008) / 2));
  const drawn = layer.shape === 'rule' ? { ...box, y: box.y + box.h / 2 - thickness / 2, h: thickness } : box;
  return overlayPicture(ctx, shapePicture(layer, drawn, colour), { x: drawn.x, y: drawn.y }, reveal, input, layer.shape);
};
