import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { enableExpr, inSeconds, outSeconds, type Reveal } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { pictureDir } from './text-picture.js';

/*
 * A picture drawn outside FFmpeg (a label, a button, a shape: a transparent PNG made with the typesetter or the
 * canvas) laid over the scene's stream at even pixels, for the layer's time on screen, fading in and out when its
 * animation says so. Only a file path of the render's own work directory and numbers enter the graph.
 */

export async function overlayPicture(ctx: LayerContext, png: Buffer, at: { x: number; y: number }, reveal: Reveal, input: string, name: string): Promise<LayerSteps> {
  const dir = await pictureDir(ctx);
  const path = join(dir, `${name}.png`);
  await writeFile(path, png);
  const k = ctx.addInput(['-i', path]);
  const chain = fadeChain(reveal, ctx.fps, reveal.end ?? ctx.streamSeconds ?? ctx.sceneSeconds);
  const src = ctx.label(name);
  const output = ctx.label(name);
  const opts = [`x=${2 * Math.round(at.x / 2)}`, `y=${2 * Math.round(at.y / 2)}`, 'eof_action=repeat'];
  const enable = enableExpr(reveal.start, reveal.end);
  if (enable) opts.push(`enable='${enable}'`);
  return { statements: [`[${k}:v]${chain.join(',')}${src}`, `${input}${src}overlay=${opts.join(':')}${output}`], output };
}

/**
 * The picture's filters from `format=rgba` on: a still one is repeated by overlay; a fading one is a stream of its
 * frame (to `until` seconds) with a fading alpha. The entrance's first frame already shows a trace, 1 / (n + 1) of
 * the way in, as a text block's does (text-motion.ts): fade's own first frame is fully transparent, and that frame
 * drew the scene without the picture a second time. Counted a frame late (setpts=N+1), the fade is one frame further
 * along on every frame. A pop is opaque half way in, as a popping box's or text's is (boxes.ts, text-motion.ts): a
 * picture has no scale to pop by, and its linear fade over the whole entrance under a crossfade's linear fade kept
 * the first frames almost alike (d-19 of the design briefs: a button popping in as its scene came in, frame 151
 * drawn as 150).
 */
export function fadeChain(reveal: Reveal, fps: number, until: number): string[] {
  const inS = reveal.animation.in !== 'none' ? inSeconds(reveal) : 0;
  const outS = outSeconds(reveal);
  const chain = ['format=rgba'];
  if (inS === 0 && outS === 0) return chain;
  chain.push(`loop=loop=${Math.ceil((until + 0.1) * fps)}:size=1:start=0`, `settb=1/${fps}`, 'setpts=N');
  const fadeS = reveal.animation.in === 'pop' ? inS / 2 : inS;
  if (inS > 0) chain.push('setpts=N+1', `fade=t=in:st=${num(reveal.start)}:d=${num(fadeS + 1 / fps)}:alpha=1`, 'setpts=N');
  if (outS > 0 && reveal.end !== undefined) chain.push(`fade=t=out:st=${num(reveal.end - outS)}:d=${num(outS)}:alpha=1`);
  return chain;
}

/** Steps one after another: each takes the stream the one before produced. */
export async function chainSteps(input: string, makers: ((input: string) => Promise<LayerSteps>)[]): Promise<LayerSteps> {
  const statements: string[] = [];
  let stream = input;
  for (const make of makers) {
    const steps = await make(stream);
    statements.push(...steps.statements);
    stream = steps.output;
  }
  return { statements, output: stream };
}
