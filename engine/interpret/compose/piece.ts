import type { Layer } from '../../../model/scene-document.js';

/**
 * One thing a scene description asked for (a text, a list, a chart, a picture…): the layers made from it and the
 * span of the prompt it was made from. Placement, size and motion words next to a piece belong to it.
 */
export interface Piece {
  kind: 'text' | 'list' | 'chart' | 'counter' | 'media' | 'logo' | 'lower-third' | 'quote' | 'layout' | 'graphic';
  start: number;
  end: number;
  layers: Layer[];
  /** Lists: "one at a time" (true), "all at once" (false), unsaid (undefined). */
  reveal?: boolean;
  /** What the prompt said about this piece itself (the rest is default, or kept from what it replaces). */
  said: { placement?: boolean; animation?: boolean; size?: boolean; timing?: boolean };
  /** A list's own title, said before its items ("5 tips for saving money: …"): the scene's heading if it has none. */
  lead?: string;
  /** Understood but not quite possible ("pie charts are drawn as bars"). */
  hint?: string;
}
