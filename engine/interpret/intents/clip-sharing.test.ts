import { describe, expect, it } from '@jest/globals';
import type { LayoutCell, SceneDocument } from '../../../model/scene-document.js';
import type { InterpretContext, KnownAsset } from '../types.js';
import { ctx as base, layersOf, read } from '../testing.js';

/*
 * Clip words said of several clips at once (trims.ts readClipWords) and kept in a layout's cells (media.ts
 * cellPlaying): clips named together share what follows them, "both"/"all"/"each" speaks of every clip, a sentence
 * naming no clip speaks of the main (first) one; a factor beats a manner; "speed up <clip> N times".
 */

const A = 'ast_CLIPAaaaaaaaaaaaaaaaa';
const B = 'ast_CLIPBaaaaaaaaaaaaaaaa';
const C = 'ast_CLIPCaaaaaaaaaaaaaaaa';
const LONG = 'ast_LONGXaaaaaaaaaaaaaaaa';
const clips: [string, KnownAsset][] = [
  [A, { id: A, kind: 'video', ready: true, seconds: 20 }],
  [B, { id: B, kind: 'video', ready: true, seconds: 12 }],
  [C, { id: C, kind: 'video', ready: true, seconds: 16 }],
  [LONG, { id: LONG, kind: 'video', ready: true, seconds: 180 }],
];
const context: InterpretContext = { ...base, assets: new Map([...base.assets, ...clips]) };
const interpret = (prompt: string) => read(prompt, undefined, context);

/** Every clip of the first scene, full frame or in a layout's cells, in the order drawn. */
function clipsOf(doc: SceneDocument): Pick<LayoutCell, 'assetId' | 'trim' | 'speed' | 'muted'>[] {
  return doc.scenes[0]!.layers.flatMap((l) => (l.type === 'media' ? [l] : l.type === 'layout' ? l.cells : [])).filter((l) => l.kind === 'video');
}

describe('clip words said of several clips', () => {
  it.each([
    [`${A} ${B} ${C} in a grid, no sound`, [true, true, true]],
    [`${A} and ${B} side by side, muted`, [true, true]],
    [`one frame, all at once: ${A}, ${B} & ${C} muted`, [true, true, true]],
  ])('clips named together share the words after them: %s', (prompt, muted) => {
    expect(clipsOf(interpret(prompt).document).map((c) => c.muted)).toEqual(muted);
  });

  it.each([
    [`${A} on the left, ${B} on the right. Mute both.`, { muted: true }],
    [`split screen, ${A} left and ${B} right, both running at 2x`, { speed: 2 }],
    [`${A} and then ${B} beside it. Play all of them in slow motion`, { speed: 0.5 }],
  ])('"both", "all" speak of every clip: %s', (prompt, want) => {
    for (const clip of clipsOf(interpret(prompt).document)) expect(clip).toMatchObject(want);
  });

  it('a clip\'s own words stay its own when the others are set apart', () => {
    const [first, second] = clipsOf(interpret(`split screen: ${A} muted on the left, ${B} on the right`).document);
    expect(first!.muted).toBe(true);
    expect(second!.muted).toBeUndefined();
  });

  it.each([
    [`${LONG} full screen with ${B} small in the corner. Only keep 0:40-0:55 of the demo.`, { from: 40, to: 55 }],
    [`picture in picture: ${LONG} big, ${B} in a little box. Skip the first 30 seconds.`, { from: 30, to: 180 }],
    [`${LONG} with ${C} as picture-in-picture. Only the first 9 seconds of it, please.`, { from: 0, to: 9 }],
  ])('a sentence naming no clip speaks of the main one: %s', (prompt, trim) => {
    const [main, inset] = clipsOf(interpret(prompt).document);
    expect(main!.trim).toEqual(trim);
    expect(inset!.trim).toBeUndefined();
  });

  it('a sentence naming one clip by its place is not the main one\'s', () => {
    const [first, second] = clipsOf(interpret(`${A} and ${B} side by side. Put the second clip in slow motion.`).document);
    expect(first!.speed).toBeUndefined();
    expect(second!.speed === undefined || second!.speed === 0.5).toBe(true);
  });

  it('a layout keeps each clip\'s part, speed and sound in its cell', () => {
    const { document } = interpret(`${A} from 0:02 to 0:08 at half speed and ${B} muted, side by side`);
    const layout = layersOf(document, 0, 'layout')[0]!;
    expect(layout.cells[0]).toMatchObject({ assetId: A, trim: { from: 2, to: 8 }, speed: 0.5 });
    expect(layout.cells[1]).toMatchObject({ assetId: B, muted: true });
    expect(layout.cells[1]!.speed).toBeUndefined();
  });
});

describe('speed factors and manners', () => {
  it.each([
    [`slow-mo replay of ${A}, at quarter speed`, 0.25],
    [`${A} sped up, 3x`, 3],
    [`time-lapse ${LONG} at 12x so it fits`, 12],
  ])('a factor said beside a manner wins: %s', (prompt, speed) => {
    const clip = clipsOf(interpret(prompt).document)[0]!;
    expect(clip.speed).toBe(speed);
    expect(interpret(prompt).summary).not.toMatch(/not understand/);
  });

  it.each([
    [`speed up ${LONG} 6 times`, 6, 30],
    [`speed ${LONG} up 9x, no title`, 9, 20],
    [`sped it up by 4x: ${LONG}`, 4, 45],
  ])('"speed up <clip> N times": %s', (prompt, speed, seconds) => {
    const { document } = interpret(prompt);
    expect(clipsOf(document)[0]!.speed).toBe(speed);
    // The clip plays whole: its sped-up length is its scene's.
    expect(document.scenes[0]!.duration).toBe(seconds);
  });

  it('a manner alone keeps its own speed', () => {
    expect(clipsOf(interpret(`${A} in slow motion`).document)[0]!.speed).toBe(0.5);
    expect(clipsOf(interpret(`speed up ${A}`).document)[0]!.speed).toBe(2);
  });

  it('what a clip is ("a 3 min time-lapse") is its own length, not its scene\'s', () => {
    const { document } = interpret(`${LONG} is a 3 min time-lapse of the garden, speed it up 6x`);
    expect(document.scenes[0]!.duration).toBe(30);
  });
});

describe('a layout\'s clips set its scene\'s length', () => {
  it.each([
    [`${A} and ${B} side by side`, 20],
    [`${B} and ${C} as a split screen, both in slow motion`, 32],
    [`picture in picture: ${LONG} full screen, ${C} small in the corner. Skip the first 60 seconds.`, 120],
  ])('%s', (prompt, seconds) => {
    expect(interpret(prompt).document.scenes[0]!.duration).toBe(seconds);
  });

  it('pictures alone keep the usual length', () => {
    const { document } = interpret(`${base.assets.keys().next().value} and ${base.assets.keys().next().value} side by side`);
    expect(document.scenes[0]!.duration).toBe(5);
  });
});
