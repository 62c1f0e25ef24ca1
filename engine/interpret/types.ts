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

/** content: it holds text shown; spoken: the voice says it; instruction: all understood; the others say what was not. */
export type ClauseRole = 'content' | 'spoken' | 'instruction' | 'partly understood' | 'not understood';

export interface WordCounts {
  shown: number;
  spoken: number;
  understood: number;
  notUnderstood: number;
}

export interface ClauseAccount extends WordCounts {
  /** The clause as read (quotes as ⟪q0⟫, narration as ⟪n1⟫, uploads as ⟪a0⟫). */
  text: string;
  became: ClauseRole;
  /** It asks for something, by its first verb (read/clauses.ts): its words are never shown. */
  imperative: boolean;
}

export interface Accounting {
  clauses: ClauseAccount[];
  words: WordCounts & { total: number };
}
