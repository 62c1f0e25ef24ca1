import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scenePieces } from '../../engine/render/chunks/plan.js';
import type { PieceCache } from '../../engine/render/chunks/render-pieces.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';

/*
 * A chapter rendered in pieces (engine/render/chunks/) against the same chapter rendered whole, on real FFmpeg
 * output: same frame count, frame-for-frame equivalent (PSNR bound below), every piece opening on a key frame, and
 * sound and picture in step across the joins (a beep on the soundtrack at each cut, where the colour changes).
 * Then the render cache: after an edit of one scene of four, only that scene's piece is rendered and the others are
 * the very same frames. 720p, 4 s.
 */

const run = promisify(execFile);
const AUD = 'ast_AUDIOaaaaaaaaaaaaaaaa';
const FORMAT: OutputFormat = { aspect: 'landscape', resolution: '720p' };
/** The bound for "frame-for-frame equivalent": the pieces' frames differ from the whole render's by encoding only (x264 CRF 21 twice over the same pixels, its key frames elsewhere). */
const MIN_FRAME_PSNR_DB = 40;

const solid = (colour: string) => ({ type: 'solid' as const, colour });
function chapter(lastTitle: string, thirdTitle = 'THREE'): SceneDocumentInput {
  return {
    version: 2,
    theme: 'classic',
    background: solid('#202020'),
    scenes: [
      { duration: 1, background: solid('#c00000'), transition: { type: 'cut' }, layers: [{ type: 'text', role: 'heading', text: 'ONE' }] },
      { duration: 1, background: solid('#00a000'), transition: { type: 'cut' }, layers: [{ type: 'text', role: 'heading', text: 'TWO' }] },
      { duration: 1, background: solid('#0000c0'), transition: { type: 'crossfade', duration: 0.4 }, layers: [{ type: 'text', role: 'heading', text: thirdTitle }] },
      { duration: 1, background: solid('#c0c000'), transition: { type: 'cut' }, layers: [{ type: 'text', role: 'heading', text: lastTitle }] },
    ],
    soundtrack: { assetId: AUD, fadeIn: 0, fadeOut: 0, duck: false },
    // Short, so that it is over before the first beep; its captions are drawn over the first piece.
    narration: { text: 'Hi.', captions: true },
  } as SceneDocumentInput;
}

/** A render cache in a directory, counting what it was asked. */
function dirCache(dir: string) {
  const held = new Map<string, string>();
  const counts = { fetched: 0, stored: 0 };
  const cache: PieceCache & { holdsAny(): boolean } = {
    holdsAny: () => held.size > 0,
    async fetch(hash, path) {
      const file = held.get(hash);
      if (!file) return false;
      await copyFile(file, path);
      counts.fetched++;
      return true;
    },
    async store(hash, path) {
      const file = join(dir, `${hash}.mp4`);
      await copyFile(path, file);
      held.set(hash, file);
      counts.stored++;
    },
  };
  return { cache, counts };
}

async function videoFrames(path: string): Promise<{ time: number; key: boolean }[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time,key_frame', '-of', 'json', path], { maxBuffer: 1 << 24 });
  return (JSON.parse(stdout) as { frames: { pts_time: string; key_frame: number }[] }).frames.map((f) => ({ time: Number(f.pts_time), key: f.key_frame === 1 }));
}

/** Per-frame PSNR (average of the planes) of `b` against `a`. */
async function framePsnr(a: string, b: string): Promise<number[]> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', a, '-i', b, '-lavfi', '[0:v][1:v]psnr=stats_file=-', '-f', 'null', '-'], { maxBuffer: 1 << 24 });
  return stdout.trim().split('\n').map((line) => {
    const v = /psnr_avg:(\S+)/.exec(line)![1]!;
    return v === 'inf' ? Infinity : Number(v);
  });
}

/** The red channel's mean in a corner of every frame (the scenes' backgrounds: the visual marker of each cut). */
async function cornerRed(path: string): Promise<number[]> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path, '-vf', 'crop=16:16:0:0,scale=1:1:flags=area,format=rgb24', '-f', 'rawvideo', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
  const out: number[] = [];
  for (let i = 0; i + 2 < stdout.length; i += 3) out.push(stdout[i]!);
  return out;
}

/** The start (seconds) of each beep of the soundtrack: the first sample past a threshold after each second's quiet. */
async function beepOnsets(path: string): Promise<number[]> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path, '-map', '0:a', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'], { encoding: 'buffer', maxBuffer: 1 << 26 });
  const samples = new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
  const onsets: number[] = [];
  let i = Math.round(0.7 * 48000); // after the narration
  while (i < samples.length) {
    if (Math.abs(samples[i]!) > 3000) {
      onsets.push(i / 48000);
      i += 24000;
    } else i++;
  }
  return onsets;
}

describe('chunked rendering (real FFmpeg)', () => {
  let dir: string;
  const media = new Map<string, string>();
  let pieced: Awaited<ReturnType<typeof renderChapter>>;
  let edited: Awaited<ReturnType<typeof renderChapter>>;
  let counts: { fetched: number; stored: number };
  let afterEdit: { fetched: number; stored: number };
  let transitionEdited: Awaited<ReturnType<typeof renderChapter>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chunked-'));
    // A 1 kHz beep of 50 ms at 1, 2, 3 and 4 s.
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', "aevalsrc='if(lt(mod(t\\,1)\\,0.05)*gt(t\\,0.5)\\,0.8*sin(2*PI*1000*t)\\,0)':s=48000:d=5", '-ac', '2', '-f', 'wav', join(dir, AUD)]);
    media.set(AUD, join(dir, AUD));
    const store = dirCache(dir);
    const chunking = { workers: 2, thresholdMegapixelSeconds: 0, cache: store.cache };
    await renderChapter({ document: chapter('FOUR'), format: FORMAT, media, mediaDir: dir, output: join(dir, 'whole.mp4') });
    pieced = await renderChapter({ document: chapter('FOUR'), format: FORMAT, media, mediaDir: dir, output: join(dir, 'pieces.mp4'), chunking });
    counts = { ...store.counts };
    edited = await renderChapter({ document: chapter('FIVE'), format: FORMAT, media, mediaDir: dir, output: join(dir, 'edited.mp4'), chunking });
    afterEdit = { fetched: store.counts.fetched - counts.fetched, stored: store.counts.stored - counts.stored };
    // An edit of the scene that enters with the crossfade.
    transitionEdited = await renderChapter({ document: chapter('FIVE', 'TRES'), format: FORMAT, media, mediaDir: dir, output: join(dir, 'edited-third.mp4'), chunking });
  }, 240_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('cuts at the scene boundaries, after the transitions, the crossfade a piece of its own', () => {
    const pieces = scenePieces(chapter('FOUR') as never);
    expect(pieces.map((p) => [p.startFrame, p.endFrame])).toEqual([[0, 30], [30, 60], [60, 72], [72, 90], [90, 120]]);
    expect(pieced.pieces?.map((p) => p.frames)).toEqual([30, 30, 12, 18, 30]);
  });

  it('makes the same frames as the whole render: the same count, each within the PSNR bound', async () => {
    const whole = await videoFrames(join(dir, 'whole.mp4'));
    const frames = await videoFrames(join(dir, 'pieces.mp4'));
    expect(frames).toHaveLength(120);
    expect(whole).toHaveLength(120);
    // No frame added or dropped: the timestamps are those of the whole render.
    expect(frames.map((f) => f.time)).toEqual(whole.map((f) => f.time));
    const psnr = await framePsnr(join(dir, 'whole.mp4'), join(dir, 'pieces.mp4'));
    expect(psnr).toHaveLength(120);
    expect(Math.min(...psnr)).toBeGreaterThan(MIN_FRAME_PSNR_DB);
  });

  it('opens every piece on a key frame (the joins are stream copies of closed GOPs)', async () => {
    const frames = await videoFrames(join(dir, 'pieces.mp4'));
    for (const start of [0, 30, 60, 72, 90]) expect(frames[start]!.key).toBe(true);
  });

  it('keeps sound and picture in step across every join (within 20 ms)', async () => {
    const red = await cornerRed(join(dir, 'pieces.mp4'));
    // The cuts at 1 s (red to green) and 3 s (blue to yellow): the first frame of each new colour.
    const cutAt = (from: number, test: (r: number) => boolean) => red.findIndex((r, i) => i >= from && test(r)) / 30;
    const visual = [cutAt(1, (r) => r < 100), cutAt(75, (r) => r > 100)];
    const beeps = await beepOnsets(join(dir, 'pieces.mp4'));
    // Beeps at 1 and 3 s mark the cuts; the one at 2 s lies between them, and the join at 2.4 s is checked by
    // the one at 3 s (a join that moved the video would move every later cut).
    expect(beeps.length).toBeGreaterThanOrEqual(3);
    expect(Math.abs(visual[0]! - beeps[0]!)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(visual[1]! - beeps[2]!)).toBeLessThanOrEqual(0.02);
    expect(visual).toEqual([1, 3]);
  });

  it('renders only the edited scene again, and takes the others from the cache unchanged', async () => {
    // Five pieces and the chapter's audio mix stored; after the edit (of a heading: the sound is the same) four
    // pieces and the mix fetched, one piece rendered and stored.
    expect(counts).toEqual({ fetched: 0, stored: 6 });
    expect(afterEdit).toEqual({ fetched: 5, stored: 1 });
    expect([pieced.audioCached, edited.audioCached]).toEqual([false, true]);
    expect(edited.pieces?.map((p) => p.cached)).toEqual([true, true, true, true, false]);
    const psnr = await framePsnr(join(dir, 'pieces.mp4'), join(dir, 'edited.mp4'));
    expect(psnr).toHaveLength(120);
    // The cached pieces are the same bytes: their frames are identical; the edited one's are not.
    expect(psnr.slice(0, 90).every((p) => p === Infinity)).toBe(true);
    expect(psnr.slice(90).some((p) => p < 60)).toBe(true);
  });

  it('after an edit of a scene that enters with a crossfade, renders its piece and the crossfade again, not the scene before', async () => {
    // The scene before keeps its body (frames 30-59); the crossfade into the edited scene (60-71) and its own frames are new.
    expect(transitionEdited.pieces?.map((p) => p.cached)).toEqual([true, true, false, false, true]);
    const psnr = await framePsnr(join(dir, 'edited.mp4'), join(dir, 'edited-third.mp4'));
    expect(psnr).toHaveLength(120);
    expect(psnr.slice(0, 60).every((p) => p === Infinity)).toBe(true);
    expect(psnr.slice(60, 90).some((p) => p < 60)).toBe(true);
    expect(psnr.slice(90).every((p) => p === Infinity)).toBe(true);
    // And it is still the whole render's chapter, frame for frame.
    const whole = join(dir, 'whole-third.mp4');
    await renderChapter({ document: chapter('FIVE', 'TRES'), format: FORMAT, media, mediaDir: dir, output: whole });
    expect(Math.min(...(await framePsnr(whole, join(dir, 'edited-third.mp4'))))).toBeGreaterThan(MIN_FRAME_PSNR_DB);
  }, 120_000);
});
