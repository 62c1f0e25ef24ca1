import { describe, expect, it } from '@jest/globals';
import { SceneDocument, type SceneDocumentInput } from '../../../model/scene-document.js';
import { pieceHash } from './piece-key.js';
import { chapterFrames, scenePieces } from './plan.js';

const frame = { width: 1280, height: 720 };

function doc(headings: string[]): SceneDocument {
  const input: SceneDocumentInput = {
    version: 2,
    background: { type: 'solid', colour: '#10203a' },
    scenes: headings.map((text) => ({ duration: 3, layers: [{ type: 'text', role: 'heading', text }] })),
  };
  return SceneDocument.parse(input);
}

/** The hash of the piece that holds scene `scene`'s body. */
function hashOf(d: SceneDocument, scene: number): string {
  const piece = scenePieces(d).find((p) => p.first === scene && p.last === scene && p.next === undefined);
  if (!piece) throw new Error(`no body piece for scene ${scene}`);
  return pieceHash(d, frame, chapterFrames(d), piece, undefined);
}

describe('pieceHash', () => {
  it('is the same for an unchanged scene when another scene after the first title changes', () => {
    expect(hashOf(doc(['Intro', 'Part two', 'Part three']), 2)).toBe(hashOf(doc(['Intro', 'Part two, revised', 'Part three']), 2));
  });

  it('changes when the chapter’s first title changes: later titles are capped at its size', () => {
    expect(hashOf(doc(['Intro', 'Part two', 'Part three']), 2)).not.toBe(hashOf(doc(['A much longer opening title', 'Part two', 'Part three']), 2));
  });
});
