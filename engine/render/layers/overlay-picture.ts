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
  const fadeIn = reveal.animation.in !== 'none';
  const inS = fadeIn ? inSeconds(reveal) : 0;
  const outS = outSeconds(reveal);
  const chain = ['format=rgba'];
  if (inS > 0 || outS > 0) {
    // A fading picture is a stream of its frame with a fading alpha; a still one is repeated by overlay.
    const frames = Math.ceil(((reveal.end ?? ctx.streamSeconds ?? ctx.sceneSeconds) + 0.1) * ctx.fps);
    chain.push(`loop=loop=${frames}:size=1:start=0`, `settb=1/${ctx.fps}`, 'setpts=N');
    if (inS > 0) chain.push(`fade=t=in:st=${num(reveal.start)}:d=${num(inS)}:alpha=1`);
    if (outS > 0 && reveal.end !== undefined) chain.push(`fade=t=out:st=${num(reveal.end - outS)}:d=${num(outS)}:alpha=1`);
  }
  const src = ctx.label(name);
  const output = ctx.label(name);
  const opts = [`x=${2 * Math.round(at.x / 2)}`, `y=${2 * Math.round(at.y / 2)}`, 'eof_action=repeat'];
  const enable = enableExpr(reveal.start, reveal.end);
  if (enable) opts.push(`enable='${enable}'`);
  return { statements: [`[${k}:v]${chain.join(',')}${src}`, `${input}${src}overlay=${opts.join(':')}${output}`], output };
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
