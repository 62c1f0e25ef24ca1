import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chapterArgs } from '../../engine/render/chapter-args.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { parseSceneDocument } from '../../engine/scene/migrate.js';
import { LEGACY_FORMAT } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { colourBt709 } from './frame-measures.js';

/*
 * A clip's colours come out as a player shows the clip itself (colour-space.ts): flat-colour clips whose YUV values
 * are computed here from the colour by the matrix they are tagged with (BT.709 as phones and cameras make them,
 * BT.601 tagged, untagged SD read as BT.601, untagged HD read as BT.709), rendered full frame, and the output (BT.709,
 * tagged) decoded to RGB with the BT.709 matrix: every channel within ±4 of the colour. Two chapters at 720p: one
 * mixing the matrices (the graph works in BT.601: the BT.709 clips are converted as they are read), one of BT.709
 * clips alone (no conversion at all: colour-working-space.ts).
 */

const run = promisify(execFile);
const ORANGE = '#FF6B35';
const BLUE = '#3366CC';
const SIZE = { width: 1280, height: 720 };
const SCENE = 0.5;

type Matrix = 'bt709' | 'bt601';
const TAGS = {
  bt709: ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
  bt601: ['-colorspace', 'smpte170m', '-color_primaries', 'smpte170m', '-color_trc', 'smpte170m', '-color_range', 'tv'],
};

/** Limited-range Y, Cb, Cr of `hex` by `matrix` (ITU-R BT.709 / BT.601 equations), rounded. */
function yuvOf(hex: string, matrix: Matrix): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255) as [number, number, number];
  const [kr, kb] = matrix === 'bt709' ? [0.2126, 0.0722] : [0.299, 0.114];
  const y = kr * r + (1 - kr - kb) * g + kb * b;
  const cb = (b - y) / (2 * (1 - kb));
  const cr = (r - y) / (2 * (1 - kr));
  return [Math.round(16 + 219 * y), Math.round(128 + 224 * cb), Math.round(128 + 224 * cr)];
}

/** A 1.5 s H.264 clip of flat `hex` coded by `matrix`, tagged so or (`tagged` false) untagged. */
async function flatClip(path: string, hex: string, matrix: Matrix, size: { width: number; height: number }, tagged: boolean): Promise<string> {
  const [y, u, v] = yuvOf(hex, matrix);
  const luma = size.width * size.height;
  const frame = Buffer.alloc(luma * 1.5);
  frame.fill(y, 0, luma);
  frame.fill(u, luma, luma * 1.25);
  frame.fill(v, luma * 1.25);
  const raw = `${path}.yuv`;
  writeFileSync(raw, frame);
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${size.width}x${size.height}`, '-framerate', '30', '-stream_loop', '44', '-i', raw,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-pix_fmt', 'yuv420p', ...(tagged ? TAGS[matrix] : []), path,
  ]);
  return path;
}

const colourSpaceTag = async (path: string) =>
  (await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=color_space', '-of', 'csv=p=0', path])).stdout.trim();

/** Whether each channel of `got` is within `tolerance` of `hex`'s. */
const within = (got: readonly number[], hex: string, tolerance: number) => [1, 3, 5].every((k, c) => Math.abs(got[c]! - parseInt(hex.slice(k, k + 2), 16)) <= tolerance);
const CENTRE = { x: SIZE.width / 2 - 50, y: SIZE.height / 2 - 50, w: 100, h: 100 };

// Cuts between the scenes: the default crossfade would blend the middle of a half-second scene with its neighbour's.
const scene = (assetId: string) => ({ duration: SCENE, transition: { type: 'cut' }, layers: [{ type: 'media', assetId, kind: 'video', muted: true, animation: { in: 'none' } }] });
const documentOf = (ids: string[]): SceneDocumentInput => ({ version: 2, background: { type: 'solid', colour: '#102030' }, scenes: ids.map(scene) } as SceneDocumentInput);

describe('clip colours: each clip read in its own matrix, the output BT.709 (issue 29)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'footage-colour-'));
  const media = new Map<string, string>();
  // Each clip: its asset id, the colour it shows.
  const clips = {
    orange709: { id: 'ast_orange709aaaaaaaaaaaa', colour: ORANGE },
    blue709: { id: 'ast_blue709aaaaaaaaaaaaaa', colour: BLUE },
    sdUntagged: { id: 'ast_sduntaggedaaaaaaaaaaa', colour: ORANGE },
    hd601: { id: 'ast_hd601aaaaaaaaaaaaaaaa', colour: BLUE },
    hdUntagged: { id: 'ast_hduntaggedaaaaaaaaaaa', colour: ORANGE },
  };
  const mixedOrder = [clips.orange709, clips.sdUntagged, clips.hd601, clips.hdUntagged, clips.blue709];
  const mixed = join(dir, 'mixed.mp4');
  const alone = join(dir, 'alone.mp4');
  let mixedFilter = '';
  let aloneFilter = '';
  let titledFilter = '';

  beforeAll(async () => {
    media.set(clips.orange709.id, await flatClip(join(dir, 'orange709.mp4'), ORANGE, 'bt709', SIZE, true));
    media.set(clips.blue709.id, await flatClip(join(dir, 'blue709.mp4'), BLUE, 'bt709', SIZE, true));
    media.set(clips.sdUntagged.id, await flatClip(join(dir, 'sd.mp4'), ORANGE, 'bt601', { width: 640, height: 360 }, false));
    media.set(clips.hd601.id, await flatClip(join(dir, 'hd601.mp4'), BLUE, 'bt601', SIZE, true));
    media.set(clips.hdUntagged.id, await flatClip(join(dir, 'hd.mp4'), ORANGE, 'bt709', SIZE, false));
    const docs = { mixed: documentOf(mixedOrder.map((c) => c.id)), alone: documentOf([clips.orange709.id, clips.blue709.id]) };
    const filterOf = async (doc: SceneDocumentInput) => {
      const work = mkdtempSync(join(dir, 'w-'));
      const { args } = await chapterArgs(parseSceneDocument(doc), SIZE, { media, work, output: join(work, 'out.mp4') });
      return args[args.indexOf('-filter_complex') + 1]!;
    };
    mixedFilter = await filterOf(docs.mixed);
    aloneFilter = await filterOf(docs.alone);
    // A BT.709 clip with a title over it: the title is drawn in BT.601, so the graph stays BT.601.
    const clipScene = scene(clips.orange709.id);
    const titled = { ...documentOf([]), scenes: [{ ...clipScene, layers: [...clipScene.layers, { type: 'text', role: 'heading', text: 'Over the clip' }] }] } as SceneDocumentInput;
    titledFilter = await filterOf(titled);
    await renderChapter({ document: docs.mixed, format: LEGACY_FORMAT, media, output: mixed });
    await renderChapter({ document: docs.alone, format: LEGACY_FORMAT, media, output: alone });
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the test clips carry the tags they should', async () => {
    expect(await colourSpaceTag(media.get(clips.orange709.id)!)).toBe('bt709');
    expect(await colourSpaceTag(media.get(clips.hd601.id)!)).toBe('smpte170m');
    expect(await colourSpaceTag(media.get(clips.sdUntagged.id)!)).toMatch(/^(unknown)?$/);
    expect(await colourSpaceTag(media.get(clips.hdUntagged.id)!)).toMatch(/^(unknown)?$/);
  });

  it('mixed matrices: every clip shows its own colour, within ±4 per channel', async () => {
    for (const [i, clip] of mixedOrder.entries()) {
      const got = await colourBt709(mixed, i * SCENE + SCENE / 2, CENTRE);
      expect({ scene: i, got, within4: within(got, clip.colour, 4) }).toEqual({ scene: i, got, within4: true });
    }
    expect(await colourSpaceTag(mixed)).toBe('bt709');
  });

  it('mixed matrices: the BT.709 clips (tagged and untagged HD) are converted into the graph\'s BT.601, the rest not', () => {
    const toBt601 = mixedFilter.match(/colorspace=space=bt470bg[^,;[]*ispace=bt709/g) ?? [];
    expect(toBt601).toHaveLength(3);
    // And the chapter once to BT.709 at the end.
    expect(mixedFilter.match(/colorspace=space=bt709[^,;[]*ispace=bt470bg/g) ?? []).toHaveLength(1);
  });

  it('a BT.709 clip under a title: converted into BT.601 as it is read, the chapter to BT.709 at the end', () => {
    expect(titledFilter.match(/colorspace=space=bt470bg[^,;[]*ispace=bt709/g) ?? []).toHaveLength(1);
    expect(titledFilter.match(/colorspace=space=bt709[^,;[]*ispace=bt470bg/g) ?? []).toHaveLength(1);
  });

  it('BT.709 clips alone: their colours within ±4, with no colour conversion in the graph at all', async () => {
    for (const [i, clip] of [clips.orange709, clips.blue709].entries()) {
      const got = await colourBt709(alone, i * SCENE + SCENE / 2, CENTRE);
      expect({ scene: i, got, within4: within(got, clip.colour, 4) }).toEqual({ scene: i, got, within4: true });
    }
    expect(aloneFilter).not.toContain('colorspace');
    expect(await colourSpaceTag(alone)).toBe('bt709');
  });
});
