import { describe, expect, it } from '@jest/globals';
import { atempoChain, clipInputOptions, sourceSeconds } from './clip-span.js';

describe('the part of a clip as input options', () => {
  it('an untrimmed clip loops for its time on screen; a trim seeks to its start and reads only its part', () => {
    expect(clipInputOptions({}, 4)).toEqual(['-stream_loop', '-1', '-t', '4.1']);
    expect(clipInputOptions({ trim: { from: 2, to: 5 } }, 3)).toEqual(['-ss', '2', '-t', '3']);
    // Never more than the kept part, however long the scene.
    expect(clipInputOptions({ trim: { from: 2, to: 5 } }, 10)).toEqual(['-ss', '2', '-t', '3']);
    expect(clipInputOptions({ trim: { from: 0, to: 3 } }, 3)).toEqual(['-t', '3']);
    expect(clipInputOptions({ trim: { from: 0, last: 10 } }, 10)).toEqual(['-sseof', '-10', '-t', '10']);
  });

  it('speed reads the clip faster or slower than the screen', () => {
    expect(sourceSeconds({ speed: 2 }, 3)).toBeCloseTo(6.1);
    expect(clipInputOptions({ trim: { from: 2, to: 5 }, speed: 2 }, 1.5)).toEqual(['-ss', '2', '-t', '3']);
    expect(clipInputOptions({ trim: { from: 2, to: 5 }, speed: 0.5 }, 6)).toEqual(['-ss', '2', '-t', '3']);
  });

  it('atempo in stages FFmpeg 4.1 accepts (0.5..2 each)', () => {
    expect(atempoChain(1)).toEqual([]);
    expect(atempoChain(2)).toEqual(['atempo=2']);
    expect(atempoChain(4)).toEqual(['atempo=2', 'atempo=2']);
    expect(atempoChain(0.25)).toEqual(['atempo=0.5', 'atempo=0.5']);
    expect(atempoChain(3)).toEqual(['atempo=2', 'atempo=1.5']);
  });
});
