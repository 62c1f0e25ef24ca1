import { describe, expect, it } from '@jest/globals';
import { parseSceneDocument } from '../../scene/migrate.js';
import { sharedLayers } from './shared-layers.js';

const layersOf = (layers: object[]) => parseSceneDocument({ version: 2, background: { type: 'solid', colour: '#101820' }, scenes: [{ duration: 4, layers }] }).scenes[0]!.layers;
const title = { type: 'text', role: 'heading', text: 'Under 12s' };

describe('sharedLayers', () => {
  it('marks a title beside a chart, a list or a paragraph', () => {
    for (const other of [{ type: 'chart', kind: 'bar', data: [{ label: 'A', value: 1 }] }, { type: 'list', items: ['One', 'Two'] }, { type: 'text', role: 'body', text: 'A longer paragraph.' }]) {
      const layers = layersOf([title, other]);
      expect(sharedLayers(layers, 4).has(layers[0]!)).toBe(true);
    }
  });

  it('leaves a title with its subtitle and particles, or one shown after the chart has gone', () => {
    const withSubtitle = layersOf([title, { type: 'text', role: 'subtitle', text: 'This season' }, { type: 'particles', kind: 'sparkles' }]);
    expect(sharedLayers(withSubtitle, 4).size).toBe(0);
    const apart = layersOf([{ ...title, start: 2 }, { type: 'chart', kind: 'bar', data: [{ label: 'A', value: 1 }], end: 2 }]);
    expect(sharedLayers(apart, 4).has(apart[0]!)).toBe(false);
  });
});
