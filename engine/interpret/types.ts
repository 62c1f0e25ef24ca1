import type { Accounting } from './read/accounting.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocument } from '../../model/scene-document.js';

export interface KnownAsset {
  id: string;
  kind: 'image' | 'video' | 'audio';
  /** Only ready assets can be used. */
  ready: boolean;
  /** Its file name, by which an edit may name it ("the photo of the kitchen": kitchen.jpg). */
  name?: string;
  /** A video's length in seconds, when known: a clip with no length said plays whole, and sets its scene's length. */
  seconds?: number;
}

export interface InterpretContext {
  /** The caller's assets referenced by the prompt, looked up by id (others are reported as unknown). */
  assets: ReadonlyMap<string, KnownAsset>;
  /** The chapter's total length in seconds, when the chapter has one. */
  chapterDuration: number | null;
  /**
   * The project's current output format, when known: a prompt that asks only for a resolution ("1080p") keeps the
   * aspect, and one that asks only for an aspect ("square") keeps the resolution.
   */
  format?: OutputFormat;
}

export interface Interpretation {
  document: SceneDocument;
  /** Every clause of the prompt and what it became: words shown, spoken, understood, not understood (read/accounting.ts). */
  accounting?: Accounting;
  /** One sentence: what was built, what was ignored, what was not understood. */
  summary: string;
  /** The output format the prompt asked for ("vertical", "square", "1080p"); absent when it asked for none. */
  format?: OutputFormat;
}
