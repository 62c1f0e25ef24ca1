import { trimmedLength, type Anchor, type Layer, type LayoutCell, type LogoLayer, type MediaLayer } from '../../../model/scene-document.js';
import { readKenBurns } from './animation.js';
import { animation } from '../compose/layers.js';
import type { Piece } from '../compose/piece.js';
import { logoScale, readPlacement, readSize } from './placement.js';
import type { Reading } from '../read/reading.js';
import { MAX_CLIP_SPEED, readMuted, readSpeed, readTrim, withKnownLength } from './trims.js';
import type { KnownAsset } from '../types.js';

/*
 * The caller's own assets named in a scene: images and videos become media layers, or a logo ("as a logo",
 * "watermark"), a background ("in the background", "behind the text"), one side of a split ("on the left with
 * the text on the right"); audio becomes the soundtrack. A clip's trim, speed and sound are read in trims.ts.
 */

const MUSIC_WORDS = String.raw`(?:(?:background|backing|the|some|my|our|this|upbeat|calm|soft|epic|happy|chill|relaxing|dramatic|energetic)\s+)*(?:music|soundtrack|song|track|tune|audio|beat)`;

export interface AssetReading {
  pieces: Piece[];
  soundtracks: KnownAsset[];
}

export function readAssets(reading: Reading, from: number, to: number): AssetReading {
  const pieces: Piece[] = [];
  const soundtracks: KnownAsset[] = [];
  for (const token of reading.assetTokens(from, to)) {
    const asset = reading.assets[Number(token[1])]!;
    const end = token.index + token[0].length;
    reading.takeMatch(token);
    if (asset.kind === 'audio') {
      soundtracks.push(asset);
      const before = reading.find(new RegExp(String.raw`(?:\b(?:with|and|plus|add|use|play)\s+)?${MUSIC_WORDS}\s*(?:from\s+|:|-)?\s*$`, 'i'), Math.max(from, token.index - 60), token.index)[0];
      if (before) reading.takeMatch(before);
      const after = reading.first(new RegExp(String.raw`^\s*(?:as\s+(?:the\s+|a\s+)?${MUSIC_WORDS}|(?:playing\s+)?(?:in\s+the\s+background|underneath|under\s+(?:it|everything)))`, 'i'), end, to);
      if (after) reading.takeMatch(after);
      continue;
    }
    const layer: MediaLayer = {
      type: 'media',
      assetId: asset.id,
      kind: asset.kind,
      placement: 'full',
      fit: 'cover',
      kenBurns: asset.kind === 'image' ? 'zoom-in' : 'none',
      start: 0,
      animation: animation({ in: 'none' }),
    };
    // The trim, speed and sound said around a clip (read first: trims.ts readClipWords).
    // "<a> (our car)", "<b> (the driver smiling)": a remark in brackets right after a picture says what it shows,
    // to the tool; it is never drawn (a bracket that quotes a text is left to the text readers).
    const remark = reading.first(/^\s*\([^()⟪\u0001\n]{1,60}\)/, end, to);
    if (remark) reading.takeMatch(remark);
    const clip = reading.clipWords.get(Number(token[1]));
    if (clip?.trim) layer.trim = asset.seconds !== undefined ? withKnownLength(clip.trim, asset.seconds) : clip.trim;
    if (clip?.speed !== undefined && clip.speed !== 1) layer.speed = Math.min(clip.speed, MAX_CLIP_SPEED);
    if (clip?.muted !== undefined) layer.muted = clip.muted;
    pieces.push({ kind: 'media', start: token.index, end, layers: [layer], said: {} });
  }
  return { pieces, soundtracks };
}

/** For the whole video: "the whole time", "throughout", "on every slide", "all the way through". */
const WHOLE_VIDEO = /\b(?:(?:for|during)\s+)?(?:the\s+whole\s+(?:time|way\s+through|video|thing)|throughout(?:\s+the\s+(?:whole\s+|entire\s+)?(?:video|clip|thing))?|all\s+(?:the\s+)?way\s+through|(?:on|in|across)\s+(?:every|each|all(?:\s+the)?)\s+(?:slides?|scenes?|frames?|shots?))\b/i;
const LOGO = /\b(?:(?:as|for)\s+(?:a|an|the|our|my|your|its)\s+)?(?:(?:company|brand|small|little)\s+)?(?:logo|watermark|brand\s*mark|badge|bug)\b/i;
/** Two pictures set beside each other to be compared. */
export const COMPARED = /\b(?:split[- ]?screen|side[- ]by[- ]side|before\s*(?:and|&|\/)\s*after|vs\.?|versus|compar(?:e|ed|ing|ison))\b/i;
export const COMPARED_LOGO = /\b(?:(?:the|our|my|an?)\s+)?(?:old|new|current|previous|former|original|updated|redesigned|first|second)\s+(?:logo|badge|brand\s*mark)\b/i;
const ON_A_SIDE = /\b(?:on\s+the\s+(?:left|right)(?:\s+side)?|(?:left|right)\s+(?:side|half))\b/i;
const BACKGROUND = /\b(?:in\s+the\s+background|as\s+(?:the\s+|a\s+)?(?:background|backdrop)(?:\s+(?:image|picture|photo|video))?|behind\s+(?:the\s+text|everything|it|the\s+(?:title|heading|words)|them)|(?:background|backdrop)\s+(?:image|picture|photo|video|clip|footage)|full[- ]?(?:screen|bleed)|fill(?:s|ing)?\s+the\s+(?:whole\s+)?(?:screen|frame))\b/i;
const COVER = /\b(?:cropped(?:\s+to\s+fill)?|crop(?:ped)?\s+to\s+fill|cover(?:ing)?\s+the\s+(?:screen|frame))\b/i;
const CONTAIN = /\b(?:uncropped|not\s+cropped|(?:do\s+not|don'?t|never)\s+crop(?:\s+(?:it|them|the\s+(?:image|picture|photo|video|clip)))?|no\s+crop(?:ping)?|(?:fit|fitted|shown|show\s+it)\s+(?:whole|entirely|inside|in\s+(?:the\s+)?frame)|(?:fit|fitted)\b(?:\s+(?:it|to\s+(?:the\s+)?(?:frame|screen)))?|letterbox(?:ed)?|(?:the\s+)?whole\s+(?:image|picture|photo|video|clip|frame\s+of\s+it))\b/i;

/** "focus on the top", "keep the left", "centred on the face at the top right": what a crop keeps in view. */
const FOCUS = /\b(?:focus(?:ed|sed)?\s+on|keep(?:ing)?(?:\s+in\s+view)?|cent(?:er|re)d?\s+on|crop(?:ped)?\s+(?:to|around|on))\s+(?:the\s+)?(?:(?:picture'?s|image'?s|photo'?s)\s+)?(top|bottom|left|right|upper|lower|middle|cent(?:er|re))(?:[\s-]+(left|right))?(?:\s+(?:side|half|part|edge|corner|of\s+(?:it|the\s+(?:picture|image|photo|video))))?\b/i;

/** The focus a FOCUS match names, in fractions of the picture. */
export function focusOf(m: RegExpExecArray): { x: number; y: number } {
  const first = m[1]!.toLowerCase();
  const second = m[2]?.toLowerCase();
  let x = 0.5;
  let y = 0.5;
  if (first === 'top' || first === 'upper') y = 0;
  if (first === 'bottom' || first === 'lower') y = 1;
  if (first === 'left') x = 0;
  if (first === 'right') x = 1;
  if (second === 'left') x = 0;
  if (second === 'right') x = 1;
  return { x, y };
}

/** The words around a picture decide what it is; `windows` are the ranges that belong to it, nearest first. */
export function applyMediaWords(piece: Piece, reading: Reading, windows: [number, number][]): void {
  const media = piece.layers[0] as MediaLayer;
  const inAny = <T>(read: (from: number, to: number) => T | undefined): T | undefined => {
    for (const [from, to] of windows) {
      const found = read(from, to);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  // An image whose file is named as a logo ("logo.png", "acme-logo.svg") is one, unless it is said to fill the frame.
  const fileName = reading.assets.find((a) => a.id === media.assetId)?.name ?? '';
  const namedLogo = media.kind === 'image' && /(?:^|[^a-z])(?:logo|watermark)/i.test(fileName) && !inAny((f, t) => reading.first(BACKGROUND, f, t));
  // "Split screen: old logo <a> on the left labelled "2015", new logo <b> on the right": logos compared are the
  // pictures of the layout, set on their side, not a corner mark.
  const compared = COMPARED.test(reading.text) && inAny((f, t) => reading.first(COMPARED_LOGO, f, t) ?? reading.first(ON_A_SIDE, f, t));
  if (compared && media.kind === 'image') inAny((f, t) => reading.takeFirst(COMPARED_LOGO, f, t) ?? undefined);
  else if (media.kind === 'image' && (inAny((f, t) => reading.takeFirst(LOGO, f, t)) || namedLogo)) {
    const anchor = inAny((f, t) => readPlacement(reading, f, t));
    const size = inAny((f, t) => readSize(reading, f, t));
    // A logo stays the whole video (compose/scenes.ts spreadLogo): "the whole time", "on every slide" say so.
    inAny((f, t) => reading.takeFirst(WHOLE_VIDEO, f, t) ?? undefined);
    const logo: LogoLayer = {
      type: 'logo',
      assetId: media.assetId,
      placement: anchor === 'corner' || anchor === undefined || anchor === 'full' ? 'top-right' : anchor,
      scale: logoScale(size),
      start: 0,
      animation: animation(),
    };
    piece.kind = 'logo';
    piece.layers = [logo];
    return;
  }
  const focus = inAny((f, t) => {
    const m = reading.first(FOCUS, f, t);
    if (m) reading.takeMatch(m);
    return m ?? undefined;
  });
  if (focus) media.focus = focusOf(focus);
  if (inAny((f, t) => reading.takeFirst(BACKGROUND, f, t))) {
    media.placement = 'full';
    media.fit = 'cover';
  }
  // "{photo} on top, "Grand Opening" below it": said right after the picture, "on top" is its place, not in front.
  const onTop = /^\s*,?\s*(?:on\s+(?:the\s+)?top|up\s+top|above)\b(?!\s+(?:of|half)\b)/i.exec(reading.text.slice(piece.end, piece.end + 24));
  if (onTop && reading.isFree(piece.end, piece.end + onTop[0].length)) {
    reading.take(piece.end, piece.end + onTop[0].length);
    media.placement = 'top-half';
  }
  const anchor = inAny((f, t) => readPlacement(reading, f, t));
  if (anchor) media.placement = sideOf(anchor);
  if (media.kind === 'image') {
    const move = inAny((f, t) => readKenBurns(reading, f, t));
    if (move) media.kenBurns = move;
  } else {
    // The part of a clip, its speed and its sound (trims.ts), unless said beside it already (read first: a factor
    // said there wins over a manner left here, "slow mo the kick in <clip>, at quarter speed").
    const trim = inAny((f, t) => readTrim(reading, f, t));
    if (trim) media.trim ??= trim;
    const speed = inAny((f, t) => readSpeed(reading, f, t));
    if (speed !== undefined && speed !== 1) media.speed ??= speed;
    const muted = inAny((f, t) => readMuted(reading, f, t));
    if (muted !== undefined) media.muted ??= muted;
  }
  if (inAny((f, t) => reading.takeFirst(COVER, f, t))) media.fit = 'cover';
  else if (inAny((f, t) => reading.takeFirst(CONTAIN, f, t))) media.fit = 'contain';
  if (media.placement === 'left-half' || media.placement === 'right-half' || media.placement === 'top-half' || media.placement === 'bottom-half') media.fit = 'cover';
}

/**
 * A picture "on the left" takes the left half of the frame, "at the top" the top half (the text goes in the other):
 * a 9:16 post's photo above its words.
 */
function sideOf(anchor: Anchor | 'corner'): Anchor {
  if (anchor === 'left') return 'left-half';
  if (anchor === 'right') return 'right-half';
  if (anchor === 'top') return 'top-half';
  if (anchor === 'bottom') return 'bottom-half';
  if (anchor === 'corner') return 'bottom-right';
  return anchor;
}

/** A clip's part, speed and sound, kept when it becomes a cell of a layout (a split, a grid, a picture in picture). */
export function cellPlaying(layer: MediaLayer): Pick<LayoutCell, 'trim' | 'speed' | 'muted'> {
  if (layer.kind !== 'video') return {};
  return { ...(layer.trim ? { trim: layer.trim } : {}), ...(layer.speed !== undefined ? { speed: layer.speed } : {}), ...(layer.muted !== undefined ? { muted: layer.muted } : {}) };
}

/**
 * How long the scene's clip plays, when known: a clip plays whole unless a part is said, at its speed ("seconds 2 to
 * 5": 3 s; in slow motion: 6 s; a clip with no end said plays what is left of it). A full-frame clip sets it; else a
 * layout's clips: a picture in picture's main picture (its inset, when the main is a still), or the longest of a split's or a grid's (the others loop).
 */
export function clipPlayedSeconds(layers: readonly Layer[], clipSeconds: (assetId: string) => number | undefined): number | undefined {
  const played = (clip: Pick<LayoutCell, 'assetId' | 'trim' | 'speed'>): number | undefined => {
    const whole = clipSeconds(clip.assetId);
    const from = clip.trim?.from ?? 0;
    const kept = trimmedLength(clip.trim) ?? (whole !== undefined && whole > from ? whole - from : undefined);
    return kept === undefined ? undefined : kept / (clip.speed ?? 1);
  };
  const media = layers.find((l) => l.type === 'media' && l.kind === 'video');
  if (media?.type === 'media') return played(media);
  const layout = layers.find((l) => l.type === 'layout' && l.cells.some((c) => c.kind === 'video'));
  if (layout?.type !== 'layout') return undefined;
  // A still as the main picture holds for as long as its inset clip plays.
  const cells = layout.arrangement === 'pip' && layout.cells[0]?.kind === 'video' ? layout.cells.slice(0, 1) : layout.cells;
  const lengths = cells.filter((c) => c.kind === 'video').map(played).filter((s): s is number => s !== undefined);
  return lengths.length ? Math.max(...lengths) : undefined;
}
