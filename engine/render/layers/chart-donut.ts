import { createCanvas } from '@napi-rs/canvas';
import { clampChroma, converter, formatHex } from 'culori';
import type { ChartLayer } from '../../../model/scene-document.js';
import type { Rgb } from '../style/contrast.js';
import { markColour } from '../style/palette.js';
import type { Face } from '../typeset/faces.js';
import { themeFace } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { encodePng } from '../typeset/png.js';
import { referenceLength, TYPE_SCALE } from '../typeset/set-block.js';
import type { Reveal } from './animate.js';
import type { LayerContext, LayerSteps, PixelBox } from './layer-api.js';
import { pictureSequence, type Shown } from './picture-sequence.js';
import { easeOutCubic } from './text-motion.js';

/*
 * A donut chart ("a pie chart of our traffic sources: Search 45%, Social 30%…"): a ring of segments, each a share
 * of the total, swept in clockwise from twelve o'clock, with a legend (a swatch, the label and the value) beside it
 * in a wide frame and under it in a tall one, and the largest share written in the hole. A designer's pie is a
 * donut: the hole carries the headline figure and thin rings read better at video sizes than wedges.
 *
 * Drawn in Node as pictures (the ring at each frame of its sweep, then one held picture), shown by
 * picture-sequence.ts: nothing of the labels reaches the filter graph.
 */

export interface DonutInput {
  ctx: LayerContext;
  layer: Pick<ChartLayer, 'data' | 'unit' | 'prefix'>;
  reveal: Reveal;
  /** Where the ring and its legend go: the chart's box under its title. */
  area: PixelBox;
  /** The scene's accent for chart marks (the first segment), already apart from the ground. */
  ink: string;
  textColour: string;
  /** The background under the chart, for the segments' contrast (≥ 3:1, as every chart mark). */
  samples: readonly Rgb[];
  /** The texts' opacity by scene frame (their fade out before the cut). */
  opacityAt(frame: number): number;
  goneAt: number;
  streamFrames: number;
  /** Already most of the way in on the video's first frame (its thumbnail). */
  firstFrame?: boolean;
}

const toOklch = converter('oklch');

/**
 * The segments' colours: the accent, then hues spread around it at the accent's lightness and chroma (at least
 * 0.11, so none is grey), each moved in lightness until it reaches 3:1 on the background.
 */
export function segmentColours(ink: string, n: number, samples: readonly Rgb[]): string[] {
  // An achromatic accent (the minimal theme's near-black) gives no hue to spread: a designer's blue leads instead.
  const grey = (toOklch(ink)!.c ?? 0) < 0.04;
  const lead = grey ? '#2563eb' : ink;
  const base = toOklch(lead)!;
  const l = Math.min(0.75, Math.max(0.6, base.l));
  const c = Math.max(0.13, base.c ?? 0);
  const h = base.h ?? 260;
  // Far hues first (a complement, then the thirds), so neighbours in the ring differ most.
  const step = n <= 2 ? 180 : 360 / n;
  return Array.from({ length: n }, (_, i) => {
    const hue = (h + i * step) % 360;
    const colour = i === 0 ? lead : formatHex(clampChroma({ mode: 'oklch', l: i % 2 === 0 ? l : Math.max(0.5, l - 0.1), c, h: hue }, 'oklch'));
    return markColour(colour, samples);
  });
}

/** Each datum's share of the whole, and the text shown for it ("45%", or the value with its unit). */
export function shares(layer: DonutInput['layer']): { fraction: number; text: string }[] {
  const total = layer.data.reduce((sum, d) => sum + Math.max(0, d.value), 0) || 1;
  return layer.data.map((d) => {
    const fraction = Math.max(0, d.value) / total;
    const text = layer.unit === '%' || (!layer.unit && !layer.prefix) ? `${round(layer.unit === '%' ? d.value : fraction * 100)}%` : `${layer.prefix ?? ''}${round(d.value)}${layer.unit ?? ''}`;
    return { fraction, text };
  });
}

function round(v: number): string {
  return (Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10).toLocaleString('en-US');
}

interface Geometry {
  cx: number;
  cy: number;
  radius: number;
  thickness: number;
  legend: { x: number; y: number; rowHeight: number; px: number; valueRight: number };
}

/** The ring beside its legend in a wide area, above it in a tall one, the whole group centred in the area. */
export function donutGeometry(input: Pick<DonutInput, 'ctx' | 'layer' | 'area'>, faces: { label: Face; value: Face }): Geometry {
  const { area } = input;
  const ref = referenceLength(input.ctx.frame);
  const n = input.layer.data.length;
  const texts = shares(input.layer).map((s) => s.text);
  let px = Math.round(ref * TYPE_SCALE.label.max);
  const legendSize = (p: number) => {
    const label = Math.max(...input.layer.data.map((d) => measure(faces.label, d.label, p)));
    const value = Math.max(...texts.map((t) => measure(faces.value, t, p)));
    return { w: p * 1.1 + label + p * 1.6 + value, h: n * p * 1.75, value };
  };
  const wide = area.w > area.h * 1.15;
  if (wide) {
    const diameter = Math.min(area.h * 0.94, area.w * 0.42);
    const gap = area.w * 0.06;
    let legend = legendSize(px);
    while (px > 14 && (diameter + gap + legend.w > area.w * 0.96 || legend.h > area.h * 0.94)) legend = legendSize(--px);
    const x0 = area.x + (area.w - (diameter + gap + legend.w)) / 2;
    const cy = area.y + area.h / 2;
    const lx = x0 + diameter + gap;
    return { cx: x0 + diameter / 2, cy, radius: diameter / 2, thickness: diameter * 0.2, legend: { x: lx, y: cy - legend.h / 2, rowHeight: px * 1.75, px, valueRight: lx + legend.w } };
  }
  let legend = legendSize(px);
  while (px > 14 && (legend.w > area.w * 0.9 || legend.h > area.h * 0.4)) legend = legendSize(--px);
  const diameter = Math.min(area.w * 0.72, area.h - legend.h - area.h * 0.08);
  const gap = area.h * 0.06;
  const y0 = area.y + (area.h - (diameter + gap + legend.h)) / 2;
  const lx = area.x + (area.w - legend.w) / 2;
  return { cx: area.x + area.w / 2, cy: y0 + diameter / 2, radius: diameter / 2, thickness: diameter * 0.2, legend: { x: lx, y: y0 + diameter + gap, rowHeight: px * 1.75, px, valueRight: lx + legend.w } };
}

/** The sweep's timing: start, length (eased), and when each legend row comes in. */
function sweepTiming(reveal: Reveal, n: number, firstFrame: boolean): { start: number; seconds: number } {
  if (reveal.animation.in === 'none') return { start: reveal.start, seconds: 0 };
  const available = reveal.end === undefined ? 60 : reveal.end - reveal.start;
  const seconds = Math.min(available * 0.4, 0.7 + 0.1 * n);
  return { start: reveal.start - (firstFrame && reveal.start === 0 ? seconds * 0.6 : 0), seconds };
}

export async function donutSteps(input: DonutInput, stream: string): Promise<LayerSteps> {
  const { ctx, layer, area } = input;
  const faces = { label: themeFace(ctx.theme, 'text'), value: themeFace(ctx.theme, 'strong') };
  const g = donutGeometry(input, faces);
  const parts = shares(layer);
  const colours = segmentColours(input.ink, parts.length, input.samples);
  const biggest = parts.reduce((best, p, i) => (p.fraction > parts[best]!.fraction ? i : best), 0);
  // The picture's corner on even pixels (4:2:0 chroma), covering the area.
  const ox = 2 * Math.floor(area.x / 2);
  const oy = 2 * Math.floor(area.y / 2);
  const w = 2 * Math.ceil((area.x + area.w - ox) / 2);
  const h = 2 * Math.ceil((area.y + area.h - oy) / 2);
  const canvas = createCanvas(w, h);
  const g2 = canvas.getContext('2d');
  const timing = sweepTiming(input.reveal, parts.length, input.firstFrame ?? false);
  const fps = ctx.fps;
  const sweepAt = (f: number) => (timing.seconds <= 0 ? 1 : easeOutCubic(Math.max(0, Math.min(1, (f / fps - timing.start) / timing.seconds))));
  // Where each segment starts, as a fraction of the turn.
  const starts = parts.map((_, i) => parts.slice(0, i).reduce((sum, p) => sum + p.fraction, 0));
  const centreText = parts[biggest]!.text;
  // The headline figure fills about half the hole's width, at most: a figure, not a poster.
  const hole = g.radius - g.thickness;
  const centrePx = Math.min((hole * 0.8) / Math.max(0.1, faces.value.capHeight), (hole * 1.0) / Math.max(0.1, measure(faces.value, centreText, 1)));

  const draw = (sweep: number, opacity: number): Buffer => {
    g2.setTransform(1, 0, 0, 1, 0, 0);
    g2.clearRect(0, 0, w, h);
    if (opacity > 0.002) {
      g2.globalAlpha = Math.min(1, opacity);
      const r = g.radius - g.thickness / 2;
      // A hairline of the ground between segments (a gap of 1.2° at the ring's middle), so neighbours read apart.
      const gap = parts.length > 1 ? (1.2 * Math.PI) / 180 : 0;
      g2.lineWidth = g.thickness;
      g2.lineCap = 'butt';
      for (const [i, part] of parts.entries()) {
        const from = starts[i]!;
        const to = Math.min(from + part.fraction, sweep);
        if (to <= from || part.fraction <= 0) continue;
        const a0 = -Math.PI / 2 + from * 2 * Math.PI + gap / 2;
        const a1 = -Math.PI / 2 + to * 2 * Math.PI - (to >= from + part.fraction ? gap / 2 : 0);
        if (a1 <= a0) continue;
        g2.strokeStyle = colours[i]!;
        g2.beginPath();
        g2.arc(g.cx - ox, g.cy - oy, r, a0, a1);
        g2.stroke();
      }
      g2.textBaseline = 'alphabetic';
      // The legend: each row in as its segment starts to be drawn.
      const { legend } = g;
      const cap = faces.label.capHeight * legend.px;
      for (const [i, part] of parts.entries()) {
        const rowOpacity = sweep >= 1 ? 1 : Math.max(0, Math.min(1, (sweep - starts[i]!) / 0.08));
        if (rowOpacity <= 0) continue;
        g2.globalAlpha = Math.min(1, opacity) * rowOpacity;
        const baseline = legend.y + i * legend.rowHeight + (legend.rowHeight + cap) / 2 - oy;
        const sw = cap * 1.05;
        g2.fillStyle = colours[i]!;
        g2.beginPath();
        g2.roundRect(legend.x - ox, baseline - cap - (sw - cap) / 2, sw, sw, sw * 0.22);
        g2.fill();
        g2.fillStyle = input.textColour;
        g2.font = faces.label.font(legend.px);
        g2.fillText(layer.data[i]!.label, legend.x - ox + legend.px * 1.1, baseline);
        g2.font = faces.value.font(legend.px);
        g2.fillText(part.text, legend.valueRight - ox - measure(faces.value, part.text, legend.px), baseline);
      }
      // The largest share in the hole, once the ring is whole.
      const centreOpacity = Math.max(0, Math.min(1, (sweep - 0.85) / 0.15));
      if (centreOpacity > 0) {
        g2.globalAlpha = Math.min(1, opacity) * centreOpacity;
        g2.fillStyle = input.textColour;
        g2.font = faces.value.font(centrePx);
        const tw = measure(faces.value, centreText, centrePx);
        g2.fillText(centreText, g.cx - ox - tw / 2, g.cy - oy + (faces.value.capHeight * centrePx) / 2);
      }
    }
    return encodePng(g2.getImageData(0, 0, w, h).data, w, h);
  };

  const first = Math.max(0, Math.round(input.reveal.start * fps));
  const shown: Shown[] = [];
  const key = (sweep: number, opacity: number) => `${sweep.toFixed(4)}|${Math.round(opacity * 255)}`;
  for (let f = first; f < input.goneAt; f++) {
    const sweep = sweepAt(f);
    const opacity = input.opacityAt(f);
    shown.push({ frame: f, key: key(sweep, opacity), draw: () => draw(sweep, opacity) });
  }
  if (input.goneAt < input.streamFrames) shown.push({ frame: input.goneAt, key: key(1, 0), draw: () => draw(1, 0) });
  return pictureSequence(ctx, shown, { x: String(ox), y: String(oy) }, stream);
}
