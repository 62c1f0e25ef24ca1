import { createCanvas } from '@napi-rs/canvas';
import type { GraphicLayer, TextLayer } from '../../../model/scene-document.js';
import { sceneAccent } from '../style/palette.js';
import { readableOn, THEME_STYLES } from '../style/themes.js';
import { trackingFor } from '../typeset/direction.js';
import { encodePng } from '../typeset/png.js';
import { blockPicture, unitCount, type Pose } from '../typeset/raster.js';
import { findPhrase, wordBoxes, type WordBox } from '../typeset/word-boxes.js';
import { revealOf } from './animate.js';
import type { LayerContext, LayerSteps } from './layer-api.js';
import { setText, type SetText } from './text.js';
import { textEnvOf } from './text-env.js';
import { posedPictureSteps, riseOf } from './text-picture.js';
import { driftLift, planMotion } from './text-motion.js';

/*
 * "Highlight the word Sale": a rounded marker box in the theme's accent behind a word (or a few words on one line)
 * of a text of the same scene, the word over it in a colour that reads on the accent. The text is set again exactly
 * as its own layer sets it (setText with that layer's context), the word found in it by its box (typeset/
 * word-boxes.ts), and the box and the word are drawn as pictures that move with the text: the same motion plan
 * (entrance, drift, exit) and the same picture geometry as text-picture.ts's blockSteps, posed frame by frame. The
 * highlight is drawn over its text (interpret/layers.ts sorts it after texts), so its opaque box covers the word
 * as first drawn and only the recoloured word shows on it. With a typed entrance the box appears when its word has
 * been typed.
 *
 * When no text of the scene says the word, the caller draws a marker box with the word on it alone (graphics.ts).
 */

/** Padding of the box around the word's ink, in cap heights: a marker stroke, not a panel. */
const PAD_X = 0.18;
const PAD_Y = 0.18;
/** Corner radius, in cap heights. */
const RADIUS = 0.22;

export interface HighlightTarget {
  layer: TextLayer;
  ctx: LayerContext;
}

/** The text of the scene that says `phrase` (a heading first), set as it is drawn, with the phrase's word boxes. */
export function findTarget(phrase: string, targets: readonly HighlightTarget[]): { target: HighlightTarget; set: SetText; words: WordBox[] } | undefined {
  const ranked = [...targets].sort((a, b) => Number(b.layer.role === 'heading') - Number(a.layer.role === 'heading'));
  for (const target of ranked) {
    const set = setText(target.layer, textEnvOf(target.ctx));
    const words = findPhrase(wordBoxes(set.block, set.style.align), phrase);
    if (words) return { target, set, words };
  }
  return undefined;
}

/**
 * The marker's box around `words`, relative to the block's ink box: across the words' advance, and from the cap line
 * (or the ink's top, when higher) to the ink's bottom below the baseline (`ink`: the words' measured ascent and
 * descent), so a word without descenders, or set in capitals, is not sitting on an empty band.
 */
export function markerBox(words: readonly WordBox[], block: { capHeight: number; firstBaseline: number; lineHeight: number; px: number; face: { descent: number }; lines: readonly unknown[] }, ink: { ascent: number; descent: number }): { x: number; y: number; w: number; h: number } {
  const first = words[0]!;
  const last = words.at(-1)!;
  const left = Math.min(first.x, last.x);
  const right = Math.max(first.x + first.w, last.x + last.w);
  const padX = block.capHeight * PAD_X;
  const padY = block.capHeight * PAD_Y;
  const baseline = block.firstBaseline + first.line * block.lineHeight;
  // Clear of the lines above and below (their descenders and capitals stay in the title's colour, uncut).
  const above = first.line > 0 ? baseline - block.lineHeight + block.face.descent * block.px + 1 : -Infinity;
  const below = first.line < block.lines.length - 1 ? baseline + block.lineHeight - block.capHeight * 1.05 - 1 : Infinity;
  const top = Math.max(above, baseline - Math.max(ink.ascent, block.capHeight) - padY);
  // At least a little under the baseline: a marker that stops at the baseline reads as an underline.
  const bottom = Math.min(below, baseline + Math.max(block.capHeight * 0.12, ink.descent) + padY);
  return { x: left - padX, y: top, w: right - left + 2 * padX, h: bottom - top };
}

/** Draws the highlight over `input` (the stream with its text drawn), or undefined when no text says the word. */
export async function renderWordHighlight(layer: GraphicLayer, ctx: LayerContext, targets: readonly HighlightTarget[], input: string): Promise<LayerSteps | undefined> {
  const phrase = layer.text?.trim();
  if (!phrase) return undefined;
  const found = findTarget(phrase, targets);
  if (!found) return undefined;
  const { target, set, words } = found;
  const { block, style } = set;
  const accent = layer.colour ?? (ctx.accent ? sceneAccent(ctx.theme, ctx.background, ctx.accent) : THEME_STYLES[ctx.theme].accent);
  const ink = readableOn(accent, style.colour === accent ? '#ffffff' : style.colour);
  const colour = readableOn(accent, ink);

  // The text's own motion, as blockSteps (text-picture.ts) plans and places it.
  const reveal = revealOf(target.layer, target.ctx.sceneSeconds);
  const byWord = reveal.animation.in === 'word-by-word';
  const units = unitCount(block, byWord);
  const rise = riseOf(block, ctx.frame.height);
  const plan = planMotion({
    reveal,
    sceneSeconds: target.ctx.sceneSeconds,
    units,
    firstFrame: target.ctx.firstScene,
    fps: ctx.fps,
    rise,
    frameHeight: ctx.frame.height,
    edges: { left: set.inkX + block.width, right: ctx.frame.width - set.inkX, top: set.inkY + block.height, bottom: ctx.frame.height - set.inkY },
  });
  const drawnRise = Math.max(rise * 1.1, ...plan.poses.map((p, k) => Math.abs(p.dy + driftLift(plan.drift, k))));
  const grow = { maxScale: plan.maxScale, maxRise: Math.ceil(drawnRise) };
  const probe = blockPicture(block, style, grow, { x: 0, y: 0 });
  const ox = set.inkX - probe.inkX;
  const oy = set.inkY - probe.inkY;
  const evenX = 2 * Math.floor(ox / 2);
  const evenY = 2 * Math.floor(oy / 2);
  const geometry = blockPicture(block, style, grow, { x: ox - evenX, y: oy - evenY });
  const { width, height, inkX, inkY } = geometry;

  const last = words.at(-1)!;
  const line = block.lines[words[0]!.line]!;
  const text = words.map((w) => w.text).join(' ');
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.font = block.face.font(block.px);
  g.letterSpacing = `${trackingFor(block.face.spec.tracking, line.text) * block.px}px`;
  const measured = g.measureText(text);
  const box = markerBox(words, block, { ascent: measured.actualBoundingBoxAscent, descent: measured.actualBoundingBoxDescent });
  const draw = (pose: Pose): Buffer => {
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, width, height);
    const typed = pose.shown === undefined || pose.shown >= (pose.byWord ? last.index + 1 : last.graphemesThrough);
    if (pose.opacity > 0.002 && typed) {
      // Scaled around the block's centre and offset as raster.ts poses the text.
      const cx = inkX + block.width / 2;
      const cy = inkY + block.height / 2;
      g.setTransform(pose.scale, 0, 0, pose.scale, cx - cx * pose.scale, cy - cy * pose.scale + pose.dy);
      g.globalAlpha = Math.min(1, pose.opacity);
      g.fillStyle = accent;
      g.beginPath();
      g.roundRect(inkX + box.x, inkY + box.y, box.w, box.h, block.capHeight * RADIUS);
      g.fill();
      g.fillStyle = colour;
      g.textBaseline = 'alphabetic';
      g.textAlign = 'left';
      g.fillText(text, inkX + Math.min(words[0]!.x, last.x), inkY + block.firstBaseline + words[0]!.line * block.lineHeight);
      g.globalAlpha = 1;
    }
    return encodePng(g.getImageData(0, 0, width, height).data, width, height);
  };
  return posedPictureSteps(ctx, plan, { width, height, draw }, { x: evenX, y: evenY }, input);
}
