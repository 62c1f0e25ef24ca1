import { describe, expect, it } from '@jest/globals';
import { IMG, VID, layersOf, read } from '../testing.js';

/* A layout cut down to some of its pictures (edit-layout.ts). */

const edited = (first: string, then: string) => read(then, read(first).document).document;
const FOUR = `a grid of ${IMG} ${IMG} ${VID} ${IMG} with "Open studio"`;

describe('a layout cut down to some of its pictures', () => {
  it.each([
    ['actually just use the first two, side by side', 'split', 2, 'auto'],
    ['only keep the last three', 'grid', 3, 'auto'],
    ['just the first 2 photos, stacked', 'split', 2, 'stacked'],
  ])('%s', (then, arrangement, cells, direction) => {
    const layout = layersOf(edited(FOUR, then), 0, 'layout')[0]!;
    expect([layout.arrangement, layout.cells.length, layout.direction]).toEqual([arrangement, cells, direction]);
  });

  it('the last ones are the last written', () => {
    const layout = layersOf(edited(FOUR, 'only keep the last two'), 0, 'layout')[0]!;
    expect(layout.cells.map((c) => c.kind)).toEqual(['video', 'image']);
  });

  it('as many as there are, or no layout, change nothing', () => {
    expect(layersOf(edited(FOUR, 'use the first four'), 0, 'layout')[0]!.cells).toHaveLength(4);
    expect(layersOf(edited('Title "Hello"', 'just use the first two'), 0, 'layout')).toHaveLength(0);
  });
});

describe('words about the first pictures that keep them all', () => {
  it('"swap the first two pics" swaps, it does not cut', () => {
    expect(layersOf(edited(FOUR, 'swap the first two pics'), 0, 'layout')[0]!.cells).toHaveLength(4);
  });
});
