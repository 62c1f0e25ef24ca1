import { describe, expect, it } from '@jest/globals';
import { layerAtPoint } from './hit-test';

const layers = [
  { type: 'media', placement: 'full', start: 0 },
  { type: 'text', role: 'heading', text: 'Title', placement: 'top', start: 0 },
  { type: 'list', items: ['a'], placement: 'left', start: 1 },
];

describe('picking a layer on the preview', () => {
  it('takes the smallest place holding the point among the layers on screen', () => {
    expect(layerAtPoint(layers, 0.5, 0.1, 2)).toBe(1);
    expect(layerAtPoint(layers, 0.2, 0.5, 2)).toBe(2);
    expect(layerAtPoint(layers, 0.2, 0.5, 0.5)).toBe(0);
    expect(layerAtPoint(layers, 0.8, 0.9, 2)).toBe(0);
    expect(layerAtPoint([], 0.5, 0.5, 0)).toBeUndefined();
  });

  it('splits a place shared by texts in reading order: a heading over its subtitle', () => {
    const shared = [
      { type: 'text', role: 'subtitle', text: 'Sub', placement: 'left-half' },
      { type: 'text', role: 'heading', text: 'Title', placement: 'left-half' },
    ];
    expect(layerAtPoint(shared, 0.25, 0.3, 1)).toBe(1);
    expect(layerAtPoint(shared, 0.25, 0.7, 1)).toBe(0);
  });
});
