import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { interpretPrompt, type KnownAsset } from '../../engine/interpret/index.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { CLIP_FPS, decodeFrames, makeCodedClip } from '../support/coded-clip.js';
import { ffprobe } from '../support/media.js';
import { colourShare } from './frame-measures.js';
import { loudnessOf } from './video-checks.js';

/*
 * Footage as editors use it (issue 29: slideshows, trims and speed, a clip's own sound, totals from the brief),
 * from prompts to rendered video, measured on the decoded frames and sound: every frame of a trimmed clip is decoded
 * back to the clip's frame number (a pixel-coded counter burned into the test clip), slides are sampled for their
 * colour over the whole frame, the clip's tone is measured in a narrow band under the narration, and durations are
 * read by ffprobe.
 */

const run = promisify(execFile);
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const SILENT = 'ast_SILENTaaaaaaaaaaaaaaa';
const RED = 'ast_REDaaaaaaaaaaaaaaaaaa';
const GREEN = 'ast_GREENaaaaaaaaaaaaaaaa';
const BLUE = 'ast_BLUEaaaaaaaaaaaaaaaaa';
const DRAFT: OutputFormat = { aspect: 'landscape', resolution: '720p' };
const COLOURS: Record<string, string> = { [RED]: '#e53935', [GREEN]: '#00c853', [BLUE]: '#1e88e5' };
const assets = new Map<string, KnownAsset>([
  [CLIP, { id: CLIP, kind: 'video', ready: true }],
  [SILENT, { id: SILENT, kind: 'video', ready: true }],
  ...[RED, GREEN, BLUE].map((id): [string, KnownAsset] => [id, { id, kind: 'image', ready: true }]),
]);
/** The clip's 60 Hz tone alone: a narrow band under a voice's lowest pitch (speech has little there). */
const TONE = 'bandpass=f=60:width_type=q:w=8,bandpass=f=60:width_type=q:w=8';

describe('footage: slideshows, trims, speed, clip sound, totals (real FFmpeg, decoded frames)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'footage-'));
  const media = new Map<string, string>();
  let n = 0;
  const render = async (document: SceneDocumentInput) => {
    const output = join(dir, `chapter-${n++}.mp4`);
    const result = await renderChapter({ document, format: DRAFT, media, output, mediaDir: dir });
    return { output, ...result };
  };
  const fromPrompt = (prompt: string) => interpretPrompt(undefined, prompt, { assets, chapterDuration: null });
  const seconds = async (path: string) => Number((await ffprobe(path)).format.duration);

  beforeAll(async () => {
    media.set(CLIP, await makeCodedClip(join(dir, CLIP), 12));
    media.set(SILENT, await makeCodedClip(join(dir, SILENT), 4, { sound: false }));
    for (const [id, colour] of Object.entries(COLOURS)) {
      const path = join(dir, id);
      await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${colour.slice(1)}:s=800x600`, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', path]);
      media.set(id, path);
    }
  }, 120_000);

  it('"use seconds 2 to 5 of <clip>": every frame is from 2 s to 5 s of the clip, in order, and the scene lasts 3 s', async () => {
    const { document } = fromPrompt(`use seconds 2 to 5 of ${CLIP}`);
    const { output } = await render(document);
    expect(await seconds(output)).toBeCloseTo(3, 1);
    const frames = await decodeFrames(output);
    expect(frames.length).toBe(90);
    expect(Math.abs(frames[0]! - 2 * CLIP_FPS)).toBeLessThanOrEqual(1);
    for (const f of frames) {
      expect(f).toBeGreaterThanOrEqual(2 * CLIP_FPS - 1);
      expect(f).toBeLessThanOrEqual(5 * CLIP_FPS);
    }
    frames.slice(1).forEach((f, i) => expect(f).toBeGreaterThan(frames[i]!));
  }, 120_000);

  it('"the last 3 s", "from 0:07 to 0:08": only frames from the range', async () => {
    const last = await decodeFrames((await render(fromPrompt(`the last 3 s of ${CLIP}`).document)).output);
    expect(last.length).toBe(90);
    expect(Math.min(...last)).toBeGreaterThanOrEqual(9 * CLIP_FPS - 1);
    expect(Math.abs(last[0]! - 9 * CLIP_FPS)).toBeLessThanOrEqual(2);
    const clock = await decodeFrames((await render(fromPrompt(`${CLIP} from 0:07 to 0:08`).document)).output);
    expect(clock.length).toBe(30);
    expect(Math.min(...clock)).toBeGreaterThanOrEqual(7 * CLIP_FPS - 1);
    expect(Math.max(...clock)).toBeLessThanOrEqual(8 * CLIP_FPS);
  }, 120_000);

  it('speed changes the duration and the pace: 2× plays 2 clip frames a frame in half the time; slow motion half a frame in twice', async () => {
    const fast = await render(fromPrompt(`seconds 2 to 5 of ${CLIP} at 2x speed`).document);
    expect(await seconds(fast.output)).toBeCloseTo(1.5, 1);
    const f = await decodeFrames(fast.output);
    expect((f.at(-1)! - f[0]!) / (f.length - 1)).toBeCloseTo(2, 0);
    expect(Math.min(...f)).toBeGreaterThanOrEqual(2 * CLIP_FPS - 1);
    const slow = await render(fromPrompt(`seconds 2 to 3 of ${CLIP} in slow motion`).document);
    expect(await seconds(slow.output)).toBeCloseTo(2, 1);
    const s = await decodeFrames(slow.output);
    expect((s.at(-1)! - s[0]!) / (s.length - 1)).toBeCloseTo(0.5, 1);
    expect(Math.max(...s)).toBeLessThanOrEqual(3 * CLIP_FPS);
  }, 120_000);

  it("the clip's own sound plays under the narration unless muted; a clip without sound renders", async () => {
    const narration = 'narrate: "Here is the view from the top of the hill."';
    const heard = await render(fromPrompt(`${CLIP} seconds 1 to 5. ${narration}`).document);
    const muted = await render(fromPrompt(`${CLIP} seconds 1 to 5, muted. ${narration}`).document);
    const toneHeard = await loudnessOf(heard.output, 0.5, 2.5, TONE);
    const toneMuted = await loudnessOf(muted.output, 0.5, 2.5, TONE);

    expect(toneHeard).toBeGreaterThan(-45);
    expect(toneHeard - toneMuted).toBeGreaterThan(15);
    // The narration is still there, over it.
    expect(await loudnessOf(heard.output, 0.3, 2.5)).toBeGreaterThan(-30);
    const silent = await render(fromPrompt(`${SILENT} the first 2 seconds`).document);
    expect(await seconds(silent.output)).toBeCloseTo(2, 1);
  }, 180_000);

  it('"a slideshow of these three photos, 2 seconds each": three full-frame slides in order, each for its 2 s', async () => {
    const { document } = fromPrompt(`a slideshow of these three photos, 2 seconds each: ${RED} ${GREEN} ${BLUE}`);
    const { output } = await render(document);
    expect(await seconds(output)).toBeCloseTo(6, 1);
    // Each slide fills the frame from the end of its crossfade (0.7 s) to its end.
    const samples: [number, string][] = [[0.2, RED], [1.9, RED], [2.9, GREEN], [3.9, GREEN], [4.9, BLUE], [5.9, BLUE]];
    for (const [t, id] of samples) expect(await colourShare(output, t, COLOURS[id]!)).toBeGreaterThan(0.97);
  }, 120_000);

  it('"keep the whole thing around 12 seconds" with a longer narration: 12 s, the narration shortened at a pause and said so', async () => {
    const prompt = [
      'first "Our bakery", then a list of "Bread", "Cakes", "Coffee", finally "Visit us".',
      'narrate: "We bake every morning before sunrise. Our bread is made with flour from the valley, our cakes with fruit from our own garden, and our coffee is roasted down the street. Come and see us any day of the week, we open at seven."',
      'Keep the whole thing around 12 seconds.',
    ].join(' ');
    const { document } = fromPrompt(prompt);
    expect(document.duration).toBe(12);
    const result = await render(document);
    expect(await seconds(result.output)).toBeCloseTo(12, 1);
    expect(result.note).toMatch(/narration was shortened/);
  }, 180_000);
});
