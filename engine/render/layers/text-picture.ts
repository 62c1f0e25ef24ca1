import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { mkdtemp } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { encodePng } from '../typeset/png.js';
import { blockPicture, REST, type BlockStyle, type Pose } from '../typeset/raster.js';
import type { SetBlock } from '../typeset/set-block.js';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { addPicture, addPictureFiles } from './picture-files.js';
import { driftLift, overlayPosition, planMotion, type MotionInput, type MotionPlan } from './text-motion.js';

/*
 * A set text block on the scene's stream: drawn once per distinct pose by the typesetter into transparent PNGs (one
 * file per frame of its entrance and exit, frames that repeat a pose hard-linked to the first; the hold's drift one
 * cycle of pictures and a long still hold one picture, each repeated in memory by `loop`: segmentsOf), read by FFmpeg's image2
 * demuxer as a sequence that starts at the block's first frame, and overlaid at even pixels (4:2:0 chroma): the
 * picture carries the sub-pixel offset, so the text lands where the layout put it. Slides move the overlay by an
 * expression of the frame index `n`. The text itself never enters the filter graph, only file paths and numbers.
 * A still (layer-api.ts `onlyFrame`) gets the one picture its frame shows (poseShownAt), as raw RGBA.
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

/** A run of frames of a block's picture stream: one picture each, a cycle of pictures repeated, or one picture held. */
export type Segment = { kind: 'frames'; poses: Pose[] } | { kind: 'cycle'; poses: Pose[]; frames: number } | { kind: 'repeat'; pose: Pose; frames: number };

/**
 * The block's frames as segments, with the poses as drawn (the drift's whole pixels taken out: the overlay moves
 * them): the drift's frames as a cycle of its `q` pictures, long runs of one pose as one held picture (splitHold),
 * everything else frame by frame. A 10-minute title is a few dozen pictures, never a file per frame.
 */
export function segmentsOf(poses: Pose[], drift: MotionPlan['drift'], fps: number): Segment[] {
  const drawn = poses.map((p, k) => ({ ...p, dy: p.dy + driftLift(drift, k) }));
  const runs = (list: Pose[]): Segment[] => {
    if (!list.length) return [];
    const { head, held, tail } = splitHold(list, fps);
    if (!held) return [{ kind: 'frames', poses: head }];
    return [{ kind: 'frames', poses: head }, { kind: 'repeat', pose: head.at(-1)!, frames: held }, ...runs(tail)];
  };
  const end = drift ? drift.from + drift.frames : 0;
  if (!drift || end - drift.holdFrom < 2 * drift.q) return runs(drawn);
  return [
    ...runs(drawn.slice(0, drift.holdFrom)),
    { kind: 'cycle', poses: drawn.slice(drift.holdFrom, drift.holdFrom + drift.q), frames: end - drift.holdFrom },
    ...runs(drawn.slice(end)),
  ];
}

/**
 * The picture a block's stream shows at pose index `k` (frames since its first), as segmentsOf lays the frames out
 * (a cycle repeated, a held pose), and as the render draws it: the first pose written with its key (later ones are
 * links to that picture: picture-files.ts). Undefined: the block shows nothing then (before its first frame, after
 * its last).
 */
export function poseShownAt(segments: readonly Segment[], k: number): Pose | undefined {
  const first = new Map<string, Pose>();
  for (const s of segments) for (const p of s.kind === 'repeat' ? [s.pose] : s.poses) if (!first.has(poseKey(p))) first.set(poseKey(p), p);
  let from = 0;
  for (const s of segments) {
    const length = s.kind === 'frames' ? s.poses.length : s.frames;
    if (k >= from && k < from + length) return first.get(poseKey(s.kind === 'repeat' ? s.pose : s.poses[(k - from) % s.poses.length]!));
    from += length;
  }
  return undefined;
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
    ...(ctx.overlap?.carriesTexts ? { carryFrames: ctx.overlap.outFrames } : {}),
    fps,
    rise,
    frameHeight: frame.height,
    units: motion.units ?? 0,
    edges: {
      left: placed.x + block.width,
      right: frame.width - placed.x,
      top: placed.y + block.height,
      bottom: frame.height - placed.y,
    },
  });
  // The picture's room for the poses as drawn: the overlay carries the drift's whole pixels.
  const drawnRise = Math.max(rise * 1.1, ...plan.poses.map((p, k) => Math.abs(p.dy + driftLift(plan.drift, k))));
  const grow = { maxScale: plan.maxScale, maxRise: Math.ceil(drawnRise) };
  const probe = blockPicture(block, style, grow, { x: 0, y: 0 });
  const ox = placed.x - probe.inkX;
  const oy = placed.y - probe.inkY;
  const evenX = 2 * Math.floor(ox / 2);
  const evenY = 2 * Math.floor(oy / 2);
  const picture = blockPicture(block, style, grow, { x: ox - evenX, y: oy - evenY });
  return posedPictureSteps(ctx, plan, picture, { x: evenX, y: evenY }, input);
}

/**
 * A picture input converted to the overlay's pixel format (BT.601 yuva420p, as FFmpeg would convert it before the
 * overlay) by a scaler of one thread. The thread count matters for memory, not speed: FFmpeg 5.1 gives every scaler
 * the graph's thread count, and each scaler thread reserves its stack (about 9 MB of the render's data limit per
 * scaler); a chapter of five animated title scenes has some 30 picture inputs, and with a scaler each at the graph's
 * threads it needed more than the 2 GiB render limit at 1080p (x264: malloc failed). With one thread each it needs
 * less than without any conversion before the overlay. The frames are the same bytes either way (framemd5).
 */
export const TO_OVERLAY = 'scale=threads=1,format=yuva420p';

/** A picture of a block (or of any text: a counter's value) drawn at any pose, all poses one size. */
export interface PosedPicture {
  width: number;
  height: number;
  /** The picture at `pose` as a PNG file. */
  draw(pose: Pose): Buffer;
  /** The same as raw RGBA, when the drawing has it before encoding (a still sends it to FFmpeg as it is). */
  pixels?(pose: Pose): Uint8ClampedArray;
}

/**
 * Filter-graph statements that show `picture` over `input` at the plan's poses, from its first frame, overlaid at
 * (`at.x`, `at.y`) (even pixels; slides and the drift's whole pixels move the overlay, the pictures carry the rest).
 */
export async function posedPictureSteps(ctx: LayerContext, plan: MotionPlan, picture: PosedPicture, at: { x: number; y: number }, input: string): Promise<LayerSteps> {
  const { fps } = ctx;
  const dir = await pictureDir(ctx);
  const segments = segmentsOf(plan.poses.length ? plan.poses : [REST], plan.drift, fps);
  const written = new Map<string, string>();
  // An unscaled, untyped pose is the rest picture moved by a fraction of a pixel (resampled, bilinear) at its
  // opacity: Skia sets glyphs on whole-pixel baselines, so a rise or drift drawn as text moved in 1-px jumps and
  // the frames between them repeated.
  let rest: Promise<Image> | undefined;
  // One canvas for every resampled pose (cleared before each): a canvas each was a megabyte of memory a pose.
  let canvas: Canvas | undefined;
  const resampled = (pose: Pose) => !(pose.scale !== 1 || pose.shown !== undefined || pose.opacity <= 0.002 || (pose.dy === 0 && pose.opacity >= 1));
  const resample = async (pose: Pose): Promise<Uint8ClampedArray> => {
    rest ??= loadImage(picture.draw(REST));
    canvas ??= createCanvas(picture.width, picture.height);
    const c2d = canvas.getContext('2d');
    c2d.clearRect(0, 0, picture.width, picture.height);
    c2d.globalAlpha = Math.min(1, pose.opacity);
    c2d.drawImage(await rest, 0, pose.dy);
    return c2d.getImageData(0, 0, picture.width, picture.height).data;
  };
  const drawPose = async (pose: Pose): Promise<Buffer> => (resampled(pose) ? encodePng(await resample(pose), picture.width, picture.height) : picture.draw(pose));
  if (ctx.onlyFrame !== undefined) {
    // A still: the one picture its frame shows, at the position the overlay has then (the same expressions of t).
    const pose = poseShownAt(segments, ctx.onlyFrame - plan.first);
    if (!pose) return { statements: [], output: input };
    const rgba = resampled(pose) ? await resample(pose) : picture.pixels?.(pose);
    const k = await addPicture(ctx, join(dir, 'still'), rgba ? { rgba, width: picture.width, height: picture.height } : { png: picture.draw(pose) });
    const pic = ctx.label('textpic');
    const { x, y } = overlayPosition(at.x, at.y, plan.slide, plan.drift, plan.first, fps);
    const output = ctx.label('text');
    return {
      statements: [`[${k}:v]${TO_OVERLAY},settb=1/${fps},setpts=${ctx.onlyFrame}${pic}`, `${input}${pic}overlay=x='${x}':y='${y}':eof_action=pass${output}`],
      output,
    };
  }
  let files = 0;
  /** One input of `list` pictures (a picture per pose, equal poses hard-linked to one file: picture-files.ts). */
  const writeSequence = (list: Pose[]) => addPictureFiles(ctx, dir, `s${files++}-`, list.map((pose) => ({ key: poseKey(pose), draw: () => drawPose(pose) })), written);
  const pictureStatements: string[] = [];
  const parts: string[] = [];
  for (const segment of segments) {
    const k = await writeSequence(segment.kind === 'repeat' ? [segment.pose] : segment.poses);
    // A cycle's pictures (or a held picture) are decoded once and repeated in memory by `loop`. Each part is
    // converted to the overlay's yuva420p as it is read (TO_OVERLAY), so only distinct pictures are converted: after
    // `loop` the conversion ran on every frame shown (a third of the graph's CPU at 1080p).
    const repeat = segment.kind === 'frames' ? '' : `loop=loop=${Math.ceil(segment.frames / (segment.kind === 'cycle' ? segment.poses.length : 1)) - 1}:size=${segment.kind === 'cycle' ? segment.poses.length : 1}:start=0,trim=end_frame=${segment.frames},`;
    const out = ctx.label('textpart');
    pictureStatements.push(`[${k}:v]${TO_OVERLAY},${repeat}settb=1/${fps},setpts=N${out}`);
    parts.push(out);
  }
  const pic = ctx.label('textpic');
  const joined = parts.length > 1 ? `${parts.join('')}concat=n=${parts.length}:v=1:a=0,` : `${parts[0]}`;
  if (parts.length > 1) pictureStatements.push(`${joined}settb=1/${fps},setpts=N+${plan.first}${pic}`);
  else pictureStatements[0] = pictureStatements[0]!.replace(/setpts=N(\[[^\]]+\])$/, `setpts=N+${plan.first}${pic}`);
  const { x, y } = overlayPosition(at.x, at.y, plan.slide, plan.drift, plan.first, fps);
  const output = ctx.label('text');
  return {
    statements: [
      ...pictureStatements,
      `${input}${pic}overlay=x='${x}':y='${y}':eof_action=pass${output}`,
    ],
    output,
  };
}
