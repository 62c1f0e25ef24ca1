import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrameSize } from '../../../model/format.js';
import type { Anchor, Layer, Placement, SceneDocument } from '../../../model/scene-document.js';
import { backgroundStatement } from './background.js';
import { kineticOf } from '../captions/kinetic.js';
import type { WorkingSpace } from '../output/colour-space.js';
import type { GraphBuilder } from '../ffmpeg/graph.js';
import { rendererFor } from '../layers/index.js';
import type { LayerContext, LayerSteps, PixelBox } from '../layers/layer-api.js';
import { fillsScene, renderMediaBase } from '../layers/media.js';
import { revealOf } from '../layers/animate.js';
import { panelBlock, panelSteps } from '../layers/text.js';
import { logoSize } from '../layers/logo.js';
import { imageInfo } from '../media/image-size.js';
import { alignIn, resolvePlacement, slice, type Region } from '../placement.js';
import { composeBlocks, headingSize } from './compose-blocks.js';
import { sharedLayers } from './shared-layers.js';
import { picturesGrounds } from './calm-band.js';
import { fillColour } from '../style/themes.js';
import { directionsByPlace, startSide } from '../typeset/start-side.js';
import { framesFor } from '../layout.js';
import { transitionOf } from './transitions.js';

/** Transitions that move the outgoing scene (or an edge across it) rather than blend it: its texts ride out with it. */
const MOVES_SCENE_OUT = new Set(['slide-left', 'slide-right', 'wipe-left', 'wipe-right']);

/*
 * One scene as a chain of filter-graph steps: its background, then each layer in order (later layers over earlier
 * ones) by its module, then the scene's fade from and to black, at an exact number of frames with timestamps from 0,
 * so `t` in every layer's expressions is seconds since the scene began.
 *
 * Where layers go: a layer without a placement gets its role's usual place (a heading in the centre, a subtitle or
 * a caption at the bottom, a name and role in the lower third, ...). Text-like layers (text, list, chart, counter)
 * that share a named place and are on screen at the same time are stacked in it, each getting a share of its height
 * by its role (a heading over its body, a name over its role), so they never overlap.
 */

export const SCENE_FADE_SECONDS = 0.4;

export interface SceneStream {
  statements: string[];
  /** Pad label of the scene's stream. */
  output: string;
}

const DEFAULT_ANCHOR: Record<string, Anchor> = {
  heading: 'center',
  subtitle: 'center',
  body: 'center',
  quote: 'center',
  attribution: 'center',
  name: 'lower-third',
  role: 'lower-third',
  caption: 'bottom',
  list: 'center',
  chart: 'center',
  counter: 'center',
  media: 'full',
  logo: 'top-right',
  shape: 'full',
};

/** The share of a place's height a layer gets when layers are stacked in it. */
const STACK_WEIGHT: Record<string, number> = {
  heading: 1, subtitle: 0.6, body: 1.2, quote: 1.6, attribution: 0.45, name: 0.55, role: 0.42, caption: 0.6,
  list: 2, chart: 3.2, counter: 1,
};

/** Top-to-bottom order of stacked layers. */
const STACK_RANK: Record<string, number> = {
  heading: 0, subtitle: 1, name: 1, role: 2, body: 3, quote: 3, list: 3, chart: 3, counter: 3, attribution: 4, caption: 5,
};

const kindOf = (layer: Layer) => (layer.type === 'text' ? layer.role : layer.type);
const stackable = (layer: Layer) => layer.type === 'text' || layer.type === 'list' || layer.type === 'chart' || layer.type === 'counter';

function placementOf(layer: Layer): Placement {
  return ('placement' in layer ? layer.placement : undefined) ?? DEFAULT_ANCHOR[kindOf(layer)] ?? 'center';
}

function overlaps(a: Layer, b: Layer, sceneSeconds: number): boolean {
  return a.start < (b.end ?? sceneSeconds + 10) && b.start < (a.end ?? sceneSeconds + 10);
}

/** The layers stacked in one named place while on screen together, top to bottom (as layerRegions stacks them). */
export function stackGroups(layers: readonly Layer[], sceneSeconds: number): number[][] {
  const groups = new Map<string, number[]>();
  layers.forEach((layer, i) => {
    const placement = placementOf(layer);
    if (!stackable(layer) || typeof placement !== 'string') return;
    groups.set(placement, [...(groups.get(placement) ?? []), i]);
  });
  return [...groups.values()]
    .filter((g) => g.length > 1 && g.some((i, n) => g.slice(n + 1).some((j) => overlaps(layers[i]!, layers[j]!, sceneSeconds))))
    .map((g) => [...g].sort((a, b) => (STACK_RANK[kindOf(layers[a]!)] ?? 3) - (STACK_RANK[kindOf(layers[b]!)] ?? 3)));
}

/** Each layer's region in pixels, with stacking applied. */
export function layerRegions(
  layers: readonly Layer[],
  frame: FrameSize,
  sceneSeconds: number,
  logoSizes: ReadonlyMap<number, { w: number; h: number }> = new Map(),
  options: { captionsTop?: number } = {},
): Region[] {
  // Right-to-left text starts at the right of its place (typeset/start-side.ts).
  const directions = directionsByPlace(layers, placementOf);
  const bleeds = (layer: (typeof layers)[number]) => layer.type === 'media' || layer.type === 'shape' || layer.type === 'layout';
  const regions = layers.map((layer, i) => startSide(resolvePlacement(placementOf(layer), frame, { bleed: bleeds(layer) }), placementOf(layer), directions[i]!, frame));
  const groups = new Map<string, number[]>();
  layers.forEach((layer, i) => {
    const placement = placementOf(layer);
    if (!stackable(layer) || typeof placement !== 'string') return;
    groups.set(placement, [...(groups.get(placement) ?? []), i]);
  });
  for (const [place, unordered] of groups) {
    // A chart or a list alone in the centre takes the whole safe area (a list centred in it as a block): the
    // centre's band left it about half the frame, and in 9:16 a list sat in its upper half.
    if (unordered.length < 2 && place === 'center' && /^(chart|list)$/.test(layers[unordered[0]!]!.type)) regions[unordered[0]!] = resolvePlacement('full', frame, { bleed: false });
    if (unordered.length < 2) continue;
    const together = unordered.some((i, n) => unordered.slice(n + 1).some((j) => overlaps(layers[i]!, layers[j]!, sceneSeconds)));
    if (!together) continue;
    // Read top to bottom as a slide is: a heading over what it introduces, an attribution under its quote,
    // whatever order the layers were written in.
    const members = [...unordered].sort((a, b) => (STACK_RANK[kindOf(layers[a]!)] ?? 3) - (STACK_RANK[kindOf(layers[b]!)] ?? 3));
    // Several things in the centre (a heading and a chart, a list and a counter) share the whole safe area: the
    // centre's band alone left a chart a third of the frame's height.
    if (place === 'center') for (const i of members) regions[i] = resolvePlacement('full', frame, { bleed: false });
    const weights = members.map((i) => STACK_WEIGHT[kindOf(layers[i]!)] ?? 1);
    const total = weights.reduce((a, b) => a + b, 0);
    let from = 0;
    members.forEach((i, n) => {
      const to = from + weights[n]! / total;
      // The stack hugs its middle: the first layer sits at the bottom of its share, the last at the top.
      const v = n === 0 ? 'bottom' : n === members.length - 1 ? 'top' : 'middle';
      regions[i] = slice(regions[i]!, from, to, v);
      from = to;
    });
  }
  // A logo in a corner takes its corner: a text-like layer that would run into it is narrowed on the logo's side
  // (and on the other side too when centred, so it stays centred), or, when that would leave it too narrow (a
  // portrait frame), moved clear of it vertically.
  layers.forEach((logo, i) => {
    const size = logoSizes.get(i);
    if (logo.type !== 'logo' || !size || typeof logo.placement !== 'string' || !/^(top|bottom)-(left|right)$/.test(logo.placement)) return;
    const at = alignIn(regions[i]!, size.w, size.h);
    const gap = Math.round(Math.min(frame.width, frame.height) * 0.02);
    const rect = { x: at.x - gap, y: at.y - gap, right: at.x + size.w + gap, bottom: at.y + size.h + gap };
    const onRight = logo.placement.endsWith('right');
    const onTop = logo.placement.startsWith('top');
    layers.forEach((layer, j) => {
      const r = regions[j]!;
      const box = r.box;
      if (!stackable(layer) || !overlaps(logo, layer, sceneSeconds)) return;
      if (box.y >= rect.bottom || box.y + box.h <= rect.y || box.x >= rect.right || box.x + box.w <= rect.x) return;
      const side = onRight ? box.x + box.w - rect.x : rect.right - box.x;
      const left = onRight ? (r.h === 'center' ? side : 0) : side;
      const right = onRight ? side : r.h === 'center' ? side : 0;
      // Whichever keeps more of the place: its width beside the logo, or its height above or below it.
      const narrowed = (box.w - left - right) / box.w;
      const y = onTop ? Math.min(box.y + box.h - 2, rect.bottom) : box.y;
      const h = onTop ? box.y + box.h - y : Math.max(2, Math.min(box.h, rect.y - box.y));
      if (narrowed >= h / box.h) regions[j] = { ...r, box: { ...box, x: box.x + left, w: box.w - left - right } };
      else regions[j] = { ...r, box: { ...box, y, h } };
    });
  });
  // Captions take the bottom of the frame: text-like layers placed by name end above them (or move up when too
  // little would be left).
  // Layers stacked in one place move together, so a name stays over its role (moving each alone put the role on top
  // of the name).
  if (options.captionsTop !== undefined) {
    const limit = options.captionsTop;
    const together = new Map<string, number[]>();
    layers.forEach((layer, j) => {
      // A button's words are read too: captions over "shop at lunaroast.com" hid both.
      if (!(stackable(layer) || layer.type === 'button') || typeof layer.placement === 'object') return;
      const key = String(placementOf(layer));
      together.set(key, [...(together.get(key) ?? []), j]);
    });
    for (const members of together.values()) {
      const top = Math.min(...members.map((j) => regions[j]!.box.y));
      const bottom = Math.max(...members.map((j) => regions[j]!.box.y + regions[j]!.box.h));
      if (bottom <= limit) continue;
      const height = bottom - top;
      // Squeezed into what is left above the captions when most of it is; otherwise moved up whole.
      const k = (limit - top) / height;
      const shift = k >= 0.6 ? 0 : Math.min(top, bottom - limit);
      for (const j of members) {
        const r = regions[j]!;
        const box = r.box;
        regions[j] =
          k >= 0.6
            ? { ...r, box: { ...box, y: top + (box.y - top) * k, h: box.h * k } }
            : { ...r, box: { ...box, y: box.y - shift, h: Math.min(box.h, limit) } };
      }
    }
  }
  return regions;
}

/** The regions of the pictures (media layers) drawn under each layer while it is on screen. */
export function picturesUnder(layers: readonly Layer[], regions: readonly Region[], sceneSeconds: number): (i: number) => PixelBox[] {
  return (i) => layers.slice(0, i).flatMap((l, j) => ((l.type === 'media' || l.type === 'layout') && overlaps(l, layers[i]!, sceneSeconds) ? [regions[j]!.box] : []));
}

/**
 * The last layer that covers the whole scene (layers/media.ts fillsScene), drawn as the scene's base: its index
 * and steps; undefined when none does. A text block's panel drawn under a member above that layer would be lost, so
 * a block straddling it keeps the scene drawn whole.
 */
async function baseLayer(layers: readonly Layer[], contextOf: (i: number) => LayerContext, blocks: readonly { members: number[] }[]): Promise<(LayerSteps & { index: number }) | undefined> {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    if (layer.type !== 'media') continue;
    const ctx = contextOf(i);
    if (!(await fillsScene(layer, ctx))) continue;
    if (blocks.some((block) => block.members.some((m) => m <= i) && block.members.some((m) => m > i))) return undefined;
    const steps = await renderMediaBase(layer, ctx);
    return steps ? { ...steps, index: i } : undefined;
  }
  return undefined;
}

export interface SceneInput {
  doc: SceneDocument;
  index: number;
  frame: FrameSize;
  fps: number;
  /** The scene's own frames. */
  frames: number;
  /** Frames the scene keeps playing under the next one's transition. */
  overlapFrames: number;
  /** Frames of this scene's own start that its transition from the previous scene blends (0: a cut). */
  incomingFrames?: number;
  /** The top of the captions drawn over the chapter, when it has captions: text is kept above it. */
  captionsTop?: number;
  /** The YUV matrix the chapter's graph works in (colour-working-space.ts); absent: BT.601. */
  space?: WorkingSpace;
  /**
   * Frames of the scene's start not wanted (a piece that shows only its end: chunks/piece-args.ts): the stream then
   * starts at that frame, as the same frames the whole scene has there, with timestamps from 0. See composeScene.
   */
  startFrame?: number;
  /** The one frame of the scene's stream that is kept (a still: layer-api.ts `onlyFrame`); absent: all. */
  onlyFrame?: number;
}

let pictureDirs = 0;

/**
 * Where a scene's layers go and how its text blocks are composed (compose-blocks.ts), and the size its first
 * heading is set at. `headingPx`: the chapter's first title's size, when that is in an earlier scene.
 */
async function sceneComposition(b: GraphBuilder, doc: SceneDocument, index: number, frame: FrameSize, sceneSeconds: number, captionsTop: number | undefined, headingPx?: number) {
  const scene = doc.scenes[index]!;
  const logoSizes = new Map<number, { w: number; h: number }>();
  for (const [i, layer] of scene.layers.entries()) {
    const path = layer.type === 'logo' ? b.mediaPath(layer.assetId) : undefined;
    if (layer.type === 'logo' && path) logoSizes.set(i, logoSize(layer.scale, frame, await imageInfo(path), layer.placement === 'center'));
  }
  const layerBoxes = layerRegions(scene.layers, frame, sceneSeconds, logoSizes, { captionsTop });
  const env = {
    frame,
    theme: doc.theme,
    fill: scene.background ?? doc.background,
    sceneSeconds,
    picturesUnder: picturesUnder(scene.layers, layerBoxes, sceneSeconds),
    // Text over a full-frame photo goes in its calm band (calm-band.ts).
    ground: await picturesGrounds(scene.layers, layerBoxes.map((r) => r.box), frame, (id) => b.mediaPath(id)),
    captionsTop,
    logoSizes,
    ...(headingPx !== undefined ? { headingPx } : {}),
    ...(doc.accent ? { accent: doc.accent } : {}),
    shared: sharedLayers(scene.layers, sceneSeconds),
  };
  const composition = composeBlocks(scene.layers, layerBoxes, stackGroups(scene.layers, sceneSeconds), env);
  return { composition, headingPx: headingSize(scene.layers, composition, env) };
}

export async function composeScene(b: GraphBuilder, input: SceneInput): Promise<SceneStream> {
  const { doc, index, frame, fps, frames, overlapFrames } = input;
  const scene = doc.scenes[index]!;
  const fill = scene.background ?? doc.background;
  const sceneSeconds = frames / fps;
  const streamFrames = frames + overlapFrames;
  const statements: string[] = [];

  // A heading after the chapter's first title is set no larger than that title is in its own scene.
  const hero = doc.scenes.findIndex((sc) => sc.layers.some((l) => l.type === 'text' && l.role === 'heading'));
  const headingPx = hero >= 0 && hero < index ? (await sceneComposition(b, doc, hero, frame, framesFor(doc.scenes[hero]!.duration, fps) / fps, input.captionsTop)).headingPx : undefined;
  const { composition } = await sceneComposition(b, doc, index, frame, sceneSeconds, input.captionsTop, headingPx);
  const { regions, overMedia, panels, blocks } = composition;
  const shared = sharedLayers(scene.layers, sceneSeconds);
  const contextOf = (i: number): LayerContext => {
    const region = regions[i]!;
    return {
      ...(shared.has(scene.layers[i]!) ? { sharesScene: true } : {}),
      frame,
      fps,
      sceneSeconds,
      streamSeconds: streamFrames / fps,
      theme: doc.theme,
      box: region.box,
      align: { h: region.h, v: region.v },
      background: fillColour(fill),
      ...(doc.accent ? { accent: doc.accent } : {}),
      fill,
      firstScene: index === 0,
      overMedia: overMedia[i],
      blockPanel: panels[i],
      ...(headingPx !== undefined ? { headingPx } : {}),
      textFile: (text) => b.textFile(text),
      frameDir: async (prefix) => {
        const dir = join(b.work, `${prefix}-s${index}-${pictureDirs++}`);
        await mkdir(dir, { recursive: true });
        return dir;
      },
      addInput: (args) => b.addInput(args),
      label: (prefix) => b.label(`s${index}${prefix}`),
      mediaPath: (id) => b.mediaPath(id),
      overlap: { inFrames: input.incomingFrames ?? 0, outFrames: overlapFrames, carriesTexts: overlapFrames > 0 && index + 1 < doc.scenes.length && MOVES_SCENE_OUT.has(transitionOf(doc, index + 1)?.type ?? "cut") },
      still: doc.still === true,
      chapter: { start: doc.scenes.slice(0, index).reduce((sum, s) => sum + framesFor(s.duration, fps), 0) / fps, seconds: doc.scenes.reduce((sum, s) => sum + framesFor(s.duration, fps), 0) / fps },
      sceneTexts: () => scene.layers.flatMap((l, j) => (l.type === 'text' ? [{ layer: l, ctx: contextOf(j) }] : [])),
      ...(input.space ? { space: input.space } : {}),
      ...(input.onlyFrame !== undefined ? { onlyFrame: input.onlyFrame } : {}),
    };
  };

  // A full-frame opaque picture over the whole scene (a clip, a slide) hides the background and every layer under
  // it: the scene's stream starts from that picture instead, which saves drawing the background and one full-frame
  // overlay on every frame (the trim bench: a trimmed clip costs about what encoding its kept part does).
  const base = await baseLayer(scene.layers, contextOf, blocks);
  let stream: string;
  if (base) {
    stream = base.output;
    statements.push(...base.statements);
  } else {
    stream = b.label(`s${index}bg`);
    // Each scene's drift starts elsewhere on its circle, so consecutive scenes do not move alike.
    statements.push(await backgroundStatement(b, fill, frame, fps, streamFrames, stream, { still: doc.still, phase: index * 2.1, lively: kineticOf(doc) === 'moving' }));
  }
  // A scene wanted from a later frame (the crossfade out of it, rendered as a piece of its own) drops its first
  // frames here, under every layer, so none of them is composed: the frames kept keep their timestamps, and every
  // layer places itself by time (`t` in its expressions, its own inputs' timestamps in scene time, which overlay
  // matches to the frame's), never by counting the frames it is given, so each frame kept is drawn as the whole
  // scene draws it (test/engine/scene-offset.test.ts compares them).
  const skip = Math.max(0, Math.min(input.startFrame ?? 0, streamFrames - 1));
  if (skip > 0) {
    const from = b.label(`s${index}from`);
    statements.push(`${stream}trim=start_frame=${skip}${from}`);
    stream = from;
  }
  for (const [i, layer] of scene.layers.entries()) {
    if (base && i <= base.index) continue;
    const ctx = contextOf(i);
    // A block's one panel goes under its first member, entering with whichever member enters first.
    const block = blocks.find((b) => b.panel && Math.min(...b.members) === i);
    if (block?.panel) {
      const members = block.members.map((m) => scene.layers[m]!);
      const lead = members.reduce((a, m) => (m.start < a.start ? m : a));
      const end = members.some((m) => m.end === undefined) ? undefined : Math.max(...members.map((m) => m.end!));
      const reveal = revealOf({ start: lead.start, end, animation: lead.animation }, sceneSeconds);
      const steps = await panelSteps(ctx, panelBlock(block.panel.like, block.panel.backdrop, block.panel.box), reveal, stream);
      statements.push(...steps.statements);
      stream = steps.output;
    }
    const renderer = rendererFor(layer);
    const steps = await renderer(layer, ctx, stream);
    statements.push(...steps.statements);
    stream = steps.output;
  }

  const finish: string[] = [];
  const fade = Math.min(SCENE_FADE_SECONDS, sceneSeconds / 2);
  // The video's first frame is its thumbnail: the first scene does not start from black (its text enters instead).
  if (scene.fadeIn && index > 0) finish.push(`fade=t=in:st=0:d=${fade}`);
  if (scene.fadeOut) finish.push(`fade=t=out:st=${Math.max(0, sceneSeconds - fade)}:d=${fade}`);
  // Layers' own streams may be shorter or longer: the scene is exactly its frames (and its overlap).
  finish.push(`trim=end_frame=${streamFrames - skip}`, 'setpts=PTS-STARTPTS', 'format=yuv420p');
  const output = b.label(`s${index}`);
  statements.push(`${stream}${finish.join(',')}${output}`);
  return { statements, output };
}
