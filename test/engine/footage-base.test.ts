import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chapterArgs } from '../../engine/render/chapter-args.js';
import { parseSceneDocument } from '../../engine/scene/migrate.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { makeCodedClip } from '../support/coded-clip.js';

/*
 * A scene whose whole picture is one opaque full-frame medium starts from that medium: no background is drawn under
 * it and no full-frame overlay runs (compose-scene.ts, layers/media.ts fillsScene). Checked on the filter graph
 * the chapter would run, for the cases that must keep the background (a clip that would run out before the scene
 * ends, a kept part the file does not have, "the last N seconds", a slide-in, a picture with transparency); the
 * frames of such renders are checked in footage.test.ts (every trimmed frame decoded back to its number).
 */

const run = promisify(execFile);
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const PHOTO = 'ast_PHOTOaaaaaaaaaaaaaaaa';
const ALPHA = 'ast_ALPHAaaaaaaaaaaaaaaaa';

describe('a full-frame opaque medium is the scene\'s base (no background under it)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'footage-base-'));
  const media = new Map<string, string>();
  beforeAll(async () => {
    media.set(CLIP, await makeCodedClip(join(dir, 'clip.mp4'), 6, { sound: false }));
    media.set(PHOTO, join(dir, 'photo.png'));
    media.set(ALPHA, join(dir, 'alpha.png'));
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=320x180', '-frames:v', '1', media.get(PHOTO)!]);
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red@0.5:s=320x180,format=rgba', '-frames:v', '1', media.get(ALPHA)!]);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The graph of a scene of `layer` (`under`: over a title); `second`: after a first scene (the video's first frame shows media whole). */
  const graph = async (layer: Record<string, unknown>, second = false, under = false) => {
    const scene = { duration: 3, layers: [...(under ? [{ type: 'text', role: 'heading', text: 'Under it', start: 0 }] : []), layer] };
    const scenes = second ? [{ duration: 1, layers: [] }, scene] : [scene];
    const doc = parseSceneDocument({ version: 2, background: { type: 'solid', colour: '#102030' }, scenes } as SceneDocumentInput);
    const work = mkdtempSync(join(dir, 'w-'));
    const { args } = await chapterArgs(doc, { width: 1280, height: 720 }, { media, work, output: join(work, 'out.mp4') });
    const filter = args[args.indexOf('-filter_complex') + 1]!;
    return { filter, background: args.some((a) => a.endsWith('.ppm')), overlays: filter.split(';').filter((s) => s.includes('overlay=')).length, text: /textpic/.test(filter) };
  };
  const clip = (extra: Record<string, unknown>) => ({ type: 'media', assetId: CLIP, kind: 'video', animation: { in: 'none' }, ...extra });

  it('a trimmed clip that fills its scene: no background, no overlay, nothing under it drawn', async () => {
    const g = await graph(clip({ trim: { from: 2, to: 5 } }), false, true);
    expect(g.filter).not.toContain('ppm');
    expect(g.background).toBe(false);
    expect(g.overlays).toBe(0);
    expect(g.text).toBe(false);
    const second = await graph(clip({ trim: { from: 2, to: 5 } }), true);
    expect(second.filter).not.toMatch(/\[s1bg\d+\]/);
    expect(second.filter).toMatch(/\[s0bg\d+\]/);
    expect(g.filter).toMatch(/^\[\d+:v\]fps=30,/);
  });

  it('an untrimmed (looping) clip and a still with a camera move are bases too; a fade-in fades from a colour, so it is one', async () => {
    expect((await graph(clip({}))).background).toBe(false);
    expect((await graph(clip({ animation: { in: 'fade' } }))).background).toBe(false);
    expect((await graph({ type: 'media', assetId: PHOTO, kind: 'image', kenBurns: 'zoom-in', animation: { in: 'none' } })).background).toBe(false);
  });

  it('keeps the background where the medium does not cover every frame', async () => {
    // The kept part (2 s) is shorter than the scene (3 s): its last frame holds by overlay.
    expect((await graph(clip({ trim: { from: 2, to: 4 } }))).background).toBe(true);
    // The file has 6 s: a kept part ending at 8 s is not all there.
    expect((await graph(clip({ trim: { from: 5, to: 8 } }))).background).toBe(true);
    // "The last 3 s": read from the file's end.
    expect((await graph(clip({ trim: { from: 0, last: 3 } }))).background).toBe(true);
    // A slide shows the background beside it (not on the video's first frame, where media show whole).
    expect((await graph(clip({ animation: { in: 'slide-left' } }))).background).toBe(false);
    expect((await graph(clip({ animation: { in: 'slide-left' } }), true)).filter).toMatch(/\[s1bg\d+\]/);
    expect((await graph(clip({ placement: 'left-half' }))).background).toBe(true);
    expect((await graph(clip({ fit: 'contain' }))).background).toBe(true);
    expect((await graph(clip({ start: 1 }))).background).toBe(true);
    expect((await graph({ type: 'media', assetId: ALPHA, kind: 'image', animation: { in: 'none' } })).background).toBe(true);
  });
});
