import type { Layer } from '../../../model/scene-document.js';
import { setList } from '../layers/list.js';
import { blockBackdrop, setText } from '../layers/text.js';
import type { PixelBox } from '../layers/layer-api.js';
import type { TextEnv } from '../layers/text-env.js';
import { scrimOpacity, type Band, type PictureGround } from './calm-band.js';
import { intersects, timeOverlap } from './boxes.js';
import { placeFigures } from './figure-place.js';
import type { Block, BlockEnv } from './block-env.js';
import { alignIn, contentArea, safeArea, type Region } from '../placement.js';
import { backdropPad, type Backdrop } from '../typeset/raster.js';
import type { SetBlock } from '../typeset/set-block.js';
import { hasLoneWord } from '../typeset/break-lines.js';

/*
 * Text blocks as a designer composes them, after the regions are known (compose-scene.ts). Texts and lists stacked
 * in one place (a title and its subtitle, a quote and its attribution, a name and its role) are ONE block: set,
 * then placed one under the other with a gap of about a cap height, the group centred where its place puts it (the
 * old slices left a subtitle a third of the frame below its title).
 *
 * Backdrops are decided by geometry, not by layer order: a block gets a backdrop only when its box actually overlaps
 * a picture (a media layer's region drawn under it while it is on screen), so a title on the plain half of a split
 * layout has none. A block of several layers gets ONE backdrop, a panel around all of them that the compositor draws
 * once behind the block (`panels`); a block of one layer draws its own.
 *
 * Then blocks that are on screen together and would overlap (a big centred title and a lower third) are kept
 * apart: the one in the larger place gives way, so the lower third keeps the size its type scale gives it.
 */

export type { Block, BlockEnv } from './block-env.js';

export interface Composition {
  regions: Region[];
  /** Per layer: whether its block overlaps a picture. */
  overMedia: boolean[];
  /** Per layer: the shared panel of its block, which it reads against and does not draw. */
  panels: (Backdrop | undefined)[];
  blocks: Block[];
}

const composable = (l: Layer) => l.type === 'text' || l.type === 'list';
const unionOf = (boxes: readonly PixelBox[]): PixelBox => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
};
const grow = (b: PixelBox, pad: { x: number; y: number }): PixelBox => ({ x: b.x - pad.x, y: b.y - pad.y, w: b.w + 2 * pad.x, h: b.h + 2 * pad.y });

interface Member {
  /** The box the layer takes (its own panel included). */
  box: PixelBox;
  /** The ink box (no panel). */
  ink: PixelBox;
  cap: number;
  block?: SetBlock;
}

/** A text or list layer set in `region`. */
function setMember(layer: Layer, region: Region, env: BlockEnv, look: Pick<TextEnv, 'overMedia' | 'panel'>): Member {
  const base: TextEnv = { theme: env.theme, frame: env.frame, box: region.box, align: { h: region.h, v: region.v }, fill: env.fill, ...(env.headingPx !== undefined ? { headingPx: env.headingPx } : {}), ...(env.accent ? { accent: env.accent } : {}), ...(env.shared?.has(layer) ? { shared: true } : {}), ...look };
  if (layer.type === 'list') {
    const set = setList(layer, base);
    return { box: set.panel ? set.panelBox : set.box, ink: set.box, cap: set.layout.items[0]?.capHeight ?? 0, block: set.layout.items[0] };
  }
  if (layer.type !== 'text') return { box: region.box, ink: region.box, cap: 0 };
  const set = setText(layer, base);
  return { box: set.box, ink: { x: set.inkX, y: set.inkY, w: set.block.width, h: set.block.height }, cap: set.block.capHeight, block: set.block };
}

/** The widest a hero's lines may run, as a share of the safe width (set-block.ts HERO_SHARE). */
const HERO_SHARE = 0.8;
/** The widest a subtitle or an attribution is set, as a share of its title's or quote's ink width ... */
const MEASURE_SHARE = 0.85;
/** ... but never narrower than this share of its box (a short title does not squeeze its subtitle into a column). */
const MIN_MEASURE = 0.5;

/** A member set under a hero on a measure of its own: a title's subtitle, a quote's attribution. */
function subordinate(layer: Layer, hero: Layer): boolean {
  if (layer.type !== 'text' || hero.type !== 'text') return false;
  return (hero.role === 'heading' && layer.role === 'subtitle') || (hero.role === 'quote' && layer.role === 'attribution');
}

/**
 * Lays out one block in its members' regions: a block of one layer where its region puts it, a stack one under the
 * other, inside a shared panel's padding when `over` (the block overlaps a picture).
 */
function layBlock(members: readonly number[], layers: readonly Layer[], regions: readonly Region[], env: BlockEnv, over: boolean): { regions: Map<number, Region>; block: Block } {
  const placed = new Map<number, Region>();
  if (members.length === 1) {
    const i = members[0]!;
    const m = setMember(layers[i]!, regions[i]!, env, { overMedia: over });
    placed.set(i, regions[i]!);
    return { regions: placed, block: { members: [...members], box: m.box, overMedia: over } };
  }
  const first = layers[members[0]!]!;
  const backdrop = over ? blockBackdrop(env.theme, first.type === 'text' ? first.role : undefined, env.accent) : undefined;
  // The panel's padding, by the top member's size; the members are set inside it.
  const probe = setMember(first, regions[members[0]!]!, env, { panel: backdrop });
  const pad = backdrop && probe.block ? backdropPad(probe.block, backdrop) : { x: 0, y: 0 };
  const union = unionOf(members.map((i) => regions[i]!.box));
  const inner = (r: Region): Region => ({ ...r, box: { ...r.box, x: r.box.x + pad.x, w: Math.max(10, r.box.w - 2 * pad.x) } });
  // Free text a cap height apart; a role close under its name.
  const gapsOf = (sets: readonly Member[]) =>
    sets.slice(1).map((b, n) => {
      const a = sets[n]!;
      const lowerThird = layers[members[n]!]!.type === 'text' && (layers[members[n]!] as { role: string }).role === 'name';
      return Math.round(lowerThird ? a.cap * 0.55 : Math.max(b.cap * 1.1, a.cap * 0.6));
    });
  const totalOf = (sets: readonly Member[], gaps: readonly number[]) => sets.reduce((s, b) => s + b.ink.h, 0) + gaps.reduce((s, g) => s + g, 0);
  const heroWidth = Math.round(HERO_SHARE * safeArea(env.frame).w);
  /**
   * The members set in `given` and stacked with their gaps. A stack taller than its place (each member filled its
   * own share of a photo's calm band, and the gaps came on top): the largest member gives way, set again in a box
   * shorter by what overflows, until the stack fits. Kept in their own shares instead, a quote's attribution sat
   * 0.01 of the quote's cap height under it; a subtitle or an attribution keeps its role's size, the hero shrinks.
   */
  const fitStack = (from: readonly Region[], first?: readonly Member[]) => {
    const given = [...from];
    const sets = first ? [...first] : members.map((i, n) => setMember(layers[i]!, given[n]!, env, { panel: backdrop }));
    let gaps = gapsOf(sets);
    let total = totalOf(sets, gaps);
    for (let k = 0; k < 8 && total + 2 * pad.y > union.h; k++) {
      const n = sets.reduce((m, s, j) => (s.ink.h > sets[m]!.ink.h ? j : m), 0);
      const over = total + 2 * pad.y - union.h;
      const r = given[n]!;
      const h = Math.max(10, Math.floor(Math.min(r.box.h, sets[n]!.ink.h + 2) - over - 1));
      if (h >= r.box.h) break;
      const before = sets[n]!.ink.w;
      given[n] = { ...r, box: { ...r.box, h } };
      sets[n] = setMember(layers[members[n]!]!, given[n]!, env, { panel: backdrop });
      // Shorter, a title may take one line across the whole place ("The future of work" at 100 % of a square's
      // width): it keeps within a hero's share of the safe width instead.
      if (sets[n]!.ink.w > Math.max(before, heroWidth) + 1 && r.box.w > heroWidth) {
        const x = r.h === 'center' ? r.box.x + Math.round((r.box.w - heroWidth) / 2) : r.h === 'right' ? r.box.x + r.box.w - heroWidth : r.box.x;
        given[n] = { ...r, box: { ...r.box, x, w: heroWidth, h } };
        sets[n] = setMember(layers[members[n]!]!, given[n]!, env, { panel: backdrop });
      }
      gaps = gapsOf(sets);
      total = totalOf(sets, gaps);
    }
    return { given, sets, gaps, total };
  };
  let stack = fitStack(members.map((i) => inner(regions[i]!)));
  // A subtitle or an attribution is set on a measure narrower than its title or quote: as wide as a one-word title
  // ("Unforgettable" in 9:16) it read as a second title; wider than a quote, it outweighed it. On two balanced
  // lines at most, none of them a word alone ("$24 / free shipping"), at its size, and without costing the hero
  // more than a tenth of its size: else it keeps its width.
  members.forEach((i, n) => {
    if (n === 0 || !subordinate(layers[i]!, first)) return;
    const { given, sets } = stack;
    const r = given[n]!;
    const measure = Math.round(Math.max(sets[0]!.ink.w * MEASURE_SHARE, r.box.w * MIN_MEASURE));
    if (sets[n]!.ink.w <= measure || measure >= r.box.w) return;
    const x = r.h === 'center' ? r.box.x + Math.round((r.box.w - measure) / 2) : r.h === 'right' ? r.box.x + r.box.w - measure : r.box.x;
    // As tall as its lines need (up to the whole place): the largest member gives way if the stack overflows.
    const narrow = { ...r, box: { ...r.box, x, w: measure, h: Math.max(r.box.h, union.h - 2 * pad.y) } };
    const set = setMember(layers[i]!, narrow, env, { panel: backdrop });
    const lines = set.block?.lines ?? [];
    if (lines.length > Math.max(2, sets[n]!.block?.lines.length ?? 1) || hasLoneWord(lines, (layers[i] as { text: string }).text)) return;
    if ((set.block?.px ?? 0) < 0.95 * (sets[n]!.block?.px ?? 0)) return;
    const tried = fitStack(given.map((g, m) => (m === n ? narrow : g)), sets.map((m0, m) => (m === n ? set : m0)));
    if ((tried.sets[0]!.block?.px ?? 0) < 0.9 * (sets[0]!.block?.px ?? 0)) return;
    stack = tried;
  });
  const { given, sets, gaps, total } = stack;
  {
    const v = regions[members[0]!]!.v;
    const firstRegion = regions[members[0]!]!;
    const lastRegion = regions[members[members.length - 1]!]!;
    // The stack sits where the place puts things: a centred place centres it, a lower third keeps its middle.
    const mid = v === 'top' ? union.y + pad.y + total / 2 : (firstRegion.box.y + lastRegion.box.y + lastRegion.box.h) / 2;
    // Kept in its place while it fits; one that still does not fit is centred on it (the gaps are kept).
    let y = total + 2 * pad.y <= union.h ? Math.max(union.y + pad.y, Math.min(union.y + union.h - pad.y - total, Math.round(mid - total / 2))) : Math.round(union.y + (union.h - total) / 2);
    members.forEach((i, n) => {
      const r = given[n]!;
      // As tall as its ink (a little more, for rounding), but no taller than the box it was set in: set again in a
      // taller one, a quote that gave way grew back into its attribution's gap.
      placed.set(i, { box: { x: r.box.x, y, w: r.box.w, h: Math.min(r.box.h, Math.ceil(sets[n]!.ink.h) + 2) }, h: r.h, v: 'top' });
      y += sets[n]!.ink.h + (gaps[n] ?? 0);
    });
  }
  const inks = members.map((i) => setMember(layers[i]!, placed.get(i)!, env, { panel: backdrop }));
  const inkBox = unionOf(inks.map((m) => m.box));
  const block: Block = { members: [...members], box: grow(inkBox, pad), overMedia: over };
  if (backdrop && probe.block) block.panel = { backdrop, box: block.box, like: inks[0]!.block ?? probe.block };
  return { regions: placed, block };
}

/** Lays out a block, with a backdrop only when what it covers without one overlaps a picture under it. */
function decide(members: readonly number[], layers: readonly Layer[], regions: readonly Region[], env: BlockEnv) {
  const plain = layBlock(members, layers, regions, env, false);
  const pictures = members.flatMap((i) => env.picturesUnder(i));
  // A backdrop's padding counts: text that ends a few pixels short of a picture would get a panel reaching into it.
  const cap = Math.max(0, ...members.map((i) => setMember(layers[i]!, plain.regions.get(i)!, env, {}).cap));
  const reach = grow(plain.block.box, { x: Math.round(cap * 0.9), y: Math.round(cap * 0.75) });
  if (!pictures.some((p) => intersects(reach, p))) return plain;
  return layBlock(members, layers, regions, env, true);
}

/**
 * How far a text layer rises above where it was set while it is shown (text-motion.ts): its hold drifts up at most
 * 1/6 px a frame (5 px a second at 30 fps) and at most 5 % of the frame's height, and its exit rises 0.6 of its
 * entrance's rise (at most 2 % of the height). None for a layer that does not move.
 */
export function driftLift(layer: Layer, env: Pick<BlockEnv, 'frame' | 'sceneSeconds'>): number {
  if (layer.type !== 'text' && layer.type !== 'list') return 0;
  if (layer.animation?.in === 'none') return 0;
  const seconds = Math.max(0, (layer.end ?? env.sceneSeconds) - layer.start);
  return Math.min(env.frame.height * 0.05, seconds * 5) + env.frame.height * 0.012;
}

/** Titles that may move to a photo's calm band: text whose place the prompt did not name, set in the centre. */
const CALM_WEIGHT: Record<string, number> = { heading: 1, subtitle: 0.6, body: 1.2, quote: 1.6, attribution: 0.45 };
/** The scrim's colour: a near-black with a little blue, as film titles' gradients are. */
const SCRIM_COLOUR = '#05070d';

interface CalmPlace {
  band: Band;
  ground: PictureGround;
  /** The band, in the content area. */
  box: PixelBox;
  /** The members' regions inside it. */
  regions: Map<number, Region>;
}

/**
 * What another layer takes of the frame, as far as a calm band is concerned: a logo its own box in its corner (with
 * a gap around it), anything else its region.
 */
function occupied(j: number, layers: readonly Layer[], regions: readonly Region[], env: BlockEnv): PixelBox {
  const size = layers[j]!.type === 'logo' ? env.logoSizes?.get(j) : undefined;
  if (!size) return regions[j]!.box;
  const at = alignIn(regions[j]!, size.w, size.h);
  const gap = 2 * Math.round(Math.min(env.frame.width, env.frame.height) * 0.015);
  return { x: at.x - gap, y: at.y - gap, w: size.w + 2 * gap, h: size.h + 2 * gap };
}

/** The least share of a band that text may keep when something at the band's outer edge (a logo) takes the rest. */
const BAND_KEEP = 0.55;

/**
 * Where a block over a full-frame photo goes when the prompt did not place it: the picture's calmer band (the top
 * or the bottom third of the area text may use, above the captions), or the other one when something else is
 * already there (a lower third, a caption); undefined when neither is free or the block is not such text. A small
 * thing at the band's outer edge (a corner logo) does not take the whole band: the band starts past it, as a title
 * sits under a logo (a title over a photo with a logo and a lower third fell back to a panel over the subject).
 */
function calmPlace(members: readonly number[], layers: readonly Layer[], regions: readonly Region[], env: BlockEnv): CalmPlace | undefined {
  const ground = env.ground?.(members[0]!);
  if (!ground || members.some((i) => env.ground!(i) !== ground)) return undefined;
  if (!members.every((i) => { const l = layers[i]!; return l.type === 'text' && l.placement === undefined && l.role in CALM_WEIGHT; })) return undefined;
  const area = contentArea(env.frame);
  const bottom = Math.min(area.y + area.h, env.captionsTop !== undefined ? env.captionsTop - Math.round(env.frame.height * 0.02) : Infinity);
  const third = Math.round(area.h / 3);
  const bandBox = (band: Band): PixelBox => ({ x: area.x, y: band === 'top' ? area.y : bottom - third, w: area.w, h: third });
  const others = layers
    .map((_, j) => j)
    .filter((j) => !members.includes(j) && /^(text|list|chart|counter|logo|button)$/.test(layers[j]!.type) && members.some((i) => timeOverlap(layers[i]!, layers[j]!, env.sceneSeconds)))
    .map((j) => occupied(j, layers, regions, env));
  /** The band, less what sits at its outer edge; undefined when something takes its middle or too much of it. */
  const freeBox = (band: Band): PixelBox | undefined => {
    const b = bandBox(band);
    const blockers = others.filter((o) => intersects(o, b));
    if (!blockers.length) return b;
    const edge = band === 'top' ? Math.max(...blockers.map((o) => o.y + o.h)) : Math.min(...blockers.map((o) => o.y));
    // Past what sits at its edge, with its whole height when nothing else is there (the band moves in), else what is left.
    // Only past something small at the edge (a logo): a lower third takes the band, and moving past it would put
    // the title over the subject again.
    const small = band === 'top' ? edge - b.y <= b.h / 2 : b.y + b.h - edge <= b.h / 2;
    const moved = band === 'top' ? { ...b, y: edge } : { ...b, y: edge - b.h };
    if (small && !others.some((o) => intersects(o, moved)) && moved.y + moved.h <= bottom && moved.y >= area.y) return moved;
    const left = band === 'top' ? { ...b, y: edge, h: b.y + b.h - edge } : { ...b, h: edge - b.y };
    return left.h >= Math.round(b.h * BAND_KEEP) ? left : undefined;
  };
  const band = (ground.band === 'top' ? (['top', 'bottom'] as const) : (['bottom', 'top'] as const)).find((b) => freeBox(b));
  if (!band) return undefined;
  const box = freeBox(band)!;
  // Stacked as in any place: each member a share of the band by its role, the stack hugging its middle.
  const weights = members.map((i) => CALM_WEIGHT[(layers[i] as { role: string }).role] ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const out = new Map<number, Region>();
  let from = 0;
  members.forEach((i, n) => {
    const to = from + weights[n]! / total;
    const y = Math.round(box.y + from * box.h);
    const v = members.length === 1 ? 'middle' : n === 0 ? 'bottom' : n === members.length - 1 ? 'top' : 'middle';
    out.set(i, { box: { x: box.x, y, w: box.w, h: Math.max(2, Math.round(box.y + to * box.h) - y) }, h: 'center', v });
    from = to;
  });
  return { band, ground, box, regions: out };
}

/**
 * A block set in a photo's calm band: stacked against the band's outer edge, over ONE scrim that darkens that edge
 * of the frame past the text and fades out towards the subject, opaque enough for 4.5:1 against the picture's own
 * colours under the text (no rounded panel over the photo).
 */
function calmBlock(members: readonly number[], layers: readonly Layer[], place: CalmPlace, env: BlockEnv): { regions: Map<number, Region>; block: Block } {
  const given = layers.map((_, i) => place.regions.get(i) ?? { box: place.box, h: 'center' as const, v: 'middle' as const });
  // Centred in the band: a margin of the band's own from the frame's edge (set against the edge, a title drifting
  // up touched the frame's top).
  const laid = layBlock(members, layers, given, env, false);
  const placed = laid.regions;
  const box = laid.block.box;
  const sets = members.map((i) => setMember(layers[i]!, placed.get(i)!, env, {}));
  const cap = Math.max(...sets.map((m) => m.cap));
  const pad = Math.round(cap * 0.9);
  const even = (n: number) => 2 * Math.round(n / 2);
  // Full strength from the edge past the text, then a long ease to nothing (a short one read as a dark band's edge):
  // the gradient reaches at least 45 % of the frame's height.
  const reach = place.band === 'top' ? box.y + box.h + pad : env.frame.height - (box.y - pad);
  const extent = Math.min(env.frame.height, even(Math.max(reach + env.frame.height * 0.2, env.frame.height * 0.45)));
  const scrimBox: PixelBox = { x: 0, y: place.band === 'top' ? 0 : env.frame.height - extent, w: env.frame.width, h: extent };
  const under = place.ground.samplesIn(grow(box, { x: pad, y: pad }));
  const opacity = scrimOpacity(SCRIM_COLOUR, under);
  const backdrop: Backdrop = { kind: 'scrim', colour: SCRIM_COLOUR, opacity, edge: place.band, plateau: Math.min(1, reach / scrimBox.h), ...(under.length ? { under } : {}) };
  const like = sets[0]!.block;
  const block: Block = { members: [...members], box: grow(box, { x: 0, y: Math.round(cap * 0.3) }), overMedia: true };
  if (like) block.panel = { backdrop, box: scrimBox, like };
  return { regions: placed, block };
}

/**
 * The scene's text blocks: regions tightened around them, which of them overlap a picture, and their panels.
 * `groups` are the indices stacked in one place (top to bottom), as compose-scene's layerRegions made them.
 */
export function composeBlocks(layers: readonly Layer[], regions: Region[], groups: readonly number[][], env: BlockEnv): Composition {
  const out = [...regions];
  const grouped = groups.filter((g) => g.length > 1 && g.every((i) => composable(layers[i]!)));
  const inGroup = new Set(grouped.flat());
  const memberLists = [...grouped, ...layers.map((_, i) => i).filter((i) => composable(layers[i]!) && !inGroup.has(i)).map((i) => [i])];
  const blocks: Block[] = [];
  // Text over a full-frame photo goes in its calm band over a scrim (calm-band.ts), when that band is free.
  const calm = new Map<string, CalmPlace>();
  for (const members of memberLists) {
    const place = calmPlace(members, layers, regions, env);
    if (place) calm.set(members.join(), place);
  }
  const lay = (members: readonly number[], from: readonly Region[]) => {
    const place = calm.get(members.join());
    const laid = place ? calmBlock(members, layers, place, env) : decide(members, layers, from, env);
    for (const [i, r] of laid.regions) out[i] = r;
    return laid.block;
  };
  memberLists.forEach((members) => blocks.push(lay(members, regions)));

  // Blocks on screen together that would overlap: the one in the taller place gives way, above or below the other.
  const placeHeight = (b: Block) => unionOf(b.members.map((i) => regions[i]!.box)).h;
  const together = (a: Block, b: Block) => a.members.some((i) => b.members.some((j) => timeOverlap(layers[i]!, layers[j]!, env.sceneSeconds)));
  for (let a = 0; a < blocks.length; a++) {
    for (let b = a + 1; b < blocks.length; b++) {
      const A = blocks[a]!;
      const B = blocks[b]!;
      if (!together(A, B) || !intersects(A.box, B.box)) continue;
      const [mover, other] = placeHeight(A) >= placeHeight(B) ? [a, B] : [b, A];
      const moving = blocks[mover]!;
      const space = unionOf(moving.members.map((i) => regions[i]!.box));
      const gap = Math.round(Math.max(...[...moving.members, ...other.members].map((i) => setMember(layers[i]!, out[i]!, env, {}).cap)) * 0.8);
      const above = other.box.y - gap - space.y;
      const below = space.y + space.h - (other.box.y + other.box.h + gap);
      const [top, bottom] = above >= below ? [space.y, space.y + Math.max(2, above)] : [other.box.y + other.box.h + gap, space.y + space.h];
      // Its regions squeezed into the space left, keeping their shares of it.
      const squeezed = [...regions];
      for (const i of moving.members) {
        const r = regions[i]!;
        const k = (bottom - top) / Math.max(1, space.h);
        squeezed[i] = { ...r, box: { ...r.box, y: Math.round(top + (r.box.y - space.y) * k), h: Math.max(2, Math.round(r.box.h * k)) } };
      }
      blocks[mover] = lay(moving.members, squeezed);
    }
  }

  // Held text drifts up as it holds (text-motion.ts): a block set against the top of the area text may use starts
  // lower by that much, so it still ends inside the area (a title "at the top" drifted to 5 px from the frame's edge).
  const area = contentArea(env.frame);
  for (const block of blocks) {
    const top = Math.min(...block.members.map((i) => out[i]!.box.y));
    const lift = Math.max(0, ...block.members.map((i) => driftLift(layers[i]!, env)));
    const room = Math.round(lift - (top - area.y));
    if (room <= 0 || !block.members.every((i) => out[i]!.v === 'top')) continue;
    const by = 2 * Math.ceil(room / 2);
    // Moved down whole: a member's box is shortened only where it would pass the area's bottom (shortening a
    // stacked member's box, as tight as its ink, set a subtitle over a photo's top band at 30 px instead of 52).
    for (const i of block.members) {
      const r = out[i]!.box;
      out[i] = { ...out[i]!, box: { ...r, y: r.y + by, h: Math.max(2, Math.min(r.h, area.y + area.h - (r.y + by))) } };
    }
    block.box = { ...block.box, y: block.box.y + by };
    if (block.panel && block.panel.backdrop.kind !== 'scrim') block.panel = { ...block.panel, box: { ...block.panel.box, y: block.panel.box.y + by } };
  }

  placeFigures(layers, out, blocks, env, (i) => setMember(layers[i]!, out[i]!, env, {}).cap, (i) => driftLift(layers[i]!, env));

  const overMedia = layers.map((layer, i) => {
    const block = blocks.find((b) => b.members.includes(i));
    if (block) return block.overMedia;
    return env.picturesUnder(i).some((p) => intersects(out[i]!.box, p));
  });
  const panels = layers.map((_, i) => blocks.find((b) => b.members.includes(i))?.panel?.backdrop);
  return { regions: out, overMedia, panels, blocks };
}

/**
 * The size (pixels) the scene's first heading is drawn at, as its layer module sets it in the composed scene; undefined
 * when the scene has none. The chapter's later headings are set no larger (compose-scene.ts).
 */
export function headingSize(layers: readonly Layer[], composition: Composition, env: BlockEnv): number | undefined {
  const i = layers.findIndex((l) => l.type === 'text' && l.role === 'heading');
  if (i < 0) return undefined;
  const layer = layers[i] as Extract<Layer, { type: 'text' }>;
  const region = composition.regions[i]!;
  const env0: TextEnv = { theme: env.theme, frame: env.frame, box: region.box, align: { h: region.h, v: region.v }, fill: env.fill, overMedia: composition.overMedia[i], panel: composition.panels[i], ...(env.headingPx !== undefined ? { headingPx: env.headingPx } : {}), ...(env.accent ? { accent: env.accent } : {}), ...(env.shared?.has(layer) ? { shared: true } : {}) };
  return setText(layer, env0).block.px;
}
