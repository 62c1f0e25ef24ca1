import { describe, expect, it } from '@jest/globals';
import type { LayoutLayer } from '../../../model/scene-document.js';
import { cellBoxes } from './cells.js';

const grid = (n: number, gap = 0.01): Pick<LayoutLayer, 'arrangement' | 'cells' | 'direction' | 'corner' | 'insetWidth' | 'gap'> =>
  ({ arrangement: 'grid', cells: Array.from({ length: n }, (_, i) => ({ assetId: `ast_${i}`, kind: 'image' })), corner: 'bottom-right', insetWidth: 0.3, gap }) as never;

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('a grid of five or six pictures', () => {
  it.each([
    [6, { width: 1920, height: 1080 }, 3, 2],
    [6, { width: 1080, height: 1920 }, 2, 3],
    [6, { width: 1080, height: 1080 }, 3, 2],
  ])('%i cells in %o: %i across, %i down, none overlapping, the frame covered but the gaps', (n, frame, across, down) => {
    const boxes = cellBoxes(grid(n), frame);
    expect(boxes).toHaveLength(n);
    expect(new Set(boxes.map((b) => b.x)).size).toBe(across);
    expect(new Set(boxes.map((b) => b.y)).size).toBe(down);
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    const area = boxes.reduce((sum, b) => sum + b.w * b.h, 0);
    expect(area / (frame.width * frame.height)).toBeGreaterThan(0.95);
    expect(Math.max(...boxes.map((b) => b.x + b.w))).toBe(frame.width);
    expect(Math.max(...boxes.map((b) => b.y + b.h))).toBe(frame.height);
  });

  it('five cells: the last row one short, its cells wider', () => {
    const boxes = cellBoxes(grid(5), { width: 1920, height: 1080 });
    expect(boxes).toHaveLength(5);
    expect(boxes[3]!.w).toBeGreaterThan(boxes[0]!.w);
    expect(boxes[3]!.y).toBe(boxes[4]!.y);
  });
});
