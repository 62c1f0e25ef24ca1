import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FfmpegError, renderMemoryBytes, runFfmpeg } from './run-ffmpeg.js';

/** A render FFmpeg runs under a data-segment limit: a picture that decodes into more memory fails, with the reason. */
describe('runFfmpeg memory limit', () => {
  let dir: string;
  let big: string;
  const saved = process.env.MONTAGE_RENDER_MEMORY_MB;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'run-ffmpeg-'));
    big = join(dir, 'big.png');
    // 6000×6000: a 120 KB file that decodes into 144 MB of RGBA.
    await runFfmpeg(['-y', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=6000x6000', '-frames:v', '1', big]);
  }, 60_000);
  afterAll(() => {
    if (saved === undefined) delete process.env.MONTAGE_RENDER_MEMORY_MB;
    else process.env.MONTAGE_RENDER_MEMORY_MB = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const scaleDown = () => ['-v', 'error', '-nostdin', '-i', big, '-vf', 'scale=64:64', '-f', 'null', '-'];

  it('defaults to 2 GiB and reads MONTAGE_RENDER_MEMORY_MB', () => {
    expect(renderMemoryBytes({})).toBe(2048 * 1024 * 1024);
    expect(renderMemoryBytes({ MONTAGE_RENDER_MEMORY_MB: '512' })).toBe(512 * 1024 * 1024);
    expect(renderMemoryBytes({ MONTAGE_RENDER_MEMORY_MB: 'lots' })).toBe(2048 * 1024 * 1024);
  });

  it('decodes the picture under the default limit', async () => {
    delete process.env.MONTAGE_RENDER_MEMORY_MB;
    await expect(runFfmpeg(scaleDown(), { timeoutMs: 30_000 })).resolves.toBeUndefined();
  }, 40_000);

  it('fails under a 100 MiB limit, naming the limit and its setting', async () => {
    process.env.MONTAGE_RENDER_MEMORY_MB = '100';
    const failure = await runFfmpeg(scaleDown(), { timeoutMs: 30_000 }).then(() => undefined, (err: unknown) => err);
    expect(failure).toBeInstanceOf(FfmpegError);
    expect((failure as Error).message).toBe('the render needed more than 100 MiB of memory (MONTAGE_RENDER_MEMORY_MB)');
  }, 40_000);
});
