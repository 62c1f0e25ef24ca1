import type { ProgressLayer } from '../../../model/scene-document.js';
import { sceneAccent } from '../style/palette.js';
import { ffColour } from '../style/themes.js';
import { enableExpr, revealOf } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import type { LayerContext, LayerRenderer } from './layer-api.js';

/*
 * A progress bar along the bottom (or top) edge of the frame, in the theme's accent: a faint white track the full width
 * and the filled part over it, whose width grows linearly with time, from 0 at the chapter's start to the full
 * width at its end (`span: chapter`, each scene drawing its share), or over the scene alone. The fill is a plain
 * colour source moved in from the left by overlay's per-frame `x` expression (FFmpeg 4.1 has it too).
 */

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** The filled fraction at scene time `t`: `a + b·t`, clipped to 0..1 by the graph. */
export function progressLine(layer: Pick<ProgressLayer, 'span' | 'start' | 'end'>, ctx: Pick<LayerContext, 'sceneSeconds' | 'chapter'>): { a: number; b: number } {
  if (layer.span === 'chapter' && ctx.chapter && ctx.chapter.seconds > 0) return { a: ctx.chapter.start / ctx.chapter.seconds, b: 1 / ctx.chapter.seconds };
  const from = layer.start;
  const to = Math.max(from + 0.1, layer.end ?? ctx.sceneSeconds);
  return { a: -from / (to - from), b: 1 / (to - from) };
}

export const renderProgress: LayerRenderer<ProgressLayer> = async (layer, ctx, input) => {
  const { width: W, height: H } = ctx.frame;
  const h = even(layer.thickness * H);
  const y = layer.edge === 'top' ? 0 : H - h;
  const colour = layer.colour ?? sceneAccent(ctx.theme, ctx.background, ctx.accent);
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const enable = enableExpr(reveal.start, reveal.end);
  const when = enable ? `:enable='${enable}'` : '';
  const seconds = ctx.streamSeconds ?? ctx.sceneSeconds;
  const { a, b } = progressLine(layer, ctx);
  const track = ctx.label('progtrack');
  const fill = ctx.label('progfill');
  const output = ctx.label('progress');
  return {
    statements: [
      `${input}drawbox=x=0:y=${y}:w=${W}:h=${h}:color=${ffColour('#ffffff', 0.3)}:t=fill${when}${track}`,
      `color=c=${ffColour(colour)}:s=${W}x${h}:r=${ctx.fps}:d=${num(seconds + 0.1)},format=yuv420p${fill}`,
      `${track}${fill}overlay=x='-w+w*clip(${num(a)}+${b.toFixed(6)}*t,0,1)':y=${y}:eof_action=pass${when}${output}`,
    ],
    output,
  };
};
