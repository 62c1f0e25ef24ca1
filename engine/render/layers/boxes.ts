import { ffColour } from '../style/themes.js';
import { enableExpr, frameEdge, frameSteps, inSeconds, outSeconds, type Reveal } from './animate.js';
import type { LayerContext, PixelBox } from './layer-api.js';

/*
 * Filled rectangles (shapes, the lower-third band) as drawbox filters. drawbox's geometry and colour cannot be
 * animated by expression on FFmpeg 4.1, so an entrance or exit is one drawbox per frame of it, each enabled for
 * its frame only (a disabled filter costs nothing), and one drawbox for the time in between.
 */

const easeOut = (p: number) => 1 - (1 - p) ** 3;

function drawbox(r: PixelBox, colour: string, opacity: number, frame: { width: number; height: number }, enable?: string): string | undefined {
  // Clipped to the frame: drawbox draws nothing sensible for boxes outside it.
  const x0 = Math.max(0, Math.round(r.x));
  const y0 = Math.max(0, Math.round(r.y));
  const x1 = Math.min(frame.width, Math.round(r.x + r.w));
  const y1 = Math.min(frame.height, Math.round(r.y + r.h));
  if (x1 - x0 < 1 || y1 - y0 < 1 || opacity <= 0.004) return undefined;
  const opts = [`x=${x0}`, `y=${y0}`, `w=${x1 - x0}`, `h=${y1 - y0}`, `color=${ffColour(colour, Math.min(1, opacity))}`, 't=fill'];
  if (enable) opts.push(`enable='${enable}'`);
  return `drawbox=${opts.join(':')}`;
}

/** The rectangle at entrance progress `p` (0..1) for the entrance kind. */
function entering(kind: Reveal['animation']['in'], box: PixelBox, p: number, frame: { width: number; height: number }): { box: PixelBox; alpha: number } {
  const e = easeOut(p);
  switch (kind) {
    case 'fade': return { box, alpha: p };
    case 'slide-left': return { box: { ...box, x: box.x + (frame.width - box.x) * (1 - e) }, alpha: 1 };
    case 'slide-right': return { box: { ...box, x: box.x - (box.x + box.w) * (1 - e) }, alpha: 1 };
    case 'slide-up': return { box: { ...box, y: box.y + (frame.height - box.y) * (1 - e) }, alpha: 1 };
    case 'slide-down': return { box: { ...box, y: box.y - (box.y + box.h) * (1 - e) }, alpha: 1 };
    case 'pop': {
      const s = p < 0.75 ? 0.5 + (0.6 * p) / 0.75 : 1.1 - (0.1 * (p - 0.75)) / 0.25;
      return { box: { x: box.x + (box.w * (1 - s)) / 2, y: box.y + (box.h * (1 - s)) / 2, w: box.w * s, h: box.h * s }, alpha: Math.min(1, p * 2) };
    }
    // A band "types in": it grows from its left edge.
    default: return { box: { ...box, w: box.w * e }, alpha: 1 };
  }
}

/** drawbox filters for a filled box shown as `reveal` says. */
export function boxFilters(ctx: Pick<LayerContext, 'frame' | 'fps'>, box: PixelBox, colour: string, opacity: number, reveal: Reveal): string[] {
  const out: (string | undefined)[] = [];
  const inS = inSeconds(reveal);
  const outS = outSeconds(reveal);
  for (const step of inS > 0 ? frameSteps(reveal.start, inS, ctx.fps) : []) {
    const at = entering(reveal.animation.in, box, step.p, ctx.frame);
    out.push(drawbox(at.box, colour, opacity * at.alpha, ctx.frame, enableExpr(step.from, step.to)));
  }
  const steadyFrom = reveal.start + inS;
  const steadyTo = reveal.end === undefined ? undefined : reveal.end - outS;
  // The steady box meets the per-frame steps at the same half-frame edges, so no frame falls between them.
  const steadyEnable = enableExpr(inS > 0 ? frameEdge(steadyFrom, ctx.fps) : steadyFrom, steadyTo === undefined ? undefined : outS > 0 ? frameEdge(steadyTo, ctx.fps) : steadyTo);
  if (steadyTo === undefined || steadyTo > steadyFrom) out.push(drawbox(box, colour, opacity, ctx.frame, steadyEnable));
  if (outS > 0 && steadyTo !== undefined) {
    for (const step of frameSteps(steadyTo, outS, ctx.fps)) out.push(drawbox(box, colour, opacity * (1 - step.p), ctx.frame, enableExpr(step.from, step.to)));
  }
  return out.filter((f): f is string => f !== undefined);
}
