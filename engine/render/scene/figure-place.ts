import type { Layer } from '../../../model/scene-document.js';
import { formatNumber, LABEL_GAP, setCounter, splitSuffix } from '../layers/counter.js';
import type { PixelBox } from '../layers/layer-api.js';
import { contentArea, type Region } from '../placement.js';
import { intersects, timeOverlap } from './boxes.js';
import type { Block, BlockEnv } from './block-env.js';

/*
 * Where a centred figure (a counter, a countdown) goes among the text blocks of its scene, once they are composed
 * (compose-blocks.ts): in the space a title leaves, as one group with that title, or over the line that says what
 * it counts.
 */

/**
 * Moves centred counters (and the text blocks grouped with them) in `out` and `blocks`. `capOf(i)`: layer i's cap
 * height; `liftOf(i)`: how far it drifts up as it holds.
 */
export function placeFigures(layers: readonly Layer[], out: Region[], blocks: Block[], env: BlockEnv, capOf: (i: number) => number, liftOf: (i: number) => number): void {
  // A figure (a counter, a countdown) in the centre under a title at the top sits in the middle of the space the
  // title leaves, not of the frame: centred in the frame, it left the bottom third empty under "Thank you".
  const area0 = contentArea(env.frame);
  for (const [j, layer] of layers.entries()) {
    if (layer.type !== 'counter' || (layer.placement ?? 'center') !== 'center') continue;
    const r = out[j]!;
    const middle = r.box.y + r.box.h / 2;
    const near = blocks.filter((b) => b.members.some((i) => timeOverlap(layers[i]!, layer, env.sceneSeconds)));
    const above = near.filter((b) => b.box.y + b.box.h <= middle).map((b) => b.box.y + b.box.h);
    const below = near.filter((b) => b.box.y >= middle).map((b) => b.box.y);
    if (!above.length && !below.length) continue;
    const gap = Math.round(env.frame.height * 0.04);
    const top = above.length ? Math.max(...above) + gap : area0.y;
    const bottom = below.length ? Math.min(...below) - gap : area0.y + area0.h;
    if (bottom - top < r.box.h * 0.8) continue;
    out[j] = { ...r, box: { ...r.box, y: 2 * Math.round(top / 2), h: 2 * Math.round((bottom - top) / 2) }, v: 'middle' };
    // A title the prompt did not place, with the figure under it and nothing below: the two are one group on the
    // grid, the figure a set gap under the title (the larger of the title's cap height and 0.75 of the figure's),
    // the group centred in the area. Centred in the space the title left, the figure sat a varying distance under
    // it, as close as one title cap under a figure half as tall again.
    const over = near.filter((b) => b.box.y + b.box.h <= middle);
    if (below.length || !over.length || over.some((b) => b.members.some((i) => { const l = layers[i]!; return !(l.type === 'text' || l.type === 'list') || l.placement !== undefined; }))) continue;
    const figure = figureInk(layer, out[j]!, env, env.picturesUnder(j).some((p) => intersects(out[j]!.box, p)));
    // No title, only what the number counts ("47", "homes sold this year by the Carter Group"): that line is the
    // figure's caption, set under it as the counter sets its own label, not over it as a heading.
    if (over.every((b) => b.members.every((i) => { const l = layers[i]!; return l.type === 'text' && (l.role === 'subtitle' || l.role === 'body'); }))) {
      putUnder(over, j, figure, out, area0, capOf, liftOf);
      continue;
    }
    const titleTop = Math.min(...over.map((b) => b.box.y));
    const titleBottom = Math.max(...over.map((b) => b.box.y + b.box.h));
    const titleCap = Math.max(...over.flatMap((b) => b.members.map(capOf)));
    const grid = Math.round(Math.max(titleCap, figure.cap * 0.75));
    const group = titleBottom - titleTop + grid + figure.h;
    if (group > area0.h) continue;
    const dy = 2 * Math.round((area0.y + (area0.h - group) / 2 - titleTop) / 2);
    for (const b of over) {
      for (const i of b.members) {
        // Moved with its ink; a tall place (a title at the bottom of the upper half) kept inside the area.
        const r = out[i]!.box;
        const y = Math.max(area0.y, r.y + dy);
        out[i] = { ...out[i]!, box: { ...r, y, h: Math.max(2, r.y + r.h + dy - y) } };
      }
      b.box = { ...b.box, y: b.box.y + dy };
      if (b.panel && b.panel.backdrop.kind !== 'scrim') b.panel = { ...b.panel, box: { ...b.panel.box, y: b.panel.box.y + dy } };
    }
    out[j] = { ...out[j]!, box: { ...out[j]!.box, y: 2 * Math.round((titleBottom + dy + grid) / 2) }, v: 'top' };
  }
}

/**
 * The figure at the top of a group centred in the area, its caption lines (`under`) a gap under its baseline (or
 * under its own label, when it has one): the larger of their cap height and the gap the counter leaves over its label.
 */
function putUnder(under: Block[], j: number, figure: { h: number; cap: number; labelled: boolean }, out: Region[], area: PixelBox, capOf: (i: number) => number, liftOf: (i: number) => number): void {
  const linesTop = Math.min(...under.map((b) => b.box.y));
  const linesH = Math.max(...under.map((b) => b.box.y + b.box.h)) - linesTop;
  // Set lower by the way held text drifts up, so the gap is never less than this at the end of the hold.
  const grid = Math.round(Math.max(...under.flatMap((b) => b.members.map(capOf)), figure.cap * LABEL_GAP) + Math.max(...under.flatMap((b) => b.members.map(liftOf))));
  // From the figures' baseline (digits have no descent), as the counter measures the gap over its own label; under
  // that label when it has one (its ink's foot).
  const over = figure.labelled ? figure.h : figure.cap;
  const group = over + grid + linesH;
  if (group > area.h) return;
  const top = 2 * Math.round((area.y + (area.h - group) / 2) / 2);
  const dy = top + over + grid - linesTop;
  for (const b of under) {
    for (const i of b.members) out[i] = { ...out[i]!, box: { ...out[i]!.box, y: out[i]!.box.y + dy } };
    b.box = { ...b.box, y: b.box.y + dy };
    if (b.panel && b.panel.backdrop.kind !== 'scrim') b.panel = { ...b.panel, box: { ...b.panel.box, y: b.panel.box.y + dy } };
  }
  out[j] = { ...out[j]!, box: { ...out[j]!.box, y: top }, v: 'top' };
}

/** A counter's ink box height and cap height, set in `region` as its layer module will set it (its widest values). */
function figureInk(layer: Extract<Layer, { type: 'counter' }>, region: Region, env: BlockEnv, overMedia: boolean): { h: number; cap: number; labelled: boolean } {
  const { unit, label } = splitSuffix(layer.suffix);
  const texts = [layer.from, layer.to].map((v) => `${layer.prefix}${formatNumber(v, layer.decimals)}${unit}`);
  const set = setCounter(layer, texts, { frame: env.frame, theme: env.theme, box: region.box, align: { h: region.h, v: region.v }, overMedia, ...(env.fill ? { fill: env.fill } : {}) }, label);
  return { h: set.ink.h, cap: set.capHeight, labelled: label !== '' };
}
