import type { CounterLayer } from '../../model/scene-document.js';

/*
 * The natural pace of a count (docs/writing-prompts.md: counters), shared by the interpreter (a scene grows to
 * hold a countdown) and the counter layer (how fast it counts).
 */

/** Seconds the final value stays on screen after a count-up that takes its scene: long enough to read it. */
export const HOLD_SECONDS = 1;

export type Count = Pick<CounterLayer, 'from' | 'to' | 'decimals' | 'countSeconds'>;

/** A countdown of whole numbers (10, 9, … 0), at most 60 of them: it ticks one number a second. */
export function ticksBySecond(layer: Count): boolean {
  return layer.decimals === 0 && Number.isInteger(layer.from) && Number.isInteger(layer.to) && layer.from > layer.to && layer.from - layer.to <= 60;
}

/**
 * The seconds a count takes: what the layer says; else its natural pace: a countdown of whole numbers one number a
 * second (10 → 0 takes 10 s); a count-up eases over the time the layer has, less a hold to read the final value.
 * `available`: seconds from the layer's start to its end (or the scene's).
 */
export function countSecondsOf(layer: Count, available: number): number {
  if (layer.countSeconds !== undefined) return layer.countSeconds;
  // A countdown longer than its scene (a fixed length won) ticks faster, to reach its end a moment before the cut.
  if (ticksBySecond(layer)) return Math.min(layer.from - layer.to, Math.max(0.5, available - HOLD_SECONDS / 2));
  return Math.max(0.5, Math.min(60, available - HOLD_SECONDS));
}

