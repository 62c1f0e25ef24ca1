import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ChartLayer } from '../../../model/scene-document.js';
import { treatmentFor } from '../style/contrast.js';
import { markColour, sceneAccent } from '../style/palette.js';
import { backdropSamples, isLargeText, parseFfColour } from './readable.js';
import { ffColour, THEME_STYLES } from '../style/themes.js';
import { measure } from '../typeset/measure.js';
import { referenceLength, type SetBlock } from '../typeset/set-block.js';
import { enableExpr, outSeconds, revealOf, type Reveal } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import { boxFilters } from './boxes.js';
import { donutSteps } from './chart-donut.js';
import type { LayerContext, LayerRenderer, LayerSteps, PixelBox } from './layer-api.js';
import { pictureSequence, type Shown } from './picture-sequence.js';
import { planMotion, easeOutCubic } from './text-motion.js';
import { sprite, type Panel, type SpriteText } from './text-sprite.js';
import { blockSteps } from './text-picture.js';
import { lineImage } from './chart-line-image.js';
import { MAX_FLOAT, even, type TextStyle, styleAt, type ColumnLayout, type RowLayout, type ChartLayout, layoutChart } from './chart-layout.js';

/*
 * Bar and line charts of labelled numbers, laid out in the layer's box: an optional title on top, the plot, each
 * value by its bar (or point) and each label beside it, in the theme's faces (the title in its display face, labels
 * in its text face, values in its strong face) at sizes from the type scale (typeset/set-block.ts), measured by the
 * text engine (kerning included) at one size per kind so the chart reads evenly. Negative values hang below (or left of) a zero line.
 *
 * Bars stand in columns, labels under them, when every label's words and every value fit a column at a readable
 * size; otherwise (many bars, long labels, a narrow portrait box) they lie in rows, labels on their left, values
 * at their ends, which is how such charts stay readable on a phone. A line chart keeps its points in columns and,
 * when its labels cannot all fit, labels every second (third...) point.
 *
 * Motion, with filters FFmpeg 4.1 and 5.1 both animate by expression of `t` (drawbox cannot: its geometry is
 * evaluated once): a bar is a colour source twice its length, half transparent, `crop`ped to the bar's size at a
 * position that moves with `t`, so the coloured part grows out of the zero line; `overlay` puts it in place, while
 * it grows only, then a drawbox draws it. Bars start one after another. A line chart cannot be drawn by FFmpeg (it
 * has no line primitive), so it is drawn here into an RGBA image (PAM, no dependencies: anti-aliased line, points,
 * a light fill under it) and revealed left to right: the image, with as much transparency on its left, is cropped
 * to its own width at an x that moves with `t` and overlaid at an x that moves with it, so the picture stands
 * still while its visible part widens. Values appear as the line reaches their points.
 *
 * The texts (title, labels, values with their unit) are drawn by the text engine into transparent pictures
 * (layers/text-sprite.ts): the title and the labels each as one picture, the values one each, riding their bars by
 * overlay expressions of `t`. Each picture is drawn once per opacity of its eased fade in and out and shown by a
 * retimed picture sequence (layers/picture-sequence.ts), so a held chart costs one picture per text, not one per
 * frame. User text never enters the graph: only file paths and numbers do.
 */

const easeOut = (p: string) => `(1-pow(1-${p},3))`;
/** Seconds the growth or the line's reveal takes, and the delay between bars. */
function motionTiming(reveal: Reveal, n: number, kind: ChartLayer['kind'], firstFrame = false): { start: number; grow: number; stagger: number } {
  const available = reveal.end === undefined ? 60 : reveal.end - reveal.start;
  if (reveal.animation.in === 'none') return { start: reveal.start, grow: 0, stagger: 0 };
  // On the video's first frame (its thumbnail) the chart is already most of the way in, like a text block's entrance.
  const lead = (grow: number) => (firstFrame && reveal.start === 0 ? grow * 0.6 : 0);
  if (kind === 'line') {
    const grow = Math.min(available * 0.6, Math.max(1, Math.min(2.4, 0.3 * n)));
    return { start: reveal.start - lead(grow), grow, stagger: 0 };
  }
  const grow = Math.min(available * 0.4, Math.max(0.5, Math.min(1.2, reveal.animation.duration * 1.6)));
  const stagger = n > 1 ? Math.min(0.15, (available * 0.3) / (n - 1)) : 0;
  return { start: reveal.start - lead(grow + stagger * (n - 1)), grow, stagger };
}

/** Builds the chain of statements: drawbox filters pile up, an overlay closes them into a statement. */
class Chain {
  readonly statements: string[] = [];
  private filters: string[] = [];
  constructor(private readonly ctx: LayerContext, private stream: string) {}

  filter(...f: string[]): void {
    this.filters.push(...f);
  }

  /** A statement of its own (a source for an overlay), before the chain's next step. */
  source(statement: string): void {
    this.statements.push(statement);
  }

  private flush(): void {
    if (!this.filters.length) return;
    const out = this.ctx.label('chart');
    this.statements.push(`${this.stream}${this.filters.join(',')}${out}`);
    this.filters = [];
    this.stream = out;
  }

  overlay(src: string, options: string): void {
    this.flush();
    const out = this.ctx.label('chart');
    this.statements.push(`${this.stream}${src}overlay=${options}${out}`);
    this.stream = out;
  }

  /** Steps that take the chain's stream and give the next one (a picture sequence). */
  async steps(make: (input: string) => Promise<LayerSteps>): Promise<void> {
    this.flush();
    const steps = await make(this.stream);
    this.statements.push(...steps.statements);
    this.stream = steps.output;
  }

  end(input: string): { statements: string[]; output: string } {
    this.flush();
    if (this.stream === input) this.filter('null');
    this.flush();
    return { statements: this.statements, output: this.stream };
  }
}

interface Draw {
  ctx: LayerContext;
  layer: ChartLayer;
  reveal: Reveal;
  chain: Chain;
  /** Bars and line. */
  ink: string;
  textColour: string;
  /** A panel behind each text: over a picture, or where no text colour reads on the background alone. */
  panel?: { colour: string; opacity: number };
  /** The texts' opacity by scene frame: their eased fade in and out (0 outside the layer's life). */
  opacityAt(frame: number): number;
  /** The first scene frame after the texts have left (or the stream's end). */
  goneAt: number;
  streamFrames: number;
  /** The layer's window (the axis, the line picture). */
  enable?: string;
  /**
   * A chart without a title floats its values once it has grown: from scene frame `from`, for `frames` frames, they
   * rise 2/q px a frame (the overlay carries the whole pixels, the pictures the fraction), as held text drifts.
   */
  float?: { from: number; frames: number; q: number };
}

/** A line of text placed in the frame: its left edge and baseline. */
interface Placed {
  text: string;
  style: TextStyle;
  x: number;
  baseline: number;
}

/** The panel behind a line of text, in the coordinates the line is placed in. */
function panelOf(d: Draw, p: Pick<Placed, 'style' | 'x' | 'baseline'>, width: number): Panel | undefined {
  if (!d.panel) return undefined;
  const pad = Math.max(2, Math.round(p.style.size * 0.22));
  return { x: p.x - pad, y: p.baseline - p.style.capHeight - pad, w: width + 2 * pad, h: p.style.capHeight + p.style.descent + 2 * pad, radius: pad, ...d.panel };
}

const opacityKey = (o: number) => String(Math.round(Math.max(0, Math.min(1, o)) * 255));

/** The frames a picture shows on, one entry per frame of the texts' life whose opacity differs, then gone. */
function fadeShown(d: Draw, draw: (opacity: number) => Buffer, opacity: (frame: number) => number, from: number): Shown[] {
  const shown: Shown[] = [];
  for (let f = from; f < d.goneAt; f++) {
    const o = opacity(f);
    shown.push({ frame: f, key: opacityKey(o), draw: () => draw(o) });
  }
  if (d.goneAt < d.streamFrames) shown.push({ frame: d.goneAt, key: opacityKey(0), draw: () => draw(0) });
  return shown;
}

/** Lines of text that stand still (the title, the labels) as one picture, fading in and out with the layer. */
async function still(d: Draw, lines: Placed[]): Promise<void> {
  if (!lines.length) return;
  const widths = lines.map((l) => measure(l.style.face, l.text, l.style.size));
  const panels = lines.map((l, i) => panelOf(d, l, widths[i]!));
  const left = Math.min(...lines.map((l, i) => panels[i]?.x ?? l.x)) - 2;
  const top = Math.min(...lines.map((l, i) => panels[i]?.y ?? l.baseline - l.style.capHeight * 1.3)) - 2;
  const right = Math.max(...lines.map((l, i) => (panels[i] ? panels[i]!.x + panels[i]!.w : l.x + widths[i]!))) + 2;
  const bottom = Math.max(...lines.map((l, i) => (panels[i] ? panels[i]!.y + panels[i]!.h : l.baseline + l.style.descent * 1.2))) + 2;
  const x0 = 2 * Math.floor(left / 2);
  const y0 = 2 * Math.floor(top / 2);
  const texts: SpriteText[] = lines.map((l) => ({ text: l.text, face: l.style.face, px: l.style.size, x: l.x - x0, baseline: l.baseline - y0 }));
  const shifted = panels.filter((p): p is Panel => p !== undefined).map((p) => ({ ...p, x: p.x - x0, y: p.y - y0 }));
  const picture = sprite(right - x0, bottom - y0, texts, d.textColour, shifted);
  const first = Math.round(d.reveal.start * d.ctx.fps);
  await d.chain.steps((input) => pictureSequence(d.ctx, fadeShown(d, (o) => picture.draw({ opacity: o }), (f) => d.opacityAt(f), first), { x: String(x0), y: String(y0) }, input));
}

/**
 * A value that appears on its own cue (as its bar starts growing, as the line reaches its point) over `seconds`,
 * leaves with the layer, and may move: `left` and `capTop` are expressions (of `t`) of its ink box in the frame.
 */
async function value(d: Draw, text: string, style: TextStyle, left: string, capTop: string, appear: { from: number; seconds: number } | undefined): Promise<void> {
  const width = measure(style.face, text, style.size);
  // Room above for the float's fraction of 2 px.
  const margin = (d.float ? 4 : 2) + (d.panel ? Math.max(2, Math.round(style.size * 0.22)) : 0);
  const at = { style, x: margin, baseline: margin + style.capHeight };
  const panel = panelOf(d, at, width);
  const picture = sprite(width + 2 * margin, style.capHeight + style.descent * 1.2 + 2 * margin, [{ text, face: style.face, px: style.size, x: at.x, baseline: at.baseline }], d.textColour, panel ? [panel] : []);
  const fps = d.ctx.fps;
  const opacity = (f: number) => {
    const p = appear ? Math.max(0, Math.min(1, (f / fps - appear.from) / appear.seconds)) : 1;
    return easeOutCubic(p) * d.opacityAt(f);
  };
  const first = Math.round(d.reveal.start * fps);
  const float = d.float;
  if (!float) {
    await d.chain.steps((input) => pictureSequence(d.ctx, fadeShown(d, (o) => picture.draw({ opacity: o }), opacity, first), { x: `${left}-${margin}`, y: `${capTop}-${margin}` }, input));
    return;
  }
  // Floating: each frame's picture is the value at its opacity moved up by the float's fraction of 2 px.
  const lifted = (f: number) => Math.max(0, Math.min(float.frames, f - float.from));
  const fraction = (f: number) => (-2 / float.q) * lifted(f) + 2 * Math.floor(lifted(f) / float.q);
  const shown: Shown[] = fadeShown(d, () => Buffer.alloc(0), opacity, first).map((s) => {
    const o = opacity(s.frame);
    const dy = s.frame < d.goneAt ? fraction(s.frame) : 0;
    return { frame: s.frame, key: `${opacityKey(o)}|${dy.toFixed(4)}`, draw: () => picture.draw({ opacity: o, dy, resample: true }) };
  });
  const n = `floor(t*${fps}+0.5)`;
  const whole = `-2*floor(clip(${n}-${float.from},0,${float.frames})/${float.q})`;
  await d.chain.steps((input) => pictureSequence(d.ctx, shown, { x: `${left}-${margin}`, y: `${capTop}-${margin}${whole}` }, input));
}

export const renderChart: LayerRenderer<ChartLayer> = async (layer, ctx, input) => {
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const theme = THEME_STYLES[ctx.theme];
  const l = layoutChart(layer, ctx);
  // Colours measured on the background under the chart (a gradient's ends, not its average): texts at text
  // contrast for their size (the smallest of the chart's texts decides), on a panel when no colour reads; bars and
  // line in the scene's accent (the theme's, or one that follows a ground the brief chose: palette.ts), moved until
  // they reach 3:1 against all of it and stand apart from it.
  const samples = backdropSamples(ctx, ctx.box);
  const smallest = Math.min(l.labels.style.size, l.values.style.size, l.title?.fit.px ?? Infinity, l.title?.subtitle?.fit.px ?? Infinity);
  const treatment = treatmentFor(samples, theme.textColour, { large: isLargeText(smallest) });
  const box = ctx.overMedia ? parseFfColour(theme.box) : undefined;
  const ink = markColour(sceneAccent(ctx.theme, ctx.background, ctx.accent), samples);
  const chain = new Chain(ctx, input);
  // The texts' fade: eased in (or none), out before the cut, planned frame by frame like a text block's.
  const plan = planMotion({
    reveal: { ...reveal, animation: { ...reveal.animation, in: reveal.animation.in === 'none' ? 'none' : 'fade' } },
    fps: ctx.fps, sceneSeconds: ctx.sceneSeconds, rise: 0, units: 0, firstFrame: ctx.firstScene, life: false,
    edges: { left: 0, right: 0, top: 0, bottom: 0 },
  });
  const streamFrames = Math.round((ctx.streamSeconds ?? ctx.sceneSeconds) * ctx.fps);
  const d: Draw = {
    ctx, layer, reveal, chain, ink, textColour: treatment.colour,
    panel: box ? { colour: box.colour, opacity: Math.max(0.62, box.opacity) } : treatment.scrim,
    opacityAt: (f) => plan.poses[f - plan.first]?.opacity ?? 0,
    goneAt: plan.first + plan.poses.length,
    streamFrames,
    enable: enableExpr(reveal.start, reveal.end),
  };
  // Without a title (whose drift is the chart's life once grown) the values float, from when the last bar has grown
  // (the line has been drawn) to the texts' exit, up to MAX_FLOAT of the frame's height.
  if (!layer.title && layer.kind !== 'donut' && reveal.animation.in !== 'none' && !ctx.still) {
    const timing = motionTiming(reveal, layer.data.length, l.orientation === 'rows' ? 'bar' : layer.kind, ctx.firstScene);
    const from = Math.round((timing.start + (layer.kind === 'bar' ? (layer.data.length - 1) * timing.stagger : 0) + timing.grow) * ctx.fps);
    const exit = plan.first + plan.poses.findIndex((p, k) => k > 0 && p.opacity < 1 && plan.poses[k - 1]!.opacity >= 1);
    const until = exit > plan.first ? exit : d.goneAt;
    // 1/6 to 1/8 px a frame (q 12 to 16, as text drifts): the slower the longer the hold, within its room.
    const room = ctx.frame.height * MAX_FLOAT;
    const q = Math.min(16, Math.max(12, Math.ceil((2 * (until - from)) / room)));
    const frames = Math.min(until - from, Math.floor((room * q) / 2));
    if (frames > 2 * q) d.float = { from, frames, q };
  }
  const titleLines: Placed[] = [];
  if (l.title) {
    const fit = l.title.fit;
    const style = styleAt(fit.face, fit.px);
    const cx = ctx.box.x + ctx.box.w / 2;
    fit.lines.forEach((line, k) => titleLines.push({ text: line.text, style, x: cx - line.width / 2, baseline: l.title!.top + fit.firstBaseline + k * fit.lineHeight }));
  }
  if (layer.kind === 'donut') {
    await title(d, l);
    const sub = l.title?.subtitle;
    const top = l.title ? (sub ? sub.top + sub.fit.height : l.title.top + l.title.fit.height) + l.gap * 3 : ctx.box.y;
    const area = { x: ctx.box.x, y: top, w: ctx.box.w, h: ctx.box.y + ctx.box.h - top };
    await chain.steps((stream) => donutSteps({ ctx, layer, reveal, area, ink, textColour: d.textColour, samples, opacityAt: d.opacityAt, goneAt: d.goneAt, streamFrames, firstFrame: ctx.firstScene }, stream));
  } else if (l.orientation === 'rows') await drawRows(d, l, titleLines);
  else if (layer.kind === 'bar') await drawColumns(d, l, titleLines);
  else await drawLine(d, l, titleLines);
  return chain.end(input);
};

/**
 * The chart's title, set as a text block (blockSteps): it fades in and out with the chart's texts and, while the
 * chart holds, drifts up by a fraction of a pixel a frame, away from the plot: the chart's life once its bars
 * have grown (its bars, labels and values stand still, where they read).
 */
async function title(d: Draw, l: ChartLayout): Promise<void> {
  if (!l.title) return;
  const { ctx, reveal } = d;
  const fit = l.title.fit;
  const backdrop = d.panel ? { kind: 'panel' as const, colour: d.panel.colour, opacity: d.panel.opacity } : undefined;
  const own: Reveal = { ...reveal, animation: { ...reveal.animation, in: reveal.animation.in === 'none' ? 'none' : 'fade' } };
  const x = ctx.box.x + (ctx.box.w - fit.width) / 2;
  await d.chain.steps((input) => blockSteps(ctx, { block: fit, style: { colour: d.textColour, align: 'center', backdrop }, x, y: l.title!.top }, { reveal: own, sceneSeconds: ctx.sceneSeconds, firstFrame: ctx.firstScene }, input));
  const sub = l.title.subtitle;
  if (sub) {
    const sx = ctx.box.x + (ctx.box.w - sub.fit.width) / 2;
    await d.chain.steps((input) => blockSteps(ctx, { block: sub.fit, style: { colour: d.textColour, align: 'center', backdrop }, x: sx, y: sub.top }, { reveal: own, sceneSeconds: ctx.sceneSeconds, firstFrame: ctx.firstScene }, input));
  }
}

/** The lines of a set block centred on cx, its ink box's top at `top`. */
function centred(fit: SetBlock, style: TextStyle, cx: number, top: number): Placed[] {
  return fit.lines.map((line, k) => ({ text: line.text, style, x: cx - line.width / 2, baseline: top + fit.firstBaseline + k * fit.lineHeight }));
}

/** The lines of a set block right-aligned at `right`, its ink box's top at `top`. */
function rightAligned(fit: SetBlock, style: TextStyle, right: number, top: number): Placed[] {
  return fit.lines.map((line, k) => ({ text: line.text, style, x: right - line.width, baseline: top + fit.firstBaseline + k * fit.lineHeight }));
}

function axis(d: Draw, r: { x: number; y: number; w: number; h: number }): void {
  d.chain.filter(`drawbox=x=${Math.round(r.x)}:y=${Math.round(r.y)}:w=${Math.max(1, Math.round(r.w))}:h=${Math.max(1, Math.round(r.h))}:color=${ffColour(d.textColour, 0.55)}:t=fill${d.enable ? `:enable='${d.enable}'` : ''}`);
}

/**
 * One bar growing out of the zero line: `rect` is the whole bar; `grow` says towards which side it grows. Returns
 * the expression of its growth (0 → 1) for the value riding its end.
 */
function bar(d: Draw, rect: PixelBox, grow: 'up' | 'down' | 'right' | 'left', t0: number, seconds: number): string {
  const { ctx, reveal, chain, ink } = d;
  if (rect.w < 1 || rect.h < 1) return '1';
  // On the first scene the bars start early so the thumbnail shows the chart: a bar may be grown before frame 0.
  if (seconds <= 0 || t0 + seconds <= 0) {
    chain.filter(...boxFilters(ctx, rect, ink, 1, { ...reveal, animation: { ...reveal.animation, in: 'none' } }));
    return '1';
  }
  const e = easeOut(`clip((t-${num(t0)})/${num(seconds)},0,1)`);
  // Hand-over from the overlay to a drawbox half a frame off the frames' times, so no frame falls between.
  const grown = (Math.ceil((t0 + seconds) * ctx.fps) + 0.5) / ctx.fps;
  const vertical = grow === 'up' || grow === 'down';
  const length = vertical ? rect.h : rect.w;
  // The colour and as much transparency, side by side; the crop window slides from the transparent half to the
  // coloured one, so the coloured part grows from the zero line's side of the window.
  const pad = {
    up: `pad=w=iw:h=2*ih:x=0:y=ih`, // transparent above: the window moves down
    down: `pad=w=iw:h=2*ih:x=0:y=0`, // transparent below: the window moves up
    right: `pad=w=2*iw:h=ih:x=0:y=0`, // transparent on the right: the window moves left
    left: `pad=w=2*iw:h=ih:x=iw:y=0`, // transparent on the left: the window moves right
  }[grow];
  const offset = grow === 'up' || grow === 'left' ? `${length}*${e}` : `${length}*(1-${e})`;
  const window = vertical ? `x=0:y='${offset}'` : `x='${offset}':y=0`;
  const src = ctx.label('bar');
  // The source lasts only while the bar grows (the overlay then passes the stream through).
  chain.source(`color=c=${ffColour(ink)}:s=${rect.w}x${rect.h}:r=${ctx.fps}:d=${num(grown)},format=rgba,${pad}:color=0x00000000,crop=w=${rect.w}:h=${rect.h}:${window}${src}`);
  chain.overlay(src, `x=${rect.x}:y=${rect.y}:eof_action=pass:enable='${enableExpr(t0, Math.min(grown, reveal.end ?? grown))}'`);
  if (reveal.end === undefined || reveal.end > grown) {
    chain.filter(...boxFilters(ctx, rect, ink, 1, { start: grown, end: reveal.end, animation: { ...reveal.animation, in: 'none' } }));
  }
  return e;
}

/** A value fades in over half its bar's growth (at least 0.2 s). */
const appearOver = (grow: number) => Math.max(0.2, grow * 0.5);

async function drawColumns(d: Draw, l: ColumnLayout, titleLines: Placed[]): Promise<void> {
  const { layer, ctx } = d;
  const lineH = Math.max(2, even(referenceLength(ctx.frame) * 0.003));
  axis(d, { x: ctx.box.x, y: l.zeroY - lineH / 2, w: ctx.box.w, h: lineH });
  const timing = motionTiming(d.reveal, layer.data.length, 'bar', ctx.firstScene);
  const plotH = l.plotBottom - l.plotTop;
  const barW = Math.max(2, even(Math.min(l.slot * 0.62, ctx.box.w * 0.22)));
  const vs = l.values.style;
  const grows: string[] = [];
  for (const [i, datum] of layer.data.entries()) {
    const length = Math.round((plotH * Math.abs(datum.value)) / (l.hi - l.lo));
    const up = datum.value >= 0;
    const t0 = timing.start + i * timing.stagger;
    const rect = { x: even(l.centres[i]! - barW / 2), y: up ? Math.round(l.zeroY) - length : Math.round(l.zeroY), w: barW, h: length };
    grows.push(bar(d, rect, up ? 'up' : 'down', t0, timing.grow));
  }
  await title(d, l);
  await still(d, l.labels.fits.flatMap((fit, k) => centred(fit, l.labels.style, l.centres[k * l.labelStep]!, l.labelsTop)));
  for (const [i, datum] of layer.data.entries()) {
    const length = Math.round((plotH * Math.abs(datum.value)) / (l.hi - l.lo));
    const e = grows[i]!;
    const t0 = timing.start + i * timing.stagger;
    // The value rides the end of its bar: above it (below a negative one), a gap away.
    const capTop = datum.value >= 0 ? `${num(l.zeroY - l.gap - vs.descent - vs.capHeight)}-${length}*${e}` : `${num(l.zeroY + l.gap)}+${length}*${e}`;
    await value(d, l.values.texts[i]!, vs, num(l.centres[i]! - l.values.widths[i]! / 2), capTop, timing.grow > 0 ? { from: t0, seconds: appearOver(timing.grow) } : undefined);
  }
}

async function drawRows(d: Draw, l: RowLayout, titleLines: Placed[]): Promise<void> {
  const { layer, ctx } = d;
  const lineW = Math.max(2, even(referenceLength(ctx.frame) * 0.003));
  const first = l.centres[0]! - l.row / 2;
  axis(d, { x: l.zeroX - lineW / 2, y: first, w: lineW, h: l.row * layer.data.length });
  const timing = motionTiming(d.reveal, layer.data.length, 'bar', ctx.firstScene);
  const plotW = l.plotRight - l.plotLeft;
  const thickness = Math.max(2, even(l.row * 0.62));
  const vs = l.values.style;
  const grows: string[] = [];
  for (const [i, datum] of layer.data.entries()) {
    const cy = l.centres[i]!;
    const length = Math.round((plotW * Math.abs(datum.value)) / (l.hi - l.lo));
    const right = datum.value >= 0;
    const t0 = timing.start + i * timing.stagger;
    const rect = { x: right ? Math.round(l.zeroX) : Math.round(l.zeroX) - length, y: even(cy - thickness / 2), w: length, h: thickness };
    grows.push(bar(d, rect, right ? 'right' : 'left', t0, timing.grow));
  }
  await title(d, l);
  await still(d, l.labels.fits.flatMap((fit, i) => rightAligned(fit, l.labels.style, l.labelsRight, l.centres[i]! - fit.height / 2)));
  for (const [i, datum] of layer.data.entries()) {
    const length = Math.round((plotW * Math.abs(datum.value)) / (l.hi - l.lo));
    const e = grows[i]!;
    const t0 = timing.start + i * timing.stagger;
    const left = datum.value >= 0 ? `${num(l.zeroX + l.gap)}+${length}*${e}` : `${num(l.zeroX - l.gap - l.values.widths[i]!)}-${length}*${e}`;
    // The value's cap height centred on its bar.
    await value(d, l.values.texts[i]!, vs, left, num(l.centres[i]! - vs.capHeight / 2), timing.grow > 0 ? { from: t0, seconds: appearOver(timing.grow) } : undefined);
  }
}

/** y of `value` in a column layout's plot. */
const yOf = (l: ColumnLayout, value: number) => l.plotTop + ((l.plotBottom - l.plotTop) * (l.hi - value)) / (l.hi - l.lo);

async function drawLine(d: Draw, l: ColumnLayout, titleLines: Placed[]): Promise<void> {
  const { layer, ctx, reveal, chain } = d;
  const lineH = Math.max(2, even(referenceLength(ctx.frame) * 0.003));
  axis(d, { x: ctx.box.x, y: l.zeroY - lineH / 2, w: ctx.box.w, h: lineH });
  const ref = referenceLength(ctx.frame);
  const thickness = Math.max(3, Math.round(ref * 0.006));
  const radius = Math.max(5, Math.round(ref * 0.011));
  const margin = radius + 2;
  // The image covers the box's width and the plot's height, with room for the discs at the edges.
  const left = even(ctx.box.x);
  const top = even(l.plotTop - margin);
  const width = Math.max(2, even(ctx.box.w));
  const height = Math.max(2, even(l.plotBottom + margin - top));
  const points = layer.data.map((datum, i) => ({ x: l.centres[i]! - left, y: yOf(l, datum.value) - top }));
  const floorY = Math.min(height, Math.max(0, l.zeroY - top));
  const rgb = [1, 3, 5].map((k) => parseInt(d.ink.slice(k, k + 2), 16)) as [number, number, number];
  const timing = motionTiming(reveal, layer.data.length, 'line', ctx.firstScene);
  const reveals = timing.grow > 0;
  // Written beside the render's text files (the work directory, removed with it).
  const dir = dirname(await ctx.textFile(' '));
  const path = join(dir, `${ctx.label('line').slice(1, -1)}.pam`);
  await writeFile(path, lineImage(width, height, points, floorY, rgb, thickness, radius, reveals ? width : 0));
  // One frame, decoded and converted to the overlay's format once, then repeated (`loop` hands on references to
  // the same frame): converting a large RGBA image on every frame would cost more than the rest of the layer.
  const k = ctx.addInput(['-i', path]);
  const repeat = `format=yuva420p,loop=loop=-1:size=1:start=0,setpts=N/${ctx.fps}/TB,trim=duration=${num(ctx.streamSeconds ?? ctx.sceneSeconds)}`;
  const outS = outSeconds(reveal);
  const fade = outS > 0 && reveal.end !== undefined ? `,fade=t=out:st=${num(reveal.end - outS)}:d=${num(outS)}:alpha=1` : '';
  const src = ctx.label('line');
  const enable = d.enable ? `:enable='${d.enable}'` : '';
  if (reveals) {
    // Revealed left to right: the visible part is [0, W·p] of the line, which stands still (see the top). Both x are
    // even, as 4:2:0 crop and overlay round them so; the same even number in both keeps the picture from jittering.
    const shift = `2*floor(${num(width / 2)}*clip((t-${num(timing.start)})/${num(timing.grow)},0,1))`;
    chain.source(`[${k}:v]${repeat},crop=w=${width}:h=${height}:x='${shift}':y=0${fade}${src}`);
    chain.overlay(src, `x='${left - width}+${shift}':y=${top}:eof_action=pass${enable}`);
  } else {
    chain.source(`[${k}:v]${repeat}${fade}${src}`);
    chain.overlay(src, `x=${left}:y=${top}:eof_action=pass${enable}`);
  }

  await title(d, l);
  await still(d, l.labels.fits.flatMap((fit, k) => centred(fit, l.labels.style, l.centres[k * l.labelStep]!, l.labelsTop)));
  // Each value appears above its point (below it when negative) as the line reaches it.
  const vs = l.values.style;
  for (const [i, datum] of layer.data.entries()) {
    if (i % l.valueStep !== 0) continue;
    const py = yOf(l, datum.value);
    const reach = timing.start + (timing.grow * (l.centres[i]! - left)) / width;
    const capTop = datum.value >= 0 ? py - radius - l.gap - vs.descent - vs.capHeight : py + radius + l.gap;
    await value(d, l.values.texts[i]!, vs, num(l.centres[i]! - l.values.widths[i]! / 2), num(capTop), reveals ? { from: reach, seconds: 0.25 } : undefined);
  }
}
