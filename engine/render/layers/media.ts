import { dirname } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import { trimmedLength, type Layer, type MediaLayer } from '../../../model/scene-document.js';
import { clipFacts, clipPictureSeconds } from '../media/clip-probe.js';
import { clipMatrix, toWorkingSpace } from '../output/colour-space.js';
import { clipInputOptions } from '../media/clip-span.js';
import { imageInfo } from '../media/image-size.js';
import { alignIn } from '../placement.js';
import { ffColour } from '../style/themes.js';
import { enableExpr, inSeconds, outSeconds, revealOf, slideOffsetExpr, type Reveal } from './animate.js';
import { num } from '../ffmpeg/expr.js';
import type { LayerContext, LayerRenderer, LayerSteps } from './layer-api.js';

/*
 * An image or a video in its placement's box. `cover` (the default: "full frame", "in the background") fills the
 * box, cropping around the layer's focus (its centre unless the prompt named one: "focus on the top"); `contain`
 * ("fit", "the whole picture") shows all of it inside the box, aligned by the placement, letterboxed.
 *
 * Images get a slow camera move (Ken Burns: zoom-in, zoom-out, pan-left: the view travels leftwards across the
 * picture, pan-right) that is smooth, monotonic and sub-pixel: the picture is scaled once to its size on screen,
 * repeated, and every other frame is resampled by `perspective` from a rectangle computed in floating point per frame
 * (bilinear interpolation), the frames between being blends of their neighbours (kenBurnsChain: half the cost).
 * zoompan, used before, crops whole pixels (even ones in YUV 4:2:0), which moved a point
 * 2, 0, 2, 0 px per frame and made a zoom-out grow again in some frames. A still image is scaled once and repeated
 * by overlay. Videos loop when shorter than their time on screen and are cut when longer; a trimmed clip plays
 * its part (opened there by input seeking: clip-span.ts) once, at its speed, and its last frame holds.
 *
 * A fade (in or out) fades the medium from and to the scene's background colour rather than transparency: the
 * same picture over a plain background, without blending a full-frame alpha layer on every frame. Slides move the
 * overlay; pop enters as a fade.
 *
 * A clip's pixels are converted from its own YUV matrix (BT.709 for HD phone and camera clips) into the one the
 * chapter's graph works in (colour-space.ts); pictures are RGB and become the graph's YUV as they are scaled.
 *
 * The file is opened only through inputArgsForFile (lib/media/input-args.ts): the demuxer of the layer's kind that
 * its bytes are, files only, QuickTime data references off. A file that is no image (or video) of a supported type,
 * e.g. a playlist, fails the render with the reason instead of being handed to FFmpeg's guessing.
 */

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
/** How far a Ken Burns move zooms (1.15: the view narrows to 87 %), and how much larger the view is for a pan. */
export const KEN_BURNS_ZOOM = 0.15;

interface Size {
  w: number;
  h: number;
}

/** The size of a `contain`ed picture of aspect `aspect` (w/h) inside `box`. */
function containSize(aspect: number, box: Size): Size {
  return aspect > box.w / box.h ? { w: even(box.w), h: even(box.w / aspect) } : { w: even(box.h * aspect), h: even(box.h) };
}

type Focus = MediaLayer['focus'];

/** `scale` (and `crop` around the focus, for cover) to exactly `size`. */
function scaleTo(size: Size, cover: boolean, focus?: Focus): string {
  if (!cover) return `scale=${size.w}:${size.h}`;
  const fx = num(focus?.x ?? 0.5);
  const fy = num(focus?.y ?? 0.5);
  return `scale=${size.w}:${size.h}:force_original_aspect_ratio=increase,crop=${size.w}:${size.h}:x='(iw-ow)*${fx}':y='(ih-oh)*${fy}'`;
}

/**
 * The view of a Ken Burns move at progress `p` (0..1): the rectangle of the picture (fractions of its size) that
 * fills the frame. Zooms are centred on the focus (kept where it is on screen); pans cross at the focus's height.
 */
export function kenBurnsView(kind: MediaLayer['kenBurns'], p: number, focus?: Focus): { x: number; y: number; w: number; h: number } {
  const fx = focus?.x ?? 0.5;
  const fy = focus?.y ?? 0.5;
  const z = KEN_BURNS_ZOOM;
  let zoom = 1;
  if (kind === 'zoom-in') zoom = 1 + z * p;
  else if (kind === 'zoom-out') zoom = 1 + z * (1 - p);
  else if (kind === 'pan-left' || kind === 'pan-right') zoom = 1 + z;
  const w = 1 / zoom;
  let x = fx * (1 - w);
  const y = fy * (1 - w);
  if (kind === 'pan-left') x = (1 - w) * (1 - p);
  if (kind === 'pan-right') x = (1 - w) * p;
  return { x, y, w, h: w };
}

/**
 * `perspective` resampling a frame from the view rectangle of kenBurnsView as an expression of the frame number
 * `on` (the same formula, in FFmpeg's expression language): floating point, interpolated. Its frame k shows progress
 * `step`·k/(frames − 1): `step` 2 computes every other frame of the move (see kenBurnsChain). The progress is not
 * clamped at 1: with `step` 2 the last computed frame may lie half a step past the end (never shown alone).
 */
export function kenBurnsFilter(kind: MediaLayer['kenBurns'], frames: number, focus?: Focus, step = 1, skipped = 0): string {
  const n = Math.max(1, frames - 1);
  const z = KEN_BURNS_ZOOM;
  const fx = num(focus?.x ?? 0.5);
  const fy = num(focus?.y ?? 0.5);
  // perspective counts frames from 1 (`on` is 1 on the first frame); `skipped`: frames of the move not given to it
  // (a still's: kenBurnsStillChain), so its first frame is the move's frame `skipped`.
  const k = skipped > 0 ? `(on-1+${skipped})` : '(on-1)';
  const p = step === 1 ? `min(${k}/${n},1)` : `${k}*${step}/${n}`;
  const zoom = kind === 'zoom-in' ? `(1+${z}*${p})` : kind === 'zoom-out' ? `(1+${z}*(1-${p}))` : `${num(1 + z)}`;
  const w = `(1/${zoom})`;
  const x = kind === 'pan-left' ? `(1-${w})*(1-${p})` : kind === 'pan-right' ? `(1-${w})*${p}` : `${fx}*(1-${w})`;
  const y = `${fy}*(1-${w})`;
  const left = `W*${x}`;
  const right = `W*(${x}+${w})`;
  const top = `H*${y}`;
  const bottom = `H*(${y}+${w})`;
  const corners = [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ];
  const opts = corners.flatMap(([cx, cy], i) => [`x${i}='${cx}'`, `y${i}='${cy}'`]);
  return `perspective=${opts.join(':')}:interpolation=linear:sense=source:eval=frame`;
}

/**
 * The filters turning one still frame (a picture at its size on screen, yuv420p) into `frames` frames of its Ken
 * Burns move, at `fps`, timestamps from 0 (time base 1/fps).
 *
 * Speed (issue 29's bench): `perspective` resamples the whole frame through a per-pixel map, about 25 ms of CPU per
 * 1080p frame, as much as x264 spends encoding it. So it computes every other frame (frames 0, 2, 4, … of the move,
 * one more past the end when the count is even) and `framerate` makes each frame between two computed ones as their
 * average. The move is at most 0.9 px a frame at 1080p (a zoom's edges; pans 1.7 px), so a blend of its neighbours,
 * ±1 frame apart, is the in-between position to a small fraction of a pixel (a point's path is smooth and monotonic:
 * media-output.test.ts tracks one) and looks like the interpolated frame it replaces; it costs a blend (SIMD) instead
 * of a resample. Half the resampling: a 5 s 1080p slide took 4.5 s of filter CPU, now 2.6 s. Short moves (a few
 * frames) are computed whole. `framerate` and these options are in FFmpeg 4.1 (the npm fallback) and 5.1 alike.
 */
export function kenBurnsChain(kind: MediaLayer['kenBurns'], frames: number, fps: number, focus?: Focus): string[] {
  if (frames < 8) return [`loop=loop=${frames - 1}:size=1:start=0`, kenBurnsFilter(kind, frames, focus), `settb=1/${fps}`, 'setpts=N'];
  // Computed frames at 0, 2, …, up to the first at or past the last frame (frames − 1).
  const computed = Math.ceil((frames - 1) / 2) + 1;
  return [
    `loop=loop=${computed - 1}:size=1:start=0`,
    kenBurnsFilter(kind, frames, focus, 2),
    `settb=1/${fps}`,
    'setpts=2*N',
    // Every output frame between two computed ones is their average (interp 0..255: always blend, no scene cuts).
    `framerate=fps=${fps}:interp_start=0:interp_end=255:scene=100:flags=0`,
    `trim=end_frame=${frames}`,
  ];
}

/**
 * kenBurnsChain's frame `j` alone, for a still (layer-api.ts `onlyFrame`): the two computed frames around it (or
 * ending on it) resampled by the same `perspective` at the same progress and blended by the same `framerate`, then
 * repeated for the move's `frames` frames, so the stream keeps its length and timestamps (a scene's base is trimmed
 * by counting its frames) while only frame `j`, the one the still keeps, is computed.
 */
export function kenBurnsStillChain(kind: MediaLayer['kenBurns'], frames: number, fps: number, focus: Focus | undefined, j: number): string[] {
  const hold = `loop=loop=${frames - 1}:size=1:start=0`;
  if (frames < 8) return [kenBurnsFilter(kind, frames, focus, 1, j), hold, `settb=1/${fps}`, 'setpts=N'];
  const computed = Math.ceil((frames - 1) / 2) + 1;
  const from = Math.max(0, Math.min(Math.floor(j / 2), computed - 2));
  return [
    'loop=loop=1:size=1:start=0',
    kenBurnsFilter(kind, frames, focus, 2, from),
    `settb=1/${fps}`,
    `setpts=2*(N+${from})`,
    `framerate=fps=${fps}:interp_start=0:interp_end=255:scene=100:flags=0`,
    `trim=start_pts=${j}:end_pts=${j + 1}`,
    hold,
  ];
}

/**
 * Whether the medium shows from the video's first frame: then it is there whole on that frame (the thumbnail), with
 * no entrance, as the text over it already is (text-motion.ts); its camera move is its life.
 */
function opensVideo(ctx: LayerContext, reveal: Reveal): boolean {
  return ctx.firstScene === true && reveal.start === 0;
}

/** Fades of the medium from and to the background colour, on its own timestamps (scene time). */
function fades(reveal: Reveal, colour: string, opening = false): string[] {
  const out: string[] = [];
  const fadeIn = !opening && (reveal.animation.in === 'fade' || reveal.animation.in === 'pop');
  const inS = inSeconds(reveal);
  if (fadeIn && inS > 0) out.push(`fade=t=in:st=${num(reveal.start)}:d=${num(inS)}:color=${ffColour(colour)}`);
  const outS = outSeconds(reveal);
  if (outS > 0 && reveal.end !== undefined) out.push(`fade=t=out:st=${num(reveal.end - outS)}:d=${num(outS)}:color=${ffColour(colour)}`);
  return out;
}

/** overlay's x and y: aligned in the box (by expression when the size is known only to FFmpeg), plus a slide. */
function position(ctx: LayerContext, reveal: Reveal, size: Size | undefined): { x: string; y: string } {
  const region = { box: ctx.box, h: ctx.align?.h ?? 'center', v: ctx.align?.v ?? 'middle' };
  const { box } = ctx;
  let x: string;
  let y: string;
  let left: number;
  let top: number;
  let w: number;
  let h: number;
  if (size) {
    ({ x: left, y: top } = alignIn(region, size.w, size.h));
    ({ w, h } = size);
    x = num(left);
    y = num(top);
  } else {
    x = region.h === 'left' ? num(box.x) : region.h === 'right' ? `${num(box.x + box.w)}-w` : `${num(box.x + box.w / 2)}-w/2`;
    y = region.v === 'top' ? num(box.y) : region.v === 'bottom' ? `${num(box.y + box.h)}-h` : `${num(box.y + box.h / 2)}-h/2`;
    ({ x: left, y: top, w, h } = box);
  }
  const kind = opensVideo(ctx, reveal) ? 'none' : reveal.animation.in;
  if (kind === 'slide-left') x += `+${slideOffsetExpr(reveal, ctx.frame.width - left)}`;
  if (kind === 'slide-right') x += `+${slideOffsetExpr(reveal, -(left + w))}`;
  if (kind === 'slide-up') y += `+${slideOffsetExpr(reveal, ctx.frame.height - top)}`;
  if (kind === 'slide-down') y += `+${slideOffsetExpr(reveal, -(top + h))}`;
  return { x, y };
}

interface MediaSource {
  statements: string[];
  /** Pad label of the medium's own stream (scene time, from its start). */
  src: string;
  size?: Size;
  /** The medium ends before the scene: its last frame holds (overlay's eof_action=repeat). */
  repeatLast: boolean;
  reveal: Reveal;
}

/**
 * The medium's own stream, sized for its box. `base`: it is the scene's whole picture (fillsScene), drawn on
 * nothing: a still is repeated for every frame (no overlay is there to hold it) and an untrimmed clip reads a few
 * frames more than the scene needs.
 */
async function mediaSource(layer: MediaLayer, ctx: LayerContext, path: string, base: boolean): Promise<MediaSource> {
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const streamSeconds = ctx.streamSeconds ?? ctx.sceneSeconds;
  const visible = Math.max(1 / ctx.fps, (reveal.end ?? streamSeconds) - reveal.start);
  const frames = Math.max(1, Math.ceil(visible * ctx.fps));
  const cover = layer.fit === 'cover';
  const background = ctx.background ?? '#000000';
  const src = ctx.label('media');
  const statements: string[] = [];
  let size: Size | undefined;
  let repeatLast = false;

  if (layer.kind === 'image') {
    const k = ctx.addInput(inputArgsForFile(path, 'image', { dir: dirname(path) }));
    const info = await imageInfo(path);
    size = cover ? { w: even(ctx.box.w), h: even(ctx.box.h) } : info ? containSize(info.width / info.height, ctx.box) : undefined;
    const pix = info?.alpha ? 'yuva420p' : 'yuv420p';
    const chain = [`[${k}:v]`];
    if (!size) {
      // A format whose size is not read here: contained in the box, letterboxed in the background colour.
      size = { w: even(ctx.box.w), h: even(ctx.box.h) };
      chain.push(`scale=${size.w}:${size.h}:force_original_aspect_ratio=decrease,pad=${size.w}:${size.h}:(ow-iw)/2:(oh-ih)/2:color=${ffColour(background)}`);
    }
    const animated = layer.kenBurns !== 'none' && !ctx.still;
    chain.push(`${scaleTo(size, cover, layer.focus)},setsar=1,format=${pix}`);
    if (animated && ctx.onlyFrame !== undefined) {
      // A still: the move's frame shown then (any one when the medium is not on screen then: it is not seen).
      const j = Math.max(0, Math.min(frames - 1, ctx.onlyFrame - Math.round(reveal.start * ctx.fps)));
      chain.push(...kenBurnsStillChain(layer.kenBurns, frames, ctx.fps, layer.focus, j));
    } else if (animated) chain.push(...kenBurnsChain(layer.kenBurns, frames, ctx.fps, layer.focus));
    const fadeFilters = fades(reveal, background, opensVideo(ctx, reveal));
    if (!animated && (fadeFilters.length || base)) chain.push(`loop=loop=${frames - 1}:size=1:start=0`);
    if (!animated && !fadeFilters.length && !base) repeatLast = true;
    // Frame n at the layer's start + n frames (a still's timestamps are in its demuxer's time base).
    chain.push(`settb=1/${ctx.fps}`, `setpts=N+${Math.round(reveal.start * ctx.fps)}`, ...fadeFilters);
    statements.push(`${chain[0]}${chain.slice(1).join(',')}${src}`);
  } else {
    // The loop or the trim, and the length, are options of this input: before its demuxer options and `-i`
    // (clip-span.ts: input seeking, so only the kept part is decoded). As the scene's base, an untrimmed clip reads
    // a tenth of a second more, so the scene never runs out of frames.
    const read = base && !layer.trim ? visible + 0.1 : visible;
    const k = ctx.addInput([...clipInputOptions(layer, read), ...inputArgsForFile(path, 'video', { dir: dirname(path) })]);
    const box = { w: even(ctx.box.w), h: even(ctx.box.h) };
    const scale = cover ? scaleTo(box, true, layer.focus) : `scale=${box.w}:${box.h}:force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2`;
    if (cover) size = box;
    // A trimmed clip plays its part once; its last frame then holds (overlay's eof_action=repeat).
    if (layer.trim) repeatLast = true;
    const speed = layer.speed !== undefined && layer.speed !== 1 ? [`setpts=(PTS-STARTPTS)/${num(layer.speed)}`] : [];
    // Its pixels into the graph's matrix (colour-space.ts), on the kept frames at their size on screen, before a fade
    // mixes in the background's colour.
    const colour = toWorkingSpace(clipMatrix(await clipFacts(path)), ctx.space);
    statements.push(
      `[${k}:v]${[...speed, `fps=${ctx.fps}`].join(',')},${scale},setsar=1,format=yuv420p,trim=end_frame=${frames},settb=1/${ctx.fps},setpts=N+${Math.round(reveal.start * ctx.fps)}${[...(colour ? [colour] : []), ...fades(reveal, background, opensVideo(ctx, reveal))].map((f) => `,${f}`).join('')}${src}`,
    );
  }
  return { statements, src, size, repeatLast, reveal };
}

/**
 * Whether the layer alone paints every pixel of every frame of the scene's stream, so the scene's background and
 * the layers under it need not be drawn (compose-scene.ts): a full-frame, cover-fit picture with no transparency,
 * there from the stream's first frame to its last, entering in place (no slide; a fade goes from the background's
 * colour, not from transparency), with frames for all of it. Stills are repeated as long as needed; an untrimmed
 * clip loops; a trimmed clip must hold its whole time on screen within its kept part, and that part must be in the
 * file (read by ffprobe, clip-probe.ts). "The last N seconds" (read from the file's end) is never taken for one:
 * its first frame is not known here, and the overlay holding its last frame is kept.
 */
export async function fillsScene(layer: Layer, ctx: LayerContext): Promise<boolean> {
  if (layer.type !== 'media' || layer.fit !== 'cover') return false;
  const path = ctx.mediaPath(layer.assetId);
  if (!path) return false;
  const { box, frame } = ctx;
  if (box.x > 0 || box.y > 0 || box.x + box.w < frame.width || box.y + box.h < frame.height || even(box.w) !== frame.width || even(box.h) !== frame.height) return false;
  const reveal = revealOf(layer, ctx.sceneSeconds);
  const streamSeconds = ctx.streamSeconds ?? ctx.sceneSeconds;
  if (reveal.start > 0 || (reveal.end !== undefined && reveal.end < streamSeconds)) return false;
  if (!opensVideo(ctx, reveal) && /^slide/.test(reveal.animation.in)) return false;
  if (layer.kind === 'image') {
    const info = await imageInfo(path);
    return info !== undefined && !info.alpha;
  }
  const trim = layer.trim;
  if (!trim) return true;
  if (trim.last !== undefined) return false;
  const speed = layer.speed ?? 1;
  const kept = trimmedLength(trim);
  if (kept !== undefined && kept / speed < streamSeconds) return false;
  const picture = await clipPictureSeconds(path);
  return picture !== undefined && picture >= trim.from + (kept ?? streamSeconds * speed) - 0.001;
}

/** The medium as the scene's whole picture (see fillsScene): its stream is the scene's stream, nothing under it. */
export async function renderMediaBase(layer: MediaLayer, ctx: LayerContext): Promise<LayerSteps | undefined> {
  const path = ctx.mediaPath(layer.assetId);
  if (!path) return undefined;
  const { statements, src } = await mediaSource(layer, ctx, path, true);
  return { statements, output: src };
}

export const renderMedia: LayerRenderer<MediaLayer> = async (layer, ctx, input) => {
  const path = ctx.mediaPath(layer.assetId);
  if (!path) return { statements: [], output: input };
  const { statements, src, size, repeatLast, reveal } = await mediaSource(layer, ctx, path, false);
  const { x, y } = position(ctx, reveal, size);
  const enable = enableExpr(reveal.start, reveal.end);
  const output = ctx.label('media');
  const opts = [`x='${x}'`, `y='${y}'`, `eof_action=${repeatLast ? 'repeat' : 'pass'}`];
  if (enable) opts.push(`enable='${enable}'`);
  statements.push(`${input}${src}overlay=${opts.join(':')}${output}`);
  return { statements, output };
};
