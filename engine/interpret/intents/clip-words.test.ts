import { describe, expect, it } from '@jest/globals';
import type { MediaLayer, SceneDocument } from '../../../model/scene-document.js';
import type { KnownAsset } from '../types.js';
import { ctx, read } from '../testing.js';
import { withKnownLength } from './trims.js';

/* Speed, trims and sound as word classes and time expressions (trims.ts), for a clip of known length. */

const V = 'ast_LONGCLIPaaaaaaaaaaaaa';
const context = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, [V, { id: V, kind: 'video', ready: true, seconds: 60 }]]) };
const doc = (prompt: string, previous?: SceneDocument) => read(prompt, previous, context).document;
const clipOf = (d: SceneDocument) => d.scenes.flatMap((s) => s.layers).find((l): l is MediaLayer => l.type === 'media' && l.kind === 'video')!;

describe('a clip\'s words (trims.ts)', () => {
  it.each([
    [`${V} at 0.75 speed`, 0.75],
    [`${V}, three times faster`, 3],
    [`${V} x2 please`, 2],
    [`${V} at 50% speed`, 0.5],
    [`${V} at normal speed`, undefined],
  ])('speed: %s', (prompt, speed) => {
    expect(clipOf(doc(prompt)).speed).toBe(speed);
  });

  it.each([
    [`${V}. Stop it at 0:45.`, { from: 0, to: 45 }],
    [`${V}, cut off the first 4 seconds and end at 0:30`, { from: 4, to: 30 }],
    [`${V}. Remove everything before 0:10 and after 0:25.`, { from: 10, to: 25 }],
    [`${V}. Drop everything after 0:20.`, { from: 0, to: 20 }],
  ])('trim: %s', (prompt, trim) => {
    expect(clipOf(doc(prompt)).trim).toEqual(trim);
  });

  it('a clip\'s words in sentences of their own, when there is one clip', () => {
    const d = doc(`${V} is the finish line. Show it at half speed. Keep only 0:20 to 0:30. Silence it.`);
    expect(clipOf(d)).toMatchObject({ speed: 0.5, trim: { from: 20, to: 30 }, muted: true });
    // 10 s of clip at half speed.
    expect(d.scenes[0]!.duration).toBe(20);
  });

  it('a sentence about the voice or the music keeps its own words', () => {
    const d = read(`${V} of the match. Narrate slowly at 0.8x speed: "What a finish."`, undefined, context).document;
    expect(clipOf(d).speed).toBeUndefined();
  });

  it('"with its own sound off" mutes; "with its own sound" keeps it', () => {
    expect(clipOf(doc(`${V} with its own sound off`)).muted).toBe(true);
    expect(clipOf(doc(`${V} with its original audio`)).muted).toBe(false);
  });

  it('the last or first seconds of a clip of known length are that part of it', () => {
    expect(withKnownLength({ from: 0, last: 8 }, 40)).toEqual({ from: 32, to: 40 });
    expect(withKnownLength({ from: 5 }, 35)).toEqual({ from: 5, to: 35 });
    expect(withKnownLength({ from: 0, last: 50 }, 40)).toEqual({ from: 0, last: 50 });
    expect(clipOf(doc(`just the final 12 seconds of ${V}`)).trim).toEqual({ from: 48, to: 60 });
  });

  it('what a clip is ("<clip> is 3 minutes of …") is no scene length; a sped-up whole clip sets its scene', () => {
    const d = doc(`${V} is 1 minute of me baking, speed it up 4x so all of it plays`);
    expect(d.scenes[0]!.duration).toBe(15);
  });
});

describe('the speed of the only clip, in a later prompt (edit-clips.ts)', () => {
  it('a speed said with no command, "X not Y", and a relative one', () => {
    const first = doc(`${V} at 2x, "Sanding"`);
    expect(clipOf(doc('hmm, 3x not 2x', first)).speed).toBe(3);
    const slower = doc('a bit slower', first);
    // Half of 2x: its normal speed.
    expect(clipOf(slower).speed).toBeUndefined();
    expect(slower.scenes[0]!.duration).toBe(60);
    expect(clipOf(doc('go for quarter speed instead', first)).speed).toBe(0.25);
  });

  it('not a speed of the voice, of transitions, or with two clips', () => {
    const first = doc(`${V} at 2x, "Sanding"`);
    expect(clipOf(doc('make the transitions faster', first)).speed).toBe(2);
    expect(clipOf(doc('have the voice read it at 1.5x', first)).speed).toBe(2);
  });
});
