import type { FrameSize } from '../../../model/format.js';
import type { Fill, Layer, Theme } from '../../../model/scene-document.js';
import type { PixelBox } from '../layers/layer-api.js';
import type { Backdrop } from '../typeset/raster.js';
import type { SetBlock } from '../typeset/set-block.js';
import type { PictureGround } from './calm-band.js';

/* What composing a scene's text blocks reads (BlockEnv) and makes (Block): shared by compose-blocks.ts and figure-place.ts. */

export interface BlockEnv {
  frame: FrameSize;
  theme: Theme;
  fill?: Fill;
  sceneSeconds: number;
  /** The boxes of the pictures (media layers) drawn under layer `i` while it is on screen. */
  picturesUnder: (i: number) => PixelBox[];
  /** The full-frame picture under layer `i`, measured (calm-band.ts); undefined when there is none. */
  ground?: (i: number) => PictureGround | undefined;
  /** The top of the captions drawn over the chapter, when it has captions. */
  captionsTop?: number;
  /** The drawn size of each logo layer (by index): a logo takes its own box in its corner, not the whole corner. */
  logoSizes?: ReadonlyMap<number, { w: number; h: number }>;
  /** The size (pixels) of the chapter's first title, in an earlier scene: this scene's headings are set no larger. */
  headingPx?: number;
  /** The accent the brief asked for (the document's): a lower third's panel takes it. */
  accent?: string;
  /** The layers that share the scene with another block (shared-layers.ts): a short title among them does not grow into a hero. */
  shared?: ReadonlySet<Layer>;
}

export interface Block {
  /** Layer indices, top to bottom. */
  members: number[];
  /** What the block covers: its members' boxes and its panel. */
  box: PixelBox;
  /** Whether the block overlaps a picture. */
  overMedia: boolean;
  /**
   * The one panel of a block of several layers over a picture (a block of one layer draws its own), or the scrim
   * of a block set in a full-frame picture's calm band (whatever its size).
   */
  panel?: { backdrop: Backdrop; box: PixelBox; like: SetBlock };
}
