import type { FrameSize } from '../../../model/format.js';
import { renderHash } from '../../../model/render-key.js';
import type { SceneDocument } from '../../../model/scene-document.js';
import type { ChapterFrames, Piece } from './plan.js';

/*
 * The content address of one piece's video (model/render-key.ts): everything that decides its pixels, and nothing
 * that does not, so that editing one scene of ten leaves the other nine pieces' addresses as they were.
 *
 * In it: the scenes the piece composes (its own and the next one's, whose transition it ends with), each scene's
 * index and frames and the chapter's clock (a scene's background drift, its first-scene rules and its layers' chapter
 * times depend on them), the document's chapter-wide look (theme, background, still, …: everything but its scenes
 * and its sound), the frame size, and what the captions draw over it (the cues it shows, their style, placement and
 * the chapter's fill colours). Not in it: the other scenes, the soundtrack, the narration's words (only the cues
 * they make), which all change the audio or other pieces only. Asset ids name immutable bytes. One exception: the
 * chapter's first titled scene, whose title's size caps the later ones' (heroOf).
 */

export interface PieceCaptions {
  /** The cues shown during the piece (start, end, text: whatever the overlay draws from). */
  cues: readonly unknown[];
  style: string;
  top: number | undefined;
  fills: readonly string[];
}

/** The document's chapter-wide look: the document without its scenes and its sound. */
function chapterLook(doc: SceneDocument): unknown {
  const { scenes: _scenes, soundtrack: _soundtrack, narration, ...rest } = doc;
  // The narration's text and voice change the cues (given apart) and the sound; its other settings may change the look.
  const look: Record<string, unknown> = { ...rest };
  if (narration) {
    const { text: _text, voice: _voice, ...settings } = narration;
    look.narration = settings;
  }
  return look;
}

/** A piece of one scene is cached as a `scene`, a run of scenes as a `chunk`. */
export function pieceKind(piece: Piece): 'scene' | 'chunk' {
  return piece.first === piece.last ? 'scene' : 'chunk';
}

export function pieceHash(doc: SceneDocument, frame: FrameSize, layout: ChapterFrames, piece: Piece, captions: PieceCaptions | undefined): string {
  const indexes: number[] = [];
  for (let i = piece.first; i <= piece.last; i++) indexes.push(i);
  if (piece.next !== undefined) indexes.push(piece.next);
  const input = {
    frame: { width: frame.width, height: frame.height },
    look: chapterLook(doc),
    chapterFrames: layout.total,
    scenes: indexes.map((i) => ({ index: i, start: layout.starts[i], frames: layout.frames[i], incoming: layout.overlaps[i], outgoing: layout.overlaps[i + 1] ?? 0, scene: doc.scenes[i] })),
    range: { start: piece.startFrame, end: piece.endFrame, lead: piece.leadFrames },
    captions: captions ?? null,
    // A heading after the chapter's first title is set no larger than that title is in its own scene
    // (compose-scene.ts): a piece after that scene depends on it too.
    ...heroOf(doc, indexes, layout),
  };
  return renderHash(pieceKind(piece), input);
}

/** The chapter's first scene with a title, when it comes before one of the piece's scenes and is not among them. */
function heroOf(doc: SceneDocument, indexes: readonly number[], layout: ChapterFrames): { hero: unknown } | Record<string, never> {
  const hero = doc.scenes.findIndex((scene) => scene.layers.some((l) => l.type === 'text' && l.role === 'heading'));
  if (hero < 0 || indexes.includes(hero) || !indexes.some((i) => i > hero)) return {};
  return { hero: { index: hero, frames: layout.frames[hero], scene: doc.scenes[hero] } };
}
