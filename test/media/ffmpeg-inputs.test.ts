import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputArgs, readHead, sniffHead } from '../../lib/media/input-args.js';
import { movExternalReferences } from '../../lib/media/mov-refs.js';
import { aviWithGab2, behindId3, canaryText, fifoCanary, hlsPlaylist, httpCanary, movWithExternalDref, sampleMp4, type HttpCanary } from './hostile-media.js';

/*
 * The crafted files against FFmpeg itself, with both builds the project runs (Debian's 5.1; the npm-shipped 4.1
 * and its ffprobe): opened with inputArgs, none reaches the canary file or the canary port. Where auto-detection
 * does follow one today, the test shows it too, so the generator is known to be live and not a dud.
 */

const require = createRequire(import.meta.url);
const BUILDS = {
  'Debian 5.1': { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
  'npm 4.1': { ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path, ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path },
};

interface Outcome {
  code: number | null;
  stderr: string;
  openedCanary: boolean;
}

describe('FFmpeg opening crafted files with inputArgs', () => {
  let dir: string;
  let canary: HttpCanary;
  let fifo: ReturnType<typeof fifoCanary>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ffmpeg-inputs-'));
    canary = await httpCanary(canaryText());
    fifo = fifoCanary(join(dir, 'canary.mp4'));
  });
  afterAll(async () => {
    await canary.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs a command; whether it opened the FIFO canary meanwhile (then it is let go with an empty read). */
  function watch(file: string, args: string[]): Promise<Outcome> {
    return new Promise((resolve) => {
      let openedCanary = false;
      const timer = setInterval(() => {
        if (fifo.opened()) openedCanary = true;
      }, 5);
      execFile(file, args, { timeout: 15_000, killSignal: 'SIGKILL' }, (err, _stdout, stderr) => {
        clearInterval(timer);
        resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stderr, openedCanary });
      });
    });
  }

  const runs = (type: string, path: string) => {
    const args = inputArgs(sniffHead(type, readHead(path)), path, { dir });
    return Object.entries(BUILDS).flatMap(([build, bin]) => [
      { what: `${build} ffprobe`, file: bin.ffprobe, args: ['-v', 'warning', '-show_streams', '-show_format', ...args] },
      { what: `${build} ffmpeg`, file: bin.ffmpeg, args: ['-v', 'warning', '-nostdin', ...args, '-t', '1', '-f', 'null', '-'] },
    ]);
  };

  it('an MP4 whose data reference points at a file beside it: not followed; refused by the probe', async () => {
    const path = join(dir, 'dref.mp4');
    writeFileSync(path, movWithExternalDref(sampleMp4(), '/Volumes/elsewhere/canary.mp4'));
    expect(await movExternalReferences(path)).toEqual([expect.stringMatching(/^alis .*canary\.mp4/)]);
    // Live: FFmpeg follows it when drefs are enabled.
    const enabled = await watch('ffprobe', ['-v', 'warning', '-enable_drefs', '1', '-i', path]);
    expect(enabled.openedCanary).toBe(true);
    for (const run of runs('video/mp4', path)) {
      const outcome = await watch(run.file, run.args);
      expect({ run: run.what, opened: outcome.openedCanary }).toEqual({ run: run.what, opened: false });
    }
  }, 120_000);

  it('an HLS playlist behind an ID3 tag (passes a naive MP3 sniff): never read as a playlist', async () => {
    const playlist = hlsPlaylist([`${canary.url}/seg.ts`, join(dir, 'canary.mp4')]);
    const path = join(dir, 'id3.mp3');
    writeFileSync(path, behindId3(playlist));
    // Live: Debian's ffprobe, guessing, takes it for a playlist and opens the canary file.
    const guessed = await watch('ffprobe', ['-v', 'warning', '-i', path]);
    expect(guessed.openedCanary).toBe(true);
    // Declared MP3 with these bytes is a mismatch; forced through anyway (what a sniff bypass would amount to),
    // the MP3 demuxer reads no playlist.
    const forced = ['-f', 'mp3', '-format_whitelist', 'mp3', '-protocol_whitelist', 'file', '-i', `file:${path}`];
    expect(() => inputArgs(sniffHead('audio/mpeg', readHead(path)), path)).toThrow(/HLS playlist behind an ID3 tag/);
    for (const [build, bin] of Object.entries(BUILDS)) {
      for (const file of [bin.ffprobe, bin.ffmpeg]) {
        const outcome = await watch(file, ['-v', 'warning', ...forced, ...(file === bin.ffmpeg ? ['-f', 'null', '-'] : [])]);
        expect({ build, file, opened: outcome.openedCanary }).toEqual({ build, file, opened: false });
      }
    }
    expect(canary.connections()).toBe(0);
  }, 120_000);

  it('an AVI whose GAB2 subtitle carries an HLS playlist: no nested demuxer, nothing fetched', async () => {
    const path = join(dir, 'gab2.avi');
    writeFileSync(path, aviWithGab2(hlsPlaylist([`${canary.url}/seg.ts`, join(dir, 'canary.mp4')])));
    for (const run of runs('video/x-msvideo', path)) {
      const outcome = await watch(run.file, run.args);
      expect({ run: run.what, opened: outcome.openedCanary }).toEqual({ run: run.what, opened: false });
    }
    expect(canary.connections()).toBe(0);
  }, 120_000);
});
