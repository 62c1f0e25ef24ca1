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
});
