import { describe, expect, it } from '@jest/globals';
import type { MediaLayer } from '../../model/scene-document.js';
import { interpretPrompt } from './index.js';
import type { InterpretContext, KnownAsset } from './types.js';

/* A clip plays whole unless a part is said; its length after any speed change sets its scene unless a length is said. */
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const URL = `https://x.example/api/v1/assets/${CLIP}/content`;
const context: InterpretContext = { assets: new Map<string, KnownAsset>([[CLIP, { id: CLIP, kind: 'video', ready: true, seconds: 12 }]]), chapterDuration: null };
const read = (prompt: string) => {
  const doc = interpretPrompt(undefined, prompt.replace('{clip}', URL), context).document;
  const scene = doc.scenes.find((s) => s.layers.some((l) => l.type === 'media'))!;
  return { scene, clip: scene.layers.find((l): l is MediaLayer => l.type === 'media')! };
};

describe('clip defaults', () => {
  it('a clip with no length plays whole: its scene lasts the clip', () => {
    const { scene, clip } = read('{clip} with the title "Our kitchen"');
    expect(clip.trim).toBeUndefined();
    expect(scene.duration).toBe(12);
  });

  it.each([
    ['{clip} in slow motion', 0.5, 24],
    ['{clip} at half speed', 0.5, 24],
    ['{clip} fast-forward', 2, 6],
    ['{clip} sped up 2x', 2, 6],
    ['play {clip} at double speed', 2, 6],
  ])('%s: speed %d, a %d s scene', (prompt, speed, seconds) => {
    const { scene, clip } = read(prompt);
    expect(clip.speed).toBe(speed);
    expect(scene.duration).toBe(seconds);
  });

  it.each([
    ['{clip}, only the first 5 seconds', { from: 0, to: 5 }, 5],
    ['{clip} from 0:02 to 0:10', { from: 2, to: 10 }, 8],
    ['{clip} from 3 to 6 seconds', { from: 3, to: 6 }, 3],
    ['{clip}, skip the first 4 seconds', { from: 4 }, 8],
  ])('%s: trimmed', (prompt, trim, seconds) => {
    const { scene, clip } = read(prompt);
    expect(clip.trim).toMatchObject(trim);
    expect(scene.duration).toBe(seconds);
  });

  it('a length said sets the scene', () => {
    expect(read('{clip}, 4 seconds').scene.duration).toBe(4);
  });
});
