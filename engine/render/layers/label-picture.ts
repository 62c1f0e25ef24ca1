import type { FrameSize } from '../../../model/format.js';
import type { Theme } from '../../../model/scene-document.js';
import { blockPicture, REST, type Backdrop } from '../typeset/raster.js';
import { setBlock, type BlockRole } from '../typeset/set-block.js';

/*
 * A short text (a cell's label, a button's words, a URL, a highlighted word) set by the typesetter in the theme's
 * face and drawn into a transparent PNG with its backdrop, for overlay-picture.ts: the text never enters the graph.
 */

export interface LabelPicture {
  png: Buffer;
  width: number;
  height: number;
  /** The backdrop's box (the ink box when there is none) inside the picture. */
  box: { x: number; y: number; w: number; h: number };
}

export interface LabelSpec {
  text: string;
  theme: Theme;
  frame: FrameSize;
  role?: BlockRole;
  /** `#rrggbb` */
  colour: string;
  backdrop?: Backdrop;
  maxWidth: number;
  maxHeight: number;
  /** Scales the role's size (a button's words are larger than a label). */
  px?: number;
}

export function labelPicture(spec: LabelSpec): LabelPicture {
  const block = setBlock(spec.text, { theme: spec.theme, role: spec.role ?? 'label', frame: spec.frame, maxWidth: spec.maxWidth, maxHeight: spec.maxHeight, ...(spec.px ? { px: spec.px } : {}) });
  const picture = blockPicture(block, { colour: spec.colour, align: 'center', ...(spec.backdrop ? { backdrop: spec.backdrop } : {}) }, { maxScale: 1, maxRise: 0 }, { x: 0, y: 0 });
  const { pad } = picture;
  return {
    png: picture.draw(REST),
    width: picture.width,
    height: picture.height,
    box: { x: picture.inkX - pad.x, y: picture.inkY - pad.y, w: block.width + 2 * pad.x, h: block.height + 2 * pad.y },
  };
}
