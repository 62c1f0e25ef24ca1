import { resolve } from 'node:path';
import * as fontkit from 'fontkit';

/*
 * Text layout with the real font's metrics, in the pixels FFmpeg's drawtext draws.
 *
 * drawtext's `fontsize` is FreeType's pixel size (FT_Set_Pixel_Sizes(face, 0, fontsize)): one em is `fontsize`
 * pixels, so an advance of `a` font units is a * fontsize / unitsPerEm pixels before rounding. drawtext (FFmpeg 4.1
 * and 5.1, before its HarfBuzz shaping) lays a line out glyph by glyph: x += the glyph's hinted advance in whole
 * pixels (FreeType scales it in 26.6 fixed point and rounds it to the pixel), plus FT_Get_Kerning's value, which
 * FreeType takes from the font's legacy `kern` table, scales, damps below 25 ppem and rounds to the pixel. drawtext
 * passes it the two CHARACTER CODES where FreeType expects glyph indices, so the kerning drawn is that of the glyph
 * pair whose indices equal the code points; this module reproduces that too, which is what makes it exact: measured
 * widths equal drawtext's `text_w` (its box) to the pixel with Debian's FFmpeg 5.1, for every DejaVu face
 * (test/engine/text-fit.test.ts checks it on real renders). The npm-shipped FFmpeg 4.1 has an older FreeType whose
 * bytecode hinting moves some advances by a pixel: from 24 px up it never draws a line more than a pixel wider than
 * measured (often a little narrower); at 18-20 px a line can come out up to about 2 % wider, which the margins of
 * a safe area absorb. Tabs are not laid out as drawtext's tab stops: fitText turns them into spaces.
 *
 * Lines are fitted by their ink too, not only their advances: an italic's last glyph can reach past its advance and
 * a first glyph can start left of the pen, and both must stay inside maxWidth.
 *
 * fontkit reads the TTF (cmap, hmtx, loca, glyf headers, kern); fonts are opened once per path and the per-size
 * pixel advances are cached, so fitting a text layer takes a fraction of a millisecond once the font is open.
 */

export interface FitTextInput {
  text: string;
  /** Path of a TTF file (the bundled DejaVu faces, see themes.ts). */
  font: string;
  maxWidth: number;
  maxHeight: number;
  /** The size to use when the text fits at it, in drawtext pixels (`fontsize`). */
  preferredSize: number;
  /** The smallest size to shrink to; below it the text is truncated with an ellipsis. Default min(preferredSize, 12). */
  minSize?: number;
  /** Baseline-to-baseline distance as a multiple of the font size. Default 1.2. */
  lineSpacing?: number;
  maxLines?: number;
}

export interface FitTextResult {
  lines: string[];
  /** Whole pixels, as drawtext's `fontsize` uses them. */
  fontSize: number;
  /** Baseline-to-baseline distance in whole pixels: line i's box starts at i * lineHeight. */
  lineHeight: number;
  /** The widest line. */
  width: number;
  /** lines.length * lineHeight. */
  height: number;
  /** Each line's width as drawtext draws it (its `text_w`). */
  lineWidths: number[];
  /** True when even minSize could not hold the whole text: the last line ends with an ellipsis. */
  truncated: boolean;
  /** Words broken across lines; above minSize the size shrinks instead, so only a word too long at minSize is. */
  brokenWords: number;
  /** Characters the font has no glyph for (drawn as the .notdef box), each once, in order of appearance. */
  missingGlyphs: string[];
  /**
   * The font's ascent and descent (hhea) at fontSize, in pixels, both positive. A line's box is lineHeight tall; the
   * glyphs' extent is ascent + descent, so the baseline of line i sits at about
   * i * lineHeight + (lineHeight - ascent - descent) / 2 + ascent. With drawtext, `y=BASELINE-ascent` (its own
   * `ascent` variable) puts a line's baseline at BASELINE whatever the line's characters.
   */
  ascent: number;
  descent: number;
}

interface LoadedFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** Code point → horizontal metrics in font units (those of .notdef for characters the font lacks). */
  advances: Map<number, GlyphMetrics>;
  missing: Set<number>;
  /** Kerning by (left * 65536 + right) glyph indices from the `kern` table (all subtables summed), in font units. */
  kerning: Map<number, number>;
  font: fontkit.Font;
  /** Per pixel size: code point → advance in whole pixels, and kerning key → whole pixels. */
  sizes: Map<number, { advances: Map<number, number>; kerning: Map<number, number> }>;
}

/**
 * A glyph's advance and its left phantom point (FreeType's pp1.x = the glyf header's xMin minus hmtx's left side
 * bearing, usually 0), in font units: FreeType scales both phantom points and rounds their distance to the pixel.
 */
interface GlyphMetrics {
  advance: number;
  pp1: number;
  /** The ink's left and right edges relative to the pen position (0 and 0 for an empty glyph such as a space). */
  inkLeft: number;
  inkRight: number;
}

const fonts = new Map<string, LoadedFont>();

/** The parts of fontkit's parsed `kern` table that FreeType reads (format 0, horizontal); untyped in @types/fontkit. */
interface KernTable {
  tables?: { format?: number; coverage?: { horizontal?: boolean; minimum?: boolean; override?: boolean }; subtable?: { pairs?: { left: number; right: number; value: number }[] } }[];
}

function loadFont(path: string): LoadedFont {
  const key = resolve(path);
  const cached = fonts.get(key);
  if (cached) return cached;
  const opened = fontkit.openSync(key);
  if (!('unitsPerEm' in opened)) throw new Error(`${path} is a font collection; give the path of a single TTF`);
  const kerning = new Map<number, number>();
  const kern = (opened as unknown as { kern?: KernTable }).kern;
  for (const table of kern?.tables ?? []) {
    // As FreeType's tt_face_load_kern and tt_face_get_kerning: format-0 subtables marked horizontal and not
    // minimum; their values add up, but a subtable with the override bit replaces the sum so far (by 0 where it
    // has no such pair).
    if (table.format !== 0 || !table.coverage?.horizontal || table.coverage.minimum) continue;
    if (table.coverage.override) kerning.clear();
    for (const pair of table.subtable?.pairs ?? []) {
      const k = pair.left * 65536 + pair.right;
      kerning.set(k, (kerning.get(k) ?? 0) + pair.value);
    }
  }
  const loaded: LoadedFont = {
    unitsPerEm: opened.unitsPerEm,
    ascent: opened.ascent,
    descent: Math.abs(opened.descent),
    advances: new Map(),
    missing: new Set(),
    kerning,
    font: opened,
    sizes: new Map(),
  };
  // Decode the tables a first measurement needs (cmap, hmtx, loca, glyf headers) now, as part of loading, by
  // reading the metrics of printable ASCII: the first fitText call is then as fast as the later ones.
  for (let cp = 0x20; cp < 0x7f; cp++) glyphMetrics(loaded, cp);
  fonts.set(key, loaded);
  return loaded;
}

/** fontkit's parsed hmtx and loca tables (read as font properties like kern; untyped in @types/fontkit). */
interface MetricTables {
  hmtx?: { metrics: { length: number; get(i: number): { advance: number; bearing: number } | undefined }; bearings: { get(i: number): number | undefined } };
  loca?: { offsets: ArrayLike<number> };
}

function glyphMetrics(f: LoadedFont, cp: number): GlyphMetrics {
  let metrics = f.advances.get(cp);
  if (metrics === undefined) {
    // fontkit maps a code point the font lacks to glyph 0, .notdef, which is also what FreeType (and so drawtext) draws.
    if (!f.font.hasGlyphForCodePoint(cp)) f.missing.add(cp);
    const glyph = f.font.glyphForCodePoint(cp);
    const box = glyph.cbox;
    metrics = { advance: glyph.advanceWidth, pp1: 0, inkLeft: box.minX, inkRight: box.maxX };
    const { hmtx, loca } = f.font as unknown as MetricTables;
    if (hmtx && loca) {
      const id = glyph.id;
      const lsb = (id < hmtx.metrics.length ? hmtx.metrics.get(id)?.bearing : hmtx.bearings.get(id - hmtx.metrics.length)) ?? 0;
      // An empty glyph (a space) has no glyf header: FreeType takes its xMin as 0.
      const empty = loca.offsets[id] === loca.offsets[id + 1];
      // FreeType puts the pen (origin) at pp1, so the ink starts lsb from it.
      metrics.pp1 = (empty ? 0 : box.minX) - lsb;
      metrics.inkLeft = empty ? 0 : lsb;
      metrics.inkRight = empty ? 0 : lsb + box.maxX - box.minX;
    }
    f.advances.set(cp, metrics);
  }
  return metrics;
}

/* FreeType's fixed-point helpers, so rounding matches it to the pixel. */
function mulFix(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b);
  return sign * Math.floor((Math.abs(a) * Math.abs(b) + 0x8000) / 0x10000);
}
function mulDiv(a: number, b: number, c: number): number {
  const sign = Math.sign(a) * Math.sign(b) * Math.sign(c);
  return sign * Math.floor((Math.abs(a * b) + Math.floor(Math.abs(c) / 2)) / Math.abs(c));
}
/** FT_PIX_ROUND on a 26.6 value, returned in whole pixels. */
const pixRound = (x: number) => Math.floor((x + 32) / 64);

/** Pixel metrics of a font at one size (what drawtext uses at that `fontsize`). */
class SizedFont {
  readonly #font: LoadedFont;
  readonly #size: number;
  readonly #xScale: number;
  readonly #advances: Map<number, number>;
  readonly #kerning: Map<number, number>;
  readonly #scale: number;

  constructor(font: LoadedFont, size: number) {
    this.#font = font;
    this.#size = size;
    // FT_Set_Pixel_Sizes → x_scale = FT_DivFix(ppem << 6, units_per_EM), 16.16 fixed point.
    this.#xScale = Math.floor(((size * 64) * 0x10000 + Math.floor(font.unitsPerEm / 2)) / font.unitsPerEm);
    let perSize = font.sizes.get(size);
    if (!perSize) {
      perSize = { advances: new Map(), kerning: new Map() };
      font.sizes.set(size, perSize);
    }
    this.#advances = perSize.advances;
    this.#kerning = perSize.kerning;
    this.#scale = size / font.unitsPerEm;
  }

  advance(cp: number): number {
    let px = this.#advances.get(cp);
    if (px === undefined) {
      const { advance, pp1 } = glyphMetrics(this.#font, cp);
      px = pixRound(mulFix(pp1 + advance, this.#xScale) - mulFix(pp1, this.#xScale));
      this.#advances.set(cp, px);
    }
    return px;
  }

  /** The kerning drawtext adds between two characters (see the top of the file for why code points). */
  kern(left: number, right: number): number {
    if (this.#font.kerning.size === 0) return 0;
    const key = left * 65536 + right;
    let px = this.#kerning.get(key);
    if (px === undefined) {
      const units = left < 65536 && right < 65536 ? this.#font.kerning.get(key) : undefined;
      if (!units) px = 0;
      else {
        let x = mulFix(units, this.#xScale);
        // FreeType damps kerning below 25 ppem so small text does not look too tight.
        if (this.#size < 25) x = mulDiv(x, this.#size, 25);
        px = pixRound(x);
      }
      this.#kerning.set(key, px);
    }
    return px;
  }

  /** The width of one line (no newlines), as drawtext's text_w. */
  width(text: string): number {
    let w = 0;
    let prev = -1;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (prev >= 0) w += this.kern(prev, cp);
      w += this.advance(cp);
      prev = cp;
    }
    return w;
  }

  /** The width of `a` followed by `b`, from their widths and the kerning at the seam. */
  join(a: string, aWidth: number, b: string, bWidth: number): number {
    if (!a) return bWidth;
    if (!b) return aWidth;
    return aWidth + bWidth + this.kern(lastCodePoint(a), b.codePointAt(0)!);
  }

  /**
   * The horizontal room a line of drawtext width `width` needs, ink included: an italic's last glyph can reach past
   * its advance, and a first glyph with a negative side bearing (j, an italic f) starts left of the pen.
   */
  extent(line: string, width: number): number {
    if (!line) return width;
    const first = glyphMetrics(this.#font, line.codePointAt(0)!);
    const lastCp = lastCodePoint(line);
    const last = glyphMetrics(this.#font, lastCp);
    const right = width - this.advance(lastCp) + Math.ceil(last.inkRight * this.#scale);
    const left = Math.floor(first.inkLeft * this.#scale);
    return Math.max(width, right) - Math.min(0, left);
  }
}

function lastCodePoint(s: string): number {
  const low = s.charCodeAt(s.length - 1);
  return s.codePointAt(s.length - (low >= 0xdc00 && low <= 0xdfff && s.length > 1 ? 2 : 1))!;
}

/** drawtext truncates a fractional fontsize to whole pixels (FT_Set_Pixel_Sizes takes an integer). */
function pixelSize(size: number): number {
  if (!Number.isFinite(size) || size < 1) throw new Error(`font size must be at least 1 pixel, got ${size}`);
  return Math.floor(size);
}

/**
 * The width in pixels of `text` drawn by drawtext with `fontfile=font` and `fontsize=size`, kerning included (the
 * widest line when the text has newlines). Loads the font on first use.
 */
export function measureText(text: string, font: string, size: number): number {
  const sized = new SizedFont(loadFont(font), pixelSize(size));
  let widest = 0;
  for (const line of text.split(DRAWTEXT_NEWLINE)) widest = Math.max(widest, sized.width(line));
  return widest;
}

/** Opens a font ahead of time (e.g. at renderer start), so the first fitText call does not pay for it. */
export function preloadFont(font: string): void {
  loadFont(font);
}

/** What drawtext starts a new line at. */
const DRAWTEXT_NEWLINE = /\r\n|[\n\r\v\f]/;
/** Explicit line breaks in fitText's input: drawtext's, and Unicode's line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
/** Spaces a line may break at: not the no-break spaces (U+00A0, U+2007, U+202F), which stay inside a word. */
const BREAKING_SPACE = /[\t \u1680\u2000-\u2006\u2008-\u200a\u205f\u3000]+/;
/** A character with the combining marks that follow it, so a long word never breaks between é's e and its accent. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;
const ELLIPSIS = '…';

interface Word {
  text: string;
  width: number;
}

/**
 * Breaks `word` into pieces no wider than maxWidth: after a hyphen, dash or slash when that leaves a useful piece,
 * else between characters. Every piece holds at least one character, so a character wider than the line still
 * advances (its line is then too wide, which makes the caller shrink).
 */
function breakWord(word: string, sized: SizedFont, maxWidth: number): Word[] {
  const clusters = word.match(CLUSTER) ?? [word];
  const pieces: Word[] = [];
  let start = 0;
  while (start < clusters.length) {
    let end = start;
    let text = '';
    const fits = (t: string) => sized.extent(t, sized.width(t)) <= maxWidth;
    while (end < clusters.length && (end === start || fits(text + clusters[end]))) text += clusters[end++];
    if (end < clusters.length) {
      // Prefer to break after a hyphen or slash in the second half of the piece.
      for (let i = end - 1; i > start + (end - start) / 2; i--) {
        if (/^[-‐‑–—/]$/.test(clusters[i - 1]!)) {
          end = i;
          text = clusters.slice(start, end).join('');
          break;
        }
      }
    }
    pieces.push({ text, width: sized.width(text) });
    start = end;
  }
  return pieces;
}

/** Greedy wrap of the paragraphs into lines no wider than maxWidth, ink included (widths measured, not estimated). */
function wrap(paragraphs: string[][], sized: SizedFont, maxWidth: number, space: number): { lines: string[]; widths: number[]; brokenWords: number } {
  const lines: string[] = [];
  const widths: number[] = [];
  let brokenWords = 0;
  for (const words of paragraphs) {
    let line = '';
    let lineWidth = 0;
    const flush = () => {
      lines.push(line);
      widths.push(lineWidth);
      line = '';
      lineWidth = 0;
    };
    for (const word of words) {
      const wordWidth = sized.width(word);
      if (line) {
        const withSpace = sized.join(line, lineWidth, ' ', space);
        const together = sized.join(' ', withSpace, word, wordWidth);
        const candidate = `${line} ${word}`;
        if (sized.extent(candidate, together) <= maxWidth) {
          line = candidate;
          lineWidth = together;
          continue;
        }
        flush();
      }
      if (sized.extent(word, wordWidth) <= maxWidth) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      const pieces = breakWord(word, sized, maxWidth);
      if (pieces.length > 1) brokenWords++;
      pieces.forEach((piece, i) => {
        line = piece.text;
        lineWidth = piece.width;
        if (i < pieces.length - 1) flush();
      });
    }
    // An empty paragraph (a blank line between two others) stays a blank line.
    flush();
  }
  return { lines, widths, brokenWords };
}

/** `line` shortened so that it plus an ellipsis fits maxWidth. */
function withEllipsis(line: string, sized: SizedFont, maxWidth: number, ellipsis: string): string {
  const clusters = line.match(CLUSTER) ?? [];
  for (let n = clusters.length; n >= 0; n--) {
    // Trailing spaces and joining punctuation look wrong before an ellipsis.
    const kept = clusters.slice(0, n).join('').replace(/[\s,;:.\-–—]+$/u, '');
    const candidate = kept + ellipsis;
    if (sized.extent(candidate, sized.width(candidate)) <= maxWidth || !kept) return candidate;
  }
  return ellipsis;
}

function paragraphsOf(text: string): string[][] {
  const normalized = text.normalize('NFC').replace(/^[\s]+|[\s]+$/gu, '');
  return normalized.split(LINE_BREAK).map((p) => p.split(BREAKING_SPACE).filter(Boolean));
}

/**
 * Wraps `text` (as NFC) by measured width and shrinks it until every line fits maxWidth and all lines fit maxHeight (and
 * maxLines), from preferredSize down to minSize in steps of about 7 %, then back up to the largest size that fits.
 * When even minSize is too big, the text keeps minSize and its last visible line ends with an ellipsis.
 * Whitespace runs collapse to one space; explicit newlines start new lines (a blank line stays blank).
 */
export function fitText(input: FitTextInput): FitTextResult {
  const font = loadFont(input.font);
  const preferred = pixelSize(input.preferredSize);
  const minSize = Math.min(preferred, pixelSize(input.minSize ?? Math.min(preferred, 12)));
  const spacing = input.lineSpacing ?? 1.2;
  if (!(spacing > 0)) throw new Error(`lineSpacing must be positive, got ${spacing}`);
  const maxLines = Math.max(1, Math.floor(input.maxLines ?? Number.POSITIVE_INFINITY));
  const { maxWidth, maxHeight } = input;
  if (!(maxWidth > 0 && maxHeight > 0 && Number.isFinite(maxWidth) && Number.isFinite(maxHeight))) {
    throw new Error(`fitText needs a box of positive size, got ${maxWidth}x${maxHeight}`);
  }
  const paragraphs = paragraphsOf(input.text);

  const lineHeightAt = (size: number) => Math.ceil(size * spacing);
  /**
   * A size above which the text cannot fit: widths grow about linearly with the size, so at size s the text needs at
   * least total(s) / maxWidth lines of s * spacing pixels each. 10 % + 1 px of slack covers rounding and the spaces
   * that vanish at line ends; the search then steps down from there.
   */
  const upperBound = (sized: SizedFont, size: number) => {
    const perPixel = sized.width(paragraphs.map((words) => words.join(' ')).join(' ')) / size;
    if (perPixel <= 0) return size;
    let bound = Math.sqrt((maxHeight * maxWidth) / (perPixel * spacing));
    if (Number.isFinite(maxLines)) bound = Math.min(bound, (maxLines * maxWidth) / perPixel);
    return Math.floor(bound * 1.1) + 1;
  };
  const layoutAt = (size: number) => {
    const sized = new SizedFont(font, size);
    const wrapped = wrap(paragraphs, sized, maxWidth, sized.advance(32));
    const lineHeight = lineHeightAt(size);
    const fits =
      wrapped.lines.length <= maxLines &&
      wrapped.lines.length * lineHeight <= maxHeight &&
      wrapped.lines.every((line, i) => sized.extent(line, wrapped.widths[i]!) <= maxWidth) &&
      // A word broken across lines ("Northwi / nd") reads worse than smaller text: only at the smallest size.
      (wrapped.brokenWords === 0 || size <= minSize);
    return { size, sized, ...wrapped, lineHeight, fits };
  };

  // Shrink in ~7 % steps until it fits, then search the last step's gap for the largest size that fits. The steps
  // start from an upper bound on the size that can fit, so a long text in a small box takes a few layouts, not 30.
  let fitting: ReturnType<typeof layoutAt> | undefined;
  let tooBig = preferred + 1;
  let size = preferred;
  for (;;) {
    const layout = layoutAt(size);
    if (layout.fits) {
      fitting = layout;
      break;
    }
    tooBig = size;
    if (size <= minSize) break;
    let next = Math.floor(size * 0.93);
    if (size === preferred) next = Math.min(next, upperBound(layout.sized, size));
    size = Math.max(minSize, Math.min(size - 1, next));
  }
  if (fitting) {
    let low = fitting.size;
    let high = tooBig;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      const layout = layoutAt(mid);
      if (layout.fits) {
        fitting = layout;
        low = mid;
      } else high = mid;
    }
  }

  const layout = fitting ?? layoutAt(minSize);
  let lines = layout.lines;
  let widths = layout.widths;
  let truncated = false;
  if (!fitting) {
    // Even minSize is too big: keep as many lines as fit (at least one) and end the last with an ellipsis.
    const keep = Math.max(1, Math.min(maxLines, Math.floor(maxHeight / layout.lineHeight)));
    if (lines.length > keep) {
      const ellipsis = font.font.hasGlyphForCodePoint(ELLIPSIS.codePointAt(0)!) ? ELLIPSIS : '...';
      const last = withEllipsis(lines[keep - 1]!, layout.sized, maxWidth, ellipsis);
      lines = [...lines.slice(0, keep - 1), last];
      widths = [...widths.slice(0, keep - 1), layout.sized.width(last)];
      truncated = true;
    }
  }

  const missingGlyphs: string[] = [];
  for (const ch of new Set(input.text.normalize('NFC'))) {
    const cp = ch.codePointAt(0)!;
    if (LINE_BREAK.test(ch) || BREAKING_SPACE.test(ch)) continue;
    glyphMetrics(font, cp);
    if (font.missing.has(cp)) missingGlyphs.push(ch);
  }

  const scale = layout.size / font.unitsPerEm;
  return {
    lines,
    fontSize: layout.size,
    lineHeight: layout.lineHeight,
    width: Math.max(0, ...widths),
    height: lines.length * layout.lineHeight,
    lineWidths: widths,
    truncated,
    brokenWords: layout.brokenWords,
    missingGlyphs,
    ascent: Math.ceil(font.ascent * scale),
    descent: Math.ceil(font.descent * scale),
  };
}
