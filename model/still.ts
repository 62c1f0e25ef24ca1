import { z } from 'zod';
import { queryDecimal, queryInteger } from './query-params.js';

/*
 * A still of one instant of a chapter (GET/POST .../frame): what the request may ask for. The still is drawn at the
 * width asked, with the height of the project's aspect; the widest and tallest side is at most 1920 pixels.
 */

export const STILL_MIN_WIDTH = 64;
export const STILL_MAX_SIDE = 1920;
export const STILL_DEFAULT_WIDTH = 640;

export const StillQuery = z.object({
  t: queryDecimal('t', 0, 3000, 0, "Seconds from the chapter's start (0 up to, not including, its length)"),
  width: queryInteger('width', STILL_MIN_WIDTH, STILL_MAX_SIDE, STILL_DEFAULT_WIDTH, 'Width in pixels (even); the height follows the project\'s aspect, and neither side may pass 1920'),
  format: z.enum(['png', 'jpeg']).optional().transform((v) => v ?? 'png').meta({ description: 'png (default) or jpeg' }),
});
export type StillQuery = z.infer<typeof StillQuery>;

/** The still's size: the width asked, the height of the aspect (even), or why it cannot be drawn. */
export function stillSize(width: number, aspect: { width: number; height: number }): { ok: true; width: number; height: number } | { ok: false; hint: string } {
  if (width % 2 !== 0) return { ok: false, hint: `width must be even (the video's frames are 4:2:0): ask for ${width - 1} or ${width + 1}` };
  const height = Math.round((width * aspect.height) / aspect.width / 2) * 2;
  if (height > STILL_MAX_SIDE) {
    const widest = Math.floor((STILL_MAX_SIDE * aspect.width) / aspect.height / 2) * 2;
    return { ok: false, hint: `width ${width} makes the still ${height} pixels tall in this project's aspect; at most ${widest} keeps it within ${STILL_MAX_SIDE}` };
  }
  if (height < 2) return { ok: false, hint: 'width is too small for this aspect' };
  return { ok: true, width, height };
}
