import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ChartLayer } from '../../../model/scene-document.js';
import { treatmentFor } from '../style/contrast.js';
import { markColour, sceneAccent } from '../style/palette.js';
import { backdropSamples, isLargeText, parseFfColour } from './readable.js';
import { ffColour, THEME_STYLES } from '../style/themes.js';
import { themeFace, type Face } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { hasOrphan } from '../typeset/break-lines.js';
import { layoutAt, referenceLength, TYPE_SCALE, type SetBlock } from '../typeset/set-block.js';
import { enableExpr, outSeconds, revealOf, type Reveal } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import { boxFilters } from './boxes.js';
import { donutSteps } from './chart-donut.js';
import { formatNumber } from './counter.js';
import type { LayerContext, LayerRenderer, LayerSteps, PixelBox } from './layer-api.js';
import { pictureSequence, type Shown } from './picture-sequence.js';
import { planMotion, easeOutCubic } from './text-motion.js';
import { sprite, type Panel, type SpriteText } from './text-sprite.js';
import { blockSteps } from './text-picture.js';

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
/** How far a title-less chart's values float while it holds, as a share of the frame's height. */
const MAX_FLOAT = 0.03;
/** Even pixels keep 4:2:0 chroma aligned where something is overlaid. */
const even = (n: number) => 2 * Math.round(n / 2);
const LEADING = 1.15;

/** A kind of text of the chart at its size: face, size in pixels, and the metrics that place it. */
export interface TextStyle {
  face: Face;
  size: number;
  lineHeight: number;
  /** Cap height and descent in pixels: a line's ink box runs from the cap line to the descender. */
  capHeight: number;
  descent: number;
}

function styleAt(face: Face, size: number): TextStyle {
  return { face, size, lineHeight: size * LEADING, capHeight: face.capHeight * size, descent: face.descent * size };
}

/** The largest size ≤ preferred at which each of `units` (words, or whole texts) is at most maxWidth wide. */
function sizeForUnits(units: string[], face: Face, maxWidth: number, preferred: number): number {
  let size = Math.floor(preferred);
  for (const unit of units) {
    if (!unit) continue;
    const width = measure(face, unit, size);
    if (width <= maxWidth) continue;
    size = Math.floor((size * maxWidth) / width);
    while (size > 1 && measure(face, unit, size) > maxWidth) size--;
  }
  return Math.max(1, size);
}

const wordsOf = (texts: string[]) => texts.flatMap((t) => t.split(/\s+/));

const fitsIn = (b: SetBlock, maxWidth: number, maxHeight: number, maxLines: number) => b.width <= maxWidth + 0.01 && b.height <= maxHeight && b.lines.length <= maxLines;

/** A text set in balanced lines at the largest size (≤ preferred, ≥ min) at which it fits. */
function fitBlock(text: string, face: Face, maxWidth: number, maxHeight: number, preferred: number, min: number, maxLines: number): SetBlock {
  let size = Math.max(min, Math.floor(preferred));
  while (size > min && !fitsIn(layoutAt(text, face, size, LEADING, maxWidth), maxWidth, maxHeight, maxLines)) size--;
  let set = layoutAt(text, face, size, LEADING, maxWidth);
  // A title that fits one line fewer a step smaller (down to 0.8 of it) is set so: "Monthly visitors" on one line.
  for (let s = size - 1; set.lines.length > 1 && s >= Math.max(min, size * 0.8); s--) {
    const b = layoutAt(text, face, s, LEADING, maxWidth);
    if (b.lines.length < set.lines.length && fitsIn(b, maxWidth, maxHeight, maxLines)) set = b;
  }
  size = set.px;
  // One word alone on a title's last line: a size down to 0.69 of it whose balanced break avoids that.
  if (hasOrphan(set.lines, text)) {
    for (let s = size - 1; s >= Math.max(min, size * 0.69); s--) {
      const b = layoutAt(text, face, s, LEADING, maxWidth);
      if (!hasOrphan(b.lines, text) && fitsIn(b, maxWidth, maxHeight, maxLines)) return b;
    }
  }
  return set;
}

/**
 * Every text at one size: the largest (≤ preferred, ≥ min) at which each fits maxWidth in maxLines without
 * breaking a word when possible; then each text set at that size.
 */
function fitAll(texts: string[], face: Face, maxWidth: number, maxHeight: number, maxLines: number, preferred: number, min: number): { style: TextStyle; fits: SetBlock[] } {
  let size = Math.max(min, Math.min(preferred, sizeForUnits(wordsOf(texts), face, maxWidth, preferred)));
  for (const text of texts) size = Math.min(size, fitBlock(text, face, maxWidth, maxHeight, size, min, maxLines).px);
  return { style: styleAt(face, size), fits: texts.map((text) => layoutAt(text, face, size, LEADING, maxWidth)) };
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
  /** The title's lines, its ink box's top at `top`; the subtitle's under it. */
  title?: { fit: SetBlock; top: number; subtitle?: { fit: SetBlock; top: number } };
  /** Each value with its unit, as shown. */
  values: { texts: string[]; style: TextStyle; widths: number[] };
  labels: { fits: SetBlock[]; style: TextStyle };
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
  /** Top of the labels' ink boxes. */
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

interface ChartFaces {
  title: Face;
  label: Face;
  value: Face;
}

/** The chart's sizes, in reference lengths: from the type scale (labels at the label role, values a step up). */
const TITLE_SIZE = TYPE_SCALE.heading.base * 0.72;
/** From the title's last baseline to its subtitle's cap top, in the title's cap heights. */
const SUBTITLE_GAP = 0.55;
const LABEL_SIZE = TYPE_SCALE.label.base;
const VALUE_SIZE = TYPE_SCALE.label.max;

/** Where everything goes in the box, in pixels. */
export function layoutChart(layer: Pick<ChartLayer, 'kind' | 'data' | 'title' | 'subtitle' | 'unit' | 'prefix' | 'bars'>, ctx: Pick<LayerContext, 'frame' | 'theme' | 'box'>): ChartLayout {
  const { box } = ctx;
  const ref = referenceLength(ctx.frame);
  const faces: ChartFaces = { title: themeFace(ctx.theme, 'display'), label: themeFace(ctx.theme, 'text'), value: themeFace(ctx.theme, 'strong') };
  const minSize = Math.max(14, Math.round(ref * 0.022));
  const gap = Math.max(4, Math.round(ref * 0.012));
  const n = layer.data.length;
  const labelPreferred = Math.round(ref * LABEL_SIZE);
  const valuePreferred = Math.round(ref * VALUE_SIZE);

  let top = box.y;
  let title: Common['title'];
  // In a tall box (9:16) the title is a heading above a chart as wide as the frame allows: set at the heading's
  // size (up to 85 % of the width) rather than a 16:9 chart's smaller title.
  const tallBox = box.h > box.w * 1.2;
  if (layer.title) {
    const fit = fitBlock(layer.title, faces.title, tallBox ? box.w * 0.85 : box.w, box.h * 0.22, Math.round(ref * (tallBox ? TYPE_SCALE.heading.base : TITLE_SIZE)), minSize, 2);
    title = { fit, top };
    top += fit.height;
    if (layer.subtitle) {
      // Half the title's cap height under its last baseline (a designer's 0.4–0.6, ink to ink where no letter
      // descends), at half its size in the text face.
      const subTop = top - fit.face.descent * fit.px + Math.round(fit.capHeight * SUBTITLE_GAP);
      const sub = fitBlock(layer.subtitle, faces.label, box.w * 0.9, box.h * 0.12, Math.max(minSize, Math.round(fit.px * 0.5)), minSize, 2);
      title.subtitle = { fit: sub, top: subTop };
      top = subTop + sub.height;
    }
    top += gap * 3;
  } else {
    // Room for the values' float (renderChart): they rise up to MAX_FLOAT of the frame's height while it holds.
    top += Math.round(ctx.frame.height * MAX_FLOAT);
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
    sizeForUnits(wordsOf(labelTexts), faces.label, slot * 0.92, labelPreferred) >= minSize &&
    sizeForUnits(valueTexts, faces.value, slot * 0.96, valuePreferred) >= minSize;
  if (layer.kind === 'bar' && (layer.bars === 'rows' || (layer.bars !== 'columns' && (!columnsFit || (tallBox && n >= 7))))) {
    return rowLayout({ box, top, title, gap, minSize, labelPreferred, valuePreferred, labelTexts, valueTexts, lo, hi, faces, n });
  }

  // Columns. A line whose labels (values) cannot all fit shows every second, third... one.
  const stepFor = (fitsAt: (width: number) => boolean) => {
    for (let step = 1; step < n; step++) if (fitsAt(slot * step)) return step;
    return n;
  };
  const labelStep = layer.kind === 'line' ? stepFor((w) => sizeForUnits(wordsOf(labelTexts), faces.label, w * 0.92, labelPreferred) >= minSize) : 1;
  const valueStep = layer.kind === 'line' ? stepFor((w) => sizeForUnits(valueTexts, faces.value, w * 0.96, valuePreferred) >= minSize) : 1;
  const every = <T>(items: T[], step: number) => items.filter((_, i) => i % step === 0);
  const labelFit = fitAll(every(labelTexts, labelStep), faces.label, Math.max(8, slot * labelStep * 0.92), labelPreferred * 2.6, 2, labelPreferred, minSize);
  const valueSize = Math.max(minSize, Math.min(valuePreferred, sizeForUnits(every(valueTexts, valueStep), faces.value, slot * valueStep * 0.96, valuePreferred)));
  const valueStyle = styleAt(faces.value, valueSize);
  const labelsHeight = Math.max(...labelFit.fits.map((f) => f.height));
  const labelsTop = box.y + box.h - labelsHeight;
  const valueRoom = valueStyle.capHeight + valueStyle.descent + gap * 1.5;
  // A line's values sit above its points (below where negative); a bar's at the end of the bar.
  const plotTop = top + (hi > 0 || layer.kind === 'line' ? valueRoom : gap);
  const plotBottom = Math.max(plotTop + 2, labelsTop - gap * 1.5 - (lo < 0 ? valueRoom : 0));
  const zeroY = lo <= 0 && hi >= 0 ? plotTop + ((plotBottom - plotTop) * hi) / (hi - lo) : plotBottom;
  return {
    orientation: 'columns',
    title,
    values: { texts: valueTexts, style: valueStyle, widths: valueTexts.map((t) => measure(faces.value, t, valueSize)) },
    labels: { fits: labelFit.fits, style: labelFit.style },
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
  labelTexts: string[]; valueTexts: string[]; lo: number; hi: number; faces: ChartFaces; n: number;
}): RowLayout {
  const { box, gap, minSize, n, faces } = o;
  const row = (box.y + box.h - o.top) / n;
  // Text no taller than its row: two label lines, or one value line, in 90 % of it.
  const labelCap = Math.max(minSize, Math.floor((row * 0.9) / (2 * LEADING)));
  const oneLineCap = Math.max(minSize, Math.floor((row * 0.9) / LEADING));
  const labelPreferred = Math.min(o.labelPreferred, Math.max(labelCap, Math.min(oneLineCap, o.labelPreferred)));
  const valueSize = Math.max(minSize, Math.min(o.valuePreferred, oneLineCap));
  const valueStyle = styleAt(faces.value, valueSize);
  const valueWidths = o.valueTexts.map((t) => measure(faces.value, t, valueSize));
  // The labels' column: as wide as the widest label needs, at most 38 % of the box.
  const column = Math.min(box.w * 0.38, Math.max(...o.labelTexts.map((t) => measure(faces.label, t, labelPreferred))));
  const labelFit = fitAll(o.labelTexts, faces.label, Math.max(8, column), row * 0.95, 2, labelPreferred, minSize);
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
  // The fill under the line, down to the floor: the colour fading from 30 % under the line to nothing at the floor
  // (a flat tint mixes with the background into a muddy tone), with an anti-aliased top edge.
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
        const depth = to - from < 1 ? 0 : Math.min(1, Math.max(0, (y + 0.5 - from) / (to - from)));
        const a = cover * 0.3 * (1 - depth) ** 1.5;
        const i = y * width + x;
        if (a > fill[i]!) fill[i] = a;
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
