import { link, mkdtemp, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { blockPicture, REST, type BlockStyle, type Pose } from '../typeset/raster.js';
import type { SetBlock } from '../typeset/set-block.js';
import { num } from './animate.js';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { planMotion, type MotionInput } from './text-motion.js';

/*
 * A set text block on the scene's stream: drawn once per distinct pose by the typesetter into transparent PNGs (one
 * file per frame of the block's life, frames that repeat a pose hard-linked to the first), read by FFmpeg's image2
 * demuxer as a sequence that starts at the block's first frame, and overlaid at even pixels (4:2:0 chroma): the
 * picture carries the sub-pixel offset, so the text lands where the layout put it. Slides move the overlay by an
 * expression of the frame index `n`. The text itself never enters the filter graph, only file paths and numbers.
 */

export interface PlacedBlock {
  block: SetBlock;
  style: BlockStyle;
  /** The ink box's top-left corner in the frame (fractional pixels). */
  x: number;
  y: number;
}

export type BlockMotion = Omit<MotionInput, 'edges' | 'units' | 'rise' | 'fps'> & { units?: number };

const poseKey = (p: Pose) => `${Math.round(p.opacity * 255)}|${p.scale.toFixed(4)}|${(Math.round(p.dy * 16) / 16).toFixed(4)}|${p.shown ?? ''}`;

/** The rise of an entrance for a block: a third of its cap height, at most 2 % of the frame's height. */
export function riseOf(block: SetBlock, frameHeight: number): number {
  return Math.min(block.capHeight * 0.35, frameHeight * 0.02);
}

/** A new directory for a block's pictures: the context's, or one beside its text files. */
export async function pictureDir(ctx: Pick<LayerContext, 'frameDir' | 'textFile'>): Promise<string> {
  if (ctx.frameDir) return ctx.frameDir('text');
  return mkdtemp(join(dirname(await ctx.textFile('')), 'text-'));
}

/** Filter-graph statements that draw the block over `input`, animated as `motion` says. */
export async function blockSteps(ctx: LayerContext, placed: PlacedBlock, motion: BlockMotion, input: string): Promise<LayerSteps> {
  const { block, style } = placed;
  const { frame, fps } = ctx;
  const rise = riseOf(block, frame.height);
  const plan = planMotion({
    ...motion,
    fps,
    rise,
    units: motion.units ?? 0,
    edges: {
      left: placed.x + block.width,
      right: frame.width - placed.x,
      top: placed.y + block.height,
      bottom: frame.height - placed.y,
    },
  });
  const grow = { maxScale: plan.maxScale, maxRise: plan.maxRise };
  const probe = blockPicture(block, style, grow, { x: 0, y: 0 });
  const ox = placed.x - probe.inkX;
  const oy = placed.y - probe.inkY;
  const evenX = 2 * Math.floor(ox / 2);
  const evenY = 2 * Math.floor(oy / 2);
  const picture = blockPicture(block, style, grow, { x: ox - evenX, y: oy - evenY });
  const dir = await pictureDir(ctx);
  const written = new Map<string, string>();
  const poses = plan.poses.length ? plan.poses : [REST];
  for (const [k, pose] of poses.entries()) {
    const path = join(dir, `${String(k).padStart(5, '0')}.png`);
    const key = poseKey(pose);
    const same = written.get(key);
    if (same) await link(same, path);
    else {
      await writeFile(path, picture.draw(pose));
      written.set(key, path);
    }
  }
  const k = ctx.addInput(['-framerate', String(fps), '-start_number', '0', '-i', join(dir, '%05d.png')]);
  const pic = ctx.label('textpic');
  let x = String(evenX);
  let y = String(evenY);
  if (plan.slide) {
    const { axis, distance, from, frames } = plan.slide;
    const expr = `${num(distance)}*pow(1-clip((n-${from})/${frames},0,1),3)`;
    if (axis === 'x') x = `${evenX}+${expr}`;
    else y = `${evenY}+${expr}`;
  }
  const output = ctx.label('text');
  return {
    statements: [
      `[${k}:v]settb=1/${fps},setpts=N+${plan.first}${pic}`,
      `${input}${pic}overlay=x='${x}':y='${y}':eof_action=pass${output}`,
    ],
    output,
  };
}
