import { describe, expect, it } from '@jest/globals';
import { workerCpus } from './worker-cpus.js';

describe('worker CPUs', () => {
  it('gives each of two workers one of two cores', () => {
    expect(workerCpus(2, undefined, [0, 1])).toEqual([[0], [1]]);
  });

  it('splits the cores given into equal groups, leaving a remainder unused', () => {
    expect(workerCpus(2, undefined, [0, 1, 2, 3, 4])).toEqual([[0, 1], [2, 3]]);
    expect(workerCpus(3, 6, [2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[2, 3], [4, 5], [6, 7]]);
  });

  it('does not pin one worker, more workers than CPUs, or without an affinity to read', () => {
    expect(workerCpus(1, undefined, [0, 1])).toBeUndefined();
    expect(workerCpus(4, undefined, [0, 1])).toBeUndefined();
    expect(workerCpus(2, 1, [0, 1])).toBeUndefined();
    expect(workerCpus(2, undefined, [])).toBeUndefined();
  });
});
