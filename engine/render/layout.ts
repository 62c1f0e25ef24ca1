/*
 * Chapter timing: every chapter has an exact whole number of frames per scene, so concatenated chapters never drift.
 * A project's chapters are 30 frames per second; an export at 50 or 60 fps renders its chapters again at its own rate
 * (model/export-encoding.ts), passing `fps` down.
 */
export const FPS = 30;

/** Whole frames (at least half a second's) at `fps`. */
export function framesFor(seconds: number, fps: number = FPS): number {
  return Math.max(Math.round(fps / 2), Math.round(seconds * fps));
}
