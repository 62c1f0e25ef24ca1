import type { Layer } from '../../../model/scene-document.js';
import type { PixelBox } from '../layers/layer-api.js';

/** Whether two boxes share any pixel. */
export const intersects = (a: PixelBox, b: PixelBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Whether two layers are on screen together in a scene of `s` seconds (a layer with no end holds to the scene's). */
export const timeOverlap = (a: Layer, b: Layer, s: number) => a.start < (b.end ?? s + 10) && b.start < (a.end ?? s + 10);
