/*
 * Chapter timing: every chapter is 30 frames per second with an exact whole number of frames per scene, so
 * concatenated chapters never drift.
 */
export const FPS = 30;

/** Whole frames (at least half a second's). */
export function framesFor(seconds: number): number {
  return Math.max(15, Math.round(seconds * FPS));
}
