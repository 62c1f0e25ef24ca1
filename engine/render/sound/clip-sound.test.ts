import { describe, expect, it } from '@jest/globals';
import { SceneDocument } from '../../../model/scene-document.js';
import { placeClips } from './clip-sound.js';

/* Which clips' own sound plays, and where (clip-sound.ts): full-frame clips and a layout's video cells, unless muted. */

const A = 'ast_CLIPAaaaaaaaaaaaaaaaa';
const B = 'ast_CLIPBaaaaaaaaaaaaaaaa';
const P = 'ast_PICTaaaaaaaaaaaaaaaaa';
const media = new Map([[A, '/a.mp4'], [B, '/b.mp4'], [P, '/p.png']]);
const doc = (scenes: unknown[]) => SceneDocument.parse({ version: 2, background: { type: 'solid', colour: '#000000' }, scenes });

describe('the clips whose sound plays', () => {
  it('a split of two clips plays the unmuted one, with its part and speed, where its scene is', () => {
    const placed = placeClips(
      doc([
        { duration: 2, layers: [] },
        { duration: 4, layers: [{ type: 'layout', arrangement: 'split', cells: [{ assetId: A, kind: 'video', trim: { from: 3 }, speed: 2 }, { assetId: B, kind: 'video', muted: true }] }] },
      ]),
      media,
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ path: '/a.mp4', at: 2, seconds: 4, layer: { trim: { from: 3 }, speed: 2 } });
  });

  it('a grid\'s pictures and muted clips play nothing', () => {
    const placed = placeClips(doc([{ duration: 3, layers: [{ type: 'layout', arrangement: 'grid', cells: [{ assetId: P, kind: 'image' }, { assetId: B, kind: 'video', muted: true }, { assetId: A, kind: 'video', muted: true }] }] }]), media);
    expect(placed).toEqual([]);
  });

  it('a full-frame clip plays unless muted, as before', () => {
    expect(placeClips(doc([{ duration: 3, layers: [{ type: 'media', assetId: A, kind: 'video' }] }]), media)).toHaveLength(1);
    expect(placeClips(doc([{ duration: 3, layers: [{ type: 'media', assetId: A, kind: 'video', muted: true }] }]), media)).toEqual([]);
  });
});
