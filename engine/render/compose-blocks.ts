import type { FrameSize } from '../format.js';
import type { Fill, Layer, Theme } from '../scene/document.js';
import { setList } from './layers/list.js';
import { setText } from './layers/text.js';
import type { PixelBox } from './layers/layer-api.js';
import type { Region } from './placement.js';

/*
 * Text blocks as a designer composes them, after the regions are known (compose-scene.ts). Texts and lists stacked
 * in one place (a title and its subtitle, a quote and its attribution, a name and its role) are set, then placed
 * one under the other with a gap of about a cap height (a name and its role, each on its panel, nearly touch),
 * the group centred where its place puts it: the old slices left a subtitle a third of the frame below its title.
 * Then blocks of different places that are on screen together and would overlap (a big centred title and a lower
 * third) are kept apart: the one in the larger place gives way.
 */

export interface BlockEnv {
  frame: FrameSize;
  theme: Theme;
  fill?: Fill;
  sceneSeconds: number;
  overMedia: (i: number) => boolean;
}

const composable = (l: Layer) => l.type === 'text' || l.type === 'list';

/** The box a text or list layer takes in `region` (its panel included). */
export function blockBox(layer: Layer, region: Region, env: BlockEnv, i: number): PixelBox & { cap: number; panel: boolean } {
  const base = { theme: env.theme, frame: env.frame, box: region.box, align: { h: region.h, v: region.v }, fill: env.fill, overMedia: env.overMedia(i) };
  if (layer.type === 'list') {
    const set = setList(layer, base);
    return { ...set.box, cap: set.layout.items[0]?.capHeight ?? 0, panel: !!set.panel };
  }
  if (layer.type !== 'text') return { ...region.box, cap: 0, panel: false };
  const set = setText(layer, base);
  return { ...set.box, cap: set.block.capHeight, panel: !!set.style.backdrop };
}

const timeOverlap = (a: Layer, b: Layer, s: number) => a.start < (b.end ?? s + 10) && b.start < (a.end ?? s + 10);
const intersects = (a: PixelBox, b: PixelBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Regions tightened around their blocks: `groups` are the indices stacked in one place (top to bottom), as
 * compose-scene's layerRegions made them.
 */
export function composeBlocks(layers: readonly Layer[], regions: Region[], groups: readonly number[][], env: BlockEnv): Region[] {
  const out = [...regions];
  for (const members of groups) {
    if (members.length < 2 || !members.every((i) => composable(layers[i]!))) continue;
    const union = {
      x: Math.min(...members.map((i) => regions[i]!.box.x)),
      y: Math.min(...members.map((i) => regions[i]!.box.y)),
      right: Math.max(...members.map((i) => regions[i]!.box.x + regions[i]!.box.w)),
      bottom: Math.max(...members.map((i) => regions[i]!.box.y + regions[i]!.box.h)),
    };
    const boxes = members.map((i) => blockBox(layers[i]!, regions[i]!, env, i));
    const gaps = boxes.slice(1).map((b, n) => {
      const a = boxes[n]!;
      // Panels (a name over its role) sit close; free text a cap height apart.
      if (a.panel && b.panel) return Math.round(a.cap * 0.3);
      return Math.round(Math.max(b.cap * 1.1, a.cap * 0.6));
    });
    const total = boxes.reduce((s, b) => s + b.h, 0) + gaps.reduce((s, g) => s + g, 0);
    if (total > union.bottom - union.y) continue;
    const v = regions[members[0]!]!.v;
    const firstRegion = regions[members[0]!]!;
    const lastRegion = regions[members[members.length - 1]!]!;
    // The stack sits where the place puts things: a centred place centres it, a lower third keeps its middle.
    const mid = v === 'top' ? union.y + total / 2 : (firstRegion.box.y + lastRegion.box.y + lastRegion.box.h) / 2;
    let y = Math.max(union.y, Math.min(union.bottom - total, Math.round(mid - total / 2)));
    members.forEach((i, n) => {
      const r = regions[i]!;
      out[i] = { box: { x: r.box.x, y, w: r.box.w, h: boxes[n]!.h + 2 }, h: r.h, v: 'top' };
      y += boxes[n]!.h + (gaps[n] ?? 0);
    });
  }
  // Blocks of different places that would overlap: the one in the taller place moves out of the other's way.
  const idx = layers.map((l, i) => i).filter((i) => composable(layers[i]!));
  const boxes = new Map(idx.map((i) => [i, blockBox(layers[i]!, out[i]!, env, i)]));
  for (const i of idx) {
    for (const j of idx) {
      if (i >= j || !timeOverlap(layers[i]!, layers[j]!, env.sceneSeconds)) continue;
      const a = boxes.get(i)!;
      const b = boxes.get(j)!;
      if (!intersects(a, b)) continue;
      const [mover, other] = out[i]!.box.h >= out[j]!.box.h ? [i, b] : [j, a];
      const r = out[mover]!;
      const gap = Math.round(Math.max(a.cap, b.cap) * 0.8);
      const above = other.y - gap - r.box.y;
      const below = r.box.y + r.box.h - (other.y + other.h + gap);
      out[mover] = above >= below
        ? { ...r, box: { ...r.box, h: Math.max(2, above) } }
        : { ...r, box: { ...r.box, y: other.y + other.h + gap, h: Math.max(2, below) } };
      boxes.set(mover, blockBox(layers[mover]!, out[mover]!, env, mover));
    }
  }
  return out;
}
