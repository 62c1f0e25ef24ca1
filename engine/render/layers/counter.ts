import type { CounterLayer, Size } from '../../../model/scene-document.js';
import { countSecondsOf, ticksBySecond } from '../../scene/count-pace.js';
import { composite, hexToRgb, LARGE_TARGET, rgbToHex, TEXT_TARGET, treatmentFor, worstRatio, type Rgb } from '../style/contrast.js';
import { sceneAccent } from '../style/palette.js';
import { backdropSamples, parseFfColour } from './readable.js';
import { THEME_STYLES } from '../style/themes.js';
import { themeFace, type Face } from '../typeset/faces.js';
import { referenceLength } from '../typeset/set-block.js';
import { revealOf } from './animate.js';
import { ringAround, ringSteps, type Ring } from './countdown-ring.js';
import type { LayerContext, LayerRenderer, PixelBox } from './layer-api.js';
import { pictureSequence, type Shown } from './picture-sequence.js';
import { overlayPosition, planMotion, type MotionPlan } from './text-motion.js';
import { posedPictureSteps } from './text-picture.js';
import type { Pose } from '../typeset/raster.js';
import { sprite, spriteTextWidth, type Panel, type SpriteText } from './text-sprite.js';

export { countSecondsOf, HOLD_SECONDS, ticksBySecond } from '../../scene/count-pace.js';

/*
 * An animated counter: a number counting from `from` to `to` (ease-out, fast then settling), with thousands
 * separators, decimals, and a prefix and suffix, at its natural pace unless told (countSecondsOf): a countdown of
 * whole numbers ticks one a second, a count-up eases over its scene and holds the final value for a second.
 *
 * It is the scene's figure: set in the theme's display face by the text engine (layers/text-sprite.ts), large (a
 * fifth of the frame's reference length, a short number up to twice that, shrunk only to fit its box), with tabular figures so the digits stay put
 * while the number changes. Each value shown is one picture, drawn once (at most MAX_STEPS + 1 of them, however
 * long the count), shown from its frame by a retimed picture sequence (layers/picture-sequence.ts); the entrance
 * and exit (eased fade and rise, pop, slides) are a few more pictures, planned frame by frame like a text block's
 * (layers/text-motion.ts). Once the final value is held it drifts as held text does, through the text engine's
 * posed-picture path (layers/text-picture.ts: one looped cycle of sub-pixel pictures), so a counter alone never
 * freezes; the count itself stays a picture sequence (each value one picture, from its frame: a value a frame for
 * up to MAX_STEPS frames, which a pose cycle cannot express). The user's prefix and suffix are drawn into the
 * pictures and never enter the graph.
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

/** The counter's size as a share of the frame's reference length, by its layer size. */
const FIGURE: Record<Size, number> = { small: 0.12, medium: 0.19, large: 0.24, huge: 0.3 };

/** The number's cap height over its label's: a designer's figure and caption (2–3×). */
export const LABEL_RATIO = 2.5;
/** From the number's baseline to the label's cap top, in the number's cap heights. */
export const LABEL_GAP = 0.45;
/** How far the label's colour moves toward the background (a lighter tone of the theme's text), when it still reads. */
const LABEL_TONE = 0.3;

/**
 * A suffix split into the unit that stays on the number ("%", "+", "k") and the words that are its label
 * ("users", "clients"): "10,000 users" is the figure 10,000 with "users" set small under it, "500+ clients" is
 * "500+" over "clients". A suffix with no letters after a space stays on the number.
 */
export function splitSuffix(suffix: string): { unit: string; label: string } {
  const m = /^(\S*)\s+(.*\S)\s*$/s.exec(suffix);
  if (!m || !/\p{L}/u.test(m[2]!)) return { unit: suffix.trim() === '' ? '' : suffix, label: '' };
  return { unit: m[1]!, label: m[2]! };
}

export interface SetCounter {
  face: Face;
  px: number;
  /** The block's ink box in the frame: the widest value (cap top to descender) and its label under it. */
  ink: PixelBox;
  /** The number's width (the widest value). */
  numberW: number;
  capHeight: number;
  colour: string;
  /** A panel behind the value: over a picture, or where no text colour reads on the background. */
  panel?: { colour: string; opacity: number; padX: number; padY: number };
  /** The words under the number, in the theme's text face, a lighter tone: baseline from the block's top. */
  label?: { text: string; face: Face; px: number; w: number; baseline: number; colour: string };
  /** A countdown's ring around its number (layers/countdown-ring.ts), in the frame's pixels. */
  ring?: Ring;
}

const mixHex = (a: Rgb, b: Rgb, k: number): Rgb => ({ r: a.r + (b.r - a.r) * k, g: a.g + (b.g - a.g) * k, b: a.b + (b.b - a.b) * k });

/** The counter's face, size, place and colours for all the texts it will show, and its label under them. */
export function setCounter(layer: Pick<CounterLayer, 'size' | 'colour'>, texts: string[], ctx: Pick<LayerContext, 'frame' | 'theme' | 'box' | 'align' | 'fill' | 'background' | 'overMedia' | 'accent'>, labelText = '', ringed = false): SetCounter {
  const face = themeFace(ctx.theme, 'display');
  const labelFace = themeFace(ctx.theme, 'text');
  const ref = referenceLength(ctx.frame);
  const { box } = ctx;
  // Per pixel of the number's size: the label's size, its width, and the block's height.
  const labelScale = labelText ? face.capHeight / (labelFace.capHeight * LABEL_RATIO) : 0;
  const labelW1 = labelText ? (spriteTextWidth(labelFace, 100, labelText) / 100) * labelScale : 0;
  const labelBaseline1 = face.capHeight * (1 + LABEL_GAP) + labelFace.capHeight * labelScale;
  const height1 = labelText ? labelBaseline1 + labelFace.descent * labelScale : face.capHeight + face.descent;
  // Widths grow linearly with the size (unhinted outlines): measured at 1 px.
  const number1 = Math.max(...texts.map((t) => spriteTextWidth(face, 100, t, true) / 100));
  const widest1 = Math.max(number1, labelW1);
  const preferred = FIGURE[layer.size ?? 'medium'] * ref;
  const panelled = ctx.overMedia;
  const room = panelled ? 0.85 : 0.96;
  // A short number grows (a countdown's "10" is the whole frame's subject): up to 2.2× while it spans at most 60 %
  // of the box's width; a long one ("25,000,000") stays at its size, shrunk only to fit.
  const grown = Math.min(preferred * 2.2, (box.w * 0.6) / number1);
  // A ring (a countdown's) fits the box with its number inside.
  const ring1 = ringed ? 2 * (ringAround(number1 * 100, face.capHeight * 100).r + ringAround(number1 * 100, face.capHeight * 100).stroke) / 100 : 0;
  const ringFit = ringed ? (Math.min(box.w, box.h) * 0.92) / ring1 : Infinity;
  const px = Math.max(10, Math.min(Math.max(preferred, grown), (box.w * room) / widest1, (box.h * room) / (height1 * 1.4), ringFit));
  const w = widest1 * px;
  const h = height1 * px;
  const hAlign = ctx.align?.h ?? 'center';
  const vAlign = ctx.align?.v ?? 'middle';
  const x = hAlign === 'left' ? box.x : hAlign === 'right' ? box.x + box.w - w : box.x + (box.w - w) / 2;
  const y = vAlign === 'top' ? box.y : vAlign === 'bottom' ? box.y + box.h - h : box.y + (box.h - h) / 2;
  const ink = { x, y, w, h };
  const theme = THEME_STYLES[ctx.theme];
  const capHeight = face.capHeight * px;
  const pad = { padX: capHeight * 0.4, padY: capHeight * 0.32 };
  const samples = backdropSamples(ctx, ink);
  const t = treatmentFor(samples, layer.colour ?? theme.textColour, { large: true });
  const panel = panelled
    ? { colour: parseFfColour(theme.box).colour, opacity: Math.max(0.62, parseFfColour(theme.box).opacity), ...pad }
    : t.scrim ? { ...t.scrim, ...pad } : undefined;
  const base: SetCounter = { face, px, ink, numberW: number1 * px, capHeight, colour: t.colour, panel };
  if (ringed) {
    const { r, stroke } = ringAround(number1 * px, capHeight);
    const cx = hAlign === 'left' ? x + (number1 * px) / 2 : hAlign === 'right' ? x + w - (number1 * px) / 2 : x + w / 2;
    // The accent the brief asked for ("gold accents"), else the theme's; the text colour where it would not read.
    const wanted = ctx.accent ? sceneAccent(ctx.theme, ctx.background, ctx.accent) : theme.accent;
    const accent = worstRatio(hexToRgb(wanted), samples) >= LARGE_TARGET ? wanted : t.colour;
    base.ring = { cx, cy: y + capHeight / 2, r, stroke, track: t.colour, arc: accent };
  }
  if (!labelText) return base;
  // The label: the text colour a step toward what is behind it, when that still reads as body text (4.5:1). Figures
  // in a colour of their own ("neon green numbers") keep the label in the theme's text colour: one loud colour.
  const under = panel ? samples.map((s) => composite(hexToRgb(panel.colour), panel.opacity, s)) : samples;
  const mean = under.reduce((m, s) => ({ r: m.r + s.r / under.length, g: m.g + s.g / under.length, b: m.b + s.b / under.length }), { r: 0, g: 0, b: 0 });
  const plain = layer.colour ? treatmentFor(under, theme.textColour, { large: false }).colour : t.colour;
  const toned = rgbToHex(mixHex(hexToRgb(plain), mean, LABEL_TONE));
  const colour = worstRatio(hexToRgb(toned), under) >= TEXT_TARGET ? toned : plain;
  return { ...base, label: { text: labelText, face: labelFace, px: labelScale * px, w: labelW1 * px, baseline: labelBaseline1 * px, colour } };
}

const poseKey = (p: { opacity: number; scale: number; dy: number }) => `${Math.round(p.opacity * 255)}|${p.scale.toFixed(4)}|${(Math.round(p.dy * 16) / 16).toFixed(4)}`;

export const renderCounter: LayerRenderer<CounterLayer> = async (layer, ctx, input) => {
  const base = revealOf(layer, ctx.sceneSeconds);
  // Typing a number makes no sense: those entrances fade in.
  const kind = base.animation.in === 'typewriter' || base.animation.in === 'word-by-word' ? 'fade' : base.animation.in;
  const reveal = { ...base, animation: { ...base.animation, in: kind } };
  const available = (reveal.end ?? ctx.sceneSeconds) - reveal.start;
  const { unit, label } = splitSuffix(layer.suffix);
  const steps = countSteps({ ...layer, suffix: unit, countSeconds: countSecondsOf(layer, available) }, reveal.start, ctx.fps);
  // A countdown of whole numbers alone on its tick (no label under it) gets a ring that empties every second.
  const ringed = ticksBySecond(layer) && !label && kind !== 'none' && !ctx.still && !ctx.overMedia;
  const set = setCounter(layer, steps.map((s) => s.text), ctx, label, ringed);
  const { fps, frame } = ctx;
  const rise = Math.min(set.capHeight * 0.3, frame.height * 0.02);
  const plan = planMotion({
    reveal, fps, sceneSeconds: ctx.sceneSeconds, rise, units: 0, firstFrame: ctx.firstScene, life: false,
    edges: { left: set.ink.x + set.ink.w, right: frame.width - set.ink.x, top: set.ink.y + set.ink.h, bottom: frame.height - set.ink.y },
  });

  // The picture: the widest value's ink box, its panel's padding, and room for the pose's scale and rise.
  const padX = set.panel?.padX ?? 0;
  const padY = set.panel?.padY ?? 0;
  const boxW = set.ink.w + 2 * padX;
  const boxH = set.ink.h + 2 * padY;
  const marginX = Math.ceil((boxW * (plan.maxScale - 1)) / 2 + 2);
  const marginY = Math.ceil((boxH * (plan.maxScale - 1)) / 2 + plan.maxRise + 2);
  const ox = set.ink.x - padX - marginX;
  const oy = set.ink.y - padY - marginY;
  const evenX = 2 * Math.floor(ox / 2);
  const evenY = 2 * Math.floor(oy / 2);
  const inkX = set.ink.x - evenX;
  const inkY = set.ink.y - evenY;
  const width = boxW + 2 * marginX + (ox - evenX);
  const height = boxH + 2 * marginY + (oy - evenY);
  const align = ctx.align?.h ?? 'center';
  const sprites = new Map<string, ReturnType<typeof sprite>>();
  const spriteOf = (text: string) => {
    let s = sprites.get(text);
    if (!s) {
      const at = (w: number) => inkX + (align === 'left' ? 0 : align === 'right' ? set.ink.w - w : (set.ink.w - w) / 2);
      const w = spriteTextWidth(set.face, set.px, text, true);
      const x = at(w);
      const texts: SpriteText[] = [{ text, face: set.face, px: set.px, x, baseline: inkY + set.capHeight, tabular: true }];
      const l = set.label;
      if (l) texts.push({ text: l.text, face: l.face, px: l.px, x: at(l.w), baseline: inkY + l.baseline, colour: l.colour });
      const left = Math.min(x, l ? at(l.w) : x);
      const right = Math.max(x + w, l ? at(l.w) + l.w : x + w);
      const panels: Panel[] = set.panel ? [{ x: left - padX, y: inkY - padY, w: right - left + 2 * padX, h: set.ink.h + 2 * padY, radius: set.capHeight * 0.22, colour: set.panel.colour, opacity: set.panel.opacity }] : [];
      s = sprite(width, height, texts, set.colour, panels);
      sprites.set(text, s);
    }
    return s;
  };

  // The count: one picture per change of value or pose, from the frame it first shows on, until the final value
  // is held (`hold`, a pose index). The held value then drifts as held text does (text-picture.ts): one cycle of
  // sub-pixel pictures looped, the overlay carrying the whole pixels, so a counter alone never freezes.
  const finalText = steps.at(-1)!.text;
  const finalFrom = plan.poses.findIndex((_, k) => (plan.first + k) / fps >= steps.at(-1)!.from);
  // The held value's drift: from the first frame it is final and settled to the exit, 1/6 to 1/8 px a frame (as
  // text-motion.ts plans a block's), within 5 % of the frame's height.
  const settled = plan.poses.findIndex((p, k) => k >= finalFrom && p.opacity >= 1 && p.scale === 1 && p.dy === 0);
  const exitAt = plan.poses.findIndex((p, k) => k > settled && p.opacity < 1);
  const holdTo = exitAt < 0 ? plan.poses.length : exitAt;
  const life = reveal.animation.in !== 'none' && !ctx.still && finalFrom >= 0 && settled >= 0 && holdTo - settled > 24;
  const hold = life ? settled : plan.poses.length;
  const shown: Shown[] = [];
  let i = 0;
  for (const [k, pose] of plan.poses.slice(0, hold).entries()) {
    const f = plan.first + k;
    while (i + 1 < steps.length && f / fps >= steps[i + 1]!.from) i++;
    const text = steps[i]!.text;
    shown.push({ frame: f, key: `${text}|${poseKey(pose)}`, draw: () => spriteOf(text).draw(pose) });
  }
  const after = plan.first + hold;
  if (after < Math.round((ctx.streamSeconds ?? ctx.sceneSeconds) * fps)) {
    shown.push({ frame: after, key: 'gone', draw: () => spriteOf(finalText).draw({ opacity: 0 }) });
  }
  const { x, y } = overlayPosition(evenX, evenY, plan.slide, undefined, 0, fps);
  let under = input;
  const ringStatements: string[] = [];
  if (set.ring && steps.length > 1) {
    // One sweep per tick, from the first number's frame to the final number's.
    const first = Math.round(reveal.start * fps);
    const ticks = steps.length - 1;
    const tickFrames = Math.round((Math.round(steps.at(-1)!.from * fps + 0.5) - first) / ticks);
    const fadeIn = Math.max(1, plan.poses.findIndex((p) => p.opacity >= 1));
    const ring = await ringSteps(ctx, set.ring, { first, ticks, tickFrames, fadeIn }, input);
    ringStatements.push(...ring.statements);
    under = ring.output;
  }
  const counted = await pictureSequence(ctx, shown, { x, y }, under);
  const count = { statements: [...ringStatements, ...counted.statements], output: counted.output };
  if (!life) return count;
  const room = frame.height * 0.05;
  const q = Math.min(16, Math.max(12, Math.ceil((2 * (holdTo - hold)) / room)));
  const drift = { from: hold, holdFrom: hold, frames: Math.min(holdTo - hold, Math.floor((room * q) / 2)), q };
  const lift = (k: number) => (-2 / q) * Math.max(0, Math.min(drift.frames, k - hold));
  const held: MotionPlan = {
    ...plan,
    poses: plan.poses.map((p, k) => (k < hold ? { opacity: 0, scale: 1, dy: 0 } : { ...p, dy: p.dy + lift(k) })),
    drift,
    maxRise: Math.ceil(plan.maxRise + drift.frames * (2 / q)),
  };
  const still = spriteOf(finalText);
  const picture = { width: still.width, height: still.height, draw: (p: Pose) => still.draw({ opacity: p.opacity, scale: p.scale, dy: p.dy }) };
  const drifting = await posedPictureSteps(ctx, held, picture, { x: evenX, y: evenY }, count.output);
  return { statements: [...count.statements, ...drifting.statements], output: drifting.output };
};
