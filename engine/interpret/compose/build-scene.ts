import { DEFAULT_SCENE_SECONDS, type Anchor, type Fill, type Layer, type MediaLayer, type Scene, type TextLayer, type TextRole, type CounterLayer } from '../../../model/scene-document.js';
import { readEntrance, readKenBurns, readSceneFades, readTransition, type EntranceReading, type TransitionReading } from '../intents/animation.js';
import { readCharts } from '../intents/charts.js';
import { readBigNumbers, readCounters } from '../intents/counters.js';
import { readSceneLength } from '../intents/durations.js';
import { newScene, sortLayers, textLayer } from './layers.js';
import { readLists, readReveal } from '../intents/lists.js';
import { readGraphics } from '../intents/graphics.js';
import { readLayout } from '../intents/layouts.js';
import { applyMediaWords, clipPlayedSeconds, readAssets } from '../intents/media.js';
import type { Piece } from './piece.js';
import { readPlacement, readSize } from '../intents/placement.js';
import { isContentSentence } from '../intents/content-sentences.js';
import type { Reading } from '../read/reading.js';
import type { Segment } from '../read/scene-plan.js';
import { readBackground, readTextColour } from '../intents/style.js';
import { readCredits, readQuotes, readTexts, readUnquotedTexts } from '../intents/text.js';
import { readLowerThirds } from '../intents/lower-thirds.js';
import { readAuthoredQuotes } from '../intents/quote-authors.js';
import { readNameLines } from '../intents/name-lines.js';
import type { KnownAsset } from '../types.js';
import { clamp, round } from '../read/words.js';

/*
 * One scene description → the scene's pieces (texts, lists, charts, pictures…), each with the placement, size and
 * motion words written next to it, and the scene's own length, background, transition and fades.
 */

export interface BuiltScene {
  segment: Segment;
  pieces: Piece[];
  /** Seconds, when the description gave a length. */
  duration?: number;
  background?: Fill;
  transition?: TransitionReading;
  fades: { fadeIn?: boolean; fadeOut?: boolean };
  soundtracks: KnownAsset[];
  /** A scene of its own that only a decoration fills ("then a slide with balloons"): it is made all the same. */
  decorated?: boolean;
  /** A later scene said to hold the logo alone: an end card (compose/logo-card.ts). */
  logoCard?: boolean;
}

/** Hard breaks end the words that belong to a piece; soft ones ("and", "with") only separate two pieces. */
const HARD_BREAK = /[,;]|\.(?=\s|$)|\n/g;
const SOFT_BREAK = /[,;]|\.(?=\s|$)|\n|\band\b(?!\s+(?:out|in|back|forth|up|down)\b)|\bwith\b|\bplus\b|\bwhile\b|\bbut\b|\bnext\s+to\s+it\b/gi;

function lastBreak(text: string, pattern: RegExp): number {
  let at = -1;
  for (const m of text.matchAll(pattern)) at = m.index! + m[0].length;
  return at;
}

function firstBreak(text: string, pattern: RegExp): number {
  const m = new RegExp(pattern.source, pattern.flags).exec(text);
  return m ? m.index : -1;
}

/** The ranges of words that belong to each piece: after it (nearest first), then before it. */
function windowsOf(pieces: Piece[], reading: Reading, from: number, to: number): [number, number][][] {
  return pieces.map((piece, i) => {
    const windows: [number, number][] = [];
    const next = pieces[i + 1];
    if (next) {
      const gap = reading.text.slice(piece.end, next.start);
      const cut = lastBreak(gap, SOFT_BREAK);
      windows.push([piece.end, cut < 0 ? next.start : piece.end + cut]);
    } else {
      const tail = reading.text.slice(piece.end, to);
      const cut = firstBreak(tail, HARD_BREAK);
      windows.push([piece.end, cut < 0 ? to : piece.end + cut]);
    }
    const previous = pieces[i - 1];
    if (previous) {
      const gap = reading.text.slice(previous.end, piece.start);
      const cut = lastBreak(gap, SOFT_BREAK);
      windows.push([cut < 0 ? piece.start : previous.end + cut, piece.start]);
    } else {
      const lead = reading.text.slice(from, piece.start);
      const cut = lastBreak(lead, HARD_BREAK);
      windows.push([cut < 0 ? from : from + cut, piece.start]);
    }
    return windows;
  });
}

function inWindows<T>(windows: [number, number][], read: (from: number, to: number) => T | undefined): T | undefined {
  for (const [from, to] of windows) {
    if (to <= from) continue;
    const found = read(from, to);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function applyEntrance(piece: Piece, entrance: EntranceReading): void {
  const hasMotion = entrance.animation.in !== undefined || entrance.animation.out !== undefined;
  for (const layer of piece.layers) {
    if (hasMotion) layer.animation = { ...layer.animation, ...entrance.animation };
    if (entrance.start !== undefined) layer.start = entrance.start;
    if (entrance.end !== undefined) layer.end = entrance.end;
  }
  if (hasMotion) piece.said.animation = true;
  if (entrance.start !== undefined || entrance.end !== undefined) piece.said.timing = true;
  if (piece.kind === 'list' && (entrance.generic || entrance.animation.in === 'fade')) piece.reveal ??= true;
}

function applyPlacement(piece: Piece, anchor: Anchor | 'corner'): void {
  const resolved: Anchor = anchor === 'corner' ? 'bottom-right' : anchor;
  for (const layer of piece.layers) if (layer.type !== 'media' && layer.type !== 'logo' && layer.type !== 'progress') layer.placement = resolved;
  piece.said.placement = true;
}

function applySize(piece: Piece, size: TextLayer['size']): void {
  for (const layer of piece.layers) if (layer.type === 'text' || layer.type === 'counter') layer.size = size;
  piece.said.size = true;
}

/**
 * One number counted once: "we raised £12,480 … a big number counting up to £12,480 with 'raised for …' under it"
 * said it twice, and two counters to the same figure in one frame read as a mistake. The one with its label kept.
 */
/** How much a counter piece says beside its figures: its lines of text, and words under the figures. */
function labelWeight(piece: Piece, counter: CounterLayer): number {
  return piece.layers.length + (/\s\p{L}/u.test(counter.suffix) ? 1 : 0);
}

function dropRepeatedCounters(pieces: Piece[]): void {
  const counterOf = (p: Piece) => p.layers.find((l): l is CounterLayer => l.type === 'counter');
  const dropped = new Set<Piece>();
  for (const [i, a] of pieces.entries()) {
    for (const b of pieces.slice(i + 1)) {
      const [x, y] = [counterOf(a), counterOf(b)];
      if (!x || !y || dropped.has(a) || dropped.has(b) || x.to !== y.to || x.from !== y.from || x.prefix !== y.prefix) continue;
      // The one with its label kept; of two labelled, the later: people say the fact, then ask for the counter.
      dropped.add(labelWeight(b, y) >= labelWeight(a, x) ? a : b);
    }
  }
  const kept = pieces.filter((p) => !dropped.has(p));
  pieces.splice(0, pieces.length, ...kept);
}

/** Reads the scene described in `segment`; every word it understands is marked as used. */
export function readScene(reading: Reading, segment: Segment): BuiltScene {
  const { start: from, end: to } = segment;
  const assets = readAssets(reading, from, to);
  // Several pictures in one frame (a split, a grid, a picture-in-picture), before their label quotes are read as texts.
  readLayout(reading, from, to, assets.pieces);
  const pieces = [
    ...readCharts(reading, from, to),
    ...readCounters(reading, from, to),
    ...readBigNumbers(reading, from, to),
    ...readNameLines(reading, from, to),
    ...readLowerThirds(reading, from, to),
    ...readAuthoredQuotes(reading, from, to),
    ...readQuotes(reading, from, to),
    ...readLists(reading, from, to),
    ...assets.pieces,
    ...readGraphics(reading, from, to),
  ];
  const taken = new Set<TextRole>();
  pieces.push(...readCredits(reading, from, to));
  pieces.push(...readUnquotedTexts(reading, from, to, taken));
  pieces.push(...readTexts(reading, from, to, taken));
  // A list's lead ("5 tips for saving money: …") is the scene's heading when nothing else is.
  const led = pieces.find((p) => p.kind === 'list' && p.lead);
  if (led && !pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading') || p.kind === 'chart' || p.kind === 'quote')) {
    pieces.push({ kind: 'text', start: led.start, end: led.start, layers: [textLayer('heading', led.lead!)], said: {} });
  }
  pieces.sort((a, b) => a.start - b.start);
  dropRepeatedCounters(pieces);

  // Scene-wide first: a transition is never a layer's motion ("crossfade", "fade to black").
  const transition = readTransition(reading, from, to);

  const windows = windowsOf(pieces, reading, from, to);
  pieces.forEach((piece, i) => {
    const near = windows[i]!;
    if (piece.kind === 'media') applyMediaWords(piece, reading, near);
    // Said near it, or already read in its own lead by its reader ("Bullet points, all on screen at once: …").
    if (piece.kind === 'list') piece.reveal = inWindows(near, (f, t) => readReveal(reading, f, t)) ?? piece.reveal;
    const entrance = inWindows(near, (f, t) => {
      const e = readEntrance(reading, f, t);
      return e.animation.in || e.animation.out || e.start !== undefined || e.end !== undefined ? e : undefined;
    });
    if (entrance) applyEntrance(piece, entrance);
    if (piece.kind !== 'media' && piece.kind !== 'logo' && piece.kind !== 'layout' && piece.kind !== 'graphic') {
      const anchor = inWindows(near, (f, t) => readPlacement(reading, f, t));
      if (anchor) applyPlacement(piece, anchor);
      const size = inWindows(near, (f, t) => readSize(reading, f, t));
      if (size) applySize(piece, size);
      // A piece with no text (a counter, a button) leaves a text colour said near it to the whole video's texts.
      const colour = piece.layers.some((l) => l.type === 'text') ? inWindows(near, (f, t) => readTextColour(reading, f, t)) : undefined;
      if (colour) for (const layer of piece.layers) if (layer.type === 'text') layer.colour = colour;
    }
  });

  // What is left in the description is about the scene as a whole. A zoom or a pan left over in a scene with one
  // picture is the picture's ("\"Our new home\" over <photo>, zooming in"), not a title's entrance.
  const pictures = pieces.flatMap((p) => (p.kind === 'media' ? p.layers : [])).filter((l): l is MediaLayer => l.type === 'media' && l.kind === 'image');
  if (pictures.length === 1) {
    const move = readKenBurns(reading, from, to, true);
    if (move) pictures[0]!.kenBurns = move;
  }
  const fades = readSceneFades(reading, from, to);
  const duration = readSceneLength(reading, from, to);
  const background = readBackground(reading, from, to);
  const shown = pieces.filter((p) => p.kind !== 'media' && p.kind !== 'logo' && p.kind !== 'layout' && p.kind !== 'graphic');
  const everything = readEntrance(reading, from, to);
  for (const piece of shown) if (!piece.said.animation) applyEntrance(piece, everything);
  const reveal = readReveal(reading, from, to);
  for (const piece of shown) if (piece.kind === 'list' && reveal !== undefined) piece.reveal ??= reveal;
  if (shown.length === 1) {
    const anchor = readPlacement(reading, from, to);
    if (anchor && !shown[0]!.said.placement) applyPlacement(shown[0]!, anchor);
    // Not a word of a sentence of content ("Start small." under a title is no size for it).
    const said = contentSpans(reading, from, to);
    const size = readSize(reading, from, to, (at) => said.some(([a, b]) => at >= a && at < b));
    if (size && !shown[0]!.said.size) applySize(shown[0]!, size);
  }
  splitLayout(pieces);

  return { segment, pieces, ...(duration !== undefined ? { duration } : {}), ...(background ? { background } : {}), ...(transition ? { transition } : {}), fades, soundtracks: assets.soundtracks };
}

/** The sentences of [from, to) that read as content when written after a quote (content-sentences.ts). */
function contentSpans(reading: Reading, from: number, to: number): [number, number][] {
  const spans: [number, number][] = [];
  // As content-sentences.ts reads them: sentences of their own after the brief's first quote.
  const firstQuote = reading.text.search(/⟪q\d+⟫/);
  if (firstQuote < 0) return spans;
  from = Math.max(from, firstQuote);
  if (from >= to) return spans;
  for (const m of reading.text.slice(from, to).matchAll(/(?<=[.!?⟫]\s+|^)[^.!?⟪⟫\n]+[.!?]?/g)) {
    if (isContentSentence(m[0], 2)) spans.push([from + m.index, from + m.index + m[0].length]);
  }
  return spans;
}

/** A picture on one half puts the texts without a placement on the other half. */
function splitLayout(pieces: Piece[]): void {
  const media = pieces.flatMap((p) => p.layers).find((l) => l.type === 'media' && (l.placement === 'left-half' || l.placement === 'right-half' || l.placement === 'top-half' || l.placement === 'bottom-half'));
  if (!media || media.type !== 'media') return;
  const other: Anchor = ({ 'left-half': 'right-half', 'right-half': 'left-half', 'top-half': 'bottom-half', 'bottom-half': 'top-half' } as const)[media.placement as 'left-half'];
  for (const piece of pieces) {
    if (piece.kind === 'media' || piece.kind === 'logo' || piece.kind === 'lower-third') continue;
    for (const layer of piece.layers) {
      if (layer.type === 'media' || layer.type === 'logo' || layer.type === 'progress') continue;
      // "text on the right" next to a picture on the left is the right half.
      if (!piece.said.placement || layer.placement === 'left' || layer.placement === 'right') layer.placement = layer.placement === 'left' ? 'left-half' : layer.placement === 'right' ? 'right-half' : other;
    }
    piece.said.placement = true;
  }
}

/** Lists shown one at a time: the gap between items, so the last one is in by about two thirds of the scene. */
export function staggerFor(items: number, duration: number): number {
  if (items <= 1) return 0;
  return round(clamp((duration * 0.6) / items, 0.4, 2.5), 2);
}

/** A scene's length when the prompt gave none: long enough to read what is on it. */
export function defaultLength(layers: Layer[], clipSeconds: (assetId: string) => number | undefined = () => undefined): number {
  let seconds = DEFAULT_SCENE_SECONDS;
  for (const layer of layers) {
    if (layer.type === 'list') seconds = Math.max(seconds, 2 + layer.items.length * 1.2);
    if (layer.type === 'chart') seconds = Math.max(seconds, 6);
    if (layer.type === 'text' && layer.role === 'quote') seconds = Math.max(seconds, 3 + layer.text.split(/\s+/).length / 3);
  }
  // A trimmed clip's scene lasts its kept part at its speed ("seconds 2 to 5": 3 s; in slow motion: 6 s).
  // A clip with no end said plays to its end: its scene lasts what is left of it, at its speed, when its length is known.
  const played = clipPlayedSeconds(layers, clipSeconds);
  if (played !== undefined) return round(Math.min(Math.max(played, 0.5), 600), 2);
  return round(Math.min(seconds, 20), 1);
}

/**
 * A subtitle said with a titled chart and no heading ("bar chart of monthly visitors: …, subtitle "First quarter"")
 * is the chart's own, set under its title: as a text layer of its own it was placed above the chart's title.
 */
function subtitleIntoChart(layers: Layer[]): Layer[] {
  const chart = layers.find((l) => l.type === 'chart' && l.title && !l.subtitle);
  const subtitles = layers.filter((l) => l.type === 'text' && l.role === 'subtitle');
  const heading = layers.some((l) => l.type === 'text' && l.role === 'heading');
  const sub = subtitles[0];
  if (!chart || chart.type !== 'chart' || heading || subtitles.length !== 1 || sub?.type !== 'text') return layers;
  chart.subtitle = sub.text.slice(0, 160);
  return layers.filter((l) => l !== sub);
}

/** The scene made of a description: its layers in drawing order, its length, background and fades. */
export function sceneOf(built: BuiltScene, clipSeconds?: (assetId: string) => number | undefined): Scene {
  const layers = subtitleIntoChart(sortLayers(built.pieces.flatMap((p) => p.layers)));
  const scene = newScene(built.duration ?? defaultLength(layers, clipSeconds));
  scene.layers = layers;
  finishLists(built.pieces, scene.duration);
  if (built.fades.fadeIn) scene.fadeIn = true;
  if (built.fades.fadeOut) scene.fadeOut = true;
  return scene;
}

/** Sets each list's stagger from what was said about its reveal, once the scene's length is known. */
export function finishLists(pieces: Piece[], duration: number): void {
  for (const piece of pieces) {
    for (const layer of piece.layers) {
      if (layer.type !== 'list') continue;
      if (piece.reveal === false) layer.stagger = 0;
      else if (piece.reveal === true) layer.stagger = staggerFor(layer.items.length, duration);
    }
  }
}

/** True when the description asked for nothing that shows: no layers (but a logo), length or background. */
export function isEmpty(built: BuiltScene): boolean {
  // A logo alone is not a scene: it goes on every scene.
  return built.pieces.every((p) => p.kind === 'logo') && built.duration === undefined && !built.background && !built.decorated && !built.logoCard;
}
