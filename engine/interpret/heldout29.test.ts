import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, allDrawn, layersOfType } from './testing.js';

const total = (doc: SceneDocument) => doc.scenes.reduce((sum, s) => sum + s.duration, 0);

/*
 * Rules read from the w125 blind batch (docs/prompt-generalisation.md, "Twenty-ninth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('a length said before what kind of message the video is', () => {
  it('"20 sec team update for Acme. scene 1: … scene 2: …" makes no empty opening scene', () => {
    const doc = read("20 sec team update for Acme. scene 1: 'Q3 done'. scene 2: 'Thanks all'.").document;
    expect(drawnStrings(doc)).toEqual([['Q3 done'], ['Thanks all']]);
    expect(total(doc)).toBeCloseTo(20, 0);
  });
});

describe('numbered items keep their words and marks', () => {
  it('"per favore", "?" and a closing "Grazie mille" inside the items stay', () => {
    const doc = read("Title 'Café Italian' and then numbered: 1. Ciao 2. Un tè, per favore 3. Quanto costa? 4. Grazie mille.").document;
    expect(layersOfType(doc, 'list')[0]?.items).toEqual(['Ciao', 'Un tè, per favore', 'Quanto costa?', 'Grazie mille']);
  });

  it('a thanks closing the prompt is still courtesy', () => {
    expect(allDrawn(read("A video: 'Open Sunday'. Grazie mille.").document)).toEqual(['Open Sunday']);
  });
});

describe('"just the name" when the lead names where it is posted', () => {
  it('the business called … heads that scene, the line under it its subtitle', () => {
    const doc = read("Hi, a short video for my instagram page. The salon is called Glow Studio. First bit just the name and underneath 'Walk-ins welcome'. Then a list of prices: cut £20, colour £45, blow-dry £15.").document;
    const texts = layersOfType({ ...doc, scenes: [doc.scenes[0]!] }, 'text');
    expect(texts.map((t) => [t.text, t.role])).toEqual([['Glow Studio', 'heading'], ['Walk-ins welcome', 'subtitle']]);
    expect(allDrawn(doc).join(' | ')).not.toMatch(/instagram|page/i);
  });
});

describe('a decoration said with how it moves', () => {
  it.each([
    ['Title "Champions" with stars going off', 'stars'],
    ['Title "Happy New Year" with fireworks bursting', 'fireworks'],
  ])('%s', (prompt, kind) => {
    const doc = read(prompt).document;
    expect(layersOfType(doc, 'particles').map((p) => p.kind)).toEqual([kind]);
    expect(allDrawn(doc).join(' ')).not.toMatch(/going off|bursting/);
  });
});
