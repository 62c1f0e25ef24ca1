import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FfmpegError, renderFileBytes, renderMemoryBytes, runFfmpeg } from './run-ffmpeg.js';

/** A render FFmpeg runs under a data-segment limit: a picture that decodes into more memory fails, with the reason. */
describe('runFfmpeg limits', () => {
  let dir: string;
  let big: string;
  const saved = { memory: process.env.MONTAGE_RENDER_MEMORY_MB, file: process.env.MONTAGE_RENDER_MAX_FILE_MB };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'run-ffmpeg-'));
    big = join(dir, 'big.png');
    // 6000×6000: a 120 KB file that decodes into 144 MB of RGBA.
    await runFfmpeg(['-y', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=6000x6000', '-frames:v', '1', big]);
  }, 60_000);
  afterAll(() => {
    for (const [name, value] of [['MONTAGE_RENDER_MEMORY_MB', saved.memory], ['MONTAGE_RENDER_MAX_FILE_MB', saved.file]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
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

  it('bounds every file a render writes (MONTAGE_RENDER_MAX_FILE_MB, 4 GiB by default)', async () => {
    expect(renderFileBytes({})).toBe(4096 * 1024 * 1024);
    process.env.MONTAGE_RENDER_MAX_FILE_MB = '1';
    // Uncompressed video: 1 s of 640×480 RGB is 22 MB, far past 1 MiB.
    const output = join(dir, 'large.avi');
    const failure = await runFfmpeg(['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=640x480:d=1', '-c:v', 'rawvideo', output], { timeoutMs: 30_000 }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect((failure as Error).message).toBe('the render wrote a file larger than 1 MiB (MONTAGE_RENDER_MAX_FILE_MB)');
    expect(statSync(output).size).toBeLessThanOrEqual(1024 * 1024);
  }, 40_000);
});
