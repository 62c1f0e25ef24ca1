import { describe, expect, it } from '@jest/globals';
import { kenBurnsChain, kenBurnsFilter } from './media.js';

/** The progress expression of a kenBurnsFilter evaluated at perspective's frame number `on` (1 on the first frame). */
function progressAt(filter: string, on: number): number {
  // x0 of a zoom-in is W*fx*(1-(1/(1+z*p))): read p back from the expression by evaluating it with W=1, fx=0.5.
  const x0 = /x0='([^']+)'/.exec(filter)![1]!.replace(/\bW\b/g, '1').replace(/\bon\b/g, String(on)).replace(/min\(/g, 'Math.min(');
  const value = Function(`return ${x0}`)() as number;
  const zoom = 1 / (1 - value / 0.5);
  return (zoom - 1) / 0.15;
}

describe('Ken Burns chain', () => {
  it('computes every other frame of a move and blends the ones between, up to the first computed frame at or past its end', () => {
    for (const frames of [150, 151, 90, 21]) {
      const chain = kenBurnsChain('zoom-in', frames, 30);
      const computed = Number(/^loop=loop=(\d+):/.exec(chain[0]!)![1]) + 1;
      expect(2 * (computed - 1)).toBeGreaterThanOrEqual(frames - 1);
      expect(2 * (computed - 2)).toBeLessThan(frames - 1);
      // Computed frame k shows output frame 2k's progress, unclamped: the last output frame is exact or a blend of
      // two computed frames around it (never half a step).
      const filter = chain[1]!;
      for (let k = 0; k < computed; k++) expect(progressAt(filter, k + 1)).toBeCloseTo((2 * k) / (frames - 1), 9);
      expect(chain).toContain('setpts=2*N');
      expect(chain.some((f) => f.startsWith('framerate=fps=30:'))).toBe(true);
      expect(chain.at(-1)).toBe(`trim=end_frame=${frames}`);
    }
  });

  it('computes a short move whole, clamped at its end', () => {
    const chain = kenBurnsChain('zoom-in', 5, 30);
    expect(chain[0]).toBe('loop=loop=4:size=1:start=0');
    expect(chain.some((f) => f.startsWith('framerate'))).toBe(false);
    expect(progressAt(kenBurnsFilter('zoom-in', 5), 5)).toBeCloseTo(1, 9);
    expect(progressAt(kenBurnsFilter('zoom-in', 5), 9)).toBeCloseTo(1, 9);
  });
});
