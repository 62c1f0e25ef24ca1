import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ocrWords, type Word } from '../engine/video-checks.js';
import { contrastRatio, luminance, type Rgb } from './colour-science.js';
import type { RgbFrame } from './frames.js';

const run = promisify(execFile);

/*
 * Text measured as a viewer reads it: tesseract's word boxes on a frame, matched to the texts a brief put on screen.
 * From the boxes: where a text's lines break (a one-word last line), how wide a short title is against the safe
 * width, the gap between a title and its subtitle in cap-heights, whether two texts' boxes intersect, and the
 * contrast of each word's pixels against the pixels around it.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface TextMatch {
  text: string;
  words: Word[];
  box: Box;
  /** The words grouped into lines, top to bottom. */
  lines: Word[][];
}

/**
 * Tesseract's readings of a PNG: sparse text (psm 11) and automatic page segmentation (psm 3), kept apart; with
 * `half`, also of the frame at half size, its word boxes mapped back to the frame's pixels. Tesseract reads type
 * best at cap heights of a few dozen pixels: a 1080p hero title (caps ~80 px) on a panel over a textured picture
 * was read on some frames and not others ("Explore Iceland": segmentation merged the big letters with the
 * picture's texture), and read on every frame at half size.
 */
export async function readFrame(png: string, options: { half?: boolean } = {}): Promise<Word[][]> {
  const full = Promise.all([11, 3].map((psm) => ocrWords(png, { psm: [psm] })));
  if (!options.half) return full;
  const small = png.replace(/\.png$/, '') + '-half.png';
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, '-vf', 'scale=iw/2:-1:flags=area', small]);
  const halves = await Promise.all([11, 3].map((psm) => ocrWords(small, { psm: [psm] })));
  const scaled = halves.map((words) => words.map((w) => ({ ...w, left: w.left * 2, top: w.top * 2, width: w.width * 2, height: w.height * 2 })));
  return [...(await full), ...scaled];
}

/**
 * Tesseract's readings of the frame scaled down to a third and a sixth, word boxes mapped back. Tesseract's
 * segmentation loses display type whose cap height is a tenth of the frame: a 9:16 "We're hiring!" in two lines was
 * read as "allalatel:" at full and half size and right at a third, a square's "87%" as "7%" down to a fifth and right
 * at a sixth. Asked only for texts the other readings missed.
 */
export async function readFrameSmall(png: string): Promise<Word[][]> {
  const out: Word[][] = [];
  for (const k of [3, 6]) {
    const small = png.replace(/\.png$/, '') + `-1of${k}.png`;
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, '-vf', `scale=iw/${k}:-1:flags=area`, small]);
    const readings = await Promise.all([11, 3].map((psm) => ocrWords(small, { psm: [psm] })));
    out.push(...readings.map((words) => words.map((w) => ({ ...w, left: w.left * k, top: w.top * k, width: w.width * k, height: w.height * k }))));
  }
  return out;
}

/**
 * Tesseract's readings of the frame's luma (a grey PNG beside it). Legibility and WCAG contrast are about luminance,
 * but tesseract binarizes a colour frame channel by channel, each with its own Otsu threshold over the whole frame:
 * white type on a saturated blue panel (#3368c5, 6:1) under a big white title has a blue channel as high as the
 * white's, so in tesseract's binarized image the name and role vanished into the panel (tesseract reads them from a
 * crop of the panel, or from the grey frame). Asked only for texts the colour readings missed (two more passes);
 * what is read here is measured like any other text, its contrast on the colour frame included, so text a viewer
 * cannot read still fails.
 */
export async function readFrameGrey(png: string): Promise<Word[][]> {
  const grey = png.replace(/\.png$/, '') + '-grey.png';
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, '-vf', 'format=gray', grey]);
  return Promise.all([11, 3].map((psm) => ocrWords(grey, { psm: [psm] })));
}

const normal = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

/**
 * OCR misreads a letter now and then: words of 4+ letters may differ by one edit, longer ones by two. Numbers must
 * match exactly ("2021" is not "2022").
 */
const sameWord = (read: string, wanted: string) => {
  const r = normal(read);
  if (r === wanted) return true;
  if (wanted.length < 4 || /\d/.test(wanted)) return false;
  return editDistance(r, wanted) <= (wanted.length >= 8 ? 2 : 1);
};

/** The words to look for: separators and punctuation-only tokens are not read reliably and are skipped. */
export const wordsOf = (text: string) => text.split(/\s+/).map(normal).filter(Boolean);

export function boxOf(words: readonly Word[]): Box {
  return {
    left: Math.min(...words.map((w) => w.left)),
    top: Math.min(...words.map((w) => w.top)),
    right: Math.max(...words.map((w) => w.left + w.width)),
    bottom: Math.max(...words.map((w) => w.top + w.height)),
  };
}

/** Words grouped into lines: a word starts a new line when it sits below the previous one or back at the left. */
export function linesOf(words: readonly Word[]): Word[][] {
  const lines: Word[][] = [];
  for (const w of words) {
    const line = lines.at(-1);
    const last = line?.at(-1);
    const sameLine = last && w.left > last.left && Math.abs(w.top + w.height / 2 - (last.top + last.height / 2)) < Math.max(w.height, last.height) * 0.5;
    if (line && sameLine) line.push(w);
    else lines.push([w]);
  }
  return lines;
}

/**
 * Whether `b` can be the word after `a` in one text block: further along the same line, or at the start of the
 * next line (just below). Keeps a text from being stitched out of words of two blocks ("video" of a title and
 * "Editor" of a lower third).
 */
function follows(a: Word, b: Word): boolean {
  const h = Math.max(a.height, b.height);
  const sameLine = Math.abs(b.top + b.height / 2 - (a.top + a.height / 2)) < h * 0.5 && b.left > a.left && b.left - (a.left + a.width) < h * 2.5;
  const nextLine = b.top > a.top + a.height * 0.5 && b.top - (a.top + a.height) < h * 1.5;
  return sameLine || nextLine;
}

/** `text` in one of the readings (its words in order, gaps of unreadable tokens allowed), or undefined. */
export function findText(readings: readonly Word[][], text: string): TextMatch | undefined {
  const wanted = wordsOf(text);
  if (wanted.length === 0) return undefined;
  for (const words of readings) {
    const usable = words.filter((w) => normal(w.text) !== '');
    for (let i = 0; i < usable.length; i++) {
      if (!sameWord(usable[i]!.text, wanted[0]!)) continue;
      const found = [usable[i]!];
      let k = i + 1;
      const fits = (w: Word | undefined, next: string) => w !== undefined && sameWord(w.text, next) && follows(found.at(-1)!, w);
      for (const next of wanted.slice(1)) {
        // Allow one stray token (a misread separator) between two words of the text.
        if (fits(usable[k], next)) found.push(usable[k++]!);
        else if (fits(usable[k + 1], next)) {
          found.push(usable[k + 1]!);
          k += 2;
        } else break;
      }
      if (found.length === wanted.length) return { text, words: found, box: boxOf(found), lines: linesOf(found) };
    }
  }
  // Columns side by side (cards) are read row by row across the frame ("10 Unlimited Priority / GB storage projects
  // support"): a text's next word is then not the next token. Looked for by place instead: on the same line just
  // after, or on the next line under the text found so far.
  for (const words of readings) {
    const usable = words.filter((w) => normal(w.text) !== '');
    for (const start of usable) {
      if (!sameWord(start.text, wanted[0]!)) continue;
      const found = [start];
      for (const next of wanted.slice(1)) {
        const box = boxOf(found);
        // Under it: within a word's height of its span (a centred short line over a longer one starts further left).
        const under = (w: Word) => w.left < box.right + w.height * 1.5 && w.left + w.width > box.left - w.height * 1.5;
        const last = found.at(-1)!;
        const candidates = usable.filter((w) => !found.includes(w) && sameWord(w.text, next) && follows(last, w) && (Math.abs(w.top - last.top) < last.height * 0.5 || under(w)));
        const nearest = candidates.sort((a, b) => Math.hypot(a.left - last.left, a.top - last.top) - Math.hypot(b.left - last.left, b.top - last.top))[0];
        if (!nearest) break;
        found.push(nearest);
      }
      if (found.length === wanted.length) return { text, words: found, box: boxOf(found), lines: linesOf(found) };
    }
  }
  return undefined;
}

/** A text of three or more words whose last line holds a single word (a widow, "…year over / year"). */
export const hasOneWordLastLine = (m: TextMatch) => m.words.length >= 3 && m.lines.length >= 2 && m.lines.at(-1)!.length === 1;

/** Width of a text's widest line as a fraction of the title-safe width (90 % of the frame); its words' boxes as given (narrowed to their letters by lettersOfText). */
export function heroWidth(m: TextMatch, frameWidth: number): number {
  const widest = Math.max(...m.lines.map((l) => boxOf(l).right - boxOf(l).left));
  return widest / (frameWidth * 0.9);
}

/** A mark beside the letters is left out of a word's span when it is less tall than this share of its tallest glyph. */
const LETTER_HEIGHT = 0.45;

/**
 * A word's box narrowed to its letters. Tesseract's page segmentation sometimes boxes marks beside a word with it:
 * confetti falling left of a 9:16 hero's "Did" made a box 574 px wide from the frame's edge, for letters 380 px
 * wide. Inside the box, the ink is the pixels at least half as far in luminance from the ground around the box as
 * the farthest; of its connected parts, the letters are those at least LETTER_HEIGHT as tall as the tallest (a
 * glyph, or letters touching), and the box spans them from left to right. Its height is kept. A box with no clear
 * ink is returned as it is.
 */
export function letterSpan(frame: RgbFrame, w: Word): Word {
  const x0 = Math.max(0, Math.round(w.left));
  const y0 = Math.max(0, Math.round(w.top));
  const x1 = Math.min(frame.width - 1, Math.round(w.left + w.width) - 1);
  const y1 = Math.min(frame.height - 1, Math.round(w.top + w.height) - 1);
  const cols = x1 - x0 + 1;
  const rows = y1 - y0 + 1;
  if (cols < 4 || rows < 4) return w;
  const lum = (x: number, y: number) => {
    const i = (y * frame.width + x) * 3;
    return luminance([frame.pixels[i]!, frame.pixels[i + 1]!, frame.pixels[i + 2]!]);
  };
  // The ground: the median of a ring 2-5 px around the box.
  const ring: number[] = [];
  for (let y = y0 - 5; y <= y1 + 5; y++) for (let x = x0 - 5; x <= x1 + 5; x++) {
    if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) continue;
    if (x >= x0 - 1 && x <= x1 + 1 && y >= y0 - 1 && y <= y1 + 1) continue;
    ring.push(lum(x, y));
  }
  if (ring.length === 0) return w;
  ring.sort((a, b) => a - b);
  const ground = ring[Math.floor(ring.length / 2)]!;
  const away = new Float32Array(cols * rows);
  let far = 0;
  for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) {
    const d = Math.abs(lum(x0 + x, y0 + y) - ground);
    away[y * cols + x] = d;
    far = Math.max(far, d);
  }
  if (far < 0.05) return w;
  const ink = away.map((d) => (d >= far / 2 ? 1 : 0));
  // Connected parts (8-connected) of the ink: each one's columns and rows.
  const seen = new Uint8Array(cols * rows);
  const parts: { left: number; right: number; top: number; bottom: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const part = { left: cols, right: -1, top: rows, bottom: -1 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % cols;
      const y = (i - x) / cols;
      part.left = Math.min(part.left, x);
      part.right = Math.max(part.right, x);
      part.top = Math.min(part.top, y);
      part.bottom = Math.max(part.bottom, y);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= cols || yy >= rows) continue;
        const j = yy * cols + xx;
        if (ink[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    parts.push(part);
  }
  const tallest = Math.max(...parts.map((p) => p.bottom - p.top + 1));
  const letters = parts.filter((p) => p.bottom - p.top + 1 >= tallest * LETTER_HEIGHT);
  const left = x0 + Math.min(...letters.map((p) => p.left));
  const right = x0 + Math.max(...letters.map((p) => p.right)) + 1;
  return { ...w, left, width: right - left };
}

/** A text's words each narrowed to its letters (letterSpan), its lines and box again from them. */
export function lettersOfText(frame: RgbFrame, m: TextMatch): TextMatch {
  const words = m.words.map((w) => letterSpan(frame, w));
  return { ...m, words, box: boxOf(words), lines: linesOf(words) };
}

/** Letters whose glyphs go below the baseline: a word box with one of them is taller than the cap-height. */
const DESCENDERS = /[gjpqy,;()\[\]]/;

/** The cap-height of a text in pixels, from its word boxes (words without descenders; else 0.78 of the box). */
export function capHeight(m: TextMatch): number {
  const plain = m.words.filter((w) => !DESCENDERS.test(w.text));
  const heights = (plain.length ? plain : m.words).map((w) => w.height * (plain.length ? 1 : 0.78)).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/** The vertical gap from the bottom of `upper` to the top of `lower`, in cap-heights of `upper`. */
export const blockGap = (upper: TextMatch, lower: TextMatch) => (lower.box.top - upper.box.bottom) / capHeight(upper);

/** How far two boxes intersect (pixels of the shorter side of their intersection; 0 when apart). */
export function intersection(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? Math.min(w, h) : 0;
}

/** Pairs of texts whose line boxes intersect by more than `tolerance` pixels. */
export function overlappingTexts(matches: readonly TextMatch[], tolerance = 2): { a: string; b: string; px: number }[] {
  const out: { a: string; b: string; px: number }[] = [];
  for (let i = 0; i < matches.length; i++) {
    for (let j = i + 1; j < matches.length; j++) {
      // Two texts read from the very same words (a text repeated on screen) are one text, not an overlap.
      if (matches[i]!.words.some((w) => matches[j]!.words.includes(w))) continue;
      let px = 0;
      for (const la of matches[i]!.lines) for (const lb of matches[j]!.lines) px = Math.max(px, intersection(boxOf(la), boxOf(lb)));
      if (px > tolerance) out.push({ a: matches[i]!.text, b: matches[j]!.text, px });
    }
  }
  return out;
}

export interface WordContrast {
  word: string;
  ratio: number;
  /** Large text (≥ 24 px type, estimated from the word box): its WCAG target is 3, else 4.5. */
  large: boolean;
  text: Rgb;
  background: Rgb;
}

/** The WCAG target for a word. */
export const contrastTarget = (w: Pick<WordContrast, 'large'>) => (w.large ? 3 : 4.5);

/**
 * The contrast of a word as drawn: its ink is the tenth of the box's pixels farthest in luminance from what
 * surrounds the box, its background the ring around the box; the worst case is taken against the ring pixel at the
 * 10th percentile of closeness to the ink (a busy picture under text counts where it comes close).
 */
export function wordContrast(frame: RgbFrame, w: Word, others: readonly Word[] = []): WordContrast {
  // The ring starts a fifth of the box's height off the box and skips every other word's box: tesseract's boxes
  // are often a little off the glyphs (the social brief's 98-px "Keep" was boxed 20 px right of its K, whose stem
  // then counted as background: 1.9:1 for white on near-black), and anti-aliased rims spread a pixel or two.
  const gap = 2 + Math.round(w.height * 0.2);
  const pad = gap + Math.max(3, Math.round(w.height * 0.2));
  const at = (x: number, y: number): Rgb => {
    const i = (y * frame.width + x) * 3;
    return [frame.pixels[i]!, frame.pixels[i + 1]!, frame.pixels[i + 2]!];
  };
  const inBox = (b: Word, x: number, y: number, grow: number) => x >= b.left - grow && x < b.left + b.width + grow && y >= b.top - grow && y < b.top + b.height + grow;
  const inside: Rgb[] = [];
  const ring: Rgb[] = [];
  const x0 = Math.max(0, w.left - pad);
  const x1 = Math.min(frame.width - 1, w.left + w.width + pad);
  const y0 = Math.max(0, w.top - pad);
  const y1 = Math.min(frame.height - 1, w.top + w.height + pad);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (inBox(w, x, y, 0)) inside.push(at(x, y));
      else if (!inBox(w, x, y, gap) && !others.some((o) => o !== w && inBox(o, x, y, gap))) ring.push(at(x, y));
    }
  }
  if (ring.length === 0 || inside.length === 0) return { word: w.text, ratio: Number.NaN, large: true, text: [0, 0, 0], background: [0, 0, 0] }; // unmeasurable: left out
  const lum = (c: Rgb) => luminance(c);
  const ringL = ring.map(lum).sort((a, b) => a - b);
  const ringMedian = ringL[Math.floor(ringL.length / 2)]!;
  const ink = inside.map((c) => ({ c, d: Math.abs(lum(c) - ringMedian) })).sort((a, b) => b.d - a.d).slice(0, Math.max(1, Math.round(inside.length * 0.1)));
  const inkColour = ink[Math.floor(ink.length / 2)]!.c;
  const inkL = lum(inkColour);
  // What the glyphs read against: the pixels just off their ink (an outline, a panel, the ground), else the ring.
  const around = glyphEdges(frame, w, inkL, ringMedian, at) ?? ring;
  const byCloseness = around.map((c) => ({ c, d: Math.abs(lum(c) - inkL) })).sort((a, b) => a.d - b.d);
  const background = byCloseness[Math.floor(byCloseness.length * 0.1)]!.c;
  // The type size from the word box: a box spans cap/ascender to baseline (~0.74 em), to the descender when the
  // word has one (~0.97 em), or only the x-height (~0.55 em) for words like "one".
  const em = DESCENDERS.test(w.text) ? 0.97 : /[A-Z0-9bdfhiklt'"!?]/.test(w.text) ? 0.74 : 0.55;
  const large = w.height / em >= 24;
  return { word: w.text, ratio: contrastRatio(inkColour, background), large, text: inkColour, background };
}

/**
 * The pixels 2-3 px off a word's ink, inside its box: what each glyph's edge reads against. Type with an outline
 * reads against its outline, not the picture beyond it (white karaoke letters in a dark edge over a pale photo);
 * plain type reads against the ground right beside it. Anti-aliased rims (1 px) are skipped. Undefined when the box
 * has no ink or no such pixels.
 */
function glyphEdges(frame: RgbFrame, w: Word, inkL: number, ringL: number, at: (x: number, y: number) => Rgb): Rgb[] | undefined {
  const x0 = Math.max(0, w.left);
  const y0 = Math.max(0, w.top);
  const x1 = Math.min(frame.width - 1, w.left + w.width - 1);
  const y1 = Math.min(frame.height - 1, w.top + w.height - 1);
  const cols = x1 - x0 + 1;
  const rows = y1 - y0 + 1;
  if (cols <= 6 || rows <= 6) return undefined;
  const cut = ringL + (inkL - ringL) * 0.6;
  const ink = new Uint8Array(cols * rows);
  for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) {
    const l = luminance(at(x0 + x, y0 + y));
    ink[y * cols + x] = (inkL >= ringL ? l >= cut : l <= cut) ? 1 : 0;
  }
  /** The nearest ink, in Chebyshev distance, up to `max` (max + 1 when none is that near). */
  const nearestInk = (x: number, y: number, max: number) => {
    for (let d = 1; d <= max; d++) {
      for (let dy = -d; dy <= d; dy++) for (let dx = -d; dx <= d; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== d) continue;
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < cols && yy < rows && ink[yy * cols + xx]) return d;
      }
    }
    return max + 1;
  };
  const edges: Rgb[] = [];
  for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) {
    if (ink[y * cols + x]) continue;
    const d = nearestInk(x, y, 3);
    if (d >= 2 && d <= 3) edges.push(at(x0 + x, y0 + y));
  }
  return edges.length >= 8 ? edges : undefined;
}

/** One sampled frame's words in reading order (top to bottom, left to right), with the frame's index. */
export interface FrameWords {
  frame: number;
  words: Word[];
}

/** Frames apart at most between two words of one phrase shown a few words at a time. */
const KINETIC_GAP = 3;

/**
 * A phrase shown a few words at a time (kinetic captions: at most four words on screen at once), or cue by cue (a
 * narrated scene's captions: a phrase over two cues, each held a few seconds, under the scene's own texts), read
 * across frames sampled in time order: its words in order, each within KINETIC_GAP frames of the last frame that
 * still showed the one before (a cue held on screen keeps its phrase going). One frame never holds the whole phrase,
 * so findText, which reads one frame, misses it; this reads what a viewer reads over time. The words matched (where
 * each was first seen), for their contrast, or undefined.
 */
export function findSpokenText(frames: readonly FrameWords[], text: string): { frame: number; word: Word }[] | undefined {
  const wanted = wordsOf(text);
  if (wanted.length === 0) return undefined;
  const stream = frames.flatMap((f) => f.words.filter((w) => normal(w.text) !== '').map((word) => ({ frame: f.frame, word })));
  for (let start = 0; start < stream.length; start++) {
    if (!sameWord(stream[start]!.word.text, wanted[0]!)) continue;
    const found = [stream[start]!];
    let lastSeen = stream[start]!.frame;
    for (let i = start + 1; i < stream.length && found.length < wanted.length; i++) {
      const item = stream[i]!;
      if (item.frame - lastSeen > KINETIC_GAP) break;
      if (sameWord(item.word.text, wanted[found.length]!)) {
        found.push(item);
        lastSeen = item.frame;
      } else if (sameWord(item.word.text, wanted[found.length - 1]!)) lastSeen = item.frame;
    }
    if (found.length === wanted.length) return found;
  }
  return undefined;
}

/**
 * A phrase read across frames (findSpokenText) in any one of tesseract's readings of them: each reading is a stream
 * of its own, and words of two readings never join into one phrase (each reading sets the same words in its own
 * order: stacked, one reading's later word could follow the other's earlier one). One reading may lose a cue
 * another reads whole: on the whole frame, tesseract read a 9:16 caption panel's "Our new Ethiopian / blend tastes"
 * as "Our newE / iopian / I / tast" on every frame, and the caption band alone read as white type (metrics.ts) right.
 * The reading that found it and the words matched, or undefined.
 */
export function findSpokenTextIn(readings: readonly (readonly FrameWords[])[], text: string): { frames: readonly FrameWords[]; seen: { frame: number; word: Word }[] } | undefined {
  for (const frames of readings) {
    const seen = findSpokenText(frames, text);
    if (seen) return { frames, seen };
  }
  return undefined;
}
