import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OutputFormat } from '../../model/format.js';
import { concatChapters } from '../../engine/render/output/concat.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { ffprobe } from '../support/media.js';
import { colourBt709, colourShare, greyFrames, markerCentre, stillness } from './frame-measures.js';

/*
 * Output, media and backgrounds (issue 27), measured on the decoded frames of real renders: the default size, the
 * BT.709 conversion and tags (kept by an export's stream copy), pictures that cover the frame in every format around
 * their focus, a smooth sub-pixel Ken Burns, and backgrounds that are never frozen unless the document is still.
 * Most renders are 720p ("draft") to keep the suite quick; the default size is checked once.
 */

const run = promisify(execFile);
const GREEN = 'ast_GREENaaaaaaaaaaaaaaaa';
const SPLIT = 'ast_SPLITaaaaaaaaaaaaaaaa';
const MARKER = 'ast_MARKERaaaaaaaaaaaaaaa';
const DRAFT: OutputFormat = { aspect: 'landscape', resolution: '720p' };

const solid = (colour: string) => ({ type: 'solid' as const, colour });

describe('output, media and backgrounds (real FFmpeg, decoded frames)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-output-'));
  const media = new Map<string, string>();
  let n = 0;
  const render = async (document: SceneDocumentInput, format?: OutputFormat) => {
    const output = join(dir, `chapter-${n++}.mp4`);
    const result = await renderChapter({ document, format, media, output });
    return { output, ...result };
  };
  const video = async (path: string) => (await ffprobe(path)).streams.find((s) => s.codec_type === 'video') as Record<string, unknown>;

  beforeAll(async () => {
    const make = async (name: string, source: string) => {
      const path = join(dir, name);
      await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', path]);
      return path;
    };
    // A 4:3 picture of one colour, a 4:3 picture red on the left and blue on the right, and a dark picture with a
    // small white square off its centre (a marker to follow).
    media.set(GREEN, await make('green.png', 'color=c=0x00c853:s=800x600'));
    media.set(SPLIT, await make('split.png', 'color=c=0xe53935:s=800x600,drawbox=x=400:y=0:w=400:h=600:c=0x1e88e5:t=fill'));
    media.set(MARKER, await make('marker.png', 'color=c=0x202020:s=1600x900,drawbox=x=1150:y=250:w=24:h=24:c=white:t=fill'));
  });

  it('renders new chapters at 1080p by default, 720p on request', async () => {
    const doc: SceneDocumentInput = { version: 2, background: solid('#203040'), scenes: [{ duration: 0.5 }] };
    expect(await video((await render(doc)).output)).toMatchObject({ width: 1920, height: 1080, r_frame_rate: '30/1' });
    expect(await video((await render(doc, { aspect: 'portrait', resolution: '720p' })).output)).toMatchObject({ width: 720, height: 1280 });
  });

  it('converts to BT.709 and tags it: #FF6B35 decoded with the BT.709 matrix comes back within a few units, also after an export', async () => {
    const doc: SceneDocumentInput = { version: 2, still: true, background: solid('#ff6b35'), scenes: [{ duration: 1 }] };
    const a = await render(doc, DRAFT);
    const b = await render({ ...doc, background: solid('#1e88e5') }, DRAFT);
    for (const path of [a.output, b.output]) {
      expect(await video(path)).toMatchObject({ color_space: 'bt709', color_primaries: 'bt709', color_transfer: 'bt709', color_range: 'tv' });
    }
    const box = { x: 600, y: 320, w: 80, h: 80 };
    const orange = await colourBt709(a.output, 0.5, box);
    [0xff, 0x6b, 0x35].forEach((v, i) => expect(Math.abs(orange[i]! - v)).toBeLessThanOrEqual(3));
    const joined = join(dir, 'export.mp4');
    await concatChapters([a.output, b.output], joined);
    expect(await video(joined)).toMatchObject({ color_space: 'bt709', color_primaries: 'bt709', color_transfer: 'bt709', color_range: 'tv' });
    const blue = await colourBt709(joined, 1.5, box);
    [0x1e, 0x88, 0xe5].forEach((v, i) => expect(Math.abs(blue[i]! - v)).toBeLessThanOrEqual(3));
  });

  it.each<[OutputFormat['aspect']]>([['landscape'], ['portrait'], ['square']])('a picture "full frame" covers the whole %s frame; "fit" letterboxes it', async (aspect) => {
    const format: OutputFormat = { aspect, resolution: '720p' };
    const picture = { type: 'media' as const, assetId: GREEN, kind: 'image' as const, placement: 'full' as const, kenBurns: 'none' as const, animation: { in: 'none' as const } };
    const cover = await render({ version: 2, background: solid('#101010'), scenes: [{ duration: 0.5, layers: [picture] }] }, format);
    expect(await colourShare(cover.output, 0.25, '#00c853')).toBeGreaterThan(0.995);
    const fit = await render({ version: 2, background: solid('#101010'), scenes: [{ duration: 0.5, layers: [{ ...picture, fit: 'contain' }] }] }, format);
    const share = await colourShare(fit.output, 0.25, '#00c853');
    // A 4:3 picture contained: 75 % of a 16:9 frame, 42 % of a 9:16 one, 75 % of a square.
    expect(share).toBeLessThan(0.8);
    expect(share).toBeGreaterThan(0.35);
  });

  it('a picture that opens the video is whole on its first frame (the thumbnail), and one in a later scene still fades in', async () => {
    // The default entrance (a fade): on the video's first frame the picture shows already, under its title.
    const picture = { type: 'media' as const, assetId: GREEN, kind: 'image' as const, placement: 'full' as const, kenBurns: 'none' as const };
    const title = { type: 'text' as const, role: 'heading' as const, text: 'Hi', placement: 'top' as const };
    const doc: SceneDocumentInput = { version: 2, background: solid('#101010'), scenes: [{ duration: 1, layers: [picture, title] }, { duration: 1, transition: { type: 'cut', duration: 0.1 }, layers: [picture] }] };
    const { output } = await render(doc, DRAFT);
    expect(await colourShare(output, 0, '#00c853')).toBeGreaterThan(0.8);
    // A cut into the second scene: its picture fades in from the background there.
    expect(await colourShare(output, 1.05, '#00c853')).toBeLessThan(0.5);
    expect(await colourShare(output, 1.9, '#00c853')).toBeGreaterThan(0.9);
  });

  it('crops around the focus: a 4:3 picture red on the left, blue on the right, in 9:16', async () => {
    const format: OutputFormat = { aspect: 'portrait', resolution: '720p' };
    const picture = (focus?: { x: number; y: number }) => ({ type: 'media' as const, assetId: SPLIT, kind: 'image' as const, kenBurns: 'none' as const, animation: { in: 'none' as const }, ...(focus ? { focus } : {}) });
    const left = await render({ version: 2, background: solid('#101010'), scenes: [{ duration: 0.5, layers: [picture({ x: 0, y: 0.5 })] }] }, format);
    expect(await colourShare(left.output, 0.25, '#e53935')).toBeGreaterThan(0.99);
    const right = await render({ version: 2, background: solid('#101010'), scenes: [{ duration: 0.5, layers: [picture({ x: 1, y: 0.5 })] }] }, format);
    expect(await colourShare(right.output, 0.25, '#1e88e5')).toBeGreaterThan(0.99);
    const centre = await render({ version: 2, background: solid('#101010'), scenes: [{ duration: 0.5, layers: [picture()] }] }, format);
    const red = await colourShare(centre.output, 0.25, '#e53935');
    expect(Math.abs(red - 0.5)).toBeLessThan(0.03);
  });

  it.each<['zoom-in' | 'zoom-out' | 'pan-left']>([['zoom-in'], ['zoom-out'], ['pan-left']])('Ken Burns %s moves a point smoothly, monotonically, by fractions of a pixel', async (kenBurns) => {
    const seconds = 3;
    const { output } = await render(
      { version: 2, still: false, background: solid('#202020'), scenes: [{ duration: seconds, layers: [{ type: 'media', assetId: MARKER, kind: 'image', kenBurns, animation: { in: 'none' } }] }] },
      DRAFT,
    );
    const frames = await greyFrames(output, { width: 1280, height: 720 });
    expect(frames).toHaveLength(seconds * 30);
    // The marker (at 72 %, 29 % of the picture) is in the right half, upper part, whatever the move.
    const centres = frames.map((f) => markerCentre(f, 1280, { x: 640, y: 0, w: 640, h: 500 }, 48));
    expect(centres.every(Boolean)).toBe(true);
    const xs = centres.map((c) => c!.x);
    const steps = xs.slice(1).map((x, i) => x - xs[i]!);
    // zoom-in pushes it outwards (right), zoom-out pulls it in (left), pan-left moves the view left: the picture right.
    const sign = kenBurns === 'zoom-out' ? -1 : 1;
    const forward = steps.map((s) => s * sign);
    expect(Math.min(...forward)).toBeGreaterThan(0);
    const mean = forward.reduce((a, b) => a + b, 0) / forward.length;
    // Sub-pixel: less than a pixel a frame; smooth: no step differs from the mean by more than a sixth of a pixel
    // (zoompan moved it 2, 0, 2, 0 px).
    expect(mean).toBeLessThan(kenBurns === 'pan-left' ? 2.5 : 1);
    for (const s of forward) expect(Math.abs(s - mean)).toBeLessThan(0.17);
  });

  it('a text-only scene is never frozen: at most 40 % of frames equal the one before, no still over 2.5 s; "still" stays still', async () => {
    const doc: SceneDocumentInput = {
      version: 2,
      background: { type: 'gradient', from: '#10203a', to: '#2a4d7a', direction: 'diagonal' },
      scenes: [{ duration: 5, layers: [{ type: 'text', role: 'heading', text: 'Calm', animation: { in: 'none' } }] }, { duration: 4, background: solid('#f4efe6'), layers: [{ type: 'text', role: 'heading', text: 'Light', animation: { in: 'none' } }] }],
    };
    const alive = stillness(await greyFrames((await render(doc, DRAFT)).output, { width: 1280, height: 720 }));
    expect(alive.frames).toBe(270);
    expect(alive.equalShare).toBeLessThanOrEqual(0.4);
    expect(alive.longestStillSeconds).toBeLessThanOrEqual(2.5);
    const still = stillness(await greyFrames((await render({ ...doc, still: true }, DRAFT)).output, { width: 1280, height: 720 }));
    // Nothing moves: every frame but the transitions' and a few encoder refreshes is the one before.
    expect(still.differences.filter((d) => d > 0.5).length).toBeLessThanOrEqual(20);
  });
});
