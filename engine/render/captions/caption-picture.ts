import { createCanvas, Path2D } from '@napi-rs/canvas';
import type { FrameSize } from '../../../model/format.js';
import type { CaptionStyle, Theme } from '../../../model/scene-document.js';
import type { Cue } from './captions-vtt.js';
import type { Pose } from './kinetic.js';
import { captionHighlight, litHighlight } from './caption-highlight.js';
import { hexToRgb, NEAR_BLACK, NEAR_WHITE, targetRatio, worstRatio } from '../style/contrast.js';
import { THEME_STYLES } from '../style/themes.js';
import { breakText } from '../typeset/break-lines.js';
import { faceOf, type Face } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { encodePng } from '../typeset/png.js';
import { layoutAt, referenceLength, type SetBlock } from '../typeset/set-block.js';

/*
 * The look of the short-form caption styles (`line`, `karaoke`, `word`): heavy white type with a dark outline, which
 * reads over any picture without a panel, set large; karaoke puts the word being spoken on a pill whose colour
 * comes from the theme's accent and the backgrounds under the captions (caption-highlight.ts). Each cue is one picture per state (one state, or one per lit word), the width of the frame and the height
 * of the caption band, drawn by Skia with the typesetter's faces (shaping and fallback included), so a karaoke cue of
 * eight words is eight pictures however long it shows.
 */

export interface BoldLook {
  face: Face;
  fontSize: number;
  /** Baseline to baseline. */
  lineStep: number;
  maxWidth: number;
  maxLines: number;
  /** The most lines a cue is set on. */
  lines: number;
  centreX: number;
  /** The baseline of a cue's last line, in frame pixels. */
  lastBaseline: number;
  /** The band the pictures cover: from `bandTop` (even), `bandHeight` (even) high, the frame's width wide. */
  bandTop: number;
  bandHeight: number;
  outline: number;
  /** Karaoke's pill (caption-highlight.ts: from the theme's accent and the backgrounds under the captions). */
  accent: string;
  /** The lit word's letters on the pill. */
  onAccent: string;
  /** The letters' colour: white, or near black where the captions carry the chapter over a light ground. */
  ink: string;
  /** Whether the letters have their dark outline and shadow (white ink: they must read over anything). */
  outlined: boolean;
}

const LEADING = 1.12;
const portrait = (frame: FrameSize) => frame.height >= frame.width * 1.5;

/** Montserrat ExtraBold (800): the heavy geometric sans of short-form captions. */
export function boldFace(): Face {
  return faceOf({ pkg: 'montserrat', weight: 800 });
}

/**
 * Size and place: 9:16, large (a line about 5.4 % of the frame's height, a single word 7 %), the last line's baseline
 * at 70 % of the height (the lower middle: clear of the platforms' caption, description and buttons in the bottom
 * fifth and down the right edge); 16:9 and square, the lower third (about 6.5 % of the reference length, the last
 * baseline at 86 % of the height). One size for every cue: the largest at which each fits its lines. `centred`: the
 * captions are the chapter's only words (kinetic.ts), a size larger and centred on the frame's middle.
 */
export function boldLook(cues: readonly Cue[], frame: FrameSize, theme: Theme, style: Exclude<CaptionStyle, 'lines'>, under: readonly string[] = [], centred = false, lit?: string): BoldLook {
  const face = boldFace();
  const tall = portrait(frame);
  const ref = referenceLength(frame);
  // Word by word is one line, unless words said quickly share a cue (caption-cues.ts): then two at most, as the others.
  const maxLines = style === 'word' && cues.every((c) => !/\s/.test(c.text.trim())) ? 1 : 2;
  // Centred (the chapter's only words: kinetic.ts), the type is the scene's: a size up.
  const grow = centred ? 1.3 : 1;
  const preferred = grow * (tall ? frame.height * (style === 'word' ? 0.07 : 0.054) : ref * (style === 'word' ? 0.09 : 0.068));
  const floor = preferred * 0.6;
  const maxWidth = frame.width * (tall ? 0.8 : 0.76);
  const centreX = tall ? frame.width * 0.47 : frame.width / 2;
  let fontSize = preferred;
  for (const cue of cues) {
    const flat = cue.text.replace(/\s+/g, ' ');
    while (fontSize > floor && breakText(flat, (s) => measure(face, s, fontSize), maxWidth).length > maxLines) fontSize = Math.max(floor, fontSize * 0.95);
  }
  const lineStep = fontSize * LEADING;
  // The most lines a cue takes at that size (a cue that does not fit maxLines even at the floor takes more): the band
  // holds them all, so no line is cut off at its edge.
  const lines = Math.max(1, ...cues.map((c) => breakText(c.text.replace(/\s+/g, ' '), (s) => measure(face, s, fontSize), maxWidth).length));
  // Centred: a two-line cue's block centred on the frame's middle (a one-line cue sits half a line lower).
  const lastBaseline = centred ? frame.height * 0.5 + lineStep * 0.5 + face.capHeight * fontSize * 0.5 : frame.height * (tall ? 0.7 : 0.86);
  const outline = Math.max(2, fontSize * 0.15);
  const top = lastBaseline - (Math.max(maxLines, lines) - 1) * lineStep - face.ascent * fontSize - outline - fontSize * (centred ? 0.5 : 0.3);
  // Centred, the band also holds a cue rising into place from below and pushing in (kinetic.ts).
  const bottom = lastBaseline + face.descent * fontSize + outline + fontSize * (centred ? 0.8 : 0.3);
  const bandTop = Math.max(0, 2 * Math.floor(top / 2));
  const bandHeight = Math.min(frame.height - bandTop, 2 * Math.ceil((bottom - bandTop) / 2));
  // The lit word's colour the brief asked (narration.highlight), else one chosen for the ground.
  const highlight = lit ? litHighlight(lit) : captionHighlight(THEME_STYLES[theme].accent, under);
  const dark = centred && inkOnGround(under) === NEAR_BLACK;
  return { face, fontSize, lineStep, maxWidth, maxLines, lines, centreX, lastBaseline, bandTop, bandHeight, outline, accent: highlight.pill, onAccent: highlight.text, ink: dark ? NEAR_BLACK : NEAR_WHITE, outlined: !dark };
}

/**
 * The ink of captions set as the chapter's type on its own ground (kinetic.ts): white with a dark outline reads over
 * pictures, but over a pale ground it is a sticker of black edges around white letters that barely differ from the
 * ground. There, as a designer sets type on paper, the letters are near black and have no outline. A ground white
 * reads on (3:1, large type) keeps white.
 */
export function inkOnGround(under: readonly string[]): string {
  if (!under.length) return NEAR_WHITE;
  const samples = under.map(hexToRgb);
  return worstRatio(hexToRgb(NEAR_WHITE), samples) >= targetRatio(true) ? NEAR_WHITE : NEAR_BLACK;
}

const wordCount = (text: string) => text.split(' ').filter(Boolean).length;

/**
 * A cue's lines: as many as at the look's width, but none of three words or more ends on a word alone ("Raise the
 * rent / mid-contract" reads as a leftover): the width narrows in steps, down to half, until the last line holds two
 * words or more on as many lines; failing that (a long last word), the cue is set up to six steps smaller (to 69 %).
 */
export function setCue(text: string, look: Pick<BoldLook, 'face' | 'fontSize' | 'maxWidth'>): SetBlock {
  const full = layoutAt(text, look.face, look.fontSize, LEADING, look.maxWidth);
  const good = (b: SetBlock) => b.lines.length <= full.lines.length && (b.lines.length < 2 || wordCount(b.lines.at(-1)!.text) > 1);
  if (full.lines.length < 2 || wordCount(text) < 3 || good(full)) return full;
  for (let k = 1; k <= 6; k++) {
    const b = layoutAt(text, look.face, look.fontSize, LEADING, look.maxWidth * (1 - k * 0.08));
    if (good(b)) return b;
  }
  for (let k = 1; k <= 6; k++) {
    const b = layoutAt(text, look.face, look.fontSize * 0.94 ** k, LEADING, look.maxWidth);
    if (good(b)) return b;
  }
  return full;
}

/** Where each word of the cue is on its set lines: line index and x range (picture pixels). */
export interface WordBox {
  line: number;
  x0: number;
  x1: number;
}

/** The cue's block and the boxes of its words (in the order of `words`; words the lines do not hold have none). */
export function layoutCue(cue: Cue, look: BoldLook, frameWidth: number): { block: SetBlock; lineX: number[]; baselines: number[]; boxes: (WordBox | undefined)[] } {
  const block = setCue(cue.text.replace(/\s+/g, ' '), look);
  const lineX = block.lines.map((l) => Math.max(0, Math.min(frameWidth - l.width, look.centreX - l.width / 2)));
  // A cue set a step smaller (setCue) keeps its lines' own spacing.
  const step = look.lineStep * (block.px / look.fontSize);
  const first = look.lastBaseline - (block.lines.length - 1) * step;
  const baselines = block.lines.map((_, k) => first + k * step - look.bandTop);
  const words = cue.words?.map((w) => w.text) ?? cue.text.split(/\s+/).filter(Boolean);
  const boxes: (WordBox | undefined)[] = [];
  let line = 0;
  let at = 0;
  for (const word of words) {
    let found: WordBox | undefined;
    for (let k = line; k < block.lines.length && !found; k++) {
      const text = block.lines[k]!.text;
      const i = text.indexOf(word, k === line ? at : 0);
      if (i < 0) continue;
      const x0 = lineX[k]! + measure(look.face, text.slice(0, i), block.px);
      found = { line: k, x0, x1: x0 + measure(look.face, word, block.px) };
      line = k;
      at = i + word.length;
    }
    boxes.push(found);
  }
  return { block, lineX, baselines, boxes };
}

/**
 * A picture of the cue (the band's size) with word `lit` on the accent pill (-1: none). Outline first, then the pill
 * over it (so the lit word has no outline), then the letters. `pose`: the cue scaled about its block's middle and
 * lowered, as kinetic type enters (kinetic.ts).
 */
export function cuePicture(cue: Cue, look: BoldLook, frame: FrameSize, lit: number, pose?: Pose): Buffer {
  const width = frame.width;
  const height = look.bandHeight;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { block, lineX, baselines, boxes } = layoutCue(cue, look, frame.width);
  if (pose) {
    const middle = (baselines[0]! - block.capHeight + baselines.at(-1)!) / 2;
    ctx.translate(look.centreX, middle + pose.drop * look.fontSize);
    ctx.scale(pose.scale, pose.scale);
    ctx.translate(-look.centreX, -middle);
  }
  ctx.font = look.face.font(block.px);
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.lineWidth = look.outlined ? look.outline * 2 : 0;
  ctx.strokeStyle = 'rgba(0,0,0,0.92)';
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = look.fontSize * 0.12;
  ctx.shadowOffsetY = look.fontSize * 0.04;
  const box = lit >= 0 ? boxes[lit] : undefined;
  // The lit word has no outline: its strip of its line is left out of the stroke, and the pill takes its place.
  ctx.save();
  if (box) {
    const strip = new Path2D();
    strip.rect(0, 0, width, height);
    const top = baselines[box.line]! - look.face.ascent * look.fontSize - look.outline * 2;
    strip.rect(box.x0 - look.outline * 0.25, top, box.x1 - box.x0 + look.outline * 0.5, (look.face.ascent + look.face.descent) * look.fontSize + look.outline * 4);
    ctx.clip(strip, 'evenodd');
  }
  if (look.outlined) block.lines.forEach((l, k) => ctx.strokeText(l.text, lineX[k]!, baselines[k]!));
  ctx.restore();
  ctx.shadowColor = 'rgba(0,0,0,0)';
  ctx.shadowBlur = 0;
  ctx.shadowOffsetY = 0;
  if (box) {
    // Around the word's x-height and caps, with its descenders reaching a little past it: a pill, not a box.
    const padX = look.fontSize * 0.1;
    const top = baselines[box.line]! - block.capHeight - look.fontSize * 0.2;
    const bottom = baselines[box.line]! + look.fontSize * 0.2;
    ctx.fillStyle = look.accent;
    ctx.beginPath();
    ctx.roundRect(box.x0 - padX, top, box.x1 - box.x0 + 2 * padX, bottom - top, look.fontSize * 0.2);
    ctx.fill();
  }
  ctx.fillStyle = look.ink;
  block.lines.forEach((l, k) => ctx.fillText(l.text, lineX[k]!, baselines[k]!));
  if (box && look.onAccent.toLowerCase() !== look.ink) {
    // The lit word again in the colour that reads on the accent.
    const word = (cue.words?.[lit]?.text ?? cue.text.split(/\s+/).filter(Boolean)[lit])!;
    ctx.fillStyle = look.onAccent;
    ctx.fillText(word, box.x0, baselines[box.line]!);
  }
  return encodePng(ctx.getImageData(0, 0, width, height).data, width, height);
}
