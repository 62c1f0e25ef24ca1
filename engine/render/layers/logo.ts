import { dirname } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import type { LogoLayer } from '../../../model/scene-document.js';
import { imageInfo } from '../media/image-size.js';
import { alignIn } from '../placement.js';
import { enableExpr, inSeconds, outSeconds, revealOf, slideOffsetExpr } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import type { LayerRenderer } from './layer-api.js';

/*
 * A logo: an image scaled to `scale` × the frame's width (keeping its aspect; never taller than 30 % of the frame),
 * in its placement's corner, its transparency kept (PNG alpha). Still, it is scaled once and repeated by overlay;
 * a fade makes it a stream of its frame with a fading alpha. Slides move it; pop enters as a fade. The file is
 * opened as an image through inputArgsForFile (lib/media/input-args.ts), like a media layer's (media.ts).
 */

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The logo's size in pixels: `scale` × the frame's width, its aspect kept, at most 30 % of the frame's height (a
 * corner mark); in the middle of the frame, an end card's, at most 45 % (a square logo a third of a 16:9 frame wide).
 */
export function logoSize(scale: number, frame: { width: number; height: number }, image: { width: number; height: number } | undefined, centred = false): { w: number; h: number } {
  const aspect = image ? image.width / image.height : 1;
  const w = even(scale * frame.width);
  const h = even(w / aspect);
  const maxH = even(frame.height * (centred ? 0.45 : 0.3));
  return h > maxH ? { w: even(maxH * aspect), h: maxH } : { w, h };
}

export const renderLogo: LayerRenderer<LogoLayer> = async (layer, ctx, input) => {
  const path = ctx.mediaPath(layer.assetId);
  if (!path) return { statements: [], output: input };
  const k = ctx.addInput(inputArgsForFile(path, 'image', { dir: dirname(path) }));
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const { w, h } = logoSize(layer.scale, ctx.frame, await imageInfo(path), layer.placement === 'center');
  const region = { box: ctx.box, h: ctx.align?.h ?? 'right', v: ctx.align?.v ?? 'top' };
  const at = alignIn(region, w, h);

  const src = ctx.label('logo');
  // Every entrance but a slide (and none) is a fade for a logo.
  const fadeIn = reveal.animation.in !== 'none' && !reveal.animation.in.startsWith('slide');
  const fading = fadeIn || outSeconds(reveal) > 0;
  const chain = [`scale=${w}:${h}`, 'setsar=1', 'format=yuva420p'];
  if (fading) {
    const frames = Math.ceil(((reveal.end ?? ctx.sceneSeconds) + 0.1) * ctx.fps);
    chain.push(`loop=loop=${frames}:size=1:start=0`, `settb=1/${ctx.fps}`, 'setpts=N');
    const inS = inSeconds(reveal);
    if (fadeIn && inS > 0) chain.push(`fade=t=in:st=${num(reveal.start)}:d=${num(inS)}:alpha=1`);
    const outS = outSeconds(reveal);
    if (outS > 0 && reveal.end !== undefined) chain.push(`fade=t=out:st=${num(reveal.end - outS)}:d=${num(outS)}:alpha=1`);
  }
  let x = num(at.x);
  let y = num(at.y);
  const kind = reveal.animation.in;
  if (kind === 'slide-left') x += `+${slideOffsetExpr(reveal, ctx.frame.width - at.x)}`;
  if (kind === 'slide-right') x += `+${slideOffsetExpr(reveal, -(at.x + w))}`;
  if (kind === 'slide-up') y += `+${slideOffsetExpr(reveal, ctx.frame.height - at.y)}`;
  if (kind === 'slide-down') y += `+${slideOffsetExpr(reveal, -(at.y + h))}`;
  const opts = [`x='${x}'`, `y='${y}'`, 'eof_action=repeat'];
  const enable = enableExpr(reveal.start, reveal.end);
  if (enable) opts.push(`enable='${enable}'`);
  const output = ctx.label('logo');
  return { statements: [`[${k}:v]${chain.join(',')}${src}`, `${input}${src}overlay=${opts.join(':')}${output}`], output };
};
