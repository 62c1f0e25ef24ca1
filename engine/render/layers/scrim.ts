import { encodePng } from '../typeset/png.js';
import type { Backdrop } from '../typeset/raster.js';
import type { Reveal } from './animate.js';
import type { LayerContext, LayerSteps, PixelBox } from './layer-api.js';
import { overlayPicture } from './overlay-picture.js';

/*
 * A scrim: a soft gradient that darkens one edge of a full-frame picture under the text set there (calm-band.ts),
 * as a designer darkens the sky under a title instead of laying a box over the photo. Full opacity from the frame's
 * edge past the text (its `plateau`), then eased to nothing, with a little noise in the alpha so the long ramp does
 * not band in 8 bits. It is one picture, drawn once and held by the overlay; it fades in and out with its block.
 */

/** The scrim's alpha at `y` (0 at its edge .. 1 at its far end): full over the plateau, then a smoothstep to 0. */
export function scrimAlpha(y: number, plateau: number): number {
  if (y <= plateau) return 1;
  const p = Math.min(1, (y - plateau) / Math.max(1e-6, 1 - plateau));
  return 1 - p * p * (3 - 2 * p);
}

/** The scrim's picture: `box.w` × `box.h` RGBA, darkest at its edge. */
export function scrimPicture(backdrop: Backdrop, box: Pick<PixelBox, 'w' | 'h'>): Buffer {
  const { w, h } = box;
  const data = new Uint8ClampedArray(w * h * 4);
  const c = [1, 3, 5].map((k) => parseInt(backdrop.colour.slice(k, k + 2), 16));
  const plateau = backdrop.plateau ?? 0.5;
  // A fixed seed: the same scrim draws the same picture (renders stay reproducible).
  let seed = 0x2f6b1d;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  for (let row = 0; row < h; row++) {
    const fromEdge = backdrop.edge === 'top' ? row / Math.max(1, h - 1) : (h - 1 - row) / Math.max(1, h - 1);
    const alpha = 255 * backdrop.opacity * scrimAlpha(fromEdge, plateau);
    for (let x = 0; x < w; x++) {
      const i = (row * w + x) * 4;
      data[i] = c[0]!;
      data[i + 1] = c[1]!;
      data[i + 2] = c[2]!;
      data[i + 3] = alpha <= 0 ? 0 : Math.round(alpha + noise());
    }
  }
  return encodePng(data, w, h);
}

/** The steps that draw a scrim of `box` (frame pixels), entering and leaving with its block. */
export async function scrimSteps(ctx: LayerContext, backdrop: Backdrop, box: PixelBox, reveal: Reveal, input: string): Promise<LayerSteps> {
  // Typed or popping text: the scrim under it only fades. Text there from the scene's start finds it there (it is
  // part of the picture's look, and the video's first frame, its thumbnail, shows the text already readable).
  const own: Reveal = { ...reveal, animation: { ...reveal.animation, in: reveal.start <= 0 || reveal.animation.in === 'none' ? 'none' : 'fade', out: reveal.animation.out === 'none' ? 'none' : 'fade' } };
  return overlayPicture(ctx, scrimPicture(backdrop, box), { x: box.x, y: box.y }, own, input, 'scrim');
}
