import { describe, expect, it } from '@jest/globals';
import { mean, median, percentile, round } from './stats.js';

describe('benchmark statistics', () => {
  it('takes nearest-rank percentiles without interpolating', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('does not reorder the caller’s samples', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('averages and rounds', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(round(2.345678)).toBe(2.35);
    expect(round(2.345678, 1)).toBe(2.3);
    expect(round(Infinity)).toBe(Infinity);
  });
});
