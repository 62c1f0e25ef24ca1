import { describe, expect, it } from '@jest/globals';
import type { MediaLayer, SceneDocument } from '../../../model/scene-document.js';
import type { KnownAsset } from '../types.js';
import { ctx, IMG, read } from '../testing.js';

const A = 'ast_CLIPAaaaaaaaaaaaaaaaa';
const B = 'ast_CLIPBaaaaaaaaaaaaaaaa';
const C = 'ast_CLIPCaaaaaaaaaaaaaaaa';
const context = {
  ...ctx,
  assets: new Map<string, KnownAsset>([
    ...ctx.assets,
    [A, { id: A, kind: 'video', ready: true, name: 'beach.mp4' }],
    [B, { id: B, kind: 'video', ready: true, name: 'kitchen.mov' }],
    [C, { id: C, kind: 'video', ready: true, name: 'garden.mp4' }],
  ]),
};
/** Three clips, one a scene, after a title card with a picture. */
const base = () => read(`First "Our week" over ${IMG}. Then ${A}. Then ${B} seconds 2 to 8. Then ${C}.`, undefined, context).document;
const edit = (prompt: string, doc: SceneDocument = base()) => read(prompt, doc, context);
const clips = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.filter((l): l is MediaLayer => l.type === 'media' && l.kind === 'video'));

describe('edits of clips by reference (edit-clips.ts)', () => {
  it('the base has three clips, each its own scene', () => {
    expect(clips(base()).map((c) => c.assetId)).toEqual([A, B, C]);
  });

  it('"mute the second clip" mutes that clip only and says which', () => {
    const { document, summary } = edit('mute the second clip');
    expect(clips(document).map((c) => c.muted === true)).toEqual([false, true, false]);
    expect(summary).toMatch(/muted clip 2 \(kitchen\.mov\) in scene 3/);
  });

  it('"turn off the sound of the last video", then "keep the sound of the last clip"', () => {
    const muted = edit('turn off the sound of the last video').document;
    expect(clips(muted).map((c) => c.muted === true)).toEqual([false, false, true]);
    const back = edit('keep the sound of the last clip', muted).document;
    expect(clips(back).some((c) => c.muted)).toBe(false);
  });

  it('"trim the last clip to 3 seconds": its first 3 s, and its scene lasts 3 s', () => {
    const { document, summary } = edit('trim the last clip to 3 seconds');
    expect(clips(document)[2]!.trim).toEqual({ from: 0, to: 3 });
    expect(document.scenes[3]!.duration).toBe(3);
    expect(summary).toMatch(/trimmed clip 3 \(garden\.mp4\) in scene 4 to 0–3 s of it/);
  });

  it('a trimmed clip trimmed again keeps its start; "to seconds 1 to 2" sets the range', () => {
    const again = edit('trim the second clip to 2 seconds').document;
    expect(clips(again)[1]!.trim).toEqual({ from: 2, to: 4 });
    expect(again.scenes[2]!.duration).toBe(2);
    const range = edit('cut the first clip to seconds 1 to 2.5').document;
    expect(clips(range)[0]!.trim).toEqual({ from: 1, to: 2.5 });
    const last = edit('trim the second clip to the last 4 s').document;
    expect(clips(last)[1]!.trim).toEqual({ from: 0, last: 4 });
    expect(last.scenes[2]!.duration).toBe(4);
  });

  it('"play the second clip in slow motion" and "speed up the kitchen clip": the speed, and a trimmed clip\'s scene follows', () => {
    const slow = edit('play the second clip in slow motion').document;
    expect(clips(slow)[1]!.speed).toBe(0.5);
    expect(slow.scenes[2]!.duration).toBe(12);
    const fast = edit('speed up the kitchen clip').document;
    expect(clips(fast)[1]!.speed).toBe(2);
    expect(fast.scenes[2]!.duration).toBe(3);
    expect(clips(edit('make the last clip 2x speed').document)[2]!.speed).toBe(2);
    expect(clips(edit('slow down the first clip').document)[0]!.speed).toBe(0.5);
  });

  it('says why nothing changed: no such clip, or "the clip" among several', () => {
    const none = edit('mute the fifth clip');
    expect(clips(none.document).some((c) => c.muted)).toBe(false);
    expect(none.summary).toMatch(/there is no fifth clip \(the chapter has 3 clips\)/);
    expect(edit('mute the clip').summary).toMatch(/could be any of 3 clips/);
  });
});
