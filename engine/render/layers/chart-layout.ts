import type { ChartLayer } from '../../../model/scene-document.js';
import { themeFace, type Face } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { hasOrphan } from '../typeset/break-lines.js';
import { layoutAt, referenceLength, TYPE_SCALE, type SetBlock } from '../typeset/set-block.js';
import { formatNumber } from './counter.js';
import type { LayerContext, PixelBox } from './layer-api.js';

/*
 * Where everything of a bar or line chart goes in its box (chart.ts draws it): the title and subtitle on top, bars in
 * columns with their labels under them when every label and value fits a column at a readable size, otherwise in
 * rows with the labels on their left; the sizes from the type scale, measured by the text engine at one size per
 * kind of text so the chart reads evenly.
 */

/** How far a title-less chart's values float while it holds, as a share of the frame's height. */
export const MAX_FLOAT = 0.03;
/** Even pixels keep 4:2:0 chroma aligned where something is overlaid. */
export const even = (n: number) => 2 * Math.round(n / 2);
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

export function styleAt(face: Face, size: number): TextStyle {
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
