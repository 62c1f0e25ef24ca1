import { filterValue } from '../escape.js';
import type { HAlign } from '../placement.js';
import { ffColour } from '../themes.js';
import { alphaExpr, enableExpr, inSeconds, num, slideOffsetExpr, type Reveal } from './animate.js';
import type { LayerContext } from './layer-api.js';

/*
 * Lines of text as drawtext filters, with their entrance and exit. drawtext reads each text from a file
 * (`textfile=`, `expansion=none`), so user text never enters the graph. One drawtext per line: drawtext cannot centre
 * or right-align the lines of a multi-line text, and per-line baselines keep lines evenly spaced whatever glyphs
 * they hold (`y = baseline - ascent`, with drawtext's own `ascent` of the line).
 *
 * Entrances: fade (alpha expression), slide-* (x/y expressions, ease-out from the frame's edge), pop (the font
 * size cannot be animated on FFmpeg 4.1, so the text is drawn at a few growing sizes, one per frame window, with an
 * overshoot: 50 % → 80 % → 110 % → 104 % → 100 %), typewriter and word-by-word (successive prefixes, each its
 * own text file shown for one step's window). Exit: fade.
 */

/** DejaVu's ascender and descender in ems (every DejaVu face: 1901 and 483 of 2048 units). */
export const ASCENT = 0.928;
export const DESCENT = 0.236;

export interface TextBlock {
  lines: string[];
  /** Measured widths of the lines, in pixels (for placing prefixes of centred lines). */
  lineWidths: number[];
  fontSize: number;
  lineHeight: number;
  font: string;
  /** `#rrggbb` */
  colour: string;
  /** The block's box: lines are aligned inside [left, left + width]; the first line's box starts at `top`. */
  left: number;
  top: number;
  width: number;
  align: HAlign;
  /** A box behind each line (`0xrrggbb@alpha`), over images. */
  box?: string;
  /** The box that slides as one (a list item with its marker): slide distances are measured from it. */
  group?: { left: number; top: number; width: number; height: number };
}

/** The y of line `k`'s baseline: lines are `lineHeight` apart, glyphs centred in each line's height. */
export function baselineOf(block: Pick<TextBlock, 'top' | 'lineHeight' | 'fontSize'>, k: number): number {
  return block.top + k * block.lineHeight + (block.lineHeight - (ASCENT + DESCENT) * block.fontSize) / 2 + ASCENT * block.fontSize;
}

interface Draw {
  text: string;
  fontSize: number;
  /** x expression of the line's left edge (may use `text_w`). */
  x: string;
  baseline: number;
  enable?: string;
  alpha?: string;
  dx?: string;
  dy?: string;
}

export class TextDrawer {
  constructor(private readonly ctx: LayerContext, private readonly block: TextBlock) {}

  /** The x expression of line `k` with `width` (pixels, or `text_w`) at scale `s` around the block's centre. */
  private lineX(width: string, s = 1): string {
    const { left, width: w, align } = this.block;
    const cx = left + w / 2;
    const l = cx + (left - cx) * s;
    const r = cx + (left + w - cx) * s;
    if (align === 'left') return num(l);
    if (align === 'right') return `${num(r)}-${width}`;
    return `${num(cx)}-${width}/2`;
  }

  /** A drawtext filter; '' for blank text (drawtext refuses an empty text file), left out by `filters`. */
  private async drawtext(d: Draw): Promise<string> {
    if (!d.text.trim()) return '';
    const b = this.block;
    const x = d.dx ? `${d.x}+${d.dx}` : d.x;
    const y = `${num(d.baseline)}-ascent${d.dy ? `+${d.dy}` : ''}`;
    const opts = [
      `textfile=${filterValue(await this.ctx.textFile(d.text))}`,
      'expansion=none',
      `fontfile=${filterValue(b.font)}`,
      `fontsize=${Math.max(1, Math.round(d.fontSize))}`,
      `fontcolor=${ffColour(b.colour)}`,
      `x='${x}'`,
      `y='${y}'`,
    ];
    if (b.box) opts.push('box=1', `boxcolor=${b.box}`, `boxborderw=${Math.max(2, Math.round(d.fontSize * 0.18))}`);
    if (d.alpha) opts.push(`alpha='${d.alpha}'`);
    if (d.enable) opts.push(`enable='${d.enable}'`);
    return `drawtext=${opts.join(':')}`;
  }

  /** drawtext filters (to be joined with `,`) that draw the block with its entrance and exit. */
  async filters(reveal: Reveal): Promise<string[]> {
    return (await this.allFilters(reveal)).filter(Boolean);
  }

  private async allFilters(reveal: Reveal): Promise<string[]> {
    const kind = reveal.animation.in;
    if (kind === 'pop') return this.pop(reveal);
    if (kind === 'typewriter' || kind === 'word-by-word') return this.prefixes(reveal, kind === 'word-by-word');
    const enable = enableExpr(reveal.start, reveal.end);
    const alpha = alphaExpr(reveal, kind === 'fade');
    let dx: string | undefined;
    let dy: string | undefined;
    const b = this.block;
    const { width: frameW, height: frameH } = this.ctx.frame;
    const g = b.group ?? { left: b.left, top: b.top, width: b.width, height: b.lines.length * b.lineHeight };
    if (kind === 'slide-left') dx = slideOffsetExpr(reveal, frameW - g.left);
    if (kind === 'slide-right') dx = slideOffsetExpr(reveal, -(g.left + g.width));
    if (kind === 'slide-up') dy = slideOffsetExpr(reveal, frameH - g.top);
    if (kind === 'slide-down') dy = slideOffsetExpr(reveal, -(g.top + g.height));
    return Promise.all(
      b.lines.map((text, k) => this.drawtext({ text, fontSize: b.fontSize, x: this.lineX('text_w'), baseline: baselineOf(b, k), enable, alpha, dx, dy })),
    );
  }

  /** Pop: the block at growing sizes around its centre, one size per window, then at its size. */
  private async pop(reveal: Reveal): Promise<string[]> {
    const b = this.block;
    const seconds = inSeconds(reveal);
    const scales = [0.5, 0.8, 1.1, 1.04];
    const cy = b.top + (b.lines.length * b.lineHeight) / 2;
    // Opaque by the end of the second size.
    const fade = alphaExpr({ ...reveal, end: undefined, animation: { ...reveal.animation, duration: seconds / 2 } }, true);
    const out: string[] = [];
    for (const [i, s] of scales.entries()) {
      const from = reveal.start + (i * seconds) / scales.length;
      const to = reveal.start + ((i + 1) * seconds) / scales.length;
      for (const [k, text] of b.lines.entries()) {
        const baseline = cy + (baselineOf(b, k) - cy) * s;
        out.push(await this.drawtext({ text, fontSize: b.fontSize * s, x: this.lineX('text_w', s), baseline, enable: enableExpr(from, to), alpha: i < 2 ? fade : undefined }));
      }
    }
    const rest: Reveal = { ...reveal, start: reveal.start + seconds, animation: { ...reveal.animation, in: 'none' } };
    const enable = enableExpr(rest.start, rest.end);
    const alpha = alphaExpr(rest, false);
    for (const [k, text] of b.lines.entries()) {
      out.push(await this.drawtext({ text, fontSize: b.fontSize, x: this.lineX('text_w'), baseline: baselineOf(b, k), enable, alpha }));
    }
    return out;
  }

  /**
   * Typewriter and word-by-word: the text grows by characters (or words) in at most 40 steps. A line once complete
   * is drawn by one drawtext from then on; the line being typed gets one drawtext per step.
   */
  private async prefixes(reveal: Reveal, byWord: boolean): Promise<string[]> {
    const b = this.block;
    const units = b.lines.map((line) => (byWord ? line.split(' ') : [...line]));
    const total = units.reduce((sum, u) => sum + u.length, 0);
    // Typing takes its natural pace (45 ms a character, 280 ms a word) but ends within 60 % of the time shown.
    const available = Math.max(0.1, (reveal.end ?? this.ctx.sceneSeconds) - reveal.start);
    const natural = total * (byWord ? 0.28 : 0.045);
    const seconds = Math.max(Math.min(reveal.animation.duration, available / 2), Math.min(natural, available * 0.6));
    const steps = Math.max(1, Math.min(total, 40));
    const stepAt = (j: number) => reveal.start + (j * seconds) / steps;
    const outAlpha = alphaExpr({ ...reveal, animation: { ...reveal.animation, in: 'none' } }, false);
    const lineLeft = (k: number) =>
      b.align === 'left' ? b.left : b.align === 'right' ? b.left + b.width - b.lineWidths[k]! : b.left + (b.width - b.lineWidths[k]!) / 2;
    const out: string[] = [];
    // Units shown after step j (1-based): round(j * total / steps).
    let before = 0;
    for (const [k, lineUnits] of units.entries()) {
      const first = before;
      const last = before + lineUnits.length;
      before = last;
      const joiner = byWord ? ' ' : '';
      for (let j = 1; j <= steps; j++) {
        const shown = Math.round((j * total) / steps);
        const from = stepAt(j - 1);
        if (shown >= last) {
          // Complete from this step on.
          out.push(await this.drawtext({ text: lineUnits.join(joiner), fontSize: b.fontSize, x: num(lineLeft(k)), baseline: baselineOf(b, k), enable: enableExpr(from, reveal.end), alpha: outAlpha }));
          break;
        }
        if (shown > first) {
          const text = lineUnits.slice(0, shown - first).join(joiner);
          out.push(await this.drawtext({ text, fontSize: b.fontSize, x: num(lineLeft(k)), baseline: baselineOf(b, k), enable: enableExpr(from, stepAt(j)) }));
        }
      }
    }
    return out;
  }
}
