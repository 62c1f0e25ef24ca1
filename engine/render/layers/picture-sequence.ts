import { join } from 'node:path';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { addPicture, addPictureFiles } from './picture-files.js';
import { pictureDir, TO_OVERLAY } from './text-picture.js';

/*
 * Pictures that change only now and then (a counter's values, a chart's texts fading in and out), shown from given
 * frames of the scene: each distinct picture is one PNG, written once, read by FFmpeg's image2 demuxer as a short
 * sequence (picture-files.ts, as text blocks' poses are) and retimed by `setpts` to the frame it first shows on. `overlay` shows each picture until the next one
 * comes (it keeps the secondary input's latest frame), so a value held for ten seconds is one file and one decoded
 * frame, not 300. A countdown from 60 is 61 pictures plus its entrance and exit, whatever its length. The retiming
 * is an expression of the picture's index N (the frame of picture 0 plus a step at each later one); only numbers go
 * into the graph. Works alike with FFmpeg 4.1 and 5.1.
 *
 * Speed: a picture whose key came before (a floating value's cycle of sub-pixel steps, a fade's opacities back at
 * an earlier one) is drawn and encoded once; its later files are hard links to the first. The overlay ends with
 * `eof_action=pass` after one more link of the last picture, set past the stream's end, so the last picture holds
 * to the end as `repeat` held it: with `repeat` the overlay's frame sync keeps the secondary input in step and
 * copies the whole main frame for every frame it draws (1080p: 3 MB a frame), with `pass` it does not.
 */

export interface Shown {
  /** The scene frame this picture shows from (until the next one's frame). */
  frame: number;
  /** Equal keys are equal pictures: consecutive ones are drawn once. */
  key: string;
  draw(): Buffer;
}

/**
 * The `setpts` expression putting picture N at `frames[N]` (frames increasing): the first frame plus a step at each
 * later picture, or, when most pictures follow each other frame by frame (a floating value, one picture a frame),
 * the first frame plus N plus a term per gap only: FFmpeg's expression parser fails on a few hundred terms.
 */
export function retimeExpr(frames: number[]): string {
  const parts = [String(frames[0] ?? 0)];
  const consecutive = frames.filter((f, i) => i > 0 && f - frames[i - 1]! === 1).length;
  if (consecutive * 2 <= frames.length) {
    for (let i = 1; i < frames.length; i++) parts.push(`gte(N,${i})*${frames[i]! - frames[i - 1]!}`);
    return parts.join('+');
  }
  parts.push('N');
  for (let i = 1; i < frames.length; i++) if (frames[i]! - frames[i - 1]! !== 1) parts.push(`gte(N,${i})*${frames[i]! - frames[i - 1]! - 1}`);
  return parts.join('+');
}

/** Runs of one key merged; later entries on a frame already taken replace the earlier one. */
export function mergeShown(shown: Shown[]): Shown[] {
  const out: Shown[] = [];
  for (const s of shown) {
    const last = out.at(-1);
    if (last && s.frame <= last.frame) out[out.length - 1] = { ...s, frame: last.frame };
    else if (!last || last.key !== s.key) out.push(s);
  }
  // A replacement may have made two neighbours equal.
  return out.filter((s, i) => i === 0 || out[i - 1]!.key !== s.key);
}

/**
 * Statements overlaying the pictures over `input` at `x`, `y` (expressions of `t` or `n`, or numbers). The last
 * picture stays until the stream ends: end with a transparent one to leave. All pictures must have one size; equal
 * keys must be equal pictures.
 */
export async function pictureSequence(ctx: LayerContext, shown: Shown[], place: { x: string; y: string; enable?: string }, input: string): Promise<LayerSteps> {
  const list = mergeShown(shown);
  if (!list.length) return { statements: [], output: input };
  const dir = await pictureDir(ctx);
  if (ctx.onlyFrame !== undefined) return shownAt(ctx, list, ctx.onlyFrame, dir, place, input);
  // The last picture again, past the stream's end: it holds until then without `repeat` (see above).
  const end = Math.round((ctx.streamSeconds ?? ctx.sceneSeconds) * ctx.fps);
  const frames = [...list.map((s) => s.frame), Math.max(end, list.at(-1)!.frame + 1)];
  const k = await addPictureFiles(ctx, dir, 'p', [...list, list.at(-1)!]);
  const pic = ctx.label('seq');
  const output = ctx.label('seqout');
  const enable = place.enable ? `:enable='${place.enable}'` : '';
  return {
    statements: [
      `[${k}:v]${TO_OVERLAY},settb=1/${ctx.fps},setpts='${retimeExpr(frames)}'${pic}`,
      `${input}${pic}overlay=x='${place.x}':y='${place.y}':eof_action=pass${enable}${output}`,
    ],
    output,
  };
}

/**
 * A still's one picture (layer-api.ts `onlyFrame`): the one shown at `frame` (the last from before it; none before
 * the first), as the render writes it (the first of its key), overlaid as the sequence is.
 */
async function shownAt(ctx: LayerContext, list: Shown[], frame: number, dir: string, place: { x: string; y: string; enable?: string }, input: string): Promise<LayerSteps> {
  const now = list.findLast((s) => s.frame <= frame);
  if (!now) return { statements: [], output: input };
  const picture = list.find((s) => s.key === now.key)!;
  const k = await addPicture(ctx, join(dir, 'still'), { png: await picture.draw() });
  const pic = ctx.label('seq');
  const output = ctx.label('seqout');
  const enable = place.enable ? `:enable='${place.enable}'` : '';
  return {
    statements: [`[${k}:v]${TO_OVERLAY},settb=1/${ctx.fps},setpts=${frame}${pic}`, `${input}${pic}overlay=x='${place.x}':y='${place.y}':eof_action=pass${enable}${output}`],
    output,
  };
}
