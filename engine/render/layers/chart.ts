import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ChartLayer } from '../../scene/document.js';
import { fitText, measureText, type FitTextResult } from '../text-fit.js';
import { treatmentFor } from '../contrast.js';
import { markColour } from '../palette.js';
import { backdropSamples, isLargeText } from '../readable.js';
import { ffColour, referenceLength, THEME_STYLES } from '../themes.js';
import { alphaExpr, enableExpr, num, outSeconds, revealOf, type Reveal } from './animate.js';
import { boxFilters } from './boxes.js';
import { drawtextFilter, formatNumber } from './counter.js';
import type { LayerContext, LayerRenderer, PixelBox } from './layer-api.js';

/*
 * Bar and line charts of labelled numbers, laid out in the layer's box: an optional title on top, the plot, each
 * value by its bar (or point) and each label beside it, all measured with the real font (fitText) at one size per
 * kind so the chart reads evenly. Negative values hang below (or left of) a zero line.
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
 * still while its visible part widens. Values appear as the line reaches their points. The texts (labels, values
 * with their unit, the title) are user text: drawtext reads them from files, with expansion off.
 */

const easeOut = (p: string) => `(1-pow(1-${p},3))`;
/** Even pixels keep 4:2:0 chroma aligned where something is overlaid. */
const even = (n: number) => 2 * Math.round(n / 2);
const LINE_SPACING = 1.15;

export interface TextStyle {
  font: string;
  size: number;
  lineHeight: number;
  ascent: number;
  descent: number;
}

function styleAt(font: string, size: number): TextStyle {
  const f = fitText({ text: '0', font, maxWidth: 1e6, maxHeight: 1e6, preferredSize: size, minSize: size, lineSpacing: LINE_SPACING });
  return { font, size: f.fontSize, lineHeight: f.lineHeight, ascent: f.ascent, descent: f.descent };
}

/** The largest size ≤ preferred at which each of `units` (words, or whole texts) is at most maxWidth wide. */
function sizeForUnits(units: string[], font: string, maxWidth: number, preferred: number): number {
  let size = Math.floor(preferred);
  for (const unit of units) {
    if (!unit) continue;
    const width = measureText(unit, font, size);
    if (width <= maxWidth) continue;
    size = Math.floor((size * maxWidth) / width);
    while (size > 1 && measureText(unit, font, size) > maxWidth) size--;
  }
  return Math.max(1, size);
}

const wordsOf = (texts: string[]) => texts.flatMap((t) => t.split(/\s+/));

/**
 * Every text at one size: the largest (≤ preferred, ≥ min) at which each fits maxWidth in maxLines without
 * breaking a word when possible; then each text fitted at that size.
 */
function fitAll(texts: string[], font: string, maxWidth: number, maxHeight: number, maxLines: number, preferred: number, min: number): { style: TextStyle; fits: FitTextResult[] } {
  let size = Math.max(min, Math.min(preferred, sizeForUnits(wordsOf(texts), font, maxWidth, preferred)));
  for (const text of texts) {
    size = Math.min(size, fitText({ text, font, maxWidth, maxHeight, preferredSize: size, minSize: min, maxLines, lineSpacing: LINE_SPACING }).fontSize);
  }
  const fits = texts.map((text) => fitText({ text, font, maxWidth, maxHeight, preferredSize: size, minSize: size, maxLines, lineSpacing: LINE_SPACING }));
  return { style: styleAt(font, size), fits };
}

/** The decimals a value is written with (at most 2), so "3.5" stays "3.5" and "1200" reads "1,200". */
function decimalsOf(values: number[]): number {
  let d = 0;
  for (const v of values) {
    const s = String(Math.abs(v));
    if (!s.includes('e')) d = Math.max(d, (s.split('.')[1] ?? '').length);
  }
  return Math.min(2, d);
}

interface Common {
  title?: { fit: FitTextResult; top: number };
  /** Each value with its unit, as shown. */
  values: { texts: string[]; style: TextStyle; widths: number[] };
  labels: { fits: FitTextResult[]; style: TextStyle };
  /** Value range shown: `lo` at the plot's bottom (left), `hi` at its top (right). */
  lo: number;
  hi: number;
  gap: number;
}

/** Bars in columns, or the points of a line. */
export interface ColumnLayout extends Common {
  orientation: 'columns';
  /** x of each point's (column's) centre. */
  centres: number[];
  slot: number;
  plotTop: number;
  plotBottom: number;
  /** y of the value 0 (or of `lo` when 0 is not in the range). */
  zeroY: number;
  /** Top of the labels' lines. */
  labelsTop: number;
  /** Every how many points a label (a value, for a line) is shown. */
  labelStep: number;
  valueStep: number;
}

/** Bars in rows. */
export interface RowLayout extends Common {
  orientation: 'rows';
  /** y of each row's centre. */
  centres: number[];
  row: number;
  plotLeft: number;
  plotRight: number;
  /** x of the value 0. */
  zeroX: number;
  /** Right edge of the labels' column. */
  labelsRight: number;
}

export type ChartLayout = ColumnLayout | RowLayout;

function valueRange(kind: ChartLayer['kind'], values: number[]): { lo: number; hi: number } {
  const max = Math.max(...values);
  const min = Math.min(...values);
  let lo = Math.min(0, min);
  let hi = Math.max(0, max);
  // A line of values close together is zoomed on them, or it would be flat.
  if (kind === 'line' && min > 0 && min > max * 0.6) lo = min - (max - min) * 0.2;
  else if (kind === 'line' && max < 0 && max < min * 0.6) hi = max + (max - min) * 0.2;
  if (hi - lo < 1e-9) hi = lo + 1;
  return { lo, hi };
}

/** Where everything goes in the box, in pixels. */
export function layoutChart(layer: Pick<ChartLayer, 'kind' | 'data' | 'title' | 'unit' | 'prefix'>, ctx: Pick<LayerContext, 'frame' | 'theme' | 'box'>): ChartLayout {
  const { box } = ctx;
  const ref = referenceLength(ctx.frame);
  const fonts = THEME_STYLES[ctx.theme].fonts;
  const minSize = Math.max(14, Math.round(ref * 0.026));
  const gap = Math.max(4, Math.round(ref * 0.012));
  const n = layer.data.length;
  const labelPreferred = Math.round(ref * 0.04);
  const valuePreferred = Math.round(ref * 0.044);

  let top = box.y;
  let title: Common['title'];
  if (layer.title) {
    const fit = fitText({ text: layer.title, font: fonts.heading, maxWidth: box.w, maxHeight: box.h * 0.22, preferredSize: Math.round(ref * 0.06), minSize, maxLines: 2, lineSpacing: LINE_SPACING });
    title = { fit, top };
    top += fit.height + gap * 2;
  }
  const values = layer.data.map((d) => d.value);
  // Each value as it was written ("1,200", "3.5"), with the prefix before it and the unit after it ("$120k"); a
  // negative value keeps its sign in front ("-$5k").
  const valueTexts = values.map((v) => {
    const number = formatNumber(Math.abs(v), decimalsOf([v]));
    return `${v < 0 ? '-' : ''}${layer.prefix ?? ''}${number}${layer.unit ?? ''}`;
  });
  const labelTexts = layer.data.map((d) => d.label);
  const { lo, hi } = valueRange(layer.kind, values);

  const slot = box.w / n;
  const columnsFit =
    sizeForUnits(wordsOf(labelTexts), fonts.body, slot * 0.92, labelPreferred) >= minSize &&
    sizeForUnits(valueTexts, fonts.strong, slot * 0.96, valuePreferred) >= minSize;
  const tall = box.h > box.w * 1.2;
  if (layer.kind === 'bar' && (!columnsFit || (tall && n >= 7))) {
    return rowLayout({ box, top, title, gap, minSize, labelPreferred, valuePreferred, labelTexts, valueTexts, lo, hi, fonts, n });
  }

  // Columns. A line whose labels (values) cannot all fit shows every second, third... one.
  const stepFor = (fitsAt: (width: number) => boolean) => {
    for (let step = 1; step < n; step++) if (fitsAt(slot * step)) return step;
    return n;
  };
  const labelStep = layer.kind === 'line' ? stepFor((w) => sizeForUnits(wordsOf(labelTexts), fonts.body, w * 0.92, labelPreferred) >= minSize) : 1;
  const valueStep = layer.kind === 'line' ? stepFor((w) => sizeForUnits(valueTexts, fonts.strong, w * 0.96, valuePreferred) >= minSize) : 1;
  const every = <T>(items: T[], step: number) => items.filter((_, i) => i % step === 0);
  const labelFit = fitAll(every(labelTexts, labelStep), fonts.body, Math.max(8, slot * labelStep * 0.92), labelPreferred * 2.5, 2, labelPreferred, minSize);
  const valueSize = Math.max(minSize, Math.min(valuePreferred, sizeForUnits(every(valueTexts, valueStep), fonts.strong, slot * valueStep * 0.96, valuePreferred)));
  const valueStyle = styleAt(fonts.strong, valueSize);
  const labelLines = Math.max(1, ...labelFit.fits.map((f) => f.lines.length));
  const labelsTop = box.y + box.h - labelLines * labelFit.style.lineHeight;
  const valueRoom = valueStyle.lineHeight + gap;
  // A line's values sit above its points (below where negative); a bar's at the end of the bar.
  const plotTop = top + (hi > 0 || layer.kind === 'line' ? valueRoom : gap);
  const plotBottom = Math.max(plotTop + 2, labelsTop - gap - (lo < 0 ? valueRoom : gap));
  const zeroY = lo <= 0 && hi >= 0 ? plotTop + ((plotBottom - plotTop) * hi) / (hi - lo) : plotBottom;
  // Labels shown: every labelStep-th, each fitted text at index i / labelStep.
  const allLabelFits = labelTexts.map((_, i) => (i % labelStep === 0 ? labelFit.fits[i / labelStep]! : undefined));
  return {
    orientation: 'columns',
    title,
    values: { texts: valueTexts, style: valueStyle, widths: valueTexts.map((t) => measureText(t, fonts.strong, valueSize)) },
    labels: { fits: allLabelFits.filter((f): f is FitTextResult => f !== undefined), style: labelFit.style },
    lo,
    hi,
    gap,
    centres: layer.data.map((_, i) => box.x + slot * (i + 0.5)),
    slot,
    plotTop,
    plotBottom,
    zeroY,
    labelsTop,
    labelStep,
    valueStep,
  };
}

function rowLayout(o: {
  box: PixelBox; top: number; title: Common['title']; gap: number; minSize: number; labelPreferred: number; valuePreferred: number;
  labelTexts: string[]; valueTexts: string[]; lo: number; hi: number; fonts: (typeof THEME_STYLES)[keyof typeof THEME_STYLES]['fonts']; n: number;
}): RowLayout {
  const { box, gap, minSize, n } = o;
  const row = (box.y + box.h - o.top) / n;
  // Text no taller than its row: two label lines, or one value line, in 90 % of it.
  const labelCap = Math.max(minSize, Math.floor((row * 0.9) / (2 * LINE_SPACING)));
  const oneLineCap = Math.max(minSize, Math.floor((row * 0.9) / LINE_SPACING));
  const labelPreferred = Math.min(o.labelPreferred, Math.max(labelCap, Math.min(oneLineCap, o.labelPreferred)));
  const valueSize = Math.max(minSize, Math.min(o.valuePreferred, oneLineCap));
  const valueStyle = styleAt(o.fonts.strong, valueSize);
  const valueWidths = o.valueTexts.map((t) => measureText(t, o.fonts.strong, valueSize));
  // The labels' column: as wide as the widest label needs, at most 38 % of the box.
  const column = Math.min(box.w * 0.38, Math.max(...o.labelTexts.map((t) => measureText(t, o.fonts.body, labelPreferred))));
  const labelFit = fitAll(o.labelTexts, o.fonts.body, Math.max(8, column), row * 0.95, 2, labelPreferred, minSize);
  const labelsRight = box.x + Math.min(column, Math.max(...labelFit.fits.map((f) => f.width)));
  const positiveRoom = o.hi > 0 ? Math.max(0, ...valueWidths.filter((_, i) => !o.valueTexts[i]!.startsWith('-'))) + gap : 0;
  const negativeRoom = o.lo < 0 ? Math.max(0, ...valueWidths.filter((_, i) => o.valueTexts[i]!.startsWith('-'))) + gap : 0;
  const plotLeft = labelsRight + gap * 2 + negativeRoom;
  const plotRight = Math.max(plotLeft + 2, box.x + box.w - positiveRoom);
  const zeroX = plotLeft + ((plotRight - plotLeft) * (0 - o.lo)) / (o.hi - o.lo);
  return {
    orientation: 'rows',
    title: o.title,
    values: { texts: o.valueTexts, style: valueStyle, widths: valueWidths },
    labels: { fits: labelFit.fits, style: labelFit.style },
    lo: o.lo,
    hi: o.hi,
    gap,
    centres: o.labelTexts.map((_, i) => o.top + row * (i + 0.5)),
    row,
    plotLeft,
    plotRight,
    zeroX,
    labelsRight,
  };
}

/** Over an image or video (or where no colour reads on the background), a box behind each text keeps it legible. */
function textBox(ctx: LayerContext, size: number, scrim?: { colour: string; opacity: number }) {
  const box = ctx.overMedia ? THEME_STYLES[ctx.theme].box : scrim ? ffColour(scrim.colour, scrim.opacity) : undefined;
  return box ? { box, border: Math.max(2, Math.round(size * 0.18)) } : undefined;
}

/** Seconds the growth or the line's reveal takes, and the delay between bars. */
function motionTiming(reveal: Reveal, n: number, kind: ChartLayer['kind']): { start: number; grow: number; stagger: number } {
  const available = reveal.end === undefined ? 60 : reveal.end - reveal.start;
  if (reveal.animation.in === 'none') return { start: reveal.start, grow: 0, stagger: 0 };
  if (kind === 'line') return { start: reveal.start, grow: Math.min(available * 0.6, Math.max(1, Math.min(2.4, 0.3 * n))), stagger: 0 };
  const grow = Math.min(available * 0.4, Math.max(0.5, Math.min(1.2, reveal.animation.duration * 1.6)));
  const stagger = n > 1 ? Math.min(0.15, (available * 0.3) / (n - 1)) : 0;
  return { start: reveal.start, grow, stagger };
}

/** Builds the chain of statements: drawtext/drawbox filters pile up, an overlay closes them into a statement. */
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
  /** A box behind each text where no text colour reads on the background alone. */
  scrim?: { colour: string; opacity: number };
  enable?: string;
  /** The texts' alpha: their fade in and out. */
  textAlpha?: string;
  /** Only the fade out, for texts that appear on their own cue. */
  outAlpha?: string;
}

export const renderChart: LayerRenderer<ChartLayer> = async (layer, ctx, input) => {
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const theme = THEME_STYLES[ctx.theme];
  const l = layoutChart(layer, ctx);
  // Colours measured on the background under the chart (a gradient's ends, not its average): texts at text
  // contrast for their size (the smallest of the chart's texts decides), on a scrim when no colour reads; bars and
  // line in the accent, moved until they reach 3:1 against all of it and stand apart from it.
  const samples = backdropSamples(ctx, ctx.box);
  const smallest = Math.min(l.labels.style.size, l.values.style.size, l.title?.fit.fontSize ?? Infinity);
  const treatment = treatmentFor(samples, theme.textColour, { large: isLargeText(smallest) });
  const textColour = treatment.colour;
  const ink = markColour(theme.accent, samples);
  const chain = new Chain(ctx, input);
  const d: Draw = {
    ctx, layer, reveal, chain, ink, textColour, scrim: treatment.scrim,
    enable: enableExpr(reveal.start, reveal.end),
    textAlpha: alphaExpr(reveal, reveal.animation.in !== 'none'),
    outAlpha: alphaExpr({ ...reveal, animation: { ...reveal.animation, in: 'none' } }, false),
  };
  if (l.title) await centredLines(d, l.title.fit, theme.fonts.heading, ctx.box.x + ctx.box.w / 2, l.title.top);
  if (l.orientation === 'rows') await drawRows(d, l);
  else if (layer.kind === 'bar') await drawColumns(d, l);
  else await drawLine(d, l);
  return chain.end(input);
};

const baselineIn = (fit: Pick<FitTextResult, 'lineHeight' | 'ascent' | 'descent'>, top: number, k: number) =>
  top + k * fit.lineHeight + (fit.lineHeight - fit.ascent - fit.descent) / 2 + fit.ascent;

async function text(d: Draw, t: string, style: Pick<TextStyle, 'font' | 'size'>, x: string, y: string, alpha = d.textAlpha): Promise<void> {
  d.chain.filter(await drawtextFilter(d.ctx, { text: t, font: style.font, fontSize: style.size, colour: d.textColour, x, y, enable: d.enable, alpha, box: textBox(d.ctx, style.size, d.scrim) }));
}

/** The lines of a fitted text centred on cx (or right-aligned at `right`), the first line's box at `top`. */
async function centredLines(d: Draw, fit: FitTextResult, font: string, cx: number, top: number, right?: number): Promise<void> {
  for (const [k, line] of fit.lines.entries()) {
    const x = right === undefined ? `${num(cx)}-text_w/2` : `${num(right)}-text_w`;
    await text(d, line, { font, size: fit.fontSize }, x, `${num(baselineIn(fit, top, k))}-ascent`);
  }
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
  if (seconds <= 0) {
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

/** A value's alpha: it fades in as its bar starts growing (or its point is reached), and out with the layer. */
function valueAlpha(d: Draw, from: number | undefined, seconds: number): string | undefined {
  const appear = from === undefined ? undefined : `clip((t-${num(from)})/${num(seconds)},0,1)`;
  return [appear, d.outAlpha].filter(Boolean).join('*') || undefined;
}

async function drawColumns(d: Draw, l: ColumnLayout): Promise<void> {
  const { layer, ctx } = d;
  const lineH = Math.max(2, even(referenceLength(ctx.frame) * 0.003));
  axis(d, { x: ctx.box.x, y: l.zeroY - lineH / 2, w: ctx.box.w, h: lineH });
  for (const [k, fit] of l.labels.fits.entries()) await centredLines(d, fit, l.labels.style.font, l.centres[k * l.labelStep]!, l.labelsTop);
  const timing = motionTiming(d.reveal, layer.data.length, 'bar');
  const plotH = l.plotBottom - l.plotTop;
  const barW = Math.max(2, even(Math.min(l.slot * 0.62, ctx.box.w * 0.22)));
  const vs = l.values.style;
  for (const [i, datum] of layer.data.entries()) {
    const length = Math.round((plotH * Math.abs(datum.value)) / (l.hi - l.lo));
    const up = datum.value >= 0;
    const t0 = timing.start + i * timing.stagger;
    const rect = { x: even(l.centres[i]! - barW / 2), y: up ? Math.round(l.zeroY) - length : Math.round(l.zeroY), w: barW, h: length };
    const e = bar(d, rect, up ? 'up' : 'down', t0, timing.grow);
    // The value rides the end of its bar.
    const y = up ? `${num(l.zeroY)}-${length}*${e}-${l.gap + vs.descent}-ascent` : `${num(l.zeroY)}+${length}*${e}+${l.gap}`;
    const alpha = valueAlpha(d, timing.grow > 0 ? t0 : undefined, Math.max(0.2, timing.grow * 0.5));
    await text(d, l.values.texts[i]!, vs, `${num(l.centres[i]!)}-text_w/2`, y, alpha);
  }
}

async function drawRows(d: Draw, l: RowLayout): Promise<void> {
  const { layer, ctx } = d;
  const lineW = Math.max(2, even(referenceLength(ctx.frame) * 0.003));
  const first = l.centres[0]! - l.row / 2;
  axis(d, { x: l.zeroX - lineW / 2, y: first, w: lineW, h: l.row * layer.data.length });
  const timing = motionTiming(d.reveal, layer.data.length, 'bar');
  const plotW = l.plotRight - l.plotLeft;
  const thickness = Math.max(2, even(l.row * 0.62));
  const vs = l.values.style;
  for (const [i, datum] of layer.data.entries()) {
    const cy = l.centres[i]!;
    const fit = l.labels.fits[i]!;
    await centredLines(d, fit, l.labels.style.font, 0, cy - fit.height / 2, l.labelsRight);
    const length = Math.round((plotW * Math.abs(datum.value)) / (l.hi - l.lo));
    const right = datum.value >= 0;
    const t0 = timing.start + i * timing.stagger;
    const rect = { x: right ? Math.round(l.zeroX) : Math.round(l.zeroX) - length, y: even(cy - thickness / 2), w: length, h: thickness };
    const e = bar(d, rect, right ? 'right' : 'left', t0, timing.grow);
    const x = right ? `${num(l.zeroX)}+${length}*${e}+${l.gap}` : `${num(l.zeroX)}-${length}*${e}-${l.gap}-text_w`;
    const baseline = cy + (vs.ascent - vs.descent) / 2;
    const alpha = valueAlpha(d, timing.grow > 0 ? t0 : undefined, Math.max(0.2, timing.grow * 0.5));
    await text(d, l.values.texts[i]!, vs, x, `${num(baseline)}-ascent`, alpha);
  }
}

/** y of `value` in a column layout's plot. */
const yOf = (l: ColumnLayout, value: number) => l.plotTop + ((l.plotBottom - l.plotTop) * (l.hi - value)) / (l.hi - l.lo);

/**
 * An RGBA image (PAM, P7) of the line through `points`, with discs at the points and a light fill below, `width`
 * wide, after `leftPad` transparent columns (the room the reveal's crop window starts in).
 */
export function lineImage(width: number, height: number, points: { x: number; y: number }[], floorY: number, rgb: [number, number, number], thickness: number, radius: number, leftPad = 0): Buffer {
  const alpha = new Float32Array(width * height);
  const fill = new Float32Array(width * height);
  const stamp = (x: number, y: number, a: number) => {
    const i = y * width + x;
    if (a > alpha[i]!) alpha[i] = a;
  };
  // The fill under the line, down to the floor: 18 % of the colour, with an anti-aliased top edge.
  for (let s = 0; s + 1 < points.length; s++) {
    const a = points[s]!;
    const b = points[s + 1]!;
    for (let x = Math.max(0, Math.floor(a.x)); x <= Math.min(width - 1, Math.ceil(b.x)); x++) {
      const f = b.x === a.x ? 0 : Math.min(1, Math.max(0, (x + 0.5 - a.x) / (b.x - a.x)));
      const yLine = a.y + (b.y - a.y) * f;
      const from = Math.min(yLine, floorY);
      const to = Math.max(yLine, floorY);
      for (let y = Math.max(0, Math.floor(from)); y <= Math.min(height - 1, Math.ceil(to)); y++) {
        const cover = Math.min(1, Math.max(0, Math.min(y + 1, to) - Math.max(y, from)));
        const i = y * width + x;
        if (cover * 0.18 > fill[i]!) fill[i] = cover * 0.18;
      }
    }
  }
  // Segments: coverage from the distance to the segment, half a pixel of smoothing on each side.
  const half = thickness / 2;
  for (let s = 0; s + 1 < points.length; s++) {
    const a = points[s]!;
    const b = points[s + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - half - 1));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + half + 1));
    const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - half - 1));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + half + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const u = Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / len2));
        const d = Math.hypot(px - (a.x + u * dx), py - (a.y + u * dy));
        stamp(x, y, Math.max(0, Math.min(1, half + 0.5 - d)));
      }
    }
  }
  for (const p of points) {
    for (let y = Math.max(0, Math.floor(p.y - radius - 1)); y <= Math.min(height - 1, Math.ceil(p.y + radius + 1)); y++) {
      for (let x = Math.max(0, Math.floor(p.x - radius - 1)); x <= Math.min(width - 1, Math.ceil(p.x + radius + 1)); x++) {
        stamp(x, y, Math.max(0, Math.min(1, radius + 0.5 - Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y))));
      }
    }
  }
  const full = width + leftPad;
  const header = Buffer.from(`P7\nWIDTH ${full}\nHEIGHT ${height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`, 'ascii');
  const body = Buffer.alloc(full * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = Math.max(alpha[i]!, fill[i]!);
      if (a <= 0) continue;
      const o = (y * full + leftPad + x) * 4;
      body[o] = rgb[0];
      body[o + 1] = rgb[1];
      body[o + 2] = rgb[2];
      body[o + 3] = Math.round(a * 255);
    }
  }
  return Buffer.concat([header, body]);
}

async function drawLine(d: Draw, l: ColumnLayout): Promise<void> {
  const { layer, ctx, reveal, chain } = d;
  const lineH = Math.max(2, even(referenceLength(ctx.frame) * 0.003));
  axis(d, { x: ctx.box.x, y: l.zeroY - lineH / 2, w: ctx.box.w, h: lineH });
  for (const [k, fit] of l.labels.fits.entries()) await centredLines(d, fit, l.labels.style.font, l.centres[k * l.labelStep]!, l.labelsTop);
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
  const timing = motionTiming(reveal, layer.data.length, 'line');
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

  // Each value appears above its point (below it when negative) as the line reaches it.
  const vs = l.values.style;
  for (const [i, datum] of layer.data.entries()) {
    if (i % l.valueStep !== 0) continue;
    const py = yOf(l, datum.value);
    const reach = timing.start + (timing.grow * (l.centres[i]! - left)) / width;
    const alpha = valueAlpha(d, reveals ? reach : undefined, 0.25);
    const baseline = datum.value >= 0 ? py - radius - l.gap - vs.descent : py + radius + l.gap + vs.ascent;
    await text(d, l.values.texts[i]!, vs, `${num(l.centres[i]!)}-text_w/2`, `${num(baseline)}-ascent`, alpha);
  }
}
