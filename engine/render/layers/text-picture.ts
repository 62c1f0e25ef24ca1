import { link, mkdtemp, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { blockPicture, REST, type BlockStyle, type Pose } from '../typeset/raster.js';
import type { SetBlock } from '../typeset/set-block.js';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { overlayPosition, planMotion, type MotionInput } from './text-motion.js';

/*
 * A set text block on the scene's stream: drawn once per distinct pose by the typesetter into transparent PNGs (one
 * file per frame of the block's life, frames that repeat a pose hard-linked to the first, a long hold one file
 * repeated by `tpad`), read by FFmpeg's image2
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

/** Runs of one pose shorter than this many seconds are written frame by frame (links are cheap; the graph stays simple). */
const HOLD_SECONDS = 2;

/**
 * The poses split around their longest run of one pose, when it lasts HOLD_SECONDS or more: `head` ends with the
 * run's first pose, `held` more frames repeat it, `tail` follows. A 10-minute title is then a few hundred pictures,
 * not 18,000 links (which took over a second to delete when a job is stopped).
 */
export function splitHold(poses: Pose[], fps: number): { head: Pose[]; held: number; tail: Pose[] } {
  let best = { start: 0, length: 1 };
  let start = 0;
  for (let i = 1; i <= poses.length; i++) {
    if (i < poses.length && poseKey(poses[i]!) === poseKey(poses[start]!)) continue;
    if (i - start > best.length) best = { start, length: i - start };
    start = i;
  }
  if (best.length < HOLD_SECONDS * fps) return { head: poses, held: 0, tail: [] };
  return { head: poses.slice(0, best.start + 1), held: best.length - 1, tail: poses.slice(best.start + best.length) };
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
  const poses = plan.poses.length ? plan.poses : [REST];
  const { head, held, tail } = splitHold(poses, fps);
  const written = new Map<string, string>();
  const writeSequence = async (prefix: string, list: Pose[]) => {
    for (const [k, pose] of list.entries()) {
      const path = join(dir, `${prefix}${String(k).padStart(5, '0')}.png`);
      const key = poseKey(pose);
      const same = written.get(key);
      if (same) await link(same, path);
      else {
        await writeFile(path, picture.draw(pose));
        written.set(key, path);
      }
    }
    return ctx.addInput(['-framerate', String(fps), '-start_number', '0', '-i', join(dir, `${prefix}%05d.png`)]);
  };
  const sequence = (k: number) => `[${k}:v]settb=1/${fps},setpts=N`;
  const pictureStatements: string[] = [];
  const pic = ctx.label('textpic');
  const headInput = await writeSequence('h', head);
  if (held === 0) pictureStatements.push(`${sequence(headInput)},setpts=N+${plan.first}${pic}`);
  else {
    // The held pose is the head's last picture, repeated in the graph: one file, not one per frame.
    const headOut = ctx.label('texthead');
    const cloned = `${sequence(headInput)},tpad=stop_mode=clone:stop=${held}`;
    if (!tail.length) pictureStatements.push(`${cloned},setpts=N+${plan.first}${pic}`);
    else {
      const tailInput = await writeSequence('t', tail);
      const tailOut = ctx.label('texttail');
      pictureStatements.push(`${cloned}${headOut}`, `${sequence(tailInput)}${tailOut}`, `${headOut}${tailOut}concat=n=2:v=1:a=0,settb=1/${fps},setpts=N+${plan.first}${pic}`);
    }
  }
  const { x, y } = overlayPosition(evenX, evenY, plan.slide);
  const output = ctx.label('text');
  return {
    statements: [
      ...pictureStatements,
      `${input}${pic}overlay=x='${x}':y='${y}':eof_action=pass${output}`,
    ],
    output,
  };
}
