import { describe, expect, it } from '@jest/globals';
import { threadsByWeight } from './threads.js';

describe('threads by weight', () => {
  it('gives each of two similar runs at once its half of two cores', () => {
    // Ten 18 s scenes (540 frames) with their crossfades (12 frames), as separate runs, 2 workers on 2 cores.
    const runs = [...Array(10).fill(540), ...Array(9).fill(12)];
    expect(threadsByWeight(runs, 2, 2)).toEqual(runs.map(() => 1));
    // A body and its tail in one run (552 frames), the last scene without a tail.
    expect(threadsByWeight([552, 552, 552, 540], 2, 2)).toEqual([1, 1, 1, 1]);
  });

  it('gives an edited scene every core beside the crossfades it renders with', () => {
    // The edit: the scene's body, its tail, the tail before it.
    expect(threadsByWeight([540, 12, 12], 2, 2)).toEqual([2, 1, 1]);
    expect(threadsByWeight([540, 12, 12], 2, 16)).toEqual([16, 1, 1]);
    // An edit of a scene entering with a cut and leaving with one: one run.
    expect(threadsByWeight([540], 2, 2)).toEqual([2]);
  });

  it('shares the cores by frames among the runs that go at once', () => {
    expect(threadsByWeight([300, 100, 100], 2, 4)).toEqual([3, 1, 1]);
    expect(threadsByWeight([300, 200, 100], 2, 4)).toEqual([2, 2, 1]);
    expect(threadsByWeight([100, 100, 100, 100], 4, 8)).toEqual([2, 2, 2, 2]);
  });

  it('gives every core to runs that go one at a time', () => {
    expect(threadsByWeight([540, 180, 12], 1, 2)).toEqual([2, 2, 2]);
  });

  it('never gives fewer than one thread, nor more than the cores', () => {
    expect(threadsByWeight([0, 0], 2, 2)).toEqual([1, 1]);
    expect(threadsByWeight([1000, 1], 2, 1)).toEqual([1, 1]);
    expect(threadsByWeight([], 2, 2)).toEqual([]);
    expect(threadsByWeight([5], 0, 0.5)).toEqual([1]);
  });
});
