import type { CounterLayer } from '../../scene/document.js';
import { filterValue } from '../escape.js';
import { fitText } from '../text-fit.js';
import { textTreatmentIn } from '../readable.js';
import { ffColour, textStyle, THEME_STYLES } from '../themes.js';
import { alphaExpr, enableExpr, num, revealOf, slideOffsetExpr, type Reveal } from './animate.js';
import type { LayerContext, LayerRenderer } from './layer-api.js';
import { countSecondsOf, ticksBySecond } from '../../scene/count-pace.js';

export { countSecondsOf, HOLD_SECONDS, ticksBySecond } from '../../scene/count-pace.js';

/*
 * An animated counter: a number counting from `from` to `to` (ease-out, fast then settling), with thousands
 * separators, decimals, and a prefix and suffix, at its natural pace unless told (countSecondsOf): a countdown of
 * whole numbers ticks one a second, a count-up eases over its scene and holds the final value for a second.
 *
 * How the number changes: one text file per displayed value, each drawn by its own drawtext enabled for its time
 * window only (at most MAX_STEPS values, so at most one per frame at 30 fps over 2 s). The alternative, drawtext's
 * `%{eif:...}` expansion, would put an expression in the graph and draw the prefix and suffix with separate
 * drawtexts placed beside a number whose width changes every frame; it also cannot write thousands separators
 * (each group would need its own drawtext, shown only above 999) or drop a group's leading zeros. Files keep the
 * user's prefix and suffix out of the graph with everything else (`textfile=`, `expansion=none`), the number is
 * formatted by Intl exactly as the final value reads ("10,000", "3.5", "-1,250.75"), and prefix, number and suffix
 * are one line, kerned and centred together. A disabled drawtext costs nothing per frame (FFmpeg skips filters
 * whose `enable` is false); the cost is one font open per step when the graph starts, a few milliseconds in all.
 */

/** At most this many distinct values are drawn (one text file and one drawtext each). */
export const MAX_STEPS = 60;

/** `value` as people read it: thousands separators, exactly `decimals` decimals, a hyphen-minus for negatives. */
export function formatNumber(value: number, decimals: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true }).format(value);
}

const easeOut = (p: number) => 1 - (1 - p) ** 3;

export interface CountStep {
  /** Seconds since the scene began. */
  from: number;
  /** Undefined: until the layer ends. */
  to?: number;
  text: string;
}

/**
 * The values shown while counting, each with its window: steps evenly spaced in time over `countSeconds` (one per
 * frame at most), the value at each eased; consecutive equal texts are merged, and the last stays.
 */
export function countSteps(layer: Pick<CounterLayer, 'from' | 'to' | 'decimals' | 'prefix' | 'suffix'> & { countSeconds: number }, start: number, fps: number): CountStep[] {
  // A countdown ticks: one whole number after the other at an even pace (10, 9, … 0), not eased.
  const ticking = ticksBySecond(layer);
  const n = ticking ? layer.from - layer.to : Math.max(1, Math.min(MAX_STEPS, Math.round(layer.countSeconds * fps)));
  const label = (v: number) => `${layer.prefix}${formatNumber(v, layer.decimals)}${layer.suffix}`;
  const steps: CountStep[] = [];
  for (let k = 0; k <= n; k++) {
    const value = k === n ? layer.to : ticking ? layer.from - k : layer.from + (layer.to - layer.from) * easeOut(k / n);
    const text = label(value);
    // Boundaries half a frame before a frame's time: a window that starts exactly on a frame's timestamp would be
    // at the mercy of rounding, showing two values on one frame and none on the next.
    const from = k === 0 ? start : (Math.round((start + (layer.countSeconds * k) / n) * fps) - 0.5) / fps;
    const last = steps.at(-1);
    if (last && (last.text === text || from <= last.from)) {
      if (last.text !== text) last.text = text;
      continue;
    }
    if (last) last.to = from;
    steps.push({ from, text });
  }
  return steps;
}

export const renderCounter: LayerRenderer<CounterLayer> = async (layer, ctx, input) => {
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const style = THEME_STYLES[ctx.theme];
  const font = style.fonts.heading;
  const { box } = ctx;
  // A counter is the scene's figure: half again as big as a heading, then fitted to its box on one line.
  const heading = textStyle(ctx.theme, 'heading', ctx.frame, layer.size);
  const preferredSize = Math.round(heading.preferredSize * 1.5);
  const available = (reveal.end ?? ctx.sceneSeconds) - reveal.start;
  const steps = countSteps({ ...layer, countSeconds: countSecondsOf(layer, available) }, reveal.start, ctx.fps);
  // One size for every step, so the number does not change size while counting: the size the widest text fits at.
  let fontSize = preferredSize;
  for (const text of new Set([steps[0]!.text, steps.at(-1)!.text, ...steps.map((s) => s.text).sort((a, b) => b.length - a.length).slice(0, 3)])) {
    const fit = fitText({ text, font, maxWidth: box.w, maxHeight: box.h, preferredSize, minSize: heading.minSize, maxLines: 1 });
    fontSize = Math.min(fontSize, fit.fontSize);
  }
  const fit = fitText({ text: steps.at(-1)!.text, font, maxWidth: box.w, maxHeight: box.h, preferredSize: fontSize, minSize: fontSize, maxLines: 1 });
  // Aligned in the box as its placement says (centred by default); each value is placed by its own width.
  const h = ctx.align?.h ?? 'center';
  const v = ctx.align?.v ?? 'middle';
  const x = h === 'left' ? num(box.x) : h === 'right' ? `${num(box.x + box.w)}-text_w` : `${num(box.x + box.w / 2)}-text_w/2`;
  const extentH = fit.ascent + fit.descent;
  const top = v === 'top' ? box.y : v === 'bottom' ? box.y + box.h - extentH : box.y + (box.h - extentH) / 2;
  const baseline = top + fit.ascent;
  const left = h === 'left' ? box.x : h === 'right' ? box.x + box.w - fit.width : box.x + (box.w - fit.width) / 2;
  const motion = entranceMotion(reveal, ctx, { top, bottom: top + extentH, left, right: left + fit.width });
  // Measured under the number itself (a gradient's ends, not its average).
  const treatment = textTreatmentIn(ctx, { x: left, y: top, w: fit.width, h: extentH }, style.textColour, fontSize, font);
  const colour = treatment.colour;
  // Over an image or video, a box behind the number keeps it legible; so does a scrim where no colour reads.
  const boxColour = ctx.overMedia ? style.box : treatment.scrim ? ffColour(treatment.scrim.colour, treatment.scrim.opacity) : undefined;
  const boxed = boxColour ? { box: boxColour, border: Math.round(fontSize * 0.18) } : undefined;
  const alpha = alphaExpr(reveal, reveal.animation.in !== 'none' && !reveal.animation.in.startsWith('slide'));
  const filters: string[] = [];
  for (const [i, step] of steps.entries()) {
    const to = step.to ?? reveal.end;
    // Before the layer starts nothing shows; the first value shows from the layer's start.
    const from = i === 0 ? reveal.start : step.from;
    filters.push(
      await drawtextFilter(ctx, {
        text: step.text,
        font,
        fontSize,
        colour,
        box: boxed,
        x: `${x}${motion.dx ? `+${motion.dx}` : ''}`,
        y: `${num(baseline)}-ascent${motion.dy ? `+${motion.dy}` : ''}`,
        enable: enableExpr(from, to),
        alpha,
      }),
    );
  }
  const output = ctx.label('counter');
  return { statements: [`${input}${filters.join(',')}${output}`], output };
};

/** x/y offsets (expressions of `t`) of a slide entrance for something occupying `extent`. */
export function entranceMotion(reveal: Reveal, ctx: Pick<LayerContext, 'frame'>, extent: { top: number; bottom: number; left: number; right: number }): { dx?: string; dy?: string } {
  switch (reveal.animation.in) {
    case 'slide-left': return { dx: slideOffsetExpr(reveal, ctx.frame.width - extent.left) };
    case 'slide-right': return { dx: slideOffsetExpr(reveal, -extent.right) };
    case 'slide-up': return { dy: slideOffsetExpr(reveal, ctx.frame.height - extent.top) };
    case 'slide-down': return { dy: slideOffsetExpr(reveal, -extent.bottom) };
    default: return {};
  }
}

export interface DrawtextOptions {
  text: string;
  font: string;
  fontSize: number;
  /** `#rrggbb` */
  colour: string;
  /** Expressions (may use `t`, `text_w`, `ascent`); only numbers we formatted go in them. */
  x: string;
  y: string;
  enable?: string;
  alpha?: string;
  /** A box behind the text: `0xrrggbb@alpha` and its border in pixels. */
  box?: { box: string; border: number };
}

/** One drawtext reading `text` from a file, with expansion off. */
export async function drawtextFilter(ctx: Pick<LayerContext, 'textFile'>, o: DrawtextOptions): Promise<string> {
  const opts = [
    `textfile=${filterValue(await ctx.textFile(o.text))}`,
    'expansion=none',
    `fontfile=${filterValue(o.font)}`,
    `fontsize=${Math.max(1, Math.round(o.fontSize))}`,
    `fontcolor=${ffColour(o.colour)}`,
    `x='${o.x}'`,
    `y='${o.y}'`,
  ];
  if (o.box) opts.push('box=1', `boxcolor=${o.box.box}`, `boxborderw=${o.box.border}`);
  if (o.alpha) opts.push(`alpha='${o.alpha}'`);
  if (o.enable) opts.push(`enable='${o.enable}'`);
  return `drawtext=${opts.join(':')}`;
}
