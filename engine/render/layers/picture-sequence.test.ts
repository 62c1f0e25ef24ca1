import { describe, expect, it } from '@jest/globals';
import { mergeShown, retimeExpr, type Shown } from './picture-sequence.js';

const at = (frame: number, key: string): Shown => ({ frame, key, draw: () => Buffer.from(key) });

describe('retimeExpr', () => {
  it('puts picture N at its frame: the first frame plus a step at each later picture', () => {
    const expr = retimeExpr([12, 15, 45, 46]);
    expect(expr).toBe('12+gte(N,1)*3+gte(N,2)*30+gte(N,3)*1');
    // Evaluated as setpts would for N = 0..3.
    const value = (n: number) => expr.split('+').reduce((sum, term) => {
      const m = /^gte\(N,(\d+)\)\*(\d+)$/.exec(term);
      return sum + (m ? (n >= Number(m[1]) ? Number(m[2]) : 0) : Number(term));
    }, 0);
    expect([0, 1, 2, 3].map(value)).toEqual([12, 15, 45, 46]);
  });

  it('counts a run of pictures frame by frame with N: a term per gap only (hundreds of terms fail to parse)', () => {
    const frames = [10, ...Array.from({ length: 300 }, (_, i) => 20 + i), 400];
    const expr = retimeExpr(frames);
    expect(expr).toBe('10+N+gte(N,1)*9+gte(N,301)*80');
    const value = (n: number) => expr.split('+').reduce((sum, term) => {
      const m = /^gte\(N,(\d+)\)\*(\d+)$/.exec(term);
      return sum + (term === 'N' ? n : m ? (n >= Number(m[1]) ? Number(m[2]) : 0) : Number(term));
    }, 0);
    expect(frames.map((_, n) => value(n))).toEqual(frames);
  });
});

describe('mergeShown', () => {
  it('keeps one picture per run of equal keys, at the run’s first frame', () => {
    const merged = mergeShown([at(0, 'a'), at(1, 'a'), at(2, 'b'), at(3, 'b'), at(4, 'b'), at(5, 'a')]);
    expect(merged.map((s) => [s.frame, s.key])).toEqual([[0, 'a'], [2, 'b'], [5, 'a']]);
  });

  it('lets a later picture on a frame already taken replace the earlier one', () => {
    const merged = mergeShown([at(0, 'a'), at(3, 'b'), at(3, 'c'), at(4, 'c')]);
    expect(merged.map((s) => [s.frame, s.key])).toEqual([[0, 'a'], [3, 'c']]);
  });
});
