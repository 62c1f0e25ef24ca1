import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { ffprobe, makeMedia } from '../support/media.js';
import { aviWithGab2, behindId3, canaryText, concatList, fifoCanary, hlsPlaylist, httpCanary, movWithExternalDref, sampleMp4, type HttpCanary } from './hostile-media.js';

/*
 * The renderer against hostile assets: renderChapter with a version 2 document that uses the file as an image, a
 * video, a logo or the soundtrack. Files that are no media of that kind (a playlist, a concat list, a playlist
 * behind an ID3 tag, audio named as video) are refused before FFmpeg sees them, with the reason; files that are
 * the declared container but carry a reference (an MP4 data reference, an AVI's GAB2 subtitle holding a playlist)
 * are opened with the named demuxer only, and nothing they point at is read. In every case the canary file (a
 * FIFO beside the asset, where FFmpeg would look for a data reference) is never opened and the canary port sees
 * no connection. This suite renders with the system's FFmpeg; lib/media/input-args.test.ts and
 * ffmpeg-inputs.test.ts run the same input arguments with both builds.
 */

const ID = 'ast_HOSTILEaaaaaaaaaaaaaa';

const mediaLayer = (kind: 'image' | 'video') => ({ type: 'media' as const, assetId: ID, kind, fit: 'cover' as const, kenBurns: 'none' as const, animation: { in: 'none' as const } });
const docWith = (layers: NonNullable<SceneDocumentInput['scenes'][number]['layers']>, extra: Partial<SceneDocumentInput> = {}): SceneDocumentInput => ({
  version: 2,
  background: { type: 'solid', colour: '#202020' },
  scenes: [{ duration: 1, layers }],
  ...extra,
});

describe('the renderer opening hostile assets (renderChapter, version 2 documents)', () => {
  let dir: string;
  let canary: HttpCanary;
  let fifo: ReturnType<typeof fifoCanary>;
  let n = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'render-inputs-'));
    canary = await httpCanary(canaryText());
    fifo = fifoCanary(join(dir, 'canary.mp4'));
  });
  afterAll(async () => {
    await canary.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Watches the FIFO canary while `work` runs (a reader is let go with an empty read). */
  async function watching<T>(work: () => Promise<T>): Promise<{ outcome: T | Error; openedCanary: boolean }> {
    let openedCanary = false;
    const timer = setInterval(() => {
      if (fifo.opened()) openedCanary = true;
    }, 5);
    try {
      return { outcome: await work().catch((err: Error) => err), openedCanary };
    } finally {
      clearInterval(timer);
      if (fifo.opened()) openedCanary = true;
    }
  }

  /** Renders `document` with the hostile file at `path` as asset ID. */
  const render = (document: SceneDocumentInput, path: string) => {
    const output = join(dir, `out-${n++}.mp4`);
    return watching(() => renderChapter({ document, media: new Map([[ID, path]]), output, timeoutMs: 60_000 }).then(() => output));
  };

  /** Real media made by FFmpeg, stored without an extension like the engine's copies of assets. */
  const made = async (kind: 'png' | 'wav' | 'mp4', name: string, opts: { seconds?: number } = {}) => {
    const path = join(dir, name);
    renameSync(await makeMedia(kind, `${path}.${kind}`, opts), path);
    return path;
  };

  const write = (name: string, bytes: Buffer | string) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('is live: FFmpeg left to guess opens the canary from a playlist', async () => {
    const path = write('ast_LIVE', hlsPlaylist([join(dir, 'canary.mp4')]));
    const { openedCanary } = await watching(
      () => new Promise((resolve) => execFile('ffmpeg', ['-v', 'error', '-nostdin', '-i', path, '-t', '1', '-f', 'null', '-'], { timeout: 15_000, killSignal: 'SIGKILL' }, resolve)),
    );
    expect(openedCanary).toBe(true);
  }, 30_000);

  it.each([
    ['an HLS playlist as a video', 'video', () => hlsPlaylist([`${canary.url}/seg.ts`, join(dir, 'canary.mp4')]), /does not match any supported video type \(it looks like an HLS playlist\)/],
    ['an FFmpeg concat list as an image', 'image', () => concatList([join(dir, 'canary.mp4')]), /does not match any supported image type \(it looks like an FFmpeg concat list\)/],
    ['an HLS playlist behind an ID3 tag as a video', 'video', () => behindId3(hlsPlaylist([`${canary.url}/seg.ts`, join(dir, 'canary.mp4')])), /does not match any supported video type \(it looks like an HLS playlist behind an ID3 tag\)/],
  ] as const)('%s: refused before FFmpeg runs, with the reason', async (_what, kind, bytes, reason) => {
    const path = write(`ast_${n}`, bytes());
    const { outcome, openedCanary } = await render(docWith([mediaLayer(kind)]), path);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(reason);
    expect(openedCanary).toBe(false);
    expect(canary.connections()).toBe(0);
  }, 60_000);

  it('a concat list as a logo, and audio as a video: refused', async () => {
    const list = write('ast_LIST', concatList([join(dir, 'canary.mp4')]));
    const logo = await render(docWith([{ type: 'logo', assetId: ID, animation: { in: 'none' } }]), list);
    expect((logo.outcome as Error).message).toMatch(/any supported image type \(it looks like an FFmpeg concat list\)/);
    const wav = await made('wav', 'ast_WAV');
    const video = await render(docWith([mediaLayer('video')]), wav);
    expect((video.outcome as Error).message).toMatch(/any supported video type \(it looks like audio\/wav\)/);
    expect(logo.openedCanary || video.openedCanary).toBe(false);
  }, 60_000);

  it('an HLS playlist behind an ID3 tag as the soundtrack: refused, neither measured nor mixed', async () => {
    const path = write('ast_ID3', behindId3(hlsPlaylist([`${canary.url}/seg.ts`, join(dir, 'canary.mp4')])));
    const doc = docWith([{ type: 'text', role: 'heading', text: 'Sound', animation: { in: 'none' } }], { soundtrack: { assetId: ID } });
    const { outcome, openedCanary } = await render(doc, path);
    expect((outcome as Error).message).toMatch(/any supported audio type \(it looks like an HLS playlist behind an ID3 tag\)/);
    expect(openedCanary).toBe(false);
    expect(canary.connections()).toBe(0);
  }, 60_000);

  it('an MP4 whose data reference points at the canary beside it: not followed, the render fails on the empty track', async () => {
    const path = write('ast_DREF', movWithExternalDref(sampleMp4(), '/Volumes/elsewhere/canary.mp4'));
    // Live: with data references enabled, FFmpeg opens the canary beside the movie.
    const live = await watching(
      () => new Promise((resolve) => execFile('ffprobe', ['-v', 'error', '-enable_drefs', '1', '-i', path], { timeout: 15_000, killSignal: 'SIGKILL' }, resolve)),
    );
    expect(live.openedCanary).toBe(true);
    const { outcome, openedCanary } = await render(docWith([mediaLayer('video')]), path);
    expect(openedCanary).toBe(false);
    // The track's samples "live in another file" that is never opened: FFmpeg finds no data for it.
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(/ffmpeg exited/);
  }, 90_000);

  it('an AVI whose GAB2 subtitle carries an HLS playlist: no nested demuxer, nothing read or fetched', async () => {
    const path = write('ast_GAB2', aviWithGab2(hlsPlaylist([`${canary.url}/seg.ts`, join(dir, 'canary.mp4')])));
    const { outcome, openedCanary } = await render(docWith([mediaLayer('video')]), path);
    expect(openedCanary).toBe(false);
    expect(canary.connections()).toBe(0);
    // The file has no video stream: the render fails on it rather than on anything it points at.
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(/matches no streams/);
  }, 90_000);

  it('real media of each kind still renders', async () => {
    const png = await made('png', 'ast_PNG');
    const mp4 = await made('mp4', 'ast_MP4');
    const wav = await made('wav', 'ast_SOUND', { seconds: 2 });
    const output = join(dir, `out-${n++}.mp4`);
    const media = new Map([['ast_PNGaaaaaaaaaaaaaaaaaa', png], ['ast_MP4aaaaaaaaaaaaaaaaaa', mp4], ['ast_SOUNDaaaaaaaaaaaaaaaa', wav]]);
    const document = docWith(
      [
        { type: 'media', assetId: 'ast_MP4aaaaaaaaaaaaaaaaaa', kind: 'video', placement: 'left-half', animation: { in: 'none' } },
        { type: 'media', assetId: 'ast_PNGaaaaaaaaaaaaaaaaaa', kind: 'image', placement: 'right-half', animation: { in: 'none' } },
        { type: 'logo', assetId: 'ast_PNGaaaaaaaaaaaaaaaaaa', animation: { in: 'none' } },
      ],
      { soundtrack: { assetId: 'ast_SOUNDaaaaaaaaaaaaaaaa' } },
    );
    const { seconds } = await renderChapter({ document, media, output, mediaDir: dir });
    expect(seconds).toBe(1);
    const probe = await ffprobe(output);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
  }, 90_000);

  it('refuses a media file outside the job\'s directory before anything runs', async () => {
    const png = await made('png', 'ast_OUTSIDE');
    const jobDir = mkdtempSync(join(dir, 'job-'));
    const document = docWith([{ type: 'media', assetId: ID, kind: 'image', animation: { in: 'none' } }]);
    const output = join(jobDir, 'out.mp4');
    await expect(renderChapter({ document, media: new Map([[ID, png]]), output, mediaDir: jobDir })).rejects.toThrow(/not in the job's directory/);
    expect(existsSync(output)).toBe(false);
  });
});
