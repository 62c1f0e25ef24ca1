import { describe, expect, it } from '@jest/globals';
import { SortedList } from './sorted-list.js';

/** A small deterministic PRNG, so a failure reproduces. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const byNumber = (a: number, b: number) => a - b;

describe('SortedList', () => {
  it('stays sorted and answers every slice like a sorted array, through thousands of inserts and removes', () => {
    const next = random(7);
    const list = new SortedList(byNumber, 4); // tiny chunks: many splits and empty chunks
    const reference = new Set<number>();
    for (let step = 0; step < 5_000; step++) {
      const value = Math.floor(next() * 2_000);
      if (next() < 0.6) {
        list.insert(value);
        reference.add(value);
      } else {
        expect(list.remove(value)).toBe(reference.delete(value));
      }
      if (step % 97 === 0) {
        const sorted = [...reference].sort(byNumber);
        expect([...list.values()]).toEqual(sorted);
        expect(list.size).toBe(sorted.length);
        for (const offset of [0, 1, 7, Math.floor(sorted.length / 2), sorted.length - 1, sorted.length, sorted.length + 5]) {
          expect(list.slice(offset, 13)).toEqual(sorted.slice(offset, offset + 13));
        }
      }
    }
  });

  it('replaces an equal item instead of adding a second one', () => {
    const list = new SortedList<{ key: number; v: string }>((a, b) => a.key - b.key);
    list.insert({ key: 1, v: 'old' });
    list.insert({ key: 1, v: 'new' });
    expect(list.size).toBe(1);
    expect(list.slice(0, 5)).toEqual([{ key: 1, v: 'new' }]);
    expect(list.remove({ key: 2, v: '' })).toBe(false);
    expect(list.slice(0, 0)).toEqual([]);
  });
});
