import { describe, expect, it } from '@jest/globals';
import type { ChapterFrames } from '../render/chunks/plan.js';
import { frameIndexAt, framePiece, sceneAt } from './frame-piece.js';

// Three scenes of 60, 90 and 30 frames; the second enters with a 12-frame crossfade, the third with a cut.
const layout: ChapterFrames = { frames: [60, 90, 30], overlaps: [0, 12, 0], starts: [0, 60, 150], total: 180 };

describe('the frame a still shows', () => {
  it('is the frame at that instant, never past the last one', () => {
    expect(frameIndexAt(layout, 0, 30)).toBe(0);
    expect(frameIndexAt(layout, 2.5, 30)).toBe(75);
    expect(frameIndexAt(layout, 1 / 30, 30)).toBe(1);
    expect(frameIndexAt(layout, 6, 30)).toBe(179);
  });

  it('belongs to the scene whose frames hold it', () => {
    expect([0, 59, 60, 149, 150, 179].map((i) => sceneAt(layout, i))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('is a one-frame body piece of its scene outside transitions', () => {
    expect(framePiece(layout, 30)).toEqual({ piece: { index: 0, first: 0, last: 0, startFrame: 30, endFrame: 31, leadFrames: 30 }, drop: 0 });
    expect(framePiece(layout, 100)).toEqual({ piece: { index: 0, first: 1, last: 1, startFrame: 100, endFrame: 101, leadFrames: 40 }, drop: 0 });
    expect(framePiece(layout, 150)).toEqual({ piece: { index: 0, first: 2, last: 2, startFrame: 150, endFrame: 151, leadFrames: 0 }, drop: 0 });
  });

  it('is the transition up to that frame inside one (the scene before blended with the next), its last frame kept', () => {
    expect(framePiece(layout, 60)).toEqual({ piece: { index: 0, first: 0, last: 0, startFrame: 60, endFrame: 61, leadFrames: 60, next: 1 }, drop: 0 });
    expect(framePiece(layout, 71)).toEqual({ piece: { index: 0, first: 0, last: 0, startFrame: 60, endFrame: 72, leadFrames: 60, next: 1 }, drop: 11 });
    expect(framePiece(layout, 72).piece.next).toBeUndefined();
  });
});
