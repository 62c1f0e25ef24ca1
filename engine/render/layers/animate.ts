import type { Animation } from '../../../model/scene-document.js';
import { num } from '../ffmpeg/expr.js';

/*
 * Timing and motion as FFmpeg expressions of `t` (seconds since the scene began), shared by the layer modules.
 * Only numbers formatted here enter an expression.
 */

/** When a layer shows and how it enters and leaves, with `end` resolved. */
export interface Reveal {
  start: number;
  /** Seconds; undefined: until the scene's stream ends (including a transition's overlap into the next scene). */
  end?: number;
  animation: Animation;
}

/** A layer's reveal: `out: fade` without an `end` fades out as the scene ends. */
export function revealOf(layer: { start: number; end?: number; animation: Animation }, sceneSeconds: number): Reveal {
  const end = layer.end ?? (layer.animation.out === 'fade' ? sceneSeconds : undefined);
  const start = Math.min(layer.start, Math.max(0, sceneSeconds - 0.1));
  return { start, end: end === undefined ? undefined : Math.max(start + 0.1, end), animation: layer.animation };
}

/** The entrance's length, never longer than the time the layer shows. */
export function inSeconds(r: Reveal): number {
  if (r.animation.in === 'none') return 0;
  const span = r.end === undefined ? Infinity : r.end - r.start;
  return Math.max(1 / 30, Math.min(r.animation.duration, span / 2));
}

export function outSeconds(r: Reveal): number {
  if (r.animation.out !== 'fade' || r.end === undefined) return 0;
  return Math.max(1 / 30, Math.min(r.animation.duration, (r.end - r.start) / 2));
}

/** `enable=` for a window; undefined when the whole stream. */
export function enableExpr(from: number, to?: number): string | undefined {
  if (from <= 0 && to === undefined) return undefined;
  if (to === undefined) return `gte(t,${num(from)})`;
  return `between(t,${num(from)},${num(to - 0.0005)})`;
}

/** 0 → 1 over the entrance (linear), for fades. */
export function progressExpr(from: number, seconds: number): string {
  return `clip((t-${num(from)})/${num(seconds)},0,1)`;
}

/**
 * Alpha (0..1) of a layer that fades in and/or out; undefined when it is always opaque while shown.
 * `fadeIn` says whether the entrance is (also) a fade.
 */
export function alphaExpr(r: Reveal, fadeIn: boolean): string | undefined {
  const parts: string[] = [];
  const inS = inSeconds(r);
  if (fadeIn && inS > 0) parts.push(progressExpr(r.start, inS));
  const outS = outSeconds(r);
  if (outS > 0 && r.end !== undefined) parts.push(`clip((${num(r.end)}-t)/${num(outS)},0,1)`);
  return parts.length ? parts.join('*') : undefined;
}

/** How far from its place a sliding layer still is: `distance` at the start, 0 at the end (ease-out cubic). */
export function slideOffsetExpr(r: Reveal, distance: number): string {
  const p = progressExpr(r.start, inSeconds(r));
  return `${num(distance)}*pow(1-${p},3)`;
}

/** Per-frame steps of an entrance, for what FFmpeg cannot animate by expression (drawbox, font size). */
export function frameSteps(from: number, seconds: number, fps: number): { from: number; to: number; p: number }[] {
  const n = Math.max(1, Math.round(seconds * fps));
  const edge = (i: number) => frameEdge(from + (i * seconds) / n, fps);
  return Array.from({ length: n }, (_, i) => ({ from: edge(i), to: edge(i + 1), p: (i + 1) / (n + 1) }));
}

/**
 * The time half a frame before the frame nearest `t`. Windows that meet at such edges share every frame between
 * them exactly once: an edge on a frame time, rounded to the millisecond in the graph, left some frames in no
 * window at all (a box that blinked off during its fade).
 */
export function frameEdge(t: number, fps: number): number {
  return (Math.round(t * fps) - 0.5) / fps;
}
