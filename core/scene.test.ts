import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../model/errors.js';
import { sceneAssetRefs, unknownFields, validateSceneDocument } from './scene.js';

const doc = {
  version: 2,
  background: { type: 'gradient', from: '#000000', to: '#112233' },
  scenes: [
    { duration: 3, layers: [{ type: 'text', role: 'heading', text: 'Hi', placement: { x: 0.1, y: 0.1, w: 0.5, h: 0.2 } }, { type: 'media', assetId: 'ast_aaaaaaaaaaaaaaaaaaaaa', kind: 'video' }] },
    { duration: 2, layers: [{ type: 'logo', assetId: 'ast_bbbbbbbbbbbbbbbbbbbbb', placement: 'top-left' }], transition: { type: 'crossfade' } },
  ],
  soundtrack: { assetId: 'ast_ccccccccccccccccccccc' },
};

describe('scene documents through the API', () => {
  it('accepts a valid document and fills in the defaults', () => {
    const parsed = validateSceneDocument(doc);
    expect(parsed.theme).toBe('classic');
    expect(parsed.scenes[1]!.transition).toEqual({ type: 'crossfade', duration: 0.6 });
  });

  it('names the path of the first problem', () => {
    const bad = structuredClone(doc) as any;
    bad.scenes[0].layers[0].role = 'shout';
    expect(() => validateSceneDocument(bad)).toThrow(ValidationError);
    try {
      validateSceneDocument(bad);
    } catch (err) {
      expect((err as ValidationError).hint).toMatch(/^scenes\.0\.layers\.0\.role: /);
    }
  });

  it('refuses unknown fields at any depth, naming them', () => {
    const bad = structuredClone(doc) as any;
    bad.scenes[1].layers[0].colr = '#ffffff';
    bad.extra = 1;
    try {
      validateSceneDocument(bad);
      throw new Error('accepted');
    } catch (err) {
      expect((err as ValidationError).hint).toMatch(/scenes\.1\.layers\.0\.colr/);
      expect((err as ValidationError).hint).toMatch(/extra/);
    }
    expect(unknownFields({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] })).toEqual(['a.0.c']);
  });

  it('lists each cell of a layout as an asset in use, with its kind', () => {
    const layout = validateSceneDocument({
      version: 2,
      background: { type: 'solid', colour: '#000000' },
      scenes: [{ duration: 2, layers: [{ type: 'layout', arrangement: 'split', cells: [{ assetId: 'ast_aaaaaaaaaaaaaaaaaaaaa', kind: 'video' }, { assetId: 'ast_bbbbbbbbbbbbbbbbbbbbb', kind: 'image' }] }] }],
    });
    expect(sceneAssetRefs(layout)).toEqual([
      { id: 'ast_aaaaaaaaaaaaaaaaaaaaa', path: 'scenes.0.layers.0.cells.0.assetId', kinds: ['video'] },
      { id: 'ast_bbbbbbbbbbbbbbbbbbbbb', path: 'scenes.0.layers.0.cells.1.assetId', kinds: ['image'] },
    ]);
  });

  it('lists the assets a document uses with the kind each place needs', () => {
    expect(sceneAssetRefs(validateSceneDocument(doc))).toEqual([
      { id: 'ast_aaaaaaaaaaaaaaaaaaaaa', path: 'scenes.0.layers.1.assetId', kinds: ['video'] },
      { id: 'ast_bbbbbbbbbbbbbbbbbbbbb', path: 'scenes.1.layers.0.assetId', kinds: ['image'] },
      { id: 'ast_ccccccccccccccccccccc', path: 'soundtrack.assetId', kinds: ['audio'] },
    ]);
  });
});
