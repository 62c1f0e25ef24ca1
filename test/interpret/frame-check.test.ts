import { describe, expect, it } from '@jest/globals';
import { SceneDocument } from '../../model/scene-document.js';
import { checkFrames, containsPhrase } from './frame-check.js';
import { drawnTexts, settleDocument } from './settle.js';

/* The frame checker itself: a document whose texts are known, read back from its frames. */

const doc = SceneDocument.parse({
  version: 2,
  theme: 'bold',
  background: { type: 'solid', colour: '#14213d' },
  scenes: [
    { duration: 6, transition: { type: 'crossfade' }, layers: [{ type: 'text', role: 'heading', text: 'Harvest Festival', animation: { in: 'typewriter', duration: 2 } }] },
    {
      duration: 4,
      fadeOut: true,
      layers: [
        { type: 'list', items: ['Cider tasting', 'Live music'], stagger: 1.5 },
        { type: 'counter', to: 250, suffix: ' stalls', countSeconds: 3, placement: 'bottom' },
        { type: 'text', role: 'caption', text: 'Late entry', start: 3, end: 3.5 },
        { type: 'particles', kind: 'confetti' },
      ],
    },
  ],
  narration: { text: 'Come along with the whole family', captions: true },
});

describe('the frame checker', () => {
  it('makes every layer present from the first frame of a short scene, without sound or decoration', () => {
    const settled = settleDocument(doc);
    expect(settled.scenes.map((s) => [s.duration, s.transition, s.fadeOut])).toEqual([[0.5, undefined, false], [0.5, undefined, false]]);
    expect(settled.narration).toBeUndefined();
    const layers = settled.scenes[1]!.layers;
    expect(layers.map((l) => l.type)).toEqual(['list', 'counter', 'text']);
    expect(layers.every((l) => l.start === 0 && l.end === undefined && l.animation.in === 'none')).toBe(true);
    expect(layers[0]).toMatchObject({ stagger: 0 });
    expect(drawnTexts(doc)).toEqual([['Harvest Festival'], ['Cider tasting', 'Live music', '250 stalls', 'Late entry']]);
  });

  it('matches phrases as whole words, without case or punctuation', () => {
    expect(containsPhrase('Put it at the BOTTOM, please', 'at the bottom')).toBe(true);
    expect(containsPhrase('bottomless brunch', 'bottom')).toBe(false);
  });

  it('reads what every scene shows, and finds a hidden phrase on the frame, in the document and in the captions', async () => {
    const check = await checkFrames(doc, {
      shows: ['Harvest Festival', 'Cider tasting', 'Live music', '250', 'Late entry'],
      hides: ['Live music', 'whole family', 'add confetti'],
    });
    expect(check.missing).toEqual([]);
    expect(check.drawn).toEqual([
      { text: 'Live music', scene: 1, by: 'frame' },
      { text: 'Live music', scene: 1, by: 'document' },
      { text: 'whole family', scene: -1, by: 'captions' },
    ]);
    expect(check.ok).toBe(false);
    expect(check.read).toHaveLength(2);
  });

  it('names what a scene does not show', async () => {
    const check = await checkFrames(doc, { shows: ['Harvest Festival', 'Pumpkin carving'], hides: ['make it festive'] });
    expect(check).toMatchObject({ ok: false, missing: ['Pumpkin carving'], drawn: [] });
  });
});
