import { describe, expect, it } from '@jest/globals';
import { SceneDocument } from '../../../model/scene-document.js';
import { chapterFrames, groupPieces, isLongEnough, piecesAt, renderRuns, scenePieces } from './plan.js';

const doc = (scenes: { duration: number; transition?: { type: string; duration?: number } }[]) =>
  SceneDocument.parse({ version: 2, background: { type: 'solid', colour: '#000000' }, scenes: scenes.map((s) => ({ layers: [], ...s })) });

describe('chunk plan', () => {
  const chapter = doc([{ duration: 2 }, { duration: 2, transition: { type: 'cut' } }, { duration: 2, transition: { type: 'crossfade', duration: 0.5 } }, { duration: 1 }]);

  it('cuts at the end of each transition, its frames a piece of their own, so that every frame is made by exactly one piece', () => {
    const pieces = scenePieces(chapter);
    const layout = chapterFrames(chapter);
    expect(layout.overlaps).toEqual([0, 0, 15, 12]); // the default transition: a 0.4 s crossfade
    expect(pieces.map((p) => [p.first, p.startFrame, p.endFrame, p.leadFrames, p.next])).toEqual([
      [0, 0, 60, 0, undefined],
      // Scene 1's body, then its tail: the crossfade into 2 (scene 1's stream from its 60th frame: piece-args.ts).
      [1, 60, 120, 0, undefined],
      [1, 120, 135, 60, 2],
      [2, 135, 180, 15, undefined],
      [2, 180, 192, 60, 3],
      [3, 192, 210, 12, undefined],
    ]);
    expect(pieces.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5]);
    // Contiguous, covering the whole chapter.
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]!.startFrame).toBe(pieces[i - 1]!.endFrame);
    expect(pieces.at(-1)!.endFrame).toBe(layout.total);
  });

  it('renders contiguous pieces in one FFmpeg run holding one scene body at most', () => {
    const pieces = scenePieces(chapter);
    // A first render: each body with the crossfade out of it.
    expect(renderRuns(pieces, [0, 1, 2, 3, 4, 5])).toEqual([[0], [1, 2], [3, 4], [5]]);
    // After an edit of scene 2 (it enters with a crossfade): the crossfade into it, its body, the crossfade out.
    expect(renderRuns(pieces, [2, 3, 4])).toEqual([[2, 3, 4]]);
    // Pieces apart are runs apart; a crossfade alone is a run.
    expect(renderRuns(pieces, [0, 2, 5])).toEqual([[0], [2], [5]]);
    expect(renderRuns(pieces, [])).toEqual([]);
  });

  it('never cuts where a transition fills its whole scene', () => {
    const full = doc([{ duration: 1 }, { duration: 0.5, transition: { type: 'crossfade', duration: 0.5 } }, { duration: 1 }]);
    expect(piecesAt(chapterFrames(full), [1, 2]).map((p) => [p.first, p.last, p.next])).toEqual([[0, 1, undefined], [1, 1, 2], [2, 2, undefined]]);
  });

  it('groups pieces into contiguous runs of about equal frames, one group per worker', () => {
    const ten = doc(Array.from({ length: 10 }, () => ({ duration: 3, transition: { type: 'cut' } })));
    const groups = groupPieces(scenePieces(ten), 3);
    expect(groups.map((g) => g.length)).toEqual([4, 3, 3]);
    expect(groups.flat().map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(groupPieces(scenePieces(ten), 20)).toHaveLength(10);
  });

  it('renders in pieces from a size in seconds × megapixels', () => {
    expect(isLongEnough(30, { width: 1920, height: 1080 }, 60)).toBe(true);
    expect(isLongEnough(28, { width: 1920, height: 1080 }, 60)).toBe(false);
    expect(isLongEnough(28, { width: 1280, height: 720 }, 60)).toBe(false);
  });
});
