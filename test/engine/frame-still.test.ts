import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderFrame, stillFrameIndex } from '../../engine/frame/render-frame.js';
import { GraphBuilder } from '../../engine/render/ffmpeg/graph.js';
import { framesFor } from '../../engine/render/layout.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { composeScene } from '../../engine/render/scene/compose-scene.js';
import { SceneDocument, type SceneDocumentInput } from '../../model/scene-document.js';
import { makeMedia } from '../support/media.js';

/*
 * A still (engine/frame/) draws each layer once, in the one pose its frame shows (layer-api.ts `onlyFrame`), not its
 * whole picture sequence. That frame must be the render's:
 *  - bit for bit, for a scene composed for one frame against the whole scene composed (MD5 of the decoded frame,
 *    before any encoder), for layers whose pose or picture changes frame by frame: text entering (slide, typewriter,
 *    pop), drifting and leaving, a staggered list, a counter, a chart, a logo, a photo's Ken Burns move (as the
 *    scene's base and in a box), a clip, a progress bar, at frames in entrances, holds, exits and the frames a scene
 *    renders past its end for a transition. 640×360, 2 s scenes.
 *  - within the encoder's error, for a still at t against the frame the full render (an MP4 at 720p) shows at t,
 *    in an entrance, inside a crossfade and in a hold; a still a few frames off is measurably further from it.
 */

const run = promisify(execFile);
const PHOTO = 'ast_PHOTOaaaaaaaaaaaaaaaa';
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const LOGO = 'ast_LOGOaaaaaaaaaaaaaaaaa';
const FRAME = { width: 640, height: 360 };
const FPS = 30;
/** Frames each scene renders past its end (a transition out of it). */
const OVERLAP = 12;

const scenes: SceneDocumentInput = {
  version: 2,
  theme: 'bold',
  background: { type: 'gradient', from: '#10203a', to: '#2a4d7a', direction: 'diagonal' },
  scenes: [
    {
      duration: 2,
      fadeOut: true,
      layers: [
        { type: 'text', role: 'heading', text: 'Sliding in', placement: 'top', start: 0.1, animation: { in: 'slide-left', duration: 0.7 } },
        { type: 'text', role: 'body', text: 'Typed one letter at a time', start: 0.3, end: 1.6, animation: { in: 'typewriter', duration: 1, out: 'fade' } },
        { type: 'logo', assetId: LOGO, placement: 'top-right', scale: 0.2, start: 0.5, animation: { in: 'fade', duration: 0.3 } },
        { type: 'progress', span: 'chapter' },
      ],
    },
    {
      duration: 2,
      layers: [
        { type: 'media', assetId: PHOTO, kind: 'image', fit: 'cover', kenBurns: 'zoom-in', animation: { in: 'none' } },
        { type: 'media', assetId: CLIP, kind: 'video', placement: { x: 0.6, y: 0.55, w: 0.3, h: 0.3 }, fit: 'cover', start: 0.4, animation: { in: 'fade', duration: 0.3 } },
        { type: 'text', role: 'name', text: 'Maria Lopez', animation: { in: 'slide-right', duration: 0.4 } },
        { type: 'text', role: 'role', text: 'Head of Sales', start: 0.8, animation: { in: 'pop', duration: 0.5 } },
      ],
    },
    {
      duration: 2,
      layers: [
        { type: 'list', items: ['Plan the route', 'Pack the tent', 'Light the fire'], numbered: true, stagger: 0.4, start: 0.2, placement: 'left-half', animation: { in: 'fade', duration: 0.3 } },
        { type: 'counter', to: 10000, suffix: ' users', countSeconds: 1.5, placement: 'right-half' },
      ],
    },
    {
      duration: 2,
      layers: [
        { type: 'media', assetId: PHOTO, kind: 'image', placement: 'right', kenBurns: 'pan-left', start: 0.2, animation: { in: 'fade', duration: 0.4 } },
        { type: 'chart', kind: 'bar', title: 'Sales', placement: 'left', data: [{ label: 'Q1', value: 3 }, { label: 'Q2', value: 5 }, { label: 'Q3', value: 4 }] },
      ],
    },
  ],
} as SceneDocumentInput;

/** The bench's scene (a title, a list and a picture), then a crossfade into a second scene. */
const chapter: SceneDocumentInput = {
  version: 2,
  theme: 'bold',
  background: { type: 'solid', colour: '#1e293b' },
  scenes: [
    {
      duration: 1.5,
      layers: [
        { type: 'media', assetId: PHOTO, kind: 'image', placement: 'right' },
        { type: 'text', role: 'heading', text: 'Spring Sale', placement: 'top' },
        { type: 'list', items: ['Fresh bread', 'Warm coffee', 'Open late'], placement: 'left' },
      ],
    },
    { duration: 1.5, transition: { type: 'crossfade', duration: 0.5 }, layers: [{ type: 'text', role: 'heading', text: 'See you soon', animation: { in: 'pop', duration: 0.5 } }] },
  ],
} as SceneDocumentInput;

let dir: string;
let media: Map<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'montage-still-'));
  media = new Map([
    [PHOTO, await makeMedia('png', join(dir, 'photo.png'), { size: '800x600' })],
    [CLIP, await makeMedia('mp4', join(dir, 'clip.mp4'), { seconds: 3 })],
    [LOGO, await makeMedia('png', join(dir, 'logo.png'), { size: '200x100' })],
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a scene composed for one frame (a still)', () => {
  const doc = SceneDocument.parse(scenes);

  /** MD5 of each frame of scene `index` (yuv420p, as the render encodes it), composed whole or for frame `only`. */
  async function frameHashes(index: number, only?: number): Promise<string[]> {
    const work = join(dir, `s${index}-${only ?? 'all'}`);
    await mkdir(work, { recursive: true });
    const b = new GraphBuilder(work, media);
    const input = { doc, index, frame: FRAME, fps: FPS, frames: framesFor(doc.scenes[index]!.duration), overlapFrames: OVERLAP, incomingFrames: index > 0 ? OVERLAP : 0 };
    const scene = await composeScene(b, only === undefined ? input : { ...input, startFrame: only, onlyFrame: only });
    const limit = only === undefined ? [] : ['-frames:v', '1'];
    const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', ...b.inputArgs(), '-filter_complex', scene.statements.join(';'), '-map', scene.output, ...limit, '-fps_mode', 'passthrough', '-f', 'framemd5', '-'];
    const { stdout } = await run('ffmpeg', args, { maxBuffer: 1 << 24 });
    return stdout.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(',').at(-1)!.trim());
  }

  it.each(doc.scenes.map((_, i) => i))('scene %i: the frame is the whole scene’s, bit for bit', async (index) => {
    const whole = await frameHashes(index);
    const total = framesFor(doc.scenes[index]!.duration) + OVERLAP;
    expect(whole).toHaveLength(total);
    // In entrances (the typewriter, the slides, the pop, the list's stagger, the counter counting), in the hold (the
    // drift's cycle), in exits, and past the scene's end (under the next scene's transition).
    for (const only of [4, 17, 45, total - 1]) expect(await frameHashes(index, only)).toEqual([whole[only]]);
  }, 120_000);
});

describe('a still against the full render', () => {
  const doc = SceneDocument.parse(chapter);
  let video: string;

  /** The frame at `index` of the render, as the still's RGB (the chapters' BT.709 limited range, converted alike). */
  async function renderedFrame(index: number): Promise<Buffer> {
    const filter = `select=eq(n\\,${index}),scale=in_color_matrix=bt709:in_range=tv,format=rgb24`;
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', video, '-vf', filter, '-frames:v', '1', '-f', 'rawvideo', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
    return stdout;
  }

  async function still(seconds: number): Promise<Buffer> {
    const work = await mkdtemp(join(dir, 'still-'));
    const output = join(work, 'still.png');
    await renderFrame({ document: doc, frame: { width: 1280, height: 720 }, seconds, format: 'png', media, work, output });
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', output, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
    return stdout;
  }

  /** Mean absolute difference per channel (0–255). */
  const difference = (a: Buffer, b: Buffer) => {
    expect(a.length).toBe(b.length);
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
    return sum / a.length;
  };

  beforeAll(async () => {
    video = join(dir, 'full.mp4');
    await renderChapter({ document: doc, format: { aspect: 'landscape', resolution: '720p' }, media, output: video });
  }, 120_000);

  // In the entrances (the title rising, the list's items one after another, the picture's move), inside the
  // crossfade, and in the second scene's pop.
  it.each([0.3, 1.4, 2.1])('at %s s is the frame the render shows then', async (seconds) => {
    const index = stillFrameIndex(doc, seconds);
    const rendered = await renderedFrame(index);
    const near = difference(await still(seconds), rendered);
    // x264’s error only (0.2 to 0.9 per channel measured here); the bit-for-bit comparison above is the exact one.
    expect(near).toBeLessThan(1.5);
    // The still of a few frames later is further from it: the comparison sees a pose off by a few frames.
    const later = difference(await still(seconds + 4 / FPS), rendered);
    expect(later).toBeGreaterThan(near * 1.5);
  }, 120_000);
});
