import { dirname } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import type { FrameSize } from '../../../model/format.js';
import type { LayoutLayer } from '../../../model/scene-document.js';
import { clipFacts } from '../media/clip-probe.js';
import { clipInputOptions } from '../media/clip-span.js';
import { clipMatrix, toWorkingSpace } from '../output/colour-space.js';
import { resolvePlacement } from '../placement.js';
import { ffColour, THEME_STYLES } from '../style/themes.js';
import { enableExpr, revealOf } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import { labelPicture } from './label-picture.js';
import { kenBurnsChain } from './media.js';
import type { LayerContext, LayerRenderer, LayerSteps, PixelBox } from './layer-api.js';
import { chainSteps, overlayPicture } from './overlay-picture.js';
import { onPanel, themePanel } from './text-env.js';

/*
 * Several pictures in one frame (the layout layer): a split (left/right in landscape and square frames, top/bottom
 * in portrait ones), a before/after split with a divider, a grid of 2–6 cells, or a picture-in-picture inset in a
 * corner. Each cell is its picture cover-fit (scaled to fill, cropped around its focus); its label is set by the
 * typesetter on the theme's panel and lands at the top of its own cell. Pictures are opened only through
 * inputArgsForFile (lib/media/input-args.ts), as media layers' are.
 */

const even = (n: number) => 2 * Math.round(n / 2);

/** Stacked (top/bottom) rather than side by side: asked, or a portrait frame. */
function stacked(layer: Pick<LayoutLayer, 'direction'>, frame: FrameSize): boolean {
  if (layer.direction === 'stacked') return true;
  if (layer.direction === 'side-by-side') return false;
  return frame.height > frame.width;
}

/** The cells' boxes in pixels of the frame, in the order of `layer.cells`. */
export function cellBoxes(layer: Pick<LayoutLayer, 'arrangement' | 'cells' | 'direction' | 'corner' | 'insetWidth' | 'gap'>, frame: FrameSize): PixelBox[] {
  const W = frame.width;
  const H = frame.height;
  const gap = layer.gap > 0 ? Math.max(2, even(layer.gap * Math.min(W, H))) : 0;
  const box = (x: number, y: number, right: number, bottom: number): PixelBox => ({ x: even(x), y: even(y), w: even(right) - even(x), h: even(bottom) - even(y) });
  if (layer.arrangement === 'pip') {
    const margin = Math.min(W, H) * 0.045;
    const w = layer.insetWidth * W;
    const h = Math.min(H * 0.6, (w * H) / W);
    const x = layer.corner.endsWith('left') ? margin : W - margin - w;
    const y = layer.corner.startsWith('top') ? margin : H - margin - h;
    return [box(0, 0, W, H), box(x, y, x + w, y + h)];
  }
  const n = layer.arrangement === 'grid' ? layer.cells.length : 2;
  const down = stacked(layer, frame);
  const half = (along: number) => [along / 2 - gap / 2, along / 2 + gap / 2];
  if (n === 2) {
    if (down) {
      const [a, b] = half(H);
      return [box(0, 0, W, a!), box(0, b!, W, H)];
    }
    const [a, b] = half(W);
    return [box(0, 0, a!, H), box(b!, 0, W, H)];
  }
  if (n === 3) {
    // One large cell and two small ones beside it (below it in portrait).
    if (down) {
      const [a, b] = half(H);
      const [c, d] = half(W);
      return [box(0, 0, W, a!), box(0, b!, c!, H), box(d!, b!, W, H)];
    }
    const [a, b] = half(W);
    const [c, d] = half(H);
    return [box(0, 0, a!, H), box(b!, 0, W, c!), box(b!, d!, W, H)];
  }
  if (n === 4) {
    const [a, b] = half(W);
    const [c, d] = half(H);
    return [box(0, 0, a!, c!), box(b!, 0, W, c!), box(0, d!, a!, H), box(b!, d!, W, H)];
  }
  // Five or six: three by two, rows of three across a landscape or square frame, two across a portrait one (three
  // rows); five leaves its last row one cell short, that row's cells wider.
  const across = down ? 2 : 3;
  const rows: number[] = [];
  for (let left = n; left > 0; left -= across) rows.push(Math.min(across, left));
  const cuts = (along: number, parts: number) => Array.from({ length: parts }, (_, i) => [i === 0 ? 0 : (along * i) / parts + gap / 2, i === parts - 1 ? along : (along * (i + 1)) / parts - gap / 2] as const);
  const bands = cuts(H, rows.length);
  return rows.flatMap((count, r) => cuts(W, count).map(([x0, x1]) => box(x0, bands[r]![0], x1, bands[r]![1])));
}

/** The labels a cell shows: its own, or Before / After for a before/after split without labels. */
export function cellLabels(layer: Pick<LayoutLayer, 'arrangement' | 'cells'>): (string | undefined)[] {
  const own = layer.cells.map((c) => c.label);
  if (layer.arrangement === 'before-after' && own.every((l) => l === undefined)) return ['Before', 'After'];
  return own;
}

/**
 * Where a label's picture goes in its cell: centred, near the cell's top. The bottom of the frame is where captions,
 * a call-to-action button and a progress bar go; a label there ran into them.
 */
export function labelPlace(cell: PixelBox, label: { width: number; height: number; box: { x: number; y: number; w: number; h: number } }, frame: { width: number; height: number }): { x: number; y: number } {
  const margin = Math.round(Math.min(frame.width, frame.height) * 0.045);
  return { x: cell.x + (cell.w - label.box.w) / 2 - label.box.x, y: cell.y + margin - label.box.y };
}

async function cellSteps(ctx: LayerContext, layer: LayoutLayer, i: number, cell: PixelBox, input: string): Promise<LayerSteps> {
  const spec = layer.cells[i]!;
  const path = ctx.mediaPath(spec.assetId);
  if (!path) return { statements: [], output: input };
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const streamSeconds = ctx.streamSeconds ?? ctx.sceneSeconds;
  const visible = Math.max(1 / ctx.fps, (reveal.end ?? streamSeconds) - reveal.start);
  const fx = num(spec.focus?.x ?? 0.5);
  const fy = num(spec.focus?.y ?? 0.5);
  const cover = `scale=${cell.w}:${cell.h}:force_original_aspect_ratio=increase,crop=${cell.w}:${cell.h}:x='(iw-ow)*${fx}':y='(ih-oh)*${fy}',setsar=1`;
  const src = ctx.label('cellpic');
  const statements: string[] = [];
  let eof = 'repeat';
  if (spec.kind === 'image') {
    const k = ctx.addInput(inputArgsForFile(path, 'image', { dir: dirname(path) }));
    const move = spec.kenBurns ?? 'none';
    if (move !== 'none' && !ctx.still) {
      // The cell's camera move, as a full-frame picture's (media.ts): scaled once to the cell, repeated, and each
      // frame resampled from a view computed in floating point (smooth, sub-pixel; every other one blended), inside the
      // cell's own box.
      const frames = Math.max(1, Math.ceil(visible * ctx.fps));
      statements.push(`[${k}:v]${cover},format=yuv420p,${kenBurnsChain(move, frames, ctx.fps, spec.focus).join(',')},setpts=N+${Math.round(reveal.start * ctx.fps)}${src}`);
    } else statements.push(`[${k}:v]${cover},format=yuv420p${src}`);
  } else {
    // Its part and speed as a full-frame clip's (clip-span.ts): an untrimmed clip loops, a trimmed one plays its part
    // once and its last frame holds.
    const k = ctx.addInput([...clipInputOptions(spec, visible), ...inputArgsForFile(path, 'video', { dir: dirname(path) })]);
    const frames = Math.max(1, Math.ceil(visible * ctx.fps));
    const speed = spec.speed !== undefined && spec.speed !== 1 ? `setpts=(PTS-STARTPTS)/${num(spec.speed)},` : '';
    // Its pixels into the graph's matrix, as a full-frame clip's (media.ts, colour-space.ts).
    const colour = toWorkingSpace(clipMatrix(await clipFacts(path)), ctx.space);
    statements.push(`[${k}:v]${speed}fps=${ctx.fps},${cover},format=yuv420p,trim=end_frame=${frames},settb=1/${ctx.fps},setpts=N+${Math.round(reveal.start * ctx.fps)}${colour ? `,${colour}` : ''}${src}`);
    eof = spec.trim ? 'repeat' : 'pass';
  }
  const output = ctx.label('cell');
  const opts = [`x=${cell.x}`, `y=${cell.y}`, `eof_action=${eof}`];
  const enable = enableExpr(reveal.start, reveal.end);
  if (enable) opts.push(`enable='${enable}'`);
  // The inset of a picture-in-picture gets a thin white frame, so it reads as a picture over a picture.
  if (layer.arrangement === 'pip' && i === 1) {
    const t = Math.max(2, even(Math.min(ctx.frame.width, ctx.frame.height) * 0.005));
    const framed = ctx.label('cellframe');
    statements.push(`${input}drawbox=x=${cell.x - t}:y=${cell.y - t}:w=${cell.w + 2 * t}:h=${cell.h + 2 * t}:color=white:t=fill${enable ? `:enable='${enable}'` : ''}${framed}`);
    input = framed;
  }
  statements.push(`${input}${src}overlay=${opts.join(':')}${output}`);
  return { statements, output };
}

export const renderCells: LayerRenderer<LayoutLayer> = async (layer, ctx, input) => {
  const region = resolvePlacement(layer.placement, ctx.frame, { bleed: true }).box;
  const boxes = cellBoxes(layer, { width: region.w, height: region.h }).map((b) => ({ ...b, x: b.x + region.x, y: b.y + region.y }));
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const labels = cellLabels(layer);
  const panel = themePanel(ctx.theme);
  const colour = onPanel(panel, THEME_STYLES[ctx.theme].textColour, false).colour;
  const makers: ((input: string) => Promise<LayerSteps>)[] = boxes.map((cell, i) => (stream) => cellSteps(ctx, layer, i, cell, stream));
  if (layer.arrangement === 'before-after') {
    // The divider on the seam, in white.
    makers.push(async (stream) => {
      const down = boxes[1]!.y > boxes[0]!.y;
      const t = Math.max(4, even(Math.min(ctx.frame.width, ctx.frame.height) * 0.008));
      const seam = down ? (boxes[0]!.y + boxes[0]!.h + boxes[1]!.y) / 2 : (boxes[0]!.x + boxes[0]!.w + boxes[1]!.x) / 2;
      const rect = down ? `x=0:y=${even(seam - t / 2)}:w=${ctx.frame.width}:h=${t}` : `x=${even(seam - t / 2)}:y=0:w=${t}:h=${ctx.frame.height}`;
      const enable = enableExpr(reveal.start, reveal.end);
      const output = ctx.label('divider');
      return { statements: [`${stream}drawbox=${rect}:color=${ffColour('#ffffff')}:t=fill${enable ? `:enable='${enable}'` : ''}${output}`], output };
    });
  }
  boxes.forEach((cell, i) => {
    const text = labels[i];
    if (!text) return;
    makers.push(async (stream) => {
      const label = labelPicture({ text, role: 'name', theme: ctx.theme, frame: ctx.frame, colour, backdrop: panel, maxWidth: cell.w * 0.8, maxHeight: cell.h * 0.22 });
      return overlayPicture(ctx, label.png, labelPlace(cell, label, ctx.frame), reveal, stream, 'celllabel');
    });
  });
  return chainSteps(input, makers);
};
