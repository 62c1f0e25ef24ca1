import { beforeAll, afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeScene } from '../../engine/render/scene/compose-scene.js';
import { GraphBuilder } from '../../engine/render/ffmpeg/graph.js';
import { framesFor } from '../../engine/render/layout.js';
import { SceneDocument, type SceneDocumentInput } from '../../model/scene-document.js';
import { makeMedia } from '../support/media.js';

/*
 * A scene composed from a later frame (compose-scene.ts `startFrame`: how a chunk that shows only a scene's end,
 * the crossfade out of it, skips composing the frames before) gives exactly the frames the whole scene has there:
 * the same pixels, bit for bit (MD5 of every decoded frame, before any encoder), for scenes of the layer kinds whose
 * timing could go wrong when their frames are not counted from the scene's start: entrances and exits mid-way, a
 * typewriter, a counter, a staggered list, a chart growing, a logo fading, a photo with Ken Burns as the scene's
 * base, a clip in a box, a progress bar, the drifting background, the scene's fades, and the frames it renders past
 * its end for the next scene's transition. 640×360, 2 s scenes.
 */

const run = promisify(execFile);
const PHOTO = 'ast_PHOTOaaaaaaaaaaaaaaaa';
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const LOGO = 'ast_LOGOaaaaaaaaaaaaaaaaa';
const FRAME = { width: 640, height: 360 };
const FPS = 30;
/** Frames each scene renders past its end (a transition out of it). */
const OVERLAP = 12;

const document: SceneDocumentInput = {
  version: 2,
  theme: 'bold',
  background: { type: 'gradient', from: '#10203a', to: '#2a4d7a', direction: 'diagonal' },
  scenes: [
    {
      duration: 2,
      fadeIn: true,
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
      layers: [{ type: 'chart', kind: 'bar', title: 'Sales', data: [{ label: 'Q1', value: 3 }, { label: 'Q2', value: 5 }, { label: 'Q3', value: 4 }] }],
    },
  ],
} as SceneDocumentInput;

let dir: string;
let media: Map<string, string>;
const doc = SceneDocument.parse(document);

/** MD5 of each frame of scene `index` composed from `startFrame` (yuv420p, as the pieces encode it). */
async function frameHashes(index: number, startFrame: number): Promise<string[]> {
  const work = join(dir, `s${index}-${startFrame}`);
  await mkdir(work, { recursive: true });
  const b = new GraphBuilder(work, media);
  const scene = await composeScene(b, { doc, index, frame: FRAME, fps: FPS, frames: framesFor(doc.scenes[index]!.duration), overlapFrames: OVERLAP, incomingFrames: index > 0 ? OVERLAP : 0, startFrame });
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', ...b.inputArgs(), '-filter_complex', scene.statements.join(';'), '-map', scene.output, '-fps_mode', 'passthrough', '-f', 'framemd5', '-'];
  const { stdout } = await run('ffmpeg', args, { maxBuffer: 1 << 24 });
  return stdout.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(',').at(-1)!.trim());
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'montage-offset-'));
  media = new Map([
    [PHOTO, await makeMedia('png', join(dir, 'photo.png'), { size: '800x600' })],
    [CLIP, await makeMedia('mp4', join(dir, 'clip.mp4'), { seconds: 3 })],
    [LOGO, await makeMedia('png', join(dir, 'logo.png'), { size: '200x100' })],
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a scene composed from a later frame', () => {
  it.each(doc.scenes.map((_, i) => i))('scene %i: the frames kept are the whole scene’s, bit for bit', async (index) => {
    const total = framesFor(doc.scenes[index]!.duration) + OVERLAP;
    const whole = await frameHashes(index, 0);
    expect(whole).toHaveLength(total);
    // Mid-way (entrances, the typewriter, the counter still moving) and where a tail starts (the scene's own
    // frames all skipped: only those it renders past its end are left).
    for (const skip of [17, total - OVERLAP]) {
      const from = await frameHashes(index, skip);
      expect(from).toHaveLength(total - skip);
      expect(from).toEqual(whole.slice(skip));
    }
    // The scene changes over the frames compared, so equal hashes are not one frame repeated.
    expect(new Set(whole.slice(17)).size).toBeGreaterThan(3);
  }, 120_000);
});
